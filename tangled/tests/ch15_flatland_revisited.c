#line 309 "chapters/15-flatland-revisited.nw"
/* Chapter 15's numerical checks: each follows its derivation in the text. */
#line 325 "chapters/15-flatland-revisited.nw"
#include "check.h"
#include "random.h"

#include <imp/flat-stack.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#line 335 "chapters/15-flatland-revisited.nw"
static imp_flat_body box_at(float x, float y, float w, float h, float mass) {
  imp_flat_body b;
  imp_flat_rectangle((vec2){x, y}, w, h, mass, &b);
  return b;
}
#line 343 "chapters/15-flatland-revisited.nw"
static void check_manifold_by_hand(imp_check_state *s) {
  imp_flat_manifold m;
  imp_flat_body floor = box_at(0, -0.5f, 10, 1, 0), box = box_at(0.3f, 0.4f, 1, 1, 1);
  
#line 353 "chapters/15-flatland-revisited.nw"
IMP_CHECK_TRUE(s, imp_flat_manifold_collide(&floor, &box, 0.0f, &m) && m.count == 2);
IMP_CHECK_TRUE(s, m.normal[0] == 0.0f && m.normal[1] == 1.0f && m.points[0].id != m.points[1].id);
for (int k = 0; k < 2; k++) {
  IMP_CHECK_NEAR(s, m.points[k].depth, 0.1, 8 * IMP_U);
  IMP_CHECK_NEAR(s, m.points[k].point[1], -0.05, 8 * IMP_U);
  IMP_CHECK_NEAR(s, fabs(m.points[k].point[0] - 0.3), 0.5, 8 * IMP_U);
}
#line 347 "chapters/15-flatland-revisited.nw"
  imp_flat_body wide = box_at(0, 0, 2, 1, 1), narrow = box_at(1.25f, 0.95f, 1, 1, 1);
  
#line 363 "chapters/15-flatland-revisited.nw"
IMP_CHECK_TRUE(s, imp_flat_manifold_collide(&wide, &narrow, 0.0f, &m) && m.count == 2);
IMP_CHECK_NEAR(s, m.points[0].point[0] + m.points[1].point[0], 0.75 + 1.0, 16 * IMP_U);
IMP_CHECK_NEAR(s, fabs(m.points[0].point[0] - m.points[1].point[0]), 0.25, 16 * IMP_U);
IMP_CHECK_NEAR(s, m.points[0].depth, 0.05, 8 * IMP_U);
IMP_CHECK_NEAR(s, m.points[1].depth, 0.05, 8 * IMP_U);
#line 349 "chapters/15-flatland-revisited.nw"
}

#line 315 "chapters/15-flatland-revisited.nw"
static const imp_check checks[] = {
#line 371 "chapters/15-flatland-revisited.nw"
{"manifold-by-hand", "a box in the floor has two points at its corners; an "
 "overhanging box one corner and one cut at the face's end", check_manifold_by_hand},
#line 317 "chapters/15-flatland-revisited.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
