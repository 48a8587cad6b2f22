#line 1267 "chapters/16-which-solver.nw"
/* which-pyramid: a pyramid of boxes under four solvers (chapter 16). */
#include "harness.h"

#include "shared/which-scene.h"

#line 1278 "chapters/16-which-solver.nw"
static const imp_param which_pyramid_params[] = {
    {"base", IMP_INTEGER, "", 8, 1, 20, NULL, "boxes in the bottom row"},
    WHICH_COMMON_PARAMS(5.0),
};
#line 1285 "chapters/16-which-solver.nw"
static void which_pyramid_run(const imp_args *args, const imp_sink *sink) {
  long base = imp_arg_long(args, "base");
  which_scene s;
  uint32_t top;
  if (which_scene_from(args, (uint32_t)SOLVER_PYRAMID_BOXES(base), 0.5f,
                       (vec3){0.0f, -9.81f, 0.0f}, &s) &&
      solver_pyramid(&s.scene, base, 0.5f, &top)) {
    which_scene_ready(&s);
    which_run(&s, args, sink);
  }
  which_scene_free(&s);
}
#line 1300 "chapters/16-which-solver.nw"
const imp_experiment imp_which_pyramid = WHICH_EXPERIMENT(
    "which-pyramid", "a pyramid of boxes under pgs, ngs or the soft step: drift and energy",
    which_pyramid_params, which_pyramid_run);
