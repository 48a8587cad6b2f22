#line 90 "chapters/09-broadphase.nw"
/* aabb.h: axis-aligned bounding boxes (chapter 9). */
#ifndef IMP_AABB_H
#define IMP_AABB_H

#include <cglm/cglm.h>
#include <imp/shape.h> /* chapter 8's shapes, for imp_aabb_of_shape */
#include <imp/status.h>
#include <stdbool.h>

#line 106 "chapters/09-broadphase.nw"
typedef struct imp_aabb {
  vec3 min, max; /* corners in the world frame, m: min <= max on every axis */
} imp_aabb;

/* Closed boxes, so touching counts: min <= max of the other on each axis.
 * Comparisons only, hence exact; joined by & rather than && because each is
 * a coin toss that a branch would mispredict (section on the benchmark). */
static inline bool imp_aabb_overlap(const imp_aabb *a, const imp_aabb *b) {
  return (a->min[0] <= b->max[0]) & (b->min[0] <= a->max[0]) &
         (a->min[1] <= b->max[1]) & (b->min[1] <= a->max[1]) &
         (a->min[2] <= b->max[2]) & (b->min[2] <= a->max[2]);
}
#line 137 "chapters/09-broadphase.nw"
/* No NaN and min <= max on every axis; infinite corners are allowed. */
bool imp_aabb_valid(const imp_aabb *box);
/* dest = the smallest box that holds a and b. */
void imp_aabb_union(const imp_aabb *a, const imp_aabb *b, imp_aabb *dest);
/* dest = box grown by margin (m) on every side. IMP_BAD_VALUE, and dest
 * unchanged, for a margin that is negative or not a number. */
imp_status imp_aabb_fatten(const imp_aabb *box, float margin, imp_aabb *dest);
/* dest = the box and its copy moved by displacement, and all between. */
void imp_aabb_sweep(const imp_aabb *box, vec3 displacement, imp_aabb *dest);
#line 1534 "chapters/09-broadphase.nw"
/* dest = a box that holds the shape s at world transform xf with margin
 * (m), less two roundings of it, to spare on every side: chapter 8's bounds,
 * grown by the margin and by an allowance for their rounding, 6u times the
 * box's largest coordinate (a plane's box, every finite float, as it is).
 * IMP_BAD_VALUE, dest unchanged, for a margin that is negative or NaN or
 * bounds that are not a valid box (a NaN in the pose). */
imp_status imp_aabb_of_shape(const imp_shape *s, const imp_transform *xf, float margin,
                             imp_aabb *dest);

#line 102 "chapters/09-broadphase.nw"
#endif
