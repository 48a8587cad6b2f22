#line 2235 "chapters/15-joints.nw"
/* pendulum-period: the period of the joint pendulum against its amplitude
 * (chapter 15). */
#include "harness.h"

#include <math.h>
#include <stdlib.h>

#include "shared/joint-scene.h"

#line 2252 "chapters/15-joints.nw"
static const char *const period_joints[] = {"ball", "hinge", NULL};

static const imp_param pendulum_period_params[] = {
    {"length", IMP_REAL, "m", 1.0, 0.1, 10.0, NULL, "from the pivot to the bob's centre"},
    {"joint", IMP_CHOICE, "", 0, 0, 0, period_joints, "ball and socket, or hinge about z"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 8.0, 5.0, 100.0, NULL, "run at each amplitude"},
};

enum { Q_ANGLE, Q_PERIOD, Q_ELLIPTIC, PERIOD_COLUMNS };

static const imp_column pendulum_period_columns[PERIOD_COLUMNS] = {
    {"angle", "deg", "release angle from the vertical"},
    {"period", "s", "measured: the first period"},
    {"elliptic", "s", "equation (joints-period)"},
};

#line 2271 "chapters/15-joints.nw"
static void pendulum_period_run(const imp_args *args, const imp_sink *sink) {
  float dt = (float)imp_arg(args, "dt"), length = (float)imp_arg(args, "length");
  imp_joint_kind kind = imp_arg_choice(args, "joint") ? IMP_JOINT_HINGE : IMP_JOINT_BALL;
  long steps = lround(imp_arg(args, "duration") / dt);
  double *theta = malloc((size_t)(steps + 1) * sizeof *theta);
  for (int degrees = 5; degrees <= 175 && theta; degrees += 5) {
    double angle = degrees * GLM_PI / 180.0;
    joint_scene scene;
    uint32_t bob = 0;
    bool built = joint_scene_build(1, 1, &scene) &&
                 joint_pendulum(&scene, (float)angle, length, kind, &bob);
    for (long n = 0; n <= steps && built; n++) {
      if (n > 0) imp_world_step(&scene.world, dt);
      const float *x = scene.world.bodies[bob].position;
      theta[n] = atan2(x[0], -x[1]);
    }
    joint_scene_free(&scene);
    if (!built) break;
    double row[PERIOD_COLUMNS] = {degrees, joint_measured_period(theta, steps + 1, dt),
                                  joint_elliptic_period(angle, length)};
    imp_emit(sink, row);
  }
  free(theta);
}

#line 2298 "chapters/15-joints.nw"
const imp_experiment imp_pendulum_period = {
    .name = "pendulum-period",
    .chapter = 15,
    .summary = "the joint pendulum's period against its amplitude, and the elliptic period",
    .params = pendulum_period_params,
    .param_count = sizeof pendulum_period_params / sizeof *pendulum_period_params,
    .columns = pendulum_period_columns,
    .column_count = PERIOD_COLUMNS,
    .run = pendulum_period_run,
};
