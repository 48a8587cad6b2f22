#line 1511 "chapters/17-flatland-revisited.nw"
/* flat-stack-scene.c: either solver behind one step (chapter 17). */
#include "flat-stack-scene.h"

const char *const imp_flat_stack_solvers[] = {"relaxation", "sequential", NULL};
const char *const imp_flat_stack_positions[] = {"ngs", "baumgarte", NULL};
const char *const imp_flat_stack_warm[] = {"on", "off", NULL};

void imp_flat_stack_stepper_init(imp_flat_stack_stepper *s, imp_flat_world *w,
                                 const imp_args *args) {
  s->world = w;
  s->sequential = imp_arg_choice(args, "solver") == 1;
  imp_flat_solver_init(&s->solver, s->storage, IMP_FLAT_STACK_CONTACTS);
  s->solver.settings.position =
      imp_arg_choice(args, "position") ? IMP_FLAT_BAUMGARTE : IMP_FLAT_NGS;
  s->solver.settings.warm_start = imp_arg_choice(args, "warm") == 0;
  s->solver.settings.velocity_iterations = (int)imp_arg_long(args, "iterations");
}

void imp_flat_stack_stepper_step(imp_flat_stack_stepper *s) {
  if (s->sequential) imp_flat_solver_step(s->world, &s->solver);
  else imp_flat_world_step(s->world);
}
