#line 2073 "chapters/09-broadphase.nw"
/* bench-broadphase: sweep and prune and the tree against the all-pairs loop
 * (chapter 9). Usage: bench-broadphase [TABLE.csv [LARGEST_N]] */
#line 2124 "chapters/09-broadphase.nw"
#define _POSIX_C_SOURCE 199309L
#include "random.h"

#include <imp/broadphase.h>
#include <imp/tree.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "shared/cube-room.h"

#ifndef TREE_MARGIN
#define TREE_MARGIN 0.1f /* m: the tree's margin, a tenth of a cube's side */
#endif
#define WARM_UP 60 /* untimed steps after the build: every cube re-inserted once */
#line 2144 "chapters/09-broadphase.nw"
typedef struct pair_list {
  imp_pair *pairs;
  size_t capacity, count;
} pair_list;

static void make_room(pair_list *list, size_t needed) {
  list->capacity = needed + needed / 2 + 16;
  list->pairs = realloc(list->pairs, list->capacity * sizeof *list->pairs);
  if (!list->pairs) {
    fputs("bench-broadphase: out of memory\n", stderr);
    exit(1);
  }
}

static void sweep_pairs(imp_broadphase *bp, pair_list *list) {
  while (imp_broadphase_pairs(bp, list->pairs, list->capacity, &list->count) == IMP_FULL)
    make_room(list, list->count);
}

static void tree_pairs(imp_tree *tree, pair_list *list) {
  while (imp_tree_pairs(tree, list->pairs, list->capacity, &list->count) == IMP_FULL)
    make_room(list, list->count);
}

static void tree_changes(imp_tree *tree, pair_list *begun, pair_list *ended) {
  while (imp_tree_changes(tree, begun->pairs, begun->capacity, &begun->count, ended->pairs,
                          ended->capacity, &ended->count) == IMP_FULL) {
    if (begun->count > begun->capacity) make_room(begun, begun->count);
    if (ended->count > ended->capacity) make_room(ended, ended->count);
  }
}

typedef struct kept_room {
  imp_tree_pair *pairs; /* 2 * capacity */
  size_t capacity;
} kept_room;

/* Keep the tree's pairs in storage of at least capacity, growing it until
 * they fit. */
static void keep_pairs(imp_tree *tree, kept_room *room, size_t capacity) {
  do {
    if (capacity > room->capacity) {
      room->capacity = capacity;
      room->pairs = realloc(room->pairs, 2 * capacity * sizeof *room->pairs);
      if (!room->pairs) {
        fputs("bench-broadphase: out of memory\n", stderr);
        exit(1);
      }
    }
    capacity = 2 * tree->candidates + 1024;
  } while (imp_tree_keep_pairs(tree, room->pairs, room->capacity) == IMP_FULL);
}

/* An update that ran out of room for the kept pairs keeps them again. */
static void keep_updating(imp_tree *tree, kept_room *room, const imp_aabb *boxes, size_t n) {
  if (imp_tree_update(tree, boxes, n) == IMP_FULL) keep_pairs(tree, room, 2 * room->capacity);
}

static int by_value(const void *p, const void *q) {
  double a = *(const double *)p, b = *(const double *)q;
  return (a > b) - (a < b);
}

/* The median of count times (sorted in place); the minimum is then times[0]. */
static double mean(const double *times, int count) {
  double sum = 0;
  for (int i = 0; i < count; i++) sum += times[i];
  return sum / count;
}

static double median(double *times, int count) {
  qsort(times, (size_t)count, sizeof *times, by_value);
  return count % 2 ? times[count / 2] : 0.5 * (times[count / 2 - 1] + times[count / 2]);
}

static void loop_pairs(const cube_room *room, pair_list *list) {
  while (imp_broadphase_all_pairs(room->boxes, room->count, list->pairs, list->capacity,
                                  &list->count) == IMP_FULL)
    make_room(list, list->count);
}

static int by_indices(const void *p, const void *q) {
  const imp_pair *a = p, *b = q;
  if (a->first != b->first) return a->first < b->first ? -1 : 1;
  return (a->second > b->second) - (a->second < b->second);
}

static bool same_pairs(pair_list *a, pair_list *b) {
  qsort(a->pairs, a->count, sizeof *a->pairs, by_indices);
  qsort(b->pairs, b->count, sizeof *b->pairs, by_indices);
  return a->count == b->count &&
         (a->count == 0 || memcmp(a->pairs, b->pairs, a->count * sizeof *a->pairs) == 0);
}

static double wall_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}
#line 2246 "chapters/09-broadphase.nw"
typedef struct scene_times {
  double build_ms, loop_ms;             /* time per step (median) */
  double sweep_ms, sweep_min_ms;        /* median and minimum over the steps */
  double tree_build_ms, tree_ms, tree_min_ms, tree_update_ms;
  double kept_build_ms, kept_ms, kept_min_ms, kept_update_ms, kept_mean_ms;
  double swaps, reinserted, kept_reinserted, begun, ended; /* per step, mean */
  size_t pairs;
  uint64_t candidates, tree_candidates;
  double kept_candidates;               /* pairs of fat boxes kept, mean */
  bool same;
} scene_times;

static void fail_out_of_memory(void) {
  fputs("bench-broadphase: out of memory\n", stderr);
  exit(1);
}

static scene_times time_scene(size_t n, float speed, int sweep_steps, int loop_steps) {
  const float dt = 1.0f / 60.0f, length = 2.0f * cbrtf((float)n); /* rho = 1/8 */
  cube_room room;
  imp_sweep_entry *storage = malloc(n * sizeof *storage);
  imp_tree_node *nodes = malloc(2 * n * sizeof *nodes);
  imp_tree_node *kept_nodes = malloc(2 * n * sizeof *kept_nodes);
  kept_room kept_storage = {NULL, 0};
  double *kept_ms = malloc((size_t)sweep_steps * sizeof *kept_ms);
  double *kept_update_ms = malloc((size_t)sweep_steps * sizeof *kept_update_ms);
  double *sweep_ms = malloc((size_t)sweep_steps * sizeof *sweep_ms);
  double *tree_ms = malloc((size_t)sweep_steps * sizeof *tree_ms);
  double *update_ms = malloc((size_t)sweep_steps * sizeof *update_ms);
  double *loop_ms = malloc((size_t)loop_steps * sizeof *loop_ms);
  pair_list found = {0}, reference = {0}, from_tree = {0};
  pair_list from_kept = {0}, begun = {0}, ended = {0};
  if (!cube_room_alloc(&room, n) || !storage || !nodes || !sweep_ms || !tree_ms ||
      !update_ms || !loop_ms || !kept_nodes || !kept_ms || !kept_update_ms)
    fail_out_of_memory();
  make_room(&found, n);
  make_room(&reference, n);
  make_room(&from_tree, n);
  make_room(&from_kept, n);
  make_room(&begun, n);
  make_room(&ended, n);
  imp_rng r = imp_rng_seed(n);
  cube_room_fill(&room, &r, 1.0f, (vec3){length, length, length}, speed);
  imp_broadphase bp;
  imp_broadphase_init(&bp, storage, n, imp_broadphase_choose_axis(room.boxes, n));
  imp_tree tree, kept;
  imp_tree_init(&tree, nodes, n, TREE_MARGIN);
  imp_tree_init(&kept, kept_nodes, n, TREE_MARGIN);
  scene_times m = {0};
  double start = wall_seconds();
  imp_broadphase_update(&bp, room.boxes, n);
  m.build_ms = 1e3 * (wall_seconds() - start);
  start = wall_seconds();
  imp_tree_update(&tree, room.boxes, n);
  m.tree_build_ms = 1e3 * (wall_seconds() - start);
  start = wall_seconds();
  imp_tree_update(&kept, room.boxes, n);
  keep_pairs(&kept, &kept_storage, 8 * n + 1024); /* the grid's scratch (the text) */
  m.kept_build_ms = 1e3 * (wall_seconds() - start);
  sweep_pairs(&bp, &found);
  tree_pairs(&tree, &from_tree);
  for (int step = 0; step < WARM_UP; step++) { /* until the re-insertions are steady */
    cube_room_step(&room, speed > 0 ? dt : 0.0f);
    imp_broadphase_update(&bp, room.boxes, n);
    imp_tree_update(&tree, room.boxes, n);
    keep_updating(&kept, &kept_storage, room.boxes, n);
  }
  for (int step = 0; step < sweep_steps; step++) {
    
#line 2087 "chapters/09-broadphase.nw"
cube_room_step(&room, speed > 0 ? dt : 0.0f);
start = wall_seconds();
imp_broadphase_update(&bp, room.boxes, n);
sweep_pairs(&bp, &found);
sweep_ms[step] = 1e3 * (wall_seconds() - start);
m.swaps += (double)bp.swaps / sweep_steps;
#line 2315 "chapters/09-broadphase.nw"
    
#line 2099 "chapters/09-broadphase.nw"
start = wall_seconds();
imp_tree_update(&tree, room.boxes, n);
update_ms[step] = 1e3 * (wall_seconds() - start);
tree_pairs(&tree, &from_tree);
tree_ms[step] = 1e3 * (wall_seconds() - start);
m.reinserted += (double)tree.reinserted / sweep_steps;
#line 2316 "chapters/09-broadphase.nw"
    
#line 2112 "chapters/09-broadphase.nw"
start = wall_seconds();
keep_updating(&kept, &kept_storage, room.boxes, n);
kept_update_ms[step] = 1e3 * (wall_seconds() - start);
tree_pairs(&kept, &from_kept);
tree_changes(&kept, &begun, &ended);
kept_ms[step] = 1e3 * (wall_seconds() - start);
m.kept_reinserted += (double)kept.reinserted / sweep_steps;
m.kept_candidates += (double)kept.candidates / sweep_steps;
m.begun += (double)begun.count / sweep_steps, m.ended += (double)ended.count / sweep_steps;
#line 2317 "chapters/09-broadphase.nw"
  }
  for (int step = 0; step < loop_steps; step++) {
    cube_room_step(&room, speed > 0 ? dt : 0.0f);
    start = wall_seconds();
    loop_pairs(&room, &reference);
    loop_ms[step] = 1e3 * (wall_seconds() - start);
  }
  m.loop_ms = median(loop_ms, loop_steps);
  m.sweep_ms = median(sweep_ms, sweep_steps), m.sweep_min_ms = sweep_ms[0];
  m.tree_ms = median(tree_ms, sweep_steps), m.tree_min_ms = tree_ms[0];
  m.tree_update_ms = median(update_ms, sweep_steps);
  m.kept_mean_ms = mean(kept_ms, sweep_steps);
  m.kept_ms = median(kept_ms, sweep_steps), m.kept_min_ms = kept_ms[0];
  m.kept_update_ms = median(kept_update_ms, sweep_steps);
  imp_broadphase_update(&bp, room.boxes, n); /* the same boxes as the last loop */
  sweep_pairs(&bp, &found);
  imp_tree_update(&tree, room.boxes, n);
  tree_pairs(&tree, &from_tree);
  keep_updating(&kept, &kept_storage, room.boxes, n);
  tree_pairs(&kept, &from_kept);
  m.pairs = found.count;
  m.candidates = bp.candidates;
  m.tree_candidates = tree.candidates;
  m.same = same_pairs(&found, &reference) && same_pairs(&from_tree, &reference) &&
           same_pairs(&from_kept, &reference);
  cube_room_free(&room);
  free(storage);
  free(nodes);
  free(sweep_ms);
  free(tree_ms);
  free(update_ms);
  free(loop_ms);
  free(found.pairs);
  free(reference.pairs);
  free(from_tree.pairs);
  free(kept_nodes), free(kept_ms), free(kept_update_ms), free(kept_storage.pairs);
  free(from_kept.pairs), free(begun.pairs), free(ended.pairs);
  return m;
}
#line 2359 "chapters/09-broadphase.nw"
int main(int argc, char **argv) {
  FILE *csv = argc > 1 ? fopen(argv[1], "w") : NULL;
  size_t largest = argc > 2 ? (size_t)atol(argv[2]) : 100000;
  if (argc > 1 && !csv) {
    fprintf(stderr, "bench-broadphase: cannot write %s\n", argv[1]);
    return 2;
  }
  if (csv)
    fputs("n,pairs,candidates,swaps,build_ms,sweep_static_ms,sweep_moving_ms,"
          "loop_static_ms,loop_moving_ms,same,sweep_moving_min_ms,tree_candidates,"
          "reinserted,tree_build_ms,tree_static_ms,tree_moving_ms,tree_moving_min_ms,"
          "tree_update_ms,kept_candidates,kept_reinserted,moved_fraction,begun,ended,"
          "kept_build_ms,kept_static_ms,kept_moving_ms,kept_moving_min_ms,"
          "kept_update_ms,kept_moving_mean_ms\n", csv);
  printf("times per step in ms, median (minimum) over the steps; tree margin %.2f m\n",
         (double)TREE_MARGIN);
  printf("%7s %6s | %-36s | %-44s | %-17s | %s\n", "", "", "sweep and prune",
         "tree: all pairs walked / kept", "all pairs", "same");
  printf("%7s %6s | %10s %6s %8s %8s | %8s %6s %6s %6s %8s %6s | %8s %8s | %s\n", "N",
         "pairs", "candidates", "build", "static", "moving", "candid.", "reins.",
         "build", "static", "moving", "update", "static", "moving", "pairs");
  bool all_same = true;
  for (size_t n = 1000; n <= largest; n *= 10) {
    int sweep_steps = n < 100000 ? 51 : 31, loop_steps = n < 10000 ? 21 : n < 100000 ? 3 : 1;
    scene_times still = time_scene(n, 0.0f, sweep_steps, loop_steps);
    scene_times moving = time_scene(n, 1.0f, sweep_steps, loop_steps);
    bool same = still.same && moving.same;
    all_same = all_same && same;
    printf("%7zu %6zu | %10llu %6.2f %8.3f %8.3f | %8llu %6.0f %6.2f %6.3f %8.3f %6.3f | "
           "%8.1f %8.1f | %s\n", n, moving.pairs, (unsigned long long)moving.candidates,
           moving.build_ms, still.sweep_ms, moving.sweep_ms,
           (unsigned long long)moving.tree_candidates, moving.reinserted,
           moving.tree_build_ms, still.tree_ms, moving.tree_ms, moving.tree_update_ms,
           still.loop_ms, moving.loop_ms, same ? "yes" : "NO");
    printf("%7s %6s | %10s %6s %8s (%6.3f) | %8s %6s %6s %6s (%6.3f) %6s |\n", "", "", "",
           "", "", moving.sweep_min_ms, "", "", "", "", moving.tree_min_ms, "");
    printf("%7s %6s | %-36s | %8.0f %6.0f %6.2f %6.3f %8.3f %6.3f | begun %.0f, ended %.0f\n",
           "", "", "", moving.kept_candidates, moving.kept_reinserted,
           moving.kept_build_ms, still.kept_ms, moving.kept_ms, moving.kept_update_ms,
           moving.begun, moving.ended);
    printf("%7s %6s | %36s | %8s %6s %6s %6s (%6.3f) %6s | mean %.3f\n", "", "", "", "", "",
           "", "", moving.kept_min_ms, "", moving.kept_mean_ms);
    fflush(stdout);
    if (csv)
      fprintf(csv, "%zu,%zu,%llu,%.0f,%.3f,%.4f,%.4f,%.2f,%.2f,%d,%.4f,%llu,%.0f,%.3f,%.4f,"
              "%.4f,%.4f,%.4f,%.0f,%.0f,%.4f,%.1f,%.1f,%.3f,%.4f,%.4f,%.4f,%.4f,%.4f\n", n,
              moving.pairs, (unsigned long long)moving.candidates, moving.swaps,
              moving.build_ms, still.sweep_ms, moving.sweep_ms, still.loop_ms,
              moving.loop_ms, same, moving.sweep_min_ms,
              (unsigned long long)moving.tree_candidates, moving.reinserted,
              moving.tree_build_ms, still.tree_ms, moving.tree_ms, moving.tree_min_ms,
              moving.tree_update_ms, moving.kept_candidates,
              moving.kept_reinserted, moving.kept_reinserted / (double)n, moving.begun,
              moving.ended, moving.kept_build_ms, still.kept_ms, moving.kept_ms,
              moving.kept_min_ms, moving.kept_update_ms, moving.kept_mean_ms);
  }
  if (csv) fclose(csv);
  return all_same ? 0 : 1;
}
