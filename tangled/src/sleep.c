#line 1195 "chapters/12-resting.nw"
/* sleep.c: the sleep record of the world's bodies (chapter 12). */
#include <imp/sleep.h>

#include <imp/friction.h>
#include <math.h>

#line 924 "chapters/12-resting.nw"
void imp_sleep_def_init(imp_sleep_def *dest) {
  *dest = (imp_sleep_def){.threshold = 1.25e-3f, .time_constant = 0.2f, .delay = 0.5f};
}

static bool sleeping_on(const imp_world *w) { return w->sleep_threshold > 0.0f; }

static void wake(imp_world *w, uint32_t i) {
  w->awake[i] = true;
  w->motion[i] = 2.0f * w->sleep_threshold;
  w->still[i] = 0.0f;
}

/* Give the bodies added since the last call their record: awake. */
static void know_bodies(imp_world *w) {
  for (uint32_t i = w->sleep_known; i < w->body_count; i++) wake(w, i);
  w->sleep_known = w->body_count;
}

imp_status imp_world_enable_sleep(imp_world *w, const imp_sleep_def *def) {
  if (!def || !(def->threshold >= 0.0f) || !isfinite(def->threshold) ||
      !(def->time_constant > 0.0f) || !isfinite(def->time_constant) ||
      !(def->delay >= 0.0f) || !isfinite(def->delay) ||
      (def->threshold > 0.0f && w->resolve != imp_resolve_friction))
    return IMP_BAD_VALUE;
  w->sleep_threshold = def->threshold;
  w->sleep_time_constant = def->time_constant;
  w->sleep_delay = def->delay;
  w->sleep_known = 0;
  if (sleeping_on(w)) know_bodies(w);
  return IMP_OK;
}

float imp_sleep_motion(const imp_body *b) {
  return b->inverse_mass > 0.0f ? imp_body_kinetic_energy(b) * b->inverse_mass : 0.0f;
}

bool imp_world_is_awake(const imp_world *w, uint32_t body) {
  if (body >= w->body_count || imp_world_is_static(w, body)) return false;
  return !sleeping_on(w) || body >= w->sleep_known || w->awake[body];
}

imp_status imp_world_wake(imp_world *w, uint32_t body) {
  if (body >= w->body_count) return IMP_BAD_VALUE;
  if (sleeping_on(w) && !imp_world_is_static(w, body)) {
    know_bodies(w);
    wake(w, body);
  }
  return IMP_OK;
}
#line 976 "chapters/12-resting.nw"
static void fall_asleep(imp_world *w, uint32_t i) {
  w->awake[i] = false;
  glm_vec3_zero(w->bodies[i].velocity);
  glm_vec3_zero(w->bodies[i].angular_velocity);
}

void imp_world_update_sleep(imp_world *w, float dt) {
  if (!sleeping_on(w)) return;
  know_bodies(w);
  float keep = expf(-dt / w->sleep_time_constant);
  for (uint32_t i = 0; i < w->body_count; i++) {
    if (imp_world_is_static(w, i) || !w->awake[i]) continue;
    float average = keep * w->motion[i] + (1.0f - keep) * imp_sleep_motion(&w->bodies[i]);
    w->motion[i] = fminf(average, 10.0f * w->sleep_threshold);
    if (w->motion[i] >= w->sleep_threshold) {
      w->still[i] = 0.0f;
      continue;
    }
    w->still[i] += dt;
    if (w->still[i] >= w->sleep_delay) fall_asleep(w, i);
  }
}

/* Whether body i is awake and moving enough to wake what it touches. */
static bool moving(const imp_world *w, uint32_t i) {
  return !imp_world_is_static(w, i) && w->awake[i] && w->motion[i] >= w->sleep_threshold;
}

void imp_world_hold_sleepers(imp_world *w) {
  if (!sleeping_on(w)) return;
  know_bodies(w);
  for (uint32_t c = 0; c < w->contact_count; c++)
    for (int side = 0; side < 2; side++) {
      uint32_t self = w->contacts[c].body[side], other = w->contacts[c].body[1 - side];
      if (!imp_world_is_static(w, self) && !w->awake[self] && moving(w, other))
        wake(w, self);
    }
  for (uint32_t i = 0; i < w->body_count; i++)
    if (!imp_world_is_static(w, i) && !w->awake[i]) fall_asleep(w, i);
}
