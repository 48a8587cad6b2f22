#line 2120 "chapters/15-joints.nw"
/* pendulum-joint: a pendulum on a ball joint or a hinge (chapter 15). */
#include "harness.h"

#include <math.h>

#include "shared/joint-scene.h"

#line 2135 "chapters/15-joints.nw"
static const char *const pendulum_joints[] = {"ball", "hinge", NULL};

static const imp_param pendulum_joint_params[] = {
    {"angle", IMP_REAL, "deg", 90.0, 1.0, 179.0, NULL, "release angle from the vertical"},
    {"length", IMP_REAL, "m", 1.0, 0.1, 10.0, NULL, "from the pivot to the bob's centre"},
    {"joint", IMP_CHOICE, "", 0, 0, 0, pendulum_joints, "ball and socket, or hinge about z"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 10.0, 0.1, 100.0, NULL, "length of the run"},
};

enum { P_T, P_THETA, P_GAP, PENDULUM_COLUMNS };

static const imp_column pendulum_joint_columns[PENDULUM_COLUMNS] = {
    {"t", "s", "time"},
    {"theta", "rad", "the bob's angle from the vertical"},
    {"gap", "m", "distance between the joint's anchors"},
};

#line 2155 "chapters/15-joints.nw"
static void pendulum_joint_run(const imp_args *args, const imp_sink *sink) {
  float dt = (float)imp_arg(args, "dt"), length = (float)imp_arg(args, "length");
  float angle = (float)(imp_arg(args, "angle") * GLM_PI / 180.0);
  imp_joint_kind kind = imp_arg_choice(args, "joint") ? IMP_JOINT_HINGE : IMP_JOINT_BALL;
  joint_scene scene;
  uint32_t bob = 0;
  bool built = joint_scene_build(1, 1, &scene) &&
               joint_pendulum(&scene, angle, length, kind, &bob);
  long steps = lround(imp_arg(args, "duration") / dt);
  for (long n = 0; n <= steps && built; n++) {
    if (n > 0) imp_world_step(&scene.world, dt);
    const float *x = scene.world.bodies[bob].position;
    vec3 arm, anchor;
    glm_quat_rotatev(scene.world.bodies[bob].orientation,
                     scene.world.joints[0].def.local_anchor[1], arm);
    glm_vec3_add((float *)x, arm, anchor);
    double row[PENDULUM_COLUMNS] = {n * (double)dt, atan2(x[0], -x[1]), glm_vec3_norm(anchor)};
    imp_emit(sink, row);
  }
  joint_scene_free(&scene);
}

#line 2179 "chapters/15-joints.nw"
const imp_experiment imp_pendulum_joint = {
    .name = "pendulum-joint",
    .chapter = 15,
    .summary = "a pendulum on a ball joint or a hinge: its period against the elliptic one",
    .params = pendulum_joint_params,
    .param_count = sizeof pendulum_joint_params / sizeof *pendulum_joint_params,
    .columns = pendulum_joint_columns,
    .column_count = PENDULUM_COLUMNS,
    .run = pendulum_joint_run,
};
