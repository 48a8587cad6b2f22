#line 1157 "chapters/12-resting.nw"
/* friction.c: resting contacts, friction and the resolve stage "friction"
 * (chapter 12). */
#include <imp/friction.h>

#include <imp/manifold.h>
#include <imp/rotation.h>
#include <imp/sleep.h>
#include <math.h>
#include <string.h>

#line 205 "chapters/12-resting.nw"
/* dest += 1/m E - [r]x I_w^-1 [r]x: one body's share of W. */
static void add_share(const imp_body *b, const vec3 arm, mat3 dest) {
  mat3 cross, turn, twice;
  imp_skew((float *)arm, cross);
  glm_mat3_mul((vec3 *)b->inverse_inertia_world, cross, turn);
  glm_mat3_mul(cross, turn, twice);
  for (int j = 0; j < 3; j++) {
    for (int i = 0; i < 3; i++) dest[j][i] -= twice[j][i];
    dest[j][j] += b->inverse_mass;
  }
}
#line 332 "chapters/12-resting.nw"
static bool finite3(const float *v) {
  return isfinite(v[0]) && isfinite(v[1]) && isfinite(v[2]);
}
#line 628 "chapters/12-resting.nw"
/* The body if it takes part in resolution (it moves and is awake), else IMP_NONE. */
static uint32_t mover(const imp_world *w, uint32_t body) {
  return !imp_world_is_static(w, body) && imp_world_is_awake(w, body) ? body : IMP_NONE;
}

/* Point p of w's contact c as a chapter 11 contact, its velocity measured
 * now, a side that does not take part as IMP_NONE; false if neither does. */
static bool stage_point(const imp_world *w, uint32_t c, int p, imp_impulse_contact *dest) {
  const imp_contact *wc = &w->contacts[c];
  const uint32_t side[2] = {mover(w, wc->body[0]), mover(w, wc->body[1])};
  if (side[0] == IMP_NONE && side[1] == IMP_NONE) return false;
  imp_impulse_world_point(w, c, p, true, dest); /* a side left out is at rest */
  dest->body[0] = side[0], dest->body[1] = side[1];
  return true;
}
#line 650 "chapters/12-resting.nw"
/* The penetration pass over the n contacts of one island, list. */
static int resolve_penetrations(imp_world *w, const uint32_t *list, uint32_t n,
                                const imp_impulse_settings *s, float slop, long limit) {
  long used = 0;
  for (; used < limit; used++) {
    float deepest = slop + s->position_epsilon;
    imp_impulse_contact worst;
    bool found = false;
    for (uint32_t k = 0, c; k < n && (c = list[k], true); k++)
      for (int p = 0; p < w->contacts[c].manifold.count; p++) {
        imp_impulse_contact here;
        if (w->contacts[c].manifold.point[p].depth > deepest && stage_point(w, c, p, &here))
          deepest = here.penetration, worst = here, found = true;
      }
    if (!found) break;
    worst.penetration -= slop; /* the overlap beyond the slop */
    imp_impulse_change change[2];
    imp_impulse_resolve_penetration(&worst, w->bodies, s->projection, s->angular_limit,
                                    change);
    const uint32_t moved[2] = {worst.body[0], worst.body[1]};
    for (int side = 0; side < 2; side++)
      if (moved[side] != IMP_NONE)
        glm_vec3_add(w->displacement[moved[side]], change[side].linear,
                     w->displacement[moved[side]]);
    for (uint32_t k = 0, c; k < n && (c = list[k], true); k++)
      for (int p = 0; p < w->contacts[c].manifold.count; p++) {
        imp_impulse_contact other;
        if (!stage_point(w, c, p, &other)) continue;
        imp_impulse_update_penetration(&other, moved, change);
        w->contacts[c].manifold.point[p].depth = other.penetration;
      }
  }
  return (int)used;
}
#line 734 "chapters/12-resting.nw"
/* What a point of the stage wants: a normal change (with friction); once it
 * stops closing, some of its impulse back if it separates slowly, or only
 * its slip stopped. */
typedef enum { WANT_CLOSE, WANT_TAKE_BACK, WANT_SLIP } want_kind;

typedef struct point_want {
  imp_impulse_contact contact;
  uint32_t which;
  int point;
  want_kind kind;
  float amount; /* m/s: the normal change, the separating speed or the slip */
} point_want;

/* The normal velocity with which the point approached when the stage began. */
static float approach(const imp_world *w, const imp_impulse_contact *here) {
  float along = 0.0f;
  for (int side = 0; side < 2; side++) {
    uint32_t i = here->body[side];
    if (i == IMP_NONE) continue;
    vec3 turn, at;
    glm_vec3_cross(w->entry_spin[i], (float *)here->arm[side], turn);
    glm_vec3_add(w->entry_velocity[i], turn, at);
    along += (side ? 1.0f : -1.0f) * glm_vec3_dot(at, (float *)here->normal);
  }
  return along;
}

/* What point p of contact c wants, and how much (m/s; 0 for nothing);
 * spent: a later impact has begun in the island, so an impact's bounce,
 * once given, is over. */
static float point_wants(const imp_world *w, const imp_friction_settings *s, float dt,
                         uint32_t c, int p, const imp_impulse_contact *here, bool spent,
                         want_kind *kind) {
  const float *total = w->contacts[c].manifold.point[p].impulse;
  vec3 built = GLM_VEC3_ZERO_INIT;
  if (s->remove_step_velocity)
    imp_friction_step_velocity(here, (const vec3 *)w->acceleration, dt, built);
  float now = here->velocity[0], came = approach(w, here);
  bool impact = came < 0.0f; /* else any closing was caused by this stage */
  float target = imp_friction_target(impact ? came : now, here->restitution, built[0],
                                     s->velocity_limit);
  float close_to = target;
  
#line 875 "chapters/12-resting.nw"
if (spent && impact && total[0] > 0.0f) /* its bounce given: a new, slower impact */
  close_to = fminf(target, imp_friction_target(now, here->restitution, built[0],
                                               s->velocity_limit));
#line 777 "chapters/12-resting.nw"
  *kind = WANT_CLOSE; /* closing, or an impact below its target: up to it */
  if ((now < 0.0f || impact) && close_to - now > s->impulse.velocity_epsilon) return close_to - now;
  *kind = WANT_TAKE_BACK; /* pushed apart faster than its target: some back */
  if (impact && total[0] > 0.0f && now - target > s->impulse.velocity_epsilon)
    return now - target;
  float room = w->contacts[c].friction * total[0] - hypotf(total[1], total[2]);
  *kind = WANT_SLIP;
  return room > 0.0f ? hypotf(here->velocity[1], here->velocity[2]) : 0.0f;
}

/* The point that wants the largest change, above epsilon; false if none. */
static bool most_wanted(const imp_world *w, const uint32_t *list, uint32_t n,
                        const imp_friction_settings *s, float dt, bool spent,
                        point_want *dest) {
  float largest = s->impulse.velocity_epsilon;
  bool found = false;
  for (uint32_t k = 0, c; k < n && (c = list[k], true); k++)
    for (int p = 0; p < w->contacts[c].manifold.count; p++) {
      imp_impulse_contact here;
      want_kind kind;
      if (!stage_point(w, c, p, &here)) continue;
      float want = point_wants(w, s, dt, c, p, &here, spent, &kind);
      if (want > largest)
        largest = want, found = true,
        *dest = (point_want){.contact = here, .which = c, .point = p, .kind = kind,
                             .amount = want};
    }
  return found;
}

/* The impulse that takes back normal impulse from a point separating at
 * `separating`: as much as stops it, no more than the step gave it, with its
 * friction cut to the smaller cone. */
static void take_back(mat3 k, float separating, float mu, const vec3 total, vec3 dest) {
  float normal = -fminf(total[0], separating / k[0][0]);
  float has = hypotf(total[1], total[2]), most = mu * (total[0] + normal);
  float keep = has > most ? most / has : 1.0f;
  dest[0] = normal, dest[1] = total[1] * (keep - 1.0f), dest[2] = total[2] * (keep - 1.0f);
}

/* The velocity pass over the n contacts of one island, list. */
static int resolve_velocities(imp_world *w, const uint32_t *list, uint32_t n,
                              const imp_friction_settings *s, float dt, long limit) {
  for (uint32_t k = 0, c; k < n && (c = list[k], true); k++)
    for (int side = 0; side < 2; side++) { /* the velocities the pass starts from */
      const imp_body *b = &w->bodies[w->contacts[c].body[side]];
      glm_vec3_copy((float *)b->velocity, w->entry_velocity[w->contacts[c].body[side]]);
      glm_vec3_copy((float *)b->angular_velocity, w->entry_spin[w->contacts[c].body[side]]);
    }
  long used = 0;
  bool spent = false; /* whether a later impact has begun in the island */
  for (; used < limit; used++) {
    point_want most;
    if (!most_wanted(w, list, n, s, dt, spent, &most)) break;
    
#line 881 "chapters/12-resting.nw"
if (most.kind == WANT_CLOSE && !(approach(w, &most.contact) < 0.0f))
  spent = true; /* a point struck within the step: the first impacts are over */
#line 832 "chapters/12-resting.nw"
    float mu = w->contacts[most.which].friction;
    float *total = w->contacts[most.which].manifold.point[most.point].impulse;
    mat3 k;
    vec3 j;
    bool sliding;
    imp_friction_matrix(&most.contact, w->bodies, k);
    imp_status status = IMP_OK;
    if (most.kind == WANT_CLOSE)
      status = imp_friction_impulse(k, most.contact.velocity, most.amount, mu, j, &sliding);
    else if (most.kind == WANT_SLIP)
      status = imp_friction_slip_impulse(k, most.contact.velocity, mu, total, j);
    else
      take_back(k, most.amount, mu, total, j);
    if (status != IMP_OK) break; /* not reached: the world's contacts are valid */
    imp_impulse_change change[2];
    imp_friction_apply(&most.contact, w->bodies, j, change);
    glm_vec3_add(total, j, total);
  }
  return (int)used;
}
#line 1048 "chapters/12-resting.nw"
/* Group the contacts that have a body taking part into islands: their
 * indices in w->island_order, island after island (in the order of each
 * island's first contact), each island's in key order; w->contact_island
 * names each contact's island by its root, w->island_count its size.
 * Returns how many contacts are listed. */
static uint32_t group_islands(imp_world *w) {
  for (uint32_t c = 0; c < w->contact_count; c++)
    for (int side = 0; side < 2; side++) {
      uint32_t b = w->contacts[c].body[side];
      w->island[b] = b, w->island_count[b] = 0, w->island_start[b] = IMP_NONE;
    }
  for (uint32_t c = 0; c < w->contact_count; c++) { /* join the bodies that touch */
    uint32_t a = mover(w, w->contacts[c].body[0]), b = mover(w, w->contacts[c].body[1]);
    if (a != IMP_NONE && b != IMP_NONE) imp_island_unite(w->island, a, b);
  }
  uint32_t listed = 0, next = 0;
  for (uint32_t c = 0; c < w->contact_count; c++) {
    uint32_t a = mover(w, w->contacts[c].body[0]), b = mover(w, w->contacts[c].body[1]);
    uint32_t root = a != IMP_NONE   ? imp_island_root(w->island, a)
                    : b != IMP_NONE ? imp_island_root(w->island, b)
                                    : IMP_NONE;
    w->contact_island[c] = root;
    if (root != IMP_NONE) w->island_count[root]++, listed++;
  }
  for (uint32_t c = 0; c < w->contact_count; c++) { /* each island's place in the list */
    uint32_t root = w->contact_island[c];
    if (root != IMP_NONE && w->island_start[root] == IMP_NONE)
      w->island_start[root] = next, next += w->island_count[root];
  }
  for (uint32_t c = 0; c < w->contact_count; c++) { /* the contacts, in key order */
    uint32_t root = w->contact_island[c];
    if (root != IMP_NONE) w->island_order[w->island_start[root]++] = c;
  }
  return listed;
}
#line 123 "chapters/12-resting.nw"
void imp_friction_step_velocity(const imp_impulse_contact *c, const vec3 *accelerations,
                                float dt, vec3 dest) {
  vec3 relative = GLM_VEC3_ZERO_INIT; /* a1 - a0, as v_n is v1 - v0 */
  if (c->body[1] != IMP_NONE) glm_vec3_add(relative, (float *)accelerations[c->body[1]], relative);
  if (c->body[0] != IMP_NONE) glm_vec3_sub(relative, (float *)accelerations[c->body[0]], relative);
  for (int k = 0; k < 3; k++) dest[k] = glm_vec3_dot((float *)c->basis[k], relative) * dt;
}

float imp_friction_target(float approach, float restitution, float step_velocity,
                          float velocity_limit) {
  if (!(approach < 0.0f)) return 0.0f; /* no impact, no bounce */
  float e = fabsf(approach) < velocity_limit ? 0.0f : restitution;
  return fmaxf(0.0f, -e * (approach - step_velocity));
}
#line 224 "chapters/12-resting.nw"
void imp_friction_matrix(const imp_impulse_contact *c, const imp_body *bodies, mat3 dest) {
  mat3 w = GLM_MAT3_ZERO_INIT, wm, mt, k;
  for (int side = 0; side < 2; side++)
    if (c->body[side] != IMP_NONE) add_share(&bodies[c->body[side]], c->arm[side], w);
  glm_mat3_mul(w, (vec3 *)c->basis, wm);
  glm_mat3_transpose_to((vec3 *)c->basis, mt);
  glm_mat3_mul(mt, wm, k);
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 3; i++) dest[j][i] = 0.5f * (k[j][i] + k[i][j]);
}
#line 338 "chapters/12-resting.nw"
imp_status imp_friction_impulse(mat3 k, const vec3 velocity, float desired, float mu,
                                vec3 dest, bool *sliding) {
  if (!(mu >= 0.0f) || !isfinite(mu) || !(desired >= 0.0f) || !isfinite(desired) ||
      !finite3(k[0]) || !finite3(k[1]) || !finite3(k[2]) || !finite3(velocity) ||
      !(k[0][0] > 0.0f))
    return IMP_BAD_VALUE;
  mat3 inverse;
  glm_mat3_inv(k, inverse);
  vec3 wanted = {desired, -velocity[1], -velocity[2]}, j;
  glm_mat3_mulv(inverse, wanted, j);
  float planar = sqrtf(j[1] * j[1] + j[2] * j[2]);
  *sliding = !(planar <= mu * j[0]);
  if (*sliding) { /* against the slip; with no slip, the wanted impulse's way */
    float slip = hypotf(velocity[1], velocity[2]);
    float t1 = slip > 0.0f ? -velocity[1] / slip : planar > 0.0f ? j[1] / planar : 0.0f;
    float t2 = slip > 0.0f ? -velocity[2] / slip : planar > 0.0f ? j[2] / planar : 0.0f;
    float along = k[0][0] + mu * (k[1][0] * t1 + k[2][0] * t2);
    if (!(along > 0.0f)) /* the cone's edge cannot open it: no friction */
      along = k[0][0], t1 = t2 = 0.0f;
    j[0] = desired / along;
    j[1] = mu * j[0] * t1;
    j[2] = mu * j[0] * t2;
  }
  glm_vec3_copy(j, dest);
  return IMP_OK;
}
#line 378 "chapters/12-resting.nw"
void imp_friction_apply(const imp_impulse_contact *c, imp_body *bodies, const vec3 j,
                        imp_impulse_change change[2]) {
  memset(change, 0, 2 * sizeof *change);
  vec3 world;
  glm_mat3_mulv((vec3 *)c->basis, (float *)j, world);
  for (int side = 0; side < 2; side++) {
    if (c->body[side] == IMP_NONE) continue;
    imp_body *b = &bodies[c->body[side]];
    vec3 push, torque;
    glm_vec3_scale(world, side == 0 ? -1.0f : 1.0f, push);
    glm_vec3_scale(push, b->inverse_mass, change[side].linear);
    glm_vec3_cross((float *)c->arm[side], push, torque);
    glm_mat3_mulv(b->inverse_inertia_world, torque, change[side].angular);
    glm_vec3_add(b->velocity, change[side].linear, b->velocity);
    glm_vec3_add(b->angular_velocity, change[side].angular, b->angular_velocity);
  }
}
#line 442 "chapters/12-resting.nw"
imp_status imp_friction_slip_impulse(mat3 k, const vec3 velocity, float mu, const vec3 total,
                                     vec3 dest) {
  float a = k[1][1], b = k[2][1], d = k[2][2], det = a * d - b * b;
  if (!(mu >= 0.0f) || !isfinite(mu) || !finite3(k[0]) || !finite3(k[1]) ||
      !finite3(k[2]) || !finite3(velocity) || !finite3(total) || !(total[0] >= 0.0f) ||
      !(det > 0.0f))
    return IMP_BAD_VALUE;
  float t1 = total[1] + (b * velocity[2] - d * velocity[1]) / det; /* stop the slip */
  float t2 = total[2] + (b * velocity[1] - a * velocity[2]) / det;
  float length = sqrtf(t1 * t1 + t2 * t2), most = mu * total[0];
  float slip = hypotf(velocity[1], velocity[2]);
  if (length > most && slip > 0.0f) { /* it slides: push against the slip */
    float u1 = -velocity[1] / slip, u2 = -velocity[2] / slip;
    float mass = 1.0f / (a * u1 * u1 + 2.0f * b * u1 * u2 + d * u2 * u2);
    t1 = total[1] + slip * mass * u1, t2 = total[2] + slip * mass * u2;
    length = sqrtf(t1 * t1 + t2 * t2);
  }
  if (length > most) { /* back onto the cone's edge, in the same direction */
    t1 *= most / length;
    t2 *= most / length;
  }
  dest[0] = 0.0f;
  dest[1] = t1 - total[1];
  dest[2] = t2 - total[2];
  return IMP_OK;
}
#line 604 "chapters/12-resting.nw"
void imp_friction_defaults(imp_friction_settings *s) {
  *s = (imp_friction_settings){.remove_step_velocity = true, .velocity_limit = 0.25f,
                                .slop = 0.002f};
  imp_impulse_defaults(&s->impulse);
  imp_sleep_def_init(&s->sleep);
  s->sleep.threshold = 0.0f; /* no body sleeps unless asked */
}

const imp_friction_settings *imp_friction_settings_of(const imp_world *w,
                                                      imp_friction_settings *defaults) {
  if (w->resolve != imp_resolve_friction) return NULL;
  if (w->resolve_settings) return w->resolve_settings;
  imp_friction_defaults(defaults);
  return defaults;
}
#line 1036 "chapters/12-resting.nw"
uint32_t imp_island_root(uint32_t *parent, uint32_t i) {
  while (parent[i] != i) i = parent[i] = parent[parent[i]];
  return i;
}

void imp_island_unite(uint32_t *parent, uint32_t a, uint32_t b) {
  uint32_t ra = imp_island_root(parent, a), rb = imp_island_root(parent, b);
  if (ra != rb) parent[ra > rb ? ra : rb] = ra < rb ? ra : rb;
}
#line 1086 "chapters/12-resting.nw"
bool imp_friction_settings_valid(const imp_friction_settings *s) {
  return imp_impulse_settings_valid(&s->impulse) && s->velocity_limit >= 0.0f &&
         isfinite(s->velocity_limit) && s->slop >= 0.0f && isfinite(s->slop) &&
         imp_sleep_def_valid(&s->sleep);
}

imp_status imp_friction_resolve_world(imp_world *w, imp_friction_settings *s, float dt) {
  if (!imp_friction_settings_valid(s) || !(dt > 0.0f) || !isfinite(dt)) return IMP_BAD_VALUE;
  imp_world_hold_sleepers(w, &s->sleep);
  for (uint32_t c = 0; c < w->contact_count; c++) { /* this step's moves and impulses */
    for (int k = 0; k < 2; k++) glm_vec3_zero(w->displacement[w->contacts[c].body[k]]);
    for (int p = 0; p < w->contacts[c].manifold.count; p++)
      glm_vec3_zero(w->contacts[c].manifold.point[p].impulse);
  }
  uint32_t listed = group_islands(w);
  imp_impulse_settings *r = &s->impulse;
  r->position_used = r->velocity_used = 0;
  for (uint32_t first = 0, n; first < listed; first += n) {
    const uint32_t *list = &w->island_order[first];
    n = w->island_count[w->contact_island[list[0]]];
    long points = 0;
    for (uint32_t k = 0; k < n; k++) points += w->contacts[list[k]].manifold.count;
    long per_point = (long)w->def.iterations * points; /* four times that for velocities */
    r->position_used += resolve_penetrations(
        w, list, n, r, s->slop, r->position_iterations ? r->position_iterations : per_point);
    r->velocity_used += resolve_velocities(
        w, list, n, s, dt, r->velocity_iterations ? r->velocity_iterations : 4 * per_point);
  }
  return IMP_OK;
}

void imp_resolve_friction(imp_world *w, float dt) {
  imp_friction_settings s;
  if (w->resolve_settings) s = *(const imp_friction_settings *)w->resolve_settings;
  else imp_friction_defaults(&s);
  w->resolve_used[0] = w->resolve_used[1] = -1;
  if (imp_friction_resolve_world(w, &s, dt) != IMP_OK) return;
  w->resolve_used[0] = s.impulse.position_used;
  w->resolve_used[1] = s.impulse.velocity_used;
}
