#line 2599 "chapters/12-resting.nw"
/* bench-tower: the time of each stage of a step of rows of towers of five
 * boxes, under the stage "friction", by body count (chapter 12).
 * Usage: bench-tower [TABLE.csv] */
#line 2609 "chapters/12-resting.nw"
#include "shared/resting-scene.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { WARM_UP = 30, MEASURED = 10, STAGES = 7, HEIGHT = 5 };
static const char *const stage_names[STAGES] = {"velocities", "pairs",     "collide", "match",
                                                "resolve",    "positions", "sleep"};

static double wall_ms(void) {
  struct timespec t;
  timespec_get(&t, TIME_UTC);
  return 1e3 * t.tv_sec + 1e-6 * t.tv_nsec;
}
#line 2628 "chapters/12-resting.nw"
static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *samples, int n) {
  qsort(samples, (size_t)n, sizeof *samples, by_value);
  return n % 2 ? samples[n / 2] : 0.5 * (samples[n / 2 - 1] + samples[n / 2]);
}
#line 2640 "chapters/12-resting.nw"
static void timed_step(imp_world *w, float dt, double ms[STAGES]) {
  double t[STAGES + 1];
  t[0] = wall_ms();
  imp_world_integrate_velocities(w, dt);
  t[1] = wall_ms();
  imp_world_find_pairs(w);
  t[2] = wall_ms();
  imp_world_collide(w);
  t[3] = wall_ms();
  imp_world_match_contacts(w);
  t[4] = wall_ms();
  w->resolve(w, dt);
  t[5] = wall_ms();
  imp_world_integrate_positions(w, dt);
  w->steps++;
  t[6] = wall_ms();
  imp_world_update_sleep(w, dt);
  t[7] = wall_ms();
  for (int k = 0; k < STAGES; k++) ms[k] = t[k + 1] - t[k];
}
#line 2678 "chapters/12-resting.nw"
int main(int argc, char **argv) {
  FILE *csv = argc > 1 ? fopen(argv[1], "w") : NULL;
  if (argc > 1 && !csv) {
    perror(argv[1]);
    return 1;
  }
  if (csv) fprintf(csv, "n,stage,median_ms\n");
  printf("%6s %-11s %10s   (median ms per step of %d, after %d)\n", "bodies", "stage",
         "median", MEASURED, WARM_UP);
  const uint32_t towers[] = {2, 8, 32};
  for (int c = 0; c < 3; c++) {
    uint32_t count = towers[c] * HEIGHT, index;
    resting_scene scene;
    imp_shape cube;
    imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
    bool built = resting_scene_build(count, "friction", (vec3){0, 1, 0}, 0.5f,
                                     (vec3){0.0f, -9.81f, 0.0f}, &scene);
    uint32_t side = (uint32_t)ceilf(sqrtf((float)towers[c]));
    for (uint32_t t = 0; t < towers[c] && built; t++)
      for (int i = 0; i < HEIGHT && built; i++) {
        vec3 at = {3.0f * (float)(t % side), 0.5f + (1.0f - RESTING_SET_DEPTH) * (float)i -
                                                 RESTING_SET_DEPTH,
                   3.0f * (float)(t / side)};
        built = resting_scene_add(&scene, &cube, 1.0f, at, (versor){0, 0, 0, 1}, 0.5f, 0.0f,
                                  &index);
      }
    if (!built) {
      fputs("bench-tower: out of memory\n", stderr);
      return 1;
    }
    static double samples[STAGES + 1][MEASURED];
    double ms[STAGES];
    
#line 2669 "chapters/12-resting.nw"
for (int n = 0; n < WARM_UP; n++) timed_step(&scene.world, 1.0f / 60, ms);
for (int n = 0; n < MEASURED; n++) {
  timed_step(&scene.world, 1.0f / 60, ms);
  samples[STAGES][n] = 0;
  for (int k = 0; k < STAGES; k++) samples[k][n] = ms[k], samples[STAGES][n] += ms[k];
}
#line 2711 "chapters/12-resting.nw"
    for (int k = 0; k <= STAGES; k++) {
      const char *name = k < STAGES ? stage_names[k] : "step";
      double m = median(samples[k], MEASURED);
      printf("%6u %-11s %10.4f\n", count, name, m);
      if (csv) fprintf(csv, "%u,%s,%.5f\n", count, name, m);
    }
    uint32_t points = 0;
    for (uint32_t k = 0; k < scene.world.contact_count; k++)
      points += (uint32_t)scene.world.contacts[k].manifold.count;
    printf("%6s %u contacts, %u points\n", "", scene.world.contact_count, points);
    resting_scene_free(&scene);
  }
  if (csv) fclose(csv);
  return 0;
}
