#line 222 "chapters/08-collision.nw"
/* shape.h: collision shapes, their support points and bounds (chapter 8). */
#ifndef IMP_SHAPE_H
#define IMP_SHAPE_H

#include <cglm/cglm.h>
#include <imp/status.h>
#include <imp/transform.h>

typedef enum imp_shape_kind {
  IMP_SHAPE_SPHERE,
  IMP_SHAPE_CAPSULE, /* a segment along its frame's y axis, swept by a sphere */
  IMP_SHAPE_BOX,
  IMP_SHAPE_PLANE,   /* the half-space n.x <= offset of its frame, never moving */
  IMP_SHAPE_KINDS
} imp_shape_kind;

typedef struct imp_shape {
  imp_shape_kind kind;
  float radius;       /* sphere, capsule: m */
  float half_height;  /* capsule: half the length of its segment, m */
  vec3 half_extents;  /* box: along its frame's axes, m */
  vec3 normal;        /* plane: unit, pointing out of the solid, in its frame */
  float offset;       /* plane: n.x on its surface, m */
} imp_shape;

#line 266 "chapters/08-collision.nw"
/* Each returns IMP_BAD_VALUE and leaves *dest untouched if a size is not
 * finite and positive (a capsule's half height may be 0) or exceeds
 * IMP_SHAPE_SIZE_MAX, or the plane's normal is not finite or has zero length. */
#define IMP_SHAPE_SIZE_MAX 1e6f /* m */
imp_status imp_shape_sphere(float radius, imp_shape *dest);
imp_status imp_shape_capsule(float radius, float half_height, imp_shape *dest);
imp_status imp_shape_box(vec3 half_extents, imp_shape *dest);
imp_status imp_shape_plane(vec3 normal, float offset, imp_shape *dest);
#line 344 "chapters/08-collision.nw"
/* dest = a point of the shape at world transform xf farthest along
 * direction (which need not be unit; for a zero direction, any point of the
 * shape will do and one is given). IMP_BAD_VALUE and dest untouched for a
 * plane, unbounded. */
imp_status imp_shape_support(const imp_shape *s, const imp_transform *xf,
                             vec3 direction, vec3 dest);
#line 388 "chapters/08-collision.nw"
/* The world-axis-aligned box [min, max] that holds the shape at world
 * transform xf. A plane's is every finite float. */
void imp_shape_bounds(const imp_shape *s, const imp_transform *xf, vec3 min, vec3 max);

#line 249 "chapters/08-collision.nw"
#endif
