#line 2087 "chapters/16-which-solver.nw"
/* which-grid: a net of spheres joined by joints under four solvers
 * (chapter 16). */
#include "harness.h"

#include <math.h>

#include "shared/which-joints.h"

#line 2104 "chapters/16-which-solver.nw"
static const char *const which_grid_joints[] = {"ball", "distance", NULL};

static const imp_param which_grid_params[] = {
    {"size", IMP_INTEGER, "", 10, 2, 30, NULL, "spheres along each side"},
    {"spacing", IMP_REAL, "m", 0.2, 0.11, 2.0, NULL, "distance between neighbours"},
    {"joint", IMP_CHOICE, "", 0, 0, 0, which_grid_joints,
     "ball joints at the midpoints, or distance joints between centres"},
    WHICH_COMMON_PARAMS(4.0),
};

enum { G_SAG = WHICH_JOINT_COLUMNS, WHICH_GRID_COLUMNS };

static const imp_column which_grid_columns[WHICH_GRID_COLUMNS] = {
    {"t", "s", "time"},
    {"gap", "m", "largest distance between a joint's anchors (a distance joint's: from its length)"},
    {"apart", "", "gap over the spacing"},
    {"e", "J", "kinetic plus gravity's potential energy"},
    {"gain", "J", "energy less the start's (the exact answer keeps it at 0)"},
    {"sweeps", "", "passes over the joints per step (the position pass's at most)"},
    {"ms", "ms", "wall-clock time of the step with clock=on, else 0"},
    {"sag", "m", "depth of the lowest sphere below the rail"},
};

#line 2129 "chapters/16-which-solver.nw"
/* Sphere (i, k) at (i s, 0, k s), index 1 + k n + i; joints to its
 * neighbours at -x and -z, and the row k = 0 pinned at its centres. */
static bool which_grid_build(which_joints *s, long n, float spacing, bool ball) {
  imp_world *w = &s->scene.world;
  uint32_t body, joint;
  imp_joint_def def;
  bool built = true;
  for (long k = 0; k < n && built; k++)
    for (long i = 0; i < n && built; i++) {
      vec3 at = {spacing * (float)i, 0.0f, spacing * (float)k};
      built = which_joints_add_sphere(s, 0.05f, 0.1f, at, &body);
      uint32_t neighbour[2] = {i > 0 ? body - 1 : 0, k > 0 ? body - (uint32_t)n : 0};
      for (int d = 0; d < 2 && built; d++) {
        if (neighbour[d] == 0) continue;
        vec3 mid;
        glm_vec3_lerp(w->bodies[neighbour[d]].position, at, 0.5f, mid);
        built = (ball ? imp_joint_def_at(w, IMP_JOINT_BALL, neighbour[d], body, mid, mid, &def)
                      : imp_joint_def_distance(w, neighbour[d], body,
                                               w->bodies[neighbour[d]].position, at, &def)) ==
                    IMP_OK &&
                imp_world_add_joint(w, &def, &joint) == IMP_OK;
      }
      if (built && k == 0)
        built = imp_joint_def_at(w, IMP_JOINT_BALL, 0, body, at, at, &def) == IMP_OK &&
                imp_world_add_joint(w, &def, &joint) == IMP_OK;
    }
  return built;
}
#line 2160 "chapters/16-which-solver.nw"
static void which_grid_run(const imp_args *args, const imp_sink *sink) {
  long n = imp_arg_long(args, "size");
  float spacing = (float)imp_arg(args, "spacing"), dt = (float)imp_arg(args, "dt");
  bool clock = imp_arg_choice(args, "clock") == 1;
  uint32_t bodies = (uint32_t)(n * n), joints = (uint32_t)(2 * n * (n - 1) + n);
  which_joints s;
  if (which_joints_from(args, bodies, joints, spacing, &s) &&
      which_grid_build(&s, n, spacing, imp_arg_choice(args, "joint") == 0)) {
    which_joints_ready(&s);
    long steps = lround(imp_arg(args, "duration") / dt);
    for (long step = 0; step <= steps; step++) {
      double row[WHICH_GRID_COLUMNS], lowest = 0.0;
      which_joints_step(&s, step, dt, clock, row);
      for (uint32_t i = 1; i < s.scene.world.body_count; i++)
        lowest = fmin(lowest, s.scene.world.bodies[i].position[1]);
      row[G_SAG] = -lowest;
      imp_emit(sink, row);
    }
  }
  joint_scene_free(&s.scene);
}

#line 2184 "chapters/16-which-solver.nw"
const imp_experiment imp_which_grid = {
    .name = "which-grid",
    .chapter = 16,
    .summary = "a net of spheres joined by joints, pinned along one edge, under four solvers",
    .params = which_grid_params,
    .param_count = sizeof which_grid_params / sizeof *which_grid_params,
    .columns = which_grid_columns,
    .column_count = WHICH_GRID_COLUMNS,
    .run = which_grid_run,
};
