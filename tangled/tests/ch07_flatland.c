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
#line 368 "chapters/07-flatland.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
