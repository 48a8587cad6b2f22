#line 2069 "chapters/14-solver.nw"
/* incline3d: a box on a tilted plane under the stage "solver" (chapter 14). */
#include "harness.h"

#include <math.h>

#include "shared/slope-scene.h"
#include "shared/solver-scene.h"

#line 2085 "chapters/14-solver.nw"
static const char *const incline3d_bounds[] = {"cone", "box", NULL};

static const imp_param incline3d_params[] = {
    {"angle", IMP_REAL, "deg", 30.0, 0.0, 80.0, NULL, "tilt of the plane"},
    {"mu", IMP_REAL, "", 0.3, 0.0, 2.0, NULL, "coefficient of friction of box and plane"},
    {"bound", IMP_CHOICE, "", 0, 0, 0, incline3d_bounds, "friction's bound: cone or box"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 2.0, 0.01, 30.0, NULL, "length of the run"},
};

#line 2100 "chapters/14-solver.nw"
static void incline3d_run(const imp_args *args, const imp_sink *sink) {
  double theta = imp_arg(args, "angle") * GLM_PI / 180.0, g = 9.81;
  float mu = (float)imp_arg(args, "mu"), dt = (float)imp_arg(args, "dt");
  imp_solver_settings settings;
  imp_solver_defaults(&settings);
  settings.friction = imp_arg_choice(args, "bound") ? IMP_FRICTION_BOX : IMP_FRICTION_CONE;
  slope_scene slope;
  if (slope_scene_build(theta, mu, "solver", &settings, &slope)) {
    double a = tan(theta) < mu ? 0.0 : g * (sin(theta) - mu * cos(theta));
    slope_scene_run(&slope, a, dt, lround(imp_arg(args, "duration") / dt), sink);
  }
  resting_scene_free(&slope.scene);
}

#line 2116 "chapters/14-solver.nw"
const imp_experiment imp_incline3d = {
    .name = "incline3d",
    .chapter = 14,
    .summary = "a box on a tilted plane under the solver: sticks if tan(angle) < mu",
    .params = incline3d_params,
    .param_count = sizeof incline3d_params / sizeof *incline3d_params,
    .columns = slope_columns,
    .column_count = SLOPE_COLUMNS,
    .run = incline3d_run,
};
