#line 773 "chapters/08-collision.nw"
/* manifold.c: the contact basis of chapter 8. */
#include <imp/manifold.h>

#include <math.h>

#line 782 "chapters/08-collision.nw"
void imp_manifold_basis(vec3 normal, mat3 dest) {
  float x = normal[0], y = normal[1], z = normal[2];
  float sign = copysignf(1.0f, z);
  float a = -1.0f / (sign + z), b = x * y * a;
  vec3 t1 = {1.0f + sign * x * x * a, sign * b, -sign * x};
  vec3 t2 = {b, sign + y * y * a, -y};
  glm_vec3_copy(normal, dest[0]);
  glm_vec3_copy(t1, dest[1]);
  glm_vec3_copy(t2, dest[2]);
}
