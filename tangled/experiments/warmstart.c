#line 2149 "chapters/14-solver.nw"
/* warmstart: the residual against the sweep, warm and cold (chapter 14). */
#include "harness.h"

#include <math.h>

#include "shared/solver-scene.h"

#line 2164 "chapters/14-solver.nw"
static const imp_param warmstart_params[] = {
    {"count", IMP_INTEGER, "", 5, 1, 40, NULL, "boxes in the stack"},
    {"iterations", IMP_INTEGER, "", 30, 1, 200, NULL, "sweeps of the traced step"},
    {"settle", IMP_REAL, "s", 2.0, 0.0, 20.0, NULL, "time stepped before the traced step"},
};

enum { W_K, W_WARM, W_COLD, WARMSTART_COLUMNS };

static const imp_column warmstart_columns[WARMSTART_COLUMNS] = {
    {"k", "", "velocity sweep, from 1"},
    {"warm", "m/s", "largest normal-row error after sweep k, warm start"},
    {"cold", "m/s", "the same, started from zero"},
};

#line 2180 "chapters/14-solver.nw"
/* One step of the stack's world with the solver traced under s. */
static void traced_step(imp_world *w, const imp_solver_settings *s, float dt, float *residual) {
  imp_world_integrate_velocities(w, dt);
  imp_world_find_pairs(w);
  imp_world_collide(w);
  imp_world_match_contacts(w);
  imp_solver_resolve(w, s, dt, residual);
  imp_world_integrate_positions(w, dt);
}

static void warmstart_run(const imp_args *args, const imp_sink *sink) {
  long count = imp_arg_long(args, "count"), sweeps = imp_arg_long(args, "iterations");
  const float dt = 1.0f / 60.0f;
  imp_solver_settings settings, traced[2];
  imp_solver_defaults(&settings);
  resting_scene scene[2];
  float residual[2][200];
  bool built = true;
  for (int k = 0; k < 2; k++) {
    uint32_t top;
    built = solver_scene_build((uint32_t)count, 0.5f, &settings, &scene[k]) &&
            solver_stack(&scene[k], count, 0.0f, 0.0f, 0.5f, &top) && built;
    traced[k] = settings;
    traced[k].velocity_iterations = (int)sweeps;
    traced[k].warm_start = k == 0;
  }
  long steps = lround(imp_arg(args, "settle") / dt);
  for (int k = 0; k < 2 && built; k++) {
    for (long n = 0; n < steps; n++) imp_world_step(&scene[k].world, dt);
    traced_step(&scene[k].world, &traced[k], dt, residual[k]);
  }
  for (long j = 0; j < sweeps && built; j++) {
    double row[WARMSTART_COLUMNS] = {(double)(j + 1), residual[0][j], residual[1][j]};
    imp_emit(sink, row);
  }
  for (int k = 0; k < 2; k++) resting_scene_free(&scene[k]);
}

#line 2220 "chapters/14-solver.nw"
const imp_experiment imp_warmstart = {
    .name = "warmstart",
    .chapter = 14,
    .summary = "one step of a settled stack: the solver's residual per sweep, warm and cold",
    .params = warmstart_params,
    .param_count = sizeof warmstart_params / sizeof *warmstart_params,
    .columns = warmstart_columns,
    .column_count = WARMSTART_COLUMNS,
    .run = warmstart_run,
};
