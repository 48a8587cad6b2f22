#line 459 "chapters/08-collision.nw"
/* Chapter 8's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "random.h"

#include <imp/collide.h>
#include <math.h>
#include <stdio.h>

#line 480 "chapters/08-collision.nw"
static void random_unit_quat(imp_rng *r, versor q) {
  for (int i = 0; i < 4; i++) q[i] = (float)imp_rng_uniform(r, -1, 1);
  glm_quat_normalize(q);
}

/* A body at a random pose: position in [-spread, spread]^3, any orientation. */
static void random_pose(imp_rng *r, double spread, imp_transform *b) {
  imp_transform_identity(b);
  for (int i = 0; i < 3; i++) b->position[i] = (float)imp_rng_uniform(r, -spread, spread);
  random_unit_quat(r, b->orientation);
  imp_transform_update(b);
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
static void world_of(const imp_transform *b, const double r[3], double out[3]) {
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
#line 839 "chapters/08-collision.nw"
/* The source's calculateContactBasis, transcribed: columns of m. For
 * |n_x| > |n_y| the columns (n, t1, t2), otherwise (t2, n, t1), with
 * t1 = s (n_z, 0, -n_x), t2 = (-n_y t1z, n_z t1x - n_x t1z, n_y t1x), or
 * t1 = s (0, -n_z, -n_y), t2 = (n_y t1z - n_z t1y, n_x t1z, n_x t1y), and
 * s = |n| where 1 / sqrt(n_x^2 + n_z^2) was meant. */
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
#line 3368 "chapters/08-collision.nw"
/* A body at (x, y, z), turned by `angle` radians about `axis`. */
static void place_body(imp_transform *b, float x, float y, float z, float angle, vec3 axis) {
  imp_transform_identity(b);
  glm_vec3_copy((vec3){x, y, z}, b->position);
  glm_quatv(b->orientation, angle, axis);
  imp_transform_update(b);
}

/* The manifold holds exactly the expected points (in any order), with the
 * expected normal, within tol. */
static void expect_contacts(imp_check_state *s, const imp_manifold *m, int count,
                            const float normal[3], const float (*points)[4], double tol) {
  IMP_CHECK_NEAR(s, m->count, count, 0);
  if (m->count != count) return;
  for (int i = 0; i < 3 && count > 0; i++) IMP_CHECK_NEAR(s, m->normal[i], normal[i], tol);
  for (int e = 0; e < count; e++) {
    double nearest = INFINITY;
    int which = 0;
    for (int g = 0; g < m->count; g++) {
      double d = 0;
      for (int i = 0; i < 3; i++) d += pow(m->point[g].position[i] - points[e][i], 2);
      if (d < nearest) nearest = d, which = g;
    }
    
#line 3355 "chapters/08-collision.nw"
IMP_CHECK_NEAR(s, sqrt(nearest), 0.0, tol);
IMP_CHECK_NEAR(s, m->point[which].depth, points[e][3], tol);
#line 3392 "chapters/08-collision.nw"
  }
}
#line 3577 "chapters/08-collision.nw"
/* The eight corners of a box, in the world, in double. */
static void corners_of(const imp_shape *box, const imp_transform *b, double out[8][3]) {
  for (int i = 0; i < 8; i++) {
    double r[3];
    for (int k = 0; k < 3; k++)
      r[k] = (i >> k) & 1 ? box->half_extents[k] : -(double)box->half_extents[k];
    world_of(b, r, out[i]);
  }
}

/* The overlap of the two corner sets' projections on the unit direction l. */
static double overlap_along(double a[8][3], double b[8][3], const double l[3]) {
  double lo_a = INFINITY, hi_a = -INFINITY, lo_b = INFINITY, hi_b = -INFINITY;
  for (int i = 0; i < 8; i++) {
    double pa = dot3(a[i], l), pb = dot3(b[i], l);
    lo_a = fmin(lo_a, pa), hi_a = fmax(hi_a, pa);
    lo_b = fmin(lo_b, pb), hi_b = fmax(hi_b, pb);
  }
  return fmin(hi_a - lo_b, hi_b - lo_a);
}

/* The smallest overlap over the 15 axes, from the bodies' rotations in
 * double; the face axes' own minima in *face_a and *face_b. */
static double overlap_15(const imp_transform *a, const imp_transform *b, double ca[8][3],
                         double cb[8][3], double *face_a, double *face_b) {
  double best = INFINITY;
  *face_a = *face_b = INFINITY;
  for (int i = 0; i < 3; i++) {
    double u[3] = {a->rotation[i][0], a->rotation[i][1], a->rotation[i][2]};
    double v[3] = {b->rotation[i][0], b->rotation[i][1], b->rotation[i][2]};
    double nu = sqrt(dot3(u, u)), nv = sqrt(dot3(v, v));
    for (int k = 0; k < 3; k++) u[k] /= nu, v[k] /= nv;
    *face_a = fmin(*face_a, overlap_along(ca, cb, u));
    *face_b = fmin(*face_b, overlap_along(ca, cb, v));
  }
  best = fmin(*face_a, *face_b);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      const float *u = a->rotation[i], *v = b->rotation[j];
      double l[3] = {(double)u[1] * v[2] - (double)u[2] * v[1],
                     (double)u[2] * v[0] - (double)u[0] * v[2],
                     (double)u[0] * v[1] - (double)u[1] * v[0]};
      double n = sqrt(dot3(l, l));
      if (n < 1e-9) continue;
      for (int k = 0; k < 3; k++) l[k] /= n;
      best = fmin(best, overlap_along(ca, cb, l));
    }
  return best;
}

/* The engine's bias margin: 0.005 of the smaller box's smallest half extent. */
static double bias_margin(const imp_shape *a, const imp_shape *b) {
  double smallest = INFINITY;
  for (int k = 0; k < 3; k++)
    smallest = fmin(smallest, fmin(a->half_extents[k], b->half_extents[k]));
  return 0.005 * smallest;
}

/* The distance, in double, from the world point p to the solid shape s on
 * body b (0 inside it): to the clamped point for a box, to the segment (or
 * centre) minus the radius for a capsule (a sphere), above the plane. */
static double distance_to_shape(const imp_shape *s, const imp_transform *b, const float p[3]) {
  if (s->kind == IMP_SHAPE_PLANE) {
    double height = -(double)s->offset;
    for (int i = 0; i < 3; i++) height += (double)s->normal[i] * p[i];
    return fmax(height, 0.0);
  }
  double q[3], d2 = 0; /* p in the body's frame */
  for (int k = 0; k < 3; k++) {
    q[k] = 0;
    for (int i = 0; i < 3; i++) q[k] += b->rotation[k][i] * ((double)p[i] - b->position[i]);
  }
  if (s->kind == IMP_SHAPE_BOX) {
    for (int k = 0; k < 3; k++) d2 += pow(fmax(fabs(q[k]) - s->half_extents[k], 0.0), 2);
    return sqrt(d2);
  }
  double l = s->kind == IMP_SHAPE_CAPSULE ? s->half_height : 0.0;
  q[1] -= fmin(fmax(q[1], -l), l);
  return fmax(sqrt(dot3(q, q)) - s->radius, 0.0);
}
#line 3887 "chapters/08-collision.nw"
/* A random pair of shapes of the given kinds, close enough to touch often.
 * A plane gets a random normal and passes near the other shape's centre. */
static void random_pair(imp_rng *r, imp_shape_kind ka, imp_shape_kind kb, double spread,
                        imp_shape *sa, imp_transform *a, imp_shape *sb, imp_transform *b) {
  random_pose(r, spread, a);
  random_pose(r, 0.0, b);
  imp_shape *shapes[2] = {sa, sb};
  imp_transform *bodies[2] = {a, b};
  imp_shape_kind kinds[2] = {ka, kb};
  double reach = 0;
  for (int i = 0; i < 2; i++)
    if (kinds[i] != IMP_SHAPE_PLANE) {
      random_shape(r, kinds[i], 0.2, 1.5, shapes[i]);
      reach += shapes[i]->kind == IMP_SHAPE_BOX ? glm_vec3_norm(shapes[i]->half_extents)
                                                : shapes[i]->radius + shapes[i]->half_height;
    }
  double u[3];
  imp_rng_direction(r, u);
  double distance = imp_rng_uniform(r, 0, reach);
  for (int k = 0; k < 3; k++) b->position[k] = a->position[k] + (float)(distance * u[k]);
  for (int i = 0; i < 2; i++)
    if (kinds[i] == IMP_SHAPE_PLANE) {
      const imp_transform *other = bodies[1 - i];
      imp_rng_direction(r, u);
      vec3 n = {(float)u[0], (float)u[1], (float)u[2]};
      imp_shape_plane(n, glm_vec3_dot(n, (float *)other->position) +
                             (float)imp_rng_uniform(r, -reach, reach), shapes[i]);
    }
  for (int i = 0; i < 2; i++) /* a plane's own frame is the world's */
    if (kinds[i] == IMP_SHAPE_PLANE) imp_transform_identity(bodies[i]);
}
#line 3921 "chapters/08-collision.nw"
/* Each point of m matched by a point of w (position within tol, depth too). */
static int same_points(const imp_manifold *m, const imp_manifold *w, double tol) {
  if (m->count != w->count) return 0;
  for (int i = 0; i < m->count; i++) {
    int found = 0;
    for (int j = 0; j < w->count && !found; j++)
      found = glm_vec3_distance((float *)m->point[i].position,
                                (float *)w->point[j].position) <= tol &&
              fabsf(m->point[i].depth - w->point[j].depth) <= tol;
    if (!found) return 0;
  }
  return 1;
}

/* For two boxes: is the choice between their faces within the bias band,
 * judged from the overlaps in double (with room for rounding)? */
static int near_face_tie(const imp_shape *sa, const imp_transform *a, const imp_shape *sb,
                         const imp_transform *b, double room) {
  if (sa->kind != IMP_SHAPE_BOX || sb->kind != IMP_SHAPE_BOX) return 0;
  double ca[8][3], cb[8][3], fa, fb;
  corners_of(sa, a, ca);
  corners_of(sb, b, cb);
  double o15 = overlap_15(a, b, ca, cb, &fa, &fb);
  double margin = bias_margin(sa, sb);
  double face = fmin(fa, fb);
  return fabs(fb - (0.98 * fa - margin)) <= room || fabs(fa - (0.98 * fb - margin)) <= room ||
         fabs(o15 - (0.90 * face - margin)) <= room ||
         (fb >= 0.98 * fa - margin - room && fa >= 0.98 * fb - margin - room);
}

/* Far from every decision: moving b by 1e-4 m along each axis, either way,
 * keeps the count and the features, turns the normal by less than 2e-4 and
 * moves each point by less than 2e-4 m. */
static int well_posed(const imp_shape *sa, imp_transform *a, const imp_shape *sb, imp_transform *b,
                      const imp_manifold *m) {
  for (int k = 0; k < 6; k++) {
    imp_transform nudged = *b;
    imp_manifold w;
    nudged.position[k / 2] += k % 2 ? 1e-4f : -1e-4f;
    imp_collide(sa, a, sb, &nudged, &w);
    if (w.count != m->count || glm_vec3_distance((float *)m->normal, w.normal) > 2e-4f)
      return 0;
    for (int p = 0; p < m->count; p++)
      if (w.point[p].feature != m->point[p].feature ||
          glm_vec3_distance((float *)m->point[p].position, w.point[p].position) > 2e-4f)
        return 0;
  }
  return 1;
}
#line 4178 "chapters/08-collision.nw"
/* A size from lo to hi, uniform in its logarithm. */
static double log_uniform(imp_rng *r, double lo, double hi) {
  return exp(imp_rng_uniform(r, log(lo), log(hi)));
}

/* The largest distance across the shape: 0 for a plane (unbounded). */
static double diameter(const imp_shape *s) {
  if (s->kind == IMP_SHAPE_BOX) return 2.0 * glm_vec3_norm((float *)s->half_extents);
  if (s->kind == IMP_SHAPE_PLANE) return 0.0;
  return 2.0 * ((double)s->radius + s->half_height);
}
#line 557 "chapters/08-collision.nw"
static void check_support(imp_check_state *s) {
  static double points[4000][3];
  imp_rng r = imp_rng_seed(801);
  for (int n = 0; n < 600; n++) {
    imp_shape shape;
    imp_transform b;
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
    
#line 434 "chapters/08-collision.nw"
IMP_CHECK_LE(s, fmax(best - dot3(sd, ud), 0.0), 16 * IMP_U * size);
IMP_CHECK_NEAR(s, dot3(sd, ud), best, grid + 16 * IMP_U * size);
#line 581 "chapters/08-collision.nw"
    /* bounds: the support along each world axis, both ways */
    vec3 min, max;
    imp_shape_bounds(&shape, &b, min, max);
    for (int i = 0; i < 3; i++) {
      vec3 axis = {0, 0, 0}, up, down;
      axis[i] = 1.0f;
      imp_shape_support(&shape, &b, axis, up);
      axis[i] = -1.0f;
      imp_shape_support(&shape, &b, axis, down);
      
#line 443 "chapters/08-collision.nw"
IMP_CHECK_NEAR(s, max[i], up[i], 8 * IMP_U * size);
IMP_CHECK_NEAR(s, min[i], down[i], 8 * IMP_U * size);
#line 591 "chapters/08-collision.nw"
    }
  }
  imp_shape plane;
  vec3 d = {0, 1, 0}, out = {7, 7, 7};
  imp_transform b;
  imp_transform_identity(&b);
  imp_shape_plane((vec3){0, 2, 0}, 1.0f, &plane);
  IMP_CHECK_TRUE(s, plane.offset == 0.5f); /* normalised with its normal */
  IMP_CHECK_TRUE(s, imp_shape_support(&plane, &b, d, out) == IMP_BAD_VALUE && out[0] == 7);
}

static void check_shape_refusals(imp_check_state *s) {
  imp_shape shape = {.kind = IMP_SHAPE_SPHERE, .radius = 3.0f};
  const float bad[] = {0.0f, -1.0f, NAN, INFINITY, 1.001e6f, 1e19f};
  for (int i = 0; i < 6; i++) {
    
#line 453 "chapters/08-collision.nw"
IMP_CHECK_TRUE(s, imp_shape_sphere(bad[i], &shape) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_shape_capsule(bad[i], 1.0f, &shape) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_shape_box((vec3){1.0f, bad[i], 1.0f}, &shape) == IMP_BAD_VALUE);
#line 607 "chapters/08-collision.nw"
  }
  const vec3 normals[] = {{0, 0, 0}, {NAN, 1, 0}, {INFINITY, 0, 0}};
  for (int i = 0; i < 3; i++)
    IMP_CHECK_TRUE(s, imp_shape_plane((float *)normals[i], 0.0f, &shape) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_shape_capsule(1.0f, -1.0f, &shape) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_shape_plane((vec3){0, 1, 0}, NAN, &shape) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, shape.kind == IMP_SHAPE_SPHERE && shape.radius == 3.0f);
  IMP_CHECK_TRUE(s, imp_shape_capsule(1.0f, 2e6f, &shape) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_shape_capsule(1.0f, 0.0f, &shape) == IMP_OK);
  IMP_CHECK_TRUE(s, imp_shape_box((vec3){1e6f, 1e6f, 1e6f}, &shape) == IMP_OK);
}
#line 859 "chapters/08-collision.nw"
static void check_basis_at(imp_check_state *s, vec3 n) {
  mat3 m, mt, product;
  imp_manifold_basis(n, m);
  glm_mat3_transpose_to(m, mt);
  glm_mat3_mul(mt, m, product);
  vec3 cross;
  glm_vec3_cross(m[0], m[1], cross);
  
#line 804 "chapters/08-collision.nw"
IMP_CHECK_TRUE(s, glm_vec3_eqv(m[0], n));
for (int j = 0; j < 3; j++)
  for (int i = 0; i < 3; i++)
    IMP_CHECK_NEAR(s, product[j][i], i == j ? 1.0 : 0.0, 8 * IMP_U);
IMP_CHECK_NEAR(s, glm_mat3_det(m), 1.0, 8 * IMP_U);
for (int i = 0; i < 3; i++) IMP_CHECK_NEAR(s, m[2][i], cross[i], 8 * IMP_U);
#line 867 "chapters/08-collision.nw"
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
  
#line 830 "chapters/08-collision.nw"
IMP_CHECK_NEAR(s, dot3(m[0], v), -2.0, 0.0);
IMP_CHECK_NEAR(s, m[1][1], 1.0, 0.0); /* the normal sits in column 1 */
#line 899 "chapters/08-collision.nw"
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
  
#line 835 "chapters/08-collision.nw"
IMP_CHECK_NEAR(s, glm_vec3_dot(basis[0], (vec3){2, -3, 0.5f}), -3.0, 0.0);
#line 914 "chapters/08-collision.nw"
  IMP_CHECK_NEAR(s, glm_vec3_norm(basis[1]), 1.0, 0.0);
  IMP_CHECK_NEAR(s, glm_vec3_norm(basis[2]), 1.0, 0.0);
}
#line 2603 "chapters/08-collision.nw"
static void check_keep_four(imp_check_state *s) {
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  imp_transform a, b;
  place_body(&a, 0, 0, 0, 0, (vec3){0, 1, 0});
  place_body(&b, 0, 0.99f, 0, GLM_PI_4f, (vec3){0, 1, 0});
  imp_manifold m;
  IMP_CHECK_NEAR(s, imp_collide(&cube, &a, &cube, &b, &m), 4, 0);
  double centre[2] = {0, 0}, angle[4], area = 0;
  for (int p = 0; p < m.count; p++) {
    IMP_CHECK_NEAR(s, m.point[p].depth, 0.01, 64 * IMP_U);
    centre[0] += m.point[p].position[0] / m.count;
    centre[1] += m.point[p].position[2] / m.count;
  }
  int order[4] = {0, 1, 2, 3};
  for (int p = 0; p < m.count; p++)
    angle[p] = atan2(m.point[p].position[2] - centre[1], m.point[p].position[0] - centre[0]);
  for (int i = 0; i < 4; i++) /* sort by angle about the centre */
    for (int j = i + 1; j < 4; j++)
      if (angle[order[j]] < angle[order[i]]) {
        int t = order[i];
        order[i] = order[j], order[j] = t;
      }
  for (int i = 0; i < 4; i++) { /* the shoelace formula */
    const float *p = m.point[order[i]].position, *q = m.point[order[(i + 1) % 4]].position;
    area += 0.5 * ((double)p[0] * q[2] - (double)q[0] * p[2]);
  }
  double octagon = 2 * tan(GLM_PI / 8), radius = 0.5 / cos(GLM_PI / 8);
  
#line 2592 "chapters/08-collision.nw"
IMP_CHECK_LE(s, fmax(2 * radius * radius - fabs(area), 0.0), 1e-4 * octagon);
#line 2632 "chapters/08-collision.nw"
  /* a rod-like box a kilometre long, sunk whole: eight nearly collinear
   * candidates, four distinct ones kept */
  imp_shape rod, ground;
  imp_shape_box((vec3){500.0f, 0.001f, 0.001f}, &rod);
  imp_shape_plane((vec3){0, 1, 0}, 0.0f, &ground);
  imp_transform world_frame;
  imp_transform_identity(&world_frame);
  place_body(&a, 0, -1.0f, 0, 0.1f, (vec3){0, 0, 1});
  IMP_CHECK_NEAR(s, imp_collide(&rod, &a, &ground, &world_frame, &m), 4, 0);
  for (int p = 0; p < m.count; p++) {
    
#line 2598 "chapters/08-collision.nw"
IMP_CHECK_TRUE(s, isfinite(m.point[p].depth) && m.point[p].depth > 0.0f);
for (int q = 0; q < p; q++) IMP_CHECK_TRUE(s, m.point[p].feature != m.point[q].feature);
#line 2643 "chapters/08-collision.nw"
  }
}
#line 2670 "chapters/08-collision.nw"
static void check_keep_deepest(imp_check_state *s) {
  imp_rng r = imp_rng_seed(817);
  imp_shape ground;
  imp_shape_plane((vec3){0, 1, 0}, 0.0f, &ground);
  imp_transform world_frame;
  imp_transform_identity(&world_frame);
  for (int n = 0; n < 10000; n++) {
    imp_shape box;
    imp_transform xa;
    random_shape(&r, IMP_SHAPE_BOX, 0.2, 1.0, &box);
    random_pose(&r, 0.0, &xa);
    if (n % 2) { /* a face within 1e-2 rad of the ground */
      versor turn;
      vec3 axis = {(float)imp_rng_uniform(&r, -1, 1), 0, (float)imp_rng_uniform(&r, -1, 1)};
      glm_quatv(turn, (float)imp_rng_uniform(&r, 0, 1e-2), axis);
      glm_quat_copy(turn, xa.orientation);
      imp_transform_update(&xa);
    }
    double height[8], sorted[8];
    for (int i = 0; i < 8; i++) {
      double c[3], corner[3];
      for (int k = 0; k < 3; k++)
        corner[k] = (i >> k) & 1 ? box.half_extents[k] : -(double)box.half_extents[k];
      world_of(&xa, corner, c);
      height[i] = sorted[i] = c[1];
    }
    for (int i = 0; i < 8; i++) /* sort the heights */
      for (int j = i + 1; j < 8; j++)
        if (sorted[j] < sorted[i]) {
          double t = sorted[i];
          sorted[i] = sorted[j], sorted[j] = t;
        }
    int below = 5 + (int)(imp_rng_next(&r) % 3); /* the plane between corners */
    double lift = -0.5 * (sorted[below - 1] + sorted[below]);
    xa.position[1] = (float)lift;
    double expected = 0.0;
    for (int i = 0; i < 8; i++) expected = fmax(expected, -(height[i] + xa.position[1]));
    imp_manifold m;
    imp_collide(&box, &xa, &ground, &world_frame, &m);
    double deepest = 0.0;
    for (int p = 0; p < m.count; p++) deepest = fmax(deepest, m.point[p].depth);
    double tol = 8 * IMP_U * (diameter(&box) + fabs(lift));
    
#line 2666 "chapters/08-collision.nw"
IMP_CHECK_NEAR(s, deepest, expected, tol);
#line 2713 "chapters/08-collision.nw"
  }
}
#line 3397 "chapters/08-collision.nw"
typedef struct known_case {
  const char *what;
  imp_shape a, b;
  vec3 pa, axis_a, pb, axis_b;
  float angle_a, angle_b;
  int count;
  float normal[3];
  float points[4][4]; /* x, y, z, depth */
} known_case;

static void check_known(imp_check_state *s) {
  imp_shape ball1, ball_half, capsule, capsule_short, cube, big, ground;
  imp_shape_sphere(1.0f, &ball1);
  imp_shape_sphere(0.5f, &ball_half);
  imp_shape_capsule(0.5f, 1.0f, &capsule);
  imp_shape_capsule(0.5f, 0.5f, &capsule_short);
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  imp_shape_box((vec3){1.0f, 1.0f, 1.0f}, &big);
  imp_shape_plane((vec3){0, 1, 0}, 0.0f, &ground);
  const float r2 = sqrtf(2.0f), r3 = sqrtf(3.0f), quarter = GLM_PI_4f, half_turn = GLM_PI_2f;
  /* midpoints: of (1.2, 1.2, 1.2) - 0.5 (1, 1, 1)/r3 and the corner (1, 1, 1); of
   * (1.1, 1.1) - 0.5 (1, 1)/r2 and the edge (1, 1) */
  const float c3 = 0.5f * (2.2f - 0.5f / r3), e2 = 0.5f * (2.1f - 0.5f / r2);
  const known_case cases[] = {
      {"sphere-sphere", ball1, ball_half, {0, 0, 0}, {0, 1, 0}, {1.2f, 0, 0}, {0, 1, 0}, 0, 0,
       1, {1, 0, 0}, {{0.85f, 0, 0, 0.3f}}},
      {"sphere-plane", ball1, ground, {3, 0.8f, -2}, {0, 1, 0}, {0, 0, 0}, {0, 1, 0}, 0, 0,
       1, {0, -1, 0}, {{3, -0.1f, -2, 0.2f}}},
      {"capsule-plane, lying", capsule, ground, {0, 0.4f, 0}, {0, 0, 1}, {0}, {0, 1, 0},
       -half_turn, 0, 2, {0, -1, 0}, {{-1, -0.05f, 0, 0.1f}, {1, -0.05f, 0, 0.1f}}},
      {"sphere-capsule", ball_half, capsule, {0.8f, 0.3f, 0}, {0, 1, 0}, {0, 0, 0}, {0, 1, 0},
       0, 0, 1, {-1, 0, 0}, {{0.4f, 0.3f, 0, 0.2f}}},
      {"capsule-capsule, crossed", capsule, capsule, {0, 0, 0}, {0, 0, 1}, {0, 0.9f, 0},
       {1, 0, 0}, half_turn, half_turn, 1, {0, 1, 0}, {{0, 0.45f, 0, 0.1f}}},
      {"capsule-capsule, parallel", capsule, capsule, {0, 0, 0}, {0, 0, 1}, {0.5f, 0.8f, 0},
       {0, 0, 1}, half_turn, half_turn, 2, {0, 1, 0},
       {{-0.5f, 0.4f, 0, 0.2f}, {1, 0.4f, 0, 0.2f}}},
      {"box-plane, flat", cube, ground, {0, 0.49f, 0}, {0, 1, 0}, {0}, {0, 1, 0}, 0, 0, 4,
       {0, -1, 0},
       {{-0.5f, -0.005f, -0.5f, 0.01f}, {0.5f, -0.005f, -0.5f, 0.01f},
        {-0.5f, -0.005f, 0.5f, 0.01f}, {0.5f, -0.005f, 0.5f, 0.01f}}},
      {"box-plane, on an edge", cube, ground, {0, 0.5f * r2 - 0.1f, 0}, {0, 0, 1}, {0},
       {0, 1, 0}, quarter, 0, 2, {0, -1, 0},
       {{0, -0.05f, -0.5f, 0.1f}, {0, -0.05f, 0.5f, 0.1f}}},
      {"sphere-box, face", ball_half, big, {1.3f, 0.2f, 0}, {0, 1, 0}, {0}, {0, 1, 0}, 0, 0,
       1, {-1, 0, 0}, {{0.9f, 0.2f, 0, 0.2f}}},
      {"sphere-box, corner", ball_half, big, {1.2f, 1.2f, 1.2f}, {0, 1, 0}, {0}, {0, 1, 0},
       0, 0, 1, {-1 / r3, -1 / r3, -1 / r3}, {{c3, c3, c3, 0.5f - 0.2f * r3}}},
      {"capsule-box, along an edge", capsule_short, big, {1.1f, 1.1f, 0}, {1, 0, 0}, {0},
       {0, 1, 0}, half_turn, 0, 2, {-1 / r2, -1 / r2, 0},
       {{e2, e2, -0.5f, 0.5f - 0.1f * r2}, {e2, e2, 0.5f, 0.5f - 0.1f * r2}}},
      {"sphere-box, centre inside", ball_half, big, {0.7f, 0, 0}, {0, 1, 0}, {0}, {0, 1, 0},
       0, 0, 1, {-1, 0, 0}, {{0.6f, 0, 0, 0.8f}}},
      {"capsule-box, lying", capsule_short, big, {0, 1.4f, 0}, {0, 0, 1}, {0}, {0, 1, 0},
       half_turn, 0, 2, {0, -1, 0}, {{-0.5f, 0.95f, 0, 0.1f}, {0.5f, 0.95f, 0, 0.1f}}},
      {"capsule-box, standing", capsule_short, big, {0, 1.9f, 0}, {0, 1, 0}, {0}, {0, 1, 0},
       0, 0, 1, {0, -1, 0}, {{0, 0.95f, 0, 0.1f}}},
      {"capsule-box, core inside", capsule_short, big, {0, 0.9f, 0}, {0, 0, 1}, {0},
       {0, 1, 0}, half_turn, 0, 2, {0, -1, 0},
       {{-0.5f, 0.7f, 0, 0.6f}, {0.5f, 0.7f, 0, 0.6f}}},
      {"box-box, face", big, cube, {0}, {0, 1, 0}, {0, 1.4f, 0}, {0, 1, 0}, 0, 0, 4,
       {0, 1, 0},
       {{-0.5f, 0.95f, -0.5f, 0.1f}, {0.5f, 0.95f, -0.5f, 0.1f},
        {-0.5f, 0.95f, 0.5f, 0.1f}, {0.5f, 0.95f, 0.5f, 0.1f}}},
      {"box-box, face turned", big, cube, {0}, {0, 1, 0}, {0, 1.4f, 0}, {0, 1, 0}, 0,
       quarter, 4, {0, 1, 0},
       {{-0.5f * r2, 0.95f, 0, 0.1f}, {0.5f * r2, 0.95f, 0, 0.1f},
        {0, 0.95f, -0.5f * r2, 0.1f}, {0, 0.95f, 0.5f * r2, 0.1f}}},
      {"sphere-sphere, same centre", ball1, ball_half, {0, 0, 0}, {0, 1, 0}, {0, 0, 0},
       {0, 1, 0}, 0, 0, 1, {0, 1, 0}, {{0, 0.25f, 0, 1.5f}}},
      {"box-box, same centre", big, cube, {0}, {0, 1, 0}, {0}, {0, 1, 0}, 0, 0, 4,
       {1, 0, 0},
       {{0.25f, -0.5f, -0.5f, 1.5f}, {0.25f, 0.5f, -0.5f, 1.5f},
        {0.25f, -0.5f, 0.5f, 1.5f}, {0.25f, 0.5f, 0.5f, 1.5f}}},
      {"box-box, edge on edge", big, cube, {0}, {0, 0, 1}, {0, 1.5f * r2 - 0.1f, 0},
       {1, 0, 0}, quarter, quarter, 1, {0, 1, 0}, {{0, r2 - 0.05f, 0, 0.1f}}},
  };
  for (size_t n = 0; n < sizeof cases / sizeof *cases; n++) {
    const known_case *c = &cases[n];
    imp_transform a, b;
    imp_manifold m;
    place_body(&a, c->pa[0], c->pa[1], c->pa[2], c->angle_a, (float *)c->axis_a);
    place_body(&b, c->pb[0], c->pb[1], c->pb[2], c->angle_b, (float *)c->axis_b);
    imp_collide(&c->a, &a, &c->b, &b, &m);
    expect_contacts(s, &m, c->count, c->normal, c->points, 64 * IMP_U * 4);
    /* moved apart along the normal to within rounding of touching, then apart */
    const double tol = 64 * IMP_U * 4;
    float depth = c->points[0][3] - (float)(2 * tol);
    for (int k = 0; k < 3; k++) b.position[k] += c->normal[k] * depth;
    if (c->b.kind == IMP_SHAPE_PLANE) { /* the plane is in the world: move A */
      for (int k = 0; k < 3; k++) a.position[k] -= c->normal[k] * depth;
      b.position[0] = b.position[1] = b.position[2] = 0.0f;
    }
    imp_collide(&c->a, &a, &c->b, &b, &m);
    
#line 3363 "chapters/08-collision.nw"
IMP_CHECK_TRUE(s, m.count >= 1);
for (int g = 0; g < m.count; g++) IMP_CHECK_NEAR(s, m.point[g].depth, 2 * tol, tol);
#line 3492 "chapters/08-collision.nw"
    for (int k = 0; k < 3; k++) b.position[k] += c->normal[k] * 0.01f;
    if (c->b.kind == IMP_SHAPE_PLANE)
      for (int k = 0; k < 3; k++) a.position[k] -= c->normal[k] * 0.01f;
    IMP_CHECK_TRUE(s, imp_collide(&c->a, &a, &c->b, &b, &m) == 0);
  }
}
#line 3660 "chapters/08-collision.nw"
static void check_box_box_brute_force(imp_check_state *s) {
  imp_rng r = imp_rng_seed(803);
  int touching = 0, points = 0, outside = 0;
  for (int n = 0; n < 4000; n++) {
    imp_shape sa, sb;
    imp_transform a, b;
    random_shape(&r, IMP_SHAPE_BOX, 0.1, 2.0, &sa);
    random_shape(&r, IMP_SHAPE_BOX, 0.1, 2.0, &sb);
    random_pose(&r, 1.0, &a);
    random_pose(&r, 0.0, &b);
    double u[3], reach = glm_vec3_norm(sa.half_extents) + glm_vec3_norm(sb.half_extents);
    imp_rng_direction(&r, u);
    double distance = imp_rng_uniform(&r, 0, reach);
    for (int k = 0; k < 3; k++) b.position[k] = a.position[k] + (float)(distance * u[k]);
    double ca[8][3], cb[8][3], face_a, face_b;
    corners_of(&sa, &a, ca);
    corners_of(&sb, &b, cb);
    double o15 = overlap_15(&a, &b, ca, cb, &face_a, &face_b), sampled = INFINITY;
    for (int d = 0; d < 150; d++) {
      double l[3];
      imp_rng_direction(&r, l);
      sampled = fmin(sampled, overlap_along(ca, cb, l));
    }
    double tau = 64 * IMP_U * (reach + distance + 2.0);
    imp_manifold m;
    int count = imp_collide(&sa, &a, &sb, &b, &m);
    
#line 3546 "chapters/08-collision.nw"
if (o15 >= 0) IMP_CHECK_LE(s, fmax(o15 - sampled, 0.0), 1e-12 * reach);
if (o15 < -tau) IMP_CHECK_TRUE(s, count == 0);
if (o15 > tau) IMP_CHECK_TRUE(s, count >= 1);
#line 3687 "chapters/08-collision.nw"
    if (count == 0) continue;
    touching++;
    double l[3] = {m.normal[0], m.normal[1], m.normal[2]};
    IMP_CHECK_NEAR(s, sqrt(dot3(l, l)), 1.0, 8 * IMP_U);
    double along = overlap_along(ca, cb, l);
    double margin = bias_margin(&sa, &sb);
    double bound = (o15 + margin) / 0.90; /* equation bias-bound */
    
#line 3555 "chapters/08-collision.nw"
IMP_CHECK_LE(s, fmax(o15 - along, 0.0), tau);
IMP_CHECK_LE(s, fmax(along - bound, 0.0), tau);
#line 3695 "chapters/08-collision.nw"
    for (int p = 0; p < count; p++) {
      
#line 3563 "chapters/08-collision.nw"
IMP_CHECK_LE(s, fmax(m.point[p].depth - along, 0.0), tau);
IMP_CHECK_TRUE(s, m.point[p].depth >= 0.0f);
if (m.point[p].feature >> 16) IMP_CHECK_NEAR(s, m.point[p].depth, along, tau);
#line 3697 "chapters/08-collision.nw"
      /* midway between points depth apart, one in each: within depth/2 of each */
      
#line 3569 "chapters/08-collision.nw"
double reach_out = 0.5 * m.point[p].depth + tau;
double out_a = distance_to_shape(&sa, &a, m.point[p].position);
double out_b = distance_to_shape(&sb, &b, m.point[p].position);
IMP_CHECK_LE(s, out_a, reach_out);
IMP_CHECK_LE(s, out_b, reach_out);
#line 3699 "chapters/08-collision.nw"
      points++;
      outside += fmax(out_a, out_b) > tau; /* the bound is needed, not slack */
    }
  }
  IMP_CHECK_TRUE(s, touching > 2000); /* most pairs overlap: the check is not empty */
  IMP_CHECK_TRUE(s, outside > points / 3);
}
#line 3750 "chapters/08-collision.nw"
/* The distance from the point p to the box (half extents h) in its frame. */
static double point_box_distance(const double p[3], const float h[3]) {
  double d2 = 0;
  for (int k = 0; k < 3; k++) {
    double out = fabs(p[k]) - h[k];
    if (out > 0) d2 += out * out;
  }
  return sqrt(d2);
}

static void check_capsule_box_brute_force(imp_check_state *s) {
  imp_rng r = imp_rng_seed(807);
  int outside = 0, inside = 0;
  for (int n = 0; n < 3000; n++) {
    imp_shape capsule, box;
    imp_transform a, b;
    random_pair(&r, IMP_SHAPE_CAPSULE, IMP_SHAPE_BOX, 1.0, &capsule, &a, &box, &b);
    imp_manifold m;
    if (imp_collide(&capsule, &a, &box, &b, &m) == 0) continue;
    double e0[3], d[3], deepest = 0; /* the segment in the box's frame */
    double ends[2][3], local[3] = {0, -capsule.half_height, 0};
    world_of(&a, local, ends[0]);
    local[1] = capsule.half_height;
    world_of(&a, local, ends[1]);
    for (int k = 0; k < 3; k++) {
      double p0 = 0, p1 = 0;
      for (int i = 0; i < 3; i++) {
        p0 += b.rotation[k][i] * (ends[0][i] - b.position[i]);
        p1 += b.rotation[k][i] * (ends[1][i] - b.position[i]);
      }
      e0[k] = p0, d[k] = p1 - p0;
    }
    for (int p = 0; p < m.count; p++) {
      deepest = fmax(deepest, m.point[p].depth);
      /* midway between points depth apart, one in each: within depth/2 of each */
      double reach_out = 0.5 * m.point[p].depth + 64 * IMP_U * 8;
      IMP_CHECK_LE(s, distance_to_shape(&capsule, &a, m.point[p].position), reach_out);
      IMP_CHECK_LE(s, distance_to_shape(&box, &b, m.point[p].position), reach_out);
    }
    double distance = INFINITY, length = sqrt(dot3(d, d));
    for (int i = 0; i <= 2000; i++) {
      double q[3] = {e0[0] + d[0] * i / 2000, e0[1] + d[1] * i / 2000, e0[2] + d[2] * i / 2000};
      distance = fmin(distance, point_box_distance(q, box.half_extents));
    }
    double tau = 64 * IMP_U * 8;
    if (distance > length / 4000 + tau) { /* the segment is outside */
      outside++;
      
#line 3738 "chapters/08-collision.nw"
IMP_CHECK_NEAR(s, deepest, capsule.radius - distance, length / 4000 + tau);
#line 3798 "chapters/08-collision.nw"
      continue;
    }
    if (distance > 0) continue; /* too close to tell */
    inside++;
    double best = INFINITY;
    for (int t = 0; t < 306; t++) {
      double l[3];
      if (t < 3) {
        for (int k = 0; k < 3; k++) l[k] = k == t;
      } else if (t < 6) { /* e_t x d */
        int i = t - 3;
        double e[3] = {i == 0, i == 1, i == 2};
        l[0] = e[1] * d[2] - e[2] * d[1], l[1] = e[2] * d[0] - e[0] * d[2];
        l[2] = e[0] * d[1] - e[1] * d[0];
      } else {
        imp_rng_direction(&r, l);
      }
      double norm = sqrt(dot3(l, l));
      if (norm < 1e-9) continue;
      for (int k = 0; k < 3; k++) l[k] /= norm;
      double c0 = dot3(e0, l), c1 = c0 + dot3(d, l);
      double reach = box.half_extents[0] * fabs(l[0]) + box.half_extents[1] * fabs(l[1]) +
                     box.half_extents[2] * fabs(l[2]);
      double lo = fmin(c0, c1) - capsule.radius, hi = fmax(c0, c1) + capsule.radius;
      best = fmin(best, fmin(hi + reach, reach - lo));
    }
    double margin = 0.005 * fmin(box.half_extents[0],
                                 fmin(box.half_extents[1], box.half_extents[2]));
    
#line 3745 "chapters/08-collision.nw"
IMP_CHECK_LE(s, fmax(best - deepest, 0.0), tau);
IMP_CHECK_LE(s, fmax(deepest - (best + margin) / 0.90, 0.0), tau);
#line 3827 "chapters/08-collision.nw"
  }
  IMP_CHECK_TRUE(s, outside > 300 && inside > 300);
}
#line 3973 "chapters/08-collision.nw"
static void check_swap_and_motion(imp_check_state *s) {
  imp_rng r = imp_rng_seed(804);
  int compared = 0, motions = 0;
  for (int n = 0; n < 4000; n++) {
    imp_shape_kind ka = (imp_shape_kind)(n % 4), kb = (imp_shape_kind)(n / 4 % 4);
    if (ka == IMP_SHAPE_PLANE && kb == IMP_SHAPE_PLANE) continue;
    imp_shape sa, sb;
    imp_transform a, b;
    random_pair(&r, ka, kb, 1.0, &sa, &a, &sb, &b);
    imp_manifold m, w;
    imp_collide(&sa, &a, &sb, &b, &m);
    imp_collide(&sb, &b, &sa, &a, &w);
    double tol = 64 * IMP_U * 8;
    if (!near_face_tie(&sa, &a, &sb, &b, 0.0)) {
      compared += m.count > 0;
      
#line 3867 "chapters/08-collision.nw"
IMP_CHECK_TRUE(s, same_points(&m, &w, tol));
for (int i = 0; i < 3 && m.count > 0; i++)
  IMP_CHECK_NEAR(s, w.normal[i], -m.normal[i], tol);
#line 3989 "chapters/08-collision.nw"
    }
    /* the same configuration moved and turned */
    float shallowest = INFINITY;
    for (int p = 0; p < m.count; p++) shallowest = fminf(shallowest, m.point[p].depth);
    if (m.count == 0 || shallowest < 1e-3f || !well_posed(&sa, &a, &sb, &b, &m)) continue;
    versor turn;
    vec3 shift;
    random_unit_quat(&r, turn);
    for (int k = 0; k < 3; k++) shift[k] = (float)imp_rng_uniform(&r, -10, 10);
    mat3 rot;
    glm_quat_mat3(turn, rot);
    imp_transform *bodies[2] = {&a, &b};
    for (int i = 0; i < 2; i++) {
      glm_mat3_mulv(rot, bodies[i]->position, bodies[i]->position);
      glm_vec3_add(bodies[i]->position, shift, bodies[i]->position);
      glm_quat_mul(turn, bodies[i]->orientation, bodies[i]->orientation);
      imp_transform_update(bodies[i]); /* a plane moves with its frame */
    }
    imp_manifold moved, expected = m;
    imp_collide(&sa, &a, &sb, &b, &moved);
    glm_mat3_mulv(rot, m.normal, expected.normal);
    for (int p = 0; p < m.count; p++) {
      glm_mat3_mulv(rot, m.point[p].position, expected.point[p].position);
      glm_vec3_add(expected.point[p].position, shift, expected.point[p].position);
    }
    double moved_tol = 64 * IMP_U * 30;
    motions++;
    
#line 3876 "chapters/08-collision.nw"
IMP_CHECK_TRUE(s, same_points(&moved, &expected, moved_tol));
for (int i = 0; i < 3; i++)
  IMP_CHECK_NEAR(s, moved.normal[i], expected.normal[i], moved_tol);
for (int p = 0; p < moved.count && moved.count == m.count; p++) {
  int found = 0;
  for (int q = 0; q < m.count; q++) found |= moved.point[p].feature == m.point[q].feature;
  IMP_CHECK_TRUE(s, found);
}
#line 4017 "chapters/08-collision.nw"
  }
  IMP_CHECK_TRUE(s, compared > 1500 && motions > 1000);
}
#line 4063 "chapters/08-collision.nw"
/* Slide b across a along x; every step's features equal the first step's. */
static void slide_body(imp_check_state *s, const imp_shape *sa, imp_transform *a, const imp_shape *sb,
                  imp_transform *b, int expected) {
  imp_manifold first, m;
  imp_collide(sa, a, sb, b, &first);
  IMP_CHECK_NEAR(s, first.count, expected, 0);
  for (int step = 1; step <= 100; step++) {
    b->position[0] += 0.01f;
    b->position[2] -= 0.003f;
    imp_collide(sa, a, sb, b, &m);
    
#line 4044 "chapters/08-collision.nw"
IMP_CHECK_NEAR(s, m.count, first.count, 0);
for (int p = 0; p < m.count && m.count == first.count; p++)
  IMP_CHECK_TRUE(s, m.point[p].feature == first.point[p].feature);
#line 4074 "chapters/08-collision.nw"
  }
}

static void check_feature_stability(imp_check_state *s) {
  imp_shape base, box, capsule, ground;
  imp_shape_box((vec3){2.0f, 0.5f, 2.0f}, &base);
  imp_shape_box((vec3){0.5f, 0.3f, 0.4f}, &box);
  imp_shape_capsule(0.2f, 0.5f, &capsule);
  imp_shape_plane((vec3){0, 1, 0}, 0.0f, &ground);
  imp_transform a, b;
  place_body(&a, 0, 0, 0, 0, (vec3){0, 1, 0});
  place_body(&b, -0.5f, 0.79f, 0.1f, 0.3f, (vec3){0, 1, 0});
  slide_body(s, &base, &a, &box, &b, 4);
  place_body(&b, -0.5f, 0.69f, 0.1f, GLM_PI_2f, (vec3){1, 0, 0}); /* capsule along z */
  slide_body(s, &base, &a, &capsule, &b, 2);
  place_body(&b, -0.5f, 0.29f, 0.1f, 0.3f, (vec3){0, 1, 0});
  slide_body(s, &box, &b, &ground, &a, 4);
  /* two aligned equal cubes: a tie between the faces, broken by the bias */
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  imp_rng r = imp_rng_seed(805);
  int raw_switches = 0, previous_raw = -1;
  imp_manifold first, m;
  place_body(&b, 0.2f, 0.995f, 0.1f, 0, (vec3){0, 1, 0});
  place_body(&a, 0, 0, 0, 0, (vec3){0, 1, 0});
  imp_collide(&cube, &a, &cube, &b, &first);
  for (int step = 0; step < 1000; step++) {
    imp_transform ja = a, jb = b;
    imp_transform *both[2] = {&ja, &jb};
    for (int i = 0; i < 2; i++) {
      vec3 axis = {(float)imp_rng_uniform(&r, -1, 1), (float)imp_rng_uniform(&r, -1, 1),
                   (float)imp_rng_uniform(&r, -1, 1)};
      glm_quatv(both[i]->orientation, (float)imp_rng_uniform(&r, 0, 1e-4), axis);
      for (int k = 0; k < 3; k++)
        both[i]->position[k] += (float)imp_rng_uniform(&r, -1e-4, 1e-4);
      imp_transform_update(both[i]);
    }
    double ca[8][3], cb[8][3], fa, fb;
    corners_of(&cube, &ja, ca);
    corners_of(&cube, &jb, cb);
    overlap_15(&ja, &jb, ca, cb, &fa, &fb);
    int raw = fb < fa;
    raw_switches += previous_raw >= 0 && raw != previous_raw;
    previous_raw = raw;
    imp_collide(&cube, &ja, &cube, &jb, &m);
    
#line 4053 "chapters/08-collision.nw"
IMP_CHECK_NEAR(s, m.count, 4, 0);
for (int p = 0; p < m.count && m.count == 4; p++)
  IMP_CHECK_TRUE(s, m.point[p].feature == first.point[p].feature);
#line 4120 "chapters/08-collision.nw"
  }
  
#line 4059 "chapters/08-collision.nw"
IMP_CHECK_TRUE(s, raw_switches > 100);
#line 4122 "chapters/08-collision.nw"
}
#line 4192 "chapters/08-collision.nw"
static void fuzz_shape(imp_rng *r, imp_shape_kind kind, imp_shape *s) {
  double size = log_uniform(r, 1e-3, 1e3);
  vec3 h;
  for (int k = 0; k < 3; k++) h[k] = (float)(size * imp_rng_uniform(r, 0.2, 1));
  if (kind == IMP_SHAPE_SPHERE) imp_shape_sphere(h[0], s);
  if (kind == IMP_SHAPE_CAPSULE) /* one in five of zero half height */
    imp_shape_capsule(h[0], imp_rng_uniform(r, 0, 1) < 0.2 ? 0.0f : h[1], s);
  if (kind == IMP_SHAPE_BOX) imp_shape_box(h, s);
  if (kind == IMP_SHAPE_PLANE) /* a placeholder, posed once the other body is */
    imp_shape_plane((vec3){0, 1, 0}, 0.0f, s);
}

static void fuzz_pose(imp_rng *r, const versor base, imp_transform *b) {
  imp_transform_identity(b);
  versor turn;
  if (imp_rng_uniform(r, 0, 1) < 0.5) { /* near a right-angle multiple of the base */
    vec3 axis = {0, 0, 0};
    axis[imp_rng_next(r) % 3] = 1.0f;
    glm_quatv(turn, GLM_PI_2f * (float)(imp_rng_next(r) % 4), axis);
    versor tiny;
    vec3 other = {(float)imp_rng_uniform(r, -1, 1), (float)imp_rng_uniform(r, -1, 1), 1.0f};
    glm_quatv(tiny, (float)log_uniform(r, 1e-7, 1e-3), other);
    glm_quat_mul(tiny, turn, turn);
  } else {
    random_unit_quat(r, turn);
  }
  glm_quat_mul(turn, (float *)base, b->orientation);
  glm_quat_normalize(b->orientation);
  imp_transform_update(b);
}

static void check_fuzz(imp_check_state *s) {
  imp_rng r = imp_rng_seed(806);
  int contacts = 0;
  for (int n = 0; n < 50000; n++) {
    imp_shape_kind ka = (imp_shape_kind)(imp_rng_next(&r) % 4);
    imp_shape_kind kb = (imp_shape_kind)(imp_rng_next(&r) % 4);
    imp_shape sa, sb;
    imp_transform a, b;
    versor base;
    random_unit_quat(&r, base);
    fuzz_shape(&r, ka, &sa);
    fuzz_shape(&r, kb, &sb);
    fuzz_pose(&r, base, &a);
    fuzz_pose(&r, base, &b);
    double far = imp_rng_uniform(&r, 0, 1) < 0.5 ? 0.0 : 1e3, u[3];
    imp_rng_direction(&r, u);
    double reach = 0.5 * (diameter(&sa) + diameter(&sb));
    double distance = imp_rng_uniform(&r, 0, 1) < 0.1 ? 0.0 : imp_rng_uniform(&r, 0, reach);
    for (int k = 0; k < 3; k++) {
      a.position[k] = (float)(far * u[k]);
      b.position[k] = a.position[k];
    }
    imp_rng_direction(&r, u);
    for (int k = 0; k < 3; k++) b.position[k] += (float)(distance * u[k]);
    if (ka == IMP_SHAPE_PLANE || kb == IMP_SHAPE_PLANE) {
      imp_shape *plane = ka == IMP_SHAPE_PLANE ? &sa : &sb;
      imp_transform *other = ka == IMP_SHAPE_PLANE ? &b : &a;
      imp_rng_direction(&r, u);
      vec3 normal = {(float)u[0], (float)u[1], (float)u[2]};
      if (imp_rng_uniform(&r, 0, 1) < 0.3) /* parallel to a face */
        glm_vec3_copy(other->rotation[imp_rng_next(&r) % 3], normal);
      imp_shape_plane(normal, glm_vec3_dot(normal, other->position) +
                                  (float)imp_rng_uniform(&r, -reach, reach), plane);
      imp_transform_identity(ka == IMP_SHAPE_PLANE ? &a : &b); /* in the world frame */
    }
    imp_manifold m;
    int count = imp_collide(&sa, &a, &sb, &b, &m);
    IMP_CHECK_TRUE(s, count >= 0 && count <= IMP_MANIFOLD_POINTS && count == m.count);
    if (count == 0) continue;
    contacts++;
    double size = diameter(&sa) + diameter(&sb) +
                  (sa.kind == IMP_SHAPE_PLANE ? fabs(sa.offset) : 0) +
                  (sb.kind == IMP_SHAPE_PLANE ? fabs(sb.offset) : 0);
    double tol = 64 * IMP_U * (size + far + 1e-3);
    IMP_CHECK_NEAR(s, glm_vec3_norm(m.normal), 1.0, 16 * IMP_U);
    imp_shape *shapes[2] = {&sa, &sb};
    imp_transform *bodies[2] = {&a, &b};
    for (int p = 0; p < count; p++) {
      const imp_manifold_point *q = &m.point[p];
      /* a plane passes within reach of the other's centre */
      double plane_reach = ka == IMP_SHAPE_PLANE || kb == IMP_SHAPE_PLANE ? reach : 0.0;
      
#line 4161 "chapters/08-collision.nw"
IMP_CHECK_TRUE(s, q->depth >= 0.0f);
IMP_CHECK_TRUE(s, q->impulse[0] == 0.0f && q->impulse[1] == 0.0f &&
                      q->impulse[2] == 0.0f);
for (int o = 0; o < p; o++) /* a solver matches points by them */
  IMP_CHECK_TRUE(s, q->feature != m.point[o].feature);
IMP_CHECK_LE(s, q->depth, diameter(&sa) + diameter(&sb) + plane_reach + tol);
#line 4275 "chapters/08-collision.nw"
      
#line 4172 "chapters/08-collision.nw"
for (int i = 0; i < 2; i++)
  IMP_CHECK_LE(s, distance_to_shape(shapes[i], bodies[i], q->position),
               0.5 * q->depth + tol);
#line 4276 "chapters/08-collision.nw"
    }
  }
  IMP_CHECK_TRUE(s, contacts > 12500);
  /* scales from 1e-30 m to the largest size a shape may have: unit normals */
  for (int n = 0; n < 4000; n++) {
    imp_shape sa, sb;
    imp_transform a, b;
    imp_manifold m;
    double scale = log_uniform(&r, 1e-30, IMP_SHAPE_SIZE_MAX);
    for (int i = 0; i < 2; i++) {
      imp_shape *shape = i ? &sb : &sa;
      vec3 h = {(float)(scale * imp_rng_uniform(&r, 0.2, 1)),
                (float)(scale * imp_rng_uniform(&r, 0.2, 1)),
                (float)(scale * imp_rng_uniform(&r, 0.2, 1))};
      imp_shape_kind kind = (imp_shape_kind)(imp_rng_next(&r) % 3);
      if (kind == IMP_SHAPE_SPHERE) imp_shape_sphere(h[0], shape);
      if (kind == IMP_SHAPE_CAPSULE) imp_shape_capsule(h[0], h[1], shape);
      if (kind == IMP_SHAPE_BOX) imp_shape_box(h, shape);
    }
    random_pose(&r, 0.0, &a);
    random_pose(&r, 0.0, &b);
    for (int k = 0; k < 3; k++) b.position[k] = (float)(scale * imp_rng_uniform(&r, -1, 1));
    int count = imp_collide(&sa, &a, &sb, &b, &m);
    IMP_CHECK_TRUE(s, count >= 0 && count <= IMP_MANIFOLD_POINTS);
    if (count == 0) continue;
    IMP_CHECK_NEAR(s, glm_vec3_norm(m.normal), 1.0, 16 * IMP_U);
    for (int p = 0; p < count; p++)
      IMP_CHECK_TRUE(s, m.point[p].depth >= 0.0f && isfinite(m.point[p].depth) &&
                            isfinite(m.point[p].position[0]) &&
                            isfinite(m.point[p].position[1]) &&
                            isfinite(m.point[p].position[2]));
  }
  /* poses that are not finite give no answer */
  const float bad[] = {NAN, INFINITY, -INFINITY};
  for (int ka = 0; ka < 4; ka++)
    for (int kb = 0; kb < 4; kb++)
      for (int i = 0; i < 6; i++) {
        imp_shape sa, sb;
        imp_transform a, b;
        imp_manifold m;
        if (ka == IMP_SHAPE_PLANE) imp_shape_plane((vec3){0, 1, 0}, 0.0f, &sa);
        else fuzz_shape(&r, (imp_shape_kind)ka, &sa);
        if (kb == IMP_SHAPE_PLANE) imp_shape_plane((vec3){0, 1, 0}, 0.0f, &sb);
        else fuzz_shape(&r, (imp_shape_kind)kb, &sb);
        place_body(&a, 0, 0, 0, 0, (vec3){0, 1, 0});
        place_body(&b, 0, 0, 0, 0, (vec3){0, 1, 0});
        imp_transform *posed = kb == IMP_SHAPE_PLANE ? &a : &b;
        if (i < 3) posed->position[i] = bad[i];
        else posed->rotation[i - 3][i % 3] = bad[i - 3]; /* an axis */
        
#line 4152 "chapters/08-collision.nw"
IMP_CHECK_TRUE(s, imp_collide(&sa, &a, &sb, &b, &m) == -1 && m.count == 0);
#line 4326 "chapters/08-collision.nw"
      }
}
#line 4358 "chapters/08-collision.nw"
/* A shape whose lengths are taken independently from 1e-2 to 1e2 times size. */
static void slender_shape(imp_rng *r, imp_shape_kind kind, double size, imp_shape *s) {
  vec3 h;
  for (int k = 0; k < 3; k++) h[k] = (float)(size * log_uniform(r, 1e-2, 1e2));
  if (kind == IMP_SHAPE_SPHERE) imp_shape_sphere(h[0], s);
  if (kind == IMP_SHAPE_CAPSULE) imp_shape_capsule(h[0], h[1], s);
  if (kind == IMP_SHAPE_BOX) imp_shape_box(h, s);
  if (kind == IMP_SHAPE_PLANE) imp_shape_plane((vec3){0, 1, 0}, 0.0f, s);
}

/* The points of the pair's manifold lie within both shapes grown by the depth. */
static int check_points_within(imp_check_state *s, imp_shape *sa, imp_transform *a,
                               imp_shape *sb, imp_transform *b) {
  imp_manifold m;
  int count = imp_collide(sa, a, sb, b, &m);
  imp_shape *shapes[2] = {sa, sb};
  imp_transform *bodies[2] = {a, b};
  double size = diameter(sa) + diameter(sb) + fabs(sa->offset) + fabs(sb->offset);
  double far = glm_vec3_norm(a->position) + glm_vec3_norm(b->position);
  double tol = 64 * IMP_U * (size + far);
  for (int p = 0; p < count; p++) {
    const imp_manifold_point *q = &m.point[p];
    
#line 4352 "chapters/08-collision.nw"
for (int i = 0; i < 2; i++)
  IMP_CHECK_LE(s, distance_to_shape(shapes[i], bodies[i], q->position),
               q->depth + tol);
#line 4381 "chapters/08-collision.nw"
  }
  return count;
}

static void check_slender(imp_check_state *s) {
  { /* a long box across a capsule, both at the origin */
    imp_shape box, capsule;
    imp_transform a, b;
    imp_shape_box((vec3){0.75f, 0.75f, 100.0f}, &box);
    imp_shape_capsule(1.35f, 1.35f, &capsule);
    place_body(&a, 0, 0, 0, 0, (vec3){0, 1, 0});
    place_body(&b, 0, 0, 0, 0, (vec3){0, 1, 0});
    glm_quat_init(b.orientation, 0.5f, 0.5f, 0.5f, 0.5f);
    glm_quatv(a.orientation, GLM_PI_4f, (vec3){1, 0, 0});
    imp_transform_update(&a);
    imp_transform_update(&b);
    IMP_CHECK_TRUE(s, check_points_within(s, &capsule, &a, &box, &b) > 0);
    IMP_CHECK_TRUE(s, check_points_within(s, &box, &b, &capsule, &a) > 0);
  }
  imp_rng r = imp_rng_seed(808);
  for (int ka = 0; ka < IMP_SHAPE_KINDS; ka++)
    for (int kb = 0; kb < IMP_SHAPE_KINDS; kb++) {
      if (ka == IMP_SHAPE_PLANE && kb == IMP_SHAPE_PLANE) continue;
      int contacts = 0;
      for (int n = 0; n < 20000; n++) {
        imp_shape sa, sb;
        imp_transform a, b;
        versor base;
        random_unit_quat(&r, base);
        slender_shape(&r, (imp_shape_kind)ka, 1.0, &sa);
        slender_shape(&r, (imp_shape_kind)kb, 1.0, &sb);
        fuzz_pose(&r, base, &a);
        fuzz_pose(&r, base, &b);
        double u[3], reach = 0.5 * (diameter(&sa) + diameter(&sb));
        imp_rng_direction(&r, u);
        double distance = imp_rng_uniform(&r, 0, 0.1 * reach);
        glm_vec3_zero(a.position);
        for (int k = 0; k < 3; k++) b.position[k] = (float)(distance * u[k]);
        if (ka == IMP_SHAPE_PLANE || kb == IMP_SHAPE_PLANE) {
          imp_shape *plane = ka == IMP_SHAPE_PLANE ? &sa : &sb;
          imp_transform *other = ka == IMP_SHAPE_PLANE ? &b : &a;
          imp_rng_direction(&r, u);
          vec3 normal = {(float)u[0], (float)u[1], (float)u[2]};
          imp_shape_plane(normal, glm_vec3_dot(normal, other->position) +
                                      (float)imp_rng_uniform(&r, -reach, reach), plane);
          imp_transform_identity(ka == IMP_SHAPE_PLANE ? &a : &b);
        }
        contacts += check_points_within(s, &sa, &a, &sb, &b) > 0;
      }
      IMP_CHECK_TRUE(s, contacts > 2000); /* the poses do reach the hard cases */
    }
}
#line 4476 "chapters/08-collision.nw"
typedef struct found_pose {
  const char *what;
  imp_shape_kind kind[2];
  float size[2][3];   /* radius and half height, or half extents */
  float position[2][3];
  float orientation[2][4]; /* x, y, z, w, as the fuzzer printed them */
} found_pose;

static void make_found_shape(imp_shape_kind kind, const float *size, imp_shape *dest) {
  if (kind == IMP_SHAPE_CAPSULE) imp_shape_capsule(size[0], size[1], dest);
  else imp_shape_box((float *)size, dest);
}

static void check_found_poses(imp_check_state *s) {
  static const found_pose poses[] = {
      {"capsule-capsule nearly parallel",
       {IMP_SHAPE_CAPSULE, IMP_SHAPE_CAPSULE},
       {{0.0101944068f, 98.2309647f}, {0.0101944068f, 98.2309647f}},
       {{6.22892403e-05f, -0.829194307f, -6.22892403e-05f},
        {6.22892403e-05f, -0.829194307f, -1.00696778f}},
       {{0.707114458f, -0.00298972987f, -2.16647095e-05f, -0.707092762f},
        {-0.497084647f, -0.500968039f, -0.500968039f, -0.500968039f}}},
      {"capsule along a box's edge",
       {IMP_SHAPE_CAPSULE, IMP_SHAPE_BOX},
       {{0.0199999996f, 0.499964893f}, {0.0108492803f, 0.0107854288f, 1.02727902f}},
       {{-0.0030109561f, -0.0199999996f, -0.0199224818f},
        {-0.0199987795f, 0.0076534315f, -0.00211798446f}},
       {{-0.500793278f, 0.496865511f, 0.499581218f, 0.502741873f},
        {-0.5f, -0.5f, -0.5f, -0.5f}}},
      {"two cubes grazing along nearly parallel edges",
       {IMP_SHAPE_BOX, IMP_SHAPE_BOX},
       {{2.60427165f, 2.60427165f, 2.60427165f}, {2.60427165f, 2.60427165f, 2.60427165f}},
       {{2.60427165f, 2.60427165f, -2.58408403f}, {-2.60427165f, -2.60427165f, -2.60427165f}},
       {{0.500019073f, 0.500141144f, 0.500141144f, -0.49969852f},
        {-0.5f, -0.5f, -0.5f, -0.5f}}},
      {"the same, turned the other way",
       {IMP_SHAPE_BOX, IMP_SHAPE_BOX},
       {{2.60427165f, 2.60427165f, 2.60427165f}, {2.60427165f, 2.60427165f, 2.60427165f}},
       {{2.60427165f, 2.60427165f, -2.60427165f}, {-2.60427165f, -2.60427165f, -2.60427165f}},
       {{-0.500167847f, -0.499938905f, -0.500167847f, -0.499725193f},
        {-0.5f, -0.5f, -0.5f, -0.5f}}},
      {"capsules 200 m long, 5 cm thin, a quarter of a milliradian from parallel",
       {IMP_SHAPE_CAPSULE, IMP_SHAPE_CAPSULE},
       {{0.0508021787f, 100.0f}, {0.0508021787f, 97.6528473f}},
       {{0.0509666614f, -0.0326530673f, -0.0251621343f},
        {-0.0509651043f, -0.0126425065f, -0.0509666614f}},
       {{0.50208503f, 0.497989774f, -0.497989774f, -0.501919329f},
        {-0.5f, -0.5f, -0.5f, -0.5f}}},
      {"thin rods crossing at edges 2.5 mrad from parallel",
       {IMP_SHAPE_BOX, IMP_SHAPE_BOX},
       {{0.0143503584f, 0.807029545f, 0.0143503584f},
        {0.0143463248f, 11.1252842f, 0.0143503584f}},
       {{0.0135703664f, 0.0136750368f, -0.0134569369f},
        {-0.0132252611f, -0.014346417f, -0.0132278884f}},
       {{-0.497023284f, -0.500988305f, -0.500988305f, -0.500988305f},
        {0.495624751f, 0.503264606f, 0.503264606f, 0.497800678f}}},
      {"a cube's edge just beside another's rim",
       {IMP_SHAPE_BOX, IMP_SHAPE_BOX},
       {{0.499964893f, 0.499964893f, 0.518280327f}, {0.499964893f, 0.50448215f, 0.499964893f}},
       {{0.500050366f, 0.0f, 0.000427289138f}, {0.0f, 1.20007205f, 0.0f}},
       {{0.0f, 0.0f, 0.38267073f, 0.923884809f},
        {-0.500152886f, -0.499949038f, -0.499949038f, -0.499949038f}}},
  };
  const double tol = 8 * IMP_U;
  for (size_t n = 0; n < sizeof poses / sizeof *poses; n++) {
    const found_pose *f = &poses[n];
    imp_shape sa, sb;
    imp_transform a, b;
    make_found_shape(f->kind[0], f->size[0], &sa);
    make_found_shape(f->kind[1], f->size[1], &sb);
    IMP_CHECK_TRUE(s, imp_transform_set(f->position[0], f->orientation[0], &a) == IMP_OK);
    IMP_CHECK_TRUE(s, imp_transform_set(f->position[1], f->orientation[1], &b) == IMP_OK);
    int touch_ab = check_points_within(s, &sa, &a, &sb, &b) > 0;
    int touch_ba = check_points_within(s, &sb, &b, &sa, &a) > 0;
    for (int order = 0; order < 2; order++) {
      imp_manifold m;
      int count = order ? imp_collide(&sb, &b, &sa, &a, &m) : imp_collide(&sa, &a, &sb, &b, &m);
      if (count == 0) continue;
      
#line 4470 "chapters/08-collision.nw"
IMP_CHECK_NEAR(s, glm_vec3_norm(m.normal), 1.0, tol);
for (int p = 0; p < count; p++) IMP_CHECK_TRUE(s, m.point[p].depth >= 0.0f);
IMP_CHECK_TRUE(s, touch_ab == touch_ba);
#line 4555 "chapters/08-collision.nw"
    }
  }
}
#line 4591 "chapters/08-collision.nw"
static void check_sphere_on_face(imp_check_state *s) {
  imp_rng r = imp_rng_seed(816);
  imp_shape box, ball;
  imp_shape_box((vec3){1.0f, 0.8f, 0.6f}, &box);
  imp_shape_sphere(0.5f, &ball);
  const double tol = 16 * IMP_U;
  for (int n = 0; n < 10000; n++) {
    imp_transform xa, xb;
    random_pose(&r, 0.0, &xb);
    if (n == 0) { /* the orientation that exposed it */
      glm_quat_init(xb.orientation, 0.385048181f, -0.38095814f, 0.598617017f, 0.590140998f);
      imp_transform_update(&xb);
    }
    imp_transform_identity(&xa);
    imp_transform_point(&xb, (vec3){1.0f, 0.3f, -0.2f}, xa.position);
    imp_manifold m;
    IMP_CHECK_TRUE(s, imp_collide(&ball, &xa, &box, &xb, &m) == 1);
    if (m.count != 1) continue;
    
#line 4585 "chapters/08-collision.nw"
for (int k = 0; k < 3; k++)
  IMP_CHECK_NEAR(s, m.normal[k], -xb.rotation[0][k], tol);
IMP_CHECK_NEAR(s, m.point[0].depth, 0.5, tol);
#line 4610 "chapters/08-collision.nw"
  }
}
#line 4898 "chapters/08-collision.nw"
/* The heights and x of the box's four bottom corners, in double, at
 * fraction s of the default run: tilt 12 deg about x fading at 0.4, 20 deg
 * about z fading at 0.7, lowest point at the prescribed height. */
static double bottom_corners(double s, double x[4], double y[4], double z[4]) {
  const double h[3] = {0.5, 0.25, 0.4}, offset = 0.8, start = 0.05, sink = 0.01;
  double b = glm_rad(12.0) * (s >= 0.4 ? 0.0 : 1 - s / 0.4);
  double a = glm_rad(20.0) * (s >= 0.7 ? 0.0 : 1 - s / 0.7);
  double height = s <= 0.2 ? start * (1 - s / 0.2) : -sink * fmin(1.0, (s - 0.2) / 0.6);
  double lowest = INFINITY, world[8][3];
  for (int i = 0; i < 8; i++) { /* R = Rz(a) Rx(b), applied to the corner */
    double c[3] = {i & 1 ? h[0] : -h[0], i & 2 ? h[1] : -h[1], i & 4 ? h[2] : -h[2]};
    double cx[3] = {c[0], cos(b) * c[1] - sin(b) * c[2], sin(b) * c[1] + cos(b) * c[2]};
    world[i][0] = cos(a) * cx[0] - sin(a) * cx[1];
    world[i][1] = sin(a) * cx[0] + cos(a) * cx[1];
    world[i][2] = cx[2];
    lowest = fmin(lowest, world[i][1]);
  }
  for (int k = 0, i = 0; i < 8; i++) {
    if (i & 2) continue; /* the bottom face: local y = -h_y */
    x[k] = world[i][0] + offset;
    y[k] = world[i][1] - lowest + height;
    z[k++] = world[i][2];
  }
  return -height;
}

static void check_contacts_experiment(imp_check_state *s) {
  const char *grounds[] = {"plane", "box"};
  for (int g = 0; g < 2; g++) {
    imp_table t;
    imp_table_runf(&t, "contacts", "ground=%s", grounds[g]);
    for (size_t n = 0; n < t.rows; n++) {
      double x[4], y[4], z[4], frac = imp_table_at(&t, n, "t");
      double depth = bottom_corners(frac, x, y, z), nearest = INFINITY;
      int expected = 0;
      for (int k = 0; k < 4; k++) { /* corners 0-1, 1-3, 3-2, 2-0 make the face */
        if (g == 0 || x[k] <= 1.0) expected += y[k] <= 0, nearest = fmin(nearest, fabs(y[k]));
        const int next[4] = {1, 3, 0, 2};
        int j = next[k];
        if (g == 1 && (x[k] - 1.0) * (x[j] - 1.0) < 0) { /* an edge crossing x = 1 */
          double w = (1.0 - x[k]) / (x[j] - x[k]), height = y[k] + w * (y[j] - y[k]);
          expected += height <= 0, nearest = fmin(nearest, fabs(height));
        }
      }
      IMP_CHECK_NEAR(s, imp_table_at(&t, n, "sink"), depth, 64 * IMP_U);
      if (nearest < 1e-5) continue; /* a transition: decided by rounding */
      
#line 4884 "chapters/08-collision.nw"
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "count"), expected, 0);
if (expected == 0) continue;
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "depth"), depth, 64 * IMP_U * 2);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "ny"), 1.0, 8 * IMP_U);
#line 4945 "chapters/08-collision.nw"
    }
    size_t last = t.rows - 1;
    int at_edge = 0, at_corner = 0;
    for (int p = 0; p < 4; p++) {
      char name[8];
      snprintf(name, sizeof name, "d%d", p);
      IMP_CHECK_NEAR(s, imp_table_at(&t, last, name), 0.01, 64 * IMP_U * 2);
      snprintf(name, sizeof name, "p%dx", p);
      double px = imp_table_at(&t, last, name);
      at_edge += fabs(px - 1.0) <= 64 * IMP_U * 2;
      at_corner += fabs(px - 0.3) <= 64 * IMP_U * 2;
    }
    
#line 4894 "chapters/08-collision.nw"
if (g == 1) IMP_CHECK_TRUE(s, at_edge == 2 && at_corner == 2);
#line 4958 "chapters/08-collision.nw"
    imp_table_free(&t);
  }
}

#line 470 "chapters/08-collision.nw"
static const imp_check checks[] = {
#line 621 "chapters/08-collision.nw"
{"support", "the support point is the shape's farthest point along u, and "
 "the bounds are h(e_i) and -h(-e_i)", check_support},
{"shape-refusals", "sizes not finite, positive and at most 1e6 m, and zero normals "
 "are refused, the shape untouched", check_shape_refusals},
#line 920 "chapters/08-collision.nw"
{"basis", "the contact basis is a rotation with n in column 0, for every unit "
 "normal incl. the world axes", check_basis},
{"source-basis", "the source's basis puts the floor's normal in column 1, has "
 "tangents of length 0.8 and one not perpendicular to n", check_source_basis},
#line 2648 "chapters/08-collision.nw"
{"keep-four", "of the eight corners of the octagon two turned cubes overlap in, "
 "the four kept span the inscribed square", check_keep_four},
#line 2718 "chapters/08-collision.nw"
{"keep-deepest", "a box pushed deep at a slant, five to seven corners below: the "
 "manifold keeps the deepest corner's depth", check_keep_deepest},
#line 3501 "chapters/08-collision.nw"
{"known", "every pair of kinds: depths, normals and points of configurations "
 "solved by hand; touching and apart", check_known},
#line 3709 "chapters/08-collision.nw"
{"box-box-brute-force", "SAT's normal has the least overlap (up to the face "
 "bias) over 15 axes and 150 random directions; points within depth/2 of each box",
 check_box_box_brute_force},
#line 3833 "chapters/08-collision.nw"
{"capsule-box-brute-force", "a capsule's depth on a box is r minus the segment's "
 "distance, or the least overlap, by sampling in double", check_capsule_box_brute_force},
#line 4023 "chapters/08-collision.nw"
{"swap-and-motion", "swapping the shapes flips the normal and keeps the points; "
 "a rigid motion moves the contacts with it", check_swap_and_motion},
#line 4126 "chapters/08-collision.nw"
{"feature-stability", "features stay while a box or capsule slides; the face "
 "bias holds the reference face of two jiggled equal cubes", check_feature_stability},
#line 4331 "chapters/08-collision.nw"
{"fuzz", "50000 random pairs, sizes 1e-3 to 1e3, degenerate poses: counts, unit "
 "normals, bounded depths, zero impulses, points within depth/2 of each shape; scales "
 "1e-30 to 1e6 m; -1 for a frame that is not finite", check_fuzz},
#line 4436 "chapters/08-collision.nw"
{"slender", "long thin boxes and capsules crossing every kind of shape: every contact "
 "point within both shapes grown by its depth", check_slender},
#line 4561 "chapters/08-collision.nw"
{"found-poses", "the fuzzer's poses: nearly parallel capsules, a capsule along a box's "
 "edge, cubes grazing along nearly parallel edges, long thin capsules and rods nearly "
 "parallel, a cube's edge beside another's rim; points within both shapes grown by the depth, unit normal, both orders",
 check_found_poses},
#line 4615 "chapters/08-collision.nw"
{"sphere-on-face", "a sphere centred on a box's face, in 10000 orientations: normal "
 "minus the face's, depth the radius", check_sphere_on_face},
#line 4964 "chapters/08-collision.nw"
{"contacts-experiment", "the box set down has 0, 1, 2, 4 points as its corners "
 "and clipped edges go below; depth as prescribed", check_contacts_experiment},
#line 472 "chapters/08-collision.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
