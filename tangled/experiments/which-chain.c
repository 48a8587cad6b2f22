#line 1973 "chapters/16-which-solver.nw"
/* which-chain: a heavy ball on a chain of light links under four solvers
 * (chapter 16). */
#include "harness.h"

#include <math.h>

#include "shared/which-joints.h"

#line 1990 "chapters/16-which-solver.nw"
static const imp_param which_chain_params[] = {
    {"links", IMP_INTEGER, "", 20, 1, 100, NULL, "links in the chain"},
    {"link", IMP_REAL, "m", 0.25, 0.05, 2.0, NULL, "length of a link"},
    {"ratio", IMP_REAL, "", 30.0, 0.1, 1000.0, NULL, "the ball's mass over a link's (1 kg)"},
    WHICH_COMMON_PARAMS(4.0),
};

#line 1999 "chapters/16-which-solver.nw"
/* Link k from x = k link to (k + 1) link, joined at its ends; the ball
 * beyond the last, joined at its surface. */
static bool which_chain_build(which_joints *s, long links, float link, float ratio) {
  uint32_t previous = 0, body, joint;
  imp_joint_def def;
  bool built = true;
  for (long k = 0; k <= links && built; k++) {
    vec3 end = {link * (float)k, 0.0f, 0.0f};
    if (k < links)
      built = joint_scene_add_box(&s->scene, (vec3){0.5f * link, 0.02f, 0.02f}, 1.0f,
                                  (vec3){link * ((float)k + 0.5f), 0.0f, 0.0f}, &body);
    else
      built = which_joints_add_sphere(s, 0.2f, ratio, (vec3){end[0] + 0.2f, 0.0f, 0.0f}, &body);
    built = built &&
            imp_joint_def_at(&s->scene.world, IMP_JOINT_BALL, previous, body, end, end, &def) ==
                IMP_OK &&
            imp_world_add_joint(&s->scene.world, &def, &joint) == IMP_OK;
    previous = body;
  }
  return built;
}
#line 2023 "chapters/16-which-solver.nw"
static void which_chain_run(const imp_args *args, const imp_sink *sink) {
  long links = imp_arg_long(args, "links");
  float link = (float)imp_arg(args, "link"), dt = (float)imp_arg(args, "dt");
  bool clock = imp_arg_choice(args, "clock") == 1;
  which_joints s;
  if (which_joints_from(args, (uint32_t)links + 1, (uint32_t)links + 1, link, &s) &&
      which_chain_build(&s, links, link, (float)imp_arg(args, "ratio"))) {
    which_joints_ready(&s);
    long steps = lround(imp_arg(args, "duration") / dt);
    for (long n = 0; n <= steps; n++) {
      double row[WHICH_JOINT_COLUMNS];
      which_joints_step(&s, n, dt, clock, row);
      imp_emit(sink, row);
    }
  }
  joint_scene_free(&s.scene);
}

#line 2043 "chapters/16-which-solver.nw"
const imp_experiment imp_which_chain = {
    .name = "which-chain",
    .chapter = 16,
    .summary = "a heavy ball on a light chain under pgs, ngs or the soft step",
    .params = which_chain_params,
    .param_count = sizeof which_chain_params / sizeof *which_chain_params,
    .columns = which_joint_columns,
    .column_count = WHICH_JOINT_COLUMNS,
    .run = which_chain_run,
};
