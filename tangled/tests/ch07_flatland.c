#line 354 "chapters/07-flatland.nw"
/* Chapter 7's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "random.h"

#include <imp/flat.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#line 376 "chapters/07-flatland.nw"
static double dist2d(const float *a, const float *b) {
  return hypot((double)a[0] - b[0], (double)a[1] - b[1]);
}

/* A random convex polygon: n points on an ellipse at increasing angles. */
static int random_convex(imp_rng *r, vec2 out[IMP_FLAT_MAX_VERTICES]) {
  int n = 3 + (int)(imp_rng_next(r) % (IMP_FLAT_MAX_VERTICES - 2));
  double a = imp_rng_uniform(r, 0.3, 2), b = imp_rng_uniform(r, 0.3, 2);
  double step = 2 * GLM_PI / n, start = imp_rng_uniform(r, 0, step);
  for (int i = 0; i < n; i++) {
    double phi = start + i * step + imp_rng_uniform(r, 0.1, 0.9) * step * 0.5;
    out[i][0] = (float)(a * cos(phi));
    out[i][1] = (float)(b * sin(phi));
  }
  return n;
}
#line 1008 "chapters/07-flatland.nw"
static void random_body(imp_rng *r, imp_flat_body *b, bool circle) {
  vec2 at = {(float)imp_rng_uniform(r, -1.5, 1.5), (float)imp_rng_uniform(r, -1.5, 1.5)};
  if (circle) {
    imp_flat_circle(b, at, (float)imp_rng_uniform(r, 0.2, 1.5), 1.0f);
  } else {
    vec2 v[IMP_FLAT_MAX_VERTICES];
    int n = random_convex(r, v);
    imp_flat_polygon(b, at, v, n, 1.0f);
  }
  b->angle = (float)imp_rng_uniform(r, -GLM_PI, GLM_PI);
  imp_flat_update(b);
}

/* A brute-force answer in double: the depth, the normal from a to b, the
 * gap between the best and the second best way out, and the length the
 * normal was divided by (a normal (C - V)/|C - V| is only as good as the
 * positions' rounding over that length). */
typedef struct brute { double depth, normal[2], margin, lever; } brute;

static void consider(brute *k, double depth, double nx, double ny) {
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
static void brute_polygons(const imp_flat_body *a, const imp_flat_body *b, brute *k) {
  *k = (brute){.depth = INFINITY, .margin = INFINITY, .lever = 1};
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
static void brute_polygon_circle(const imp_flat_body *p, const imp_flat_body *c, brute *k) {
  *k = (brute){.depth = INFINITY, .margin = INFINITY, .lever = 1};
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
  if (!inside) *k = (brute){.depth = r - nearest, .normal = {away[0], away[1]},
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
#line 395 "chapters/07-flatland.nw"
static void check_rectangle_shape(imp_check_state *s) {
  imp_rng r = imp_rng_seed(701);
  for (int trial = 0; trial < 2000; trial++) {
    float w = (float)imp_rng_uniform(&r, 0.1, 10), h = (float)imp_rng_uniform(&r, 0.1, 10);
    vec2 at = {(float)imp_rng_uniform(&r, -50, 50), (float)imp_rng_uniform(&r, -50, 50)};
    imp_flat_body b;
    IMP_CHECK_TRUE(s, imp_flat_rectangle(&b, at, w, h, 1.0f) == IMP_OK);
    b.angle = (float)imp_rng_uniform(&r, -10, 10);
    imp_flat_update(&b);
    double size = fabs(at[0]) + fabs(at[1]) + w + h, tol = 8 * IMP_U * size;
    IMP_CHECK_NEAR(s, b.radius, 0.5 * hypot(w, h), 2 * IMP_U * (w + h));
    for (int i = 0; i < 4; i++) {
      const float *v = b.vertex[i], *next = b.vertex[(i + 1) % 4], *n = b.normal[i];
      double edge[2] = {(double)next[0] - v[0], (double)next[1] - v[1]};
      IMP_CHECK_NEAR(s, hypot(n[0], n[1]), 1.0, 4 * IMP_U);
      IMP_CHECK_NEAR(s, (n[0] * edge[0] + n[1] * edge[1]), 0.0, tol);
      IMP_CHECK_NEAR(s, dist2d(v, next), i % 2 ? h : w, tol);
      /* outward: the face lies half a side beyond the centroid */
      double reach = n[0] * ((double)v[0] - at[0]) + n[1] * ((double)v[1] - at[1]);
      IMP_CHECK_NEAR(s, reach, i % 2 ? 0.5 * w : 0.5 * h, tol);
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
    imp_flat_rectangle(&b, (vec2){0, 0}, w, h, m);
    double inertia = (double)m * (w * w + h * h) / 12;
    IMP_CHECK_NEAR(s, 1.0 / b.inverse_inertia, inertia, 48 * IMP_U * inertia);
    IMP_CHECK_NEAR(s, 1.0 / b.inverse_mass, m, 2 * IMP_U * m);
    vec2 v[IMP_FLAT_MAX_VERTICES];
    int count = random_convex(&r, v);
    vec2 shift = {(float)imp_rng_uniform(&r, -100, 100), (float)imp_rng_uniform(&r, -100, 100)};
    for (int i = 0; i < count; i++) glm_vec2_add(v[i], shift, v[i]);
    IMP_CHECK_TRUE(s, imp_flat_polygon(&b, (vec2){0, 0}, v, count, 1.0f) == IMP_OK);
    double centroid[2], k2 = moment_from_centroid(v, count, centroid);
    /* the fan's edges, differences of nearby floats, are exact: the moment
     * is as good as for a polygon at the origin */
    IMP_CHECK_NEAR(s, b.inertia_per_mass, k2, 64 * IMP_U * k2);
    /* the centroid is rounded 100 m out, to 100 u */
    for (int i = 0; i < count; i++)
      IMP_CHECK_NEAR(s, dist2d(b.local_vertex[i], (vec2){0, 0}),
                     hypot(v[i][0] - centroid[0], v[i][1] - centroid[1]), 8 * 100 * IMP_U);
  }
}

static void check_bad_shapes(imp_check_state *s) {
  imp_flat_body b, before;
  imp_flat_circle(&b, (vec2){1, 2}, 1.0f, 1.0f);
  before = b;
  vec2 star[5] = {{1, 0}, {-0.809f, 0.588f}, {0.309f, -0.951f}, {0.309f, 0.951f},
                        {-0.809f, -0.588f}}; /* turns left at every corner, twice round */
  vec2 clockwise[3] = {{0, 0}, {0, 1}, {1, 0}};
  vec2 collinear[4] = {{0, 0}, {1, 0}, {2, 0}, {1, 1}};
  vec2 repeated[4] = {{0, 0}, {1, 0}, {1, 0}, {0, 1}};
  IMP_CHECK_TRUE(s, imp_flat_polygon(&b, (vec2){0, 0}, star, 5, 1) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_flat_polygon(&b, (vec2){0, 0}, clockwise, 3, 1) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_flat_polygon(&b, (vec2){0, 0}, collinear, 4, 1) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_flat_polygon(&b, (vec2){0, 0}, repeated, 4, 1) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_flat_polygon(&b, (vec2){0, 0}, collinear, 2, 1) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_flat_polygon(&b, (vec2){0, 0}, collinear, 9, 1) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_flat_circle(&b, (vec2){0, 0}, 0.0f, 1) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_flat_circle(&b, (vec2){0, 0}, NAN, 1) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_flat_circle(&b, (vec2){0, 0}, 1, -1) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_flat_circle(&b, (vec2){INFINITY, 0}, 1, 1) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_flat_rectangle(&b, (vec2){0, 0}, 1, -1, 1) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_flat_set_mass(&b, INFINITY) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, memcmp(&b, &before, sizeof b) == 0);
  IMP_CHECK_TRUE(s, imp_flat_set_mass(&b, 0.0f) == IMP_OK);
  IMP_CHECK_TRUE(s, b.inverse_mass == 0.0f && b.inverse_inertia == 0.0f);
}
#line 644 "chapters/07-flatland.nw"
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
    IMP_CHECK_NEAR(s, imp_table_at(&t, n, "vy"), vy0 - g * time, tol_v);
    IMP_CHECK_NEAR(s, imp_table_at(&t, n, "y"), parabola - 0.5 * g * h * time, tol_y);
    IMP_CHECK_NEAR(s, imp_table_at(&t, n, "y_explicit"), parabola + 0.5 * g * h * time, tol_y);
    IMP_CHECK_NEAR(s, imp_table_at(&t, n, "x"), vx * time, tol_y);
    IMP_CHECK_NEAR(s, imp_table_at(&t, n, "angle"), spin * time, 2 * nu * spin * span);
  }
  imp_table_free(&t);
}
#line 1095 "chapters/07-flatland.nw"
static void check_bounds(imp_check_state *s) {
  imp_rng r = imp_rng_seed(703);
  imp_flat_body a, b;
  for (int trial = 0; trial < 20000; trial++) {
    random_body(&r, &a, trial % 2);
    random_body(&r, &b, trial % 3 == 0);
    double reach = (double)a.radius + b.radius, d = dist2d(a.position, b.position);
    if (fabs(d - reach) < 8 * IMP_U * (reach + 3)) continue;
    IMP_CHECK_TRUE(s, imp_flat_bounds_overlap(&a, &b) == (d <= reach));
  }
  imp_flat_circle(&a, (vec2){0, 0}, 1.0f, 1.0f); /* touching: 3^2 <= (1 + 2)^2 */
  imp_flat_circle(&b, (vec2){3, 0}, 2.0f, 1.0f);
  IMP_CHECK_TRUE(s, imp_flat_bounds_overlap(&a, &b));
  imp_flat_collision c;
  IMP_CHECK_TRUE(s, !imp_flat_collide(&a, &b, &c)); /* but not a collision */
}

static void check_circles(imp_check_state *s) {
  imp_rng r = imp_rng_seed(704);
  imp_flat_body a, b;
  imp_flat_collision c;
  for (int trial = 0; trial < 20000; trial++) {
    random_body(&r, &a, true);
    random_body(&r, &b, true);
    double dx = (double)b.position[0] - a.position[0], dy = (double)b.position[1] - a.position[1];
    double d = hypot(dx, dy), depth = (double)a.radius + b.radius - d;
    double tol = 16 * IMP_U * 5;
    if (fabs(depth) < tol) continue;
    IMP_CHECK_TRUE(s, imp_flat_collide(&a, &b, &c) == (depth > 0));
    if (depth <= 0) continue;
    IMP_CHECK_NEAR(s, c.depth, depth, tol);
    IMP_CHECK_NEAR(s, c.normal[0], dx / d, tol / d);
    IMP_CHECK_NEAR(s, c.normal[1], dy / d, tol / d);
    IMP_CHECK_NEAR(s, c.start[0], b.position[0] - b.radius * dx / d, tol / d);
    IMP_CHECK_NEAR(s, c.end[1], a.position[1] + a.radius * dy / d, tol / d);
  }
  imp_flat_circle(&a, (vec2){1, 1}, 0.5f, 1.0f);
  imp_flat_circle(&b, (vec2){1, 1}, 0.25f, 1.0f);
  IMP_CHECK_TRUE(s, imp_flat_collide(&a, &b, &c));
  IMP_CHECK_TRUE(s, c.depth == 0.75f && c.normal[0] == 0.0f && c.normal[1] == 1.0f);
  IMP_CHECK_TRUE(s, c.start[1] == 0.75f && c.end[1] == 1.5f); /* b lifted out */
}

static void check_rectangles_by_hand(imp_check_state *s) {
  imp_flat_body a, b;
  imp_flat_collision c;
  imp_flat_rectangle(&a, (vec2){0, 0}, 4, 2, 1);
  imp_flat_rectangle(&b, (vec2){3, 1.5f}, 4, 2, 1); /* overlaps 1 in x, 0.5 in y */
  IMP_CHECK_TRUE(s, imp_flat_collide(&a, &b, &c));
  IMP_CHECK_NEAR(s, c.depth, 0.5, 4 * IMP_U * 4);
  IMP_CHECK_TRUE(s, c.normal[0] == 0.0f && c.normal[1] == 1.0f);
  IMP_CHECK_TRUE(s, imp_flat_collide(&b, &a, &c));
  IMP_CHECK_TRUE(s, c.normal[0] == 0.0f && c.normal[1] == -1.0f);
  imp_flat_rectangle(&b, (vec2){4.5f, 0}, 4, 2, 1);
  IMP_CHECK_TRUE(s, !imp_flat_collide(&a, &b, &c));
  imp_flat_rectangle(&b, (vec2){4, 0}, 4, 2, 1); /* touching */
  IMP_CHECK_TRUE(s, !imp_flat_collide(&a, &b, &c));
}

static void check_circle_on_square(imp_check_state *s) {
  imp_flat_body square, circle;
  imp_flat_collision c;
  imp_flat_rectangle(&square, (vec2){0, 0}, 2, 2, 1);
  const float centres[3][2] = {{0, 1.5f}, {1.5f, 1.5f}, {0, 0.25f}};
  const double half = sqrt(0.5);
  const double depth[3] = {0.5, 1 - half, 1.75}, normal[3][2] = {{0, 1}, {half, half}, {0, 1}};
  for (int k = 0; k < 3; k++) { /* face, corner, centre inside */
    imp_flat_circle(&circle, centres[k], 1.0f, 1.0f);
    IMP_CHECK_TRUE(s, imp_flat_collide(&square, &circle, &c));
    IMP_CHECK_NEAR(s, c.depth, depth[k], 8 * IMP_U * 2);
    IMP_CHECK_NEAR(s, c.normal[0], normal[k][0], 8 * IMP_U);
    IMP_CHECK_NEAR(s, c.normal[1], normal[k][1], 8 * IMP_U);
    IMP_CHECK_NEAR(s, c.start[1], centres[k][1] - normal[k][1], 8 * IMP_U * 2);
    IMP_CHECK_TRUE(s, imp_flat_collide(&circle, &square, &c)); /* swapped */
    IMP_CHECK_NEAR(s, c.normal[1], -normal[k][1], 8 * IMP_U);
    IMP_CHECK_NEAR(s, c.end[1], centres[k][1] - normal[k][1], 8 * IMP_U * 2);
  }
  imp_flat_circle(&circle, (vec2){1.8f, 1.8f}, 1.0f, 1.0f); /* bounds meet, corner misses */
  IMP_CHECK_TRUE(s, !imp_flat_collide(&square, &circle, &c));
}

/* The engine against the brute force, for a pair, swapped, and turned. */
static void compare_pair(imp_check_state *s, imp_flat_body *a, imp_flat_body *b,
                         double phi) {
  brute k;
  if (b->kind == IMP_FLAT_CIRCLE) brute_polygon_circle(a, b, &k);
  else brute_polygons(a, b, &k);
  const double tol = 16 * IMP_U * 6;
  if (fabs(k.depth) < tol || k.margin < tol) return;
  imp_flat_collision c, swapped, turned;
  bool hit = imp_flat_collide(a, b, &c);
  IMP_CHECK_TRUE(s, hit == (k.depth > 0));
  IMP_CHECK_TRUE(s, imp_flat_collide(b, a, &swapped) == hit);
  if (!hit) return;
  const double tol_n = tol / k.lever;
  IMP_CHECK_NEAR(s, c.depth, k.depth, tol);
  IMP_CHECK_NEAR(s, c.normal[0], k.normal[0], tol_n);
  IMP_CHECK_NEAR(s, c.normal[1], k.normal[1], tol_n);
  IMP_CHECK_NEAR(s, swapped.depth, c.depth, tol);
  IMP_CHECK_NEAR(s, swapped.normal[0], -c.normal[0], tol_n);
  IMP_CHECK_NEAR(s, swapped.start[1], c.end[1], tol);
  turn_about_origin(a, phi);
  turn_about_origin(b, phi);
  IMP_CHECK_TRUE(s, imp_flat_collide(a, b, &turned));
  IMP_CHECK_NEAR(s, turned.depth, c.depth, tol);
  IMP_CHECK_NEAR(s, turned.normal[0], cos(phi) * c.normal[0] - sin(phi) * c.normal[1], tol_n);
  IMP_CHECK_NEAR(s, turned.normal[1], sin(phi) * c.normal[0] + cos(phi) * c.normal[1], tol_n);
}

static void check_polygons_brute_force(imp_check_state *s) {
  imp_rng r = imp_rng_seed(705);
  for (int trial = 0; trial < 20000; trial++) {
    imp_flat_body a, b;
    random_body(&r, &a, false);
    random_body(&r, &b, false);
    compare_pair(s, &a, &b, imp_rng_uniform(&r, -GLM_PI, GLM_PI));
  }
}

static void check_polygon_circle_brute_force(imp_check_state *s) {
  imp_rng r = imp_rng_seed(706);
  for (int trial = 0; trial < 20000; trial++) {
    imp_flat_body a, b;
    random_body(&r, &a, false);
    random_body(&r, &b, true);
    compare_pair(s, &a, &b, imp_rng_uniform(&r, -GLM_PI, GLM_PI));
  }
}

#line 366 "chapters/07-flatland.nw"
static const imp_check checks[] = {
#line 498 "chapters/07-flatland.nw"
{"rectangle-shape", "a rectangle's normals are unit, perpendicular and outward, "
 "its bound is half the diagonal, turning keeps its sides", check_rectangle_shape},
{"polygon-mass", "the fan gives m(w^2+h^2)/12 for a rectangle and the moment of "
 "any convex polygon, far from the origin", check_polygon_mass},
{"bad-shapes", "non-convex, clockwise, degenerate shapes and bad masses are "
 "refused and change nothing", check_bad_shapes},
#line 666 "chapters/07-flatland.nw"
{"flat-fall", "v = v0 - g t exactly; heights are the parabola -+ g h t / 2 "
 "(symplectic, explicit); the angle is w t", check_flat_fall},
#line 1227 "chapters/07-flatland.nw"
{"bounds", "bounding circles overlap iff |c2 - c1| <= r1 + r2; touching is "
 "not a collision (C1)", check_bounds},
{"circles", "circle-circle depth r1 + r2 - d, normal, start and end; "
 "coincident centres (C2)", check_circles},
{"rectangles-by-hand", "axis-aligned rectangles: the smaller overlap; swapped, "
 "the normal flips; apart or touching, nothing (C4)", check_rectangles_by_hand},
{"circle-on-square", "a circle on a square's face, at its corner and with its "
 "centre inside (C5)", check_circle_on_square},
{"polygons-brute-force", "SAT with support points agrees with the shadows in "
 "double, swapped and turned (C4)", check_polygons_brute_force},
{"polygon-circle-brute-force", "Voronoi regions agree with the distances in "
 "double, swapped and turned (C5)", check_polygon_circle_brute_force},
#line 368 "chapters/07-flatland.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
