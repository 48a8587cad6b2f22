#line 1918 "chapters/14-solver.nw"
/* pyramid3d: a pyramid of boxes under the stage "solver" (chapter 14). */
#include "harness.h"

#include <math.h>

#include "shared/solver-scene.h"

#line 1933 "chapters/14-solver.nw"
static const char *const pyramid_faces[] = {"one-by-one", "together", NULL};
static const char *const pyramid_sweeps[] = {"in-order", "coloured", "wide", NULL};

static const imp_param pyramid3d_params[] = {
    {"base", IMP_INTEGER, "", 20, 1, 60, NULL, "boxes in the bottom row"},
    {"mu", IMP_REAL, "", 0.6, 0.0, 2.0, NULL, "coefficient of friction"},
    {"iterations", IMP_INTEGER, "", 10, 1, 200, NULL, "velocity iterations"},
    {"relaxation", IMP_REAL, "", 1.15, 0.5, 1.95, NULL,
     "omega: the normal rows' over-relaxation"},
    {"faces", IMP_CHOICE, "", 0, 0, 0, pyramid_faces,
     "a contact's normal rows updated together or one by one"},
    {"shock", IMP_INTEGER, "", 0, 0, 16, NULL,
     "passes of a last sweep that holds each lower body (0: none)"},
    {"sweep", IMP_CHOICE, "", 2, 0, 0, pyramid_sweeps,
     "contacts in the world's order, colour by colour, or four of a colour at once"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 10.0, 0.01, 200.0, NULL, "length of the run"},
};

enum { P_T, P_X, P_Y, P_Z, PYRAMID_COLUMNS };

static const imp_column pyramid3d_columns[PYRAMID_COLUMNS] = {
    {"t", "s", "time"},
    {"x", "m", "top box's centre"},
    {"y", "m", ""},
    {"z", "m", ""},
};

#line 1963 "chapters/14-solver.nw"
static void pyramid3d_run(const imp_args *args, const imp_sink *sink) {
  long base = imp_arg_long(args, "base");
  float mu = (float)imp_arg(args, "mu"), dt = (float)imp_arg(args, "dt");
  imp_solver_settings settings;
  imp_solver_defaults(&settings);
  settings.velocity_iterations = (int)imp_arg_long(args, "iterations");
  settings.relaxation = (float)imp_arg(args, "relaxation");
  settings.faces = imp_arg_choice(args, "faces") ? IMP_FACE_TOGETHER : IMP_FACE_ONE_BY_ONE;
  settings.shock_passes = (int)imp_arg_long(args, "shock");
  settings.sweep = (imp_sweep)imp_arg_choice(args, "sweep");
  resting_scene scene;
  uint32_t top = 0;
  bool built = solver_scene_build((uint32_t)SOLVER_PYRAMID_BOXES(base), mu, &settings,
                                  &scene) &&
               solver_pyramid(&scene, base, mu, &top);
  long steps = lround(imp_arg(args, "duration") / dt);
  for (long n = 0; n <= steps && built; n++) {
    if (n > 0) imp_world_step(&scene.world, dt);
    const float *p = scene.world.bodies[top].position;
    double row[PYRAMID_COLUMNS] = {n * (double)dt, p[0], p[1], p[2]};
    imp_emit(sink, row);
  }
  resting_scene_free(&scene);
}

#line 1990 "chapters/14-solver.nw"
const imp_experiment imp_pyramid3d = {
    .name = "pyramid3d",
    .chapter = 14,
    .summary = "a pyramid of boxes under the solver stage: does its top stay put",
    .params = pyramid3d_params,
    .param_count = sizeof pyramid3d_params / sizeof *pyramid3d_params,
    .columns = pyramid3d_columns,
    .column_count = PYRAMID_COLUMNS,
    .run = pyramid3d_run,
};
