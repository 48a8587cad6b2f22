#line 136 "chapters/09-broadphase.nw"
/* aabb.c: the functions of chapter 9 on single boxes. */
#include <imp/aabb.h>

#include <math.h>

#line 145 "chapters/09-broadphase.nw"
bool imp_aabb_valid(const imp_aabb *box) {
  for (int k = 0; k < 3; k++) /* false for a NaN on either side */
    if (!(box->min[k] <= box->max[k])) return false;
  return true;
}

void imp_aabb_union(const imp_aabb *a, const imp_aabb *b, imp_aabb *dest) {
  for (int k = 0; k < 3; k++) {
    dest->min[k] = fminf(a->min[k], b->min[k]);
    dest->max[k] = fmaxf(a->max[k], b->max[k]);
  }
}

imp_status imp_aabb_fatten(const imp_aabb *box, float margin, imp_aabb *dest) {
  if (!(margin >= 0.0f)) return IMP_BAD_VALUE;
  for (int k = 0; k < 3; k++) {
    dest->min[k] = box->min[k] - margin;
    dest->max[k] = box->max[k] + margin;
  }
  return IMP_OK;
}

void imp_aabb_sweep(const imp_aabb *box, vec3 displacement, imp_aabb *dest) {
  for (int k = 0; k < 3; k++) {
    float d = displacement[k];
    dest->min[k] = box->min[k] + fminf(d, 0.0f);
    dest->max[k] = box->max[k] + fmaxf(d, 0.0f);
  }
}
