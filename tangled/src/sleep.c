#line 1588 "chapters/12-resting.nw"
/* sleep.c: the sleep record of the world's bodies (chapter 12). */
#include <imp/sleep.h>

#include <imp/friction.h>
#line 1603 "chapters/12-resting.nw"
/* (the friction stage's, above, in this chapter) */
#line 1598 "chapters/14-solver.nw"
#include <imp/solver.h>
#line 1593 "chapters/12-resting.nw"
#include <math.h>

#line 1329 "chapters/12-resting.nw"
void imp_sleep_def_init(imp_sleep_def *dest) {
  *dest = (imp_sleep_def){.threshold = 1.25e-3f, .time_constant = 0.2f, .delay = 0.5f};
}

bool imp_sleep_def_valid(const imp_sleep_def *def) {
  return def->threshold >= 0.0f && isfinite(def->threshold) && def->time_constant > 0.0f &&
         isfinite(def->time_constant) && def->delay >= 0.0f && isfinite(def->delay);
}

/* The sleep settings of w's stage, or NULL if no body sleeps. */
static const imp_sleep_def *sleep_of(const imp_world *w, imp_friction_settings *room) {
#line 1607 "chapters/12-resting.nw"
  /* (only the friction stage's in this chapter) */
#line 1634 "chapters/14-solver.nw"
  if (w->resolve == imp_resolve_solver) return imp_solver_sleep_of(w);
#line 1341 "chapters/12-resting.nw"
  const imp_friction_settings *s = imp_friction_settings_of(w, room);
  return s && imp_sleep_def_valid(&s->sleep) && s->sleep.threshold > 0.0f ? &s->sleep : NULL;
}

/* Body i's average motion; one not yet measured counts as twice the threshold. */
static float average_motion(const imp_world *w, uint32_t i, const imp_sleep_def *def) {
  return w->motion[i] < 0.0f ? 2.0f * def->threshold : w->motion[i];
}

static void wake(imp_world *w, uint32_t i) {
  w->awake[i] = true, w->motion[i] = -1.0f, w->still[i] = 0.0f;
}

float imp_sleep_motion(const imp_body *b) {
  return b->inverse_mass > 0.0f ? imp_body_kinetic_energy(b) * b->inverse_mass : 0.0f;
}

bool imp_world_is_awake(const imp_world *w, uint32_t body) {
  return body < w->body_count && !imp_world_is_static(w, body) && w->awake[body];
}

imp_status imp_world_wake(imp_world *w, uint32_t body) {
  if (body >= w->body_count) return IMP_BAD_VALUE;
  if (!imp_world_is_static(w, body)) wake(w, body);
  return IMP_OK;
}
#line 1370 "chapters/12-resting.nw"
static void fall_asleep(imp_world *w, uint32_t i) {
  w->awake[i] = false;
  glm_vec3_zero(w->bodies[i].velocity);
  glm_vec3_zero(w->bodies[i].angular_velocity);
}

void imp_world_update_sleep(imp_world *w, float dt) {
  imp_friction_settings room;
  const imp_sleep_def *def = sleep_of(w, &room);
  if (!def) return;
  float keep = expf(-dt / def->time_constant);
  for (uint32_t i = 0; i < w->body_count; i++) {
    if (!imp_world_is_awake(w, i)) continue;
    float average = keep * average_motion(w, i, def) +
                    (1.0f - keep) * imp_sleep_motion(&w->bodies[i]);
    w->motion[i] = fminf(average, 10.0f * def->threshold);
    if (w->motion[i] >= def->threshold) {
      w->still[i] = 0.0f;
      continue;
    }
    w->still[i] += dt;
    if (w->still[i] >= def->delay) fall_asleep(w, i);
  }
}

void imp_world_hold_sleepers(imp_world *w, const imp_sleep_def *def) {
  if (!(def->threshold > 0.0f)) return;
  for (uint32_t c = 0; c < w->contact_count; c++)
    for (int side = 0; side < 2; side++) {
      uint32_t self = w->contacts[c].body[side], other = w->contacts[c].body[1 - side];
      bool moving = imp_world_is_awake(w, other) && average_motion(w, other, def) >= def->threshold;
      if (!imp_world_is_static(w, self) && !w->awake[self] && moving) wake(w, self);
    }
}
