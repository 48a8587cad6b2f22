#line 1463 "chapters/16-which-solver.nw"
/* which-overlap: boxes started in overlap under four solvers (chapter 16). */
#include "harness.h"

#include "shared/which-scene.h"

#line 1474 "chapters/16-which-solver.nw"
static const imp_param which_overlap_params[] = {
    {"count", IMP_INTEGER, "", 3, 1, 20, NULL, "boxes in the stack"},
    {"depth", IMP_REAL, "m", 0.1, 0.0, 0.3, NULL, "each box's start inside the one below"},
    {"relax", IMP_INTEGER, "", 1, 0, 64, NULL, "relaxing sweeps per sub-step (soft, jacobi)"},
    WHICH_COMMON_PARAMS(2.0),
};
#line 1483 "chapters/16-which-solver.nw"
static void which_overlap_run(const imp_args *args, const imp_sink *sink) {
  long count = imp_arg_long(args, "count");
  float depth = (float)imp_arg(args, "depth");
  which_scene s;
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  uint32_t box;
  bool built = which_scene_from(args, (uint32_t)count, 0.5f, (vec3){0.0f, -9.81f, 0.0f}, &s);
  s.soft.relax_iterations = s.jacobi.step.relax_iterations = (int)imp_arg_long(args, "relax");
  for (long i = 0; i < count && built; i++) {
    float y = 0.5f + (1.0f - depth) * (float)i - depth;
    built = resting_scene_add(&s.scene, &cube, 1.0f, (vec3){0.0f, y, 0.0f},
                              (versor){0, 0, 0, 1}, 0.5f, 0.0f, &box);
  }
  if (built) {
    which_scene_ready(&s);
    for (long i = 0; i < count; i++) s.rest[i + 1][1] = 0.5f + (float)i; /* stacked */
    which_run(&s, args, sink);
  }
  which_scene_free(&s);
}
#line 1507 "chapters/16-which-solver.nw"
const imp_experiment imp_which_overlap = WHICH_EXPERIMENT(
    "which-overlap", "boxes started in overlap under pgs, ngs or the soft step",
    which_overlap_params, which_overlap_run);
