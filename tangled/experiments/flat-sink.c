#line 2251 "chapters/07-flatland.nw"
/* flat-sink: a box resting on a floor, held by correction alone, sinks and
 * falls through (chapter 7). */
#line 653 "chapters/07-flatland.nw"
#include "harness.h"

#include <imp/flat.h>

#line 2255 "chapters/07-flatland.nw"
static const char *const sink_responses[] = {"none", "impulse", NULL};

static const imp_param sink_params[] = {
    {"response", IMP_CHOICE, "", 0, 0, 0, sink_responses,
     "after correction: nothing (the source's demo 9.6), or impulses"},
    {"relaxation", IMP_INTEGER, "", 15, 1, 1000, NULL, "correction passes per step"},
    {"rate", IMP_REAL, "", 0.8, 0.01, 1.0, NULL, "fraction of the depth a pass removes"},
    {"steps", IMP_INTEGER, "", 200, 1, 100000, NULL, "number of steps of 1/60 s"},
};

enum { S_T, S_Y, S_VY, S_ANGLE, S_DEPTH, S_KE, SINK_COLUMNS };

static const imp_column sink_columns[SINK_COLUMNS] = {
    {"t", "s", "time"},
    {"y", "m", "height of the box's bottom above the floor's top"},
    {"vy", "m/s", "vertical velocity of the box"},
    {"angle", "rad", "the box's angle"},
    {"depth", "m", "the deepest overlap the step's first pass found"},
    {"ke", "J", "kinetic energy of the box"},
};
#line 2278 "chapters/07-flatland.nw"
static void sink_run(const imp_args *args, const imp_sink *sink) {
  imp_flat_body storage[2], floor, box;
  imp_flat_world world;
  imp_flat_world_init(&world, storage, 2);
  imp_flat_world_set(&world, world.step, (int)imp_arg_long(args, "relaxation"),
                     (float)imp_arg(args, "rate"));
  world.impulses = imp_arg_choice(args, "response") == 1;
  imp_flat_rectangle((vec2){0.0f, -0.375f}, 20.0f, 0.75f, 0.0f, &floor);
  imp_flat_rectangle((vec2){0.0f, 0.5f}, 1.0f, 1.0f, 1.0f, &box);
  imp_flat_world_add(&world, &floor);
  imp_flat_world_add(&world, &box);
  long steps = imp_arg_long(args, "steps");
  for (long n = 0;; n++) {
    
#line 2299 "chapters/07-flatland.nw"
const imp_flat_body *b = &world.bodies[1];
double row[SINK_COLUMNS] = {n * (double)world.step, b->position[1] - 0.5f,
                            b->velocity[1], b->angle, world.deepest,
                            imp_flat_kinetic_energy(b)};
imp_emit(sink, row);
#line 2292 "chapters/07-flatland.nw"
    if (n == steps) break;
    imp_flat_world_step(&world);
  }
}
#line 2307 "chapters/07-flatland.nw"
const imp_experiment imp_flat_sink = {
    .name = "flat-sink",
    .chapter = 7,
    .summary = "a box on a floor held by positional correction alone sinks and falls through",
    .params = sink_params,
    .param_count = sizeof sink_params / sizeof *sink_params,
    .columns = sink_columns,
    .column_count = SINK_COLUMNS,
    .run = sink_run,
};
