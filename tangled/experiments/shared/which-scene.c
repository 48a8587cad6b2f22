#line 1134 "chapters/16-which-solver.nw"
/* which-scene.c: chapter 16's scenes under each resolve stage. */
#line 1144 "chapters/16-which-solver.nw"
#include "shared/which-scene.h"

#include <math.h>
#include <stdlib.h>
#include <time.h>

const char *const which_solvers[] = {"pgs", "ngs", "soft", "jacobi", NULL};
const char *const which_clock[] = {"off", "on", NULL};

const imp_column which_columns[WHICH_COLUMNS] = {WHICH_COLUMN_ROWS};

static double which_now(void) {
  struct timespec now; /* C17's clock, as the benchmarks use */
  timespec_get(&now, TIME_UTC);
  return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}
#line 1070 "chapters/16-which-solver.nw"
static void which_settings(which_scene *s, int solver, long iterations) {
  s->solver = solver;
  imp_solver_defaults(&s->rigid);
  imp_soft_step_defaults(&s->soft);
  if (solver == WHICH_PGS) s->rigid.correction = IMP_CORRECT_VELOCITIES;
  imp_jacobi_defaults(&s->jacobi);
  if (iterations > 0 && solver == WHICH_SOFT) s->soft.substeps = (int)iterations;
  if (iterations > 0 && solver == WHICH_JACOBI) s->jacobi.step.substeps = (int)iterations;
  if (iterations > 0 && solver < WHICH_SOFT) s->rigid.velocity_iterations = (int)iterations;
}

#line 1163 "chapters/16-which-solver.nw"
/* Passes over the contacts in a step (the position pass's at most). */
static long which_sweeps(const which_scene *s) {
  if (s->solver == WHICH_SOFT) return (long)s->soft.substeps * (1 + s->soft.relax_iterations);
  if (s->solver == WHICH_JACOBI)
    return (long)s->jacobi.step.substeps * (1 + s->jacobi.step.relax_iterations);
  return s->rigid.velocity_iterations +
         (s->solver == WHICH_NGS ? s->rigid.position_iterations : 0);
}
#line 1174 "chapters/16-which-solver.nw"
bool which_scene_build(uint32_t bodies, int solver, long iterations, float mu, const vec3 g,
                       which_scene *dest) {
  *dest = (which_scene){.rest = calloc(bodies + 1, sizeof(vec3)),
                        .slide = calloc(bodies + 1, sizeof(vec3))};
  which_settings(dest, solver, iterations);
  const char *stage[] = {"solver", "solver", "soft", "jacobi"};
  const void *settings[] = {&dest->rigid, &dest->rigid, &dest->soft, &dest->jacobi};
  if (!dest->rest || !dest->slide ||
      !resting_scene_build(bodies, stage[solver], (vec3){0.0f, 1.0f, 0.0f}, mu, g,
                           &dest->scene))
    return false;
  dest->scene.world.resolve_settings = settings[solver];
  return true;
}

bool which_scene_from(const imp_args *args, uint32_t bodies, float mu, const vec3 g,
                      which_scene *dest) {
  return which_scene_build(bodies, imp_arg_choice(args, "solver"),
                           imp_arg_long(args, "iterations"), mu, g, dest);
}

void which_scene_ready(which_scene *s) {
  for (uint32_t i = 0; i < s->scene.world.body_count; i++)
    glm_vec3_copy(s->scene.world.bodies[i].position, s->rest[i]);
}

void which_scene_free(which_scene *s) {
  resting_scene_free(&s->scene);
  free(s->rest);
  free(s->slide);
}
#line 1092 "chapters/16-which-solver.nw"
static void which_measure(const which_scene *s, double t, double *drift, double *excess) {
  const imp_world *w = &s->scene.world;
  *drift = 0.0, *excess = imp_world_kinetic_energy(w);
  for (uint32_t i = 1; i < w->body_count; i++) {
    double off = 0.0, speed2 = 0.0;
    for (int k = 0; k < 3; k++) {
      double exact = s->rest[i][k] + 0.5 * s->slide[i][k] * t * t;
      off += (w->bodies[i].position[k] - exact) * (w->bodies[i].position[k] - exact);
      speed2 += (s->slide[i][k] * t) * (s->slide[i][k] * t);
    }
    *drift = fmax(*drift, sqrt(off));
    *excess -= 0.5 * speed2 / w->bodies[i].inverse_mass;
  }
}
#line 1114 "chapters/16-which-solver.nw"
void which_run(which_scene *s, const imp_args *args, const imp_sink *sink) {
  float dt = (float)imp_arg(args, "dt");
  bool clock = imp_arg_choice(args, "clock") == 1;
  long steps = lround(imp_arg(args, "duration") / dt);
  for (long n = 0; n <= steps; n++) {
    double ms = 0.0, drift, excess;
    if (n > 0) {
      double start = clock ? which_now() : 0.0;
      imp_world_step(&s->scene.world, dt);
      ms = clock ? 1e3 * (which_now() - start) : 0.0;
    }
    which_measure(s, n * (double)dt, &drift, &excess);
    double row[WHICH_COLUMNS] = {n * (double)dt, drift, excess,
                                 resting_deepest(&s->scene.world), (double)which_sweeps(s), ms};
    imp_emit(sink, row);
  }
}
