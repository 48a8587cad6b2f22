#line 436 "chapters/07-flatland.nw"
/* Chapter 7's numerical checks: each follows its derivation in the text. */
#line 452 "chapters/07-flatland.nw"
#include "check.h"
#include "flat-random.h"
#include "random.h"

#include <imp/flat.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#line 463 "chapters/07-flatland.nw"
static double dist2d(const float *a, const float *b) {
  return hypot((double)a[0] - b[0], (double)a[1] - b[1]);
}
#line 1300 "chapters/07-flatland.nw"
/* A brute-force answer in double: the depth, the normal from a to b, the
 * gap between the best and the second best way out, and the length the
 * normal was divided by (a normal (C - V)/|C - V| is only as good as the
 * positions' rounding over that length). */
typedef struct brute_result { double depth, normal[2], margin, lever; } brute_result;

static void consider(brute_result *k, double depth, double nx, double ny) {
  if (depth < k->depth) {
    k->margin = k->depth - depth;
    k->depth = depth;
    k->normal[0] = nx;
    k->normal[1] = ny;
  } else if (depth - k->depth < k->margin) {
    k->margin = depth - k->depth;
  }
}

/* Shadows on the faces' normals, computed from the vertices in double. */
static void brute_polygons(const imp_flat_body *a, const imp_flat_body *b,
                           brute_result *k) {
  *k = (brute_result){.depth = INFINITY, .margin = INFINITY, .lever = 1};
  const imp_flat_body *pair[2] = {a, b};
  for (int side = 0; side < 2; side++) {
    const imp_flat_body *p = pair[side], *q = pair[1 - side];
    for (int i = 0; i < p->count; i++) {
      const float *v = p->vertex[i], *w = p->vertex[(i + 1) % p->count];
      double ex = (double)w[0] - v[0], ey = (double)w[1] - v[1], len = hypot(ex, ey);
      double nx = ey / len, ny = -ex / len, top = -INFINITY, bottom = INFINITY;
      for (int j = 0; j < p->count; j++)
        top = fmax(top, nx * p->vertex[j][0] + ny * p->vertex[j][1]);
      for (int j = 0; j < q->count; j++)
        bottom = fmin(bottom, nx * q->vertex[j][0] + ny * q->vertex[j][1]);
      double sign = side == 0 ? 1 : -1; /* the normal from a to b */
      consider(k, top - bottom, sign * nx, sign * ny);
    }
  }
}

/* The circle's distance to every edge, and whether its centre is inside.
 * Outside, the nearest point of a convex polygon is unique: no ambiguity. */
static void brute_polygon_circle(const imp_flat_body *p, const imp_flat_body *c,
                                 brute_result *k) {
  *k = (brute_result){.depth = INFINITY, .margin = INFINITY, .lever = 1};
  double cx = c->position[0], cy = c->position[1], r = c->radius, nearest = INFINITY;
  double away[2] = {0, 0};
  bool inside = true;
  for (int i = 0; i < p->count; i++) {
    const float *v = p->vertex[i], *w = p->vertex[(i + 1) % p->count];
    double ex = (double)w[0] - v[0], ey = (double)w[1] - v[1], len = hypot(ex, ey);
    double nx = ey / len, ny = -ex / len;
    double s = (cx - v[0]) * nx + (cy - v[1]) * ny;
    consider(k, r - s, nx, ny); /* the way out through this face, if inside */
    if (s > 0) inside = false;
    double along = fmin(1, fmax(0, ((cx - v[0]) * ex + (cy - v[1]) * ey) / (len * len)));
    double fx = v[0] + along * ex, fy = v[1] + along * ey, d = hypot(cx - fx, cy - fy);
    if (d < nearest) {
      nearest = d;
      away[0] = (cx - fx) / d;
      away[1] = (cy - fy) / d;
    }
  }
  if (!inside) *k = (brute_result){.depth = r - nearest, .normal = {away[0], away[1]},
                            .margin = INFINITY, .lever = fmin(1, nearest)};
}

/* Turn the body's position about the origin, and the body with it. */
static void turn_about_origin(imp_flat_body *b, double phi) {
  double x = b->position[0], y = b->position[1];
  b->position[0] = (float)(cos(phi) * x - sin(phi) * y);
  b->position[1] = (float)(sin(phi) * x + cos(phi) * y);
  b->angle += (float)phi;
  imp_flat_update(b);
}
#line 1974 "chapters/07-flatland.nw"
/* Two overlapping bodies with random velocities and material. */
static bool random_contact(imp_rng *r, imp_flat_body *a, imp_flat_body *b, bool circles,
                           imp_flat_collision *c) {
  random_flat_body(r, a, circles);
  random_flat_body(r, b, circles);
  imp_flat_set_mass(a, (float)imp_rng_uniform(r, 0.5, 5));
  imp_flat_set_mass(b, (float)imp_rng_uniform(r, 0.5, 5));
  imp_flat_body *both[2] = {a, b};
  for (int k = 0; k < 2; k++) {
    both[k]->velocity[0] = (float)imp_rng_uniform(r, -5, 5);
    both[k]->velocity[1] = (float)imp_rng_uniform(r, -5, 5);
    both[k]->angular_velocity = (float)imp_rng_uniform(r, -5, 5);
    both[k]->restitution = (float)imp_rng_uniform(r, 0, 1);
    both[k]->friction = (float)imp_rng_uniform(r, 0, 1);
  }
  return imp_flat_collide(a, b, c);
}

/* The contact point and the relative velocity there, in double. */
static void contact_velocity(const imp_flat_body *a, const imp_flat_body *b,
                             const imp_flat_collision *c, double out[2]) {
  double wa = a->inverse_mass, wb = b->inverse_mass, p[2], v[2][2];
  const imp_flat_body *both[2] = {a, b};
  for (int i = 0; i < 2; i++) p[i] = (wa * c->start[i] + wb * c->end[i]) / (wa + wb);
  for (int k = 0; k < 2; k++) {
    double rx = p[0] - both[k]->position[0], ry = p[1] - both[k]->position[1];
    double w = both[k]->angular_velocity;
    v[k][0] = both[k]->velocity[0] - w * ry;
    v[k][1] = both[k]->velocity[1] + w * rx;
  }
  out[0] = v[1][0] - v[0][0];
  out[1] = v[1][1] - v[0][1];
}

typedef struct totals { double momentum[2], angular, energy; } totals;

static totals totals_of(const imp_flat_body *a, const imp_flat_body *b) {
  totals t = {{0, 0}, 0, 0};
  const imp_flat_body *both[2] = {a, b};
  for (int k = 0; k < 2; k++) {
    const imp_flat_body *q = both[k];
    double m = 1.0 / q->inverse_mass, inertia = 1.0 / q->inverse_inertia;
    double vx = q->velocity[0], vy = q->velocity[1], w = q->angular_velocity;
    t.momentum[0] += m * vx;
    t.momentum[1] += m * vy;
    t.angular += m * ((double)q->position[0] * vy - (double)q->position[1] * vx) + inertia * w;
    t.energy += 0.5 * m * (vx * vx + vy * vy) + 0.5 * inertia * w * w;
  }
  return t;
}
#line 512 "chapters/07-flatland.nw"
static void check_rectangle_shape(imp_check_state *s) {
  imp_rng r = imp_rng_seed(701);
  for (int trial = 0; trial < 2000; trial++) {
    float w = (float)imp_rng_uniform(&r, 0.1, 10), h = (float)imp_rng_uniform(&r, 0.1, 10);
    vec2 at = {(float)imp_rng_uniform(&r, -50, 50), (float)imp_rng_uniform(&r, -50, 50)};
    imp_flat_body b;
    IMP_CHECK_TRUE(s, imp_flat_rectangle(at, w, h, 1.0f, &b) == IMP_OK);
    b.angle = (float)imp_rng_uniform(&r, -10, 10);
    imp_flat_update(&b);
    double size = fabs(at[0]) + fabs(at[1]) + w + h, tol = 8 * IMP_U * size;
    
#line 376 "chapters/07-flatland.nw"
IMP_CHECK_NEAR(s, b.radius, 0.5 * hypot(w, h), 2 * IMP_U * (w + h));
#line 523 "chapters/07-flatland.nw"
    for (int i = 0; i < 4; i++) {
      const float *v = b.vertex[i], *next = b.vertex[(i + 1) % 4], *n = b.normal[i];
      double edge[2] = {(double)next[0] - v[0], (double)next[1] - v[1]};
      /* outward: the face lies half a side beyond the centroid */
      double reach = n[0] * ((double)v[0] - at[0]) + n[1] * ((double)v[1] - at[1]);
      
#line 384 "chapters/07-flatland.nw"
IMP_CHECK_NEAR(s, hypot(n[0], n[1]), 1.0, 4 * IMP_U);
IMP_CHECK_NEAR(s, (n[0] * edge[0] + n[1] * edge[1]), 0.0, tol);
IMP_CHECK_NEAR(s, dist2d(v, next), i % 2 ? h : w, tol);
IMP_CHECK_NEAR(s, reach, i % 2 ? 0.5 * w : 0.5 * h, tol);
#line 529 "chapters/07-flatland.nw"
    }
  }
}

/* Independent: triangles from the centroid, m_t (a^2 + b^2 + c^2) / 36 each
 * about their own centroid, moved by the parallel-axis theorem, in double. */
static double moment_from_centroid(vec2 *v, int n, double c[2]) {
  double area = 0, cx = 0, cy = 0, moment = 0;
  for (int i = 0; i < n; i++) {
    const float *p = v[i], *q = v[(i + 1) % n];
    double t = 0.5 * ((double)p[0] * q[1] - (double)p[1] * q[0]);
    area += t;
    cx += t * ((double)p[0] + q[0]) / 3; /* in double: the sums are 100 m out */
    cy += t * ((double)p[1] + q[1]) / 3;
  }
  c[0] = cx / area;
  c[1] = cy / area;
  for (int i = 0; i < n; i++) {
    double p[2] = {v[i][0] - c[0], v[i][1] - c[1]}; /* float - double: in double */
    double q[2] = {v[(i + 1) % n][0] - c[0], v[(i + 1) % n][1] - c[1]};
    double t = 0.5 * (p[0] * q[1] - p[1] * q[0]);
    double sides = p[0] * p[0] + p[1] * p[1] + q[0] * q[0] + q[1] * q[1] +
                   (p[0] - q[0]) * (p[0] - q[0]) + (p[1] - q[1]) * (p[1] - q[1]);
    double gx = (p[0] + q[0]) / 3, gy = (p[1] + q[1]) / 3;
    moment += t * sides / 36 + t * (gx * gx + gy * gy);
  }
  return moment / area;
}

static void check_polygon_mass(imp_check_state *s) {
  imp_rng r = imp_rng_seed(702);
  for (int trial = 0; trial < 2000; trial++) {
    float w = (float)imp_rng_uniform(&r, 0.1, 10), h = (float)imp_rng_uniform(&r, 0.1, 10);
    float m = (float)imp_rng_uniform(&r, 0.1, 10);
    imp_flat_body b;
    imp_flat_rectangle((vec2){0, 0}, w, h, m, &b);
    double inertia = (double)m * (w * w + h * h) / 12;
    
#line 396 "chapters/07-flatland.nw"
IMP_CHECK_NEAR(s, 1.0 / b.inverse_inertia, inertia, 48 * IMP_U * inertia);
IMP_CHECK_NEAR(s, 1.0 / b.inverse_mass, m, 2 * IMP_U * m);
#line 567 "chapters/07-flatland.nw"
    vec2 v[IMP_FLAT_MAX_VERTICES];
    int count = random_convex(&r, v);
    vec2 shift = {(float)imp_rng_uniform(&r, -100, 100), (float)imp_rng_uniform(&r, -100, 100)};
    for (int i = 0; i < count; i++) glm_vec2_add(v[i], shift, v[i]);
    IMP_CHECK_TRUE(s, imp_flat_polygon((vec2){0, 0}, v, count, 1.0f, &b) == IMP_OK);
    double centroid[2], k2 = moment_from_centroid(v, count, centroid);
    /* the fan's edges, differences of nearby floats, are exact: the moment
     * is as good as for a polygon at the origin */
    
#line 401 "chapters/07-flatland.nw"
IMP_CHECK_NEAR(s, b.inertia_per_mass, k2, 64 * IMP_U * k2);
for (int i = 0; i < count; i++) /* the centroid is rounded 100 m out, to 100 u */
  IMP_CHECK_NEAR(s, dist2d(b.local_vertex[i], (vec2){0, 0}),
                 hypot(v[i][0] - centroid[0], v[i][1] - centroid[1]), 8 * 100 * IMP_U);
#line 576 "chapters/07-flatland.nw"
  }
}

static void check_bad_shapes(imp_check_state *s) {
  imp_flat_body b, before;
  imp_flat_circle((vec2){1, 2}, 1.0f, 1.0f, &b);
  before = b;
  vec2 star[5] = {{1, 0}, {-0.809f, 0.588f}, {0.309f, -0.951f}, {0.309f, 0.951f},
                        {-0.809f, -0.588f}}; /* turns left at every corner, twice round */
  vec2 clockwise[3] = {{0, 0}, {0, 1}, {1, 0}};
  vec2 collinear[4] = {{0, 0}, {1, 0}, {2, 0}, {1, 1}};
  vec2 repeated[4] = {{0, 0}, {1, 0}, {1, 0}, {0, 1}};
  vec2 huge[3] = {{0, 0}, {1e30f, 0}, {0, 1e30f}}; /* an area beyond float */
  
#line 415 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, imp_flat_polygon((vec2){0, 0}, star, 5, 1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_polygon((vec2){0, 0}, clockwise, 3, 1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_polygon((vec2){0, 0}, collinear, 4, 1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_polygon((vec2){0, 0}, repeated, 4, 1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_polygon((vec2){0, 0}, collinear, 2, 1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_polygon((vec2){0, 0}, collinear, 9, 1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_circle((vec2){0, 0}, 0.0f, 1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_circle((vec2){0, 0}, NAN, 1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_circle((vec2){0, 0}, 1, -1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_circle((vec2){INFINITY, 0}, 1, 1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_rectangle((vec2){0, 0}, 1, -1, 1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_set_mass(&b, INFINITY) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_set_mass(&b, 1e-45f) == IMP_BAD_VALUE); /* 1/m overflows */
IMP_CHECK_TRUE(s, imp_flat_circle((vec2){0, 0}, 1e-30f, 1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_flat_polygon((vec2){0, 0}, huge, 3, 1, &b) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, memcmp(&b, &before, sizeof b) == 0);
IMP_CHECK_TRUE(s, imp_flat_set_mass(&b, 0.0f) == IMP_OK);
IMP_CHECK_TRUE(s, b.inverse_mass == 0.0f && b.inverse_inertia == 0.0f);
#line 590 "chapters/07-flatland.nw"
}
#line 765 "chapters/07-flatland.nw"
static void check_flat_fall(imp_check_state *s) {
  imp_table t;
  imp_table_runf(&t, "flat-fall", "steps=120");
  double g = (float)20, h = (float)(1.0 / 60), vx = (float)3, vy0 = (float)10, spin = (float)2;
  size_t last = t.rows - 1;
  double span = last * h, vmax = fabs(vy0) + g * span + fabs(vx);
  double ymax = (fabs(vy0) + fabs(vx)) * span + 0.5 * g * span * span + g * h * span;
  for (size_t n = 0; n < t.rows; n++) {
    double time = n * h, nu = n * IMP_U;
    double tol_v = 2 * nu * vmax, tol_y = 2 * (nu * (ymax + vmax * h) + 0.5 * n * nu * vmax * h);
    double parabola = vy0 * time - 0.5 * g * time * time;
    
#line 757 "chapters/07-flatland.nw"
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "vy"), vy0 - g * time, tol_v);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "y"), parabola - 0.5 * g * h * time, tol_y);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "y_explicit"), parabola + 0.5 * g * h * time, tol_y);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "x"), vx * time, tol_y);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "angle"), spin * time, 2 * nu * spin * span);
#line 777 "chapters/07-flatland.nw"
  }
  imp_table_free(&t);
}
#line 1376 "chapters/07-flatland.nw"
static void check_bounds(imp_check_state *s) {
  imp_rng r = imp_rng_seed(703);
  imp_flat_body a, b;
  for (int trial = 0; trial < 20000; trial++) {
    random_flat_body(&r, &a, trial % 2);
    random_flat_body(&r, &b, trial % 3 == 0);
    double reach = (double)a.radius + b.radius, d = dist2d(a.position, b.position);
    if (fabs(d - reach) < 8 * IMP_U * (reach + 3)) continue;
    
#line 1193 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, imp_flat_bounds_overlap(&a, &b) == (d <= reach));
#line 1385 "chapters/07-flatland.nw"
  }
  imp_flat_circle((vec2){0, 0}, 1.0f, 1.0f, &a); /* touching: 3^2 <= (1 + 2)^2 */
  imp_flat_circle((vec2){3, 0}, 2.0f, 1.0f, &b);
  imp_flat_collision c;
  
#line 1197 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, imp_flat_bounds_overlap(&a, &b));
IMP_CHECK_TRUE(s, !imp_flat_collide(&a, &b, &c)); /* but not a collision */
#line 1390 "chapters/07-flatland.nw"
}

static void check_circles(imp_check_state *s) {
  imp_rng r = imp_rng_seed(704);
  imp_flat_body a, b;
  imp_flat_collision c;
  for (int trial = 0; trial < 20000; trial++) {
    random_flat_body(&r, &a, true);
    random_flat_body(&r, &b, true);
    double dx = (double)b.position[0] - a.position[0], dy = (double)b.position[1] - a.position[1];
    double d = hypot(dx, dy), depth = (double)a.radius + b.radius - d;
    double tol = 16 * IMP_U * 5;
    if (fabs(depth) < tol) continue;
    
#line 1206 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, imp_flat_collide(&a, &b, &c) == (depth > 0));
if (depth <= 0) continue;
IMP_CHECK_NEAR(s, c.depth, depth, tol);
IMP_CHECK_NEAR(s, c.normal[0], dx / d, tol / d);
IMP_CHECK_NEAR(s, c.normal[1], dy / d, tol / d);
IMP_CHECK_NEAR(s, c.start[0], b.position[0] - b.radius * dx / d, tol / d);
IMP_CHECK_NEAR(s, c.end[1], a.position[1] + a.radius * dy / d, tol / d);
#line 1404 "chapters/07-flatland.nw"
  }
  imp_flat_circle((vec2){1, 1}, 0.5f, 1.0f, &a);
  imp_flat_circle((vec2){1, 1}, 0.25f, 1.0f, &b);
  
#line 1219 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, imp_flat_collide(&a, &b, &c));
IMP_CHECK_TRUE(s, c.depth == 0.75f && c.normal[0] == 0.0f && c.normal[1] == 1.0f);
IMP_CHECK_TRUE(s, c.start[1] == 0.75f && c.end[1] == 1.5f); /* b lifted out */
#line 1408 "chapters/07-flatland.nw"
}

static void check_rectangles_by_hand(imp_check_state *s) {
  imp_flat_body a, b;
  imp_flat_collision c;
  
#line 1228 "chapters/07-flatland.nw"
imp_flat_rectangle((vec2){0, 0}, 4, 2, 1, &a);
imp_flat_rectangle((vec2){3, 1.5f}, 4, 2, 1, &b); /* overlaps 1 in x, 0.5 in y */
IMP_CHECK_TRUE(s, imp_flat_collide(&a, &b, &c));
IMP_CHECK_NEAR(s, c.depth, 0.5, 4 * IMP_U * 4);
IMP_CHECK_TRUE(s, c.normal[0] == 0.0f && c.normal[1] == 1.0f);
IMP_CHECK_TRUE(s, imp_flat_collide(&b, &a, &c));
IMP_CHECK_TRUE(s, c.normal[0] == 0.0f && c.normal[1] == -1.0f);
imp_flat_rectangle((vec2){4.5f, 0}, 4, 2, 1, &b);
IMP_CHECK_TRUE(s, !imp_flat_collide(&a, &b, &c));
imp_flat_rectangle((vec2){4, 0}, 4, 2, 1, &b); /* touching */
IMP_CHECK_TRUE(s, !imp_flat_collide(&a, &b, &c));
#line 1414 "chapters/07-flatland.nw"
}

static void check_circle_on_square(imp_check_state *s) {
  imp_flat_body square, circle;
  imp_flat_collision c;
  imp_flat_rectangle((vec2){0, 0}, 2, 2, 1, &square);
  const float centres[3][2] = {{0, 1.5f}, {1.5f, 1.5f}, {0, 0.25f}};
  const double half = sqrt(0.5);
  const double depth[3] = {0.5, 1 - half, 1.75}, normal[3][2] = {{0, 1}, {half, half}, {0, 1}};
  for (int k = 0; k < 3; k++) { /* face, corner, centre inside */
    imp_flat_circle(centres[k], 1.0f, 1.0f, &circle);
    
#line 1248 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, imp_flat_collide(&square, &circle, &c));
IMP_CHECK_NEAR(s, c.depth, depth[k], 8 * IMP_U * 2);
IMP_CHECK_NEAR(s, c.normal[0], normal[k][0], 8 * IMP_U);
IMP_CHECK_NEAR(s, c.normal[1], normal[k][1], 8 * IMP_U);
IMP_CHECK_NEAR(s, c.start[1], centres[k][1] - normal[k][1], 8 * IMP_U * 2);
IMP_CHECK_TRUE(s, imp_flat_collide(&circle, &square, &c)); /* swapped */
IMP_CHECK_NEAR(s, c.normal[1], -normal[k][1], 8 * IMP_U);
IMP_CHECK_NEAR(s, c.end[1], centres[k][1] - normal[k][1], 8 * IMP_U * 2);
#line 1426 "chapters/07-flatland.nw"
  }
  imp_flat_circle((vec2){1.8f, 1.8f}, 1.0f, 1.0f, &circle); /* bounds meet, corner misses */
  
#line 1264 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, !imp_flat_collide(&square, &circle, &c));
#line 1429 "chapters/07-flatland.nw"
  /* A centre a hair beyond a corner at the origin: |C - V|^2 underflows. The
   * normal must be unit and point out of the square, the depth be r. */
  imp_flat_rectangle((vec2){0.5f, 0.5f}, 1, 1, 1, &square);
  const float hairs[4] = {1e-19f, 1e-22f, 1e-30f, 1e-45f};
  for (int k = 0; k < 4; k++) {
    imp_flat_circle((vec2){-hairs[k], -0.3f * hairs[k]}, 0.25f, 1.0f, &circle);
    
#line 1268 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, imp_flat_collide(&square, &circle, &c));
IMP_CHECK_NEAR(s, c.depth, 0.25, 8 * IMP_U * 0.25);
IMP_CHECK_NEAR(s, hypot(c.normal[0], c.normal[1]), 1.0, 4 * IMP_U);
IMP_CHECK_TRUE(s, c.normal[0] < 0 && c.normal[1] <= 0);
#line 1436 "chapters/07-flatland.nw"
  }
}

/* The engine against the brute force, for a pair, swapped, and turned. */
static void compare_pair(imp_check_state *s, imp_flat_body *a, imp_flat_body *b,
                         double phi) {
  brute_result k;
  if (b->kind == IMP_FLAT_CIRCLE) brute_polygon_circle(a, b, &k);
  else brute_polygons(a, b, &k);
  const double tol = 16 * IMP_U * 6;
  if (fabs(k.depth) < tol || k.margin < tol) return;
  imp_flat_collision c, swapped, turned;
  bool hit = imp_flat_collide(a, b, &c);
  const double tol_n = tol / k.lever;
  
#line 1281 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, hit == (k.depth > 0));
IMP_CHECK_TRUE(s, imp_flat_collide(b, a, &swapped) == hit);
if (!hit) return;
IMP_CHECK_NEAR(s, c.depth, k.depth, tol);
IMP_CHECK_NEAR(s, c.normal[0], k.normal[0], tol_n);
IMP_CHECK_NEAR(s, c.normal[1], k.normal[1], tol_n);
IMP_CHECK_NEAR(s, swapped.depth, c.depth, tol);
IMP_CHECK_NEAR(s, swapped.normal[0], -c.normal[0], tol_n);
IMP_CHECK_NEAR(s, swapped.start[1], c.end[1], tol);
#line 1451 "chapters/07-flatland.nw"
  turn_about_origin(a, phi);
  turn_about_origin(b, phi);
  
#line 1293 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, imp_flat_collide(a, b, &turned));
IMP_CHECK_NEAR(s, turned.depth, c.depth, tol);
IMP_CHECK_NEAR(s, turned.normal[0], cos(phi) * c.normal[0] - sin(phi) * c.normal[1], tol_n);
IMP_CHECK_NEAR(s, turned.normal[1], sin(phi) * c.normal[0] + cos(phi) * c.normal[1], tol_n);
#line 1454 "chapters/07-flatland.nw"
}

/* 20000 random pairs: a polygon and a polygon, or a polygon and a circle. */
static void compare_random_pairs(imp_check_state *s, uint64_t seed, bool circle) {
  imp_rng r = imp_rng_seed(seed);
  for (int trial = 0; trial < 20000; trial++) {
    imp_flat_body a, b;
    random_flat_body(&r, &a, false);
    random_flat_body(&r, &b, circle);
    compare_pair(s, &a, &b, imp_rng_uniform(&r, -GLM_PI, GLM_PI));
  }
}

static void check_polygons_brute_force(imp_check_state *s) {
  compare_random_pairs(s, 705, false);
}

static void check_polygon_circle_brute_force(imp_check_state *s) {
  compare_random_pairs(s, 706, true);
}
#line 1648 "chapters/07-flatland.nw"
static void check_relaxation(imp_check_state *s) {
  const float rates[4] = {0.8f, 0.5f, 0.3f, 1.0f};
  for (int k = 0; k < 4; k++) {
    imp_flat_body a, b;
    imp_flat_rectangle((vec2){0, 0}, 2, 1, 3.0f, &a);
    imp_flat_rectangle((vec2){0.5f, 0.8f}, 2, 1, 1.0f, &b); /* 0.2 deep */
    double previous = 0.2, centroid = 3.0 * a.position[1] + 1.0 * b.position[1];
    double tol = 8 * IMP_U * 2;
    for (int pass = 0; pass < 15; pass++) {
      imp_flat_collision c;
      if (!imp_flat_collide(&a, &b, &c)) break;
      
#line 1616 "chapters/07-flatland.nw"
IMP_CHECK_NEAR(s, c.depth, previous, tol);
IMP_CHECK_TRUE(s, c.normal[0] == 0.0f && c.normal[1] == 1.0f);
imp_flat_correct(&a, &b, &c, rates[k]);
previous = (1 - rates[k]) * c.depth;
IMP_CHECK_NEAR(s, 3.0 * a.position[1] + 1.0 * b.position[1], centroid, tol);
#line 1660 "chapters/07-flatland.nw"
    }
  }
  imp_flat_body floor, box;
  imp_flat_rectangle((vec2){0, -0.5f}, 10, 1, 0.0f, &floor);
  imp_flat_rectangle((vec2){0.3f, 0.4f}, 1, 1, 1.0f, &box);
  imp_flat_body before = floor;
  imp_flat_collision c;
  
#line 1628 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, imp_flat_collide(&floor, &box, &c));
imp_flat_correct(&floor, &box, &c, 0.8f);
IMP_CHECK_TRUE(s, memcmp(&floor, &before, sizeof floor) == 0);
IMP_CHECK_NEAR(s, box.position[1], 0.4 + 0.8 * 0.1, 8 * IMP_U);
imp_flat_body wall = floor;
imp_flat_correct(&floor, &wall, &c, 0.8f); /* two static bodies: nothing */
IMP_CHECK_TRUE(s, memcmp(&floor, &before, sizeof floor) == 0 &&
                      memcmp(&wall, &before, sizeof wall) == 0);
#line 1668 "chapters/07-flatland.nw"
}
#line 1672 "chapters/07-flatland.nw"
/* The depths of the column's k collisions, floor first, as a vector's length. */
static double column_depths(imp_flat_body *body, int k) {
  double sum = 0;
  for (int i = 0; i < k; i++) {
    imp_flat_collision c;
    if (imp_flat_collide(&body[i], &body[i + 1], &c)) sum += (double)c.depth * c.depth;
  }
  return sqrt(sum);
}

static void check_relaxation_column(imp_check_state *s) {
  const int sizes[2] = {5, 10}, passes[2] = {60, 150};
  for (int n = 0; n < 2; n++) {
    int k = sizes[n];
    imp_flat_body body[11];
    imp_flat_rectangle((vec2){0, -0.5f}, 4, 1, 0.0f, &body[0]);
    for (int i = 1; i <= k; i++)
      imp_flat_rectangle((vec2){0, 0.5f + 0.9f * (float)(i - 1)}, 1, 1, 1.0f, &body[i]);
    double before = column_depths(body, k), after = before;
    for (int pass = 0; pass < passes[n]; pass++) {
      for (int i = 0; i < k; i++) { /* from the floor up */
        imp_flat_collision c;
        if (imp_flat_collide(&body[i], &body[i + 1], &c))
          imp_flat_correct(&body[i], &body[i + 1], &c, 1.0f);
      }
      before = after;
      after = column_depths(body, k);
    }
    
#line 1643 "chapters/07-flatland.nw"
double factor = cos(GLM_PI / (2 * k));
IMP_CHECK_NEAR(s, after / before, factor * factor, 1e-3);
#line 1701 "chapters/07-flatland.nw"
  }
}
#line 2027 "chapters/07-flatland.nw"
static void check_impulse_normal(imp_check_state *s) {
  imp_rng r = imp_rng_seed(707);
  const double tol = 64 * IMP_U * 15;
  for (int trial = 0; trial < 20000; trial++) {
    imp_flat_body a, b;
    imp_flat_collision c;
    bool circles = trial % 2;
    if (!random_contact(&r, &a, &b, circles, &c)) continue;
    a.friction = b.friction = 0.0f;
    double before[2], after[2], n[2] = {c.normal[0], c.normal[1]};
    contact_velocity(&a, &b, &c, before);
    totals t0 = totals_of(&a, &b);
    imp_flat_body a0 = a, b0 = b;
    imp_flat_impulse(&a, &b, &c, IMP_FLAT_COULOMB);
    double vn = before[0] * n[0] + before[1] * n[1];
    contact_velocity(&a, &b, &c, after);
    double e = 0.5 * ((double)a.restitution + b.restitution);
    totals t1 = totals_of(&a, &b);
    double mass = 1 / a.inverse_mass + 1 / b.inverse_mass;
    
#line 1916 "chapters/07-flatland.nw"
if (vn >= 0) {
  IMP_CHECK_TRUE(s, memcmp(&a, &a0, sizeof a) == 0 && memcmp(&b, &b0, sizeof b) == 0);
  continue;
}
#line 2047 "chapters/07-flatland.nw"
    
#line 1923 "chapters/07-flatland.nw"
IMP_CHECK_NEAR(s, after[0] * n[0] + after[1] * n[1], -e * vn, tol);
IMP_CHECK_NEAR(s, t1.momentum[0], t0.momentum[0], tol * mass);
IMP_CHECK_NEAR(s, t1.momentum[1], t0.momentum[1], tol * mass);
IMP_CHECK_NEAR(s, t1.angular, t0.angular, tol * mass * 4);
IMP_CHECK_LE(s, fmax(0, t1.energy - t0.energy), tol * mass * 15);
if (circles) {
  IMP_CHECK_NEAR(s, a.angular_velocity, a0.angular_velocity, tol);
  IMP_CHECK_NEAR(s, b.angular_velocity, b0.angular_velocity, tol);
}
#line 2048 "chapters/07-flatland.nw"
  }
}

static void check_heavy_circle(imp_check_state *s) {
  imp_flat_body light, heavy;
  imp_flat_collision c;
  imp_flat_circle((vec2){0, 0}, 0.5f, 1.0f, &light);
  imp_flat_circle((vec2){0.9f, 0.3f}, 0.5f, 20.0f, &heavy);
  light.velocity[0] = 5.0f;
  IMP_CHECK_TRUE(s, imp_flat_collide(&light, &heavy, &c));
  imp_flat_impulse(&light, &heavy, &c, IMP_FLAT_COULOMB);
  
#line 1938 "chapters/07-flatland.nw"
for (int i = 0; i < 2; i++) {
  double change = (i == 0 ? 5.0 : 0.0) - light.velocity[i];
  IMP_CHECK_NEAR(s, heavy.velocity[i], change / 20, 16 * IMP_U * 5);
}
#line 2060 "chapters/07-flatland.nw"
}

static void check_impulse_friction(imp_check_state *s) {
  imp_rng r = imp_rng_seed(708);
  const double tol = 64 * IMP_U * 15;
  long ratio_over_bound = 0;
  for (int trial = 0; trial < 20000; trial++) {
    imp_flat_body a, b;
    imp_flat_collision c;
    bool circles = trial % 2;
    if (!random_contact(&r, &a, &b, circles, &c)) continue;
    imp_flat_friction model = (trial / 2) % 2 ? IMP_FLAT_RATIO : IMP_FLAT_COULOMB;
    double before[2], after[2], n[2] = {c.normal[0], c.normal[1]};
    contact_velocity(&a, &b, &c, before);
    double vn = before[0] * n[0] + before[1] * n[1];
    if (vn >= 0) continue;
    totals t0 = totals_of(&a, &b);
    vec2 momentum_b = {b.velocity[0] / b.inverse_mass, b.velocity[1] / b.inverse_mass};
    imp_flat_impulse(&a, &b, &c, model);
    contact_velocity(&a, &b, &c, after);
    totals t1 = totals_of(&a, &b);
    double mass = 1 / a.inverse_mass + 1 / b.inverse_mass;
    /* B's change of momentum is the total impulse on it: j_n n - j_t t */
    double dp[2] = {b.velocity[0] / b.inverse_mass - momentum_b[0],
                    b.velocity[1] / b.inverse_mass - momentum_b[1]};
    double jn = dp[0] * n[0] + dp[1] * n[1], jt = fabs(dp[0] * n[1] - dp[1] * n[0]);
    double mu = 0.5 * ((double)a.friction + b.friction);
    
#line 1951 "chapters/07-flatland.nw"
IMP_CHECK_LE(s, fmax(0, t1.energy - t0.energy), tol * mass * 15);
IMP_CHECK_NEAR(s, t1.momentum[0], t0.momentum[0], tol * mass);
IMP_CHECK_NEAR(s, t1.angular, t0.angular, tol * mass * 4);
if (model == IMP_FLAT_COULOMB) IMP_CHECK_LE(s, fmax(0, jt - mu * jn), tol * mass);
else ratio_over_bound += jt > mu * jn + tol * mass;
#line 2088 "chapters/07-flatland.nw"
    /* the relative velocity's tangential parts, before and after */
    double t_before[2] = {before[0] - vn * n[0], before[1] - vn * n[1]};
    double vn1 = after[0] * n[0] + after[1] * n[1];
    double t_after[2] = {after[0] - vn1 * n[0], after[1] - vn1 * n[1]};
    
#line 1963 "chapters/07-flatland.nw"
if (circles && model == IMP_FLAT_RATIO) {
  IMP_CHECK_NEAR(s, t_after[0], (1 - mu) * t_before[0], tol);
  IMP_CHECK_NEAR(s, t_after[1], (1 - mu) * t_before[1], tol);
}
#line 2093 "chapters/07-flatland.nw"
  }
  
#line 1970 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, ratio_over_bound > 0);
#line 2095 "chapters/07-flatland.nw"
}
#line 2368 "chapters/07-flatland.nw"
static void check_flat_sink(imp_check_state *s) {
  imp_table t, held;
  imp_table_runf(&t, "flat-sink", "response=none");
  imp_table_runf(&held, "flat-sink", "response=impulse");
  double g = 20, h = (double)(1.0f / 60), H = 1.75;
  long predicted = (long)floor(H / (2 * g * h * h)) + 1, fell = -1;
  
#line 2355 "chapters/07-flatland.nw"
for (size_t n = 1; n < t.rows; n++) {
  double tol_v = 2 * n * IMP_U * g * n * h;
  IMP_CHECK_NEAR(s, imp_table_at(&t, n, "vy"), -g * n * h, tol_v);
  if (fell < 0 && imp_table_at(&t, n, "y") < -H / 2) fell = (long)n;
  if (fell < 0)
    IMP_CHECK_NEAR(s, imp_table_at(&t, n, "depth"), n * g * h * h,
                   16 * IMP_U + tol_v * h);
  IMP_CHECK_LE(s, fabs(imp_table_at(&held, n, "y")), 0.01);
}
IMP_CHECK_TRUE(s, fell == predicted);
#line 2375 "chapters/07-flatland.nw"
  imp_table_free(&t);
  imp_table_free(&held);
}
#line 2534 "chapters/07-flatland.nw"
static void check_bounce_run(imp_check_state *s, double e, double h) {
  imp_table t;
  imp_table_runf(&t, "flat-bounce", "e=%g dt=%.17g steps=%d", e, h, (int)(6 / h));
  double g = 20, apex = imp_table_at(&t, 0, "y"), top = apex, impact = 0;
  int bounces = 0;
  h = (float)h;
  for (size_t n = 1; n < t.rows; n++) {
    double y = imp_table_at(&t, n, "y"), vy = imp_table_at(&t, n, "vy");
    if (vy > 0 && imp_table_at(&t, n - 1, "vy") <= 0) { /* the bounce step */
      impact = vy / e;
      top = 0;
    }
    top = fmax(top, y);
    bool last_rise = vy > 0 && n + 1 < t.rows && imp_table_at(&t, n + 1, "vy") <= 0;
    if (!last_rise || impact == 0) continue;
    double next = fmax(top, imp_table_at(&t, n + 1, "y"));
    if (next < impact * h) break; /* flights of a few steps: stop */
    
#line 2528 "chapters/07-flatland.nw"
double shortfall = next - e * e * apex, tol = 64 * IMP_U * 5;
IMP_CHECK_LE(s, fmax(0, shortfall - g * h * h / 8), tol);
IMP_CHECK_LE(s, fmax(0, -shortfall - 0.5 * e * (1 + e) * impact * h - g * h * h / 8), tol);
#line 2552 "chapters/07-flatland.nw"
    apex = next;
    impact = 0;
    bounces++;
  }
  IMP_CHECK_TRUE(s, bounces >= 4);
  imp_table_free(&t);
}

static void check_flat_bounce(imp_check_state *s) {
  check_bounce_run(s, 0.8, 1.0 / 60);
  check_bounce_run(s, 0.5, 1.0 / 600);
}
#line 2817 "chapters/07-flatland.nw"
static void check_flat_roll(imp_check_state *s) {
  const double v0 = 6, mu = (float)0.3, g = 20, h = (float)(1.0 / 60), r = 0.5;
  const double arm = r - 0.2 * g * h * h; /* r' when the first pass's impulse acts */
  const double rolling = v0 / (1 + 0.5 * (r / arm) * (r / arm));
  const double tol = 64 * IMP_U * v0;
  imp_table t, ratio, source;
  imp_table_runf(&t, "flat-roll", "friction=coulomb");
  imp_table_runf(&ratio, "flat-roll", "friction=ratio steps=120");
  imp_table_runf(&source, "flat-roll", "inertia=source steps=600");
  size_t last = t.rows - 1, sliding = 0;
  double i_source = 12 / (r * r); /* m = 1 */
  for (size_t n = 1; n < t.rows; n++) /* a sliding step slows the disc; the last, less */
    if (imp_table_at(&t, n - 1, "v") - imp_table_at(&t, n, "v") > tol) sliding = n;
  double per_step = mu * g * h * (1 + 2 * arm * arm / (r * r));
  double slide = v0 * v0 / (2 * mu * g), distance = imp_table_at(&t, last, "box_x");
  
#line 2804 "chapters/07-flatland.nw"
IMP_CHECK_NEAR(s, imp_table_at(&t, last, "v"), rolling, tol);
IMP_CHECK_NEAR(s, imp_table_at(&t, last, "v") + imp_table_at(&t, last, "w") * arm, 0, tol);
IMP_CHECK_NEAR(s, imp_table_at(&ratio, ratio.rows - 1, "v"), rolling, tol);
IMP_CHECK_NEAR(s, imp_table_at(&source, source.rows - 1, "v"),
               v0 / (1 + i_source / (arm * arm)), tol);
IMP_CHECK_TRUE(s, (double)sliding == ceil(v0 / per_step));
IMP_CHECK_NEAR(s, sliding * h, v0 / (3 * mu * g), 1.5 * h);
/* the box: at least v0^2 / (2 mu g) - v0 h / 2, and not 10% more */
IMP_CHECK_LE(s, fmax(0, slide - v0 * h / 2 - distance), 64 * IMP_U * slide);
IMP_CHECK_LE(s, fmax(0, distance - slide), 0.1 * slide);
#line 2833 "chapters/07-flatland.nw"
  imp_table_free(&t);
  imp_table_free(&ratio);
  imp_table_free(&source);
}
#line 3445 "chapters/07-flatland.nw"
static void check_flat_pile(imp_check_state *s) {
  for (int seed = 1; seed <= 3; seed++) {
    imp_table t;
    imp_table_runf(&t, "flat-pile", "seed=%d", seed);
    double dropped = imp_table_at(&t, 0, "ke") + imp_table_at(&t, 0, "pe");
    for (size_t n = 0; n < t.rows; n++) {
      
#line 3432 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, imp_table_at(&t, n, "outside") == 0);
IMP_CHECK_LE(s, fmax(0, -imp_table_at(&t, n, "lowest")), 0.1);
if (imp_table_at(&t, n, "t") < 4) continue;
IMP_CHECK_LE(s, imp_table_at(&t, n, "ke"), 0.01 * dropped);
IMP_CHECK_LE(s, imp_table_at(&t, n, "depth"), 0.01);
#line 3452 "chapters/07-flatland.nw"
    }
    if (seed == 1) { /* no hidden state: the same run gives the same bits */
      imp_table again;
      imp_table_run(&again, "flat-pile", NULL);
      
#line 3440 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, again.rows == t.rows &&
                      memcmp(again.data, t.data, t.rows * t.columns * sizeof *t.data) == 0);
#line 3457 "chapters/07-flatland.nw"
      imp_table_free(&again);
    }
    imp_table_free(&t);
  }
}
#line 3514 "chapters/07-flatland.nw"
static void check_flat_pyramid(imp_check_state *s) {
  imp_table t;
  imp_table_run(&t, "flat-pyramid", NULL);
  for (size_t n = 0; n < t.rows; n++) {
    
#line 3508 "chapters/07-flatland.nw"
IMP_CHECK_LE(s, imp_table_at(&t, n, "depth"), 0.01);
if (imp_table_at(&t, n, "t") <= 3)
  IMP_CHECK_NEAR(s, imp_table_at(&t, n, "height"), 5.0, 0.05);
#line 3519 "chapters/07-flatland.nw"
  }
  imp_table_free(&t);
}
#line 3564 "chapters/07-flatland.nw"
static void check_flat_shapes(imp_check_state *s) {
  imp_table shapes, pile;
  imp_table_run(&shapes, "flat-shapes", NULL);
  imp_table_run(&pile, "flat-pile", NULL);
  size_t per = 0; /* rows in one snapshot: the same bodies in the same order each time */
  while (per < shapes.rows && imp_table_at(&shapes, per, "t") == 0) per++;
  const double walls = 3; /* bodies 0 to 2 are the floor and walls, as its help says */
  
#line 3545 "chapters/07-flatland.nw"
IMP_CHECK_TRUE(s, per > 0 && shapes.rows % per == 0 && shapes.rows / per == 6);
IMP_CHECK_TRUE(s, imp_table_at(&shapes, per - 1, "body") == walls + 19);
#line 3572 "chapters/07-flatland.nw"
  const double tol = 16 * IMP_U * 10;
  size_t chain = 0; /* the first row of the current body */
  double lowest = INFINITY;
  for (size_t n = 0; n < shapes.rows; n++) {
    double x0 = imp_table_at(&shapes, n, "x0"), y0 = imp_table_at(&shapes, n, "y0");
    double x1 = imp_table_at(&shapes, n, "x1"), y1 = imp_table_at(&shapes, n, "y1");
    double dx = x1 - x0, dy = y1 - y0;
    double r = imp_table_at(&shapes, n, "r"), body = imp_table_at(&shapes, n, "body");
    if (n > 0 && body != imp_table_at(&shapes, n - 1, "body")) chain = n;
    bool last = n + 1 == shapes.rows || imp_table_at(&shapes, n + 1, "body") != body;
    size_t next = last ? chain : n + 1, same = n % per;
    double then = hypot(imp_table_at(&shapes, same, "x1") - imp_table_at(&shapes, same, "x0"),
                        imp_table_at(&shapes, same, "y1") - imp_table_at(&shapes, same, "y0"));
    
#line 3550 "chapters/07-flatland.nw"
if (imp_table_at(&shapes, n, "kind") == 0) {
  IMP_CHECK_NEAR(s, hypot(dx, dy), r, tol);
} else {
  IMP_CHECK_TRUE(s, imp_table_at(&shapes, next, "x0") == x1 &&
                        imp_table_at(&shapes, next, "y0") == y1);
  IMP_CHECK_NEAR(s, hypot(dx, dy), then, tol);
}
#line 3586 "chapters/07-flatland.nw"
    if (body >= walls) lowest = fmin(lowest, y0 - r);
    if (n % per == per - 1) { /* the snapshot is complete */
      size_t step = (size_t)lround(imp_table_at(&shapes, n, "t") * 60);
      
#line 3560 "chapters/07-flatland.nw"
IMP_CHECK_NEAR(s, lowest, imp_table_at(&pile, step, "lowest"), 4 * IMP_U * 10);
#line 3590 "chapters/07-flatland.nw"
      lowest = INFINITY;
    }
  }
  imp_table_free(&shapes);
  imp_table_free(&pile);
}

#line 442 "chapters/07-flatland.nw"
static const imp_check checks[] = {
#line 594 "chapters/07-flatland.nw"
{"rectangle-shape", "a rectangle's normals are unit, perpendicular and outward, "
 "its bound is half the diagonal, turning keeps its sides", check_rectangle_shape},
{"polygon-mass", "the fan gives m(w^2+h^2)/12 for a rectangle and the moment of "
 "any convex polygon, far from the origin", check_polygon_mass},
{"bad-shapes", "non-convex, clockwise, degenerate shapes and bad masses are "
 "refused and change nothing", check_bad_shapes},
#line 783 "chapters/07-flatland.nw"
{"flat-fall", "v = v0 - g t exactly; heights are the parabola -+ g h t / 2 "
 "(symplectic, explicit); the angle is w t", check_flat_fall},
#line 1477 "chapters/07-flatland.nw"
{"bounds", "bounding circles overlap iff |c2 - c1| <= r1 + r2; touching is "
 "not a collision (C1)", check_bounds},
{"circles", "circle-circle depth r1 + r2 - d, normal, start and end; "
 "coincident centres (C2)", check_circles},
{"rectangles-by-hand", "axis-aligned rectangles: the smaller overlap; swapped, "
 "the normal flips; apart or touching, nothing (C4)", check_rectangles_by_hand},
{"circle-on-square", "a circle on a square's face, at its corner and with its "
 "centre inside (C5); a centre a hair off a corner gets a unit normal",
 check_circle_on_square},
{"polygons-brute-force", "SAT with support points agrees with the shadows in "
 "double, swapped and turned (C4)", check_polygons_brute_force},
{"polygon-circle-brute-force", "Voronoi regions agree with the distances in "
 "double, swapped and turned (C5)", check_polygon_circle_brute_force},
#line 1706 "chapters/07-flatland.nw"
{"relaxation", "with a fixed normal each pass leaves (1 - rate) of the depth; "
 "the centroid stays; static bodies never move (C8, C9)", check_relaxation},
{"relaxation-column", "full passes up a column of k boxes shrink its depths by "
 "cos^2(pi/2k) per pass", check_relaxation_column},
#line 2099 "chapters/07-flatland.nw"
{"impulse-normal", "without friction v_n -> -e v_n at the contact, momenta kept, "
 "energy never gained, circles never spun (C11, C14, C15)", check_impulse_normal},
{"heavy-circle", "a 20 kg circle hit by a 1 kg one changes velocity 1/20 as "
 "much (C17)", check_heavy_circle},
{"impulse-friction", "ratio: slip -> (1 - mu) slip; Coulomb: |j_t| <= mu j_n, "
 "which the ratio model breaks; energy never gained (C11, C12)", check_impulse_friction},
#line 2381 "chapters/07-flatland.nw"
{"flat-sink", "correction alone: v = -g t, the depth grows by g h^2 a step, the "
 "box falls through at step H/(2 g h^2); with impulses it rests (C10)", check_flat_sink},
#line 2567 "chapters/07-flatland.nw"
{"flat-bounce", "each apex is e^2 times the last, less at most e(1+e) V h / 2 "
 "(the shadow energy's account of the step) (C13)", check_flat_bounce},
#line 2840 "chapters/07-flatland.nw"
{"flat-roll", "a sliding disc ends rolling at v0/(1 + I/m r'^2) after "
 "v0/(3 mu g); a sliding box goes at least v0^2/(2 mu g) (C16)", check_flat_roll},
#line 3465 "chapters/07-flatland.nw"
{"flat-pile", "a dropped pile settles: energy below 1% of the drop's, overlaps "
 "below 1% of the size, nothing leaves or sinks (C17)", check_flat_pile},
#line 3525 "chapters/07-flatland.nw"
{"flat-pyramid", "a pyramid of boxes overlaps by less than 1% of a box, and "
 "stands for its first three seconds (C17)", check_flat_pyramid},
#line 3599 "chapters/07-flatland.nw"
{"flat-shapes", "the snapshots are the pile of flat-pile: its lowest point at "
 "each instant, closed rigid polygons, spokes of the radius", check_flat_shapes},
#line 444 "chapters/07-flatland.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
