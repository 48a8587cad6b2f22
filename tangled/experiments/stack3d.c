#line 1777 "chapters/14-solver.nw"
/* stack3d: a stack of boxes under the stage "solver" (chapter 14). */
#include "harness.h"

#include <math.h>

#include "shared/solver-scene.h"

#line 1792 "chapters/14-solver.nw"
static const char *const stack_switch[] = {"off", "on", NULL};
static const char *const stack_clamping[] = {"total", "increment", NULL};

static const imp_param stack3d_params[] = {
    {"count", IMP_INTEGER, "", 10, 1, 60, NULL, "boxes in the stack"},
    {"mu", IMP_REAL, "", 0.5, 0.0, 2.0, NULL, "coefficient of friction"},
    {"iterations", IMP_INTEGER, "", 10, 1, 200, NULL, "velocity iterations"},
    {"warm", IMP_CHOICE, "", 1, 0, 0, stack_switch, "warm starting"},
    {"clamping", IMP_CHOICE, "", 0, 0, 0, stack_clamping,
     "clamp the accumulated impulse or each increment"},
    {"sleep", IMP_CHOICE, "", 0, 0, 0, stack_switch, "let still islands sleep"},
    {"shock", IMP_INTEGER, "", 0, 0, 16, NULL,
     "passes of a last sweep that holds each lower body (0: none)"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 10.0, 0.01, 200.0, NULL, "length of the run"},
};

enum { S_T, S_X, S_Y, S_Z, S_SPEED, S_AWAKE, STACK_COLUMNS };

static const imp_column stack3d_columns[STACK_COLUMNS] = {
    {"t", "s", "time"},
    {"x", "m", "top box's centre"},
    {"y", "m", ""},
    {"z", "m", ""},
    {"speed", "m/s", "largest speed of a box's centre"},
    {"awake", "", "bodies awake"},
};

#line 1822 "chapters/14-solver.nw"
static void stack3d_run(const imp_args *args, const imp_sink *sink) {
  long count = imp_arg_long(args, "count");
  float mu = (float)imp_arg(args, "mu"), dt = (float)imp_arg(args, "dt");
  imp_solver_settings settings;
  imp_solver_defaults(&settings);
  settings.velocity_iterations = (int)imp_arg_long(args, "iterations");
  settings.warm_start = imp_arg_choice(args, "warm") == 1;
  settings.clamping = imp_arg_choice(args, "clamping") ? IMP_CLAMP_INCREMENT : IMP_CLAMP_TOTAL;
  if (imp_arg_choice(args, "sleep") == 1) imp_sleep_def_init(&settings.sleep);
  settings.shock_passes = (int)imp_arg_long(args, "shock");
  resting_scene scene;
  uint32_t top = 0;
  bool built = solver_scene_build((uint32_t)count, mu, &settings, &scene) &&
               solver_stack(&scene, count, 0.0f, 0.0f, mu, &top);
  long steps = lround(imp_arg(args, "duration") / dt);
  for (long n = 0; n <= steps && built; n++) {
    if (n > 0) imp_world_step(&scene.world, dt);
    
#line 1846 "chapters/14-solver.nw"
const imp_world *w = &scene.world;
double fastest = 0.0, awake = 0.0;
for (uint32_t i = 1; i < w->body_count; i++) {
  fastest = fmax(fastest, glm_vec3_norm((float *)w->bodies[i].velocity));
  awake += imp_world_is_awake(w, i);
}
const float *p = w->bodies[top].position;
double row[STACK_COLUMNS] = {n * (double)dt, p[0], p[1], p[2], fastest, awake};
imp_emit(sink, row);
#line 1840 "chapters/14-solver.nw"
  }
  resting_scene_free(&scene);
}

#line 1858 "chapters/14-solver.nw"
const imp_experiment imp_stack3d = {
    .name = "stack3d",
    .chapter = 14,
    .summary = "a stack of boxes under the solver stage: it stands, and how still",
    .params = stack3d_params,
    .param_count = sizeof stack3d_params / sizeof *stack3d_params,
    .columns = stack3d_columns,
    .column_count = STACK_COLUMNS,
    .run = stack3d_run,
};
