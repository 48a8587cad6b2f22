#line 1324 "chapters/16-which-solver.nw"
/* which-ratio: a heavy box on light ones under four solvers (chapter 16). */
#include "harness.h"

#include "shared/which-scene.h"

#line 1335 "chapters/16-which-solver.nw"
static const imp_param which_ratio_params[] = {
    {"count", IMP_INTEGER, "", 2, 1, 20, NULL, "light boxes under the heavy one"},
    {"ratio", IMP_REAL, "", 100.0, 1.0, 1000.0, NULL, "the heavy box's mass over a light one's"},
    WHICH_COMMON_PARAMS(5.0),
};
#line 1343 "chapters/16-which-solver.nw"
static void which_ratio_run(const imp_args *args, const imp_sink *sink) {
  long count = imp_arg_long(args, "count");
  float ratio = (float)imp_arg(args, "ratio");
  which_scene s;
  uint32_t top;
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  float y = 0.5f + (1.0f - RESTING_SET_DEPTH) * (float)count - RESTING_SET_DEPTH;
  if (which_scene_from(args, (uint32_t)count + 1, 0.5f, (vec3){0.0f, -9.81f, 0.0f}, &s) &&
      solver_stack(&s.scene, count, 0.0f, 0.0f, 0.5f, &top) &&
      resting_scene_add(&s.scene, &cube, ratio, (vec3){0.0f, y, 0.0f}, (versor){0, 0, 0, 1},
                        0.5f, 0.0f, &top)) {
    which_scene_ready(&s);
    which_run(&s, args, sink);
  }
  which_scene_free(&s);
}
#line 1363 "chapters/16-which-solver.nw"
const imp_experiment imp_which_ratio = WHICH_EXPERIMENT(
    "which-ratio", "a heavy box on light ones under pgs, ngs or the soft step",
    which_ratio_params, which_ratio_run);
