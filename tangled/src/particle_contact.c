#line 146 "chapters/04-contacts.nw"
/* particle_contact.c: the functions of chapter 4. */
#include <imp/particle_contact.h>

#include <math.h>

#line 155 "chapters/04-contacts.nw"
static float inverse_mass_of(const imp_particle *p) {
  return p ? p->inverse_mass : 0.0f; /* the world is immovable */
}

float imp_particle_contact_separating_velocity(const imp_particle_contact *c) {
  vec3 relative;
  glm_vec3_copy(c->particle[0]->velocity, relative);
  if (c->particle[1]) glm_vec3_sub(relative, c->particle[1]->velocity, relative);
  return glm_vec3_dot(relative, (float *)c->normal);
}
#line 173 "chapters/04-contacts.nw"
static void resolve_velocity(imp_particle_contact *c, float dt, int resting_fix) {
  float closing = imp_particle_contact_separating_velocity(c);
  if (closing > 0.0f) return; /* already separating */
  float target = -c->restitution * closing;
  if (resting_fix) {
    /* the closing velocity this step's constant acceleration built up */
    vec3 accel;
    glm_vec3_copy(c->particle[0]->acceleration, accel);
    if (c->particle[1]) glm_vec3_sub(accel, c->particle[1]->acceleration, accel);
    float built_up = glm_vec3_dot(accel, c->normal) * dt;
    if (built_up < 0.0f) {
      target += c->restitution * built_up;
      if (target < 0.0f) target = 0.0f;
    }
  }
  float total = inverse_mass_of(c->particle[0]) + inverse_mass_of(c->particle[1]);
  if (total <= 0.0f) return; /* two immovable particles: nothing can move */
  float impulse = (target - closing) / total;
  glm_vec3_muladds(c->normal, impulse * c->particle[0]->inverse_mass,
                   c->particle[0]->velocity);
  if (c->particle[1])
    glm_vec3_muladds(c->normal, -impulse * c->particle[1]->inverse_mass,
                     c->particle[1]->velocity);
}

static void resolve_interpenetration(imp_particle_contact *c) {
  glm_vec3_zero(c->movement[0]);
  glm_vec3_zero(c->movement[1]);
  if (c->penetration <= 0.0f) return;
  float total = inverse_mass_of(c->particle[0]) + inverse_mass_of(c->particle[1]);
  if (total <= 0.0f) return;
  float per_inverse_mass = c->penetration / total;
  for (int i = 0; i < 2; i++) {
    imp_particle *p = c->particle[i];
    if (!p) continue;
    float share = (i == 0 ? 1.0f : -1.0f) * per_inverse_mass * p->inverse_mass;
    glm_vec3_scale(c->normal, share, c->movement[i]);
    glm_vec3_add(p->position, c->movement[i], p->position);
  }
}
#line 379 "chapters/04-contacts.nw"
static int needs_work(const imp_particle_contact_resolver *r, imp_particle_contact *c,
                      float *closing) {
  *closing = imp_particle_contact_separating_velocity(c);
  return *closing < -r->velocity_epsilon || c->penetration > r->penetration_epsilon;
}

/* Moving the particles of `done` changes the penetration of every contact
 * that shares one of them (not the world: NULL matches nothing). */
static void update_penetrations(const imp_particle_contact *done,
                                imp_particle_contact *contacts, size_t count) {
  for (size_t k = 0; k < count; k++)
    for (int side = 0; side < 2; side++) {
      imp_particle *p = contacts[k].particle[side];
      if (!p) continue;
      for (int moved = 0; moved < 2; moved++) {
        if (p != done->particle[moved]) continue;
        float along = glm_vec3_dot((float *)done->movement[moved], contacts[k].normal);
        contacts[k].penetration += side == 0 ? -along : along;
      }
    }
}

int imp_particle_resolve_contacts(const imp_particle_contact_resolver *resolver,
                                  imp_particle_contact *contacts, size_t count,
                                  float dt) {
  int iterations = 0;
  while (iterations < resolver->max_iterations) {
    imp_particle_contact *worst = NULL;
    float worst_closing = INFINITY;
    for (size_t k = 0; k < count; k++) {
      float closing;
      if (needs_work(resolver, &contacts[k], &closing) && closing < worst_closing) {
        worst = &contacts[k];
        worst_closing = closing;
      }
    }
    if (!worst) break;
    resolve_velocity(worst, dt, resolver->resting_fix);
    resolve_interpenetration(worst);
    update_penetrations(worst, contacts, count);
    iterations++;
  }
  return iterations;
}
#line 552 "chapters/04-contacts.nw"
int imp_particle_ground_contact(imp_particle *p, float height, float restitution,
                                imp_particle_contact *out) {
  float depth = height - p->position[1];
  if (depth <= 0.0f) return 0;
  *out = (imp_particle_contact){.particle = {p, NULL}, .normal = {0, 1, 0},
                                .penetration = depth, .restitution = restitution};
  return 1;
}

/* The unit vector from a to b and the distance; along x if they coincide. */
static float direction_between(imp_particle *a, imp_particle *b, vec3 unit) {
  glm_vec3_sub(b->position, a->position, unit);
  float distance = glm_vec3_norm(unit);
  if (distance > 0.0f)
    glm_vec3_scale(unit, 1.0f / distance, unit);
  else
    glm_vec3_copy((vec3){1, 0, 0}, unit);
  return distance;
}

int imp_particle_cable_contact(imp_particle *a, imp_particle *b, float length,
                               float restitution, imp_particle_contact *out) {
  vec3 towards_b;
  float distance = direction_between(a, b, towards_b);
  if (distance < length) return 0; /* slack */
  *out = (imp_particle_contact){.particle = {a, b}, .penetration = distance - length,
                                .restitution = restitution};
  glm_vec3_copy(towards_b, out->normal);
  return 1;
}

int imp_particle_rod_contact(imp_particle *a, imp_particle *b, float length,
                             float tolerance, imp_particle_contact *out) {
  vec3 towards_b;
  float distance = direction_between(a, b, towards_b);
  if (fabsf(distance - length) <= tolerance) return 0;
  *out = (imp_particle_contact){.particle = {a, b}, .restitution = 0.0f};
  if (distance > length) { /* stretched: pull a towards b */
    glm_vec3_copy(towards_b, out->normal);
    out->penetration = distance - length;
  } else { /* compressed: push a away from b */
    glm_vec3_negate_to(towards_b, out->normal);
    out->penetration = length - distance;
  }
  return 1;
}
#line 686 "chapters/04-contacts.nw"
int imp_particle_sphere_contact(imp_particle *a, imp_particle *b, float radius_sum,
                                float margin, float restitution,
                                imp_particle_contact *out) {
  vec3 towards_b;
  float distance = direction_between(a, b, towards_b);
  if (distance >= radius_sum + margin) return 0;
  *out = (imp_particle_contact){.particle = {a, b},
                                .penetration = radius_sum - distance,
                                .restitution = restitution};
  glm_vec3_negate_to(towards_b, out->normal); /* push a away from b */
  return 1;
}
