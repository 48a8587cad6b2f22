#line 138 "chapters/02-particles.nw"
/* particle.c: the functions of chapter 2. */
#include <imp/particle.h>

#include <math.h>

#line 147 "chapters/02-particles.nw"
void imp_particle_init(imp_particle *p) {
  glm_vec3_zero(p->position);
  glm_vec3_zero(p->velocity);
  glm_vec3_zero(p->acceleration);
  glm_vec3_zero(p->force);
  p->inverse_mass = 1.0f;
  p->damping = 1.0f;
}

imp_status imp_particle_set_mass(imp_particle *p, float mass) {
  if (!(mass > 0.0f) || !isfinite(mass)) return IMP_BAD_VALUE; /* and NaN */
  p->inverse_mass = 1.0f / mass;
  return IMP_OK;
}

void imp_particle_set_immovable(imp_particle *p) { p->inverse_mass = 0.0f; }

float imp_particle_mass(const imp_particle *p) {
  return p->inverse_mass > 0.0f ? 1.0f / p->inverse_mass : INFINITY;
}

void imp_particle_add_force(imp_particle *p, vec3 force) {
  glm_vec3_add(p->force, force, p->force);
}

void imp_particle_clear_forces(imp_particle *p) { glm_vec3_zero(p->force); }

float imp_particle_kinetic_energy(const imp_particle *p) {
  if (p->inverse_mass == 0.0f) return 0.0f;
  vec3 v;
  glm_vec3_copy((float *)p->velocity, v);
  return 0.5f * glm_vec3_norm2(v) / p->inverse_mass;
}
#line 294 "chapters/02-particles.nw"
static void explicit_euler(imp_particle *p, vec3 a, float dt) {
  float gamma = -logf(p->damping); /* drag rate in 1/s; 0 when undamped */
  vec3 dv;                         /* a - gamma v, from the old velocity */
  glm_vec3_scale(p->velocity, -gamma, dv);
  glm_vec3_add(dv, a, dv);
  glm_vec3_muladds(p->velocity, dt, p->position);
  glm_vec3_muladds(dv, dt, p->velocity);
}

static void symplectic_euler(imp_particle *p, vec3 a, float dt) {
  glm_vec3_muladds(a, dt, p->velocity);
  glm_vec3_scale(p->velocity, powf(p->damping, dt), p->velocity);
  glm_vec3_muladds(p->velocity, dt, p->position);
}

static void millington_euler(imp_particle *p, vec3 a, float dt) {
  glm_vec3_muladds(p->velocity, dt, p->position);
  glm_vec3_muladds(a, dt, p->velocity);
  glm_vec3_scale(p->velocity, powf(p->damping, dt), p->velocity);
}

void imp_particle_integrate(imp_particle *p, float dt, imp_integrator method) {
  if (p->inverse_mass == 0.0f) { /* immovable: only its own velocity moves it */
    glm_vec3_muladds(p->velocity, dt, p->position);
    imp_particle_clear_forces(p);
    return;
  }
  vec3 a;
  glm_vec3_copy(p->acceleration, a);
  glm_vec3_muladds(p->force, p->inverse_mass, a);
  switch (method) {
  case IMP_EXPLICIT_EULER: explicit_euler(p, a, dt); break;
  case IMP_MILLINGTON_EULER: millington_euler(p, a, dt); break;
  case IMP_SYMPLECTIC_EULER:
  default: symplectic_euler(p, a, dt); break;
  }
  imp_particle_clear_forces(p);
}
