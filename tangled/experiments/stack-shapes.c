#line 1698 "chapters/17-flatland-revisited.nw"
/* stack-shapes: the pile or the pyramid drawn at chosen instants, by either
 * solver (chapter 17). */
#include "harness.h"
#include "shared/flat-scene.h"
#include "shared/flat-stack-scene.h"

#include <imp/flat-stack.h>
#include <math.h>

static const imp_param stack_shapes_params[] = {
    IMP_FLAT_SCENE_CHOICE_PARAMS(1),
    IMP_FLAT_STACK_SOLVER_PARAMS,
    {"every", IMP_REAL, "s", 5.0, 0.01, 100.0, NULL, "time between snapshots"},
    {"steps", IMP_INTEGER, "", 1200, 1, 100000, NULL, "number of steps of 1/60 s"},
};

static void stack_shapes_run(const imp_args *args, const imp_sink *sink) {
  imp_flat_body storage[IMP_FLAT_SCENE_WALLS + IMP_FLAT_PILE_MAX];
  imp_flat_world world;
  imp_flat_scene_chosen(&world, storage, args);
  imp_flat_stack_stepper stepper;
  imp_flat_stack_stepper_init(&stepper, &world, args);
  long steps = imp_arg_long(args, "steps"), every = lround(imp_arg(args, "every") / world.step);
  if (every < 1) every = 1;
  for (long n = 0;; n++) {
    if (n % every == 0) imp_flat_scene_emit_shapes(&world, n * (double)world.step, sink);
    if (n == steps) break;
    imp_flat_stack_stepper_step(&stepper);
  }
}

const imp_experiment imp_stack_shapes = {
    .name = "stack-shapes",
    .chapter = 17,
    .summary = "the pile or the pyramid at chosen instants, by either solver, for drawing",
    .params = stack_shapes_params,
    .param_count = sizeof stack_shapes_params / sizeof *stack_shapes_params,
    .columns = imp_flat_scene_shape_columns,
    .column_count = IMP_FLAT_SHAPES_COLUMNS,
    .run = stack_shapes_run,
};
