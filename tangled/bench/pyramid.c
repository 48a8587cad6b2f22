#line 3680 "chapters/14-solver.nw"
/* bench-pyramid: the time of a step of pyramids of unit boxes under the
 * stage "solver", 10 velocity iterations, no sleeping (chapter 14). */
#line 3688 "chapters/14-solver.nw"
#include "shared/solver-scene.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

enum { WARM_UP = 60, MEASURED = 30 };

static double wall_ms(void) {
  struct timespec t;
  timespec_get(&t, TIME_UTC);
  return 1e3 * t.tv_sec + 1e-6 * t.tv_nsec;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
#line 3710 "chapters/14-solver.nw"
/* One step, stage by stage as imp_world_step takes it; ms[0] the step,
 * ms[1] its resolve stage. */
static void timed_step(imp_world *w, float dt, double ms[2]) {
  double start = wall_ms();
  imp_world_integrate_velocities(w, dt);
  imp_world_find_pairs(w);
  imp_world_collide(w);
  imp_world_match_contacts(w);
  double resolve = wall_ms();
  w->resolve(w, dt);
  ms[1] = wall_ms() - resolve;
  imp_world_integrate_positions(w, dt);
  w->steps++;
  ms[0] = wall_ms() - start;
}
#line 3728 "chapters/14-solver.nw"
int main(int argc, char **argv) {
  const char *only = argc > 1 ? argv[1] : NULL; /* "in-order" or "wide": that sweep alone */
  printf("%5s %9s %6s %7s %12s %15s %12s %16s\n", "base", "sweep", "boxes", "points",
         "step min ms", "step median ms", "resolve ms", "ns/point/iter");
  const long bases[] = {20, 20, 40, 40};
  const imp_sweep sweeps[] = {IMP_SWEEP_IN_ORDER, IMP_SWEEP_WIDE};
  const char *const sweep_names[] = {"in-order", "coloured", "wide"};
  for (int c = 0; c < 4; c++) {
    imp_solver_settings settings;
    imp_solver_defaults(&settings);
    settings.sweep = sweeps[c % 2];
    if (only && strcmp(only, sweep_names[settings.sweep]) != 0) continue;
    resting_scene scene;
    uint32_t top;
    if (!solver_scene_build((uint32_t)SOLVER_PYRAMID_BOXES(bases[c]), 0.6f, &settings,
                            &scene) ||
        !solver_pyramid(&scene, bases[c], 0.6f, &top)) {
      fputs("bench-pyramid: out of memory\n", stderr);
      return 1;
    }
    double ms[2], step[MEASURED], resolve[MEASURED];
    for (int n = 0; n < WARM_UP; n++) timed_step(&scene.world, 1.0f / 60, ms);
    for (int n = 0; n < MEASURED; n++) {
      timed_step(&scene.world, 1.0f / 60, ms);
      step[n] = ms[0], resolve[n] = ms[1];
    }
    qsort(step, MEASURED, sizeof *step, by_value);
    qsort(resolve, MEASURED, sizeof *resolve, by_value);
    uint32_t points = scene.world.solver_point_count;
    double per_point = 1e6 * resolve[MEASURED / 2] / (points * settings.velocity_iterations);
    printf("%5ld %9s %6ld %7u %12.3f %15.3f %12.3f %16.1f\n", bases[c],
           sweep_names[settings.sweep], SOLVER_PYRAMID_BOXES(bases[c]), points, step[0], step[MEASURED / 2],
           resolve[MEASURED / 2], per_point);
    resting_scene_free(&scene);
  }
  return 0;
}
