#line 1214 "chapters/16-which-solver.nw"
/* which-stack: a stack of boxes under four solvers (chapter 16). */
#include "harness.h"

#include "shared/which-scene.h"

#line 1225 "chapters/16-which-solver.nw"
static const imp_param which_stack_params[] = {
    {"count", IMP_INTEGER, "", 10, 1, 40, NULL, "boxes in the stack"},
    WHICH_COMMON_PARAMS(5.0),
};
#line 1232 "chapters/16-which-solver.nw"
static void which_stack_run(const imp_args *args, const imp_sink *sink) {
  long count = imp_arg_long(args, "count");
  which_scene s;
  uint32_t top;
  if (which_scene_from(args, (uint32_t)count, 0.5f, (vec3){0.0f, -9.81f, 0.0f}, &s) &&
      solver_stack(&s.scene, count, 0.0f, 0.0f, 0.5f, &top)) {
    which_scene_ready(&s);
    which_run(&s, args, sink);
  }
  which_scene_free(&s);
}
#line 1246 "chapters/16-which-solver.nw"
const imp_experiment imp_which_stack = WHICH_EXPERIMENT(
    "which-stack", "a stack of boxes under pgs, ngs or the soft step: drift and energy",
    which_stack_params, which_stack_run);
