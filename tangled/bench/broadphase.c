#line 2048 "chapters/09-broadphase.nw"
/* bench-broadphase: sweep and prune against the all-pairs loop (chapter 9).
 * Usage: bench-broadphase [TABLE.csv] */
#line 2071 "chapters/09-broadphase.nw"
#define _POSIX_C_SOURCE 199309L
#include "random.h"

#include <imp/broadphase.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "shared/cube-room.h"
#line 2085 "chapters/09-broadphase.nw"
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
#line 2131 "chapters/09-broadphase.nw"
typedef struct scene_times {
  double build_ms, sweep_ms, loop_ms; /* time per step */
  double swaps;                       /* per step, mean */
  size_t pairs;
  uint64_t candidates;
  bool same;
} scene_times;

static scene_times time_scene(size_t n, float speed, int sweep_steps, int loop_steps) {
  const float dt = 1.0f / 60.0f, length = 2.0f * cbrtf((float)n); /* rho = 1/8 */
  cube_room room;
  imp_sweep_entry *storage = malloc(n * sizeof *storage);
  pair_list found = {0}, reference = {0};
  if (!cube_room_alloc(&room, n) || !storage) {
    fputs("bench-broadphase: out of memory\n", stderr);
    exit(1);
  }
  make_room(&found, n);
  make_room(&reference, n);
  imp_rng r = imp_rng_seed(n);
  cube_room_fill(&room, &r, 1.0f, (vec3){length, length, length}, speed);
  imp_broadphase bp;
  imp_broadphase_init(&bp, storage, n, imp_broadphase_choose_axis(room.boxes, n));
  scene_times m = {0};
  double start = wall_seconds();
  imp_broadphase_update(&bp, room.boxes, n);
  m.build_ms = 1e3 * (wall_seconds() - start);
  sweep_pairs(&bp, &found);
  for (int step = 0; step < sweep_steps; step++) {
    
#line 2062 "chapters/09-broadphase.nw"
cube_room_step(&room, speed > 0 ? dt : 0.0f);
start = wall_seconds();
imp_broadphase_update(&bp, room.boxes, n);
sweep_pairs(&bp, &found);
m.sweep_ms += 1e3 * (wall_seconds() - start) / sweep_steps;
m.swaps += (double)bp.swaps / sweep_steps;
#line 2161 "chapters/09-broadphase.nw"
  }
  for (int step = 0; step < loop_steps; step++) {
    cube_room_step(&room, speed > 0 ? dt : 0.0f);
    start = wall_seconds();
    loop_pairs(&room, &reference);
    m.loop_ms += 1e3 * (wall_seconds() - start) / loop_steps;
  }
  imp_broadphase_update(&bp, room.boxes, n); /* the same boxes as the last loop */
  sweep_pairs(&bp, &found);
  m.pairs = found.count;
  m.candidates = bp.candidates;
  m.same = same_pairs(&found, &reference);
  cube_room_free(&room);
  free(storage);
  free(found.pairs);
  free(reference.pairs);
  return m;
}
#line 2182 "chapters/09-broadphase.nw"
int main(int argc, char **argv) {
  FILE *csv = argc > 1 ? fopen(argv[1], "w") : NULL;
  if (argc > 1 && !csv) {
    fprintf(stderr, "bench-broadphase: cannot write %s\n", argv[1]);
    return 2;
  }
  if (csv)
    fputs("n,pairs,candidates,swaps,build_ms,sweep_static_ms,sweep_moving_ms,"
          "loop_static_ms,loop_moving_ms,same\n", csv);
  printf("%8s %8s %11s %9s %9s | %-21s | %-21s | %s\n", "", "", "", "", "",
         "sweep and prune (ms)", "all pairs (ms)", "same");
  printf("%8s %8s %11s %9s %9s | %10s %10s | %10s %10s | %s\n", "N", "pairs",
         "candidates", "swaps", "build", "static", "moving", "static", "moving", "pairs");
  bool all_same = true;
  for (size_t n = 1000; n <= 100000; n *= 10) {
    int sweep_steps = n < 100000 ? 50 : 10, loop_steps = n < 10000 ? 20 : n < 100000 ? 3 : 1;
    scene_times still = time_scene(n, 0.0f, sweep_steps, loop_steps);
    scene_times moving = time_scene(n, 1.0f, sweep_steps, loop_steps);
    bool same = still.same && moving.same;
    all_same = all_same && same;
    printf("%8zu %8zu %11llu %9.0f %9.2f | %10.3f %10.3f | %10.1f %10.1f | %s\n", n,
           moving.pairs, (unsigned long long)moving.candidates, moving.swaps,
           moving.build_ms, still.sweep_ms, moving.sweep_ms, still.loop_ms,
           moving.loop_ms, same ? "yes" : "NO");
    fflush(stdout);
    if (csv)
      fprintf(csv, "%zu,%zu,%llu,%.0f,%.3f,%.4f,%.4f,%.2f,%.2f,%d\n", n, moving.pairs,
              (unsigned long long)moving.candidates, moving.swaps, moving.build_ms,
              still.sweep_ms, moving.sweep_ms, still.loop_ms, moving.loop_ms, same);
  }
  if (csv) fclose(csv);
  return all_same ? 0 : 1;
}
