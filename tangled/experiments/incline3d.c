#line 1450 "chapters/14-solver.nw"
/* incline3d: a box on a tilted plane under the stage "solver" (chapter 14). */
#include "harness.h"

#include <math.h>

#include "shared/solver-scene.h"

#line 1465 "chapters/14-solver.nw"
static const char *const incline3d_bounds[] = {"cone", "box", NULL};

static const imp_param incline3d_params[] = {
    {"angle", IMP_REAL, "deg", 30.0, 0.0, 80.0, NULL, "tilt of the plane"},
    {"mu", IMP_REAL, "", 0.3, 0.0, 2.0, NULL, "coefficient of friction of box and plane"},
    {"bound", IMP_CHOICE, "", 0, 0, 0, incline3d_bounds, "friction's bound: cone or box"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 2.0, 0.01, 30.0, NULL, "length of the run"},
};

enum { I_T, I_S, I_V, I_S_PRED, I_V_PRED, INCLINE_COLUMNS };

static const imp_column incline3d_columns[INCLINE_COLUMNS] = {
    {"t", "s", "time"},
    {"s", "m", "distance travelled down the slope"},
    {"v", "m/s", "speed down the slope"},
    {"s_pred", "m", "predicted distance, a dt^2 n(n+1)/2"},
    {"v_pred", "m/s", "predicted speed, a n dt"},
};

#line 1490 "chapters/14-solver.nw"
static void incline3d_run(const imp_args *args, const imp_sink *sink) {
  double theta = imp_arg(args, "angle") * GLM_PI / 180.0, g = 9.81;
  float mu = (float)imp_arg(args, "mu"), dt = (float)imp_arg(args, "dt");
  vec3 up = {(float)-sin(theta), (float)cos(theta), 0.0f};
  vec3 downhill = {(float)-cos(theta), (float)-sin(theta), 0.0f};
  imp_solver_settings settings;
  imp_solver_defaults(&settings);
  settings.friction = imp_arg_choice(args, "bound") ? IMP_FRICTION_BOX : IMP_FRICTION_CONE;
  resting_scene scene;
  uint32_t box;
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  versor tilt;
  glm_quatv(tilt, (float)theta, (vec3){0.0f, 0.0f, 1.0f});
  vec3 start;
  glm_vec3_scale(up, 0.5f - RESTING_SET_DEPTH, start);
  bool built = resting_scene_build(1, "solver", up, mu, (vec3){0.0f, (float)-g, 0.0f}, &scene);
  if (built) scene.world.resolve_settings = &settings;
  if (built && resting_scene_add(&scene, &cube, 1.0f, start, tilt, mu, 0.0f, &box)) {
    double a = tan(theta) < mu ? 0.0 : g * (sin(theta) - mu * cos(theta));
    long steps = lround(imp_arg(args, "duration") / dt);
    const imp_body *b = &scene.world.bodies[box];
    for (long n = 0; n <= steps; n++) {
      if (n > 0) imp_world_step(&scene.world, dt);
      
#line 1522 "chapters/14-solver.nw"
vec3 moved;
glm_vec3_sub((float *)b->position, start, moved);
double row[INCLINE_COLUMNS] = {
    n * (double)dt, glm_vec3_dot(moved, downhill),
    glm_vec3_dot((float *)b->velocity, downhill),
    a * dt * dt * n * (n + 1) / 2.0, a * n * dt};
imp_emit(sink, row);
#line 1515 "chapters/14-solver.nw"
    }
  }
  resting_scene_free(&scene);
}

#line 1532 "chapters/14-solver.nw"
const imp_experiment imp_incline3d = {
    .name = "incline3d",
    .chapter = 14,
    .summary = "a box on a tilted plane under the solver: sticks if tan(angle) < mu",
    .params = incline3d_params,
    .param_count = sizeof incline3d_params / sizeof *incline3d_params,
    .columns = incline3d_columns,
    .column_count = INCLINE_COLUMNS,
    .run = incline3d_run,
};
