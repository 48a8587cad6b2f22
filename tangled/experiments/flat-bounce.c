#line 2433 "chapters/07-flatland.nw"
/* flat-bounce: a circle bouncing on a floor, apexes falling by e^2
 * (chapter 7). */
#line 653 "chapters/07-flatland.nw"
#include "harness.h"

#include <imp/flat.h>

#line 2437 "chapters/07-flatland.nw"
static const imp_param bounce_params[] = {
    {"e", IMP_REAL, "", 0.8, 0.0, 1.0, NULL, "restitution of the ball and the floor"},
    {"h0", IMP_REAL, "m", 5.0, 0.0, 1000.0, NULL, "initial height of the ball's bottom"},
    {"dt", IMP_REAL, "s", 1.0 / 60, 1e-4, 0.05, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 360, 1, 1000000, NULL, "number of steps"},
};

enum { B_T, B_Y, B_VY, B_KE, B_PE, B_E, BOUNCE_COLUMNS };

static const imp_column bounce_columns[BOUNCE_COLUMNS] = {
    {"t", "s", "time"},
    {"y", "m", "height of the ball's bottom above the floor"},
    {"vy", "m/s", "vertical velocity"},
    {"ke", "J", "kinetic energy"},
    {"pe", "J", "potential energy m g y"},
    {"e", "J", "ke + pe"},
};
#line 2457 "chapters/07-flatland.nw"
static void bounce_run(const imp_args *args, const imp_sink *sink) {
  imp_flat_body storage[2], floor, ball;
  imp_flat_world world;
  imp_flat_world_init(&world, storage, 2);
  imp_flat_world_set(&world, (float)imp_arg(args, "dt"), world.passes, world.rate);
  float radius = 0.5f, e = (float)imp_arg(args, "e");
  imp_flat_rectangle((vec2){0.0f, -0.5f}, 20.0f, 1.0f, 0.0f, &floor);
  imp_flat_circle((vec2){0.0f, radius + (float)imp_arg(args, "h0")}, radius, 1.0f, &ball);
  floor.restitution = ball.restitution = e;
  floor.friction = ball.friction = 0.0f;
  imp_flat_world_add(&world, &floor);
  imp_flat_world_add(&world, &ball);
  long steps = imp_arg_long(args, "steps");
  for (long n = 0;; n++) {
    
#line 2479 "chapters/07-flatland.nw"
const imp_flat_body *b = &world.bodies[1];
double y = b->position[1] - radius, ke = imp_flat_kinetic_energy(b);
double pe = -world.gravity[1] * y; /* m = 1 kg */
double row[BOUNCE_COLUMNS] = {n * (double)world.step, y, b->velocity[1], ke, pe, ke + pe};
imp_emit(sink, row);
#line 2472 "chapters/07-flatland.nw"
    if (n == steps) break;
    imp_flat_world_step(&world);
  }
}
#line 2487 "chapters/07-flatland.nw"
const imp_experiment imp_flat_bounce = {
    .name = "flat-bounce",
    .chapter = 7,
    .summary = "a circle bouncing on a floor: apex heights fall by e^2 per bounce",
    .params = bounce_params,
    .param_count = sizeof bounce_params / sizeof *bounce_params,
    .columns = bounce_columns,
    .column_count = BOUNCE_COLUMNS,
    .run = bounce_run,
};
