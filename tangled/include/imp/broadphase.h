#line 417 "chapters/09-broadphase.nw"
/* broadphase.h: sweep and prune on one axis (chapter 9). */
#ifndef IMP_BROADPHASE_H
#define IMP_BROADPHASE_H

#include <imp/aabb.h>
#include <imp/status.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#line 434 "chapters/09-broadphase.nw"
typedef struct imp_pair {
  uint32_t first, second; /* indices of two overlapping boxes, first < second */
} imp_pair;

typedef struct imp_sweep_entry {
  imp_aabb box;           /* a copy of boxes[index], refreshed by every update */
  uint32_t index;
} imp_sweep_entry;

typedef struct imp_broadphase {
  imp_sweep_entry *entries; /* the caller's storage, sorted by (min[axis], index) */
  size_t capacity;          /* entries it has room for */
  size_t count;             /* boxes given to the last update */
  int axis;                 /* the sweep axis: 0, 1 or 2 for x, y, z */
  bool built;               /* false until the first update after init */
  /* what the last update and the last query did */
  uint64_t swaps;           /* exchanges of neighbours made by the insertion sort */
  bool resorted;            /* the list was (re)built by a full sort instead */
  uint64_t candidates;      /* pairs whose intervals on the axis overlap */
} imp_broadphase;
#line 457 "chapters/09-broadphase.nw"
/* Use storage (capacity entries, caller-owned) and sweep along axis.
 * IMP_BAD_VALUE for an axis not 0, 1 or 2, a capacity above 2^32 - 1, or
 * no storage for a positive capacity. */
imp_status imp_broadphase_init(imp_broadphase *bp, imp_sweep_entry *storage,
                               size_t capacity, int axis);
/* Sweep along another axis (0, 1 or 2): the list of the last update is
 * sorted afresh at once, so the pairs stay those of its boxes. */
imp_status imp_broadphase_set_axis(imp_broadphase *bp, int axis);
/* Take the current boxes[0..count). IMP_FULL if count exceeds the capacity,
 * IMP_BAD_VALUE if a box is not valid; either way nothing changes. */
imp_status imp_broadphase_update(imp_broadphase *bp, const imp_aabb *boxes,
                                 size_t count);
/* The pairs of overlapping boxes of the last update, each once, smaller
 * index first, in sweep order. *found is how many there are; the first
 * min(capacity, *found) are written to pairs, and IMP_FULL says that was
 * not all of them. pairs may be NULL when capacity is 0; found may not
 * (IMP_BAD_VALUE). */
imp_status imp_broadphase_pairs(imp_broadphase *bp, imp_pair *pairs,
                                size_t capacity, size_t *found);
#line 720 "chapters/09-broadphase.nw"
/* Every pair of overlapping boxes by testing all n(n-1)/2 pairs, in the
 * order (0,1), (0,2), ..., with the contract of imp_broadphase_pairs;
 * IMP_BAD_VALUE, and nothing written, if a box is not valid. */
imp_status imp_broadphase_all_pairs(const imp_aabb *boxes, size_t count,
                                    imp_pair *pairs, size_t capacity, size_t *found);
#line 1347 "chapters/09-broadphase.nw"
/* The axis (0, 1 or 2) along which the centres of the boxes of finite
 * size have the largest variance: the sweep axis with the fewest
 * candidates for a scene spread out like a room. 0 if there are none
 * (boxes may be NULL then). */
int imp_broadphase_choose_axis(const imp_aabb *boxes, size_t count);

#line 430 "chapters/09-broadphase.nw"
#endif
