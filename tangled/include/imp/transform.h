#line 80 "chapters/08-collision.nw"
/* transform.h: frames, and the transforms between them (chapter 8). */
#ifndef IMP_TRANSFORM_H
#define IMP_TRANSFORM_H

#include <cglm/cglm.h>
#include <imp/body.h>
#include <imp/status.h>

typedef struct imp_transform {
  mat3 rotation;      /* R(orientation): its columns are the frame's axes */
  vec3 position;      /* the frame's origin, in the outer frame, m */
  versor orientation; /* the frame's rotation, unit */
} imp_transform;

#line 100 "chapters/08-collision.nw"
/* dest = the frame that is the outer frame itself. */
void imp_transform_identity(imp_transform *dest);
/* dest = the frame at position turned by orientation (normalised here).
 * IMP_BAD_VALUE, dest untouched, for a component that is not finite or a
 * zero quaternion. */
imp_status imp_transform_set(const vec3 position, const versor orientation,
                             imp_transform *dest);
/* Recompute the rotation after changing the orientation by hand. */
void imp_transform_update(imp_transform *t);
/* dest = the body's frame: its centre of mass and its axes. */
void imp_transform_of_body(const imp_body *b, imp_transform *dest);
/* dest = outer o inner, equation (transform-compose): the frame `inner`,
 * given in the frame `outer`, expressed in outer's own outer frame. dest may
 * be either argument. */
void imp_transform_mul(const imp_transform *outer, const imp_transform *inner,
                       imp_transform *dest);
#line 124 "chapters/08-collision.nw"
/* dest = R u: the direction u, given in the frame, in outer coordinates. */
static inline void imp_transform_vector(const imp_transform *t, const vec3 u, vec3 dest) {
  vec3 v = {u[0], u[1], u[2]};
  glm_mat3_mulv((vec3 *)t->rotation, v, dest);
}
/* dest = p + R r: the point r, given in the frame, in outer coordinates. */
static inline void imp_transform_point(const imp_transform *t, const vec3 r, vec3 dest) {
  imp_transform_vector(t, r, dest);
  glm_vec3_add((float *)t->position, dest, dest);
}
/* dest = R^T u: the components of the outer direction u along the axes. */
static inline void imp_transform_local_vector(const imp_transform *t, const vec3 u,
                                              vec3 dest) {
  vec3 v = {u[0], u[1], u[2]}; /* three lines, not a loop the compiler keeps */
  dest[0] = glm_vec3_dot((float *)t->rotation[0], v);
  dest[1] = glm_vec3_dot((float *)t->rotation[1], v);
  dest[2] = glm_vec3_dot((float *)t->rotation[2], v);
}
/* dest = R^T (x - p): the outer point x in the frame's coordinates. */
static inline void imp_transform_local_point(const imp_transform *t, const vec3 x,
                                             vec3 dest) {
  vec3 d;
  glm_vec3_sub((float *)x, (float *)t->position, d);
  imp_transform_local_vector(t, d, dest);
}

#line 96 "chapters/08-collision.nw"
#endif
