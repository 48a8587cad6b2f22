#line 2867 "chapters/11-impulses.nw"
/* sphere-bounce: a ball dropped on the ground (chapter 11). */
#include "harness.h"

#include <imp/impulse.h>
#include <math.h>

#include "shared/impulse-scene.h"

#line 2883 "chapters/11-impulses.nw"
static const imp_param bounce_params[] = {
    {"e", IMP_REAL, "", 0.5, 0.0, 1.0, NULL, "coefficient of restitution"},
    {"height", IMP_REAL, "m", 1.0, 0.0, 1000.0, NULL, "initial height of the ball's bottom"},
    {"dt", IMP_REAL, "s", 0.001, 1e-5, 0.1, NULL, "time step"},
    {"duration", IMP_REAL, "s", 3.0, 0.001, 1000.0, NULL, "length of the run"},
};

enum { B_T, B_Y, B_VY, BOUNCE_COLUMNS };

static const imp_column bounce_columns[BOUNCE_COLUMNS] = {
    {"t", "s", "time"},
    {"y", "m", "height of the ball's lowest point above the ground"},
    {"vy", "m/s", "vertical velocity"},
};

#line 2900 "chapters/11-impulses.nw"
static const float ball_radius = 0.1f, ball_gravity = 9.81f;

static void bounce_run(const imp_args *args, const imp_sink *sink) {
  imp_body ball;
  imp_body_init(&ball);
  imp_mass mass;
  imp_mass_sphere(1.0f, ball_radius, &mass);
  imp_body_set_mass(&ball, &mass);
  ball.position[1] = (float)imp_arg(args, "height") + ball_radius;
  ball.acceleration[1] = -ball_gravity;
  imp_shape sphere;
  imp_shape_sphere(ball_radius, &sphere);
  imp_shape_def shape;
  imp_shape_def_init(&sphere, &shape);
  shape.restitution = (float)imp_arg(args, "e");
  impulse_scene scene;
  if (!impulse_scene_build(&ball, &shape, 1, &scene)) return;
  const imp_body *b = &scene.world.bodies[scene.body];
  float dt = (float)imp_arg(args, "dt");
  long steps = lround(imp_arg(args, "duration") / dt);
  for (long step = 0; step <= steps; step++) {
    if (step > 0) imp_world_step(&scene.world, dt);
    double row[BOUNCE_COLUMNS] = {step * (double)dt, b->position[1] - ball_radius,
                                  b->velocity[1]};
    imp_emit(sink, row);
  }
  impulse_scene_free(&scene);
}

#line 2931 "chapters/11-impulses.nw"
const imp_experiment imp_sphere_bounce = {
    .name = "sphere-bounce",
    .chapter = 11,
    .summary = "a ball dropped on the ground: apexes fall by e^2, up to O(g dt)",
    .params = bounce_params,
    .param_count = sizeof bounce_params / sizeof *bounce_params,
    .columns = bounce_columns,
    .column_count = BOUNCE_COLUMNS,
    .run = bounce_run,
};
