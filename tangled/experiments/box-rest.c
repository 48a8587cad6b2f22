#line 2446 "chapters/12-resting.nw"
/* box-rest: a box set on the ground, and how still it stays (chapter 12). */
#include "harness.h"

#include <math.h>

#include "shared/resting-scene.h"

#line 2461 "chapters/12-resting.nw"
static const char *const on_off[] = {"on", "off", NULL};

static const imp_param rest_params[] = {
    {"e", IMP_REAL, "", 0.5, 0.0, 1.0, NULL, "coefficient of restitution"},
    {"resting", IMP_CHOICE, "", 0, 0, 0, on_off,
     "remove the step's velocity and cut slow bounces, or not"},
    {"depth", IMP_REAL, "m", 0.001, 0.0, 0.01, NULL, "how far the box starts inside the ground"},
    {"slop", IMP_REAL, "m", 0.002, 0.0, 0.01, NULL, "overlap the stage leaves in place"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 10.0, 0.01, 100.0, NULL, "length of the run"},
};

enum { R_T, R_Y, R_SPEED, R_SPIN, R_DRIFT, R_DEPTH, R_USED, R_X, R_Z, R_QX, R_QY, R_QZ, R_QW,
       REST_COLUMNS };

static const imp_column rest_columns[REST_COLUMNS] = {
    {"t", "s", "time"},
    {"y", "m", "height of the centre"},
    {"speed", "m/s", "speed of the centre"},
    {"spin", "rad/s", "angular speed"},
    {"drift", "m", "horizontal distance of the centre from its start"},
    {"depth", "m", "deepest contact this step, as the resolver left it"},
    {"iterations", "", "resolutions (penetration and velocity) made this step"},
    {"x", "m", "position of the centre along x"},
    {"z", "m", "position of the centre along z"},
    {"qx", "", "orientation, unit quaternion: x"},
    {"qy", "", "orientation: y"},
    {"qz", "", "orientation: z"},
    {"qw", "", "orientation: w"},
};

#line 2494 "chapters/12-resting.nw"
static void rest_run(const imp_args *args, const imp_sink *sink) {
  resting_scene scene;
  uint32_t box;
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  vec3 start = {0.0f, 0.5f - (float)imp_arg(args, "depth"), 0.0f};
  bool built = resting_scene_build(1, "friction", (vec3){0, 1, 0}, 0.5f,
                                   (vec3){0.0f, -9.81f, 0.0f}, &scene) &&
               resting_scene_add(&scene, &cube, 1.0f, start, (versor){0, 0, 0, 1}, 0.5f,
                                 (float)imp_arg(args, "e"), &box);
  imp_friction_settings settings;
  imp_friction_defaults(&settings);
  settings.slop = (float)imp_arg(args, "slop");
  if (imp_arg_choice(args, "resting") == 1) {
    settings.remove_step_velocity = false;
    settings.velocity_limit = 0.0f;
  }
  scene.world.resolve_settings = &settings;
  float dt = (float)imp_arg(args, "dt");
  long steps = lround(imp_arg(args, "duration") / dt);
  const imp_body *b = &scene.world.bodies[box];
  for (long n = 0; n <= steps && built; n++) {
    double depth = 0.0;
    if (n > 0) {
      imp_world_step(&scene.world, dt);
      depth = resting_deepest(&scene.world);
    }
    
#line 2532 "chapters/12-resting.nw"
double dx = b->position[0] - start[0], dz = b->position[2] - start[2];
double row[REST_COLUMNS] = {
    n * (double)dt, b->position[1], glm_vec3_norm((float *)b->velocity),
    glm_vec3_norm((float *)b->angular_velocity), sqrt(dx * dx + dz * dz), depth,
    n > 0 ? scene.world.resolve_used[0] + scene.world.resolve_used[1] : 0,
    b->position[0], b->position[2], b->orientation[0], b->orientation[1],
    b->orientation[2], b->orientation[3]};
imp_emit(sink, row);
#line 2522 "chapters/12-resting.nw"
  }
  resting_scene_free(&scene);
}

#line 2547 "chapters/12-resting.nw"
const imp_experiment imp_box_rest = {
    .name = "box-rest",
    .chapter = 12,
    .summary = "a box set on the ground: iterations, remaining penetration, speed, drift",
    .params = rest_params,
    .param_count = sizeof rest_params / sizeof *rest_params,
    .columns = rest_columns,
    .column_count = REST_COLUMNS,
    .run = rest_run,
};
