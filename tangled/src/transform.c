#line 159 "chapters/08-collision.nw"
/* transform.c: frames (chapter 8). */
#include <imp/transform.h>

#include <math.h>

void imp_transform_identity(imp_transform *dest) {
  glm_vec3_zero(dest->position);
  glm_quat_identity(dest->orientation);
  glm_mat3_identity(dest->rotation);
}

imp_status imp_transform_set(const vec3 position, const versor orientation,
                             imp_transform *dest) {
  float length = 0.0f;
  for (int i = 0; i < 4; i++) length += orientation[i] * orientation[i];
  length = sqrtf(length);
  int finite = isfinite(length);
  for (int i = 0; i < 3; i++) finite = finite && isfinite(position[i]);
  if (!finite || !(length > 0.0f)) return IMP_BAD_VALUE;
  for (int i = 0; i < 4; i++) dest->orientation[i] = orientation[i] / length;
  glm_vec3_copy((float *)position, dest->position);
  imp_transform_update(dest);
  return IMP_OK;
}

void imp_transform_update(imp_transform *t) {
  imp_quat_rotation(t->orientation, t->rotation);
}

void imp_transform_of_body(const imp_body *b, imp_transform *dest) {
  glm_vec3_copy((float *)b->position, dest->position);
  glm_vec4_copy((float *)b->orientation, dest->orientation);
  glm_mat3_copy((vec3 *)b->rotation, dest->rotation);
}

void imp_transform_mul(const imp_transform *outer, const imp_transform *inner,
                       imp_transform *dest) {
  imp_transform t;
  imp_transform_point(outer, inner->position, t.position);
  glm_quat_mul((float *)outer->orientation, (float *)inner->orientation, t.orientation);
  glm_mat3_mul((vec3 *)outer->rotation, (vec3 *)inner->rotation, t.rotation);
  *dest = t;
}
