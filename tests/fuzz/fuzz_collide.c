/* fuzz_collide.c: a libFuzzer target for the narrow phase (imp_collide).
 *
 * An input is two shapes and their poses, decoded from bytes so that every
 * input is a valid scene at one length scale (see decode). For every pair
 * of kinds (sphere, capsule, box, plane) it asserts what any contact must
 * satisfy, whatever the algorithm:
 *   - the count is between 0 and IMP_MANIFOLD_POINTS, and is what it returns;
 *   - the normal is finite and of unit length (within 1e-5);
 *   - every depth is finite and not negative;
 *   - every point lies within both shapes grown by its depth (within a
 *     tolerance of 1e-4 times the scene's size: rounding in single
 *     precision of lengths of that size is a few 2^-24 of it, so the
 *     tolerance leaves a factor of about 1,600, and a point on a wrong
 *     lever arm is off by a fraction of the size, not 1e-4 of it);
 *   - both argument orders agree on whether the shapes touch, unless the
 *     deepest point is within that tolerance of touching; for two boxes,
 *     within that tolerance plus what chapter 8's bias toward faces may add
 *     to the least overlap (its bound: depth <= (least + e) / 0.9, with e =
 *     0.005 of the smaller box's smallest half extent), since boxes that
 *     barely touch may be reported at that depth by one order and as apart
 *     by the other.
 * A failure prints the decoded scene and the manifold, then aborts, which
 * libFuzzer reports as a finding and saves as a reproducer.
 */
#include <imp/collide.h>

#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ---- the one place that knows how the narrow phase takes a pose. Chapter
 * 8 on main takes bodies; once the world's chapter gives it transforms
 * (imp_transform, whose header defines IMP_TRANSFORM_H), this takes those. */
typedef struct pose {
  vec3 position;
  versor orientation; /* unit */
} pose;

static int collide(const imp_shape *a, const pose *pa, const imp_shape *b, const pose *pb,
                   imp_manifold *m) {
#ifdef IMP_TRANSFORM_H
  imp_transform xa, xb;
  if (imp_transform_set(pa->position, (float *)pa->orientation, &xa) != IMP_OK ||
      imp_transform_set(pb->position, (float *)pb->orientation, &xb) != IMP_OK)
    abort(); /* decode makes only finite poses with unit quaternions */
  return imp_collide(a, &xa, b, &xb, m);
#else
  imp_body ba, bb;
  imp_body_init(&ba);
  imp_body_init(&bb);
  glm_vec3_copy((float *)pa->position, ba.position);
  glm_vec3_copy((float *)pb->position, bb.position);
  glm_quat_copy((float *)pa->orientation, ba.orientation);
  glm_quat_copy((float *)pb->orientation, bb.orientation);
  imp_body_update(&ba);
  imp_body_update(&bb);
  return imp_collide(a, &ba, b, &bb, m);
#endif
}

/* ---- decoding: bytes to a scene */

typedef struct reader {
  const uint8_t *data;
  size_t size, at;
} reader;

static unsigned next_byte(reader *r) { return r->at < r->size ? r->data[r->at++] : 0u; }

static unsigned next_u16(reader *r) {
  unsigned low = next_byte(r);
  return low | next_byte(r) << 8;
}

static double next_signed(reader *r) { /* in [-1, 1], with 32768 exactly 0 */
  return fmax(-1.0, ((double)next_u16(r) - 32768.0) / 32767.0);
}

/* A length from 0.01 m to 100 m, even in its logarithm: aspect ratios up to
 * 10^4 are as likely as round shapes. */
static double next_length(reader *r) { return pow(10.0, -2.0 + 4.0 * next_u16(r) / 65535.0); }

typedef struct body_case {
  imp_shape shape;
  pose pose;
  double sizes[3]; /* what made the shape, for the report */
} body_case;

/* One shape: kind (1 byte), three lengths (2 bytes each), a position (3 x 2
 * bytes) in units of the scene's scale, an orientation (4 x 2 bytes). A
 * plane passes through the position, its normal the pose's y axis, both in
 * the world; its own pose is then the identity. */
static void decode_body(reader *r, double scale, body_case *c) {
  imp_shape_kind kind = (imp_shape_kind)(next_byte(r) % IMP_SHAPE_KINDS);
  for (int i = 0; i < 3; i++) c->sizes[i] = next_length(r);
  if (kind == IMP_SHAPE_CAPSULE && c->sizes[1] < 0.0101) c->sizes[1] = 0.0; /* a sphere */
  for (int i = 0; i < 3; i++) c->pose.position[i] = (float)(scale * next_signed(r));
  double q[4], norm = 0.0;
  for (int i = 0; i < 4; i++) q[i] = next_signed(r), norm += q[i] * q[i];
  if (norm < 1e-6) q[0] = q[1] = q[2] = 0.0, q[3] = 1.0, norm = 1.0;
  for (int i = 0; i < 4; i++) c->pose.orientation[i] = (float)(q[i] / sqrt(norm));
  imp_status status = IMP_OK;
  switch (kind) {
  case IMP_SHAPE_SPHERE: status = imp_shape_sphere((float)c->sizes[0], &c->shape); break;
  case IMP_SHAPE_CAPSULE:
    status = imp_shape_capsule((float)c->sizes[0], (float)c->sizes[1], &c->shape);
    break;
  case IMP_SHAPE_BOX: {
    vec3 half = {(float)c->sizes[0], (float)c->sizes[1], (float)c->sizes[2]};
    status = imp_shape_box(half, &c->shape);
  } break;
  default: {
    mat3 rotation;
    vec3 normal;
    glm_quat_mat3(c->pose.orientation, rotation);
    glm_vec3_copy(rotation[1], normal);
    status = imp_shape_plane(normal, glm_vec3_dot(normal, c->pose.position), &c->shape);
    /* that normal and offset are the world's: the plane's own frame is the
     * identity (imp_collide would otherwise turn and move them again) */
    glm_vec3_zero(c->pose.position);
    glm_quat_identity(c->pose.orientation);
  } break;
  }
  if (status != IMP_OK) abort(); /* every decoded size is in range */
}

/* ---- the one shape-specific check: how far a point lies outside a shape
 * (0 or less inside), in double precision so that the check's own rounding
 * does not count */

static void to_double(const float *v, double d[3]) {
  for (int i = 0; i < 3; i++) d[i] = v[i];
}

static double distance_outside(const body_case *c, const float *point) {
  double p[3], x[3], local[3], r[3][3];
  mat3 rotation;
  to_double(point, p);
  to_double(c->pose.position, x);
  glm_quat_mat3((float *)c->pose.orientation, rotation);
  for (int k = 0; k < 3; k++) to_double(rotation[k], r[k]); /* r[k] = axis k */
  for (int k = 0; k < 3; k++)
    local[k] = r[k][0] * (p[0] - x[0]) + r[k][1] * (p[1] - x[1]) + r[k][2] * (p[2] - x[2]);
  const imp_shape *s = &c->shape;
  switch (s->kind) {
  case IMP_SHAPE_PLANE:
    return s->normal[0] * p[0] + s->normal[1] * p[1] + s->normal[2] * p[2] - s->offset;
  case IMP_SHAPE_BOX: {
    double outside = 0.0;
    for (int k = 0; k < 3; k++) {
      double gap = fabs(local[k]) - s->half_extents[k];
      if (gap > 0.0) outside += gap * gap;
    }
    return sqrt(outside);
  }
  default: { /* sphere, capsule: distance to the segment along y, less the radius */
    double h = s->kind == IMP_SHAPE_CAPSULE ? s->half_height : 0.0;
    double y = fmax(-h, fmin(h, local[1]));
    return sqrt(local[0] * local[0] + (local[1] - y) * (local[1] - y) + local[2] * local[2]) -
           s->radius;
  }
  }
}

/* ---- the checks */

static const char *const kind_names[] = {"sphere", "capsule", "box", "plane"};

static void print_case(const char *which, const body_case *c) {
  const imp_shape *s = &c->shape;
  fprintf(stderr, "  %s: %s", which, kind_names[s->kind]);
  if (s->kind == IMP_SHAPE_SPHERE) fprintf(stderr, " radius %.9g", s->radius);
  if (s->kind == IMP_SHAPE_CAPSULE)
    fprintf(stderr, " radius %.9g half height %.9g", s->radius, s->half_height);
  if (s->kind == IMP_SHAPE_BOX)
    fprintf(stderr, " half extents (%.9g, %.9g, %.9g)", s->half_extents[0],
            s->half_extents[1], s->half_extents[2]);
  if (s->kind == IMP_SHAPE_PLANE)
    fprintf(stderr, " normal (%.9g, %.9g, %.9g) offset %.9g", s->normal[0], s->normal[1],
            s->normal[2], s->offset);
  fprintf(stderr, "\n     at (%.9g, %.9g, %.9g), quaternion (x, y, z, w) = (%.9g, %.9g, %.9g, %.9g)\n",
          c->pose.position[0], c->pose.position[1], c->pose.position[2],
          c->pose.orientation[0], c->pose.orientation[1], c->pose.orientation[2],
          c->pose.orientation[3]);
}

static void print_manifold(const char *which, const imp_manifold *m, int count) {
  fprintf(stderr, "  imp_collide(%s) returned %d; normal (%.9g, %.9g, %.9g)\n", which, count,
          m->normal[0], m->normal[1], m->normal[2]);
  for (int i = 0; i < m->count && i < IMP_MANIFOLD_POINTS; i++)
    fprintf(stderr, "     point %d at (%.9g, %.9g, %.9g), depth %.9g, feature %#x\n", i,
            m->point[i].position[0], m->point[i].position[1], m->point[i].position[2],
            m->point[i].depth, (unsigned)m->point[i].feature);
}

typedef struct scene {
  body_case a, b;
  double tolerance; /* m */
  imp_manifold ab, ba;
  int count_ab, count_ba;
} scene;

static void fail(const scene *s, const char *format, ...) __attribute__((format(printf, 2, 3)));
static void fail(const scene *s, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  fputs("narrow phase: ", stderr);
  vfprintf(stderr, format, ap);
  va_end(ap);
  fprintf(stderr, " (tolerance %.3g m)\n", s->tolerance);
  print_case("a", &s->a);
  print_case("b", &s->b);
  print_manifold("a, b", &s->ab, s->count_ab);
  print_manifold("b, a", &s->ba, s->count_ba);
  abort();
}

static double deepest(const imp_manifold *m) {
  double depth = 0.0;
  for (int i = 0; i < m->count; i++) depth = fmax(depth, m->point[i].depth);
  return depth;
}

/* The properties of one manifold, from first to second. */
static void check_manifold(const scene *s, const imp_manifold *m, int count,
                           const body_case *first, const body_case *second,
                           const char *order) {
  if (count != m->count || count < 0 || count > IMP_MANIFOLD_POINTS)
    fail(s, "(%s) returned %d with %d points in the manifold", order, count, m->count);
  if (count == 0) return;
  double length = sqrt((double)m->normal[0] * m->normal[0] +
                       (double)m->normal[1] * m->normal[1] +
                       (double)m->normal[2] * m->normal[2]);
  if (!isfinite(length) || fabs(length - 1.0) > 1e-5)
    fail(s, "(%s) normal of length %.9g", order, length);
  for (int i = 0; i < count; i++) {
    const imp_manifold_point *p = &m->point[i];
    if (!isfinite(p->depth) || p->depth < 0.0f)
      fail(s, "(%s) point %d has depth %.9g", order, i, p->depth);
    double out_first = distance_outside(first, p->position);
    double out_second = distance_outside(second, p->position);
    if (!(out_first <= p->depth + s->tolerance) || !(out_second <= p->depth + s->tolerance))
      fail(s, "(%s) point %d lies %.6g m outside the first shape and %.6g m outside the "
              "second, more than its depth %.6g m", order, i, out_first, out_second, p->depth);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  reader r = {data, size, 0};
  scene s;
  memset(&s, 0, sizeof s);
  double scale = next_length(&r);
  decode_body(&r, scale, &s.a);
  decode_body(&r, scale, &s.b);
  if (s.a.shape.kind == IMP_SHAPE_PLANE && s.b.shape.kind == IMP_SHAPE_PLANE) return 0;
  double size_of_scene = scale;
  for (int i = 0; i < 3; i++)
    size_of_scene = fmax(size_of_scene, fmax(s.a.sizes[i], s.b.sizes[i]));
  s.tolerance = 1e-4 * size_of_scene;
  s.count_ab = collide(&s.a.shape, &s.a.pose, &s.b.shape, &s.b.pose, &s.ab);
  s.count_ba = collide(&s.b.shape, &s.b.pose, &s.a.shape, &s.a.pose, &s.ba);
  check_manifold(&s, &s.ab, s.count_ab, &s.a, &s.b, "a, b");
  check_manifold(&s, &s.ba, s.count_ba, &s.b, &s.a, "b, a");
  double grazing = s.tolerance; /* a depth that may be reported for boxes that graze */
  if (s.a.shape.kind == IMP_SHAPE_BOX && s.b.shape.kind == IMP_SHAPE_BOX) {
    double least = fmin(s.a.sizes[0], fmin(s.a.sizes[1], s.a.sizes[2]));
    least = fmin(least, fmin(s.b.sizes[0], fmin(s.b.sizes[1], s.b.sizes[2])));
    grazing += 0.005 * least / 0.9;
  }
  if ((s.count_ab > 0) != (s.count_ba > 0) && fmax(deepest(&s.ab), deepest(&s.ba)) > grazing)
    fail(&s, "the two orders disagree on touching");
  return 0;
}
