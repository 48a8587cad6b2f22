#line 1389 "chapters/17-flatland-revisited.nw"
/* stack-pyramid: chapter 7's pyramid, by relaxation or by the sequential
 * solver (chapter 17). */
#include "harness.h"
#include "shared/flat-scene.h"
#include "shared/flat-stack-scene.h"

#include <imp/flat-stack.h>
#include <math.h>

static const imp_param stack_pyramid_params[] = {
    {"base", IMP_INTEGER, "", 5, 1, IMP_FLAT_PYRAMID_MAX_BASE, NULL, "boxes in the bottom row"},
    IMP_FLAT_STACK_SOLVER_PARAMS,
    {"steps", IMP_INTEGER, "", 1200, 1, 100000, NULL, "number of steps of 1/60 s"},
};

enum { SY_T, SY_TOP_X, SY_TOP_Y, SY_MOVED, SY_KE, SY_DEPTH, STACK_PYRAMID_COLUMNS };

static const imp_column stack_pyramid_columns[STACK_PYRAMID_COLUMNS] = {
    {"t", "s", "time"},
    {"top_x", "m", "the top box's centre, x (0 at the start)"},
    {"top_y", "m", "the top box's centre, y (base - 1/2 at the start)"},
    {"moved", "m", "the largest distance of a box's centre from its place"},
    {"ke", "J", "kinetic energy of the boxes"},
    {"depth", "m", "the deepest overlap after the step"},
};
#line 1417 "chapters/17-flatland-revisited.nw"
static void stack_pyramid_run(const imp_args *args, const imp_sink *sink) {
  imp_flat_body storage[IMP_FLAT_SCENE_WALLS + IMP_FLAT_PYRAMID_MAX_BOXES];
  vec2 start[IMP_FLAT_SCENE_WALLS + IMP_FLAT_PYRAMID_MAX_BOXES];
  imp_flat_world world;
  imp_flat_scene_pyramid(&world, storage, (int)imp_arg_long(args, "base"));
  imp_flat_stack_stepper stepper;
  imp_flat_stack_stepper_init(&stepper, &world, args);
  for (size_t i = 0; i < world.count; i++) glm_vec2_copy(world.bodies[i].position, start[i]);
  const imp_flat_body *top = &world.bodies[world.count - 1];
  long steps = imp_arg_long(args, "steps");
  for (long n = 0;; n++) {
    
#line 1436 "chapters/17-flatland-revisited.nw"
double moved = 0, ke = 0;
for (size_t i = IMP_FLAT_SCENE_WALLS; i < world.count; i++) {
  moved = fmax(moved, glm_vec2_distance(start[i], world.bodies[i].position));
  ke += imp_flat_kinetic_energy(&world.bodies[i]);
}
double row[STACK_PYRAMID_COLUMNS] = {n * (double)world.step, top->position[0],
                                     top->position[1], moved, ke,
                                     imp_flat_world_deepest(&world)};
imp_emit(sink, row);
#line 1429 "chapters/17-flatland-revisited.nw"
    if (n == steps) break;
    imp_flat_stack_stepper_step(&stepper);
  }
}
#line 1448 "chapters/17-flatland-revisited.nw"
const imp_experiment imp_stack_pyramid = {
    .name = "stack-pyramid",
    .chapter = 17,
    .summary = "chapter 7's pyramid of boxes by relaxation or by sequential impulses",
    .params = stack_pyramid_params,
    .param_count = sizeof stack_pyramid_params / sizeof *stack_pyramid_params,
    .columns = stack_pyramid_columns,
    .column_count = STACK_PYRAMID_COLUMNS,
    .run = stack_pyramid_run,
};
