#line 2679 "chapters/12-resting.nw"
/* tower: a stack of boxes, and how long it stands (chapter 12). */
#include "harness.h"

#include <math.h>

#include "shared/resting-scene.h"

#line 2694 "chapters/12-resting.nw"
static const char *const sleep_choices[] = {"off", "on", NULL};

static const imp_param tower_params[] = {
    {"count", IMP_INTEGER, "", 8, 1, 60, NULL, "boxes in the stack"},
    {"mu", IMP_REAL, "", 0.5, 0.0, 2.0, NULL, "coefficient of friction"},
    {"e", IMP_REAL, "", 0.0, 0.0, 1.0, NULL, "coefficient of restitution"},
    {"sleep", IMP_CHOICE, "", 0, 0, 0, sleep_choices, "let still bodies sleep"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 20.0, 0.01, 200.0, NULL, "length of the run"},
};

enum { T_T, T_X, T_Y, T_Z, T_AWAKE, TOWER_COLUMNS };

static const imp_column tower_columns[TOWER_COLUMNS] = {
    {"t", "s", "time"},
    {"x", "m", "top box's centre along x"},
    {"y", "m", "top box's centre along y, its height"},
    {"z", "m", "top box's centre along z"},
    {"awake", "", "bodies awake"},
};

#line 2717 "chapters/12-resting.nw"
/* The centre of box i of a stack on the ground, each box set into the one below. */
static void stacked_at(long i, vec3 dest) {
  float y = 0.5f + (1.0f - RESTING_SET_DEPTH) * (float)i - RESTING_SET_DEPTH;
  glm_vec3_copy((vec3){0.0f, y, 0.0f}, dest);
}

static void tower_run(const imp_args *args, const imp_sink *sink) {
  long count = imp_arg_long(args, "count");
  float mu = (float)imp_arg(args, "mu"), e = (float)imp_arg(args, "e");
  resting_scene scene;
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  uint32_t top = 0;
  bool built = resting_scene_build((uint32_t)count, "friction", (vec3){0, 1, 0}, mu,
                                   (vec3){0.0f, -9.81f, 0.0f}, &scene);
  for (long i = 0; i < count && built; i++) {
    vec3 at;
    stacked_at(i, at);
    built = resting_scene_add(&scene, &cube, 1.0f, at, (versor){0, 0, 0, 1}, mu, e, &top);
  }
  imp_friction_settings settings;
  imp_friction_defaults(&settings);
  if (imp_arg_choice(args, "sleep") == 1) imp_sleep_def_init(&settings.sleep);
  scene.world.resolve_settings = &settings;
  float dt = (float)imp_arg(args, "dt");
  long steps = lround(imp_arg(args, "duration") / dt);
  for (long n = 0; n <= steps && built; n++) {
    if (n > 0) imp_world_step(&scene.world, dt);
    
#line 2755 "chapters/12-resting.nw"
const imp_body *b = &scene.world.bodies[top];
double awake = 0;
for (uint32_t i = 0; i < scene.world.body_count; i++)
  awake += imp_world_is_awake(&scene.world, i);
double row[TOWER_COLUMNS] = {n * (double)dt, b->position[0], b->position[1],
                             b->position[2], awake};
imp_emit(sink, row);
#line 2746 "chapters/12-resting.nw"
  }
  resting_scene_free(&scene);
}

#line 2765 "chapters/12-resting.nw"
const imp_experiment imp_tower = {
    .name = "tower",
    .chapter = 12,
    .summary = "a stack of boxes on the ground: how long it stands, how far the top drifts",
    .params = tower_params,
    .param_count = sizeof tower_params / sizeof *tower_params,
    .columns = tower_columns,
    .column_count = TOWER_COLUMNS,
    .run = tower_run,
};
