#line 987 "chapters/16-which-solver.nw"
/* which-scene.h: chapter 16's scenes, each under one of four solvers. */
#ifndef WHICH_SCENE_H
#define WHICH_SCENE_H

#include <imp/soft-step.h>
#include <imp/solver.h>

#include "harness.h"
#include "shared/solver-scene.h"

enum { WHICH_PGS, WHICH_NGS, WHICH_SOFT, WHICH_JACOBI };
extern const char *const which_solvers[]; /* "pgs", "ngs", "soft", "jacobi", NULL */

typedef struct which_scene {
  resting_scene scene;         /* body 0 the ground */
  int solver;                  /* WHICH_PGS, WHICH_NGS, WHICH_SOFT or WHICH_JACOBI */
  imp_solver_settings rigid;   /* the stage "solver"'s, for pgs and ngs */
  imp_soft_step_settings soft; /* the stage "soft"'s */
  imp_jacobi_settings jacobi;  /* the stage "jacobi"'s */
  vec3 *rest;                  /* m: where each body should be, */
  vec3 *slide;                 /* m/s^2: and its exact acceleration from there */
} which_scene;

/* A scene of chapter 12 with room for `bodies`, gravity g, the ground's
 * friction mu, under `solver` with its defaults; `iterations` > 0 replaces
 * the velocity iterations (pgs, ngs) or the sub-steps (soft, jacobi). */
bool which_scene_build(uint32_t bodies, int solver, long iterations, float mu, const vec3 g,
                       which_scene *dest);
/* Once the bodies are in: each should stay where it is. */
void which_scene_ready(which_scene *s);
void which_scene_free(which_scene *s);

enum { W_T, W_DRIFT, W_EXCESS, W_DEEPEST, W_SWEEPS, W_MS, WHICH_COLUMNS };
extern const imp_column which_columns[WHICH_COLUMNS];
/* The columns every scene has, for a scene that adds its own after them. */
#define WHICH_COLUMN_ROWS                                                                  \
  {"t", "s", "time"},                                                                      \
      {"drift", "m", "largest distance of a box from where the exact answer has it"},      \
      {"excess", "J", "kinetic energy less the exact answer's"},                           \
      {"deepest", "m", "deepest contact point"},                                           \
      {"sweeps", "", "passes over the contacts per step (the position pass's at most)"},   \
  {                                                                                        \
    "ms", "ms", "wall-clock time of the step with clock=on, else 0"                        \
  }

/* The parameters every scene has, after its own. */
#define WHICH_COMMON_PARAMS(duration)                                                      \
  {"solver", IMP_CHOICE, "", WHICH_SOFT, 0, 0, which_solvers,                              \
   "the resolve stage (soft: the world's default)"},                                       \
      {"iterations", IMP_INTEGER, "", 0, 0, 64, NULL,                                      \
       "velocity iterations (pgs, ngs) or sub-steps (soft, jacobi); 0: the default"},      \
      {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-3, 0.05, NULL, "time step"},                     \
      {"duration", IMP_REAL, "s", duration, 0.01, 60.0, NULL, "length of the run"},        \
  {                                                                                        \
    "clock", IMP_CHOICE, "", 0, 0, 0, which_clock, "time each step (column ms)"            \
  }
extern const char *const which_clock[]; /* "off", "on", NULL */

/* The registration of a scene of the comparison with the common columns. */
#define WHICH_EXPERIMENT(title, text, params_, run_)                                       \
  {                                                                                        \
    .name = title, .chapter = 16, .summary = text, .params = params_,                      \
    .param_count = sizeof params_ / sizeof *params_, .columns = which_columns,             \
    .column_count = WHICH_COLUMNS, .run = run_                                             \
  }

/* Build with the common parameters of args. */
bool which_scene_from(const imp_args *args, uint32_t bodies, float mu, const vec3 g,
                      which_scene *dest);
/* Step the scene for the run's duration, one row per step. */
void which_run(which_scene *s, const imp_args *args, const imp_sink *sink);

#endif
