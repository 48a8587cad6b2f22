#line 2317 "chapters/11-impulses.nw"
/* sphere-bounce: a ball dropped on the ground (chapter 11). */
#include "harness.h"

#include <imp/resolve.h>

#line 2330 "chapters/11-impulses.nw"
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

#line 2347 "chapters/11-impulses.nw"
static const float ball_radius = 0.1f, ball_gravity = 9.81f;

static void bounce_run(const imp_args *args, const imp_sink *sink) {
  imp_body ball;
  imp_body_init(&ball);
  imp_mass mass;
  imp_mass_sphere(1.0f, ball_radius, &mass);
  imp_body_set_mass(&ball, &mass);
  ball.position[1] = (float)imp_arg(args, "height") + ball_radius;
  ball.acceleration[1] = -ball_gravity;
  float e = (float)imp_arg(args, "e"), dt = (float)imp_arg(args, "dt");
  long steps = lround(imp_arg(args, "duration") / dt);
  imp_resolver resolver;
  imp_resolver_defaults(&resolver);
  for (long step = 0; step <= steps; step++) {
    if (step > 0) {
      imp_body_integrate_velocities(&ball, dt, IMP_GYRO_IMPLICIT);
      float bottom = ball.position[1] - ball_radius;
      imp_contact c = {.body = {IMP_NO_BODY, 0},
                       .point = {ball.position[0], bottom, ball.position[2]},
                       .normal = {0.0f, 1.0f, 0.0f},
                       .penetration = -bottom,
                       .restitution = e};
      imp_resolve(&resolver, &ball, 1, &c, bottom <= 0.0f ? 1 : 0);
      imp_body_integrate_positions(&ball, dt);
    }
    double row[BOUNCE_COLUMNS] = {step * (double)dt, ball.position[1] - ball_radius,
                                  ball.velocity[1]};
    imp_emit(sink, row);
  }
}

#line 2381 "chapters/11-impulses.nw"
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
