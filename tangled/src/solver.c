#line 1669 "chapters/14-solver.nw"
/* solver.c: the resolve stage "solver" (chapter 14). */
#include <imp/solver.h>

#include <imp/friction.h>
#include <imp/rotation.h>
#include <math.h>
#include <string.h>

#line 3215 "chapters/14-solver.nw"
/* The colours' order of one step: contacts, those with a colour, bundles. */
typedef struct sweep_order {
  uint32_t contacts, coloured, bundles;
  uint32_t count[IMP_SOLVER_COLOURS + 1]; /* contacts of each colour; the last: none */
} sweep_order;

static void colour_contacts(imp_world *w, sweep_order *order);
static void fill_bundles(imp_world *w, sweep_order *order);
static void bundles_to_points(imp_world *w, const sweep_order *order);
static void sweep_in_order_of(imp_world *w, const imp_solver_settings *s,
                              const sweep_order *order);
#line 733 "chapters/14-solver.nw"
/* What the points of one contact share, found once for all of them: its
 * two bodies, whether each moves this step, and the world's basis of its
 * normal, in which the points' impulses are stored. */
typedef struct contact_sides {
  const imp_body *body[2];
  bool moves[2];
  mat3 stored;
} contact_sides;

/* Delta v of equation (solver-relative): B's material relative to A's,
 * v + w x r on each side. */
static void relative_velocity(const contact_sides *c, const imp_solver_point *q, vec3 dest) {
  vec3 v[2];
  for (int side = 0; side < 2; side++) {
    glm_vec3_cross((float *)c->body[side]->angular_velocity, (float *)q->arm[side], v[side]);
    glm_vec3_add((float *)c->body[side]->velocity, v[side], v[side]);
  }
  glm_vec3_sub(v[1], v[0], dest);
}

/* Row d's angular columns on one side, r x d and I^-1 (r x d), and the
 * side's share of k_d; a held side gets zero columns and no share. */
static inline void prepare_column(const imp_body *b, bool moves, float inverse_mass,
                                  const vec3 arm, const vec3 d, vec3 r_x_d, vec3 turn,
                                  float *k_d) {
  glm_vec3_cross((float *)arm, (float *)d, r_x_d);
  if (!moves) {
    glm_vec3_zero(turn);
    return;
  }
  glm_mat3_mulv((vec3 *)b->inverse_inertia_world, r_x_d, turn);
  *k_d += inverse_mass + glm_vec3_dot(r_x_d, turn);
}

/* One side of a point, its arm already set: the arm in the body's frame
 * (R^T r) and the three rows' columns, each written out. */
static void prepare_side(const contact_sides *c, int side, imp_solver_point *q, vec3 k) {
  const imp_body *b = c->body[side];
  const float *arm = q->arm[side];
  bool moves = c->moves[side];
  float inverse_mass = moves ? b->inverse_mass : 0.0f;
  q->inverse_mass[side] = inverse_mass;
  q->local_arm[side][0] = glm_vec3_dot((float *)b->rotation[0], (float *)arm);
  q->local_arm[side][1] = glm_vec3_dot((float *)b->rotation[1], (float *)arm);
  q->local_arm[side][2] = glm_vec3_dot((float *)b->rotation[2], (float *)arm);
  prepare_column(b, moves, inverse_mass, arm, q->basis[0], q->arm_x[side][0],
                 q->turn[side][0], &k[0]);
  prepare_column(b, moves, inverse_mass, arm, q->basis[1], q->arm_x[side][1],
                 q->turn[side][1], &k[1]);
  prepare_column(b, moves, inverse_mass, arm, q->basis[2], q->arm_x[side][2],
                 q->turn[side][2], &k[2]);
}
#line 788 "chapters/14-solver.nw"
static float normal_target(const imp_solver_settings *s, float dt, float restitution,
                           float approach, float depth) {
  float bounce = approach < -s->restitution_threshold ? -restitution * approach : 0.0f;
  if (s->correction != IMP_CORRECT_VELOCITIES) return bounce;
  float push = s->baumgarte / dt * fmaxf(depth - s->slop, 0.0f);
  return fmaxf(bounce, push);
}

/* The tangents: along the slip when the point slips faster than
 * IMP_SOLVER_SLIP, so that t1 opposes it; else the world's basis as it is. */
static void slip_basis(const vec3 dv, mat3 basis) {
  vec3 slip;
  glm_vec3_copy((float *)dv, slip);
  glm_vec3_muladds(basis[0], -glm_vec3_dot((float *)dv, basis[0]), slip);
  float speed = glm_vec3_norm(slip);
  if (!(speed > IMP_SOLVER_SLIP)) return;
  glm_vec3_scale(slip, 1.0f / speed, basis[1]);
  glm_vec3_cross(basis[0], basis[1], basis[2]);
}

/* dest = the impulse `from` (coordinates in basis a) in basis b's coordinates. */
static inline void change_basis(mat3 a, mat3 b, const vec3 from, vec3 dest) {
  vec3 world;
  glm_mat3_mulv(a, (float *)from, world);
  dest[0] = glm_vec3_dot(world, b[0]);
  dest[1] = glm_vec3_dot(world, b[1]);
  dest[2] = glm_vec3_dot(world, b[2]);
}

/* 1/k, or 0 for a row no impulse can move (k = 0). */
static inline float mass_of(float k) { return k > 0.0f ? 1.0f / k : 0.0f; }

/* Point p of contact c as a record, every field written once. */
static void prepare_point(const imp_world *w, const imp_solver_settings *s, float dt,
                          const contact_sides *sides, uint32_t c, int p,
                          imp_solver_point *q) {
  const imp_contact *contact = &w->contacts[c];
  const imp_manifold_point *mp = &contact->manifold.point[p];
  vec3 k = {0.0f, 0.0f, 0.0f}, dv;
  q->body[0] = contact->body[0], q->body[1] = contact->body[1];
  q->friction = contact->friction, q->depth = mp->depth;
  q->contact = c, q->point = p;
  glm_mat3_copy((vec3 *)sides->stored, q->basis);
  for (int side = 0; side < 2; side++) /* the arms first, for the velocity */
    glm_vec3_sub((float *)mp->position, (float *)sides->body[side]->position, q->arm[side]);
  relative_velocity(sides, q, dv);
  slip_basis(dv, q->basis);
  for (int side = 0; side < 2; side++) prepare_side(sides, side, q, k);
  q->mass[0] = mass_of(k[0]), q->mass[1] = mass_of(k[1]), q->mass[2] = mass_of(k[2]);
  q->target = normal_target(s, dt, contact->restitution, glm_vec3_dot(dv, q->basis[0]),
                            mp->depth);
  if (s->warm_start) change_basis((vec3 *)sides->stored, q->basis, mp->impulse, q->impulse);
  else glm_vec3_zero(q->impulse);
}
#line 857 "chapters/14-solver.nw"
/* Equation (solver-apply) for dn along n: A gets -P, B gets +P. */
static inline void push_normal(imp_solver_body *restrict a, imp_solver_body *restrict b,
                               const imp_solver_point *restrict q, float dn) {
  vec3 world;
  glm_vec3_scale((float *)q->basis[0], dn, world);
  glm_vec3_muladds(world, -q->inverse_mass[0], a->velocity);
  glm_vec3_muladds((float *)q->turn[0][0], -dn, a->angular_velocity);
  glm_vec3_muladds(world, q->inverse_mass[1], b->velocity);
  glm_vec3_muladds((float *)q->turn[1][0], dn, b->angular_velocity);
}

/* The same for d1 along t1 and d2 along t2. */
static inline void push_friction(imp_solver_body *restrict a, imp_solver_body *restrict b,
                                 const imp_solver_point *restrict q, float d1, float d2) {
  vec3 world;
  glm_vec3_scale((float *)q->basis[1], d1, world);
  glm_vec3_muladds((float *)q->basis[2], d2, world);
  glm_vec3_muladds(world, -q->inverse_mass[0], a->velocity);
  glm_vec3_muladds((float *)q->turn[0][1], -d1, a->angular_velocity);
  glm_vec3_muladds((float *)q->turn[0][2], -d2, a->angular_velocity);
  glm_vec3_muladds(world, q->inverse_mass[1], b->velocity);
  glm_vec3_muladds((float *)q->turn[1][1], d1, b->angular_velocity);
  glm_vec3_muladds((float *)q->turn[1][2], d2, b->angular_velocity);
}

/* The velocity of row d, the Jacobian (solver-jacobian) times the sweeps'
 * velocities: d.(vB - vA) + (rB x d).wB - (rA x d).wA, where `linear` is
 * vB - vA, shared by a point's rows. */
static inline float row_velocity(const imp_solver_body *a, const imp_solver_body *b,
                                 const imp_solver_point *restrict q, const vec3 linear, int d) {
  return glm_vec3_dot((float *)q->basis[d], (float *)linear) +
         glm_vec3_dot((float *)q->arm_x[1][d], (float *)b->angular_velocity) -
         glm_vec3_dot((float *)q->arm_x[0][d], (float *)a->angular_velocity);
}
#line 904 "chapters/14-solver.nw"
static float clampf(float x, float lo, float hi) { return fminf(fmaxf(x, lo), hi); }

/* The friction pair within its bound: the source's square |P_ti| <= limit,
 * or the disc |P_t| <= limit by scaling, which keeps its direction (and,
 * being inside the square, keeps the source's bound too). */
/* max(x, 0), written out: fmaxf is a call to the library unless NaNs are ruled out. */
static inline float positive(float x) { return x > 0.0f ? x : 0.0f; }

static inline void clamp_friction(imp_friction_bound bound, float limit, float *t1, float *t2) {
  if (bound == IMP_FRICTION_BOX) {
    *t1 = clampf(*t1, -limit, limit);
    *t2 = clampf(*t2, -limit, limit);
    return;
  }
  float length2 = *t1 * *t1 + *t2 * *t2; /* finite below 1e19 N s */
  if (length2 > limit * limit) {
    float scale = limit / sqrtf(length2);
    *t1 *= scale, *t2 *= scale;
  }
}

static inline void solve_friction(imp_solver_body *restrict a, imp_solver_body *restrict b,
                                  const imp_solver_settings *s, imp_solver_point *restrict q) {
  vec3 linear, delta = {0.0f, 0.0f, 0.0f};
  glm_vec3_sub(b->velocity, a->velocity, linear);
  float limit = q->friction * q->impulse[0];
  float step1 = -q->mass[1] * row_velocity(a, b, q, linear, 1);
  float step2 = -q->mass[2] * row_velocity(a, b, q, linear, 2);
  if (s->clamping == IMP_CLAMP_TOTAL) {
    float t1 = q->impulse[1] + step1, t2 = q->impulse[2] + step2;
    clamp_friction(s->friction, limit, &t1, &t2);
    delta[1] = t1 - q->impulse[1], delta[2] = t2 - q->impulse[2];
  } else {
    delta[1] = step1, delta[2] = step2;
    clamp_friction(s->friction, limit, &delta[1], &delta[2]);
  }
  push_friction(a, b, q, delta[1], delta[2]);
  q->impulse[1] += delta[1], q->impulse[2] += delta[2];
}

/* The change of the normal row's impulse, its accumulated impulse kept
 * non-negative; `linear` is vB - vA. */
static inline float normal_change(const imp_solver_body *a, const imp_solver_body *b,
                                  const imp_solver_settings *s,
                                  const imp_solver_point *restrict q, const vec3 linear) {
  float step = s->relaxation * q->mass[0] * (q->target - row_velocity(a, b, q, linear, 0));
  return s->clamping == IMP_CLAMP_TOTAL ? positive(q->impulse[0] + step) - q->impulse[0]
                                        : positive(step);
}

static inline void solve_normal(imp_solver_body *restrict a, imp_solver_body *restrict b,
                                const imp_solver_settings *s, imp_solver_point *restrict q) {
  vec3 linear;
  glm_vec3_sub(b->velocity, a->velocity, linear);
  float change = normal_change(a, b, s, q, linear);
  push_normal(a, b, q, change);
  q->impulse[0] += change;
}
#line 973 "chapters/14-solver.nw"
static float normal_error(const imp_solver_body *v, const imp_solver_point *q) {
  const imp_solver_body *a = &v[q->body[0]], *b = &v[q->body[1]];
  vec3 linear;
  glm_vec3_sub((float *)b->velocity, (float *)a->velocity, linear);
  float gap = q->target - row_velocity(a, b, q, linear, 0); /* > 0: approaching */
  return q->impulse[0] > 0.0f ? fabsf(gap) : fmaxf(gap, 0.0f);
}
#line 989 "chapters/14-solver.nw"
static uint64_t contact_key(const imp_contact *c) {
  return (uint64_t)c->shape[0] << 32 | c->shape[1];
}

/* Whether last step's contact `was` has a point with this feature. */
static bool has_feature(const imp_contact *was, uint32_t feature) {
  for (int q = 0; q < was->manifold.count; q++)
    if (was->manifold.point[q].feature == feature) return true;
  return false;
}

/* Give each point of contact c that the world could not match by feature
 * the impulse of last step's nearest point of the same contact, if one is
 * within IMP_SOLVER_MATCH_DISTANCE; *old walks last step's sorted list. */
static void match_by_distance(imp_world *w, uint32_t c, uint32_t *old) {
  imp_contact *now = &w->contacts[c];
  uint64_t key = contact_key(now);
  while (*old < w->previous_count && contact_key(&w->previous[*old]) < key) (*old)++;
  if (*old == w->previous_count || contact_key(&w->previous[*old]) != key) return;
  const imp_contact *was = &w->previous[*old];
  for (int p = 0; p < now->manifold.count; p++) {
    imp_manifold_point *mp = &now->manifold.point[p];
    if (has_feature(was, mp->feature)) continue;
    float nearest = IMP_SOLVER_MATCH_DISTANCE * IMP_SOLVER_MATCH_DISTANCE;
    for (int q = 0; q < was->manifold.count; q++) {
      float d2 = glm_vec3_distance2(mp->position, (float *)was->manifold.point[q].position);
      if (d2 <= nearest) nearest = d2, glm_vec3_copy((float *)was->manifold.point[q].impulse,
                                                     mp->impulse);
    }
  }
}
#line 1023 "chapters/14-solver.nw"
/* Contact c's sides; false if neither body moves. */
static bool contact_sides_of(const imp_world *w, uint32_t c, contact_sides *dest) {
  const imp_contact *contact = &w->contacts[c];
  for (int side = 0; side < 2; side++) {
    dest->body[side] = &w->bodies[contact->body[side]];
    dest->moves[side] = imp_world_is_awake(w, contact->body[side]);
  }
  if (!dest->moves[0] && !dest->moves[1]) return false;
  imp_manifold_basis((float *)contact->manifold.normal, dest->stored);
  return true;
}

static void prepare_points(imp_world *w, const imp_solver_settings *s, float dt) {
  w->solver_point_count = 0;
  uint32_t old = 0;
  for (uint32_t c = 0; c < w->contact_count; c++) {
    if (s->warm_start) match_by_distance(w, c, &old);
    contact_sides sides;
    if (!contact_sides_of(w, c, &sides)) continue;
    for (int p = 0; p < w->contacts[c].manifold.count; p++)
      prepare_point(w, s, dt, &sides, c, p, &w->solver_points[w->solver_point_count++]);
  }
}

#line 1061 "chapters/14-solver.nw"
static void take_velocity(const imp_world *w, uint32_t i, imp_solver_body *v) {
  glm_vec3_copy((float *)w->bodies[i].velocity, v[i].velocity);
  glm_vec3_copy((float *)w->bodies[i].angular_velocity, v[i].angular_velocity);
}

static void hand_back_velocity(imp_world *w, uint32_t i, const imp_solver_body *v) {
  glm_vec3_copy((float *)v[i].velocity, w->bodies[i].velocity);
  glm_vec3_copy((float *)v[i].angular_velocity, w->bodies[i].angular_velocity);
}

static void take_velocities(const imp_world *w, imp_solver_body *v) {
  for (uint32_t i = 0; i < w->body_count; i++) take_velocity(w, i, v);
}

static void hand_back_velocities(imp_world *w, const imp_solver_body *v) {
  for (uint32_t i = 0; i < w->body_count; i++)
    if (imp_world_is_awake(w, i)) hand_back_velocity(w, i, v); /* held or static: untouched */
}

/* The awake bodies a later chapter's joints move, into dest; their count. */
static uint32_t list_joined_bodies(const imp_world *w, uint32_t *dest) {
  uint32_t count = 0;
  (void)w, (void)dest;
#line 1630 "chapters/14-solver.nw"
  /* (no joints in this chapter) */
#line 663 "chapters/15-joints.nw"
  for (uint32_t i = 0; i < w->body_count; i++)
    if (w->first_joint[i] != IMP_NONE && imp_world_is_awake(w, i)) dest[count++] = i;
#line 1085 "chapters/14-solver.nw"
  return count;
}
#line 1102 "chapters/14-solver.nw"
/* One sweep over the points [first, end) of one contact: friction, then
 * normal. The points share their two bodies, whose velocities are kept in
 * local copies while they are swept. */
static void sweep_contact(imp_solver_body *restrict v, const imp_solver_settings *s,
                          imp_solver_point *restrict points, uint32_t first, uint32_t end) {
  uint32_t ia = points[first].body[0], ib = points[first].body[1];
  imp_solver_body a = v[ia], b = v[ib];
  for (uint32_t i = first; i < end; i++) solve_friction(&a, &b, s, &points[i]);
  if (s->faces != IMP_FACE_TOGETHER || end - first > IMP_MANIFOLD_POINTS) {
    for (uint32_t i = first; i < end; i++) solve_normal(&a, &b, s, &points[i]);
  } else {
    
#line 1126 "chapters/14-solver.nw"
float change[IMP_MANIFOLD_POINTS];
vec3 linear;
glm_vec3_sub(b.velocity, a.velocity, linear);
for (uint32_t i = first; i < end; i++)
  change[i - first] = normal_change(&a, &b, s, &points[i], linear);
for (uint32_t i = first; i < end; i++) {
  push_normal(&a, &b, &points[i], change[i - first]);
  points[i].impulse[0] += change[i - first];
}
#line 1114 "chapters/14-solver.nw"
  }
  v[ia] = a, v[ib] = b;
}
#line 1150 "chapters/14-solver.nw"
static bool lift_level(uint32_t *level, uint32_t body, uint32_t below) {
  if (level[below] == UINT32_MAX || level[below] + 1 >= level[body]) return false;
  level[body] = level[below] + 1;
  return true;
}

static void find_levels(imp_world *w) {
  uint32_t *level = w->body_level;
  for (uint32_t i = 0; i < w->body_count; i++) level[i] = imp_world_is_awake(w, i) ? UINT32_MAX : 0;
  for (bool fell = true; fell;) {
    fell = false;
    for (uint32_t c = 0; c < w->contact_count; c++) {
      uint32_t a = w->contacts[c].body[0], b = w->contacts[c].body[1];
      fell |= lift_level(level, b, a);
      fell |= lift_level(level, a, b);
    }
  }
}
#line 1178 "chapters/14-solver.nw"
/* q as seen with side `held` not moving: its masses are the other side's alone. */
static void hold_side(const imp_solver_point *q, int held, imp_solver_point *dest) {
  *dest = *q;
  int moving = 1 - held;
  dest->inverse_mass[held] = 0.0f;
  for (int d = 0; d < 3; d++) {
    glm_vec3_zero(dest->turn[held][d]);
    float k = q->inverse_mass[moving] +
              glm_vec3_dot((float *)q->arm_x[moving][d], (float *)q->turn[moving][d]);
    dest->mass[d] = k > 0.0f ? 1.0f / k : 0.0f;
  }
}

static void sweep_contact_holding(imp_solver_body *v, const imp_solver_settings *s,
                                  imp_solver_point *points, uint32_t first, uint32_t end,
                                  const uint32_t *level) {
  uint32_t la = level[points[first].body[0]], lb = level[points[first].body[1]];
  if (la == lb || end - first > IMP_MANIFOLD_POINTS) {
    sweep_contact(v, s, points, first, end);
    return;
  }
  imp_solver_point held[IMP_MANIFOLD_POINTS];
  imp_solver_settings plain = *s;
  plain.relaxation = 1.0f;
  for (uint32_t i = first; i < end; i++) hold_side(&points[i], la < lb ? 0 : 1, &held[i - first]);
  for (int pass = 0; pass < s->shock_passes; pass++) sweep_contact(v, &plain, held, 0, end - first);
  for (uint32_t i = first; i < end; i++) glm_vec3_copy(held[i - first].impulse, points[i].impulse);
}
#line 1209 "chapters/14-solver.nw"
/* A sweep over all contacts; with `level` (the last sweep of
 * section solver-shock) each contact holds its lower body. */
static void sweep_contacts(imp_solver_body *v, const imp_solver_settings *s,
                           imp_solver_point *points, uint32_t count, const uint32_t *level) {
  uint32_t first = 0;
  while (first < count) {
    uint32_t end = first + 1;
    while (end < count && points[end].contact == points[first].contact) end++;
    if (level) sweep_contact_holding(v, s, points, first, end, level);
    else sweep_contact(v, s, points, first, end);
    first = end;
  }
}

/* Each point's accumulated impulse back into its manifold point, in the
 * world's basis, found once per contact: a contact's points are consecutive. */
static void store_impulses(imp_world *w, const imp_solver_point *points, uint32_t count) {
  mat3 stored = GLM_MAT3_ZERO_INIT;
  for (uint32_t i = 0; i < count; i++) {
    imp_contact *c = &w->contacts[points[i].contact];
    if (i == 0 || points[i].contact != points[i - 1].contact)
      imp_manifold_basis(c->manifold.normal, stored);
    change_basis((vec3 *)points[i].basis, stored, points[i].impulse,
                 c->manifold.point[points[i].point].impulse);
  }
}

static void solve_velocities(imp_world *w, const imp_solver_settings *s, float *residual) {
  imp_solver_point *points = w->solver_points;
  imp_solver_body *v = w->solver_bodies;
#line 1614 "chapters/14-solver.nw"
  /* (no joints in this chapter) */
#line 651 "chapters/15-joints.nw"
  imp_joints_warm_start(w);
#line 1240 "chapters/14-solver.nw"
  take_velocities(w, v);
  uint32_t *joined = w->joined_bodies, joined_count = list_joined_bodies(w, joined);
  for (uint32_t i = 0; i < w->solver_point_count; i++) { /* the warm start */
    imp_solver_body *a = &v[points[i].body[0]], *b = &v[points[i].body[1]];
    push_normal(a, b, &points[i], points[i].impulse[0]);
    push_friction(a, b, &points[i], points[i].impulse[1], points[i].impulse[2]);
  }
  sweep_order order = {0};
  if (s->sweep != IMP_SWEEP_IN_ORDER) colour_contacts(w, &order);
  if (s->sweep == IMP_SWEEP_WIDE) fill_bundles(w, &order);
  for (int sweep = 0; sweep < s->velocity_iterations; sweep++) {
    for (uint32_t k = 0; k < joined_count; k++) hand_back_velocity(w, joined[k], v);
#line 1618 "chapters/14-solver.nw"
    /* (no joints in this chapter) */
#line 655 "chapters/15-joints.nw"
    imp_joints_sweep(w);
#line 1253 "chapters/14-solver.nw"
    for (uint32_t k = 0; k < joined_count; k++) take_velocity(w, joined[k], v);
    bool shock = s->shock_passes > 0 && sweep == s->velocity_iterations - 1;
    if (shock) {
      if (s->sweep == IMP_SWEEP_WIDE) bundles_to_points(w, &order);
      find_levels(w);
      sweep_contacts(v, s, points, w->solver_point_count, w->body_level);
    } else {
      sweep_in_order_of(w, s, &order);
    }
    bool last = sweep == s->velocity_iterations - 1; /* the points' impulses are read */
    if (s->sweep == IMP_SWEEP_WIDE && !shock && (residual || last)) bundles_to_points(w, &order);
    if (!residual) continue;
    residual[sweep] = 0.0f;
    for (uint32_t i = 0; i < w->solver_point_count; i++)
      residual[sweep] = fmaxf(residual[sweep], normal_error(v, &points[i]));
  }
  hand_back_velocities(w, v);
  store_impulses(w, points, w->solver_point_count);
}
#line 1309 "chapters/14-solver.nw"
/* v turned by the unit quaternion p: glm_quat_rotatev's arithmetic after
 * it has normalised its quaternion, here normalised once per body. */
static void rotate_by_unit(const versor p, const vec3 v, vec3 dest) {
  vec3 u = {p[0], p[1], p[2]}, v1, v2;
  float s = p[3];
  glm_vec3_scale(u, 2.0f * glm_vec3_dot(u, (float *)v), v1);
  glm_vec3_scale((float *)v, s * s - glm_vec3_dot(u, u), v2);
  glm_vec3_add(v1, v2, v1);
  glm_vec3_cross(u, (float *)v, v2);
  glm_vec3_scale(v2, 2.0f * s, v2);
  glm_vec3_add(v1, v2, dest);
}

static void normalise_orientation(imp_world *w, uint32_t i) {
  glm_quat_normalize_to(w->bodies[i].orientation, w->unit_orientation[i]);
}

/* Side `side` of q as the bodies stand: its arm now, and where its material point is. */
static void current_point(const imp_world *w, const imp_solver_point *q, int side, vec3 arm,
                          vec3 at) {
  rotate_by_unit(w->unit_orientation[q->body[side]], q->local_arm[side], arm);
  glm_vec3_add((float *)w->bodies[q->body[side]].position, arm, at);
}

static void move_side(imp_world *w, const imp_solver_point *q, int side, const vec3 arm,
                      const vec3 push) {
  if (q->inverse_mass[side] == 0.0f) return;
  imp_body *b = &w->bodies[q->body[side]];
  float sign = side == 0 ? -1.0f : 1.0f;
  vec3 r_x_p, turn;
  w->turned[q->body[side]] = true;
  glm_vec3_muladds((float *)push, sign * q->inverse_mass[side], b->position);
  glm_vec3_cross((float *)arm, (float *)push, r_x_p);
  glm_mat3_mulv(b->inverse_inertia_world, r_x_p, turn);
  imp_quat_integrate(b->orientation, turn, sign, b->orientation);
  normalise_orientation(w, q->body[side]);
}

/* One point of a position sweep; returns its separation before the correction. */
static float correct_point(imp_world *w, const imp_solver_settings *s,
                           const imp_solver_point *q) {
  vec3 arm[2], at[2], gap;
  for (int side = 0; side < 2; side++) current_point(w, q, side, arm[side], at[side]);
  glm_vec3_sub(at[1], at[0], gap);
  const float *n = q->basis[0];
  float separation = -q->depth + glm_vec3_dot(gap, (float *)n);
  float error = s->baumgarte * (separation + s->slop);
  if (!(error > -s->max_correction)) error = -s->max_correction; /* fmaxf, NaN too */
  if (error >= 0.0f) return separation;
  float k = 0.0f;
  for (int side = 0; side < 2; side++) {
    if (q->inverse_mass[side] == 0.0f) continue;
    vec3 r_x_n, turn;
    glm_vec3_cross(arm[side], (float *)n, r_x_n);
    glm_mat3_mulv(w->bodies[q->body[side]].inverse_inertia_world, r_x_n, turn);
    k += q->inverse_mass[side] + glm_vec3_dot(r_x_n, turn);
  }
  if (!(k > 0.0f)) return separation;
  vec3 push;
  glm_vec3_scale((float *)n, -error / k, push);
  for (int side = 0; side < 2; side++) move_side(w, q, side, arm[side], push);
  return separation;
}

/* Position sweeps until no point is deeper than three slops; the sweeps used. */
static int solve_positions(imp_world *w, const imp_solver_settings *s) {
  int sweep = 0;
  uint32_t *joined = w->joined_bodies, joined_count = list_joined_bodies(w, joined);
  for (uint32_t i = 0; i < w->body_count; i++) w->turned[i] = false;
  for (uint32_t k = 0; k < joined_count; k++) w->turned[joined[k]] = true; /* the joints may */
  while (sweep < s->position_iterations) {
    float least = 0.0f; /* m: the worst separation of the sweep */
    for (uint32_t i = 0; i < w->body_count; i++) normalise_orientation(w, i);
    for (uint32_t i = 0; i < w->solver_point_count; i++) {
      float separation = correct_point(w, s, &w->solver_points[i]);
      if (separation < least) least = separation; /* fminf, a NaN left out */
    }
#line 1622 "chapters/14-solver.nw"
    /* (no joints in this chapter) */
#line 659 "chapters/15-joints.nw"
    least = fminf(least, imp_joints_correct(w));
#line 1387 "chapters/14-solver.nw"
    sweep++;
    if (least >= -3.0f * s->slop) break;
  }
  for (uint32_t i = 0; i < w->body_count; i++)
    if (w->turned[i]) imp_body_update(&w->bodies[i]); /* the others are as they were */
  return sweep;
}
#line 1518 "chapters/14-solver.nw"
/* Chapter 12's root, under the short name the joints' chunk below may use. */
static inline uint32_t island_root(uint32_t *parent, uint32_t i) {
  return imp_island_root(parent, i);
}
#line 3229 "chapters/14-solver.nw"
/* The end of the points of the contact whose first point is `first`. */
static uint32_t contact_end(const imp_solver_point *points, uint32_t count, uint32_t first) {
  uint32_t end = first + 1;
  while (end < count && points[end].contact == points[first].contact) end++;
  return end;
}

/* The first colour above every colour a contact on one of q's moving bodies
 * has taken, taken for both (colours[b]: one above the last colour of body
 * b's contacts); IMP_SOLVER_COLOURS if that is past the last colour. */
static uint32_t pick_colour(uint32_t *colours, const imp_solver_point *q) {
  uint32_t colour = 0;
  for (int side = 0; side < 2; side++)
    if (q->inverse_mass[side] != 0.0f && colours[q->body[side]] > colour)
      colour = colours[q->body[side]];
  if (colour >= IMP_SOLVER_COLOURS) return IMP_SOLVER_COLOURS;
  for (int side = 0; side < 2; side++)
    if (q->inverse_mass[side] != 0.0f) colours[q->body[side]] = colour + 1;
  return colour;
}

static void colour_contacts(imp_world *w, sweep_order *order) {
  const imp_solver_point *points = w->solver_points;
  uint32_t count = w->solver_point_count, start[IMP_SOLVER_COLOURS + 1], n = 0;
  memset(order->count, 0, sizeof order->count);
  memset(w->body_colours, 0, w->body_count * sizeof *w->body_colours);
  for (uint32_t first = 0; first < count; first = contact_end(points, count, first), n++) {
    w->contact_colour[n] = pick_colour(w->body_colours, &points[first]);
    order->count[w->contact_colour[n]]++;
  }
  for (uint32_t c = 0, at = 0; c <= IMP_SOLVER_COLOURS; at += order->count[c], c++) start[c] = at;
  n = 0;
  for (uint32_t first = 0; first < count; first = contact_end(points, count, first), n++)
    w->coloured_contacts[start[w->contact_colour[n]]++] = first;
  order->contacts = n;
  order->coloured = n - order->count[IMP_SOLVER_COLOURS];
}
#line 3279 "chapters/14-solver.nw"
/* A vector's three components into lane l of three lane arrays. */
static inline void spread3(float dest[3][IMP_SOLVER_LANES], int l, const float *from) {
  dest[0][l] = from[0], dest[1][l] = from[1], dest[2][l] = from[2];
}

static void fill_row(imp_solver_lane_row *restrict r, int l,
                     const imp_solver_point *restrict q) {
  for (int d = 0; d < 3; d++) {
    spread3(r->basis[d], l, q->basis[d]);
    spread3(r->arm_x[0][d], l, q->arm_x[0][d]), spread3(r->arm_x[1][d], l, q->arm_x[1][d]);
    spread3(r->turn[0][d], l, q->turn[0][d]), spread3(r->turn[1][d], l, q->turn[1][d]);
  }
  spread3(r->mass, l, q->mass), spread3(r->impulse, l, q->impulse);
  r->target[l] = q->target;
}

/* Lane l of b takes the points [first, end) of one contact. */
static void fill_lane(imp_solver_bundle *b, int l, const imp_solver_point *points,
                      uint32_t first, uint32_t end) {
  for (int side = 0; side < 2; side++) {
    b->body[side][l] = points[first].body[side];
    b->inverse_mass[side][l] = points[first].inverse_mass[side];
  }
  b->friction[l] = points[first].friction;
  for (uint32_t i = first; i < end; i++) {
    fill_row(&b->row[i - first], l, &points[i]);
    b->point[i - first][l] = i;
  }
  if (end - first > b->rows) b->rows = end - first;
}

static void fill_bundles(imp_world *w, sweep_order *order) {
  const uint32_t *coloured = w->coloured_contacts;
  uint32_t at = 0, count = w->solver_point_count;
  order->bundles = 0;
  for (uint32_t c = 0; c < IMP_SOLVER_COLOURS; at += order->count[c], c++)
    for (uint32_t k = 0; k < order->count[c]; k += IMP_SOLVER_LANES) {
      imp_solver_bundle *b = &w->solver_bundles[order->bundles++];
      memset(b, 0, sizeof *b);
      memset(b->point, 0xff, sizeof b->point); /* UINT32_MAX: no record */
      b->lanes = order->count[c] - k < IMP_SOLVER_LANES ? order->count[c] - k
                                                         : IMP_SOLVER_LANES;
      for (uint32_t l = 0; l < b->lanes; l++) {
        uint32_t first = coloured[at + k + l];
        fill_lane(b, (int)l, w->solver_points, first,
                  contact_end(w->solver_points, count, first));
      }
    }
}

static void bundles_to_points(imp_world *w, const sweep_order *order) {
  for (uint32_t n = 0; n < order->bundles; n++) {
    const imp_solver_bundle *b = &w->solver_bundles[n];
    for (uint32_t j = 0; j < b->rows; j++)
      for (uint32_t l = 0; l < b->lanes; l++)
        if (b->point[j][l] != UINT32_MAX)
          for (int d = 0; d < 3; d++)
            w->solver_points[b->point[j][l]].impulse[d] = b->row[j].impulse[d][l];
  }
}
#line 3353 "chapters/14-solver.nw"
#if defined(__GNUC__) && !defined(IMP_SCALAR_LANES)
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
typedef float lane4 __attribute__((vector_size(16), may_alias));
typedef int32_t lane4_mask __attribute__((vector_size(16)));
static inline lane4 add4(lane4 a, lane4 b) { return a + b; }
static inline lane4 sub4(lane4 a, lane4 b) { return a - b; }
static inline lane4 mul4(lane4 a, lane4 b) { return a * b; }
static inline lane4 div4(lane4 a, lane4 b) { return a / b; }
static inline lane4 neg4(lane4 a) { return -a; }
/* x > y ? then : otherwise, lane by lane */
static inline lane4 if_greater4(lane4 x, lane4 y, lane4 then, lane4 otherwise) {
  lane4_mask m = x > y;
  return (lane4)((m & (lane4_mask)then) | (~m & (lane4_mask)otherwise));
}
/* p is 16-byte aligned: every group of a bundle is */
static inline lane4 load4(const float *p) { return *(const lane4 *)p; }
static inline void store4(float *p, lane4 x) { *(lane4 *)p = x; }
static inline lane4 splat4(float x) { return (lane4){x, x, x, x}; }
#if defined(__SSE2__) /* every x86-64: one correctly rounded instruction for four */
static inline lane4 sqrt4(lane4 x) { return (lane4)_mm_sqrt_ps((__m128)x); }
#else
static inline lane4 sqrt4(lane4 x) {
  for (int l = 0; l < 4; l++) x[l] = sqrtf(x[l]);
  return x;
}
#endif
#else
typedef struct lane4 { float l[4]; } lane4;
#define LANEWISE(expr)                                  \
  lane4 r;                                              \
  for (int l = 0; l < 4; l++) r.l[l] = (expr);          \
  return r
static inline lane4 add4(lane4 a, lane4 b) { LANEWISE(a.l[l] + b.l[l]); }
static inline lane4 sub4(lane4 a, lane4 b) { LANEWISE(a.l[l] - b.l[l]); }
static inline lane4 mul4(lane4 a, lane4 b) { LANEWISE(a.l[l] * b.l[l]); }
static inline lane4 div4(lane4 a, lane4 b) { LANEWISE(a.l[l] / b.l[l]); }
static inline lane4 neg4(lane4 a) { LANEWISE(-a.l[l]); }
static inline lane4 if_greater4(lane4 x, lane4 y, lane4 then, lane4 otherwise) {
  LANEWISE(x.l[l] > y.l[l] ? then.l[l] : otherwise.l[l]);
}
static inline lane4 load4(const float *p) { LANEWISE(p[l]); }
static inline void store4(float *p, lane4 x) { memcpy(p, x.l, sizeof x.l); }
static inline lane4 splat4(float x) { LANEWISE(x); }
static inline lane4 sqrt4(lane4 x) { LANEWISE(sqrtf(x.l[l])); }
#endif
#line 3409 "chapters/14-solver.nw"
typedef struct wide3 {
  lane4 x, y, z;
} wide3;

/* Three groups of four floats in a row: component k of four lanes at c + 4k. */
static inline wide3 load3(const float *c) {
  return (wide3){load4(c), load4(c + IMP_SOLVER_LANES), load4(c + 2 * IMP_SOLVER_LANES)};
}
static inline wide3 sub3(wide3 a, wide3 b) {
  return (wide3){sub4(a.x, b.x), sub4(a.y, b.y), sub4(a.z, b.z)};
}
static inline wide3 scale3(wide3 a, lane4 s) {
  return (wide3){mul4(a.x, s), mul4(a.y, s), mul4(a.z, s)};
}
/* glm_vec3_muladds: dest + a s */
static inline wide3 muladds3(wide3 a, lane4 s, wide3 dest) {
  return (wide3){add4(dest.x, mul4(a.x, s)), add4(dest.y, mul4(a.y, s)),
                 add4(dest.z, mul4(a.z, s))};
}
/* glm_vec3_dot: (ax bx + ay by) + az bz */
static inline lane4 dot3(wide3 a, wide3 b) {
  return add4(add4(mul4(a.x, b.x), mul4(a.y, b.y)), mul4(a.z, b.z));
}
#line 3442 "chapters/14-solver.nw"
typedef struct body4 {
  wide3 velocity, angular_velocity;
} body4;

/* A body's six components into lane l of f (v then omega, x y z), and back. */
static inline void body_to_lane(const imp_solver_body *x, float f[6][IMP_SOLVER_LANES], int l) {
  f[0][l] = x->velocity[0], f[1][l] = x->velocity[1], f[2][l] = x->velocity[2];
  f[3][l] = x->angular_velocity[0], f[4][l] = x->angular_velocity[1];
  f[5][l] = x->angular_velocity[2];
}

static inline void lane_to_body(float f[6][IMP_SOLVER_LANES], int l, imp_solver_body *x) {
  x->velocity[0] = f[0][l], x->velocity[1] = f[1][l], x->velocity[2] = f[2][l];
  x->angular_velocity[0] = f[3][l], x->angular_velocity[1] = f[4][l];
  x->angular_velocity[2] = f[5][l];
}

static body4 gather(const imp_solver_body *v, const uint32_t body[IMP_SOLVER_LANES]) {
  _Alignas(16) float f[6][IMP_SOLVER_LANES];
  for (int l = 0; l < IMP_SOLVER_LANES; l++) body_to_lane(&v[body[l]], f, l);
  return (body4){load3(f[0]), load3(f[3])};
}

static void scatter(imp_solver_body *v, const uint32_t body[IMP_SOLVER_LANES],
                    const float inverse_mass[IMP_SOLVER_LANES], uint32_t lanes, body4 x) {
  _Alignas(16) float f[6][IMP_SOLVER_LANES];
  store4(f[0], x.velocity.x), store4(f[1], x.velocity.y), store4(f[2], x.velocity.z);
  store4(f[3], x.angular_velocity.x), store4(f[4], x.angular_velocity.y);
  store4(f[5], x.angular_velocity.z);
  for (uint32_t l = 0; l < lanes; l++)
    if (inverse_mass[l] != 0.0f) lane_to_body(f, (int)l, &v[body[l]]); /* held: unchanged */
}
#line 3483 "chapters/14-solver.nw"
static inline lane4 row_velocity4(const body4 *a, const body4 *b, const imp_solver_lane_row *r,
                                  wide3 linear, int d) {
  return sub4(add4(dot3(load3(r->basis[d][0]), linear),
                   dot3(load3(r->arm_x[1][d][0]), b->angular_velocity)),
              dot3(load3(r->arm_x[0][d][0]), a->angular_velocity));
}

/* The linear part of push_normal and push_friction: A gets -P, B gets +P. */
static inline void push_linear4(body4 *a, body4 *b, const lane4 m[2], wide3 world) {
  a->velocity = muladds3(world, neg4(m[0]), a->velocity);
  b->velocity = muladds3(world, m[1], b->velocity);
}
#line 3502 "chapters/14-solver.nw"
static inline lane4 clamp4(lane4 x, lane4 limit) {
  lane4 lower = neg4(limit);
  x = if_greater4(lower, x, lower, x);
  return if_greater4(x, limit, limit, x);
}

static inline void clamp_friction4(imp_friction_bound bound, lane4 limit, lane4 *t1, lane4 *t2) {
  if (bound == IMP_FRICTION_BOX) {
    *t1 = clamp4(*t1, limit), *t2 = clamp4(*t2, limit);
    return;
  }
  lane4 length2 = add4(mul4(*t1, *t1), mul4(*t2, *t2));
  lane4 scale = div4(limit, sqrt4(length2)); /* used only where length2 > limit^2 >= 0 */
  lane4 outside = mul4(limit, limit);
  *t1 = if_greater4(length2, outside, mul4(*t1, scale), *t1);
  *t2 = if_greater4(length2, outside, mul4(*t2, scale), *t2);
}

static inline void solve_friction4(body4 *a, body4 *b, const imp_solver_settings *s,
                                   imp_solver_lane_row *r, lane4 mu, const lane4 m[2]) {
  wide3 linear = sub3(b->velocity, a->velocity);
  lane4 p0 = load4(r->impulse[0]), p1 = load4(r->impulse[1]), p2 = load4(r->impulse[2]);
  lane4 limit = mul4(mu, p0);
  lane4 step1 = mul4(neg4(load4(r->mass[1])), row_velocity4(a, b, r, linear, 1));
  lane4 step2 = mul4(neg4(load4(r->mass[2])), row_velocity4(a, b, r, linear, 2));
  lane4 d1 = step1, d2 = step2;
  if (s->clamping == IMP_CLAMP_TOTAL) {
    lane4 t1 = add4(p1, step1), t2 = add4(p2, step2);
    clamp_friction4(s->friction, limit, &t1, &t2);
    d1 = sub4(t1, p1), d2 = sub4(t2, p2);
  } else {
    clamp_friction4(s->friction, limit, &d1, &d2);
  }
  push_linear4(a, b, m, muladds3(load3(r->basis[2][0]), d2, scale3(load3(r->basis[1][0]), d1)));
  a->angular_velocity = muladds3(load3(r->turn[0][1][0]), neg4(d1), a->angular_velocity);
  a->angular_velocity = muladds3(load3(r->turn[0][2][0]), neg4(d2), a->angular_velocity);
  b->angular_velocity = muladds3(load3(r->turn[1][1][0]), d1, b->angular_velocity);
  b->angular_velocity = muladds3(load3(r->turn[1][2][0]), d2, b->angular_velocity);
  store4(r->impulse[1], add4(p1, d1)), store4(r->impulse[2], add4(p2, d2));
}
#line 3550 "chapters/14-solver.nw"
static inline lane4 normal_change4(const body4 *a, const body4 *b, const imp_solver_settings *s,
                                   const imp_solver_lane_row *r, wide3 linear) {
  lane4 step = mul4(mul4(splat4(s->relaxation), load4(r->mass[0])),
                    sub4(load4(r->target), row_velocity4(a, b, r, linear, 0)));
  lane4 zero = splat4(0.0f), p0 = load4(r->impulse[0]);
  if (s->clamping != IMP_CLAMP_TOTAL) return if_greater4(step, zero, step, zero);
  lane4 total = add4(p0, step);
  return sub4(if_greater4(total, zero, total, zero), p0);
}

static inline void apply_normal4(body4 *a, body4 *b, imp_solver_lane_row *r, const lane4 m[2],
                                 lane4 change) {
  push_linear4(a, b, m, scale3(load3(r->basis[0][0]), change));
  a->angular_velocity = muladds3(load3(r->turn[0][0][0]), neg4(change), a->angular_velocity);
  b->angular_velocity = muladds3(load3(r->turn[1][0][0]), change, b->angular_velocity);
  store4(r->impulse[0], add4(load4(r->impulse[0]), change));
}

/* One sweep of a bundle: friction rows, then normal rows, as sweep_contact. */
static void sweep_bundle(imp_solver_body *v, const imp_solver_settings *s, imp_solver_bundle *b) {
  body4 a = gather(v, b->body[0]), bb = gather(v, b->body[1]);
  lane4 m[2] = {load4(b->inverse_mass[0]), load4(b->inverse_mass[1])};
  lane4 mu = load4(b->friction), change[IMP_MANIFOLD_POINTS];
  for (uint32_t j = 0; j < b->rows; j++) solve_friction4(&a, &bb, s, &b->row[j], mu, m);
  if (s->faces == IMP_FACE_TOGETHER) { /* all from the velocity the friction rows left */
    wide3 linear = sub3(bb.velocity, a.velocity);
    for (uint32_t j = 0; j < b->rows; j++)
      change[j] = normal_change4(&a, &bb, s, &b->row[j], linear);
    for (uint32_t j = 0; j < b->rows; j++) apply_normal4(&a, &bb, &b->row[j], m, change[j]);
  } else {
    for (uint32_t j = 0; j < b->rows; j++)
      apply_normal4(&a, &bb, &b->row[j], m,
                    normal_change4(&a, &bb, s, &b->row[j], sub3(bb.velocity, a.velocity)));
  }
  scatter(v, b->body[0], b->inverse_mass[0], b->lanes, a);
  scatter(v, b->body[1], b->inverse_mass[1], b->lanes, bb);
}
#line 3595 "chapters/14-solver.nw"
static void sweep_in_order_of(imp_world *w, const imp_solver_settings *s,
                              const sweep_order *order) {
  imp_solver_body *v = w->solver_bodies;
  imp_solver_point *points = w->solver_points;
  uint32_t count = w->solver_point_count, from = 0;
  if (s->sweep == IMP_SWEEP_IN_ORDER) {
    sweep_contacts(v, s, points, count, NULL);
    return;
  }
  if (s->sweep == IMP_SWEEP_WIDE) {
    for (uint32_t n = 0; n < order->bundles; n++) sweep_bundle(v, s, &w->solver_bundles[n]);
    from = order->coloured;
  }
  for (uint32_t k = from; k < order->contacts; k++) {
    uint32_t first = w->coloured_contacts[k];
    sweep_contact(v, s, points, first, contact_end(points, count, first));
  }
}
#line 1424 "chapters/14-solver.nw"
void imp_solver_defaults(imp_solver_settings *dest) {
  *dest = (imp_solver_settings){.velocity_iterations = 10, .relaxation = 1.15f,
                                .faces = IMP_FACE_ONE_BY_ONE, .sweep = IMP_SWEEP_WIDE,
                                .shock_passes = 0, .position_iterations = 3,
                                .slop = 0.005f, .baumgarte = 0.2f, .max_correction = 0.2f,
                                .restitution_threshold = 1.0f, .warm_start = true,
                                .clamping = IMP_CLAMP_TOTAL,
                                .correction = IMP_CORRECT_POSITIONS,
                                .friction = IMP_FRICTION_CONE};
  imp_sleep_def_init(&dest->sleep);
  dest->sleep.threshold = 0.0f; /* no body sleeps unless asked */
}

bool imp_solver_settings_valid(const imp_solver_settings *s) {
  return s && s->velocity_iterations >= 1 && s->velocity_iterations <= 1000 &&
         s->relaxation > 0.0f && s->relaxation < 2.0f &&
         (unsigned)s->faces <= IMP_FACE_TOGETHER && (unsigned)s->sweep <= IMP_SWEEP_WIDE &&
         s->shock_passes >= 0 && s->shock_passes <= IMP_SOLVER_MOST_SHOCK_PASSES &&
         s->position_iterations >= 0 && s->position_iterations <= 1000 &&
         s->slop >= 0.0f && isfinite(s->slop) && s->baumgarte > 0.0f &&
         s->baumgarte <= 1.0f && s->max_correction > 0.0f && isfinite(s->max_correction) &&
         s->restitution_threshold >= 0.0f && isfinite(s->restitution_threshold) &&
         (unsigned)s->clamping <= IMP_CLAMP_INCREMENT &&
         (unsigned)s->correction <= IMP_CORRECT_VELOCITIES &&
         (unsigned)s->friction <= IMP_FRICTION_BOX && imp_sleep_def_valid(&s->sleep);
}

imp_status imp_solver_resolve(imp_world *w, const imp_solver_settings *s, float dt,
                              float *residual) {
  if (!imp_solver_settings_valid(s) || !(dt > 0.0f) || !isfinite(dt)) return IMP_BAD_VALUE;
  imp_world_sleep_by_island(w);
  prepare_points(w, s, dt);
#line 1610 "chapters/14-solver.nw"
  /* (no joints in this chapter) */
#line 647 "chapters/15-joints.nw"
  imp_joints_prepare(w, s, dt);
#line 1457 "chapters/14-solver.nw"
  solve_velocities(w, s, residual);
  if (s->correction == IMP_CORRECT_POSITIONS) solve_positions(w, s);
  return IMP_OK;
}

void imp_resolve_solver(imp_world *w, float dt) {
  imp_solver_settings defaults;
  imp_solver_defaults(&defaults);
  const imp_solver_settings *s = w->resolve_settings ? w->resolve_settings : &defaults;
  imp_solver_resolve(w, s, dt, NULL);
}
#line 1525 "chapters/14-solver.nw"
uint32_t imp_world_find_islands(imp_world *w) {
  uint32_t *parent = w->body_island;
  for (uint32_t i = 0; i < w->body_count; i++)
    parent[i] = imp_world_is_static(w, i) ? IMP_NONE : i;
  for (uint32_t c = 0; c < w->contact_count; c++) {
    uint32_t a = w->contacts[c].body[0], b = w->contacts[c].body[1];
    if (parent[a] != IMP_NONE && parent[b] != IMP_NONE) imp_island_unite(parent, a, b);
  }
#line 1626 "chapters/14-solver.nw"
  /* (no joints in this chapter) */
#line 668 "chapters/15-joints.nw"
  for (uint32_t j = 0; j < w->joint_count; j++) {
    uint32_t a = w->joints[j].def.body[0], b = w->joints[j].def.body[1];
    if (parent[a] == IMP_NONE || parent[b] == IMP_NONE) continue;
    uint32_t ra = island_root(parent, a), rb = island_root(parent, b);
    if (ra != rb) parent[ra > rb ? ra : rb] = ra < rb ? ra : rb;
  }
#line 1534 "chapters/14-solver.nw"
  uint32_t count = 0;
  for (uint32_t i = 0; i < w->body_count; i++) {
    if (parent[i] == IMP_NONE) continue;
    parent[i] = island_root(parent, i);
    count += parent[i] == i;
  }
  return count;
}
#line 1573 "chapters/14-solver.nw"
const imp_sleep_def *imp_solver_sleep_of(const imp_world *w) {
  if (w->resolve != imp_resolve_solver || !w->resolve_settings) return NULL;
  const imp_sleep_def *def = &((const imp_solver_settings *)w->resolve_settings)->sleep;
  return def->threshold > 0.0f && imp_sleep_def_valid(def) ? def : NULL;
}

void imp_world_keep_islands_whole(imp_world *w) {
  if (!imp_solver_sleep_of(w)) return;
  imp_world_find_islands(w);
  for (uint32_t i = 0; i < w->body_count; i++) w->island_awake[i] = false;
  for (uint32_t i = 0; i < w->body_count; i++)
    if (w->body_island[i] != IMP_NONE && w->awake[i]) w->island_awake[w->body_island[i]] = true;
  for (uint32_t i = 0; i < w->body_count; i++)
    if (w->body_island[i] != IMP_NONE && w->island_awake[w->body_island[i]]) w->awake[i] = true;
}

void imp_world_sleep_by_island(imp_world *w) {
  const imp_sleep_def *def = imp_solver_sleep_of(w);
  if (!def) return;
  imp_world_hold_sleepers(w, def);
  imp_world_keep_islands_whole(w);
}
