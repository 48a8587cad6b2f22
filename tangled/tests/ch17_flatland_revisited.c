#line 505 "chapters/17-flatland-revisited.nw"
/* Chapter 17's numerical checks: each follows its derivation in the text. */
#line 521 "chapters/17-flatland-revisited.nw"
#include "check.h"
#include "flat-random.h"
#include "random.h"

#include <imp/flat-stack.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#line 532 "chapters/17-flatland-revisited.nw"
static imp_flat_body box_at(float x, float y, float w, float h, float mass) {
  imp_flat_body b;
  imp_flat_rectangle((vec2){x, y}, w, h, mass, &b);
  return b;
}
#line 621 "chapters/17-flatland-revisited.nw"
/* Distance in double from p to the polygon: 0 inside, else to its nearest edge. */
static double distance_to_polygon(const imp_flat_body *b, const float *p) {
  double nearest = INFINITY;
  bool inside = true;
  for (int i = 0; i < b->count; i++) {
    const float *v = b->vertex[i], *w = b->vertex[(i + 1) % b->count];
    double ex = (double)w[0] - v[0], ey = (double)w[1] - v[1];
    double px = (double)p[0] - v[0], py = (double)p[1] - v[1];
    if (ex * py - ey * px < 0) inside = false; /* right of a counter-clockwise edge */
    double t = fmin(1, fmax(0, (px * ex + py * ey) / (ex * ex + ey * ey)));
    nearest = fmin(nearest, hypot(px - t * ex, py - t * ey));
  }
  return inside ? 0 : nearest;
}

/* The largest over p's faces of the least distance of q's vertices, in double. */
static double separation_in_double(const imp_flat_body *p, const imp_flat_body *q) {
  double best = -INFINITY;
  for (int i = 0; i < p->count; i++) {
    double least = INFINITY;
    for (int j = 0; j < q->count; j++)
      least = fmin(least, ((double)q->vertex[j][0] - p->vertex[i][0]) * p->normal[i][0] +
                              ((double)q->vertex[j][1] - p->vertex[i][1]) * p->normal[i][1]);
    best = fmax(best, least);
  }
  return best;
}
#line 1227 "chapters/17-flatland-revisited.nw"
/* A world of a static floor (top at y = 0, turned by theta about the origin)
 * and one body resting on it, at rest. */
static void floor_and(imp_flat_world *w, imp_flat_body storage[3], float theta,
                      const imp_flat_body *body) {
  imp_flat_body floor;
  imp_flat_world_init(w, storage, 3);
  imp_flat_rectangle((vec2){0.5f * sinf(theta), -0.5f * cosf(theta)}, 20, 1, 0, &floor);
  floor.angle = theta;
  imp_flat_update(&floor);
  imp_flat_world_add(w, &floor);
  imp_flat_world_add(w, body);
}
#line 540 "chapters/17-flatland-revisited.nw"
static void check_manifold_by_hand(imp_check_state *s) {
  imp_flat_manifold m;
  imp_flat_body floor = box_at(0, -0.5f, 10, 1, 0), box = box_at(0.3f, 0.4f, 1, 1, 1);
  
#line 560 "chapters/17-flatland-revisited.nw"
IMP_CHECK_TRUE(s, imp_flat_manifold_collide(&floor, &box, 0.0f, &m) && m.count == 2);
IMP_CHECK_TRUE(s, m.normal[0] == 0.0f && m.normal[1] == 1.0f && m.points[0].id != m.points[1].id);
for (int k = 0; k < 2; k++) {
  IMP_CHECK_NEAR(s, m.points[k].depth, 0.1, 8 * IMP_U);
  IMP_CHECK_NEAR(s, m.points[k].point[1], -0.05, 8 * IMP_U);
  IMP_CHECK_NEAR(s, fabs(m.points[k].point[0] - 0.3), 0.5, 8 * IMP_U);
}
#line 544 "chapters/17-flatland-revisited.nw"
  imp_flat_body wide = box_at(0, 0, 2, 1, 1), narrow = box_at(1.25f, 0.95f, 1, 1, 1);
  
#line 572 "chapters/17-flatland-revisited.nw"
IMP_CHECK_TRUE(s, imp_flat_manifold_collide(&wide, &narrow, 0.0f, &m) && m.count == 2);
IMP_CHECK_NEAR(s, m.points[0].point[0] + m.points[1].point[0], 0.75 + 1.0, 16 * IMP_U);
IMP_CHECK_NEAR(s, fabs(m.points[0].point[0] - m.points[1].point[0]), 0.25, 16 * IMP_U);
IMP_CHECK_NEAR(s, m.points[0].depth, 0.05, 8 * IMP_U);
IMP_CHECK_NEAR(s, m.points[1].depth, 0.05, 8 * IMP_U);
#line 546 "chapters/17-flatland-revisited.nw"
}
#line 651 "chapters/17-flatland-revisited.nw"
static void check_manifold_random(imp_check_state *s) {
  imp_rng r = imp_rng_seed(1501);
  const double tol = 16 * IMP_U * 6;
  for (int trial = 0; trial < 20000; trial++) {
    imp_flat_body a, b;
    random_flat_body(&r, &a, false);
    random_flat_body(&r, &b, false);
    imp_flat_collision c;
    if (!imp_flat_collide(&a, &b, &c) || c.depth < tol) continue;
    imp_flat_manifold m, swapped;
    bool found = imp_flat_manifold_collide(&a, &b, 0.0f, &m);
    
#line 599 "chapters/17-flatland-revisited.nw"
IMP_CHECK_TRUE(s, found);
for (int k = 0; k < m.count; k++) {
  double d = m.points[k].depth, reach = fabs(d) / 2 + tol;
  IMP_CHECK_LE(s, fmax(0, d - c.depth), IMP_FLAT_FACE_PREFERENCE + tol);
  IMP_CHECK_LE(s, distance_to_polygon(&a, m.points[k].point), reach);
  IMP_CHECK_LE(s, distance_to_polygon(&b, m.points[k].point), reach);
}
#line 663 "chapters/17-flatland-revisited.nw"
    imp_flat_manifold_collide(&b, &a, 0.0f, &swapped);
    double sa = separation_in_double(&a, &b), sb = separation_in_double(&b, &a);
    
#line 609 "chapters/17-flatland-revisited.nw"
if (swapped.reference == m.reference) { /* a different face: only in a near tie */
  IMP_CHECK_LE(s, fabs(sa - sb), IMP_FLAT_FACE_PREFERENCE + tol);
  continue;
}
IMP_CHECK_TRUE(s, swapped.count == m.count);
IMP_CHECK_TRUE(s, swapped.normal[0] == -m.normal[0] && swapped.normal[1] == -m.normal[1]);
for (int k = 0; k < m.count; k++)
  IMP_CHECK_TRUE(s, swapped.points[k].depth == m.points[k].depth && /* ids differ in */
                        (swapped.points[k].id ^ m.points[k].id) == 1u << 9); /* a's role */
#line 666 "chapters/17-flatland-revisited.nw"
  }
}
#line 1242 "chapters/17-flatland-revisited.nw"
static void check_resting_box(imp_check_state *s) {
  imp_flat_body storage[3];
  imp_flat_world world;
  imp_flat_solver solver;
  imp_flat_contact contacts[2];
  floor_and(&world, storage, 0, &(imp_flat_body){0});
  world.count = 1;
  imp_flat_body b = box_at(0.3f, 0.5f, 1, 1, 1);
  imp_flat_world_add(&world, &b);
  imp_flat_solver_init(&solver, contacts, 1);
  for (int n = 0; n < 60; n++) imp_flat_solver_step(&world, &solver);
  const double g = 20, h = (float)(1.0 / 60), tol = 64 * IMP_U * g * h;
  const imp_flat_contact *contact = &solver.contacts[0];
  const imp_flat_body *box = &world.bodies[1];
  
#line 1188 "chapters/17-flatland-revisited.nw"
IMP_CHECK_TRUE(s, solver.count == 1 && contact->manifold.count == 2);
IMP_CHECK_NEAR(s, contact->normal_impulse[0], 0.5 * g * h, tol);
IMP_CHECK_NEAR(s, contact->normal_impulse[1], 0.5 * g * h, tol);
IMP_CHECK_NEAR(s, contact->tangent_impulse[0] + contact->tangent_impulse[1], 0, tol);
IMP_CHECK_NEAR(s, hypot(box->velocity[0], box->velocity[1]), 0, g * h * 8 * IMP_U);
#line 1257 "chapters/17-flatland-revisited.nw"
}

static void check_slope(imp_check_state *s) {
  const double theta = 0.3, g = 20, h = (float)(1.0 / 60), tol = 64 * IMP_U * g * h;
  const float mus[2] = {0.8f, 0.1f};
  for (int k = 0; k < 2; k++) {
    imp_flat_body storage[3], b;
    imp_flat_world world;
    imp_flat_solver solver;
    imp_flat_contact contacts[2];
    float c = cosf((float)theta), si = sinf((float)theta);
    imp_flat_rectangle((vec2){-0.5f * si, 0.5f * c}, 1, 1, 1, &b);
    b.angle = (float)theta;
    imp_flat_update(&b);
    floor_and(&world, storage, (float)theta, &b);
    world.bodies[0].friction = world.bodies[1].friction = mus[k];
    imp_flat_solver_init(&solver, contacts, 1);
    const int steps = 30;
    for (int n = 0; n < steps; n++) imp_flat_solver_step(&world, &solver);
    const imp_flat_contact *contact = &solver.contacts[0];
    double mu = mus[k], normal = contact->normal_impulse[0] + contact->normal_impulse[1];
    double tangent = contact->tangent_impulse[0] + contact->tangent_impulse[1];
    double speed = -(world.bodies[1].velocity[0] * cos(theta) +
                     world.bodies[1].velocity[1] * sin(theta)); /* down the slope */
    
#line 1198 "chapters/17-flatland-revisited.nw"
if (mu > tan(theta)) {
  IMP_CHECK_NEAR(s, normal, g * h * cos(theta), tol);
  IMP_CHECK_NEAR(s, fabs(tangent), g * h * sin(theta), tol);
  IMP_CHECK_NEAR(s, speed, 0, g * h * 64 * IMP_U);
} else {
  IMP_CHECK_NEAR(s, fabs(tangent), mu * normal, tol);
  IMP_CHECK_NEAR(s, speed, steps * h * g * (sin(theta) - mu * cos(theta)), steps * tol);
}
#line 1282 "chapters/17-flatland-revisited.nw"
  }
}

/* A circle d0 into the floor, for a second by the chosen fix: its depth and
 * its speed after the first step, and the least depth (the highest it rose). */
static void sunk_circle(imp_flat_position_fix fix, float d0, double *depth, double *speed,
                        double *lowest) {
  imp_flat_body storage[3], ball;
  imp_flat_world world;
  imp_flat_solver solver;
  imp_flat_contact contacts[2];
  imp_flat_circle((vec2){0, 0.5f - d0}, 0.5f, 1, &ball);
  ball.restitution = 0;
  floor_and(&world, storage, 0, &ball);
  world.bodies[0].restitution = 0;
  imp_flat_solver_init(&solver, contacts, 1);
  solver.settings.position = fix;
  *lowest = INFINITY;
  for (int n = 0; n < 60; n++) {
    imp_flat_solver_step(&world, &solver);
    double d = 0.5 - world.bodies[1].position[1];
    if (n == 0) {
      *depth = d;
      *speed = world.bodies[1].velocity[1];
    }
    *lowest = fmin(*lowest, d);
  }
}

static void check_position_fixes(imp_check_state *s) {
  const double g = 20, h = (float)(1.0 / 60), slop = (float)0.005, beta = (float)0.2;
  const float depths[2] = {0.1f, 0.3f};
  for (int k = 0; k < 2; k++) {
    double d0 = depths[k], depth_ngs, speed_ngs, lowest_ngs, depth_b, speed_b, lowest_b;
    sunk_circle(IMP_FLAT_NGS, depths[k], &depth_ngs, &speed_ngs, &lowest_ngs);
    sunk_circle(IMP_FLAT_BAUMGARTE, depths[k], &depth_b, &speed_b, &lowest_b);
    
#line 1211 "chapters/17-flatland-revisited.nw"
IMP_CHECK_NEAR(s, depth_ngs, slop + pow(1 - beta, 3) * (d0 - slop), 8 * IMP_U);
IMP_CHECK_NEAR(s, speed_ngs, 0, g * h * 8 * IMP_U);
IMP_CHECK_TRUE(s, lowest_ngs >= 0); /* never off the floor */
IMP_CHECK_NEAR(s, speed_b, beta * (d0 - slop) / h, 8 * IMP_U * g * h);
IMP_CHECK_TRUE(s, (lowest_b < 0) == (beta * beta * (d0 - slop) > g * h * h)); /* thrown? */
#line 1319 "chapters/17-flatland-revisited.nw"
  }
}

static void check_solver_full(imp_check_state *s) {
  imp_flat_body storage[4], b = box_at(0, 0.5f, 1, 1, 1);
  imp_flat_world world;
  floor_and(&world, storage, 0, &b);
  world.capacity = 4;
  b = box_at(0, 1.5f, 1, 1, 1);
  imp_flat_world_add(&world, &b);
  imp_flat_solver solver;
  imp_flat_contact contacts[2];
  imp_flat_solver_init(&solver, contacts, 1); /* room for one pair of two */
  
#line 1221 "chapters/17-flatland-revisited.nw"
IMP_CHECK_TRUE(s, imp_flat_solver_step(&world, &solver) == IMP_FULL);
IMP_CHECK_TRUE(s, solver.count == 1 && solver.contacts[0].a == 0 && solver.contacts[0].b == 1);
IMP_CHECK_TRUE(s, world.bodies[2].velocity[1] == world.gravity[1] * world.step); /* free */
#line 1333 "chapters/17-flatland-revisited.nw"
}
#line 1774 "chapters/17-flatland-revisited.nw"
static void check_stack_pyramid(imp_check_state *s) {
  imp_table t, relaxed;
  imp_table_run(&t, "stack-pyramid", NULL);
  imp_table_runf(&relaxed, "stack-pyramid", "solver=relaxation");
  const double slop = 0.005;
  bool fell = false;
  for (size_t n = 0; n < t.rows; n++) {
    
#line 1753 "chapters/17-flatland-revisited.nw"
IMP_CHECK_LE(s, hypot(imp_table_at(&t, n, "top_x"), imp_table_at(&t, n, "top_y") - 4.5),
             5 * slop);
if (imp_table_at(&t, n, "t") >= 2) IMP_CHECK_LE(s, imp_table_at(&t, n, "ke"), 1e-6);
fell = fell || imp_table_at(&relaxed, n, "top_y") < 4;
#line 1782 "chapters/17-flatland-revisited.nw"
  }
  IMP_CHECK_TRUE(s, fell);
  imp_table_free(&t);
  imp_table_free(&relaxed);
}

static void check_stack_pile(imp_check_state *s) {
  for (int seed = 1; seed <= 3; seed++) {
    imp_table t, relaxed;
    imp_table_runf(&t, "stack-pile", "seed=%d", seed);
    imp_table_runf(&relaxed, "stack-pile", "seed=%d solver=relaxation", seed);
    double jolt = 0; /* relaxation's largest energy after 5 s */
    for (size_t n = 0; n < t.rows; n++) {
      
#line 1764 "chapters/17-flatland-revisited.nw"
if (imp_table_at(&t, n, "t") < 5) continue;
IMP_CHECK_LE(s, imp_table_at(&t, n, "ke"), 1e-3);
jolt = fmax(jolt, imp_table_at(&relaxed, n, "ke"));
#line 1796 "chapters/17-flatland-revisited.nw"
    }
    
#line 1770 "chapters/17-flatland-revisited.nw"
IMP_CHECK_TRUE(s, jolt > 1e-2);
#line 1798 "chapters/17-flatland-revisited.nw"
    imp_table_free(&t);
    imp_table_free(&relaxed);
  }
}

#line 511 "chapters/17-flatland-revisited.nw"
static const imp_check checks[] = {
#line 671 "chapters/17-flatland-revisited.nw"
{"manifold-by-hand", "a box in the floor has two points at its corners; an "
 "overhanging box one corner and one cut at the face's end", check_manifold_by_hand},
{"manifold-random", "random pairs: points within half their depth of both shapes, "
 "none deeper than chapter 7's depth; swapped, the same points", check_manifold_random},
#line 1337 "chapters/17-flatland-revisited.nw"
{"resting-box", "a box at rest on the floor: two normal impulses of m g h / 2 each, "
 "no friction, no velocity", check_resting_box},
{"slope", "on a 0.3 rad slope a box is held (mu 0.8: impulses m g h cos, sin) or "
 "slides at n h g (sin - mu cos) (mu 0.1)", check_slope},
{"position-fixes", "a sunk circle: the position pass leaves slop + 0.8^3 (d - slop) "
 "and no speed; Baumgarte gives beta (d - slop)/h, and throws it off iff "
 "beta^2 (d - slop) > g h^2", check_position_fixes},
{"solver-full", "more pairs than storage: IMP_FULL, and the step taken with those "
 "that fit", check_solver_full},
#line 1805 "chapters/17-flatland-revisited.nw"
{"stack-pyramid", "the pyramid's top stays within 5 slops of its place for 20 s and "
 "its energy below 1e-6 J after 2 s; by relaxation the top falls", check_stack_pyramid},
{"stack-pile", "three piles: energy below 1e-3 J after 5 s; by relaxation it "
 "still rises above 1e-2 J after 5 s", check_stack_pile},
#line 513 "chapters/17-flatland-revisited.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
