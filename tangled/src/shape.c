#line 277 "chapters/08-collision.nw"
/* shape.c: the shapes of chapter 8. */
#include <imp/shape.h>

#include <float.h>
#include <math.h>

#line 287 "chapters/08-collision.nw"
static int is_size(float x) { return x > 0.0f && x <= IMP_SHAPE_SIZE_MAX; }

imp_status imp_shape_sphere(float radius, imp_shape *dest) {
  if (!is_size(radius)) return IMP_BAD_VALUE;
  *dest = (imp_shape){.kind = IMP_SHAPE_SPHERE, .radius = radius};
  return IMP_OK;
}

imp_status imp_shape_capsule(float radius, float half_height, imp_shape *dest) {
  if (!is_size(radius) || !(half_height == 0.0f || is_size(half_height)))
    return IMP_BAD_VALUE;
  *dest = (imp_shape){.kind = IMP_SHAPE_CAPSULE, .radius = radius,
                      .half_height = half_height};
  return IMP_OK;
}

imp_status imp_shape_box(vec3 half_extents, imp_shape *dest) {
  for (int i = 0; i < 3; i++)
    if (!is_size(half_extents[i])) return IMP_BAD_VALUE;
  *dest = (imp_shape){.kind = IMP_SHAPE_BOX};
  glm_vec3_copy(half_extents, dest->half_extents);
  return IMP_OK;
}

imp_status imp_shape_plane(vec3 normal, float offset, imp_shape *dest) {
  float length = glm_vec3_norm(normal);
  if (!(length > 0.0f) || !isfinite(length) || !isfinite(offset)) return IMP_BAD_VALUE;
  *dest = (imp_shape){.kind = IMP_SHAPE_PLANE, .offset = offset / length};
  glm_vec3_scale(normal, 1.0f / length, dest->normal);
  return IMP_OK;
}
#line 353 "chapters/08-collision.nw"
imp_status imp_shape_support(const imp_shape *s, const imp_transform *xf,
                             vec3 direction, vec3 dest) {
  if (s->kind == IMP_SHAPE_PLANE) return IMP_BAD_VALUE;
  vec3 point, local;
  glm_vec3_copy((float *)xf->position, point);
  imp_transform_local_vector(xf, direction, local);
  if (s->kind == IMP_SHAPE_BOX)
    for (int k = 0; k < 3; k++)
      glm_vec3_muladds((float *)xf->rotation[k],
                       local[k] < 0.0f ? -s->half_extents[k] : s->half_extents[k], point);
  if (s->kind == IMP_SHAPE_CAPSULE)
    glm_vec3_muladds((float *)xf->rotation[1],
                     local[1] < 0.0f ? -s->half_height : s->half_height, point);
  float length = glm_vec3_norm(direction);
  if (s->kind != IMP_SHAPE_BOX && length > 0.0f)
    glm_vec3_muladds(direction, s->radius / length, point);
  glm_vec3_copy(point, dest);
  return IMP_OK;
}
#line 394 "chapters/08-collision.nw"
void imp_shape_bounds(const imp_shape *s, const imp_transform *xf, vec3 min, vec3 max) {
  if (s->kind == IMP_SHAPE_PLANE) {
    glm_vec3_fill(min, -FLT_MAX);
    glm_vec3_fill(max, FLT_MAX);
    return;
  }
  vec3 reach; /* h(e_i) - c_i, the same both ways by symmetry */
  for (int i = 0; i < 3; i++) {
    const float (*r)[3] = (const float (*)[3])xf->rotation; /* r[k][i] = R_ik */
    if (s->kind == IMP_SHAPE_BOX)
      reach[i] = s->half_extents[0] * fabsf(r[0][i]) +
                 s->half_extents[1] * fabsf(r[1][i]) + s->half_extents[2] * fabsf(r[2][i]);
    else /* sphere (half height 0) or capsule */
      reach[i] = s->half_height * fabsf(r[1][i]) + s->radius;
  }
  glm_vec3_sub((float *)xf->position, reach, min);
  glm_vec3_add((float *)xf->position, reach, max);
}
