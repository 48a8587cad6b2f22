#line 606 "chapters/16-which-solver.nw"
/* soft-step.c: the resolve stage "soft" (chapter 16). */
#include <imp/soft-step.h>

#include <imp/joint.h>
#include <imp/rotation.h>
#include <imp/sleep.h>
#include <imp/solver.h>
#include <math.h>

#line 245 "chapters/16-which-solver.nw"
/* Take back the world's a dt (and its damping) from every awake body, and
 * note where each body starts. */
static void undo_the_forces(imp_world *w, float dt) {
  for (uint32_t i = 0; i < w->body_count; i++) {
    imp_body *b = &w->bodies[i];
    glm_vec3_copy(b->position, w->soft_start[i]);
    if (!imp_world_is_awake(w, i)) continue;
    float kept = powf(b->linear_damping, dt);
    if (kept > 0.0f) glm_vec3_scale(b->velocity, 1.0f / kept, b->velocity);
    glm_vec3_muladds(w->acceleration[i], -dt, b->velocity);
  }
}

/* One sub-step's share of the forces. */
static void apply_the_forces(imp_world *w, float h) {
  for (uint32_t i = 0; i < w->body_count; i++) {
    if (!imp_world_is_awake(w, i)) continue;
    imp_body *b = &w->bodies[i];
    glm_vec3_muladds(w->acceleration[i], h, b->velocity);
    glm_vec3_scale(b->velocity, powf(b->linear_damping, h), b->velocity);
  }
}

/* One sub-step's move, by chapter 6's integrator; a body it refuses is noted
 * as the world's own stage would. */
static void move_the_bodies(imp_world *w, float h) {
  for (uint32_t i = 0; i < w->body_count; i++)
    if (imp_world_is_awake(w, i) && imp_body_integrate_positions(&w->bodies[i], h) != IMP_OK &&
        i < w->bad_body)
      w->bad_body = i;
}
#line 288 "chapters/16-which-solver.nw"
/* B's material relative to A's at the anchors. */
static void relative_velocity(const imp_world *w, const imp_soft_point *q, vec3 dest) {
  vec3 va, vb;
  imp_body_arm_velocity(&w->bodies[q->body[0]], q->arm[0], va);
  imp_body_arm_velocity(&w->bodies[q->body[1]], q->arm[1], vb);
  glm_vec3_sub(vb, va, dest);
}

/* One side: inverse mass, anchors, angular columns, its share of each k_d. */
static void prepare_side(const imp_world *w, int side, const vec3 p, imp_soft_point *q,
                         vec3 k) {
  uint32_t i = q->body[side];
  const imp_body *b = &w->bodies[i];
  bool moves = imp_world_is_awake(w, i);
  q->inverse_mass[side] = moves ? b->inverse_mass : 0.0f;
  glm_vec3_sub((float *)p, (float *)b->position, q->arm[side]);
  versor back;
  glm_quat_inv((float *)b->orientation, back);
  glm_quat_rotatev(back, q->arm[side], q->local_arm[side]);
  for (int d = 0; d < 3; d++) {
    vec3 r_x_d;
    glm_vec3_cross(q->arm[side], q->basis[d], r_x_d);
    glm_vec3_zero(q->turn[side][d]);
    if (moves) glm_mat3_mulv((vec3 *)b->inverse_inertia_world, r_x_d, q->turn[side][d]);
    k[d] += q->inverse_mass[side] + glm_vec3_dot(r_x_d, q->turn[side][d]);
  }
}

/* Point p of contact c as a record; false if neither body moves. */
static bool prepare_point(const imp_world *w, const imp_soft_step_settings *s, float h,
                          uint32_t c, int p, imp_soft_point *q) {
  const imp_contact *contact = &w->contacts[c];
  const imp_manifold_point *mp = &contact->manifold.point[p];
  bool awake[2] = {imp_world_is_awake(w, contact->body[0]),
                   imp_world_is_awake(w, contact->body[1])};
  if (!awake[0] && !awake[1]) return false;
  *q = (imp_soft_point){.body = {contact->body[0], contact->body[1]},
                        .friction = contact->friction, .restitution = contact->restitution,
                        .contact = c, .point = p};
  imp_manifold_basis((float *)contact->manifold.normal, q->basis);
  vec3 k = {0.0f, 0.0f, 0.0f}, dv;
  for (int side = 0; side < 2; side++) prepare_side(w, side, mp->position, q, k);
  for (int d = 0; d < 3; d++) q->mass[d] = k[d] > 0.0f ? 1.0f / k[d] : 0.0f;
  vec3 spread;
  glm_vec3_sub(q->arm[1], q->arm[0], spread);
  q->base = -mp->depth - glm_vec3_dot(spread, q->basis[0]);
  relative_velocity(w, q, dv);
  q->approach = glm_vec3_dot(dv, q->basis[0]);
  float hertz = fminf(s->contact_hertz, 0.25f / h);
  if (!awake[0] || !awake[1]) hertz *= 2.0f; /* against a held body */
  q->soft = imp_softness_make(hertz, s->damping_ratio, h);
  if (s->warm_start) glm_vec3_scale((float *)mp->impulse, 1.0f / (float)s->substeps, q->impulse);
  return true;
}

static void prepare_points(imp_world *w, const imp_soft_step_settings *s, float h) {
  w->soft_point_count = 0;
  for (uint32_t c = 0; c < w->contact_count; c++)
    for (int p = 0; p < w->contacts[c].manifold.count; p++)
      if (prepare_point(w, s, h, c, p, &w->soft_points[w->soft_point_count]))
        w->soft_point_count++;
}
#line 357 "chapters/16-which-solver.nw"
static void apply_impulse(imp_world *w, const imp_soft_point *q, const vec3 delta) {
  vec3 world;
  glm_mat3_mulv((vec3 *)q->basis, (float *)delta, world);
  for (int side = 0; side < 2; side++) {
    if (q->inverse_mass[side] == 0.0f) continue; /* held: it does not move */
    imp_body *b = &w->bodies[q->body[side]];
    float sign = side == 0 ? -1.0f : 1.0f;
    glm_vec3_muladds(world, sign * q->inverse_mass[side], b->velocity);
    for (int d = 0; d < 3; d++)
      glm_vec3_muladds((float *)q->turn[side][d], sign * delta[d], b->angular_velocity);
  }
}

static void warm_start(imp_world *w) {
  for (uint32_t i = 0; i < w->soft_point_count; i++)
    apply_impulse(w, &w->soft_points[i], w->soft_points[i].impulse);
}
#line 381 "chapters/16-which-solver.nw"
static float separation_now(const imp_world *w, const imp_soft_point *q) {
  vec3 moved[2];
  for (int side = 0; side < 2; side++) {
    uint32_t i = q->body[side];
    const imp_body *b = &w->bodies[i];
    glm_quat_rotatev((float *)b->orientation, (float *)q->local_arm[side], moved[side]);
    glm_vec3_add(moved[side], (float *)b->position, moved[side]);
    glm_vec3_sub(moved[side], w->soft_start[i], moved[side]);
  }
  vec3 gap;
  glm_vec3_sub(moved[1], moved[0], gap);
  return q->base + glm_vec3_dot(gap, (float *)q->basis[0]);
}
#line 404 "chapters/16-which-solver.nw"
static float normal_change(const imp_world *w, const imp_soft_step_settings *s, float h,
                           bool biased, const imp_soft_point *q) {
  float separation = separation_now(w, q);
  float bias = 0.0f, mass_scale = 1.0f, impulse_scale = 0.0f;
  if (separation > 0.0f) {
    bias = separation / h; /* may approach until the gap closes */
  } else if (biased) {
    bias = fmaxf(q->soft.mass_scale * q->soft.bias_rate * separation, -s->max_push_speed);
    mass_scale = q->soft.mass_scale, impulse_scale = q->soft.impulse_scale;
  }
  vec3 dv;
  relative_velocity(w, q, dv);
  float vn = glm_vec3_dot(dv, (float *)q->basis[0]);
  float step = -q->mass[0] * (mass_scale * vn + bias) - impulse_scale * q->impulse[0];
  return fmaxf(q->impulse[0] + step, 0.0f) - q->impulse[0];
}

static void solve_normal(imp_world *w, const imp_soft_step_settings *s, float h,
                         bool biased, imp_soft_point *q) {
  float change = normal_change(w, s, h, biased, q);
  apply_impulse(w, q, (vec3){change, 0.0f, 0.0f});
  q->impulse[0] += change;
  q->pushed += change;
}

/* The friction rows' new impulses t1, t2, within the disc of radius
 * mu * normal. */
static void friction_target(const imp_world *w, const imp_soft_point *q, float normal,
                            float dest[2]) {
  vec3 dv;
  relative_velocity(w, q, dv);
  float t1 = q->impulse[1] - q->mass[1] * glm_vec3_dot(dv, (float *)q->basis[1]);
  float t2 = q->impulse[2] - q->mass[2] * glm_vec3_dot(dv, (float *)q->basis[2]);
  float limit = q->friction * normal, length = hypotf(t1, t2);
  if (length > limit) t1 *= limit / length, t2 *= limit / length;
  dest[0] = t1, dest[1] = t2;
}

static void solve_friction(imp_world *w, imp_soft_point *q) {
  float t[2];
  friction_target(w, q, q->impulse[0], t);
  apply_impulse(w, q, (vec3){0.0f, t[0] - q->impulse[1], t[1] - q->impulse[2]});
  q->impulse[1] = t[0], q->impulse[2] = t[1];
}

static void sweep(imp_world *w, const imp_soft_step_settings *s, float h, bool biased) {
  for (uint32_t i = 0; i < w->soft_point_count; i++) {
    solve_normal(w, s, h, biased, &w->soft_points[i]);
    solve_friction(w, &w->soft_points[i]);
  }
}
#line 467 "chapters/16-which-solver.nw"
static void restitution(imp_world *w, const imp_soft_step_settings *s) {
  for (uint32_t i = 0; i < w->soft_point_count; i++) {
    imp_soft_point *q = &w->soft_points[i];
    if (q->restitution == 0.0f || q->approach > -s->restitution_threshold || q->pushed == 0.0f)
      continue;
    vec3 dv;
    relative_velocity(w, q, dv);
    float vn = glm_vec3_dot(dv, q->basis[0]);
    float step = -q->mass[0] * (vn + q->restitution * q->approach);
    float change = fmaxf(q->impulse[0] + step, 0.0f) - q->impulse[0];
    apply_impulse(w, q, (vec3){change, 0.0f, 0.0f});
    q->impulse[0] += change;
  }
}

static void store_impulses(imp_world *w, const imp_soft_step_settings *s) {
  for (uint32_t i = 0; i < w->soft_point_count; i++) {
    const imp_soft_point *q = &w->soft_points[i];
    glm_vec3_scale((float *)q->impulse, (float)s->substeps,
                   w->contacts[q->contact].manifold.point[q->point].impulse);
  }
}
#line 723 "chapters/16-which-solver.nw"
/* The joints, for sub-steps of h; returns the rigid joints' spring for the
 * biased sweeps: twice the contacts' frequency, capped as theirs is. */
static imp_softness prepare_joints(imp_world *w, const imp_soft_step_settings *s, float h) {
  imp_solver_settings rows;
  imp_solver_defaults(&rows);
  rows.correction = IMP_CORRECT_POSITIONS; /* no bias of their own: ours below */
  rows.warm_start = s->warm_start;
  imp_joints_prepare(w, &rows, h);
  float hertz = 2.0f * fminf(s->contact_hertz, 0.25f / h);
  return imp_softness_make(hertz, s->joint_damping_ratio, h);
}
#line 879 "chapters/16-which-solver.nw"
static void jacobi_weights(imp_world *w, float relaxation) {
  for (uint32_t i = 0; i < w->body_count; i++) w->jacobi_points[i] = 0;
  for (uint32_t i = 0; i < w->soft_point_count; i++)
    for (int side = 0; side < 2; side++)
      if (w->soft_points[i].inverse_mass[side] > 0.0f)
        w->jacobi_points[w->soft_points[i].body[side]]++;
  for (uint32_t i = 0; i < w->soft_point_count; i++) {
    const imp_soft_point *q = &w->soft_points[i];
    uint32_t n = 0;
    for (int side = 0; side < 2; side++)
      if (q->inverse_mass[side] > 0.0f) n += w->jacobi_points[q->body[side]];
    w->jacobi_weight[i] = relaxation > 0.0f ? relaxation : 1.0f / (float)(n > 0 ? n : 1);
  }
}
#line 901 "chapters/16-which-solver.nw"
static void jacobi_sweep(imp_world *w, const imp_soft_step_settings *s, float h, bool biased) {
  for (uint32_t i = 0; i < w->soft_point_count; i++) { /* from the sweep's start */
    const imp_soft_point *q = &w->soft_points[i];
    float omega = w->jacobi_weight[i], t[2];
    float normal = omega * normal_change(w, s, h, biased, q);
    friction_target(w, q, q->impulse[0] + normal, t);
    glm_vec3_copy((vec3){normal, omega * (t[0] - q->impulse[1]), omega * (t[1] - q->impulse[2])},
                  w->jacobi_change[i]);
  }
  for (uint32_t i = 0; i < w->soft_point_count; i++) { /* then all together */
    imp_soft_point *q = &w->soft_points[i];
    apply_impulse(w, q, w->jacobi_change[i]);
    glm_vec3_add(q->impulse, w->jacobi_change[i], q->impulse);
    q->pushed += w->jacobi_change[i][0];
  }
}
#line 518 "chapters/16-which-solver.nw"
void imp_soft_step_defaults(imp_soft_step_settings *dest) {
  *dest = (imp_soft_step_settings){.substeps = 4, .relax_iterations = 1,
                                   .contact_hertz = 30.0f, .damping_ratio = 10.0f,
                                   .restitution_threshold = 1.0f, .max_push_speed = 3.0f,
                                   .warm_start = true};
  dest->joint_damping_ratio = 2.0f; /* Box2D 3.0's, for the joints of section which-joints */
}

bool imp_soft_step_settings_valid(const imp_soft_step_settings *s) {
  return s && s->substeps >= 1 && s->substeps <= 64 && s->relax_iterations >= 0 &&
         s->relax_iterations <= 64 && s->contact_hertz > 0.0f && isfinite(s->contact_hertz) &&
         s->damping_ratio >= 0.0f && isfinite(s->damping_ratio) &&
         s->restitution_threshold >= 0.0f && isfinite(s->restitution_threshold) &&
         s->max_push_speed > 0.0f && isfinite(s->max_push_speed) &&
         s->joint_damping_ratio >= 0.0f && isfinite(s->joint_damping_ratio);
}

/* One sweep of the contact points, biased or relaxing. */
typedef void (*contact_sweep)(imp_world *w, const imp_soft_step_settings *s, float h,
                              bool biased);

/* The sub-steps of h and what follows them, the points prepared. */
static void run_the_sub_steps(imp_world *w, const imp_soft_step_settings *s, float h,
                              contact_sweep sweep_contacts) {
  
#line 737 "chapters/16-which-solver.nw"
  imp_softness joint_bias = prepare_joints(w, s, h);
#line 543 "chapters/16-which-solver.nw"
  for (int k = 0; k < s->substeps; k++) {
    apply_the_forces(w, h);
    
#line 741 "chapters/16-which-solver.nw"
    imp_joints_warm_start(w);
#line 546 "chapters/16-which-solver.nw"
    warm_start(w);
    
#line 745 "chapters/16-which-solver.nw"
    imp_joints_sweep_substep(w, &joint_bias);
#line 548 "chapters/16-which-solver.nw"
    sweep_contacts(w, s, h, true);
    move_the_bodies(w, h);
    for (int r = 0; r < s->relax_iterations; r++) {
      
#line 749 "chapters/16-which-solver.nw"
      imp_joints_sweep_substep(w, NULL);
#line 552 "chapters/16-which-solver.nw"
      sweep_contacts(w, s, h, false);
    }
  }
  restitution(w, s);
  store_impulses(w, s);
  w->soft_moved = true;
  w->resolve_used[0] = s->substeps;
  w->resolve_used[1] = (long)s->substeps * s->relax_iterations;
}

imp_status imp_soft_step_resolve(imp_world *w, const imp_soft_step_settings *s, float dt) {
  if (!imp_soft_step_settings_valid(s) || !(dt > 0.0f) || !isfinite(dt)) return IMP_BAD_VALUE;
  float h = dt / (float)s->substeps;
  undo_the_forces(w, dt);
  prepare_points(w, s, h);
  run_the_sub_steps(w, s, h, sweep);
  return IMP_OK;
}

void imp_resolve_soft(imp_world *w, float dt) {
  imp_soft_step_settings defaults;
  imp_soft_step_defaults(&defaults);
  const imp_soft_step_settings *s = w->resolve_settings ? w->resolve_settings : &defaults;
  imp_soft_step_resolve(w, s, dt);
}
#line 941 "chapters/16-which-solver.nw"
void imp_jacobi_defaults(imp_jacobi_settings *dest) {
  imp_soft_step_defaults(&dest->step);
  dest->relaxation = 0.5f;
}

imp_status imp_jacobi_resolve(imp_world *w, const imp_jacobi_settings *j, float dt) {
  if (!j || !imp_soft_step_settings_valid(&j->step) || !(j->relaxation >= 0.0f) ||
      !(j->relaxation <= 1.0f) || !(dt > 0.0f) || !isfinite(dt))
    return IMP_BAD_VALUE;
  const imp_soft_step_settings *s = &j->step;
  float h = dt / (float)s->substeps;
  undo_the_forces(w, dt);
  prepare_points(w, s, h);
  jacobi_weights(w, j->relaxation);
  run_the_sub_steps(w, s, h, jacobi_sweep);
  return IMP_OK;
}

void imp_resolve_jacobi(imp_world *w, float dt) {
  imp_jacobi_settings defaults;
  imp_jacobi_defaults(&defaults);
  imp_jacobi_resolve(w, w->resolve_settings ? w->resolve_settings : &defaults, dt);
}
