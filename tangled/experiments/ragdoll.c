#line 3511 "chapters/15-joints.nw"
/* ragdoll: eleven boxes on joints dropped onto the ground (chapter 15). */
#include "harness.h"

#include <math.h>

#include "shared/joint-scene.h"

#line 3528 "chapters/15-joints.nw"
static const char *const ragdoll_on_off[] = {"on", "off", NULL};

static const imp_param ragdoll_params[] = {
    {"push", IMP_REAL, "m/s", 1.5, 0.0, 20.0, NULL, "the torso's initial speed along x"},
    {"height", IMP_REAL, "m", 0.5, 0.0, 10.0, NULL, "drop of the feet above the ground"},
    {"iterations", IMP_INTEGER, "", 10, 1, 200, NULL, "velocity iterations"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 6.0, 0.1, 100.0, NULL, "length of the run"},
    {"friction", IMP_REAL, "N m", 3.0, 0.0, 100.0, NULL, "friction torque of every joint"},
    {"cones", IMP_CHOICE, "", 0, 0, 0, ragdoll_on_off, "cone limits on the ball joints"},
};

enum { R_T, R_HEIGHT, R_ENERGY, R_SPEED, R_GAP, RAGDOLL_COLUMNS };

static const imp_column ragdoll_columns[RAGDOLL_COLUMNS] = {
    {"t", "s", "time"},
    {"height", "m", "the pelvis's centre above the ground"},
    {"energy", "J", "kinetic plus potential energy of the bodies"},
    {"speed", "m/s", "largest speed of a body's centre"},
    {"gap", "m", "largest distance between a joint's anchors"},
};

#line 3557 "chapters/15-joints.nw"
typedef struct limb { float x, y, half[3], mass; } limb;
/* A hinge's limits lower..upper (rad) about x; a ball's cone of half-angle
 * `cone` (rad) about the direction `axis`, the same in both limbs standing. */
typedef struct link {
  int a, b;
  imp_joint_kind kind;
  float x, y, lower, upper, cone;
  vec3 axis;
} link;

enum { PELVIS, TORSO, HEAD, UPPER_L, UPPER_R, LOWER_L, LOWER_R, THIGH_L, THIGH_R, SHIN_L,
       SHIN_R, LIMBS };

static const limb limbs[LIMBS] = {
    [PELVIS] = {0.0f, 1.00f, {0.15f, 0.10f, 0.10f}, 10.0f},
    [TORSO] = {0.0f, 1.35f, {0.17f, 0.22f, 0.10f}, 25.0f},
    [HEAD] = {0.0f, 1.75f, {0.10f, 0.10f, 0.10f}, 5.0f},
    [UPPER_L] = {-0.32f, 1.42f, {0.05f, 0.14f, 0.05f}, 2.0f},
    [UPPER_R] = {0.32f, 1.42f, {0.05f, 0.14f, 0.05f}, 2.0f},
    [LOWER_L] = {-0.32f, 1.10f, {0.045f, 0.14f, 0.045f}, 1.5f},
    [LOWER_R] = {0.32f, 1.10f, {0.045f, 0.14f, 0.045f}, 1.5f},
    [THIGH_L] = {-0.09f, 0.70f, {0.07f, 0.18f, 0.07f}, 8.0f},
    [THIGH_R] = {0.09f, 0.70f, {0.07f, 0.18f, 0.07f}, 8.0f},
    [SHIN_L] = {-0.09f, 0.27f, {0.06f, 0.18f, 0.06f}, 4.0f},
    [SHIN_R] = {0.09f, 0.27f, {0.06f, 0.18f, 0.06f}, 4.0f},
};

#define UP {0.0f, 1.0f, 0.0f}
#define DOWN {0.0f, -1.0f, 0.0f}
#define FORWARD_DOWN {0.0f, -0.866f, -0.5f} /* 30 degrees forward of down */

static const link links[] = {
    {PELVIS, TORSO, IMP_JOINT_BALL, 0.0f, 1.115f, 0, 0, 0.5f, UP},
    {TORSO, HEAD, IMP_JOINT_BALL, 0.0f, 1.61f, 0, 0, 0.7f, UP},
    {TORSO, UPPER_L, IMP_JOINT_BALL, -0.32f, 1.565f, 0, 0, 1.4f, DOWN},
    {TORSO, UPPER_R, IMP_JOINT_BALL, 0.32f, 1.565f, 0, 0, 1.4f, DOWN},
    {UPPER_L, LOWER_L, IMP_JOINT_HINGE, -0.32f, 1.26f, 0.0f, 2.5f, 0, DOWN},
    {UPPER_R, LOWER_R, IMP_JOINT_HINGE, 0.32f, 1.26f, 0.0f, 2.5f, 0, DOWN},
    {PELVIS, THIGH_L, IMP_JOINT_BALL, -0.09f, 0.89f, 0, 0, 1.05f, FORWARD_DOWN},
    {PELVIS, THIGH_R, IMP_JOINT_BALL, 0.09f, 0.89f, 0, 0, 1.05f, FORWARD_DOWN},
    {THIGH_L, SHIN_L, IMP_JOINT_HINGE, -0.09f, 0.485f, -2.5f, 0.0f, 0, DOWN},
    {THIGH_R, SHIN_R, IMP_JOINT_HINGE, 0.09f, 0.485f, -2.5f, 0.0f, 0, DOWN},
};
#define LINKS (sizeof links / sizeof *links)

/* The ragdoll standing `height` m above the plane y = 0 of body 0, every
 * joint with the friction torque `friction` (N m), the balls with their
 * cones if `cones`. */
static bool ragdoll_build(joint_scene *s, float height, float friction, bool cones,
                          uint32_t body[LIMBS]) {
  imp_shape plane, box;
  imp_shape_def def;
  uint32_t shape, joint;
  bool built = imp_shape_plane((vec3){0, 1, 0}, 0.0f, &plane) == IMP_OK;
  imp_shape_def_init(&plane, &def);
  built = built && imp_world_add_shape(&s->world, 0, &def, &shape) == IMP_OK;
  for (int i = 0; i < LIMBS && built; i++) {
    vec3 at = {limbs[i].x, limbs[i].y + height, 0.0f};
    built = imp_shape_box((float *)limbs[i].half, &box) == IMP_OK &&
            joint_scene_add_box(s, limbs[i].half, limbs[i].mass, at, &body[i]);
    imp_shape_def_init(&box, &def);
    built = built && imp_world_add_shape(&s->world, body[i], &def, &shape) == IMP_OK;
  }
  for (size_t k = 0; k < LINKS && built; k++) {
    imp_joint_def j;
    vec3 at = {links[k].x, links[k].y + height, 0.0f};
    built = imp_joint_def_at(&s->world, links[k].kind, body[links[k].a], body[links[k].b], at,
                             (vec3){1, 0, 0}, &j) == IMP_OK;
    
#line 3639 "chapters/15-joints.nw"
if (links[k].kind == IMP_JOINT_HINGE) {
  j.enable_limit = true, j.lower = links[k].lower, j.upper = links[k].upper;
  j.enable_motor = friction > 0.0f, j.motor_speed = 0.0f, j.max_motor_torque = friction;
} else {
  j.max_friction_torque = friction;
  j.enable_cone = cones, j.cone_angle = links[k].cone;
  glm_vec3_copy((float *)links[k].axis, j.local_axis[0]);
  glm_vec3_copy((float *)links[k].axis, j.local_axis[1]);
}
#line 3626 "chapters/15-joints.nw"
    built = built && imp_world_add_joint(&s->world, &j, &joint) == IMP_OK;
  }
  return built;
}

#line 3651 "chapters/15-joints.nw"
static void ragdoll_run(const imp_args *args, const imp_sink *sink) {
  float dt = (float)imp_arg(args, "dt");
  joint_scene scene;
  uint32_t body[LIMBS];
  bool built = joint_scene_build(LIMBS, LINKS, &scene);
  scene.settings.velocity_iterations = (int)imp_arg_long(args, "iterations");
  built = built && ragdoll_build(&scene, (float)imp_arg(args, "height"),
                                 (float)imp_arg(args, "friction"),
                                 imp_arg_choice(args, "cones") == 0, body);
  if (built) scene.world.bodies[body[TORSO]].velocity[0] = (float)imp_arg(args, "push");
  long steps = lround(imp_arg(args, "duration") / dt);
  for (long n = 0; n <= steps && built; n++) {
    if (n > 0) imp_world_step(&scene.world, dt);
    
#line 3671 "chapters/15-joints.nw"
const imp_world *w = &scene.world;
double gap = joint_scene_gap(w), speed = 0.0;
for (uint32_t i = 1; i < w->body_count; i++)
  speed = fmax(speed, glm_vec3_norm((float *)w->bodies[i].velocity));
double energy = imp_world_kinetic_energy(w) +
                imp_world_potential_energy(w, (vec3){0.0f, -9.81f, 0.0f});
double row[RAGDOLL_COLUMNS] = {n * (double)dt, w->bodies[body[PELVIS]].position[1], energy,
                               speed, gap};
imp_emit(sink, row);
#line 3665 "chapters/15-joints.nw"
  }
  joint_scene_free(&scene);
}

#line 3683 "chapters/15-joints.nw"
const imp_experiment imp_ragdoll = {
    .name = "ragdoll",
    .chapter = 15,
    .summary = "eleven boxes on joints dropped onto the ground: it lands, holds together, rests",
    .params = ragdoll_params,
    .param_count = sizeof ragdoll_params / sizeof *ragdoll_params,
    .columns = ragdoll_columns,
    .column_count = RAGDOLL_COLUMNS,
    .run = ragdoll_run,
};
