#line 1470 "chapters/17-flatland-revisited.nw"
/* flat-stack-scene.h: a world stepped by chapter 7's relaxation or by
 * chapter 17's solver, as the experiments' `solver` parameter says. */
#ifndef IMP_FLAT_STACK_SCENE_H
#define IMP_FLAT_STACK_SCENE_H

#include "harness.h"

#include <imp/flat-stack.h>

enum { IMP_FLAT_STACK_CONTACTS = 256 };

typedef struct imp_flat_stack_stepper {
  imp_flat_world *world;
  bool sequential;
  imp_flat_solver solver;
  imp_flat_contact storage[2 * IMP_FLAT_STACK_CONTACTS];
} imp_flat_stack_stepper;

extern const char *const imp_flat_stack_solvers[], *const imp_flat_stack_positions[],
    *const imp_flat_stack_warm[];
#define IMP_FLAT_STACK_SOLVER_PARAMS                                                     \
  {"solver", IMP_CHOICE, "", 1, 0, 0, imp_flat_stack_solvers,                           \
   "relaxation (chapter 7) or sequential (chapter 17)"},                                 \
  {"position", IMP_CHOICE, "", 0, 0, 0, imp_flat_stack_positions,                       \
   "sequential: overlaps removed by a position pass (ngs) or a velocity bias"},          \
  {"warm", IMP_CHOICE, "", 0, 0, 0, imp_flat_stack_warm,                                \
   "sequential: start from last step's impulses (on) or from zero (off)"},               \
  {"iterations", IMP_INTEGER, "", 8, 1, 1000, NULL, "sequential: velocity sweeps per step"}

void imp_flat_stack_stepper_init(imp_flat_stack_stepper *s, imp_flat_world *w,
                                 const imp_args *args);
void imp_flat_stack_stepper_step(imp_flat_stack_stepper *s);

#endif
