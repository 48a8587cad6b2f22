#line 3114 "chapters/12-resting.nw"
/* bench-tower: the time of each stage of a step under the stage "friction",
 * for grids of towers of ten boxes and for the room, by body count
 * (chapter 12). Usage: bench-tower [TABLE.csv [MOST_BODIES]] */
#line 3125 "chapters/12-resting.nw"
#include "shared/resting-scene.h"
#include "shared/room-scene.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { MEASURED = 20, STAGES = 7, HEIGHT = 10 };
static const char *const stage_names[STAGES] = {"velocities", "pairs",     "collide", "match",
                                                "resolve",    "positions", "sleep"};

static double wall_ms(void) {
  struct timespec t;
  timespec_get(&t, TIME_UTC);
  return 1e3 * t.tv_sec + 1e-6 * t.tv_nsec;
}
#line 3145 "chapters/12-resting.nw"
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
#line 3159 "chapters/12-resting.nw"
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
#line 3182 "chapters/12-resting.nw"
/* A square grid of towers of HEIGHT boxes, count bodies in all, three
 * metres apart, each box set into the one below as in the experiment. */
static bool build_towers(uint32_t count, resting_scene *scene) {
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  if (!resting_scene_build(count, "friction", (vec3){0, 1, 0}, 0.5f,
                           (vec3){0.0f, -9.81f, 0.0f}, scene))
    return false;
  uint32_t towers = count / HEIGHT, side = (uint32_t)ceilf(sqrtf((float)towers)), index;
  for (uint32_t t = 0; t < towers; t++)
    for (int i = 0; i < HEIGHT; i++) {
      vec3 at = {3.0f * (float)(t % side),
                 0.5f + (1.0f - RESTING_SET_DEPTH) * (float)i - RESTING_SET_DEPTH,
                 3.0f * (float)(t / side)};
      if (!resting_scene_add(scene, &cube, 1.0f, at, (versor){0, 0, 0, 1}, 0.5f, 0.0f, &index))
        return false;
    }
  return true;
}

/* Chapter 10's room of count bodies, four layers deep, under the stage "friction". */
static bool build_room(uint32_t count, room_scene *scene) {
  room_options o;
  room_default_options(&o);
  o.count = count;
  o.side = 3.0f * o.size * ceilf(sqrtf((float)o.count / 4.0f));
  o.resolve = imp_resolve_friction;
  return room_scene_build(&o, scene);
}
#line 3227 "chapters/12-resting.nw"
/* Time the world's steps and print a row per stage. */
static void measure(const char *name, imp_world *w, float dt, int warm_up, FILE *csv) {
  static double samples[STAGES + 1][MEASURED];
  double ms[STAGES];
  
#line 3218 "chapters/12-resting.nw"
for (int n = 0; n < warm_up; n++) timed_step(w, dt, ms);
for (int n = 0; n < MEASURED; n++) {
  timed_step(w, dt, ms);
  samples[STAGES][n] = 0;
  for (int k = 0; k < STAGES; k++) samples[k][n] = ms[k], samples[STAGES][n] += ms[k];
}
#line 3232 "chapters/12-resting.nw"
  for (int k = 0; k <= STAGES; k++) {
    double min, median;
    min_median(samples[k], MEASURED, &min, &median);
    const char *stage = k < STAGES ? stage_names[k] : "step";
    printf("%-7s %6u %-11s %10.4f %10.4f\n", name, w->body_count - 1, stage, min, median);
    if (csv) fprintf(csv, "%s,%u,%s,%.5f,%.5f\n", name, w->body_count - 1, stage, min, median);
  }
  uint32_t points = 0, islands = 0;
  for (uint32_t k = 0; k < w->contact_count; k++) {
    points += (uint32_t)w->contacts[k].manifold.count;
    islands += w->contact_island[k] != IMP_NONE && w->island[w->contact_island[k]] ==
                                                    w->contact_island[k] &&
               w->island_order[w->island_start[w->contact_island[k]] - 1] == k;
  }
  printf("%-7s %6s %u contacts, %u points, %u islands; resolutions %ld + %ld\n", "", "",
         w->contact_count, points, islands, w->resolve_used[0], w->resolve_used[1]);
}

int main(int argc, char **argv) {
  FILE *csv = argc > 1 ? fopen(argv[1], "w") : NULL;
  if (argc > 1 && !csv) {
    perror(argv[1]);
    return 1;
  }
  setvbuf(stdout, NULL, _IOLBF, 0); /* a line at a time: the large scenes are slow */
  long most = argc > 2 ? strtol(argv[2], NULL, 10) : 10000;
  if (csv) fprintf(csv, "scene,n,stage,min_ms,median_ms\n");
  printf("%-7s %6s %-11s %10s %10s   (ms per step, %d steps)\n", "scene", "bodies", "stage",
         "min", "median", MEASURED);
  const uint32_t counts[] = {100, 1000, 10000};
  for (int c = 0; c < 3 && counts[c] <= most; c++) {
    resting_scene towers;
    if (!build_towers(counts[c], &towers)) {
      fputs("bench-tower: out of memory\n", stderr);
      return 1;
    }
    measure("towers", &towers.world, 1.0f / 60, 30, csv);
    if (csv) fflush(csv);
    resting_scene_free(&towers);
    room_scene room;
    if (!build_room(counts[c], &room)) {
      fputs("bench-tower: out of memory\n", stderr);
      return 1;
    }
    measure("room", &room.world, 0.01f, 150, csv);
    if (csv) fflush(csv);
    room_scene_free(&room);
  }
  if (csv) fclose(csv);
  return 0;
}
