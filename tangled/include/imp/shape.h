#line 44 "chapters/08-collision.nw"
/* shape.h: collision shapes, their support points and bounds (chapter 8). */
#ifndef IMP_SHAPE_H
#define IMP_SHAPE_H

#include <cglm/cglm.h>
#include <imp/body.h>
#include <imp/status.h>

typedef enum imp_shape_kind {
  IMP_SHAPE_SPHERE,
  IMP_SHAPE_CAPSULE, /* a segment along the body y axis, swept by a sphere */
  IMP_SHAPE_BOX,
  IMP_SHAPE_PLANE,   /* the static half-space n.x <= offset, in the world frame */
  IMP_SHAPE_KINDS
} imp_shape_kind;

typedef struct imp_shape {
  imp_shape_kind kind;
  float radius;       /* sphere, capsule: m */
  float half_height;  /* capsule: half the length of its segment, m */
  vec3 half_extents;  /* box: along the body axes, m */
  vec3 normal;        /* plane: unit, pointing out of the solid */
  float offset;       /* plane: n.x on its surface, m */
} imp_shape;

#line 116 "chapters/08-collision.nw"
/* dest = R^T u: the components of the world vector u along the body axes. */
static inline void imp_body_local_vector(const imp_body *b, const vec3 u, vec3 dest) {
  vec3 v = {u[0], u[1], u[2]};
  for (int k = 0; k < 3; k++) dest[k] = glm_vec3_dot((float *)b->rotation[k], v);
}
#line 89 "chapters/08-collision.nw"
/* Each returns IMP_BAD_VALUE and leaves *dest untouched if a size is not
 * finite and positive (a capsule's half height may be 0) or exceeds
 * IMP_SHAPE_SIZE_MAX, or the plane's normal is not finite or has zero length. */
#define IMP_SHAPE_SIZE_MAX 1e6f /* m */
imp_status imp_shape_sphere(float radius, imp_shape *dest);
imp_status imp_shape_capsule(float radius, float half_height, imp_shape *dest);
imp_status imp_shape_box(vec3 half_extents, imp_shape *dest);
imp_status imp_shape_plane(vec3 normal, float offset, imp_shape *dest);
#line 181 "chapters/08-collision.nw"
/* dest = a point of the shape on body b farthest along direction (which
 * need not be unit; for a zero direction, any point of the shape will do and
 * one is given). IMP_BAD_VALUE and dest untouched for a plane, unbounded. */
imp_status imp_shape_support(const imp_shape *s, const imp_body *b, vec3 direction,
                             vec3 dest);
#line 224 "chapters/08-collision.nw"
/* The world-axis-aligned box [min, max] that holds the shape on body b.
 * A plane's is every finite float. */
void imp_shape_bounds(const imp_shape *s, const imp_body *b, vec3 min, vec3 max);

#line 72 "chapters/08-collision.nw"
#endif
