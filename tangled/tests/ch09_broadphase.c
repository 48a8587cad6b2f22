#line 205 "chapters/09-broadphase.nw"
/* Chapter 9's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "random.h"

#include <imp/aabb.h>
#include <imp/broadphase.h>
#include <imp/collide.h>
#include <imp/tree.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "shared/cube-room.h"

#line 765 "chapters/09-broadphase.nw"
static int pair_order(const void *p, const void *q) {
  const imp_pair *a = p, *b = q;
  if (a->first != b->first) return a->first < b->first ? -1 : 1;
  if (a->second != b->second) return a->second < b->second ? -1 : 1;
  return 0;
}

static bool intervals_meet(double a0, double a1, double b0, double b1) {
  return fmax(a0, b0) <= fmin(a1, b1);
}

/* The reference: every pair whose boxes share a point, in order. */
static size_t reference_pairs(const imp_aabb *boxes, size_t n, imp_pair *out) {
  size_t count = 0;
  for (size_t i = 0; i < n; i++)
    for (size_t j = i + 1; j < n; j++) {
      bool meet = true;
      for (int k = 0; k < 3; k++)
        meet = meet && intervals_meet(boxes[i].min[k], boxes[i].max[k],
                                      boxes[j].min[k], boxes[j].max[k]);
      if (meet) out[count++] = (imp_pair){(uint32_t)i, (uint32_t)j};
    }
  return count;
}

/* Assert that the n boxes' broad-phase pairs equal the reference's: update,
 * query with room for them all, sort, compare. */
static void expect_reference_pairs(imp_check_state *s, imp_broadphase *bp,
                                   const imp_aabb *boxes, size_t n) {
  size_t room = n * (n - (n > 0)) / 2 + 1, found = 0;
  imp_pair *got = malloc(room * sizeof *got), *want = malloc(room * sizeof *want);
  IMP_CHECK_TRUE(s, imp_broadphase_update(bp, boxes, n) == IMP_OK);
  IMP_CHECK_TRUE(s, imp_broadphase_pairs(bp, got, room, &found) == IMP_OK);
  size_t expected = reference_pairs(boxes, n, want);
  
#line 757 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, found == expected);
if (found == expected) {
  qsort(got, found, sizeof *got, pair_order);
  IMP_CHECK_TRUE(s, found == 0 || memcmp(got, want, found * sizeof *got) == 0);
}
#line 800 "chapters/09-broadphase.nw"
  IMP_CHECK_TRUE(s, bp->candidates >= found);
  free(got);
  free(want);
}

/* The list is sorted by (min[axis], index), holds each box once, and its
 * copies equal the boxes. */
static bool list_is_sound(const imp_broadphase *bp, const imp_aabb *boxes) {
  size_t n = bp->count;
  bool *seen = calloc(n + 1, sizeof *seen), sound = true;
  for (size_t i = 0; i < n && sound; i++) {
    const imp_sweep_entry *e = &bp->entries[i];
    sound = e->index < n && !seen[e->index] &&
            memcmp(&e->box, &boxes[e->index], sizeof e->box) == 0;
    if (sound) seen[e->index] = true;
    if (sound && i > 0) {
      const imp_sweep_entry *d = &bp->entries[i - 1];
      float a = d->box.min[bp->axis], b = e->box.min[bp->axis];
      sound = a < b || (a == b && d->index < e->index);
    }
  }
  free(seen);
  return sound;
}
#line 233 "chapters/09-broadphase.nw"
static bool box_holds(const imp_aabb *b, const float p[3]) {
  for (int k = 0; k < 3; k++)
    if (p[k] < b->min[k] || p[k] > b->max[k]) return false;
  return true;
}

static bool share_a_grid_point(const imp_aabb *a, const imp_aabb *b) {
  for (int x = 0; x <= 4; x++)
    for (int y = 0; y <= 4; y++)
      for (int z = 0; z <= 4; z++) {
        float p[3] = {(float)x, (float)y, (float)z};
        if (box_holds(a, p) && box_holds(b, p)) return true;
      }
  return false;
}

static void grid_box(imp_rng *r, imp_aabb *b) {
  for (int k = 0; k < 3; k++) {
    float u = (float)(int)imp_rng_uniform(r, 0, 5), v = (float)(int)imp_rng_uniform(r, 0, 5);
    b->min[k] = fminf(u, v);
    b->max[k] = fmaxf(u, v);
  }
}

static void check_aabb_overlap(imp_check_state *s) {
  imp_rng r = imp_rng_seed(901);
  for (int n = 0; n < 20000; n++) {
    imp_aabb a, b;
    grid_box(&r, &a);
    grid_box(&r, &b);
    bool overlap = imp_aabb_overlap(&a, &b);
    
#line 200 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, overlap == share_a_grid_point(&a, &b));
IMP_CHECK_TRUE(s, overlap == imp_aabb_overlap(&b, &a));
#line 265 "chapters/09-broadphase.nw"
    if (!overlap) { /* some axis shows a gap */
      float gap = 0;
      for (int k = 0; k < 3; k++)
        gap = fmaxf(gap, fmaxf(b.min[k] - a.max[k], a.min[k] - b.max[k]));
      IMP_CHECK_TRUE(s, gap > 0);
    }
  }
}
#line 303 "chapters/09-broadphase.nw"
static bool box_inside(const imp_aabb *inner, const imp_aabb *outer) {
  for (int k = 0; k < 3; k++)
    if (inner->min[k] < outer->min[k] || inner->max[k] > outer->max[k]) return false;
  return true;
}

static void random_box(imp_rng *r, imp_aabb *b) {
  double scale = pow(10, imp_rng_uniform(r, -6, 6));
  for (int k = 0; k < 3; k++) {
    double centre = scale * imp_rng_uniform(r, -1, 1), half = scale * imp_rng_uniform(r, 0, 1);
    b->min[k] = (float)(centre - half);
    b->max[k] = (float)(centre + half);
  }
}

static void check_grow_boxes(imp_check_state *s) {
  imp_rng r = imp_rng_seed(908);
  for (int n = 0; n < 20000; n++) {
    imp_aabb a, b, u, fat, moved, swept;
    random_box(&r, &a);
    random_box(&r, &b);
    imp_aabb_union(&a, &b, &u);
    IMP_CHECK_TRUE(s, box_inside(&a, &u) && box_inside(&b, &u));
    for (int k = 0; k < 3; k++) {
      IMP_CHECK_TRUE(s, u.min[k] == a.min[k] || u.min[k] == b.min[k]);
      IMP_CHECK_TRUE(s, u.max[k] == a.max[k] || u.max[k] == b.max[k]);
    }
    float margin = (float)(pow(10, imp_rng_uniform(&r, -6, 6)) * imp_rng_uniform(&r, 0, 1));
    IMP_CHECK_TRUE(s, imp_aabb_fatten(&a, margin, &fat) == IMP_OK);
    
#line 294 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, box_inside(&a, &fat));
for (int k = 0; k < 3; k++) {
  double low = (double)a.min[k] - margin, high = (double)a.max[k] + margin;
  IMP_CHECK_NEAR(s, fat.min[k], low, IMP_U * fabs(low));
  IMP_CHECK_NEAR(s, fat.max[k], high, IMP_U * fabs(high));
}
#line 333 "chapters/09-broadphase.nw"
    imp_aabb kept = fat;
    IMP_CHECK_TRUE(s, imp_aabb_fatten(&a, -margin - 1, &fat) == IMP_BAD_VALUE);
    IMP_CHECK_TRUE(s, imp_aabb_fatten(&a, NAN, &fat) == IMP_BAD_VALUE);
    IMP_CHECK_TRUE(s, memcmp(&kept, &fat, sizeof fat) == 0);
    vec3 d;
    for (int k = 0; k < 3; k++) {
      d[k] = (float)(pow(10, imp_rng_uniform(&r, -6, 6)) * imp_rng_uniform(&r, -1, 1));
      moved.min[k] = a.min[k] + d[k];
      moved.max[k] = a.max[k] + d[k];
    }
    imp_aabb_sweep(&a, d, &swept);
    IMP_CHECK_TRUE(s, box_inside(&a, &swept) && box_inside(&moved, &swept));
    for (int k = 0; k < 3; k++) {
      IMP_CHECK_TRUE(s, swept.min[k] == a.min[k] || swept.min[k] == moved.min[k]);
      IMP_CHECK_TRUE(s, swept.max[k] == a.max[k] || swept.max[k] == moved.max[k]);
    }
  }
}
#line 840 "chapters/09-broadphase.nw"
static void random_boxes(imp_rng *r, imp_aabb *boxes, size_t n, double room,
                         double largest) {
  for (size_t i = 0; i < n; i++)
    for (int k = 0; k < 3; k++) {
      double centre = imp_rng_uniform(r, 0, room), half = imp_rng_uniform(r, 0, largest / 2);
      boxes[i].min[k] = (float)(centre - half);
      boxes[i].max[k] = (float)(centre + half);
    }
}

static void check_pairs_static(imp_check_state *s) {
  imp_rng r = imp_rng_seed(902);
  enum { MOST = 400 };
  imp_aabb *boxes = malloc(MOST * sizeof *boxes);
  imp_sweep_entry *storage = malloc(MOST * sizeof *storage);
  for (int scene = 0; scene < 60; scene++) {
    size_t n = (size_t)imp_rng_uniform(&r, 0, MOST + 1);
    random_boxes(&r, boxes, n, 10, imp_rng_uniform(&r, 0.1, 4));
    imp_broadphase bp;
    imp_broadphase_init(&bp, storage, MOST, scene % 3);
    expect_reference_pairs(s, &bp, boxes, n);
    IMP_CHECK_TRUE(s, list_is_sound(&bp, boxes));
    /* another axis: the same pairs at once, before any update */
    size_t found = 0, all = 0;
    IMP_CHECK_TRUE(s, imp_broadphase_set_axis(&bp, (scene + 1) % 3) == IMP_OK);
    
#line 833 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, list_is_sound(&bp, boxes));
imp_broadphase_pairs(&bp, NULL, 0, &found);
imp_broadphase_all_pairs(boxes, n, NULL, 0, &all);
IMP_CHECK_TRUE(s, found == all);
#line 866 "chapters/09-broadphase.nw"
  }
  free(boxes);
  free(storage);
}
#line 905 "chapters/09-broadphase.nw"
static void set_box(imp_aabb *b, float x0, float y0, float z0, float x1, float y1, float z1) {
  *b = (imp_aabb){{x0, y0, z0}, {x1, y1, z1}};
}

static void check_pairs_degenerate(imp_check_state *s) {
  enum { MOST = 200 };
  imp_aabb boxes[MOST];
  imp_sweep_entry storage[MOST];
  imp_broadphase bp;
  imp_broadphase_init(&bp, storage, MOST, 0);
  size_t found = 1;
  /* none, and one */
  IMP_CHECK_TRUE(s, imp_broadphase_update(&bp, NULL, 0) == IMP_OK);
  IMP_CHECK_TRUE(s, imp_broadphase_pairs(&bp, NULL, 0, &found) == IMP_OK && found == 0);
  set_box(&boxes[0], 0, 0, 0, 1, 1, 1);
  expect_reference_pairs(s, &bp, boxes, 1);
  /* identical boxes; then all on one point */
  for (int i = 0; i < 50; i++) set_box(&boxes[i], -1, 2, 3, 4, 5, 6);
  expect_reference_pairs(s, &bp, boxes, 50);
  IMP_CHECK_TRUE(s, bp.candidates == 1225);
  for (int i = 0; i < 100; i++) set_box(&boxes[i], 3, 3, 3, 3, 3, 3);
  expect_reference_pairs(s, &bp, boxes, 100);
  IMP_CHECK_TRUE(s, bp.candidates == 4950);
  /* points on a 3 x 3 x 3 grid: pairs exactly where they coincide */
  imp_rng r = imp_rng_seed(903);
  for (int i = 0; i < MOST; i++) {
    float p[3];
    for (int k = 0; k < 3; k++) p[k] = (float)(int)imp_rng_uniform(&r, 0, 3);
    set_box(&boxes[i], p[0], p[1], p[2], p[0], p[1], p[2]);
  }
  expect_reference_pairs(s, &bp, boxes, MOST);
  /* exact touching: a face, an edge, a corner; then one ulp apart */
  set_box(&boxes[0], 0, 0, 0, 1, 1, 1);
  set_box(&boxes[1], 1, 0, 0, 2, 1, 1);   /* face x = 1 */
  set_box(&boxes[2], -1, 1, 0, 0, 2, 1);  /* edge x = 0, y = 1 */
  set_box(&boxes[3], 1, 1, 1, 2, 2, 2);   /* corner (1, 1, 1) */
  set_box(&boxes[4], -2, -2, -2, -0.0f, -0.0f, -0.0f); /* corner at -0 = +0 */
  
#line 893 "chapters/09-broadphase.nw"
expect_reference_pairs(s, &bp, boxes, 5); /* 0-1, 0-2, 0-3, 0-4 and the edge 1-3 */
IMP_CHECK_TRUE(s, imp_broadphase_pairs(&bp, NULL, 0, &found) == IMP_FULL && found == 5);
#line 943 "chapters/09-broadphase.nw"
  float apart = nextafterf(1.0f, 2.0f);
  set_box(&boxes[1], apart, 0, 0, 2, 1, 1);
  set_box(&boxes[3], apart, apart, apart, 2, 2, 2);
  expect_reference_pairs(s, &bp, boxes, 5); /* only 0-2 and 0-4 are left */
  IMP_CHECK_TRUE(s, imp_broadphase_pairs(&bp, NULL, 0, &found) == IMP_FULL && found == 2);
  /* huge, infinite and subnormal coordinates, in random scenes */
  const float big = 3e38f, tiny = 1e-44f;
  for (int scene = 0; scene < 3; scene++) {
    float scale = scene == 0 ? 3e37f : scene == 1 ? 1e-45f : 1.0f;
    random_boxes(&r, boxes, MOST, 10, 3);
    for (int i = 0; i < MOST; i++)
      for (int k = 0; k < 3; k++) {
        boxes[i].min[k] *= scale;
        boxes[i].max[k] *= scale;
      }
    set_box(&boxes[0], -INFINITY, -INFINITY, -INFINITY, INFINITY, 0, INFINITY); /* ground */
    set_box(&boxes[1], -big, -big, -big, -tiny, tiny, big);
    set_box(&boxes[2], tiny, -tiny, 0, big, FLT_MAX, INFINITY);
    for (int axis = 0; axis < 3; axis++) {
      imp_broadphase_set_axis(&bp, axis);
      expect_reference_pairs(s, &bp, boxes, MOST);
    }
  }
  /* refusals change nothing */
  imp_broadphase_set_axis(&bp, 0);
  random_boxes(&r, boxes, 100, 10, 3);
  imp_broadphase_update(&bp, boxes, 100);
  imp_pair before[200], after[200];
  size_t had = 0, has = 0;
  imp_broadphase_pairs(&bp, before, 200, &had);
  imp_aabb good = boxes[7];
  boxes[7].min[1] = NAN;
  IMP_CHECK_TRUE(s, imp_broadphase_update(&bp, boxes, 100) == IMP_BAD_VALUE);
  boxes[7] = good;
  boxes[7].min[2] = boxes[7].max[2] + 1;
  IMP_CHECK_TRUE(s, imp_broadphase_update(&bp, boxes, 100) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_broadphase_update(&bp, boxes, MOST + 1) == IMP_FULL);
  IMP_CHECK_TRUE(s, imp_broadphase_all_pairs(boxes, 100, after, 200, &has) == IMP_BAD_VALUE);
  boxes[7] = good;
  imp_broadphase_pairs(&bp, after, 200, &has);
  
#line 901 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, had == has && memcmp(before, after, had * sizeof *after) == 0);
#line 984 "chapters/09-broadphase.nw"
  IMP_CHECK_TRUE(s, imp_broadphase_init(&bp, storage, MOST, 3) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_broadphase_init(&bp, NULL, 1, 0) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_broadphase_set_axis(&bp, -1) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_broadphase_pairs(&bp, after, 200, NULL) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_broadphase_pairs(&bp, NULL, 1, &has) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_broadphase_all_pairs(boxes, 10, NULL, 1, &has) == IMP_BAD_VALUE);
}
#line 1013 "chapters/09-broadphase.nw"
static void check_full_buffer(imp_check_state *s) {
  enum { N = 300, ROOM = N * (N - 1) / 2 };
  imp_aabb *boxes = malloc(N * sizeof *boxes);
  imp_sweep_entry *storage = malloc(N * sizeof *storage);
  imp_pair *want = malloc(ROOM * sizeof *want), *got = malloc((ROOM + 1) * sizeof *got);
  imp_rng r = imp_rng_seed(904);
  random_boxes(&r, boxes, N, 10, 2);
  size_t expected = reference_pairs(boxes, N, want), found = 0;
  imp_broadphase bp;
  imp_broadphase_init(&bp, storage, N, 1);
  imp_broadphase_update(&bp, boxes, N);
  IMP_CHECK_TRUE(s, imp_broadphase_pairs(&bp, NULL, 0, &found) == IMP_FULL);
  IMP_CHECK_TRUE(s, found == expected && expected > 20);
  for (size_t room = 1; room < expected; room += expected / 7) {
    const imp_pair sentinel = {UINT32_MAX, UINT32_MAX};
    for (size_t i = 0; i <= room; i++) got[i] = sentinel;
    found = 0;
    
#line 1007 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, imp_broadphase_pairs(&bp, got, room, &found) == IMP_FULL);
IMP_CHECK_TRUE(s, found == expected);
IMP_CHECK_TRUE(s, memcmp(&got[room], &sentinel, sizeof sentinel) == 0);
#line 1031 "chapters/09-broadphase.nw"
    qsort(got, room, sizeof *got, pair_order);
    for (size_t i = 0; i < room; i++) {
      IMP_CHECK_TRUE(s, bsearch(&got[i], want, expected, sizeof *want, pair_order) != NULL);
      IMP_CHECK_TRUE(s, i == 0 || pair_order(&got[i - 1], &got[i]) < 0);
    }
  }
  IMP_CHECK_TRUE(s, imp_broadphase_pairs(&bp, got, expected, &found) == IMP_OK);
  IMP_CHECK_TRUE(s, imp_broadphase_all_pairs(boxes, N, got, 3, &found) == IMP_FULL);
  IMP_CHECK_TRUE(s, found == expected);
  free(boxes);
  free(storage);
  free(want);
  free(got);
}
#line 1084 "chapters/09-broadphase.nw"
/* Inversions between the list's order and the order of the new keys. */
static uint64_t inversions(const imp_sweep_entry *old, size_t n, const imp_aabb *boxes,
                           int axis) {
  uint64_t count = 0;
  for (size_t p = 0; p < n; p++)
    for (size_t q = p + 1; q < n; q++) {
      imp_sweep_entry a = {boxes[old[p].index], old[p].index};
      imp_sweep_entry b = {boxes[old[q].index], old[q].index};
      float ka = a.box.min[axis], kb = b.box.min[axis];
      count += ka > kb || (ka == kb && a.index > b.index);
    }
  return count;
}

/* Pairs whose lower ends were closer than they moved: the bound on swaps. */
static uint64_t close_pairs(const imp_sweep_entry *old, size_t n, const imp_aabb *boxes,
                            int axis) {
  uint64_t count = 0;
  for (size_t p = 0; p < n; p++)
    for (size_t q = p + 1; q < n; q++) {
      double gap = (double)old[q].box.min[axis] - old[p].box.min[axis];
      double dp = fabs((double)boxes[old[p].index].min[axis] - old[p].box.min[axis]);
      double dq = fabs((double)boxes[old[q].index].min[axis] - old[q].box.min[axis]);
      count += fabs(gap) <= dp + dq;
    }
  return count;
}

/* The list carried through the steps equals one built from scratch. */
static bool same_as_fresh(const imp_broadphase *bp, const imp_aabb *boxes) {
  imp_sweep_entry *storage = malloc((bp->count + 1) * sizeof *storage);
  imp_broadphase fresh;
  imp_broadphase_init(&fresh, storage, bp->count, bp->axis);
  imp_broadphase_update(&fresh, boxes, bp->count);
  bool same = memcmp(storage, bp->entries, bp->count * sizeof *storage) == 0;
  free(storage);
  return same;
}

static void check_pairs_moving(imp_check_state *s) {
  enum { N = 200, BUDGET = N * 8 }; /* 200 has 8 binary digits */
  imp_sweep_entry storage[N], old[N];
  imp_rng r = imp_rng_seed(905);
  for (int axis = 0; axis < 3; axis++) {
    cube_room room;
    cube_room_alloc(&room, N);
    cube_room_fill(&room, &r, 1.0f, (vec3){12, 12, 12}, 4.0f);
    imp_broadphase bp;
    imp_broadphase_init(&bp, storage, N, axis);
    expect_reference_pairs(s, &bp, room.boxes, N);
    for (int step = 1; step <= 300; step++) {
      memcpy(old, storage, sizeof old);
      if (step % 100 == 0) cube_room_scatter(&room, &r, N / 10);
      cube_room_step(&room, 0.02f);
      uint64_t want = inversions(old, N, room.boxes, axis);
      uint64_t bound = close_pairs(old, N, room.boxes, axis);
      expect_reference_pairs(s, &bp, room.boxes, N);
      IMP_CHECK_TRUE(s, list_is_sound(&bp, room.boxes));
      
#line 1074 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, same_as_fresh(&bp, room.boxes));
if (want <= BUDGET) { /* the insertion sort finished */
  IMP_CHECK_TRUE(s, !bp.resorted && bp.swaps == want);
  IMP_CHECK_TRUE(s, bp.swaps <= bound);
} else { /* it stopped one past the budget */
  IMP_CHECK_TRUE(s, bp.resorted && bp.swaps == BUDGET + 1);
}
#line 1143 "chapters/09-broadphase.nw"
    }
    cube_room_scatter(&room, &r, N);
    imp_broadphase_update(&bp, room.boxes, N);
    IMP_CHECK_TRUE(s, bp.resorted && bp.swaps == BUDGET + 1);
    IMP_CHECK_TRUE(s, list_is_sound(&bp, room.boxes));
    expect_reference_pairs(s, &bp, room.boxes, N);
    cube_room_free(&room);
  }
}
#line 1416 "chapters/09-broadphase.nw"
static void check_choose_axis(imp_check_state *s) {
  enum { N = 600 };
  imp_sweep_entry storage[N];
  imp_rng r = imp_rng_seed(906);
  IMP_CHECK_TRUE(s, imp_broadphase_choose_axis(NULL, 0) == 0);
  IMP_CHECK_TRUE(s, imp_broadphase_choose_axis(NULL, 5) == 0);
  /* two boxes spread along z; a half-space's box counted at the origin would
   * make it y */
  imp_aabb few[3];
  set_box(&few[0], 4, 99, -1, 6, 101, 1);
  set_box(&few[1], 4, 99, 0.5f, 6, 101, 2.5f);
  set_box(&few[2], -FLT_MAX, -FLT_MAX, -FLT_MAX, FLT_MAX, FLT_MAX, FLT_MAX);
  IMP_CHECK_TRUE(s, imp_broadphase_choose_axis(few, 3) == 2);
  for (int axis = 0; axis < 3; axis++) {
    cube_room room;
    cube_room_alloc(&room, N);
    vec3 size = {10, 10, 10};
    size[axis] = 40;
    cube_room_fill(&room, &r, 1.0f, size, 0.0f);
    set_box(&room.boxes[0], -INFINITY, -INFINITY, -INFINITY, INFINITY, 0, INFINITY);
    set_box(&room.boxes[1], -FLT_MAX, -FLT_MAX, -FLT_MAX, FLT_MAX, FLT_MAX, FLT_MAX);
    
#line 1407 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, imp_broadphase_choose_axis(room.boxes, N) == axis);
#line 1438 "chapters/09-broadphase.nw"
    for (int i = 2; i < N; i++) /* the same room, 10^30 times larger */
      for (int k = 0; k < 3; k++) {
        room.boxes[i].min[k] *= 1e30f;
        room.boxes[i].max[k] *= 1e30f;
      }
    IMP_CHECK_TRUE(s, imp_broadphase_choose_axis(room.boxes, N) == axis);
    cube_room_fill(&room, &r, 1.0f, size, 0.0f); /* a fresh room of that shape */
    uint64_t candidates[3];
    for (int k = 0; k < 3; k++) {
      imp_broadphase bp;
      size_t found;
      imp_broadphase_init(&bp, storage, N, k);
      imp_broadphase_update(&bp, room.boxes, N);
      imp_broadphase_pairs(&bp, NULL, 0, &found);
      candidates[k] = bp.candidates;
    }
    
#line 1411 "chapters/09-broadphase.nw"
for (int k = 0; k < 3; k++)
  if (k != axis) IMP_CHECK_TRUE(s, candidates[axis] < candidates[k]);
#line 1455 "chapters/09-broadphase.nw"
    cube_room_free(&room);
  }
}
#line 1589 "chapters/09-broadphase.nw"
/* A shape of each kind in turn, sizes in [0.01, 10] m, on a body turned at
 * random and placed up to far from the origin. */
static void random_shape_on_body(imp_rng *r, int n, double far, imp_shape *shape,
                                 imp_transform *b) {
  vec3 h;
  for (int k = 0; k < 3; k++) h[k] = (float)pow(10, imp_rng_uniform(r, -2, 1));
  if (n % 3 == 0) imp_shape_sphere(h[0], shape);
  if (n % 3 == 1) imp_shape_capsule(h[0], h[1], shape);
  if (n % 3 == 2) imp_shape_box(h, shape);
  imp_transform_identity(b);
  for (int k = 0; k < 3; k++) b->position[k] = (float)imp_rng_uniform(r, -far, far);
  for (int k = 0; k < 4; k++) b->orientation[k] = (float)imp_rng_uniform(r, -1, 1);
  glm_quat_normalize(b->orientation);
  imp_transform_update(b);
}

/* The exact box, in double, of the shape's support points: corners, the
 * capsule's segment ends or the centre, widened by the radius. */
static void exact_box(const imp_shape *shape, const imp_transform *b, double lo[3],
                      double hi[3]) {
  const bool box = shape->kind == IMP_SHAPE_BOX;
  const int corners = box ? 8 : shape->kind == IMP_SHAPE_CAPSULE ? 2 : 1;
  const double round = box ? 0.0 : shape->radius;
  for (int i = 0; i < 3; i++) lo[i] = INFINITY, hi[i] = -INFINITY;
  for (int n = 0; n < corners; n++) {
    double local[3] = {0, 0, 0}; /* corner n: the bits of n pick the signs */
    for (int k = 0; k < 3 && box; k++)
      local[k] = (n >> k & 1 ? 1 : -1) * (double)shape->half_extents[k];
    if (shape->kind == IMP_SHAPE_CAPSULE) local[1] = (n ? 1 : -1) * (double)shape->half_height;
    for (int i = 0; i < 3; i++) {
      double x = b->position[i];
      for (int k = 0; k < 3; k++) x += (double)b->rotation[k][i] * local[k];
      lo[i] = fmin(lo[i], x - round);
      hi[i] = fmax(hi[i], x + round);
    }
  }
}

static void check_shape_boxes(imp_check_state *s) {
  imp_rng r = imp_rng_seed(909);
  const int shapes = 30000;
  int shaved = 0;
  for (int n = 0; n < shapes; n++) {
    imp_shape shape;
    imp_transform b;
    random_shape_on_body(&r, n, pow(10, imp_rng_uniform(&r, -1, 3)), &shape, &b);
    double lo[3], hi[3];
    exact_box(&shape, &b, lo, hi);
    imp_aabb bare, held, spare;
    imp_shape_bounds(&shape, &b, bare.min, bare.max);
    IMP_CHECK_TRUE(s, imp_aabb_of_shape(&shape, &b, 0.0f, &held) == IMP_OK);
    float margin = (float)pow(10, imp_rng_uniform(&r, -6, 2));
    IMP_CHECK_TRUE(s, imp_aabb_of_shape(&shape, &b, margin, &spare) == IMP_OK);
    bool cut = false;
    for (int i = 0; i < 3; i++) {
      double c = b.position[i], reach = 0.5 * (hi[i] - lo[i]);
      double e = IMP_U * (fabs(c) + 4 * reach) * (1 + 8 * IMP_U);
      
#line 1581 "chapters/09-broadphase.nw"
IMP_CHECK_NEAR(s, bare.min[i], lo[i], e);
IMP_CHECK_NEAR(s, bare.max[i], hi[i], e);
IMP_CHECK_TRUE(s, held.min[i] <= lo[i] && hi[i] <= held.max[i]);
double spared = margin * (1 - 2 * IMP_U); /* the margin less two roundings */
IMP_CHECK_TRUE(s, spare.min[i] <= lo[i] - spared && hi[i] + spared <= spare.max[i]);
#line 1647 "chapters/09-broadphase.nw"
      cut = cut || bare.min[i] > lo[i] || bare.max[i] < hi[i];
    }
    shaved += cut;
  }
  IMP_CHECK_TRUE(s, shaved > shapes / 2);
  /* a plane's box as it is; refusals */
  imp_shape ground, ball;
  imp_transform b;
  imp_aabb box, kept = {{1, 2, 3}, {4, 5, 6}};
  imp_shape_plane((vec3){0, 1, 0}, 0.0f, &ground);
  imp_shape_sphere(1.0f, &ball);
  imp_transform_identity(&b);
  IMP_CHECK_TRUE(s, imp_aabb_of_shape(&ground, &b, 0.5f, &box) == IMP_OK);
  IMP_CHECK_TRUE(s, box.min[1] == -FLT_MAX && box.max[1] == FLT_MAX);
  box = kept;
  IMP_CHECK_TRUE(s, imp_aabb_of_shape(&ball, &b, -1.0f, &box) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_aabb_of_shape(&ball, &b, NAN, &box) == IMP_BAD_VALUE);
  b.position[2] = NAN;
  IMP_CHECK_TRUE(s, imp_aabb_of_shape(&ball, &b, 0.0f, &box) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, memcmp(&box, &kept, sizeof box) == 0);
}
#line 1705 "chapters/09-broadphase.nw"
/* The offset from the centre, in double, of the shape's support point
 * along sign e_axis (the positive side where the sign of a term is 0). */
static void support_offset(const imp_shape *shape, const imp_transform *b, int axis, int sign,
                           double out[3]) {
  /* the direction in body axes is sign times row axis of R */
  double local[3] = {0, 0, 0}, round = shape->kind == IMP_SHAPE_BOX ? 0 : shape->radius;
  for (int k = 0; k < 3 && shape->kind == IMP_SHAPE_BOX; k++)
    local[k] = (sign * b->rotation[k][axis] < 0 ? -1 : 1) * (double)shape->half_extents[k];
  if (shape->kind == IMP_SHAPE_CAPSULE)
    local[1] = (sign * b->rotation[1][axis] < 0 ? -1 : 1) * (double)shape->half_height;
  for (int i = 0; i < 3; i++) {
    out[i] = i == axis ? sign * round : 0;
    for (int k = 0; k < 3; k++) out[i] += (double)b->rotation[k][i] * local[k];
  }
}

static bool pair_listed(const imp_pair *pairs, size_t count, uint32_t i, uint32_t j) {
  imp_pair key = {i, j};
  return bsearch(&key, pairs, count, sizeof *pairs, pair_order) != NULL;
}

/* The scene's pairs in order, from the boxes of imp_aabb_of_shape (held) or
 * of the bare bounds; returns how many. */
static size_t scene_pairs(const imp_shape *shapes, const imp_transform *bodies, size_t n,
                          bool held, imp_aabb *boxes, imp_sweep_entry *storage,
                          imp_pair *pairs, size_t room) {
  for (size_t i = 0; i < n; i++) {
    if (held) imp_aabb_of_shape(&shapes[i], &bodies[i], 0.0f, &boxes[i]);
    else imp_shape_bounds(&shapes[i], &bodies[i], boxes[i].min, boxes[i].max);
  }
  imp_broadphase bp;
  size_t count = 0;
  imp_broadphase_init(&bp, storage, n, imp_broadphase_choose_axis(boxes, n));
  imp_broadphase_update(&bp, boxes, n);
  imp_broadphase_pairs(&bp, pairs, room, &count);
  qsort(pairs, count, sizeof *pairs, pair_order);
  return count;
}

static void check_shapes_promise(imp_check_state *s) {
  enum { N = 120, ROOM = N * (N - 1) / 2 };
  static imp_shape shapes[N];
  static imp_transform bodies[N];
  static imp_aabb boxes[N];
  static imp_sweep_entry storage[N];
  static imp_pair held[ROOM], bare[ROOM];
  imp_rng r = imp_rng_seed(910);
  long set_touching = 0, found_touching = 0, dropped_held = 0, dropped_bare = 0;
  for (int scene = 0; scene < 20; scene++) {
    imp_shape_plane((vec3){0, 1, 0}, -20.0f, &shapes[0]); /* the ground, y <= -20 */
    imp_transform_identity(&bodies[0]);                    /* in the world frame */
    for (int n = 1; n < N; n++) random_shape_on_body(&r, n, 30.0, &shapes[n], &bodies[n]);
    for (int n = 1; n + 1 < N / 2; n += 2) { /* n + 1 touches n along axis k */
      int k = (int)imp_rng_uniform(&r, 0, 3);
      double up[3], down[3];
      support_offset(&shapes[n], &bodies[n], k, 1, up);
      support_offset(&shapes[n + 1], &bodies[n + 1], k, -1, down);
      for (int i = 0; i < 3; i++)
        bodies[n + 1].position[i] = (float)(bodies[n].position[i] + up[i] - down[i]);
    }
    size_t held_count = scene_pairs(shapes, bodies, N, true, boxes, storage, held, ROOM);
    size_t bare_count = scene_pairs(shapes, bodies, N, false, boxes, storage, bare, ROOM);
    for (uint32_t i = 0; i < N; i++)
      for (uint32_t j = i + 1; j < N; j++) {
        imp_manifold m;
        if (imp_collide(&shapes[i], &bodies[i], &shapes[j], &bodies[j], &m) <= 0)
          continue;
        dropped_held += !pair_listed(held, held_count, i, j);
        dropped_bare += !pair_listed(bare, bare_count, i, j);
        if (i % 2 == 1 && j == i + 1 && j < N / 2) found_touching++;
      }
    set_touching += (N / 2 - 1) / 2;
  }
  
#line 1699 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, dropped_held == 0);
IMP_CHECK_TRUE(s, dropped_bare > 0);
IMP_CHECK_TRUE(s, found_touching > set_touching / 3);
#line 1779 "chapters/09-broadphase.nw"
}
#line 1993 "chapters/09-broadphase.nw"
static void check_sweep_swaps(imp_check_state *s) {
  const double n = 300, h = 0.01, length = 20, steps = 200, seeds = 4;
  const double speeds[] = {0.5, 2, 8};
  for (int i = 0; i < 3; i++) {
    double v = speeds[i], total = 0;
    for (int seed = 1; seed <= seeds; seed++) {
      imp_table t;
      imp_table_runf(&t, "sweep", "speed=%g seed=%d", v, seed);
      for (size_t row = 1; row < t.rows; row++) total += imp_table_at(&t, row, "swaps");
      imp_table_free(&t);
    }
    double expected = steps * n * (n - 1) * v * h / (3 * length);
    double time = steps * h;
    double variance = expected + n * (n - 1) * (n - 2) / 45 * pow(v * time / length, 2);
    
#line 1972 "chapters/09-broadphase.nw"
IMP_CHECK_NEAR(s, total / seeds, expected, 4 * sqrt(variance / seeds));
#line 2008 "chapters/09-broadphase.nw"
  }
}

static void check_sweep_counts(imp_check_state *s) {
  imp_table t;
  imp_table_runf(&t, "sweep", "speed=8 steps=100");
  for (size_t row = 0; row < t.rows; row++) {
    double pairs = imp_table_at(&t, row, "pairs");
    double candidates = imp_table_at(&t, row, "candidates");
    
#line 1978 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, pairs == imp_table_at(&t, row, "all_pairs"));
IMP_CHECK_TRUE(s, pairs <= candidates && candidates <= 300 * 299 / 2);
IMP_CHECK_TRUE(s, imp_table_at(&t, row, "resorted") == (row == 0));
#line 2018 "chapters/09-broadphase.nw"
  }
  imp_table_free(&t);
}

/* A floor swept vertically: every pair is a candidate; the chosen axis is not. */
static void check_sweep_worst_axis(imp_check_state *s) {
  imp_table t, u;
  imp_table_runf(&t, "sweep", "height=0 axis=y steps=20");
  imp_table_runf(&u, "sweep", "height=0 steps=20");
  for (size_t row = 0; row < t.rows; row++) {
    
#line 1987 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, imp_table_at(&t, row, "candidates") == 300 * 299 / 2);
IMP_CHECK_TRUE(s, imp_table_at(&t, row, "pairs") == imp_table_at(&u, row, "pairs"));
IMP_CHECK_TRUE(s, imp_table_at(&u, row, "candidates") < 300 * 299 / 10);
#line 2029 "chapters/09-broadphase.nw"
  }
  imp_table_free(&t);
  imp_table_free(&u);
}
#line 4602 "chapters/09-broadphase.nw"
/* The fewest leaves a tree of height h can have when the heights of every
 * node's children differ by at most lean: G(h) = G(h-1) + G(max(0, h-1-lean)). */
static uint64_t fewest_leaves(int h, int lean) {
  uint64_t g[200];
  g[0] = 1;
  for (int i = 1; i <= h && i < 200; i++) g[i] = g[i - 1] + g[i - 1 - lean > 0 ? i - 1 - lean : 0];
  return h < 200 ? g[h] : UINT64_MAX;
}

/* Walk the tree from its root; count visits, check links, boxes, heights. */
static bool node_is_sound(const imp_tree *t, uint32_t node, uint32_t parent,
                          unsigned char *visits, size_t *leaves) {
  if (node >= 2 * t->capacity || visits[node]++ || t->nodes[node].parent != parent)
    return false;
  const imp_tree_node *n = &t->nodes[node];
  if (node < t->capacity) { /* a leaf: the map must name it for its box */
    (*leaves)++;
    return n->height == 0 && node < t->count && n->child[0] < t->count &&
           imp_tree_leaf(t, n->child[0]) == node && box_inside(&n->tight, &n->box);
  }
  if (n->child[0] >= 2 * t->capacity || n->child[1] >= 2 * t->capacity) return false;
  const imp_tree_node *a = &t->nodes[n->child[0]], *b = &t->nodes[n->child[1]];
  int ha = a->height, hb = b->height;
  return node_is_sound(t, n->child[0], node, visits, leaves) &&
         node_is_sound(t, n->child[1], node, visits, leaves) &&
         box_inside(&a->box, &n->box) && box_inside(&b->box, &n->box) &&
         n->height == 1 + (ha > hb ? ha : hb) && abs(ha - hb) <= 3;
}

static bool tree_is_sound(const imp_tree *t, const imp_aabb *boxes, size_t n, int *height) {
  unsigned char *visits = calloc(2 * t->capacity + 1, 1);
  size_t leaves = 0;
  bool sound = t->count == n &&
               (n == 0 ? t->root == IMP_TREE_NONE
                       : node_is_sound(t, t->root, IMP_TREE_NONE, visits, &leaves)) &&
               leaves == n;
  for (size_t i = 0; i < n && sound; i++) /* each box in its leaf, as given */
    sound = imp_tree_leaf(t, i) < n && t->nodes[imp_tree_leaf(t, i)].child[0] == i &&
            memcmp(&t->nodes[imp_tree_leaf(t, i)].tight, &boxes[i], sizeof boxes[i]) == 0;
  *height = n == 0 ? 0 : t->nodes[t->root].height;
  free(visits);
  return sound;
}

/* Update the tree with the n boxes, assert its invariants, and that its
 * pairs are the reference's. */
static void expect_tree_pairs(imp_check_state *s, imp_tree *t, const imp_aabb *boxes,
                              size_t n) {
  imp_tree tree;
  int height = 0;
  size_t room = n * (n - (n > 0)) / 2 + 1, found = 0;
  imp_pair *got = malloc(room * sizeof *got), *want = malloc(room * sizeof *want);
  IMP_CHECK_TRUE(s, imp_tree_update(t, boxes, n) == IMP_OK);
  tree = *t;
  
#line 4586 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, tree_is_sound(&tree, boxes, n, &height));
IMP_CHECK_TRUE(s, n == 0 || fewest_leaves(height, 3) <= n);
#line 4657 "chapters/09-broadphase.nw"
  IMP_CHECK_TRUE(s, imp_tree_pairs(t, got, room, &found) == IMP_OK);
  size_t expected = reference_pairs(boxes, n, want);
  
#line 757 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, found == expected);
if (found == expected) {
  qsort(got, found, sizeof *got, pair_order);
  IMP_CHECK_TRUE(s, found == 0 || memcmp(got, want, found * sizeof *got) == 0);
}
#line 4660 "chapters/09-broadphase.nw"
  IMP_CHECK_TRUE(s, t->candidates >= found);
  free(got);
  free(want);
}

static void check_tree_static(imp_check_state *s) {
  imp_rng r = imp_rng_seed(911);
  enum { MOST = 400 };
  imp_aabb *boxes = malloc(MOST * sizeof *boxes);
  imp_tree_node *nodes = malloc(2 * MOST * sizeof *nodes);
  for (int scene = 0; scene < 60; scene++) {
    size_t n = (size_t)imp_rng_uniform(&r, 0, MOST + 1);
    random_boxes(&r, boxes, n, 10, imp_rng_uniform(&r, 0.1, 4));
    imp_tree tree;
    IMP_CHECK_TRUE(s, imp_tree_init(&tree, nodes, MOST, scene % 4 == 0 ? 0.0f
                       : (float)imp_rng_uniform(&r, 0, 1)) == IMP_OK);
    expect_tree_pairs(s, &tree, boxes, n);
    /* a second scene into the same tree: most leaves re-inserted */
    random_boxes(&r, boxes, n, 10, imp_rng_uniform(&r, 0.1, 4));
    expect_tree_pairs(s, &tree, boxes, n);
  }
  free(boxes);
  free(nodes);
}

static void check_tree_moving(imp_check_state *s) {
  imp_rng r = imp_rng_seed(912);
  enum { MOST = 600 };
  imp_tree_node *nodes = malloc(2 * MOST * sizeof *nodes);
  imp_sweep_entry *entries = malloc(MOST * sizeof *entries);
  imp_pair *a = malloc(MOST * MOST / 2 * sizeof *a), *b = malloc(MOST * MOST / 2 * sizeof *b);
  for (int scene = 0; scene < 6; scene++) {
    cube_room room;
    cube_room_alloc(&room, MOST);
    float length = 2.0f * cbrtf((float)MOST), speed = scene < 3 ? 1.0f : 30.0f;
    cube_room_fill(&room, &r, 1.0f, (vec3){length, length, 0.5f * length}, speed);
    imp_tree tree;
    imp_broadphase bp;
    imp_tree_init(&tree, nodes, MOST, 0.05f * (float)scene);
    imp_broadphase_init(&bp, entries, MOST, 0);
    for (int step = 0; step < 40; step++) {
      size_t n = MOST - (size_t)(step % 7) * 50; /* boxes leave and come back */
      expect_tree_pairs(s, &tree, room.boxes, n);
      size_t from_tree = 0, from_sweep = 0;
      imp_tree_pairs(&tree, a, MOST * MOST / 2, &from_tree);
      imp_broadphase_update(&bp, room.boxes, n);
      imp_broadphase_pairs(&bp, b, MOST * MOST / 2, &from_sweep);
      qsort(a, from_tree, sizeof *a, pair_order);
      qsort(b, from_sweep, sizeof *b, pair_order);
      IMP_CHECK_TRUE(s, from_tree == from_sweep &&
                            memcmp(a, b, from_tree * sizeof *a) == 0);
      cube_room_step(&room, 1.0f / 60.0f);
      if (step % 10 == 9) cube_room_scatter(&room, &r, 30);
    }
    cube_room_free(&room);
  }
  free(nodes);
  free(entries);
  free(a);
  free(b);
}
#line 4744 "chapters/09-broadphase.nw"
static void check_tree_degenerate(imp_check_state *s) {
  enum { MOST = 200 };
  imp_aabb boxes[MOST];
  imp_tree_node nodes[2 * MOST];
  imp_tree tree;
  IMP_CHECK_TRUE(s, imp_tree_init(&tree, nodes, MOST, 0.1f) == IMP_OK);
  size_t found = 1;
  IMP_CHECK_TRUE(s, imp_tree_update(&tree, NULL, 0) == IMP_OK);
  IMP_CHECK_TRUE(s, imp_tree_pairs(&tree, NULL, 0, &found) == IMP_OK && found == 0);
  set_box(&boxes[0], 0, 0, 0, 1, 1, 1);
  expect_tree_pairs(s, &tree, boxes, 1);
  for (int i = 0; i < 50; i++) set_box(&boxes[i], -1, 2, 3, 4, 5, 6);
  expect_tree_pairs(s, &tree, boxes, 50);
  for (int i = 0; i < 100; i++) set_box(&boxes[i], 3, 3, 3, 3, 3, 3);
  expect_tree_pairs(s, &tree, boxes, 100);
  imp_rng r = imp_rng_seed(913);
  for (int i = 0; i < MOST; i++) {
    float p[3];
    for (int k = 0; k < 3; k++) p[k] = (float)(int)imp_rng_uniform(&r, 0, 3);
    set_box(&boxes[i], p[0], p[1], p[2], p[0], p[1], p[2]);
  }
  expect_tree_pairs(s, &tree, boxes, MOST);
  set_box(&boxes[0], 0, 0, 0, 1, 1, 1);
  set_box(&boxes[1], 1, 0, 0, 2, 1, 1);
  set_box(&boxes[2], -1, 1, 0, 0, 2, 1);
  set_box(&boxes[3], 1, 1, 1, 2, 2, 2);
  set_box(&boxes[4], -2, -2, -2, -0.0f, -0.0f, -0.0f);
  expect_tree_pairs(s, &tree, boxes, 5);
  float apart = nextafterf(1.0f, 2.0f);
  set_box(&boxes[1], apart, 0, 0, 2, 1, 1);
  set_box(&boxes[3], apart, apart, apart, 2, 2, 2);
  expect_tree_pairs(s, &tree, boxes, 5); /* the fat boxes still meet; the pairs go */
  IMP_CHECK_TRUE(s, imp_tree_pairs(&tree, NULL, 0, &found) == IMP_FULL && found == 2);
  const float big = 3e38f, tiny = 1e-44f;
  for (int scene = 0; scene < 3; scene++) {
    float scale = scene == 0 ? 3e37f : scene == 1 ? 1e-45f : 1.0f;
    random_boxes(&r, boxes, MOST, 10, 3);
    for (int i = 0; i < MOST; i++)
      for (int k = 0; k < 3; k++) {
        boxes[i].min[k] *= scale;
        boxes[i].max[k] *= scale;
      }
    set_box(&boxes[0], -INFINITY, -INFINITY, -INFINITY, INFINITY, 0, INFINITY);
    set_box(&boxes[1], -big, -big, -big, -tiny, tiny, big);
    set_box(&boxes[2], tiny, -tiny, 0, big, FLT_MAX, INFINITY);
    set_box(&boxes[3], -FLT_MAX, -FLT_MAX, -FLT_MAX, FLT_MAX, 0, FLT_MAX);
    expect_tree_pairs(s, &tree, boxes, MOST);
  }
  /* a full buffer */
  random_boxes(&r, boxes, MOST, 10, 3);
  expect_tree_pairs(s, &tree, boxes, MOST);
  imp_pair want[MOST * 20], got[MOST * 20];
  size_t expected = reference_pairs(boxes, MOST, want), room = expected / 2;
  imp_pair sentinel = {12345, 54321};
  got[room] = sentinel;
  
#line 4735 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, imp_tree_pairs(&tree, got, room, &found) == IMP_FULL);
IMP_CHECK_TRUE(s, found == expected && memcmp(&got[room], &sentinel, sizeof sentinel) == 0);
qsort(got, room, sizeof *got, pair_order);
for (size_t p = 0; p < room; p++)
  IMP_CHECK_TRUE(s, bsearch(&got[p], want, expected, sizeof *want, pair_order) &&
                        (p == 0 || pair_order(&got[p - 1], &got[p]) < 0));
#line 4800 "chapters/09-broadphase.nw"
  /* refusals change nothing */
  imp_pair before[MOST * 20], after[MOST * 20];
  size_t had = 0, has = 0;
  imp_tree_pairs(&tree, before, MOST * 20, &had);
  imp_aabb good = boxes[7];
  boxes[7].min[1] = NAN;
  IMP_CHECK_TRUE(s, imp_tree_update(&tree, boxes, MOST) == IMP_BAD_VALUE);
  boxes[7] = good;
  boxes[7].min[2] = boxes[7].max[2] + 1;
  IMP_CHECK_TRUE(s, imp_tree_update(&tree, boxes, MOST) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_tree_update(&tree, boxes, MOST + 1) == IMP_FULL);
  boxes[7] = good;
  imp_tree_pairs(&tree, after, MOST * 20, &has);
  IMP_CHECK_TRUE(s, had == has && memcmp(before, after, had * sizeof *after) == 0);
  IMP_CHECK_TRUE(s, imp_tree_init(&tree, nodes, MOST, -1.0f) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_tree_init(&tree, nodes, MOST, NAN) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_tree_init(&tree, NULL, 1, 0.0f) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_tree_pairs(&tree, after, 10, NULL) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_tree_pairs(&tree, NULL, 1, &has) == IMP_BAD_VALUE);
}
#line 4875 "chapters/09-broadphase.nw"
/* out = a \ b for sorted lists of pairs; returns its length. */
static size_t pairs_minus(const imp_pair *a, size_t na, const imp_pair *b, size_t nb,
                          imp_pair *out) {
  size_t count = 0, j = 0;
  for (size_t i = 0; i < na; i++) {
    while (j < nb && pair_order(&b[j], &a[i]) < 0) j++;
    if (j == nb || pair_order(&b[j], &a[i]) != 0) out[count++] = a[i];
  }
  return count;
}

static void check_tree_kept(imp_check_state *s) {
  imp_rng r = imp_rng_seed(914);
  enum { MOST = 500, KEPT = 20000, ROOM = MOST * MOST / 2 };
  imp_tree_node *nodes = malloc(2 * MOST * sizeof *nodes);
  imp_tree_pair *kept = malloc(2 * KEPT * sizeof *kept);
  imp_pair *got = malloc(ROOM * sizeof *got), *want = malloc(ROOM * sizeof *want);
  imp_pair *had = malloc(ROOM * sizeof *had), *begun = malloc(ROOM * sizeof *begun);
  imp_pair *ended = malloc(ROOM * sizeof *ended), *diff_new = malloc(ROOM * sizeof *diff_new);
  imp_pair *diff_gone = malloc(ROOM * sizeof *diff_gone);
  const float margins[] = {0.0f, 0.02f, 0.1f, 0.3f, 0.1f, 0.05f};
  for (int scene = 0; scene < 6; scene++) {
    cube_room room;
    cube_room_open(&room, &r, MOST, scene % 2 ? 30.0f : 1.0f);
    imp_tree tree;
    imp_tree_init(&tree, nodes, MOST, margins[scene]);
    size_t n = MOST, had_count = 0;
    IMP_CHECK_TRUE(s, imp_tree_update(&tree, room.boxes, n) == IMP_OK);
    IMP_CHECK_TRUE(s, imp_tree_keep_pairs(&tree, kept, KEPT) == IMP_OK);
    had_count = reference_pairs(room.boxes, n, had);
    for (int step = 0; step < 60; step++) {
      cube_room_step(&room, 1.0f / 60.0f);
      if (scene >= 4 && step % 10 == 9) cube_room_scatter(&room, &r, 40);
      if (scene >= 2) n = MOST - (size_t)(step % 5) * 60; /* cubes leave and come back */
      int height = 0;
      size_t found = 0, began = 0, stopped = 0;
      IMP_CHECK_TRUE(s, imp_tree_update(&tree, room.boxes, n) == IMP_OK);
      IMP_CHECK_TRUE(s, tree_is_sound(&tree, room.boxes, n, &height));
      IMP_CHECK_TRUE(s, imp_tree_pairs(&tree, got, ROOM, &found) == IMP_OK);
      IMP_CHECK_TRUE(s, imp_tree_changes(&tree, begun, ROOM, &began, ended, ROOM,
                                         &stopped) == IMP_OK);
      size_t expected = reference_pairs(room.boxes, n, want);
      size_t new_pairs = pairs_minus(want, expected, had, had_count, diff_new);
      size_t gone_pairs = pairs_minus(had, had_count, want, expected, diff_gone);
      
#line 4843 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, found == expected && memcmp(got, want, found * sizeof *got) == 0);
IMP_CHECK_TRUE(s, began == new_pairs && memcmp(begun, diff_new, began * sizeof *begun) == 0);
IMP_CHECK_TRUE(s, stopped == gone_pairs && memcmp(ended, diff_gone, stopped * sizeof *ended) == 0);
#line 4920 "chapters/09-broadphase.nw"
      memcpy(had, want, expected * sizeof *want);
      had_count = expected;
    }
    cube_room_free(&room);
  }
  /* too little storage: refused at the start, lost in an update */
  cube_room room;
  cube_room_open(&room, &r, MOST, 1.0f);
  imp_tree tree;
  imp_tree_init(&tree, nodes, MOST, 0.1f);
  imp_tree_update(&tree, room.boxes, MOST);
  IMP_CHECK_TRUE(s, imp_tree_keep_pairs(&tree, kept, 10) == IMP_FULL && !tree.kept);
  size_t fat = tree.candidates, found = 0, began = 0, stopped = 0;
  IMP_CHECK_TRUE(s, imp_tree_keep_pairs(&tree, kept, fat) == IMP_OK);
  cube_room_scatter(&room, &r, MOST); /* every cube somewhere else */
  IMP_CHECK_TRUE(s, imp_tree_update(&tree, room.boxes, MOST) == IMP_FULL && !tree.kept);
  IMP_CHECK_TRUE(s, imp_tree_changes(&tree, begun, ROOM, &began, ended, ROOM, &stopped) ==
                        IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_tree_pairs(&tree, got, ROOM, &found) == IMP_OK);
  IMP_CHECK_TRUE(s, found == reference_pairs(room.boxes, MOST, want));
  IMP_CHECK_TRUE(s, imp_tree_keep_pairs(&tree, NULL, 1) == IMP_BAD_VALUE);
  cube_room_free(&room);
  free(nodes), free(kept), free(got), free(want), free(had);
  free(begun), free(ended), free(diff_new), free(diff_gone);
}

static void check_tree_moved_fraction(imp_check_state *s) {
  imp_rng r = imp_rng_seed(915);
  enum { COUNT = 2400, MOVING_ONE_IN = 40, SETTLE = 60, WINDOW = 240 };
  const float dt = 1.0f / 60.0f, speed = 0.2f, margin = 0.01f;
  imp_tree_node *nodes = malloc(2 * COUNT * sizeof *nodes);
  cube_room room;
  cube_room_open(&room, &r, COUNT, speed);
  double predicted = 0;
  for (size_t i = 0; i < COUNT; i++) {
    if (i % MOVING_ONE_IN) glm_vec3_zero(room.velocity[i]); /* at rest: never leaves */
    double fastest = 0;
    for (int k = 0; k < 3; k++) fastest = fmax(fastest, fabs(room.velocity[i][k]));
    if (fastest > 0) predicted += 1.0 / (floor(margin / (dt * fastest)) + 1) / COUNT;
  }
  imp_tree tree;
  imp_tree_init(&tree, nodes, COUNT, margin);
  imp_tree_update(&tree, room.boxes, COUNT);
  double measured = 0;
  for (int step = 0; step < SETTLE + WINDOW; step++) {
    cube_room_step(&room, dt);
    imp_tree_update(&tree, room.boxes, COUNT);
    if (step >= SETTLE) measured += (double)tree.reinserted / COUNT / WINDOW;
  }
  
#line 4871 "chapters/09-broadphase.nw"
IMP_CHECK_NEAR(s, measured, predicted, 0.025 * predicted);
#line 4970 "chapters/09-broadphase.nw"
  cube_room_free(&room);
  free(nodes);
}
#line 5006 "chapters/09-broadphase.nw"
static int ceil_log2(size_t n) {
  int h = 0;
  while (((size_t)1 << h) < n) h++;
  return h;
}

/* Boxes outside the tree's fat boxes, or new: the leaves an update re-inserts. */
static size_t count_leaving(const imp_tree *tree, const imp_aabb *boxes, size_t n) {
  size_t leaving = 0;
  for (size_t i = 0; i < n; i++)
    leaving += i >= tree->count ||
               !box_inside(&boxes[i], &tree->nodes[imp_tree_leaf(tree, i)].box);
  return leaving;
}

static void check_tree_rebuild(imp_check_state *s) {
  imp_rng r = imp_rng_seed(916);
  const size_t counts[] = {2, 3, 257, 500, 512}; /* the last on a grid of 8^3 */
  for (int c = 0; c < 5; c++) {
    size_t n = counts[c], room_for = n * n / 2 + 1, kept_room = 4 * n * n + 8;
    imp_tree_node *nodes = malloc(2 * n * sizeof *nodes);
    imp_tree_pair *kept = malloc(2 * kept_room * sizeof *kept);
    imp_pair *got = malloc(room_for * sizeof *got), *want = malloc(room_for * sizeof *want);
    cube_room room;
    cube_room_open(&room, &r, n, 1.0f);
    imp_tree tree;
    imp_tree_init(&tree, nodes, n, 0.1f);
    for (int round = 0; round < 3; round++) { /* all new; all moved; one moved */
      if (round == 1)
        for (size_t i = 0; i < n; i++) cube_room_place(&room, &r, i);
      if (round == 2) cube_room_scatter(&room, &r, 1);
      bool grid = c == 4 && round < 2;
      for (size_t i = 0; grid && i < n; i++) { /* spaced 2 m, moved 1 m in round 1 */
        for (int k = 0; k < 3; k++) room.centre[i][k] = (float)(2 * (i >> 3 * k & 7) + round);
        cube_room_box(&room, i);
      }
      size_t leaving = count_leaving(&tree, room.boxes, n), found = 0;
      bool rebuilt = round < 2;
      int height = 0;
      IMP_CHECK_TRUE(s, imp_tree_update(&tree, room.boxes, n) == IMP_OK);
      if (round == 0) IMP_CHECK_TRUE(s, imp_tree_keep_pairs(&tree, kept, kept_room) == IMP_OK);
      IMP_CHECK_TRUE(s, imp_tree_pairs(&tree, got, room_for, &found) == IMP_OK);
      size_t expected = reference_pairs(room.boxes, n, want);
      if (round == 2) rebuilt = leaving * 32 > n; /* one cube of two or three */
      
#line 4998 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, tree.reinserted == leaving && tree_is_sound(&tree, room.boxes, n, &height));
IMP_CHECK_TRUE(s, !rebuilt || fewest_leaves(height, 3) <= n);
IMP_CHECK_TRUE(s, !grid || height == ceil_log2(n));
IMP_CHECK_TRUE(s, tree.reshape_due == (round == 1));
IMP_CHECK_TRUE(s, found == expected && memcmp(got, want, found * sizeof *got) == 0);
#line 5051 "chapters/09-broadphase.nw"
    }
    cube_room_free(&room);
    free(nodes), free(kept), free(got), free(want);
  }
}
#line 5072 "chapters/09-broadphase.nw"
/* The kept set's pairs of fat boxes (state bit 2) against every pair of the
 * leaves' fat boxes tested one by one; the set is sorted, as they are. */
static bool kept_is_every_fat_pair(const imp_tree *tree, size_t n) {
  size_t at = 0;
  for (uint32_t i = 0; i < n; i++)
    for (uint32_t j = i + 1; j < n; j++) {
      if (!imp_aabb_overlap(&tree->nodes[imp_tree_leaf(tree, i)].box,
                            &tree->nodes[imp_tree_leaf(tree, j)].box))
        continue;
      while (at < tree->kept_count && !(tree->kept[at].state & 4u)) at++;
      if (at == tree->kept_count || tree->kept[at].first != i || tree->kept[at].second != j)
        return false;
      at++;
    }
  while (at < tree->kept_count && !(tree->kept[at].state & 4u)) at++;
  return at == tree->kept_count;
}

typedef struct grid_scene {
  const char *name;
  float margin, offset; /* offset: added to every coordinate */
  int bigs;             /* boxes 40 m wide, the last a half-space below z = 0 */
  bool lattice, row, one_place, grid;
} grid_scene;

/* Box i of a scene: a cube of side 0.25 to 1 m at a random place in a
 * room of 12 m, a unit cube of a lattice of 7^3 touching its neighbours, a
 * cube of 0.75 m at a random place in a room of 6 m or, for odd i,
 * touching the one before along x (each the longest box, and the room
 * small enough for cells of that side, so that cells a little too small
 * would miss pairs), or a point; the first bigs boxes big. */
static imp_aabb grid_scene_box(const grid_scene *g, imp_rng *r, size_t i, float shift,
                               const imp_aabb *before) {
  imp_aabb b;
  float side = (float)imp_rng_uniform(r, 0.25, 1.0), at[3];
  for (int k = 0; k < 3; k++) {
    at[k] = g->lattice ? (float)((i / (k == 0 ? 1 : k == 1 ? 7 : 49)) % 7)
                       : (float)imp_rng_uniform(r, 0.0, g->row ? 6.0 : 12.0);
    if (g->lattice) side = 1.0f;
    if (g->row) side = 0.75f;
    if (g->one_place) at[k] = 3.0f, side = 0.0f;
    b.min[k] = g->offset + shift + at[k], b.max[k] = b.min[k] + side;
    if (g->row && i % 2 == 1) b.min[k] = before->min[k], b.max[k] = before->max[k];
  }
  if (g->row && i % 2 == 1) b.min[0] = before->max[0], b.max[0] = b.min[0] + 0.75f;
  if ((int)i < g->bigs) {
    for (int k = 0; k < 3; k++) b.min[k] = g->offset - 14.0f, b.max[k] = g->offset + 26.0f;
    if ((int)i == g->bigs - 1) b.min[2] = -INFINITY, b.max[2] = g->offset;
  }
  return b;
}

static void check_tree_grid(imp_check_state *s) {
  const grid_scene scenes[] = {
      {"mixed", 0.1f, 0.0f, 0, false, false, false, true},
      {"mixed, far from the origin", 0.1f, 131072.0f, 0, false, false, false, true},
      {"mixed, with big boxes and a half-space", 0.1f, 0.0f, 5, false, false, false, true},
      {"a lattice touching", 0.0f, 0.0f, 0, true, false, false, true},
      {"a lattice touching, far from the origin", 0.0f, 131072.0f, 0, true, false, false, true},
      {"pairs of the longest boxes touching", 0.0f, 0.0f, 0, false, true, false, true},
      {"points at one place", 0.0f, 0.0f, 0, false, false, true, false},
      {"one box in ten big", 0.1f, 0.0f, 34, false, false, false, false}};
  enum { N = 343, ROOM = 4 * N * N };
  imp_tree_node *nodes = malloc(2 * N * sizeof *nodes);
  imp_tree_pair *kept = malloc(2 * ROOM * sizeof *kept);
  imp_aabb boxes[N];
  for (size_t c = 0; c < sizeof scenes / sizeof *scenes; c++) {
    grid_scene scene = scenes[c];
    long failures = s->failures;
    imp_rng r = imp_rng_seed(950 + c);
    size_t n = N;
    imp_tree tree;
    imp_tree_init(&tree, nodes, n, scene.margin);
    for (size_t i = 0; i < n; i++) boxes[i] = grid_scene_box(&scene, &r, i, 0.0f, &boxes[i - !!i]);
    IMP_CHECK_TRUE(s, imp_tree_update(&tree, boxes, n) == IMP_OK);
    IMP_CHECK_TRUE(s, imp_tree_keep_pairs(&tree, kept, ROOM) == IMP_OK); /* when keeping starts */
    
#line 5068 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, tree.by_grid == scene.grid && kept_is_every_fat_pair(&tree, n));
#line 5149 "chapters/09-broadphase.nw"
    r = imp_rng_seed(950 + c); /* the same boxes half a metre on: every one leaves */
    for (size_t i = 0; i < n; i++) boxes[i] = grid_scene_box(&scene, &r, i, 0.5f, &boxes[i - !!i]);
    IMP_CHECK_TRUE(s, imp_tree_update(&tree, boxes, n) == IMP_OK); /* a renewal */
    
#line 5068 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, tree.by_grid == scene.grid && kept_is_every_fat_pair(&tree, n));
#line 5153 "chapters/09-broadphase.nw"
    if (s->failures > failures) fprintf(stderr, "tree-grid: %s\n", scene.name);
  }
  free(nodes), free(kept);
}
#line 5285 "chapters/09-broadphase.nw"
/* The times in [lo, hi] at which c + d t <= 0, intersected into [*lo, *hi]. */
static void times_where_negative(double c, double d, double *lo, double *hi) {
  if (d == 0) {
    if (c > 0) *hi = -INFINITY;
  } else if (d > 0) {
    *hi = fmin(*hi, -c / d);
  } else {
    *lo = fmax(*lo, -c / d);
  }
}

/* Does box a, moving by displacement over the step, meet the still box b? */
static bool meet_during_step(const imp_aabb *a, const float displacement[3],
                             const imp_aabb *b) {
  double lo = 0, hi = 1; /* the step, in fractions of h */
  for (int k = 0; k < 3; k++) {
    times_where_negative((double)a->min[k] - b->max[k], displacement[k], &lo, &hi);
    times_where_negative((double)b->min[k] - a->max[k], -(double)displacement[k], &lo, &hi);
  }
  return lo <= hi;
}

static void check_swept_boxes(imp_check_state *s) {
  imp_rng r = imp_rng_seed(907);
  const imp_aabb cube = {{-0.5f, -0.5f, -0.5f}, {0.5f, 0.5f, 0.5f}};
  long met = 0, tunnelled = 0;
  for (int n = 0; n < 20000; n++) {
    float start[3], move[3];
    double direction[3];
    imp_rng_direction(&r, direction);
    for (int k = 0; k < 3; k++) {
      start[k] = (float)imp_rng_uniform(&r, -1.2, 1.2);
      move[k] = (float)(40.0 / 60.0 * direction[k]);
    }
    imp_aabb bullet, after, swept;
    for (int k = 0; k < 3; k++) {
      bullet.min[k] = start[k] - 0.05f;
      bullet.max[k] = start[k] + 0.05f;
      after.min[k] = bullet.min[k] + move[k];
      after.max[k] = bullet.max[k] + move[k];
    }
    imp_aabb_sweep(&bullet, move, &swept);
    if (!meet_during_step(&bullet, move, &cube)) continue;
    met++;
    
#line 5276 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, imp_aabb_overlap(&swept, &cube));
tunnelled += !imp_aabb_overlap(&bullet, &cube) && !imp_aabb_overlap(&after, &cube);
#line 5330 "chapters/09-broadphase.nw"
  }
  
#line 5281 "chapters/09-broadphase.nw"
IMP_CHECK_TRUE(s, met > 1000 && tunnelled > met / 20);
#line 5332 "chapters/09-broadphase.nw"
}

#line 223 "chapters/09-broadphase.nw"
static const imp_check checks[] = {
#line 276 "chapters/09-broadphase.nw"
{"aabb-overlap", "two boxes share a point iff their intervals overlap on all "
 "three axes, by enumeration", check_aabb_overlap},
#line 354 "chapters/09-broadphase.nw"
{"grow-boxes", "union, fattened and swept boxes hold what they must, with faces "
 "that are the inputs' or one rounding from exact", check_grow_boxes},
#line 873 "chapters/09-broadphase.nw"
{"pairs-static", "on seeded random scenes the pairs are the all-pairs result, "
 "each once, smaller index first", check_pairs_static},
#line 994 "chapters/09-broadphase.nw"
{"pairs-degenerate", "no boxes, one, identical, point-like, exactly touching, "
 "huge, infinite and subnormal boxes; bad boxes refused", check_pairs_degenerate},
#line 1048 "chapters/09-broadphase.nw"
{"full-buffer", "a small buffer gets true, distinct pairs and IMP_FULL, and the "
 "count of all of them", check_full_buffer},
#line 1155 "chapters/09-broadphase.nw"
{"pairs-moving", "over 300 steps the list stays sorted, the pairs are the "
 "all-pairs result, and swaps = inversions <= pairs within reach", check_pairs_moving},
#line 1461 "chapters/09-broadphase.nw"
{"choose-axis", "the axis of largest variance is the long side of a room, and "
 "sweeping along it gives the fewest candidates", check_choose_axis},
#line 1671 "chapters/09-broadphase.nw"
{"shape-boxes", "a shape's bounds are within u(|c| + 4 rho) of its support "
 "points' exact box, and the box of imp_aabb_of_shape holds it", check_shape_boxes},
#line 1783 "chapters/09-broadphase.nw"
{"shapes-promise", "every pair of shapes the narrow phase finds touching is "
 "among the broad phase's pairs, exact contacts included", check_shapes_promise},
#line 2036 "chapters/09-broadphase.nw"
{"sweep-swaps", "the insertion sort's swaps per step are N(N-1) v h / 3L, "
 "within four standard deviations", check_sweep_swaps},
{"sweep-counts", "the experiment's pairs equal the all-pairs count at every "
 "step, within the candidates", check_sweep_counts},
{"sweep-worst-axis", "a floor swept vertically makes every pair a candidate; "
 "the chosen axis, fewer than a fifth as many", check_sweep_worst_axis},
#line 4724 "chapters/09-broadphase.nw"
{"tree-static", "the tree's pairs are the all-pairs result on seeded random "
 "scenes, and the tree is sound and balanced", check_tree_static},
{"tree-moving", "in moving rooms with teleports and changing counts the tree's "
 "pairs are the reference's and sweep and prune's", check_tree_moving},
#line 4823 "chapters/09-broadphase.nw"
{"tree-degenerate", "the tree on degenerate, touching, huge, infinite and subnormal "
 "boxes; a full buffer; refusals change nothing", check_tree_degenerate},
#line 5059 "chapters/09-broadphase.nw"
{"tree-rebuild", "a tree rebuilt when many leaves leave is sound and balanced, of "
 "height log2 N on a grid of 8^3, and keeps the all-pairs result", check_tree_rebuild},
{"tree-kept", "the kept pairs are the all-pairs result after every update, and "
 "the begun and ended ones the differences of consecutive results", check_tree_kept},
{"tree-moved-fraction", "the fraction of cubes re-inserted per step is the mean "
 "of 1 / (floor(delta / (h v_max)) + 1)", check_tree_moved_fraction},
#line 5160 "chapters/09-broadphase.nw"
{"tree-grid", "the grid finds exactly every pair of fat boxes, far from the origin, "
 "touching exactly, with big boxes, and gives way to the walk where it would not win",
 check_tree_grid},
#line 5336 "chapters/09-broadphase.nw"
{"swept-boxes", "a fast box that meets a cube during a step overlaps it as a "
 "swept box, though both snapshots may miss", check_swept_boxes},
#line 225 "chapters/09-broadphase.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
