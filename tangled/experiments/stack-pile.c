#line 1582 "chapters/17-flatland-revisited.nw"
/* stack-pile: chapter 7's pile, by relaxation or by the sequential solver
 * (chapter 17). */
#include "harness.h"
#include "shared/flat-scene.h"
#include "shared/flat-stack-scene.h"

#include <imp/flat-stack.h>
#include <math.h>

static const imp_param stack_pile_params[] = {
    {"count", IMP_INTEGER, "", 20, 1, IMP_FLAT_PILE_MAX, NULL, "number of shapes"},
    {"seed", IMP_INTEGER, "", 1, 0, 1e9, NULL, "seed of the shapes and their places"},
    IMP_FLAT_STACK_SOLVER_PARAMS,
    {"steps", IMP_INTEGER, "", 600, 1, 100000, NULL, "number of steps of 1/60 s"},
};

enum { SP_T, SP_KE, SP_FASTEST, SP_DEPTH, SP_LOWEST, STACK_PILE_COLUMNS };

static const imp_column stack_pile_columns[STACK_PILE_COLUMNS] = {
    {"t", "s", "time"},
    {"ke", "J", "kinetic energy of all the shapes"},
    {"fastest", "m/s", "the largest speed of a shape's centre"},
    {"depth", "m", "the deepest overlap after the step"},
    {"lowest", "m", "the lowest point of any shape (the floor's top is 0)"},
};
#line 1610 "chapters/17-flatland-revisited.nw"
static void stack_pile_run(const imp_args *args, const imp_sink *sink) {
  imp_flat_body storage[IMP_FLAT_SCENE_WALLS + IMP_FLAT_PILE_MAX];
  imp_flat_world world;
  imp_flat_scene_pile(&world, storage, (int)imp_arg_long(args, "count"),
                      (unsigned long)imp_arg_long(args, "seed"));
  imp_flat_stack_stepper stepper;
  imp_flat_stack_stepper_init(&stepper, &world, args);
  long steps = imp_arg_long(args, "steps");
  for (long n = 0;; n++) {
    
#line 1627 "chapters/17-flatland-revisited.nw"
double ke = 0, fastest = 0, lowest = INFINITY;
for (size_t i = IMP_FLAT_SCENE_WALLS; i < world.count; i++) {
  const imp_flat_body *b = &world.bodies[i];
  ke += imp_flat_kinetic_energy(b);
  fastest = fmax(fastest, glm_vec2_norm((float *)b->velocity));
  double low = b->position[1] - b->radius;
  if (b->kind == IMP_FLAT_POLYGON)
    for (int k = 0; k < b->count; k++) low = k ? fmin(low, b->vertex[k][1]) : b->vertex[k][1];
  lowest = fmin(lowest, low);
}
double row[STACK_PILE_COLUMNS] = {n * (double)world.step, ke, fastest,
                                  imp_flat_world_deepest(&world), lowest};
imp_emit(sink, row);
#line 1620 "chapters/17-flatland-revisited.nw"
    if (n == steps) break;
    imp_flat_stack_stepper_step(&stepper);
  }
}
#line 1643 "chapters/17-flatland-revisited.nw"
const imp_experiment imp_stack_pile = {
    .name = "stack-pile",
    .chapter = 17,
    .summary = "chapter 7's pile of shapes by relaxation or by sequential impulses",
    .params = stack_pile_params,
    .param_count = sizeof stack_pile_params / sizeof *stack_pile_params,
    .columns = stack_pile_columns,
    .column_count = STACK_PILE_COLUMNS,
    .run = stack_pile_run,
};
