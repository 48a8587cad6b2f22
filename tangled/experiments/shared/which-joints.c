#line 1884 "chapters/16-which-solver.nw"
/* which-joints.c: chapter 16's scenes of joints under four solvers. */
#include "shared/which-joints.h"

#include <imp/mass.h>
#include <math.h>
#include <time.h>

#line 1843 "chapters/16-which-solver.nw"
static double joint_gap(const imp_world *w, const imp_joint *j) {
  vec3 at[2];
  for (int side = 0; side < 2; side++)
    imp_body_world_point(&w->bodies[j->def.body[side]], (float *)j->def.local_anchor[side],
                         at[side]);
  double apart = glm_vec3_distance(at[0], at[1]);
  return j->def.kind == IMP_JOINT_DISTANCE ? fabs(apart - j->def.length) : apart;
}

static double which_joints_energy(const imp_world *w) {
  return imp_world_kinetic_energy(w) + imp_world_potential_energy(w, (vec3){0, -9.81f, 0});
}
#line 1897 "chapters/16-which-solver.nw"
const imp_column which_joint_columns[WHICH_JOINT_COLUMNS] = {
    {"t", "s", "time"},
    {"gap", "m", "largest distance between a joint's anchors (a distance joint's: from its length)"},
    {"apart", "", "gap over the length of a link"},
    {"e", "J", "kinetic plus gravity's potential energy"},
    {"gain", "J", "energy less the start's (the exact answer keeps it at 0)"},
    {"sweeps", "", "passes over the joints per step (the position pass's at most)"},
    {"ms", "ms", "wall-clock time of the step with clock=on, else 0"},
};

static double which_joints_now(void) {
  struct timespec now;
  timespec_get(&now, TIME_UTC);
  return (double)now.tv_sec + 1e-9 * (double)now.tv_nsec;
}

bool which_joints_from(const imp_args *args, uint32_t bodies, uint32_t joints, float link,
                       which_joints *dest) {
  dest->solver = imp_arg_choice(args, "solver");
  dest->link = link;
  long iterations = imp_arg_long(args, "iterations");
  imp_soft_step_defaults(&dest->soft);
  imp_jacobi_defaults(&dest->jacobi);
  if (!joint_scene_build(bodies, joints, &dest->scene)) return false;
  imp_solver_settings *rigid = &dest->scene.settings;
  if (dest->solver == WHICH_PGS) rigid->correction = IMP_CORRECT_VELOCITIES;
  if (iterations > 0 && dest->solver == WHICH_SOFT) dest->soft.substeps = (int)iterations;
  if (iterations > 0 && dest->solver == WHICH_JACOBI)
    dest->jacobi.step.substeps = (int)iterations;
  if (iterations > 0 && dest->solver < WHICH_SOFT) rigid->velocity_iterations = (int)iterations;
  if (dest->solver == WHICH_SOFT) {
    dest->scene.world.resolve = imp_resolve_soft;
    dest->scene.world.resolve_settings = &dest->soft;
  }
  if (dest->solver == WHICH_JACOBI) {
    dest->scene.world.resolve = imp_resolve_jacobi;
    dest->scene.world.resolve_settings = &dest->jacobi;
  }
  return true;
}

bool which_joints_add_sphere(which_joints *s, float radius, float mass, const vec3 position,
                             uint32_t *index) {
  imp_mass m;
  imp_body b;
  if (imp_mass_sphere(mass, radius, &m) != IMP_OK) return false;
  imp_body_init(&b);
  imp_body_set_mass(&b, &m);
  glm_vec3_copy((float *)position, b.position);
  b.acceleration[1] = -9.81f;
  imp_body_update(&b);
  return imp_world_add_body(&s->scene.world, &b, index) == IMP_OK;
}

void which_joints_ready(which_joints *s) { s->start = which_joints_energy(&s->scene.world); }
#line 1858 "chapters/16-which-solver.nw"
void which_joints_step(which_joints *s, long n, float dt, bool clock,
                       double row[WHICH_JOINT_COLUMNS]) {
  imp_world *w = &s->scene.world;
  double ms = 0.0, gap = 0.0;
  if (n > 0) {
    double start = clock ? which_joints_now() : 0.0;
    imp_world_step(w, dt);
    ms = clock ? 1e3 * (which_joints_now() - start) : 0.0;
  }
  for (uint32_t j = 0; j < w->joint_count; j++) gap = fmax(gap, joint_gap(w, &w->joints[j]));
  double e = which_joints_energy(w);
  row[J_T] = n * (double)dt, row[J_GAP] = gap, row[J_APART] = gap / s->link;
  row[J_E] = e, row[J_GAIN] = e - s->start, row[J_MS] = ms;
  const imp_soft_step_settings *soft = s->solver == WHICH_JACOBI ? &s->jacobi.step : &s->soft;
  row[J_SWEEPS] = s->solver >= WHICH_SOFT
                      ? (double)soft->substeps * (1 + soft->relax_iterations)
                      : (double)s->scene.settings.velocity_iterations +
                            (s->solver == WHICH_NGS ? s->scene.settings.position_iterations : 0);
}
