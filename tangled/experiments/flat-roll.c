#line 2633 "chapters/07-flatland.nw"
/* flat-roll: a disc launched sliding ends rolling; a box slides to a stop
 * (chapter 7). */
#line 653 "chapters/07-flatland.nw"
#include "harness.h"

#include <imp/flat.h>

#line 2637 "chapters/07-flatland.nw"
static const char *const roll_friction[] = {"coulomb", "ratio", NULL};
static const char *const roll_inertia[] = {"engine", "source", NULL};

static const imp_param roll_params[] = {
    {"v0", IMP_REAL, "m/s", 6.0, 0.0, 100.0, NULL, "initial sliding speed"},
    {"mu", IMP_REAL, "", 0.3, 0.0, 1.0, NULL, "friction coefficient with the floor"},
    {"radius", IMP_REAL, "m", 0.5, 0.05, 5.0, NULL, "the disc's radius (the box's half side)"},
    {"friction", IMP_CHOICE, "", 0, 0, 0, roll_friction, "friction model: coulomb or ratio"},
    {"inertia", IMP_CHOICE, "", 0, 0, 0, roll_inertia,
     "the disc's 1/I: the engine's 2/(m r^2), or the source's m r^2/12"},
    {"steps", IMP_INTEGER, "", 90, 1, 100000, NULL, "number of steps of 1/60 s"},
};

enum { R_T, R_X, R_V, R_W, R_SLIP, R_BOX_X, R_BOX_V, R_BOX_ANGLE, ROLL_COLUMNS };

static const imp_column roll_columns[ROLL_COLUMNS] = {
    {"t", "s", "time"},
    {"x", "m", "the disc's centre"},
    {"v", "m/s", "the disc's velocity"},
    {"w", "rad/s", "the disc's angular velocity (counter-clockwise)"},
    {"slip", "m/s", "velocity of the disc's lowest point, v + w r"},
    {"box_x", "m", "the box's centre"},
    {"box_v", "m/s", "the box's velocity"},
    {"box_angle", "rad", "the box's angle"},
};
#line 2695 "chapters/07-flatland.nw"
/* A static floor, top at y = 0, and one body on it sliding at v0. */
static void roll_world(imp_flat_world *w, imp_flat_body storage[2], const imp_flat_body *b,
                       float v0, float mu, imp_flat_friction model) {
  imp_flat_body floor;
  imp_flat_world_init(w, storage, 2);
  w->friction = model;
  imp_flat_rectangle((vec2){0.0f, -0.5f}, 1000.0f, 1.0f, 0.0f, &floor);
  imp_flat_world_add(w, &floor);
  imp_flat_world_add(w, b);
  for (int k = 0; k < 2; k++) {
    w->bodies[k].restitution = 0.0f;
    w->bodies[k].friction = mu;
  }
  w->bodies[1].velocity[0] = v0;
}
#line 2672 "chapters/07-flatland.nw"
static void roll_run(const imp_args *args, const imp_sink *sink) {
  float r = (float)imp_arg(args, "radius"), v0 = (float)imp_arg(args, "v0");
  float mu = (float)imp_arg(args, "mu");
  imp_flat_friction model = imp_arg_choice(args, "friction") ? IMP_FLAT_RATIO : IMP_FLAT_COULOMB;
  imp_flat_body disc, box, disc_storage[2], box_storage[2];
  imp_flat_circle((vec2){0.0f, r}, r, 1.0f, &disc);
  if (imp_arg_choice(args, "inertia") == 1)
    disc.inverse_inertia = r * r / 12.0f; /* the source's bug, m = 1 */
  imp_flat_rectangle((vec2){0.0f, r}, 2.0f * r, 2.0f * r, 1.0f, &box);
  imp_flat_world rolling, sliding;
  roll_world(&rolling, disc_storage, &disc, v0, mu, model);
  roll_world(&sliding, box_storage, &box, v0, mu, model);
  long steps = imp_arg_long(args, "steps");
  for (long n = 0;; n++) {
    
#line 2713 "chapters/07-flatland.nw"
const imp_flat_body *d = &rolling.bodies[1], *b = &sliding.bodies[1];
double row[ROLL_COLUMNS] = {n * (double)rolling.step, d->position[0], d->velocity[0],
                            d->angular_velocity, d->velocity[0] + d->angular_velocity * r,
                            b->position[0], b->velocity[0], b->angle};
imp_emit(sink, row);
#line 2687 "chapters/07-flatland.nw"
    if (n == steps) break;
    imp_flat_world_step(&rolling);
    imp_flat_world_step(&sliding);
  }
}
#line 2721 "chapters/07-flatland.nw"
const imp_experiment imp_flat_roll = {
    .name = "flat-roll",
    .chapter = 7,
    .summary = "a disc launched sliding ends rolling at 2/3 v0; a box slides to a stop",
    .params = roll_params,
    .param_count = sizeof roll_params / sizeof *roll_params,
    .columns = roll_columns,
    .column_count = ROLL_COLUMNS,
    .run = roll_run,
};
