#line 2252 "chapters/14-solver.nw"
/* popout: overlap removed by the position pass or by Baumgarte's bias
 * (chapter 14). */
#include "harness.h"

#include <math.h>

#include "shared/solver-scene.h"

#line 2268 "chapters/14-solver.nw"
static const char *const popout_corrections[] = {"positions", "velocities", NULL};

static const imp_param popout_params[] = {
    {"count", IMP_INTEGER, "", 3, 1, 20, NULL, "boxes in the stack"},
    {"depth", IMP_REAL, "m", 0.05, 0.0, 0.3, NULL, "each box's start inside the one below"},
    {"correction", IMP_CHOICE, "", 0, 0, 0, popout_corrections,
     "position pass, or Baumgarte's bias"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 2.0, 0.01, 30.0, NULL, "length of the run"},
};

enum { O_T, O_Y, O_KE, O_DEEPEST, POPOUT_COLUMNS };

static const imp_column popout_columns[POPOUT_COLUMNS] = {
    {"t", "s", "time"},
    {"y", "m", "height of the top box's centre"},
    {"ke", "J", "kinetic energy of the boxes"},
    {"deepest", "m", "deepest contact point"},
};

#line 2290 "chapters/14-solver.nw"
static void popout_run(const imp_args *args, const imp_sink *sink) {
  long count = imp_arg_long(args, "count");
  float depth = (float)imp_arg(args, "depth"), dt = (float)imp_arg(args, "dt");
  imp_solver_settings settings;
  imp_solver_defaults(&settings);
  settings.correction =
      imp_arg_choice(args, "correction") ? IMP_CORRECT_VELOCITIES : IMP_CORRECT_POSITIONS;
  resting_scene scene;
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  uint32_t top = 0;
  bool built = solver_scene_build((uint32_t)count, 0.5f, &settings, &scene);
  for (long i = 0; i < count && built; i++) {
    float y = 0.5f + (1.0f - depth) * (float)i - depth;
    built = resting_scene_add(&scene, &cube, 1.0f, (vec3){0.0f, y, 0.0f},
                              (versor){0, 0, 0, 1}, 0.5f, 0.0f, &top);
  }
  long steps = lround(imp_arg(args, "duration") / dt);
  for (long n = 0; n <= steps && built; n++) {
    if (n > 0) imp_world_step(&scene.world, dt);
    double row[POPOUT_COLUMNS] = {n * (double)dt, scene.world.bodies[top].position[1],
                                  imp_world_kinetic_energy(&scene.world),
                                  resting_deepest(&scene.world)};
    imp_emit(sink, row);
  }
  resting_scene_free(&scene);
}

#line 2320 "chapters/14-solver.nw"
const imp_experiment imp_popout = {
    .name = "popout",
    .chapter = 14,
    .summary = "boxes started in overlap: the position pass against Baumgarte's bias",
    .params = popout_params,
    .param_count = sizeof popout_params / sizeof *popout_params,
    .columns = popout_columns,
    .column_count = POPOUT_COLUMNS,
    .run = popout_run,
};
