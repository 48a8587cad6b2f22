#line 479 "chapters/09-broadphase.nw"
/* broadphase.c: sweep and prune (chapter 9). */
#include <imp/broadphase.h>

#include <math.h>

#line 488 "chapters/09-broadphase.nw"
imp_status imp_broadphase_init(imp_broadphase *bp, imp_sweep_entry *storage,
                               size_t capacity, int axis) {
  if (axis < 0 || axis > 2 || capacity > UINT32_MAX || (capacity > 0 && !storage))
    return IMP_BAD_VALUE;
  *bp = (imp_broadphase){.entries = storage, .capacity = capacity, .axis = axis};
  return IMP_OK;
}
#line 503 "chapters/09-broadphase.nw"
static imp_pair ordered_pair(uint32_t a, uint32_t b) {
  return a < b ? (imp_pair){a, b} : (imp_pair){b, a};
}

imp_status imp_broadphase_pairs(imp_broadphase *bp, imp_pair *pairs,
                                size_t capacity, size_t *found) {
  if (!found || (capacity > 0 && !pairs)) return IMP_BAD_VALUE;
  const int a = bp->axis, b = (a + 1) % 3, c = (a + 2) % 3;
  const imp_sweep_entry *e = bp->entries;
  const size_t n = bp->count;
  uint64_t candidates = 0;
  size_t total = 0;
  for (size_t i = 0; i < n; i++) {
    const imp_aabb *p = &e[i].box;
    for (size_t j = i + 1; j < n && e[j].box.min[a] <= p->max[a]; j++) {
      const imp_aabb *q = &e[j].box;
      candidates++;
      /* & and not &&: no branch on comparisons that are coin tosses */
      bool meet = (p->min[b] <= q->max[b]) & (q->min[b] <= p->max[b]) &
                  (p->min[c] <= q->max[c]) & (q->min[c] <= p->max[c]);
      if (meet) {
        if (total < capacity) pairs[total] = ordered_pair(e[i].index, e[j].index);
        total++;
      }
    }
  }
  bp->candidates = candidates;
  *found = total;
  return total > capacity ? IMP_FULL : IMP_OK;
}
#line 599 "chapters/09-broadphase.nw"
/* The total order of the list: by lower end on the axis, ties by index. */
static bool entry_after(const imp_sweep_entry *p, const imp_sweep_entry *q, int axis) {
  float a = p->box.min[axis], b = q->box.min[axis];
  return a > b || (a == b && p->index > q->index);
}

/* Insertion sort, one exchange per inversion; gives up, leaving a
 * permutation of the entries, once the exchanges pass the budget. */
static bool insertion_sort(imp_sweep_entry *e, size_t n, int axis, uint64_t budget,
                           uint64_t *swaps) {
  for (size_t i = 1; i < n; i++) {
    imp_sweep_entry moving = e[i];
    size_t j = i;
    while (j > 0 && entry_after(&e[j - 1], &moving, axis)) {
      e[j] = e[j - 1];
      j--;
      if (++*swaps > budget) {
        e[j] = moving;
        return false;
      }
    }
    e[j] = moving;
  }
  return true;
}

static void sift_down(imp_sweep_entry *e, size_t root, size_t n, int axis) {
  for (;;) {
    size_t child = 2 * root + 1;
    if (child >= n) return;
    if (child + 1 < n && entry_after(&e[child + 1], &e[child], axis)) child++;
    if (!entry_after(&e[child], &e[root], axis)) return;
    imp_sweep_entry t = e[root];
    e[root] = e[child];
    e[child] = t;
    root = child;
  }
}

/* Heapsort: O(n log n) whatever the order, in place. */
static void heap_sort(imp_sweep_entry *e, size_t n, int axis) {
  for (size_t i = n / 2; i-- > 0;) sift_down(e, i, n, axis);
  for (size_t end = n; end-- > 1;) {
    imp_sweep_entry t = e[0];
    e[0] = e[end];
    e[end] = t;
    sift_down(e, 0, end, axis);
  }
}

/* About the exchanges of a full sort: n times the bits of n. */
static uint64_t swap_budget(size_t n) {
  uint64_t bits = 0;
  for (size_t m = n; m > 0; m /= 2) bits++;
  return (uint64_t)n * bits;
}
#line 670 "chapters/09-broadphase.nw"
static void rebuild_list(imp_broadphase *bp, const imp_aabb *boxes, size_t count) {
  for (size_t i = 0; i < count; i++)
    bp->entries[i] = (imp_sweep_entry){.box = boxes[i], .index = (uint32_t)i};
  heap_sort(bp->entries, count, bp->axis);
  bp->count = count;
  bp->built = true;
  bp->resorted = true;
}

imp_status imp_broadphase_update(imp_broadphase *bp, const imp_aabb *boxes,
                                 size_t count) {
  if (count > bp->capacity) return IMP_FULL;
  if (count > 0 && !boxes) return IMP_BAD_VALUE;
  for (size_t i = 0; i < count; i++)
    if (!imp_aabb_valid(&boxes[i])) return IMP_BAD_VALUE;
  bp->swaps = 0;
  bp->resorted = false;
  if (!bp->built || count != bp->count) {
    rebuild_list(bp, boxes, count);
    return IMP_OK;
  }
  for (size_t i = 0; i < count; i++) bp->entries[i].box = boxes[bp->entries[i].index];
  if (!insertion_sort(bp->entries, count, bp->axis, swap_budget(count), &bp->swaps)) {
    heap_sort(bp->entries, count, bp->axis);
    bp->resorted = true;
  }
  return IMP_OK;
}
#line 707 "chapters/09-broadphase.nw"
imp_status imp_broadphase_set_axis(imp_broadphase *bp, int axis) {
  if (axis < 0 || axis > 2) return IMP_BAD_VALUE;
  if (axis != bp->axis) heap_sort(bp->entries, bp->count, axis);
  bp->axis = axis;
  return IMP_OK;
}
#line 728 "chapters/09-broadphase.nw"
imp_status imp_broadphase_all_pairs(const imp_aabb *boxes, size_t count,
                                    imp_pair *pairs, size_t capacity, size_t *found) {
  if (count > UINT32_MAX || (count > 0 && !boxes) || !found || (capacity > 0 && !pairs))
    return IMP_BAD_VALUE;
  for (size_t i = 0; i < count; i++)
    if (!imp_aabb_valid(&boxes[i])) return IMP_BAD_VALUE;
  size_t total = 0;
  for (size_t i = 0; i < count; i++)
    for (size_t j = i + 1; j < count; j++)
      if (imp_aabb_overlap(&boxes[i], &boxes[j])) {
        if (total < capacity) pairs[total] = (imp_pair){(uint32_t)i, (uint32_t)j};
        total++;
      }
  *found = total;
  return total > capacity ? IMP_FULL : IMP_OK;
}
#line 1355 "chapters/09-broadphase.nw"
/* The centre of a box, in double: no overflow for huge corners. */
static double centre_of(const imp_aabb *b, int k) {
  return 0.5 * ((double)b->min[k] + b->max[k]);
}

/* Finite corners and a size that does not overflow: not a half-space's box,
 * infinite or (chapter 8's) from -FLT_MAX to FLT_MAX. */
static bool finite_size(const imp_aabb *b) {
  for (int k = 0; k < 3; k++)
    if (!isfinite(b->max[k] - b->min[k])) return false;
  return true;
}

int imp_broadphase_choose_axis(const imp_aabb *boxes, size_t count) {
  double mean[3] = {0}, spread[3] = {0}; /* squares of floats overflow floats */
  size_t used = 0;
  for (size_t i = 0; i < count && boxes; i++)
    if (finite_size(&boxes[i])) {
      used++;
      for (int k = 0; k < 3; k++) mean[k] += centre_of(&boxes[i], k);
    }
  if (used == 0) return 0;
  for (int k = 0; k < 3; k++) mean[k] /= (double)used;
  for (size_t i = 0; i < count; i++)
    if (finite_size(&boxes[i]))
      for (int k = 0; k < 3; k++) {
        double d = centre_of(&boxes[i], k) - mean[k];
        spread[k] += d * d;
      }
  int best = 0;
  for (int k = 1; k < 3; k++)
    if (spread[k] > spread[best]) best = k;
  return best;
}
