#line 169 "chapters/11-impulses.nw"
/* impulse.c: the impulse-based resolver of chapter 11. */
#include <imp/impulse.h>

#include <imp/manifold.h>
#include <imp/rotation.h>
#include <math.h>
#include <string.h>

#line 182 "chapters/11-impulses.nw"
static const imp_body *body_at(const imp_body *bodies, uint32_t index) {
  return index == IMP_NONE ? NULL : &bodies[index];
}

static imp_body *body_to_move(imp_body *bodies, uint32_t index) {
  return index == IMP_NONE ? NULL : &bodies[index];
}

/* Body 1 is pushed along the normal, body 0 against it. */
static float side_sign(int side) { return side == 0 ? -1.0f : 1.0f; }

/* dest = M^T v: a world vector's components along n, t1 and t2. */
static void to_contact(vec3 *basis, const vec3 v, vec3 dest) {
  vec3 w = {v[0], v[1], v[2]};
  for (int k = 0; k < 3; k++) dest[k] = glm_vec3_dot((float *)basis[k], w);
}

#line 989 "chapters/11-impulses.nw"
/* (r x n) . I_w^-1 (r x n), with turn = I_w^-1 (r x n): one body's angular
 * share of d, and the spin a unit impulse gives it. */
static float angular_share(const imp_body *b, const vec3 arm, const vec3 normal,
                           vec3 turn) {
  vec3 torque;
  glm_vec3_cross((float *)arm, (float *)normal, torque);
  glm_mat3_mulv((vec3 *)b->inverse_inertia_world, torque, turn);
  return glm_vec3_dot(torque, turn);
}
#line 1544 "chapters/11-impulses.nw"
/* Cap the angular move at limit |r_perp| and give the excess to the linear
 * move (E7: r_perp, the arm's part across the normal). */
static void limit_angular_move(const imp_impulse_contact *c, int side, const imp_body *b,
                               float limit, float *linear_move, float *angular_move) {
  if (isinf(limit) || b->inverse_mass == 0.0f) return; /* no limit, or no excess taker */
  vec3 across;
  glm_vec3_copy((float *)c->arm[side], across);
  glm_vec3_muladds((float *)c->normal, -glm_vec3_dot((float *)c->arm[side], (float *)c->normal),
                   across);
  float most = limit * glm_vec3_norm(across);
  if (*angular_move > most) {
    *linear_move += *angular_move - most;
    *angular_move = most;
  }
}

/* Translate b by displacement and turn it by the rotation vector, exactly. */
static void move_body(imp_body *b, const imp_impulse_change *change) {
  glm_vec3_add(b->position, (float *)change->linear, b->position);
  if (glm_vec3_norm2((float *)change->angular) > 0.0f) { /* a bare translation keeps q's bits */
    imp_quat_exp_step(b->orientation, (float *)change->angular, 1.0f, b->orientation);
    glm_quat_normalize(b->orientation);
    imp_body_update(b);
  }
}
#line 1987 "chapters/11-impulses.nw"
static bool can_move(const imp_body *b) {
  if (!b) return false;
  if (b->inverse_mass > 0.0f) return true;
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 3; i++)
      if (b->inverse_inertia[j][i] != 0.0f) return true;
  return false;
}

static bool contact_can_move(const imp_impulse_contact *c, const imp_body *bodies) {
  return can_move(body_at(bodies, c->body[0])) || can_move(body_at(bodies, c->body[1]));
}

static bool finite3(const vec3 v) {
  return isfinite(v[0]) && isfinite(v[1]) && isfinite(v[2]);
}

static bool contact_valid(const imp_impulse_contact *c, size_t body_count) {
  for (int side = 0; side < 2; side++)
    if (c->body[side] != IMP_NONE && c->body[side] >= body_count) return false;
  if (c->body[0] == c->body[1]) return false; /* the same body twice, or none */
  float length2 = glm_vec3_norm2((float *)c->normal);
  return finite3(c->point) && finite3(c->normal) && fabsf(length2 - 1.0f) <= 2e-4f &&
         isfinite(c->penetration) && c->restitution >= 0.0f && c->restitution <= 1.0f;
}

bool imp_impulse_settings_valid(const imp_impulse_settings *r) {
  return (r->projection == IMP_PROJECT_NONLINEAR || r->projection == IMP_PROJECT_LINEAR) &&
         r->angular_limit >= 0.0f && r->position_iterations >= 0 &&
         r->velocity_iterations >= 0 && r->position_epsilon >= 0.0f &&
         isfinite(r->position_epsilon) && r->velocity_epsilon >= 0.0f &&
         isfinite(r->velocity_epsilon);
}

static long iteration_limit(int given, size_t count) {
  return given > 0 ? given : 4 * (long)count;
}
#line 2053 "chapters/11-impulses.nw"
static int resolve_penetrations(const imp_impulse_settings *r, imp_body *bodies,
                                imp_impulse_contact *contacts, size_t count) {
  long limit = iteration_limit(r->position_iterations, count), used = 0;
  for (; used < limit; used++) {
    long worst = imp_impulse_deepest(contacts, count, bodies, r->position_epsilon);
    if (worst < 0) break;
    imp_impulse_change change[2];
    imp_impulse_resolve_penetration(&contacts[worst], bodies, r->projection,
                                    r->angular_limit, change);
    const uint32_t moved[2] = {contacts[worst].body[0], contacts[worst].body[1]};
    for (size_t i = 0; i < count; i++) imp_impulse_update_penetration(&contacts[i], moved, change);
  }
  return (int)used;
}

static int resolve_velocities(const imp_impulse_settings *r, imp_body *bodies,
                              imp_impulse_contact *contacts, size_t count) {
  long limit = iteration_limit(r->velocity_iterations, count), used = 0;
  for (; used < limit; used++) {
    long worst = imp_impulse_fastest(contacts, count, bodies, r->velocity_epsilon);
    if (worst < 0) break;
    imp_impulse_change change[2];
    imp_impulse_resolve_velocity(&contacts[worst], bodies, change);
    const uint32_t moved[2] = {contacts[worst].body[0], contacts[worst].body[1]};
    for (size_t i = 0; i < count; i++) imp_impulse_update_velocity(&contacts[i], moved, change);
  }
  return (int)used;
}
#line 2308 "chapters/11-impulses.nw"
static bool shares_body(const imp_contact *c, const uint32_t moved[2]) {
  for (int side = 0; side < 2; side++)
    if (c->body[side] == moved[0] || c->body[side] == moved[1]) return true;
  return false;
}

/* The deepest point deeper than epsilon (*which, *point), or false. */
static bool world_deepest(const imp_world *w, float epsilon, uint32_t *which, int *point) {
  float deepest = epsilon;
  bool found = false;
  for (uint32_t c = 0; c < w->contact_count; c++) {
    const imp_contact *wc = &w->contacts[c];
    if (!can_move(&w->bodies[wc->body[0]]) && !can_move(&w->bodies[wc->body[1]])) continue;
    for (int p = 0; p < wc->manifold.count; p++)
      if (wc->manifold.point[p].depth > deepest) {
        deepest = wc->manifold.point[p].depth;
        *which = c, *point = p, found = true;
      }
  }
  return found;
}

static int world_penetrations(imp_world *w, const imp_impulse_settings *s, long limit) {
  for (uint32_t c = 0; c < w->contact_count; c++)
    for (int k = 0; k < 2; k++) glm_vec3_zero(w->displacement[w->contacts[c].body[k]]);
  long used = 0;
  uint32_t which;
  int point;
  for (; used < limit && world_deepest(w, s->position_epsilon, &which, &point); used++) {
    imp_impulse_contact c;
    imp_impulse_change change[2];
    imp_impulse_world_point(w, which, point, false, &c);
    imp_impulse_resolve_penetration(&c, w->bodies, s->projection, s->angular_limit, change);
    for (int side = 0; side < 2; side++)
      glm_vec3_add(w->displacement[c.body[side]], change[side].linear,
                   w->displacement[c.body[side]]);
    const uint32_t moved[2] = {c.body[0], c.body[1]};
    for (uint32_t k = 0; k < w->contact_count; k++) {
      if (!shares_body(&w->contacts[k], moved)) continue;
      for (int q = 0; q < w->contacts[k].manifold.count; q++) {
        imp_impulse_contact other;
        imp_impulse_world_point(w, k, q, false, &other);
        imp_impulse_update_penetration(&other, moved, change);
        w->contacts[k].manifold.point[q].depth = other.penetration;
      }
    }
  }
  return (int)used;
}

/* The point closing fastest, faster than epsilon, measured now; or false. */
static bool world_fastest(const imp_world *w, float epsilon, uint32_t *which, int *point) {
  float fastest = epsilon;
  bool found = false;
  for (uint32_t c = 0; c < w->contact_count; c++) {
    const imp_contact *wc = &w->contacts[c];
    if (!can_move(&w->bodies[wc->body[0]]) && !can_move(&w->bodies[wc->body[1]])) continue;
    for (int p = 0; p < wc->manifold.count; p++) {
      imp_impulse_contact here;
      imp_impulse_world_point(w, c, p, true, &here);
      if (-here.velocity[0] > fastest) {
        fastest = -here.velocity[0];
        *which = c, *point = p, found = true;
      }
    }
  }
  return found;
}

static int world_velocities(imp_world *w, const imp_impulse_settings *s, long limit) {
  long used = 0;
  uint32_t which;
  int point;
  for (; used < limit && world_fastest(w, s->velocity_epsilon, &which, &point); used++) {
    imp_impulse_contact c;
    imp_impulse_change change[2];
    imp_impulse_world_point(w, which, point, true, &c);
    float j = imp_impulse_resolve_velocity(&c, w->bodies, change);
    w->contacts[which].manifold.point[point].impulse[0] += j;
  }
  return (int)used;
}
#line 202 "chapters/11-impulses.nw"
void imp_impulse_prepare(imp_impulse_contact *c, const imp_body *bodies) {
  imp_manifold_basis(c->normal, c->basis);
  for (int side = 0; side < 2; side++) {
    const imp_body *b = body_at(bodies, c->body[side]);
    glm_vec3_zero(c->arm[side]);
    if (b) glm_vec3_sub(c->point, (float *)b->position, c->arm[side]);
  }
  imp_impulse_measure(c, bodies);
}

void imp_impulse_measure(imp_impulse_contact *c, const imp_body *bodies) {
  vec3 relative = {0.0f, 0.0f, 0.0f};
  for (int side = 0; side < 2; side++) {
    const imp_body *b = body_at(bodies, c->body[side]);
    if (!b) continue;
    vec3 v;
    imp_body_arm_velocity(b, c->arm[side], v);
    glm_vec3_muladds(v, side_sign(side), relative); /* v1 - v0 (E5) */
  }
  to_contact(c->basis, relative, c->velocity);
}
#line 1001 "chapters/11-impulses.nw"
float imp_impulse_velocity_per_unit(const imp_impulse_contact *c, const imp_body *bodies) {
  float d = 0.0f;
  for (int side = 0; side < 2; side++) {
    const imp_body *b = body_at(bodies, c->body[side]);
    if (!b) continue;
    vec3 turn;
    d += b->inverse_mass + angular_share(b, c->arm[side], c->normal, turn);
  }
  return d;
}
#line 1045 "chapters/11-impulses.nw"
float imp_impulse_resolve_velocity(const imp_impulse_contact *c, imp_body *bodies,
                                   imp_impulse_change change[2]) {
  memset(change, 0, 2 * sizeof *change);
  float closing = c->velocity[0], d = imp_impulse_velocity_per_unit(c, bodies);
  if (!(closing < 0.0f) || !(d > 0.0f)) return 0.0f;
  float impulse = -(1.0f + c->restitution) * closing / d;
  for (int side = 0; side < 2; side++) {
    imp_body *b = body_to_move(bodies, c->body[side]);
    if (!b) continue;
    vec3 push, torque;
    glm_vec3_scale((float *)c->normal, side_sign(side) * impulse, push);
    glm_vec3_scale(push, b->inverse_mass, change[side].linear);
    glm_vec3_cross((float *)c->arm[side], push, torque); /* r x J, not J x r (E4) */
    glm_mat3_mulv(b->inverse_inertia_world, torque, change[side].angular);
    glm_vec3_add(b->velocity, change[side].linear, b->velocity);
    glm_vec3_add(b->angular_velocity, change[side].angular, b->angular_velocity);
  }
  return impulse;
}
#line 1572 "chapters/11-impulses.nw"
void imp_impulse_resolve_penetration(const imp_impulse_contact *c, imp_body *bodies,
                                     imp_projection projection, float angular_limit,
                                     imp_impulse_change change[2]) {
  memset(change, 0, 2 * sizeof *change);
  float linear[2] = {0.0f, 0.0f}, angular[2] = {0.0f, 0.0f}, total = 0.0f;
  vec3 turn[2] = {{0.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 0.0f}};
  for (int side = 0; side < 2; side++) {
    const imp_body *b = body_at(bodies, c->body[side]);
    if (!b) continue;
    linear[side] = b->inverse_mass;
    float share = angular_share(b, c->arm[side], c->normal, turn[side]);
    angular[side] = projection == IMP_PROJECT_LINEAR ? 0.0f : share;
    total += linear[side] + angular[side];
  }
  if (!(c->penetration > 0.0f) || !(total > 0.0f)) return;
  for (int side = 0; side < 2; side++) {
    imp_body *b = body_to_move(bodies, c->body[side]);
    if (!b) continue;
    float linear_move = c->penetration * linear[side] / total;
    float angular_move = c->penetration * angular[side] / total;
    limit_angular_move(c, side, b, angular_limit, &linear_move, &angular_move);
    glm_vec3_scale((float *)c->normal, side_sign(side) * linear_move, change[side].linear);
    if (angular[side] > 0.0f)
      glm_vec3_scale(turn[side], side_sign(side) * angular_move / angular[side],
                     change[side].angular);
    move_body(b, &change[side]);
  }
}
#line 1832 "chapters/11-impulses.nw"
void imp_impulse_update_velocity(imp_impulse_contact *c, const uint32_t moved[2],
                                 const imp_impulse_change change[2]) {
  for (int side = 0; side < 2; side++) {
    if (c->body[side] == IMP_NONE) continue;
    for (int m = 0; m < 2; m++) {
      if (moved[m] != c->body[side]) continue;
      vec3 world, local;
      glm_vec3_cross((float *)change[m].angular, c->arm[side], world);
      glm_vec3_add(world, (float *)change[m].linear, world);
      to_contact(c->basis, world, local);
      glm_vec3_muladds(local, side_sign(side), c->velocity);
    }
  }
}

void imp_impulse_update_penetration(imp_impulse_contact *c, const uint32_t moved[2],
                                    const imp_impulse_change change[2]) {
  for (int side = 0; side < 2; side++) {
    if (c->body[side] == IMP_NONE) continue;
    for (int m = 0; m < 2; m++) {
      if (moved[m] != c->body[side]) continue;
      vec3 shift;
      glm_vec3_cross((float *)change[m].angular, c->arm[side], shift);
      glm_vec3_add(shift, (float *)change[m].linear, shift);
      c->penetration -= side_sign(side) * glm_vec3_dot(shift, c->normal);
    }
  }
}
#line 1978 "chapters/11-impulses.nw"
void imp_impulse_defaults(imp_impulse_settings *r) {
  *r = (imp_impulse_settings){.projection = IMP_PROJECT_NONLINEAR,
                      .angular_limit = 0.2f,
                      .position_epsilon = 1e-4f,
                      .velocity_epsilon = 1e-4f};
}
#line 2027 "chapters/11-impulses.nw"
long imp_impulse_deepest(const imp_impulse_contact *contacts, size_t count,
                         const imp_body *bodies, float epsilon) {
  long worst = -1;
  float deepest = epsilon; /* not 0 (E8) */
  for (size_t i = 0; i < count; i++)
    if (contacts[i].penetration > deepest && contact_can_move(&contacts[i], bodies)) {
      deepest = contacts[i].penetration;
      worst = (long)i;
    }
  return worst;
}

long imp_impulse_fastest(const imp_impulse_contact *contacts, size_t count,
                         const imp_body *bodies, float epsilon) {
  long worst = -1;
  float fastest = epsilon;
  for (size_t i = 0; i < count; i++)
    if (-contacts[i].velocity[0] > fastest && contact_can_move(&contacts[i], bodies)) {
      fastest = -contacts[i].velocity[0];
      worst = (long)i;
    }
  return worst;
}
#line 2084 "chapters/11-impulses.nw"
imp_status imp_impulse_resolve(imp_impulse_settings *r, imp_body *bodies, size_t body_count,
                       imp_impulse_contact *contacts, size_t count) {
  if (!imp_impulse_settings_valid(r) || (count > 0 && !contacts) || (body_count > 0 && !bodies))
    return IMP_BAD_VALUE;
  for (size_t i = 0; i < count; i++)
    if (!contact_valid(&contacts[i], body_count)) return IMP_BAD_VALUE;
  for (size_t i = 0; i < count; i++) imp_impulse_prepare(&contacts[i], bodies);
  r->position_used = resolve_penetrations(r, bodies, contacts, count);
  r->velocity_used = resolve_velocities(r, bodies, contacts, count);
  return IMP_OK;
}
#line 2287 "chapters/11-impulses.nw"
void imp_impulse_world_point(const imp_world *w, uint32_t c, int p, bool measure,
                             imp_impulse_contact *dest) {
  const imp_contact *wc = &w->contacts[c];
  const imp_manifold_point *mp = &wc->manifold.point[p];
  *dest = (imp_impulse_contact){.body = {wc->body[0], wc->body[1]},
                                .penetration = mp->depth,
                                .restitution = wc->restitution};
  glm_vec3_copy((float *)mp->position, dest->point);
  glm_vec3_copy((float *)wc->manifold.normal, dest->normal);
  imp_manifold_basis(dest->normal, dest->basis);
  for (int side = 0; side < 2; side++) {
    uint32_t i = wc->body[side];
    vec3 start;
    glm_vec3_sub(w->bodies[i].position, w->displacement[i], start);
    glm_vec3_sub(dest->point, start, dest->arm[side]);
  }
  if (measure) imp_impulse_measure(dest, w->bodies);
}
#line 2393 "chapters/11-impulses.nw"
imp_status imp_impulse_resolve_world(imp_world *w, imp_impulse_settings *settings) {
  if (!imp_impulse_settings_valid(settings)) return IMP_BAD_VALUE;
  long points = 0;
  for (uint32_t c = 0; c < w->contact_count; c++) points += w->contacts[c].manifold.count;
  long per_point = (long)w->def.iterations * points;
  long position_limit = settings->position_iterations ? settings->position_iterations : per_point;
  long velocity_limit = settings->velocity_iterations ? settings->velocity_iterations : per_point;
  settings->position_used = world_penetrations(w, settings, position_limit);
  settings->velocity_used = world_velocities(w, settings, velocity_limit);
  return IMP_OK;
}

void imp_resolve_impulses(imp_world *w, float dt) {
  (void)dt; /* the impulses are instantaneous: the step does not enter */
  imp_impulse_settings settings;
  if (w->resolve_settings) settings = *(const imp_impulse_settings *)w->resolve_settings;
  else imp_impulse_defaults(&settings);
  w->resolve_used[0] = w->resolve_used[1] = -1;
  if (imp_impulse_resolve_world(w, &settings) != IMP_OK) return;
  w->resolve_used[0] = settings.position_used;
  w->resolve_used[1] = settings.velocity_used;
}
