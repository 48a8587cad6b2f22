#line 2486 "chapters/10-world.nw"
/* bench-world: the time of each stage of a step of the room scene, by body
 * count (chapter 10). Usage: bench-world [TABLE.csv] */
#include "shared/room-scene.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { WARM_UP = 150, MEASURED = 60, STAGES = 6 };
static const char *const stage_names[STAGES] = {"velocities", "pairs", "collide",
                                                "match", "resolve", "positions"};

static double wall_ms(void) { /* C11's clock: the wall time, to a nanosecond */
  struct timespec t;
  timespec_get(&t, TIME_UTC);
  return 1e3 * t.tv_sec + 1e-6 * t.tv_nsec;
}
#line 2510 "chapters/10-world.nw"
static void timed_step(imp_world *w, float dt, double ms[STAGES]) {
  double t0 = wall_ms();
  imp_world_integrate_velocities(w, dt);
  double t1 = wall_ms();
  imp_world_find_pairs(w);
  double t2 = wall_ms();
  imp_world_collide(w);
  double t3 = wall_ms();
  imp_world_match_contacts(w);
  double t4 = wall_ms();
  w->resolve(w, dt);
  double t5 = wall_ms();
  imp_world_integrate_positions(w, dt);
  double t6 = wall_ms();
  w->steps++;
  double times[STAGES] = {t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4, t6 - t5};
  for (int k = 0; k < STAGES; k++) ms[k] = times[k];
}
#line 2531 "chapters/10-world.nw"
static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* The minimum and the median of n samples (sorted in place). */
static void min_median(double *samples, int n, double *min, double *median) {
  qsort(samples, (size_t)n, sizeof *samples, by_value);
  *min = samples[0];
  *median = n % 2 ? samples[n / 2] : 0.5 * (samples[n / 2 - 1] + samples[n / 2]);
}
#line 2559 "chapters/10-world.nw"
int main(int argc, char **argv) {
  FILE *csv = argc > 1 ? fopen(argv[1], "w") : NULL;
  if (argc > 1 && !csv) {
    perror(argv[1]);
    return 1;
  }
  if (csv) fprintf(csv, "n,stage,min_ms,median_ms\n");
  printf("%7s %-11s %9s %9s   (ms per step, %d steps after %d)\n", "bodies", "stage",
         "min", "median", MEASURED, WARM_UP);
  const uint32_t counts[] = {100, 1000, 10000};
  for (int c = 0; c < 3; c++) {
    room_options o;
    room_default_options(&o);
    o.count = counts[c];
    o.side = 3.0f * o.size * ceilf(sqrtf((float)o.count / 4.0f)); /* four layers */
    room_scene scene;
    if (!room_scene_build(&o, &scene)) {
      fputs("bench-world: out of memory\n", stderr);
      return 1;
    }
    static double samples[STAGES][MEASURED], totals[MEASURED];
    double ms[STAGES];
    
#line 2550 "chapters/10-world.nw"
for (int n = 0; n < WARM_UP; n++) timed_step(&scene.world, 0.01f, ms);
for (int n = 0; n < MEASURED; n++) {
  timed_step(&scene.world, 0.01f, ms);
  totals[n] = 0;
  for (int k = 0; k < STAGES; k++) samples[k][n] = ms[k], totals[n] += ms[k];
}
#line 2582 "chapters/10-world.nw"
    for (int k = 0; k <= STAGES; k++) {
      double min, median;
      min_median(k < STAGES ? samples[k] : totals, MEASURED, &min, &median);
      const char *name = k < STAGES ? stage_names[k] : "step";
      printf("%7u %-11s %9.4f %9.4f\n", o.count, name, min, median);
      if (csv) fprintf(csv, "%u,%s,%.5f,%.5f\n", o.count, name, min, median);
    }
    printf("%7s %u pairs, %u contacts\n", "", scene.world.pair_count,
           scene.world.contact_count);
    room_scene_free(&scene);
  }
  if (csv) fclose(csv);
  return 0;
}
