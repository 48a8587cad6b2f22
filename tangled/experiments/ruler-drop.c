#line 2474 "chapters/11-impulses.nw"
/* ruler-drop: the three bodies of Millington's figure 14.2 (chapter 11). */
#include "harness.h"

#include <imp/impulse.h>
#include <math.h>

#include "shared/impulse-scene.h"
#include "shared/ruler.h"

#line 2491 "chapters/11-impulses.nw"
static const char *const ruler_names[] = {"sphere", "rod", "dumbbell", NULL};

static const imp_param ruler_params[] = {
    {"body", IMP_CHOICE, "", RULER_ROD, 0, 0, ruler_names,
     "a ball, a thin rod or a dumbbell, each 1 kg and 1 m"},
    {"angle", IMP_REAL, "deg", 60.0, 0.0, 90.0, NULL, "the rod's angle from the horizontal"},
    {"e", IMP_REAL, "", 0.5, 0.0, 1.0, NULL, "coefficient of restitution"},
    {"g", IMP_REAL, "m/s^2", 0.0, 0.0, 100.0, NULL, "gravity"},
    {"speed", IMP_REAL, "m/s", 1.0, 0.0, 100.0, NULL, "falling speed at the impact"},
    {"dt", IMP_REAL, "s", 0.001, 1e-5, 0.1, NULL, "time step"},
    {"duration", IMP_REAL, "s", 1.0, 0.001, 100.0, NULL, "length of the run"},
};

enum { R_T, R_VY, R_W, R_VC, RULER_COLUMNS };

static const imp_column ruler_columns[RULER_COLUMNS] = {
    {"t", "s", "time"},
    {"vy", "m/s", "vertical velocity of the centre of mass"},
    {"w", "rad/s", "spin about z, the axis perpendicular to the drop"},
    {"vc", "m/s", "vertical velocity of the material at the lower end (first contact)"},
};

#line 2538 "chapters/11-impulses.nw"
static void ruler_row(const imp_body *b, const vec3 end, double t, const imp_sink *sink) {
  double row[RULER_COLUMNS] = {t, b->velocity[1], b->angular_velocity[2],
                               ruler_end_velocity(b, end)};
  imp_emit(sink, row);
}

#line 2517 "chapters/11-impulses.nw"
static void ruler_run(const imp_args *args, const imp_sink *sink) {
  impulse_scene scene;
  vec3 end; /* the lower end, in body coordinates */
  if (!ruler_scene_build(imp_arg_choice(args, "body"), (float)imp_arg(args, "angle"),
                         (float)imp_arg(args, "e"), &scene, end))
    return;
  imp_body *body = &scene.world.bodies[scene.body];
  body->velocity[1] = -(float)imp_arg(args, "speed");
  body->acceleration[1] = -(float)imp_arg(args, "g");
  float dt = (float)imp_arg(args, "dt");
  long steps = lround(imp_arg(args, "duration") / dt);
  ruler_row(body, end, 0.0, sink);
  for (long step = 1; step <= steps; step++) {
    imp_world_step(&scene.world, dt);
    ruler_row(body, end, step * (double)dt, sink);
  }
  impulse_scene_free(&scene);
}

#line 2546 "chapters/11-impulses.nw"
const imp_experiment imp_ruler_drop = {
    .name = "ruler-drop",
    .chapter = 11,
    .summary = "a ball, a rod or a dumbbell strikes the ground: linear and angular response",
    .params = ruler_params,
    .param_count = sizeof ruler_params / sizeof *ruler_params,
    .columns = ruler_columns,
    .column_count = RULER_COLUMNS,
    .run = ruler_run,
};
