#line 4354 "chapters/08-collision.nw"
/* bench-collide: the time of one narrow-phase call, for each pair of kinds. */
#line 4386 "chapters/08-collision.nw"
#include "random.h"

#include <imp/collide.h>
#include <stdio.h>
#include <time.h>

enum { CONFIGURATIONS = 10000, ROUNDS = 20 };

static double wall_seconds(void) { /* C11's clock: the wall time, to a nanosecond */
  struct timespec t;
  timespec_get(&t, TIME_UTC);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static void random_body(imp_rng *r, imp_transform *b) {
  imp_transform_identity(b);
  for (int i = 0; i < 4; i++) b->orientation[i] = (float)imp_rng_uniform(r, -1, 1);
  glm_quat_normalize(b->orientation);
  imp_transform_update(b);
}

static void random_shape_of(imp_rng *r, imp_shape_kind kind, imp_shape *s) {
  vec3 h;
  for (int k = 0; k < 3; k++) h[k] = (float)imp_rng_uniform(r, 0.2, 1.5);
  if (kind == IMP_SHAPE_SPHERE) imp_shape_sphere(h[0], s);
  if (kind == IMP_SHAPE_CAPSULE) imp_shape_capsule(h[0], h[1], s);
  if (kind == IMP_SHAPE_BOX) imp_shape_box(h, s);
  if (kind == IMP_SHAPE_PLANE) imp_shape_plane(h, (float)imp_rng_uniform(r, -1, 1), s);
}

#line 4357 "chapters/08-collision.nw"
int main(void) {
  
#line 4418 "chapters/08-collision.nw"
static imp_shape sa[CONFIGURATIONS], sb[CONFIGURATIONS];
static imp_transform a[CONFIGURATIONS], b[CONFIGURATIONS];
const char *names[] = {"sphere", "capsule", "box", "plane"};
printf("%-18s %12s %10s\n", "pair", "ns per call", "touching");
#line 4359 "chapters/08-collision.nw"
  for (int ka = 0; ka < IMP_SHAPE_PLANE; ka++)
    for (int kb = ka; kb <= IMP_SHAPE_PLANE; kb++) {
      
#line 4425 "chapters/08-collision.nw"
imp_rng r = imp_rng_seed(880 + 4 * ka + kb);
for (int n = 0; n < CONFIGURATIONS; n++) {
  random_shape_of(&r, (imp_shape_kind)ka, &sa[n]);
  random_shape_of(&r, (imp_shape_kind)kb, &sb[n]);
  random_body(&r, &a[n]);
  random_body(&r, &b[n]);
  double u[3];
  imp_rng_direction(&r, u);
  for (int k = 0; k < 3; k++) b[n].position[k] = (float)(imp_rng_uniform(&r, 0, 2) * u[k]);
}
#line 4362 "chapters/08-collision.nw"
      
#line 4375 "chapters/08-collision.nw"
long touching = 0;
double start = wall_seconds();
for (int round = 0; round < ROUNDS; round++)
  for (int n = 0; n < CONFIGURATIONS; n++) {
    imp_manifold m;
    touching += imp_collide(&sa[n], &a[n], &sb[n], &b[n], &m) > 0;
  }
double each = (wall_seconds() - start) / ((double)ROUNDS * CONFIGURATIONS);
#line 4363 "chapters/08-collision.nw"
      
#line 4438 "chapters/08-collision.nw"
char pair[32];
snprintf(pair, sizeof pair, "%s-%s", names[ka], names[kb]);
printf("%-18s %12.1f %9.0f%%\n", pair, 1e9 * each,
       100.0 * touching / ((double)ROUNDS * CONFIGURATIONS));
#line 4364 "chapters/08-collision.nw"
    }
  return 0;
}
