#line 1392 "chapters/16-which-solver.nw"
/* which-ramp: boxes of four frictions on a slope, under four solvers
 * (chapter 16). */
#include "harness.h"

#include <math.h>

#include "shared/which-scene.h"

#line 1406 "chapters/16-which-solver.nw"
static const imp_param which_ramp_params[] = {
    {"angle", IMP_REAL, "deg", 30.0, 0.0, 60.0, NULL, "the slope"},
    WHICH_COMMON_PARAMS(3.0),
};
#line 1413 "chapters/16-which-solver.nw"
static void which_ramp_run(const imp_args *args, const imp_sink *sink) {
  const float mus[4] = {0.2f, 0.4f, 0.6f, 0.8f};
  float angle = (float)imp_arg(args, "angle") * GLM_PIf / 180.0f, g = 9.81f;
  vec3 gravity = {g * sinf(angle), -g * cosf(angle), 0.0f};
  which_scene s;
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  bool built = which_scene_from(args, 4, 1.0f, gravity, &s);
  uint32_t box[4];
  for (int k = 0; k < 4 && built; k++)
    built = resting_scene_add(&s.scene, &cube, 1.0f,
                              (vec3){0.0f, 0.5f - RESTING_SET_DEPTH, 1.5f * (float)k},
                              (versor){0, 0, 0, 1}, mus[k] * mus[k], 0.0f, &box[k]);
  if (built) {
    which_scene_ready(&s);
    for (int k = 0; k < 4; k++) { /* Coulomb's, with the mixed coefficient */
      float mu = sqrtf(mus[k] * mus[k] * 1.0f);
      if (mu < tanf(angle)) s.slide[box[k]][0] = gravity[0] + mu * gravity[1];
    }
    which_run(&s, args, sink);
  }
  which_scene_free(&s);
}
#line 1439 "chapters/16-which-solver.nw"
const imp_experiment imp_which_ramp = WHICH_EXPERIMENT(
    "which-ramp", "boxes of four frictions on a slope under pgs, ngs or the soft step",
    which_ramp_params, which_ramp_run);
