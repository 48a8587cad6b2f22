/* bench-broadphase-peers: chapter 9's tree that keeps its pairs beside
 * Bullet's btDbvtBroadphase and bt32BitAxisSweep3, on the room of moving
 * cubes of bench-broadphase, in the same run. Built only when pkg-config
 * finds bullet. Usage: bench-broadphase-peers [TABLE.csv [LARGEST_N]]
 *
 * Every structure gets the same boxes: the room is refilled from the same
 * seed for each. A step is: all boxes given anew, the pairs brought up to
 * date (ours: imp_tree_update, then the list of all pairs and of the begun
 * and ended ones; Bullet's: setAabb for every proxy, then
 * calculateOverlappingPairs). Times per step are the minimum and the median
 * over the timed steps, after WARM_UP untimed ones, their mean and their
 * worst (the re-insertions come in waves that the median can miss,
 * chapter 9). The
 * first build, from no structure to the pairs of the first boxes (ours:
 * imp_tree_init, imp_tree_update, imp_tree_keep_pairs; Bullet's: a
 * createProxy for each box, then calculateOverlappingPairs), is timed apart. Bullet keeps the pairs
 * of its fattened boxes and removes stale ones lazily, so it holds at least
 * our pairs; the check is that its pairs whose given boxes overlap are
 * exactly ours. */
#define _POSIX_C_SOURCE 199309L
#include "random.h"

#include <imp/tree.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "shared/cube-room.h"

void peer_bp_prepare(void);
void peer_bp_start(int kind, int count, const float *mins, const float *maxs,
                   const float *lo, const float *hi);
void peer_bp_step(int count, const float *mins, const float *maxs);
int peer_bp_pairs(unsigned *pairs, int capacity);
void peer_bp_stop(void);

enum { WARM_UP = 60, STEPS = 31, KINDS = 3 }; /* ours, Bullet's tree, Bullet's sweep */
/* Bullet's sweep inserts each new proxy by an insertion sort along three
 * axes, O(N^2) to create N of them: minutes at 10^5, so it stops here. */
enum { SWEEP_LARGEST = 10000 };
static const char *const names[KINDS] = {"impulse tree (kept pairs)", "btDbvtBroadphase",
                                         "bt32BitAxisSweep3"};

/* Processor time of the thread: on a machine shared with other programs,
 * the time the steps were not running is not theirs. Every structure runs
 * in this one thread, so all are timed alike; on a quiet machine it is the
 * wall time. */
static double thread_seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static int by_value(const void *p, const void *q) {
  double a = *(const double *)p, b = *(const double *)q;
  return (a > b) - (a < b);
}

static int by_pair(const void *p, const void *q) {
  const imp_pair *a = p, *b = q;
  if (a->first != b->first) return a->first < b->first ? -1 : 1;
  return (a->second > b->second) - (a->second < b->second);
}

static void *allocate(size_t bytes) {
  void *p = malloc(bytes);
  if (!p) {
    fputs("bench-broadphase-peers: out of memory\n", stderr);
    exit(1);
  }
  return p;
}

typedef struct result {
  double min_ms, median_ms, mean_ms, max_ms;
  double build_ms; /* the first build, apart from the steps */
  size_t held;     /* pairs the structure holds after the last step */
  size_t pairs;    /* of those, pairs whose given boxes overlap */
  imp_pair *list;  /* those, sorted */
} result;

static void corners(const cube_room *room, float *mins, float *maxs) {
  for (size_t i = 0; i < room->count; i++)
    for (int k = 0; k < 3; k++) {
      mins[3 * i + k] = room->boxes[i].min[k];
      maxs[3 * i + k] = room->boxes[i].max[k];
    }
}

static result run(int kind, size_t n) {
  const float dt = 1.0f / 60.0f, length = 2.0f * cbrtf((float)n);
  cube_room room;
  imp_rng r = imp_rng_seed(n);
  if (!cube_room_open(&room, &r, n, 1.0f)) exit(1);
  float *mins = allocate(3 * n * sizeof *mins), *maxs = allocate(3 * n * sizeof *maxs);
  size_t room_for = 8 * n + 1024;
  imp_pair *pairs = allocate(room_for * sizeof *pairs), *begun = allocate(room_for * sizeof *begun);
  imp_pair *ended = allocate(room_for * sizeof *ended);
  unsigned *raw = allocate(2 * room_for * sizeof *raw);
  imp_tree_node *nodes = allocate(2 * n * sizeof *nodes);
  imp_tree_pair *kept = allocate(2 * room_for * sizeof *kept);
  imp_tree tree;
  double times[STEPS];
  result out = {0};
  size_t found = 0, began = 0, stopped = 0;
  const float lo[3] = {-2, -2, -2}, hi[3] = {length + 2, length + 2, length + 2};
  if (kind != 0) corners(&room, mins, maxs), peer_bp_prepare(); /* not the broad phase's */
  double built = thread_seconds();
  if (kind == 0) {
    imp_tree_init(&tree, nodes, n, 0.1f);
    imp_tree_update(&tree, room.boxes, n);
    if (imp_tree_keep_pairs(&tree, kept, room_for) != IMP_OK) exit(1);
  } else {
    peer_bp_start(kind - 1, (int)n, mins, maxs, lo, hi);
  }
  out.build_ms = 1e3 * (thread_seconds() - built);
  for (int step = 0; step < WARM_UP + STEPS; step++) {
    cube_room_step(&room, dt);
    if (kind != 0) corners(&room, mins, maxs); /* Bullet's input, outside the clock */
    double start = thread_seconds();
    if (kind == 0) {
      if (imp_tree_update(&tree, room.boxes, n) != IMP_OK ||
          imp_tree_pairs(&tree, pairs, room_for, &found) != IMP_OK ||
          imp_tree_changes(&tree, begun, room_for, &began, ended, room_for, &stopped) != IMP_OK)
        exit(1);
    } else {
      peer_bp_step((int)n, mins, maxs);
    }
    if (step >= WARM_UP) times[step - WARM_UP] = 1e3 * (thread_seconds() - start);
  }
  for (int step = 0; step < STEPS; step++) out.mean_ms += times[step] / STEPS;
  qsort(times, STEPS, sizeof *times, by_value);
  out.min_ms = times[0], out.median_ms = times[STEPS / 2], out.max_ms = times[STEPS - 1];
  if (kind == 0) {
    out.held = out.pairs = found;
  } else {
    int total = peer_bp_pairs(raw, (int)room_for);
    out.held = (size_t)total;
    for (size_t p = 0; p < out.held && p < room_for; p++) {
      imp_pair q = {raw[2 * p], raw[2 * p + 1]};
      if (imp_aabb_overlap(&room.boxes[q.first], &room.boxes[q.second]))
        pairs[out.pairs++] = q;
    }
    peer_bp_stop();
  }
  qsort(pairs, out.pairs, sizeof *pairs, by_pair);
  out.list = pairs;
  cube_room_free(&room);
  free(mins), free(maxs), free(begun), free(ended), free(raw), free(nodes), free(kept);
  return out;
}

int main(int argc, char **argv) {
  FILE *csv = argc > 1 ? fopen(argv[1], "w") : NULL;
  size_t largest = argc > 2 ? (size_t)atol(argv[2]) : 100000;
  if (argc > 1 && !csv) {
    fprintf(stderr, "bench-broadphase-peers: cannot write %s\n", argv[1]);
    return 2;
  }
  if (csv)
    fputs("n,pairs,ours_min_ms,ours_median_ms,dbvt_min_ms,dbvt_median_ms,dbvt_held,"
          "sap_min_ms,sap_median_ms,sap_held,same,ours_mean_ms,dbvt_mean_ms,ours_build_ms,"
          "dbvt_build_ms,ours_max_ms,dbvt_max_ms\n", csv);
  printf("moving room of cubes, times per step in ms: minimum, median, mean and worst of %d steps "
         "after %d\n", STEPS, WARM_UP);
  bool all_same = true;
  for (size_t n = 1000; n <= largest; n *= 10) {
    result r[KINDS];
    bool same = true;
    int kinds = n <= SWEEP_LARGEST ? KINDS : KINDS - 1;
    r[KINDS - 1] = (result){NAN, NAN, NAN, NAN, NAN, 0, 0, NULL};
    for (int kind = 0; kind < kinds; kind++) {
      r[kind] = run(kind, n);
      same = same && r[kind].pairs == r[0].pairs &&
             memcmp(r[kind].list, r[0].list, r[0].pairs * sizeof *r[0].list) == 0;
    }
    for (int kind = 0; kind < kinds; kind++)
      printf("%7zu %-26s first build %9.3f | step: min %8.3f  median %8.3f  mean %8.3f  "
             "worst %8.3f  pairs held %8zu  overlapping %7zu\n", n, names[kind],
             r[kind].build_ms, r[kind].min_ms, r[kind].median_ms, r[kind].mean_ms,
             r[kind].max_ms, r[kind].held, r[kind].pairs);
    printf("%7s same pairs: %s; Bullet's tree / ours: %.1f (min), %.1f (median), %.1f (mean), "
           "%.1f (worst), %.1f (first build)\n", "", same ? "yes" : "NO",
           r[1].min_ms / r[0].min_ms, r[1].median_ms / r[0].median_ms,
           r[1].mean_ms / r[0].mean_ms, r[1].max_ms / r[0].max_ms, r[1].build_ms / r[0].build_ms);
    fflush(stdout);
    if (csv)
      fprintf(csv, "%zu,%zu,%.4f,%.4f,%.4f,%.4f,%zu,%.4f,%.4f,%zu,%d,%.4f,%.4f,%.3f,%.3f,%.4f,%.4f\n",
              n, r[0].pairs, r[0].min_ms, r[0].median_ms, r[1].min_ms, r[1].median_ms, /* nan: not run */
              r[1].held, r[2].min_ms, r[2].median_ms, r[2].held, same, r[0].mean_ms, r[1].mean_ms,
              r[0].build_ms, r[1].build_ms, r[0].max_ms, r[1].max_ms);
    all_same = all_same && same;
    for (int kind = 0; kind < KINDS; kind++) free(r[kind].list);
  }
  if (csv) fclose(csv);
  return all_same ? 0 : 1;
}
