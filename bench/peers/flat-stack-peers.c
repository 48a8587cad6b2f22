/* bench-flat-stack-peers: chapter 7's pyramid of fifteen boxes, stepped for
 * ten seconds by chapter 17's solver and by Box2D 2.4 in the same run; ms per
 * step, min and median over the repeats, and whether each pyramid stands (its
 * top within 2.5 cm of its place at the end). Built only when Debian's
 * libbox2d-dev is found; never a test. With a path, it also writes the table
 * as CSV there (book/measured/flat-stack.csv). */
#include "shared/flat-scene.h"

#include <imp/flat-stack.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { BASE = 5, STEPS = 600, REPEATS = 25, CONTACTS = 256 };

void peer_box2d_pyramid(int base);
void peer_box2d_step(void);
void peer_box2d_top(float *x, float *y);

static double wall_seconds(void) {
  struct timespec t;
  timespec_get(&t, TIME_UTC);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

/* One run of the pyramid by Impulse; ms per step, and the top's drift. */
static double impulse_run(double *drift) {
  static imp_flat_body storage[IMP_FLAT_SCENE_WALLS + IMP_FLAT_PYRAMID_MAX_BOXES];
  static imp_flat_contact contacts[2 * CONTACTS];
  imp_flat_world world;
  imp_flat_solver solver;
  imp_flat_scene_pyramid(&world, storage, BASE);
  imp_flat_solver_init(&solver, contacts, CONTACTS);
  const imp_flat_body *top = &world.bodies[world.count - 1];
  float x0 = top->position[0], y0 = top->position[1];
  double start = wall_seconds();
  for (int n = 0; n < STEPS; n++) imp_flat_solver_step(&world, &solver);
  double ms = 1e3 * (wall_seconds() - start) / STEPS;
  *drift = hypot(top->position[0] - x0, top->position[1] - y0);
  return ms;
}

static double box2d_run(double *drift) {
  float x0, y0, x, y;
  peer_box2d_pyramid(BASE);
  peer_box2d_top(&x0, &y0);
  double start = wall_seconds();
  for (int n = 0; n < STEPS; n++) peer_box2d_step();
  double ms = 1e3 * (wall_seconds() - start) / STEPS;
  peer_box2d_top(&x, &y);
  *drift = hypot(x - x0, y - y0);
  return ms;
}

int main(int argc, char **argv) {
  const char *names[2] = {"impulse-sequential", "box2d-2.4"};
  double times[2][REPEATS], drift[2] = {0, 0};
  for (int r = 0; r < REPEATS; r++) { /* interleaved, so both see the same machine */
    double d;
    times[0][r] = impulse_run(&d);
    drift[0] = fmax(drift[0], d);
    times[1][r] = box2d_run(&d);
    drift[1] = fmax(drift[1], d);
  }
  FILE *csv = argc > 1 ? fopen(argv[1], "w") : NULL;
  if (argc > 1 && !csv) {
    fprintf(stderr, "bench-flat-stack-peers: cannot write %s\n", argv[1]);
    return 1;
  }
  printf("pyramid of %d boxes, %d steps of 1/60 s, %d repeats\n", BASE * (BASE + 1) / 2,
         STEPS, REPEATS);
  printf("%-20s %12s %12s %10s %s\n", "engine", "min ms/step", "median", "drift m", "stands");
  if (csv) fprintf(csv, "engine,min_ms,median_ms,drift_m,stands\n");
  for (int e = 0; e < 2; e++) {
    qsort(times[e], REPEATS, sizeof times[e][0], by_value);
    int stands = drift[e] < 0.025;
    printf("%-20s %12.5f %12.5f %10.5f %s\n", names[e], times[e][0], times[e][REPEATS / 2],
           drift[e], stands ? "yes" : "no");
    if (csv)
      fprintf(csv, "%s,%.5f,%.5f,%.5f,%d\n", names[e], times[e][0], times[e][REPEATS / 2],
              drift[e], stands);
  }
  if (csv && fclose(csv) != 0) return 1;
  return 0;
}
