#line 145 "chapters/03-forces.nw"
/* particle_force.c: the force generators of chapter 3. */
#include <imp/particle_force.h>

#include <math.h>
#include <string.h>

#line 155 "chapters/03-forces.nw"
void imp_particle_force_registry_init(imp_particle_force_registry *r,
                                      imp_particle_force_entry *storage,
                                      size_t capacity) {
  r->entries = storage;
  r->count = 0;
  r->capacity = storage ? capacity : 0;
}

imp_status imp_particle_force_registry_add(imp_particle_force_registry *r,
                                           imp_particle *p,
                                           imp_particle_force_generator g) {
  if (!p || !g.apply) return IMP_BAD_VALUE;
  if (r->count == r->capacity) return IMP_FULL;
  r->entries[r->count++] = (imp_particle_force_entry){p, g};
  return IMP_OK;
}

imp_status imp_particle_force_registry_remove(imp_particle_force_registry *r,
                                              const imp_particle *p,
                                              imp_particle_force_generator g) {
  for (size_t i = 0; i < r->count; i++) {
    imp_particle_force_entry *e = &r->entries[i];
    if (e->particle == p && e->generator.apply == g.apply && e->generator.data == g.data) {
      memmove(e, e + 1, (r->count - i - 1) * sizeof *e); /* keep the order */
      r->count--;
      return IMP_OK;
    }
  }
  return IMP_BAD_VALUE;
}

void imp_particle_force_registry_clear(imp_particle_force_registry *r) { r->count = 0; }

void imp_particle_force_registry_update(const imp_particle_force_registry *r, float dt) {
  for (size_t i = 0; i < r->count; i++) {
    const imp_particle_force_entry *e = &r->entries[i];
    e->generator.apply(e->particle, dt, e->generator.data);
  }
}
#line 376 "chapters/03-forces.nw"
static int positive(float x) { return x > 0.0f && isfinite(x); }
static int not_negative(float x) { return x >= 0.0f && isfinite(x); }
static int finite3(const float *v) {
  return isfinite(v[0]) && isfinite(v[1]) && isfinite(v[2]);
}

static void gravity_apply(imp_particle *p, float dt, void *data) {
  const imp_particle_gravity *gravity = data;
  if (p->inverse_mass == 0.0f) return; /* m g would be infinity times zero */
  vec3 f;
  glm_vec3_scale((float *)gravity->g, imp_particle_mass(p), f);
  imp_particle_add_force(p, f);
}

imp_particle_force_generator
imp_particle_gravity_generator(imp_particle_gravity *gravity) {
  return (imp_particle_force_generator){gravity_apply, gravity};
}

imp_status imp_particle_drag_init(imp_particle_drag *drag, float k1, float k2) {
  if (!not_negative(k1) || !not_negative(k2)) return IMP_BAD_VALUE;
  drag->k1 = k1;
  drag->k2 = k2;
  return IMP_OK;
}

static void drag_apply(imp_particle *p, float dt, void *data) {
  const imp_particle_drag *drag = data;
  float c = drag->k1; /* -(k1 + k2 |v|) v: opposite to v, and zero at rest */
  if (drag->k2 != 0.0f) c += drag->k2 * glm_vec3_norm(p->velocity);
  vec3 f;
  glm_vec3_scale(p->velocity, -c, f);
  imp_particle_add_force(p, f);
}

imp_particle_force_generator imp_particle_drag_generator(imp_particle_drag *drag) {
  return (imp_particle_force_generator){drag_apply, drag};
}
#line 839 "chapters/03-forces.nw"
/* Add to p the force of a spring whose other end is at `end`. */
static void add_spring_force(imp_particle *p, vec3 end, float k, float rest,
                             int pull_only) {
  vec3 d;
  glm_vec3_sub(p->position, end, d);
  float length = glm_vec3_norm(d);
  if (length == 0.0f) return;                 /* no direction to push along */
  if (pull_only && length <= rest) return;    /* a slack bungee */
  glm_vec3_scale(d, -k * (length - rest) / length, d);
  imp_particle_add_force(p, d);
}

static void spring_apply(imp_particle *p, float dt, void *data) {
  const imp_particle_spring *spring = data;
  add_spring_force(p, spring->other->position, spring->k, spring->rest, 0);
}

static void bungee_apply(imp_particle *p, float dt, void *data) {
  const imp_particle_spring *spring = data;
  add_spring_force(p, spring->other->position, spring->k, spring->rest, 1);
}

static void anchored_spring_apply(imp_particle *p, float dt, void *data) {
  imp_particle_anchored_spring *spring = data;
  add_spring_force(p, spring->anchor, spring->k, spring->rest, 0);
}

imp_status imp_particle_spring_init(imp_particle_spring *spring, imp_particle *other,
                                    float k, float rest) {
  if (!other || !positive(k) || !not_negative(rest)) return IMP_BAD_VALUE;
  *spring = (imp_particle_spring){other, k, rest};
  return IMP_OK;
}

imp_status imp_particle_anchored_spring_init(imp_particle_anchored_spring *spring,
                                             vec3 anchor, float k, float rest) {
  if (!positive(k) || !not_negative(rest) || !finite3(anchor)) return IMP_BAD_VALUE;
  glm_vec3_copy(anchor, spring->anchor);
  spring->k = k;
  spring->rest = rest;
  return IMP_OK;
}

imp_particle_force_generator imp_particle_spring_generator(imp_particle_spring *spring) {
  return (imp_particle_force_generator){spring_apply, spring};
}

imp_particle_force_generator imp_particle_bungee_generator(imp_particle_spring *spring) {
  return (imp_particle_force_generator){bungee_apply, spring};
}

imp_particle_force_generator
imp_particle_anchored_spring_generator(imp_particle_anchored_spring *spring) {
  return (imp_particle_force_generator){anchored_spring_apply, spring};
}
#line 1845 "chapters/03-forces.nw"
imp_status imp_particle_liquid_init(imp_particle_liquid *liquid, float surface,
                                    float density, float gravity, float drag) {
  if (!isfinite(surface) || !positive(density) || !positive(gravity) ||
      !not_negative(drag))
    return IMP_BAD_VALUE;
  *liquid = (imp_particle_liquid){surface, density, gravity, drag};
  return IMP_OK;
}

imp_status imp_particle_buoyancy_init_sphere(imp_particle_buoyancy *b,
                                             const imp_particle_liquid *liquid,
                                             float radius) {
  if (!liquid || !positive(2.0f * radius)) return IMP_BAD_VALUE; /* and finite */
  *b = (imp_particle_buoyancy){liquid, IMP_PARTICLE_BUOYANT_SPHERE, 2.0f * radius, 0.0f};
  return IMP_OK;
}

imp_status imp_particle_buoyancy_init_block(imp_particle_buoyancy *b,
                                            const imp_particle_liquid *liquid,
                                            float height, float area) {
  if (!liquid || !positive(height) || !positive(area)) return IMP_BAD_VALUE;
  *b = (imp_particle_buoyancy){liquid, IMP_PARTICLE_BUOYANT_BLOCK, height, area};
  return IMP_OK;
}

/* The volume below a plane cutting the body at height s above its bottom. */
static float volume_below(const imp_particle_buoyancy *b, float s) {
  if (b->shape == IMP_PARTICLE_BUOYANT_BLOCK) return b->area * s;
  return GLM_PIf * s * s * (1.5f * b->height - s) / 3.0f; /* cap: pi s^2 (3r - s)/3 */
}

float imp_particle_buoyancy_volume(const imp_particle_buoyancy *b) {
  return volume_below(b, b->height);
}

float imp_particle_submerged_volume(const imp_particle_buoyancy *b, float y) {
  float s = b->liquid->surface - (y - 0.5f * b->height); /* bottom's depth */
  return volume_below(b, glm_clamp(s, 0.0f, b->height));
}

static void buoyancy_apply(imp_particle *p, float dt, void *data) {
  const imp_particle_buoyancy *b = data;
  const imp_particle_liquid *liquid = b->liquid;
  float v = imp_particle_submerged_volume(b, p->position[1]);
  if (v == 0.0f || p->inverse_mass == 0.0f) return; /* out of the liquid */
  float share = v / imp_particle_buoyancy_volume(b) / p->inverse_mass; /* kg submerged */
  vec3 f;
  glm_vec3_scale(p->velocity, -share * liquid->drag, f);
  f[1] += liquid->density * v * liquid->gravity;
  imp_particle_add_force(p, f);
}

imp_particle_force_generator imp_particle_buoyancy_generator(imp_particle_buoyancy *b) {
  return (imp_particle_force_generator){buoyancy_apply, b};
}
#line 2436 "chapters/03-forces.nw"
imp_status imp_particle_stiff_spring_init(imp_particle_stiff_spring *spring, vec3 anchor,
                                          float k, float b) {
  if (!positive(k) || !not_negative(b) || !finite3(anchor)) return IMP_BAD_VALUE;
  glm_vec3_copy(anchor, spring->anchor);
  spring->k = k;
  spring->b = b;
  return IMP_OK;
}

/* The damped motion over one step h, x'' = -omega2 x - 2 beta x', as the
 * numbers both forms need: e C - 1 and e S for the motion from (x, v), and
 * T - D - 1 for the motion through two positions (see the text). */
typedef struct damped_step {
  float ec_minus_1, es, t_minus_d_minus_1, d_minus_1;
} damped_step;

static damped_step damped_step_terms(float omega2, float beta, float h) {
  damped_step s;
  float big2 = omega2 - beta * beta; /* Omega^2: its sign is the regime */
  if (big2 >= 0.0f) {                /* under-damped, or critical */
    float big = sqrtf(big2), em1 = expm1f(-beta * h), e = 1.0f + em1;
    float half = sinf(0.5f * big * h), cm1 = -2.0f * half * half; /* C - 1 */
    s.ec_minus_1 = e * cm1 + em1;
    s.es = e * (big > 0.0f ? sinf(big * h) / big : h);
    s.t_minus_d_minus_1 = 2.0f * e * cm1 - em1 * em1;
  } else { /* over-damped: the fall back, two real decay rates */
    float big = sqrtf(-big2), slow = omega2 / (beta + big), fast = beta + big;
    float m1 = expm1f(-slow * h), m2 = expm1f(-fast * h);
    s.ec_minus_1 = 0.5f * (m1 + m2);
    s.es = (1.0f + m1) * -expm1f(-2.0f * big * h) / (2.0f * big);
    s.t_minus_d_minus_1 = -m1 * m2;
  }
  s.d_minus_1 = expm1f(-2.0f * beta * h);
  return s;
}

static void add_stiff_force(imp_particle *p, float h,
                            const imp_particle_stiff_spring *spring,
                            int two_step) {
  if (p->inverse_mass == 0.0f || !(h > 0.0f)) return;
  float omega2 = spring->k * p->inverse_mass, beta = 0.5f * spring->b * p->inverse_mass;
  damped_step s = damped_step_terms(omega2, beta, h);
  float delta = powf(p->damping, h); /* the stepper's damping factor */
  float cx, cv; /* delta h^2 a = cx d + cv v */
  if (two_step) {
    cx = s.t_minus_d_minus_1;
    cv = (s.d_minus_1 - (delta - 1.0f)) * h;
  } else {
    cx = s.ec_minus_1 + beta * s.es;
    cv = s.es - delta * h;
  }
  float scale = 1.0f / (p->inverse_mass * delta * h * h); /* m / (delta h^2) */
  vec3 d, f;
  glm_vec3_sub(p->position, (float *)spring->anchor, d);
  glm_vec3_scale(d, cx * scale, f);
  glm_vec3_muladds(p->velocity, cv * scale, f);
  imp_particle_add_force(p, f);
}

static void stiff_spring_apply(imp_particle *p, float dt, void *data) {
  add_stiff_force(p, dt, data, 1);
}

static void restart_spring_apply(imp_particle *p, float dt, void *data) {
  add_stiff_force(p, dt, data, 0);
}

imp_particle_force_generator
imp_particle_stiff_spring_generator(imp_particle_stiff_spring *spring) {
  return (imp_particle_force_generator){stiff_spring_apply, spring};
}

imp_particle_force_generator
imp_particle_restart_spring_generator(imp_particle_stiff_spring *spring) {
  return (imp_particle_force_generator){restart_spring_apply, spring};
}

imp_status
imp_particle_stiff_spring_chord_velocity(const imp_particle_stiff_spring *spring,
                                         const imp_particle *p, float dt, vec3 dest) {
  if (p->inverse_mass == 0.0f || !(dt > 0.0f)) return IMP_BAD_VALUE;
  float omega2 = spring->k * p->inverse_mass, beta = 0.5f * spring->b * p->inverse_mass;
  damped_step s = damped_step_terms(omega2, beta, dt);
  /* (d - x(-h))/h = (d (D - e C + beta e S) + v e S) / (D h), D = e^2;
   * D itself, not 1 + (D - 1), which is 0 once D < u */
  float back = expf(-2.0f * beta * dt) * dt;
  float cx = (s.d_minus_1 - s.ec_minus_1 + beta * s.es) / back, cv = s.es / back;
  vec3 d, out;
  glm_vec3_sub((float *)p->position, (float *)spring->anchor, d);
  glm_vec3_scale(d, cx, out);
  glm_vec3_muladds((float *)p->velocity, cv, out);
  if (!finite3(out)) return IMP_BAD_VALUE;
  glm_vec3_copy(out, dest);
  return IMP_OK;
}
