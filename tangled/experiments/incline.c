#line 2266 "chapters/12-resting.nw"
/* incline: a box on a tilted plane, with friction (chapter 12). */
#include "harness.h"

#include <math.h>

#include "shared/slope-scene.h"

#line 2281 "chapters/12-resting.nw"
static const imp_param incline_params[] = {
    {"angle", IMP_REAL, "deg", 30.0, 0.0, 80.0, NULL, "tilt of the plane"},
    {"mu", IMP_REAL, "", 0.3, 0.0, 2.0, NULL, "coefficient of friction of box and plane"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 2.0, 0.01, 30.0, NULL, "length of the run"},
};

#line 2290 "chapters/12-resting.nw"
static void incline_run(const imp_args *args, const imp_sink *sink) {
  double theta = imp_arg(args, "angle") * GLM_PI / 180.0, g = 9.81;
  float mu = (float)imp_arg(args, "mu"), dt = (float)imp_arg(args, "dt");
  slope_scene slope;
  if (slope_scene_build(theta, mu, "friction", NULL, &slope)) {
    double a = tan(theta) <= mu ? 0.0 : g * (sin(theta) - mu * cos(theta));
    slope_scene_run(&slope, a, dt, lround(imp_arg(args, "duration") / dt), sink);
  }
  resting_scene_free(&slope.scene);
}

#line 2303 "chapters/12-resting.nw"
const imp_experiment imp_incline = {
    .name = "incline",
    .chapter = 12,
    .summary = "a box on a tilted plane: it sticks while tan(angle) <= mu, else slides",
    .params = incline_params,
    .param_count = sizeof incline_params / sizeof *incline_params,
    .columns = slope_columns,
    .column_count = SLOPE_COLUMNS,
    .run = incline_run,
};
