#line 251 "chapters/08-collision.nw"
/* Chapter 8's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "random.h"

#include <imp/manifold.h>
#include <imp/shape.h>
#include <math.h>
#include <stdio.h>

#line 273 "chapters/08-collision.nw"
static void random_unit_quat(imp_rng *r, versor q) {
  for (int i = 0; i < 4; i++) q[i] = (float)imp_rng_uniform(r, -1, 1);
  glm_quat_normalize(q);
}

/* A body at a random pose: position in [-spread, spread]^3, any orientation. */
static void random_pose(imp_rng *r, double spread, imp_body *b) {
  imp_body_init(b);
  for (int i = 0; i < 3; i++) b->position[i] = (float)imp_rng_uniform(r, -spread, spread);
  random_unit_quat(r, b->orientation);
  imp_body_update(b);
}

/* A random shape of the kind, sizes in [lo, hi]. */
static void random_shape(imp_rng *r, imp_shape_kind kind, double lo, double hi,
                         imp_shape *s) {
  vec3 h = {(float)imp_rng_uniform(r, lo, hi), (float)imp_rng_uniform(r, lo, hi),
            (float)imp_rng_uniform(r, lo, hi)};
  if (kind == IMP_SHAPE_SPHERE) imp_shape_sphere(h[0], s);
  if (kind == IMP_SHAPE_CAPSULE) imp_shape_capsule(h[0], h[1], s);
  if (kind == IMP_SHAPE_BOX) imp_shape_box(h, s);
}

/* The world point x + R r, in double. */
static void world_of(const imp_body *b, const double r[3], double out[3]) {
  for (int i = 0; i < 3; i++)
    out[i] = b->position[i] + b->rotation[0][i] * r[0] + b->rotation[1][i] * r[1] +
             b->rotation[2][i] * r[2];
}

static double dot3(const double a[3], const double b[3]) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/* Points on the shape's surface in body coordinates: a box's corners and
 * 6 x 9 x 9 face points; a sphere's or capsule's grid of 40 x 80 directions,
 * the cylinder's 80 x 9. Returns how many were written (at most 4000). */
static int surface_points(const imp_shape *s, double (*p)[3]) {
  int n = 0;
  if (s->kind == IMP_SHAPE_BOX) {
    for (int f = 0; f < 3; f++)
      for (int side = -1; side <= 1; side += 2)
        for (int i = 0; i <= 8; i++)
          for (int j = 0; j <= 8; j++) {
            double q[3];
            q[f] = side * s->half_extents[f];
            q[(f + 1) % 3] = (i / 4.0 - 1) * s->half_extents[(f + 1) % 3];
            q[(f + 2) % 3] = (j / 4.0 - 1) * s->half_extents[(f + 2) % 3];
            for (int k = 0; k < 3; k++) p[n][k] = q[k];
            n++;
          }
    return n;
  }
  double l = s->kind == IMP_SHAPE_CAPSULE ? s->half_height : 0.0;
  for (int i = 0; i <= 40; i++)
    for (int j = 0; j < 80; j++) {
      double polar = GLM_PI * i / 40, azimuth = 2 * GLM_PI * j / 80;
      double u[3] = {sin(polar) * cos(azimuth), cos(polar), sin(polar) * sin(azimuth)};
      double end = u[1] >= 0 ? l : -l;
      p[n][0] = s->radius * u[0];
      p[n][1] = end + s->radius * u[1];
      p[n][2] = s->radius * u[2];
      n++;
    }
  for (int i = 0; i < 9 && l > 0; i++)
    for (int j = 0; j < 80; j++) {
      double azimuth = 2 * GLM_PI * j / 80;
      p[n][0] = s->radius * cos(azimuth);
      p[n][1] = l * (i / 4.0 - 1);
      p[n][2] = s->radius * sin(azimuth);
      n++;
    }
  return n;
}
#line 572 "chapters/08-collision.nw"
/* The source's calculateContactBasis, transcribed: columns of m. */
static void source_basis(const double n[3], double m[3][3]) {
  double s = sqrt(dot3(n, n)), t0[3], t1[3];
  if (fabs(n[0]) > fabs(n[1])) {
    t0[0] = n[2] * s, t0[1] = 0, t0[2] = -n[0] * s;
    t1[0] = -n[1] * t0[2], t1[1] = n[2] * t0[0] - n[0] * t0[2], t1[2] = n[1] * t0[0];
    for (int i = 0; i < 3; i++) m[0][i] = n[i], m[1][i] = t0[i], m[2][i] = t1[i];
  } else {
    t0[0] = 0, t0[1] = -n[2] * s, t0[2] = -n[1] * s;
    t1[0] = n[1] * t0[2] - n[2] * t0[1], t1[1] = n[0] * t0[2], t1[2] = n[0] * t0[1];
    for (int i = 0; i < 3; i++) m[0][i] = t1[i], m[1][i] = n[i], m[2][i] = t0[i];
  }
}
#line 350 "chapters/08-collision.nw"
static void check_support(imp_check_state *s) {
  static double points[4000][3];
  imp_rng r = imp_rng_seed(801);
  for (int n = 0; n < 600; n++) {
    imp_shape shape;
    imp_body b;
    random_shape(&r, (imp_shape_kind)(n % 3), 0.1, 2.0, &shape);
    random_pose(&r, 5.0, &b);
    double u[3];
    imp_rng_direction(&r, u);
    vec3 direction = {(float)u[0], (float)u[1], (float)u[2]}, support;
    IMP_CHECK_TRUE(s, imp_shape_support(&shape, &b, direction, support) == IMP_OK);
    double best = -INFINITY, ud[3] = {direction[0], direction[1], direction[2]};
    int count = surface_points(&shape, points);
    for (int i = 0; i < count; i++) {
      double w[3];
      world_of(&b, points[i], w);
      best = fmax(best, dot3(w, ud));
    }
    double sd[3] = {support[0], support[1], support[2]};
    double size = 2.0 + 5.0 * sqrt(3.0), grid = 0;
    if (shape.kind != IMP_SHAPE_BOX) /* rho theta^2 / 2 with theta = 2 pi / 80 */
      grid = 0.5 * shape.radius * pow(2 * GLM_PI / 80, 2);
    /* no surface point farther, and the support point close to the farthest */
    IMP_CHECK_LE(s, fmax(best - dot3(sd, ud), 0.0), 16 * IMP_U * size);
    IMP_CHECK_NEAR(s, dot3(sd, ud), best, grid + 16 * IMP_U * size);
    /* bounds: the support along each world axis, both ways */
    vec3 min, max;
    imp_shape_bounds(&shape, &b, min, max);
    for (int i = 0; i < 3; i++) {
      vec3 axis = {0, 0, 0}, up, down;
      axis[i] = 1.0f;
      imp_shape_support(&shape, &b, axis, up);
      axis[i] = -1.0f;
      imp_shape_support(&shape, &b, axis, down);
      IMP_CHECK_NEAR(s, max[i], up[i], 8 * IMP_U * size);
      IMP_CHECK_NEAR(s, min[i], down[i], 8 * IMP_U * size);
    }
  }
  imp_shape plane;
  vec3 d = {0, 1, 0}, out = {7, 7, 7};
  imp_body b;
  imp_body_init(&b);
  imp_shape_plane((vec3){0, 2, 0}, 1.0f, &plane);
  IMP_CHECK_TRUE(s, plane.offset == 0.5f); /* normalised with its normal */
  IMP_CHECK_TRUE(s, imp_shape_support(&plane, &b, d, out) == IMP_BAD_VALUE && out[0] == 7);
}

static void check_shape_refusals(imp_check_state *s) {
  imp_shape shape = {.kind = IMP_SHAPE_SPHERE, .radius = 3.0f};
  const float bad[] = {0.0f, -1.0f, NAN, INFINITY};
  for (int i = 0; i < 4; i++) {
    IMP_CHECK_TRUE(s, imp_shape_sphere(bad[i], &shape) == IMP_BAD_VALUE);
    IMP_CHECK_TRUE(s, imp_shape_capsule(bad[i], 1.0f, &shape) == IMP_BAD_VALUE);
    IMP_CHECK_TRUE(s, imp_shape_box((vec3){1.0f, bad[i], 1.0f}, &shape) == IMP_BAD_VALUE);
  }
  const vec3 normals[] = {{0, 0, 0}, {NAN, 1, 0}, {INFINITY, 0, 0}};
  for (int i = 0; i < 3; i++)
    IMP_CHECK_TRUE(s, imp_shape_plane((float *)normals[i], 0.0f, &shape) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_shape_capsule(1.0f, -1.0f, &shape) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_shape_plane((vec3){0, 1, 0}, NAN, &shape) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, shape.kind == IMP_SHAPE_SPHERE && shape.radius == 3.0f);
  IMP_CHECK_TRUE(s, imp_shape_capsule(1.0f, 0.0f, &shape) == IMP_OK);
}
#line 596 "chapters/08-collision.nw"
static void check_basis_at(imp_check_state *s, vec3 n) {
  mat3 m, mt, product;
  imp_manifold_basis(n, m);
  IMP_CHECK_TRUE(s, glm_vec3_eqv(m[0], n));
  glm_mat3_transpose_to(m, mt);
  glm_mat3_mul(mt, m, product);
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 3; i++)
      IMP_CHECK_NEAR(s, product[j][i], i == j ? 1.0 : 0.0, 8 * IMP_U);
  IMP_CHECK_NEAR(s, glm_mat3_det(m), 1.0, 8 * IMP_U);
  vec3 cross;
  glm_vec3_cross(m[0], m[1], cross);
  for (int i = 0; i < 3; i++) IMP_CHECK_NEAR(s, m[2][i], cross[i], 8 * IMP_U);
}

static void check_basis(imp_check_state *s) {
  imp_rng r = imp_rng_seed(802);
  for (int n = 0; n < 20000; n++) {
    double u[3];
    imp_rng_direction(&r, u);
    vec3 v = {(float)u[0], (float)u[1], (float)u[2]};
    glm_vec3_normalize(v);
    check_basis_at(s, v);
  }
  const float nudges[] = {0.0f, 1e-3f, 1e-7f};
  for (int axis = 0; axis < 3; axis++)
    for (int side = -1; side <= 1; side += 2)
      for (int k = 0; k < 3; k++)
        for (int other = 0; other < 3; other++) {
          vec3 v = {0, 0, 0};
          v[axis] = (float)side;
          v[other] += nudges[k];
          glm_vec3_normalize(v);
          check_basis_at(s, v);
        }
  check_basis_at(s, (vec3){0.0f, 1.0f, -0.0f});
  check_basis_at(s, (vec3){0.6f, 0.0f, -0.8f});
}

static void check_source_basis(imp_check_state *s) {
  double floor[3] = {0, 1, 0}, tilted[3] = {0.6, 0.8, 0}, m[3][3];
  double v[3] = {2, -3, 0.5}; /* a world velocity: sliding at 2, falling at 3 */
  source_basis(floor, m);
  /* the "normal" component of v in the source's frame is -v_x, not v_y */
  IMP_CHECK_NEAR(s, dot3(m[0], v), -2.0, 0.0);
  IMP_CHECK_NEAR(s, m[1][1], 1.0, 0.0); /* the normal sits in column 1 */
  source_basis(tilted, m);
  IMP_CHECK_NEAR(s, sqrt(dot3(m[2], m[2])), 0.8, 1e-15); /* t1 = (0, 0, -0.8) */
  IMP_CHECK_NEAR(s, sqrt(dot3(m[0], m[0])), 0.8, 1e-15); /* t2 = (-0.64, -0.48, 0) */
  IMP_CHECK_NEAR(s, m[0][0], -0.64, 1e-15);
  IMP_CHECK_NEAR(s, m[0][1], -0.48, 1e-15);
  IMP_CHECK_NEAR(s, dot3(m[0], tilted), -0.768, 1e-15); /* not perpendicular */
  double flatter[3] = {0.8, 0.6, 0};
  source_basis(flatter, m); /* the first branch: t2 = (0.48, 0.64, 0) */
  IMP_CHECK_NEAR(s, m[2][0], 0.48, 1e-15);
  IMP_CHECK_NEAR(s, m[2][1], 0.64, 1e-15);
  IMP_CHECK_NEAR(s, dot3(m[2], flatter), 0.768, 1e-15);
  /* the engine's frame gives v.n for the same floor */
  mat3 basis;
  imp_manifold_basis((vec3){0, 1, 0}, basis);
  IMP_CHECK_NEAR(s, glm_vec3_dot(basis[0], (vec3){2, -3, 0.5f}), -3.0, 0.0);
  IMP_CHECK_NEAR(s, glm_vec3_norm(basis[1]), 1.0, 0.0);
  IMP_CHECK_NEAR(s, glm_vec3_norm(basis[2]), 1.0, 0.0);
}

#line 263 "chapters/08-collision.nw"
static const imp_check checks[] = {
#line 417 "chapters/08-collision.nw"
{"support", "the support point is the shape's farthest point along u, and "
 "the bounds are h(e_i) and -h(-e_i)", check_support},
{"shape-refusals", "sizes that are not finite and positive and zero normals "
 "are refused, the shape untouched", check_shape_refusals},
#line 663 "chapters/08-collision.nw"
{"basis", "the contact basis is a rotation with n in column 0, for every unit "
 "normal incl. the world axes", check_basis},
{"source-basis", "the source's basis puts the floor's normal in column 1, has "
 "tangents of length 0.8 and one not perpendicular to n", check_source_basis},
#line 265 "chapters/08-collision.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
