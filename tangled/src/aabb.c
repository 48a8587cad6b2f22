#line 149 "chapters/09-broadphase.nw"
/* aabb.c: the functions of chapter 9 on single boxes. */
#include <imp/aabb.h>

#include <float.h>
#include <math.h>

#line 159 "chapters/09-broadphase.nw"
bool imp_aabb_valid(const imp_aabb *box) {
  for (int k = 0; k < 3; k++) /* false for a NaN on either side */
    if (!(box->min[k] <= box->max[k])) return false;
  return true;
}

void imp_aabb_union(const imp_aabb *a, const imp_aabb *b, imp_aabb *dest) {
  for (int k = 0; k < 3; k++) { /* a comparison, not fminf: no call for NaN's rule */
    dest->min[k] = b->min[k] < a->min[k] ? b->min[k] : a->min[k];
    dest->max[k] = b->max[k] > a->max[k] ? b->max[k] : a->max[k];
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
#line 1545 "chapters/09-broadphase.nw"
imp_status imp_aabb_of_shape(const imp_shape *s, const imp_transform *xf, float margin,
                             imp_aabb *dest) {
  imp_aabb box;
  imp_shape_bounds(s, xf, box.min, box.max);
  if (!imp_aabb_valid(&box) || !(margin >= 0.0f)) return IMP_BAD_VALUE;
  if (s->kind == IMP_SHAPE_PLANE) {
    *dest = box;
    return IMP_OK;
  }
  float largest = 0.0f; /* max |m_i|, |M_i|: the rounding scales with it */
  for (int k = 0; k < 3; k++)
    largest = fmaxf(largest, fmaxf(fabsf(box.min[k]), fabsf(box.max[k])));
  return imp_aabb_fatten(&box, margin + 6.0f * (FLT_EPSILON / 2) * largest, dest);
}
