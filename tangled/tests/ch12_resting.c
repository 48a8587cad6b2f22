#line 1617 "chapters/12-resting.nw"
/* Chapter 12's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "harness.h"
#include "random-contacts.h"
#include "random.h"

#include <imp/friction.h>
#include <imp/impulse.h>
#include <imp/mass.h>
#include <imp/sleep.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shared/resting-scene.h"


#line 1649 "chapters/12-resting.nw"
/* A random contact of chapter 11's checks, prepared. */
static void random_prepared_contact(imp_rng *r, imp_body bodies[2], imp_impulse_contact *c,
                                    int n) {
  random_contact(r, bodies, c, n);
  imp_impulse_prepare(c, bodies);
}

/* S = sum over the moving sides of 1/m + |r|^2 |I_w^-1| (largest entry times 3). */
static double matrix_scale(const imp_impulse_contact *c, const imp_body *bodies) {
  double scale = 0;
  for (int side = 0; side < 2; side++) {
    if (c->body[side] == IMP_NONE) continue;
    const imp_body *b = &bodies[c->body[side]];
    double largest = 0;
    for (int j = 0; j < 3; j++)
      for (int i = 0; i < 3; i++) largest = fmax(largest, fabs(b->inverse_inertia_world[j][i]));
    scale += b->inverse_mass + 3 * largest * glm_vec3_norm2((float *)c->arm[side]);
  }
  return scale;
}

/* The speeds of the check: sum over the sides of |v| + |w| |r|. */
static double speed_scale(const imp_impulse_contact *c, const imp_body *bodies) {
  double scale = 0;
  for (int side = 0; side < 2; side++) {
    if (c->body[side] == IMP_NONE) continue;
    const imp_body *b = &bodies[c->body[side]];
    scale += glm_vec3_norm((float *)b->velocity) +
             glm_vec3_norm((float *)b->angular_velocity) * glm_vec3_norm((float *)c->arm[side]);
  }
  return scale;
}

/* The inverse of a 3x3 matrix in double, by cofactors; a[col][row]. */
static void inverse3d(double a[3][3], double out[3][3]) {
  double det = a[0][0] * (a[1][1] * a[2][2] - a[2][1] * a[1][2]) -
               a[1][0] * (a[0][1] * a[2][2] - a[2][1] * a[0][2]) +
               a[2][0] * (a[0][1] * a[1][2] - a[1][1] * a[0][2]);
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 3; i++) {
      int j1 = (i + 1) % 3, j2 = (i + 2) % 3, i1 = (j + 1) % 3, i2 = (j + 2) % 3;
      out[j][i] = (a[j1][i1] * a[j2][i2] - a[j1][i2] * a[j2][i1]) / det;
    }
}

static double norm_inf(double a[3][3]) {
  double most = 0;
  for (int i = 0; i < 3; i++)
    most = fmax(most, fabs(a[0][i]) + fabs(a[1][i]) + fabs(a[2][i]));
  return most;
}

/* The float matrix in double, its condition number, and the static impulse
 * of equation (static-impulse) in double. */
static double static_impulse_d(mat3 k, const vec3 v, double desired, double j[3]) {
  double a[3][3], inv[3][3], wanted[3] = {desired, -v[1], -v[2]};
  for (int c = 0; c < 3; c++)
    for (int r = 0; r < 3; r++) a[c][r] = k[c][r];
  inverse3d(a, inv);
  for (int r = 0; r < 3; r++)
    j[r] = inv[0][r] * wanted[0] + inv[1][r] * wanted[1] + inv[2][r] * wanted[2];
  return norm_inf(a) * norm_inf(inv);
}

/* The smallest pivot of the Cholesky factorisation of k, in double. */
static double cholesky_smallest_pivot(mat3 k) {
  double a[3][3], smallest = INFINITY;
  for (int c = 0; c < 3; c++)
    for (int r = 0; r < 3; r++) a[c][r] = k[c][r];
  for (int i = 0; i < 3; i++) {
    double pivot = a[i][i];
    for (int m = 0; m < i; m++) pivot -= a[m][i] * a[m][i];
    smallest = fmin(smallest, pivot);
    if (!(pivot > 0)) return pivot;
    double l = sqrt(pivot);
    a[i][i] = l;
    for (int r = i + 1; r < 3; r++) {
      double x = a[i][r];
      for (int m = 0; m < i; m++) x -= a[m][i] * a[m][r];
      a[i][r] = x / l;
    }
  }
  return smallest;
}
#line 966 "chapters/12-resting.nw"
/* A cube of side 1 m and 1 kg, restitution e, dropped from rest on the
 * friction stage with friction mu, turned by `tilt` rad about x, its lowest
 * point `drop` m above the ground; the step in which it first moves up (0 if
 * none in two seconds), and its velocity and spin after that step. */
static long drop_cube(double tilt, float mu, float e, double drop, float dt, vec3 velocity,
                      vec3 spin) {
  const float a = 0.5f;
  resting_scene scene;
  uint32_t box;
  imp_shape cube;
  imp_shape_box((vec3){a, a, a}, &cube);
  vec3 start = {0.0f, (float)(a * (cos(tilt) + sin(tilt)) + drop), 0.0f};
  versor turned = {(float)sin(tilt / 2), 0.0f, 0.0f, (float)cos(tilt / 2)};
  long landed = 0;
  glm_vec3_zero(velocity);
  glm_vec3_zero(spin);
  if (resting_scene_build(1, "friction", (vec3){0, 1, 0}, mu, (vec3){0.0f, -9.81f, 0.0f},
                          &scene) &&
      resting_scene_add(&scene, &cube, 1.0f, start, turned, mu, e, &box)) {
    const imp_body *b = &scene.world.bodies[box];
    for (long n = 1; n <= lround(2.0 / dt) && !landed; n++) {
      imp_world_step(&scene.world, dt);
      if (b->velocity[1] > 0.0f) landed = n;
    }
    glm_vec3_copy((float *)b->velocity, velocity);
    glm_vec3_copy((float *)b->angular_velocity, spin);
  }
  resting_scene_free(&scene);
  return landed;
}

static void check_flat_landing(imp_check_state *s) {
  const double g = 9.81, e = 0.5, d = 1.0, a = 0.5, m = 1.0, eps = 1e-4;
  const double theta = GLM_PI / 6, inertia = 2.0 / 3.0 * m * a * a;
  const float h = 1.0f / 60.0f;
  long k = 0; /* the steps of free fall before the landing */
  while (g * h * h * k * (k + 1) / 2 <= d) k++;
  double v_k = k * g * h, v_k1 = (k + 1) * g * h, rounding = 4 * (k + 1) * IMP_U * v_k1;
  double lever = a * (cos(theta) - sin(theta));
  double impulse = m * (e * v_k + v_k1) / (1 + m * lever * lever / inertia);
  vec3 flat_v, flat_w, edge_v, edge_w;
  long flat_step = drop_cube(0.0, 0.5f, (float)e, d, h, flat_v, flat_w);
  long edge_step = drop_cube(theta, 0.0f, (float)e, d, h, edge_v, edge_w);
  
#line 945 "chapters/12-resting.nw"
IMP_CHECK_TRUE(s, flat_step == k + 1 && edge_step == k + 1);
IMP_CHECK_NEAR(s, flat_v[1], e * v_k, eps + rounding);
IMP_CHECK_NEAR(s, flat_v[1], e * sqrt(2 * g * d), e * g * h + eps + rounding);
IMP_CHECK_LE(s, glm_vec3_norm(flat_w), 2 * eps / a);
IMP_CHECK_LE(s, hypot(flat_v[0], flat_v[2]), 3 * eps);
IMP_CHECK_NEAR(s, edge_v[1], -v_k1 + impulse / m, eps + rounding);
IMP_CHECK_NEAR(s, edge_w[0], -lever * impulse / inertia, (eps + rounding) / a);
IMP_CHECK_LE(s, edge_w[2], eps / a);
#line 1010 "chapters/12-resting.nw"
}
#line 1429 "chapters/12-resting.nw"
/* Whether bodies a and b are among the world's contacts this step. */
static bool touching(const imp_world *w, uint32_t a, uint32_t b) {
  for (uint32_t c = 0; c < w->contact_count; c++)
    if ((w->contacts[c].body[0] == a && w->contacts[c].body[1] == b) ||
        (w->contacts[c].body[0] == b && w->contacts[c].body[1] == a))
      return true;
  return false;
}

static void check_sleep(imp_check_state *s) {
  resting_scene scene;
  imp_shape cube, ball;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  imp_shape_sphere(0.5f, &ball);
  uint32_t box, sphere;
  const float dt = 1.0f / 60.0f;
  bool built = resting_scene_build(2, "friction", (vec3){0, 1, 0}, 0.5f,
                                   (vec3){0.0f, -9.81f, 0.0f}, &scene) &&
               resting_scene_add(&scene, &cube, 1.0f, (vec3){0, 0.5f - RESTING_SET_DEPTH, 0},
                                 (versor){0, 0, 0, 1}, 0.5f, 0.0f, &box);
  imp_friction_settings settings;
  imp_friction_defaults(&settings);
  imp_sleep_def_init(&settings.sleep); /* sleep on, at the defaults */
  scene.world.resolve_settings = &settings;
  const imp_sleep_def def = settings.sleep;
  IMP_CHECK_TRUE(s, built);
  imp_world *w = &scene.world;
  double b = exp(-(double)dt / def.time_constant);
  int n1 = 1;
  while (2 * pow(b, n1) >= 1) n1++;
  int predicted = n1 + (int)lround(def.delay / dt) - 1, slept_at = -1;
  for (int n = 1; n <= 120 && slept_at < 0; n++) {
    imp_world_step(w, dt);
    if (!imp_world_is_awake(w, box)) slept_at = n;
  }
  bool still_while_asleep = true;
  vec3 resting_at;
  glm_vec3_copy(w->bodies[box].position, resting_at);
  for (int n = 0; n < 60; n++) {
    imp_world_step(w, dt);
    const imp_body *x = &w->bodies[box];
    still_while_asleep = still_while_asleep && !imp_world_is_awake(w, box) &&
                         glm_vec3_norm2((float *)x->velocity) == 0 &&
                         glm_vec3_norm2((float *)x->angular_velocity) == 0 &&
                         memcmp(x->position, resting_at, sizeof resting_at) == 0;
  }
  int woken_at = -1, touched_at = -1;
  built = resting_scene_add(&scene, &ball, 1.0f, (vec3){0, 2.0f, 0}, (versor){0, 0, 0, 1},
                            0.5f, 0.0f, &sphere);
  for (int n = 1; n <= 120 && built && woken_at < 0; n++) {
    imp_world_step(w, dt);
    if (touched_at < 0 && touching(w, box, sphere)) touched_at = n;
    if (imp_world_is_awake(w, box)) woken_at = n;
  }
  for (int n = 0; n < 300; n++) imp_world_step(w, dt);
  bool asleep_again = !imp_world_is_awake(w, box) && !imp_world_is_awake(w, sphere);
  resting_scene_free(&scene);
  
#line 1422 "chapters/12-resting.nw"
IMP_CHECK_TRUE(s, abs(slept_at - predicted) <= 1);
IMP_CHECK_TRUE(s, still_while_asleep);
IMP_CHECK_TRUE(s, woken_at == touched_at && touched_at > 0);
IMP_CHECK_TRUE(s, asleep_again);
#line 1487 "chapters/12-resting.nw"
}
#line 1511 "chapters/12-resting.nw"
static void check_refusals(imp_check_state *s) {
  mat3 k = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, none = GLM_MAT3_ZERO_INIT;
  vec3 v = {-1, 0.5f, 0}, total = {1, 0, 0}, j = {7, 7, 7}, bad_v = {NAN, 0, 0};
  bool sliding;
  bool refused_all =
      imp_friction_impulse(k, v, 1, -0.5f, j, &sliding) == IMP_BAD_VALUE &&
      imp_friction_impulse(k, v, 1, NAN, j, &sliding) == IMP_BAD_VALUE &&
      imp_friction_impulse(k, v, NAN, 0.5f, j, &sliding) == IMP_BAD_VALUE &&
      imp_friction_impulse(k, bad_v, 1, 0.5f, j, &sliding) == IMP_BAD_VALUE &&
      imp_friction_impulse(none, v, 1, 0.5f, j, &sliding) == IMP_BAD_VALUE &&
      imp_friction_slip_impulse(k, v, -1, total, j) == IMP_BAD_VALUE &&
      imp_friction_slip_impulse(k, bad_v, 0.5f, total, j) == IMP_BAD_VALUE &&
      imp_friction_slip_impulse(none, v, 0.5f, total, j) == IMP_BAD_VALUE;
  bool nothing_changed = j[0] == 7 && j[1] == 7 && j[2] == 7;
  resting_scene scene;
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  uint32_t box;
  bool built = resting_scene_build(1, "friction", (vec3){0, 1, 0}, 0.5f,
                                   (vec3){0.0f, -9.81f, 0.0f}, &scene) &&
               resting_scene_add(&scene, &cube, 1.0f, (vec3){0, 0.45f, 0},
                                 (versor){0, 0, 0, 1}, 0.5f, 0.0f, &box);
  imp_world *w = &scene.world;
  imp_world_integrate_velocities(w, 1.0f / 60);
  imp_world_find_pairs(w);
  imp_world_collide(w);
  imp_body before = w->bodies[box];
  imp_friction_settings bad[5];
  for (int i = 0; i < 5; i++) imp_friction_defaults(&bad[i]);
  bad[0].slop = -1, bad[1].velocity_limit = NAN, bad[2].impulse.velocity_epsilon = -1;
  bad[3].impulse.position_epsilon = INFINITY, bad[4].impulse.projection = 7;
  for (int i = 0; i < 5; i++)
    refused_all = refused_all && imp_friction_resolve_world(w, &bad[i], 1.0f / 60) == IMP_BAD_VALUE;
  imp_friction_settings good;
  imp_friction_defaults(&good);
  refused_all = refused_all && imp_friction_resolve_world(w, &good, 0) == IMP_BAD_VALUE &&
                imp_friction_resolve_world(w, &good, NAN) == IMP_BAD_VALUE;
  nothing_changed = nothing_changed && memcmp(&before, &w->bodies[box], sizeof before) == 0;
  imp_friction_settings sleepy[3];
  for (int i = 0; i < 3; i++) imp_friction_defaults(&sleepy[i]);
  sleepy[0].sleep.threshold = NAN, sleepy[1].sleep.time_constant = 0;
  sleepy[2].sleep.delay = -1;
  for (int i = 0; i < 3; i++) {
    refused_all = refused_all && !imp_friction_settings_valid(&sleepy[i]) &&
                  imp_friction_resolve_world(w, &sleepy[i], 1.0f / 60) == IMP_BAD_VALUE;
    w->resolve_settings = &sleepy[i]; /* the stage refuses them too, and says so */
    imp_resolve_friction(w, 1.0f / 60);
    refused_all = refused_all && w->resolve_used[0] == -1 && w->resolve_used[1] == -1;
  }
  refused_all = refused_all && imp_world_wake(w, 99) == IMP_BAD_VALUE;
  nothing_changed = nothing_changed && memcmp(&before, &w->bodies[box], sizeof before) == 0 &&
                    built;
  resting_scene_free(&scene);
  
#line 1506 "chapters/12-resting.nw"
IMP_CHECK_TRUE(s, refused_all);
IMP_CHECK_TRUE(s, nothing_changed);
#line 1565 "chapters/12-resting.nw"
}
#line 1736 "chapters/12-resting.nw"
static void check_impulse_matrix(imp_check_state *s) {
  imp_rng rng = imp_rng_seed(1201);
  for (int n = 0; n < 20000; n++) {
    imp_body bodies[2];
    imp_impulse_contact c;
    random_prepared_contact(&rng, bodies, &c, n);
    for (int b = 0; b < 2; b++) {
      glm_vec3_zero(bodies[b].velocity);
      glm_vec3_zero(bodies[b].angular_velocity);
    }
    mat3 k;
    imp_friction_matrix(&c, bodies, k);
    double d = imp_impulse_velocity_per_unit(&c, bodies), measured[3][3];
    for (int col = 0; col < 3; col++) {
      imp_body pushed[2] = {bodies[0], bodies[1]};
      vec3 unit = {0, 0, 0};
      unit[col] = 1;
      imp_impulse_change change[2];
      imp_friction_apply(&c, pushed, unit, change);
      imp_impulse_contact after = c;
      imp_impulse_measure(&after, pushed);
      for (int row = 0; row < 3; row++) measured[col][row] = after.velocity[row];
    }
    double scale = matrix_scale(&c, bodies), smallest_pivot = cholesky_smallest_pivot(k);
    for (int col = 0; col < 3; col++)
      for (int row = 0; row < 3; row++) {
        
#line 254 "chapters/12-resting.nw"
IMP_CHECK_NEAR(s, k[col][row], measured[col][row], 32 * IMP_U * scale);
IMP_CHECK_NEAR(s, measured[col][row], measured[row][col], 32 * IMP_U * scale);
IMP_CHECK_NEAR(s, k[0][0], d, 32 * IMP_U * scale);
IMP_CHECK_TRUE(s, smallest_pivot > 0);
#line 1763 "chapters/12-resting.nw"
      }
  }
}
#line 1774 "chapters/12-resting.nw"
/* A closing random contact, its matrix and desired change, and the static
 * impulse in double; false for a contact not closing or not pushed. */
static bool closing_contact(imp_rng *rng, int n, imp_body bodies[2], imp_impulse_contact *c,
                            mat3 k, float *desired, double *ratio, double *kappa) {
  random_prepared_contact(rng, bodies, c, n);
  if (!(c->velocity[0] < -0.01f)) return false;
  *desired = -(1 + c->restitution) * c->velocity[0];
  imp_friction_matrix(c, bodies, k);
  double j[3];
  *kappa = static_impulse_d(k, c->velocity, *desired, j);
  if (!(j[0] > 1e-3 * fabs(j[1]) + 1e-6)) return false;
  *ratio = sqrt(j[1] * j[1] + j[2] * j[2]) / j[0];
  return *ratio > 1e-3 && *ratio < 1e3;
}

/* One trial of the friction checks: a closing contact, mu = factor times the
 * ratio |j_t|/j_n that would hold it, the velocity before, the impulse the
 * stage gives, and (after friction_trial_apply) the velocity after it. */
typedef struct friction_trial {
  imp_body bodies[2];
  imp_impulse_contact c;
  mat3 k;
  float desired, mu;
  double kappa, scale; /* K's condition; the speeds' scale plus desired, m/s */
  vec3 before, j, after;
  bool sliding;
} friction_trial;

static bool friction_trial_draw(imp_rng *rng, int n, double factor, friction_trial *t) {
  double ratio;
  if (!closing_contact(rng, n, t->bodies, &t->c, t->k, &t->desired, &ratio, &t->kappa))
    return false;
  t->mu = (float)(factor * ratio);
  glm_vec3_copy(t->c.velocity, t->before);
  t->scale = speed_scale(&t->c, t->bodies) + t->desired;
  imp_friction_impulse(t->k, t->c.velocity, t->desired, t->mu, t->j, &t->sliding);
  return true;
}

static void friction_trial_apply(friction_trial *t) {
  imp_impulse_change change[2];
  imp_friction_apply(&t->c, t->bodies, t->j, change);
  imp_impulse_contact fresh = t->c;
  imp_impulse_measure(&fresh, t->bodies);
  glm_vec3_copy(fresh.velocity, t->after);
}

static void check_static_friction(imp_check_state *s) {
  imp_rng rng = imp_rng_seed(1202);
  friction_trial t;
  for (int n = 0; n < 20000; n++) {
    if (!friction_trial_draw(&rng, n, 2.0, &t)) continue;
    friction_trial_apply(&t);
    const float *before = t.before, *after = t.after, desired = t.desired;
    bool sliding = t.sliding;
    double tol = 64 * IMP_U * t.kappa * t.scale;
    
#line 515 "chapters/12-resting.nw"
IMP_CHECK_TRUE(s, !sliding);
IMP_CHECK_NEAR(s, after[1], 0.0, tol);
IMP_CHECK_NEAR(s, after[2], 0.0, tol);
IMP_CHECK_NEAR(s, after[0], before[0] + desired, tol);
#line 1831 "chapters/12-resting.nw"
  }
}

static void check_dynamic_friction(imp_check_state *s) {
  imp_rng rng = imp_rng_seed(1203);
  friction_trial t;
  for (int n = 0; n < 20000; n++) {
    if (!friction_trial_draw(&rng, n, 0.5, &t)) continue;
    const float *before = t.before, *after = t.after, *j = t.j, desired = t.desired, mu = t.mu;
    bool sliding = t.sliding;
    mat3 k;
    glm_mat3_copy(t.k, k);
    double planar = sqrt((double)j[1] * j[1] + (double)j[2] * j[2]);
    if (planar == 0) continue; /* the fallback of a cone's edge that cannot open it */
    /* the denominator of (dynamic-impulse) amplifies the normal's rounding */
    double along = k[0][0] + mu * (k[1][0] * j[1] + k[2][0] * j[2]) / planar;
    double terms = k[0][0] + mu * (fabs(k[1][0]) + fabs(k[2][0]));
    double tol = 64 * IMP_U * t.kappa * t.scale * terms / along;
    friction_trial_apply(&t);
    double slip = hypot(before[1], before[2]); /* cos of j_t to -v_t */
    double against_slip = -((double)j[1] * before[1] + (double)j[2] * before[2]) / (planar * slip);
    
#line 522 "chapters/12-resting.nw"
IMP_CHECK_TRUE(s, sliding);
IMP_CHECK_NEAR(s, planar, mu * j[0], 8 * IMP_U * mu * j[0]);
IMP_CHECK_NEAR(s, after[0], before[0] + desired, tol);
IMP_CHECK_NEAR(s, against_slip, 1.0, 8 * IMP_U);
#line 1853 "chapters/12-resting.nw"
  }
}
#line 1865 "chapters/12-resting.nw"
/* Total linear momentum, and angular momentum about point p, in double. */
static void momenta(const imp_body bodies[2], const vec3 p, double linear[3],
                    double angular[3]) {
  for (int k = 0; k < 3; k++) linear[k] = angular[k] = 0;
  for (int b = 0; b < 2; b++) {
    const imp_body *x = &bodies[b];
    double m = 1.0 / x->inverse_mass, arm[3], v[3], spin[3];
    for (int k = 0; k < 3; k++) {
      arm[k] = (double)x->position[k] - p[k];
      v[k] = x->velocity[k];
    }
    /* I_w w = R I R^T w */
    double local[3], turned[3];
    for (int i = 0; i < 3; i++) {
      local[i] = 0;
      for (int r = 0; r < 3; r++) local[i] += (double)x->rotation[i][r] * x->angular_velocity[r];
    }
    for (int i = 0; i < 3; i++) {
      turned[i] = 0;
      for (int c = 0; c < 3; c++) turned[i] += (double)x->inertia[c][i] * local[c];
    }
    for (int r = 0; r < 3; r++) {
      spin[r] = 0;
      for (int i = 0; i < 3; i++) spin[r] += (double)x->rotation[i][r] * turned[i];
    }
    double moment[3] = {arm[1] * v[2] - arm[2] * v[1], arm[2] * v[0] - arm[0] * v[2],
                        arm[0] * v[1] - arm[1] * v[0]};
    for (int k = 0; k < 3; k++) {
      linear[k] += m * v[k];
      angular[k] += spin[k] + m * moment[k];
    }
  }
}

static void check_friction_momentum(imp_check_state *s) {
  imp_rng rng = imp_rng_seed(1204);
  for (int n = 0; n < 20000; n++) {
    imp_body bodies[2];
    imp_impulse_contact c;
    mat3 km;
    float desired;
    double ratio, kappa;
    if (n % 5 == 2 || n % 10 == 5) continue; /* two free bodies only */
    if (!closing_contact(&rng, n, bodies, &c, km, &desired, &ratio, &kappa)) continue;
    float mu = (float)(ratio * imp_rng_uniform(&rng, 0.25, 2.0));
    vec3 j;
    bool sliding;
    imp_friction_impulse(km, c.velocity, desired, mu, j, &sliding);
    double p_before[3], l_before[3], p_after[3], l_after[3];
    momenta(bodies, c.point, p_before, l_before);
    imp_impulse_change change[2];
    imp_friction_apply(&c, bodies, j, change);
    momenta(bodies, c.point, p_after, l_after);
    double momentum_scale = 0, arm_scale = 0;
    for (int b = 0; b < 2; b++) {
      momentum_scale += (speed_scale(&c, bodies) + desired) / bodies[b].inverse_mass;
      arm_scale += glm_vec3_norm(c.arm[b]) + 1;
    }
    
#line 529 "chapters/12-resting.nw"
for (int k = 0; k < 3; k++) {
  IMP_CHECK_NEAR(s, p_after[k], p_before[k], 64 * IMP_U * momentum_scale);
  IMP_CHECK_NEAR(s, l_after[k], l_before[k], 64 * IMP_U * momentum_scale * arm_scale);
}
#line 1924 "chapters/12-resting.nw"
  }
}
#line 1958 "chapters/12-resting.nw"
static void check_slip_impulse(imp_check_state *s) {
  imp_rng rng = imp_rng_seed(1205);
  for (int n = 0; n < 20000; n++) {
    imp_body bodies[2];
    imp_impulse_contact c;
    random_prepared_contact(&rng, bodies, &c, n);
    mat3 k;
    imp_friction_matrix(&c, bodies, k);
    float mu = (float)imp_rng_uniform(&rng, 0.05, 1.5);
    vec3 total = {(float)imp_rng_uniform(&rng, 0, 2), 0, 0}, j;
    double angle = imp_rng_uniform(&rng, 0, 2 * GLM_PI), share = imp_rng_uniform(&rng, 0, 1);
    total[1] = (float)(share * mu * total[0] * cos(angle));
    total[2] = (float)(share * mu * total[0] * sin(angle));
    imp_friction_slip_impulse(k, c.velocity, mu, total, j);
    double t1 = (double)total[1] + j[1], t2 = (double)total[2] + j[2];
    double total_after = sqrt(t1 * t1 + t2 * t2);
    double a = k[1][1], b = k[2][1], d = k[2][2], det = a * d - b * b;
    double block_norm = fmax(fabs(a) + fabs(b), fabs(b) + fabs(d));
    double inverse_norm = fmax(fabs(d) + fabs(b), fabs(b) + fabs(a)) / det;
    double tol = 64 * IMP_U * block_norm * inverse_norm * speed_scale(&c, bodies);
    bool cut = total_after >= mu * total[0] * (1 - 1e-6);
    double v1 = c.velocity[1], v2 = c.velocity[2]; /* the total that stops the slip */
    double f1 = total[1] + (b * v2 - d * v1) / det, f2 = total[2] + (b * v1 - a * v2) / det;
    double margin = 1e-4 * mu * total[0]; /* cases this close to the edge are not decided */
    double full = sqrt(f1 * f1 + f2 * f2);
    if (fabs(full - mu * total[0]) < margin) continue;
    bool stops = full < mu * total[0];
    imp_impulse_change change[2];
    imp_friction_apply(&c, bodies, j, change);
    imp_impulse_contact fresh = c;
    imp_impulse_measure(&fresh, bodies);
    const float *after = fresh.velocity;
    double slip = hypot(v1, v2);
    double along_slip_after = slip > 0 ? (after[1] * v1 + after[2] * v2) / slip : 0;
    
#line 1946 "chapters/12-resting.nw"
IMP_CHECK_TRUE(s, j[0] == 0);
if (stops) {
  IMP_CHECK_NEAR(s, after[1], 0.0, tol);
  IMP_CHECK_NEAR(s, after[2], 0.0, tol);
} else if (cut) {
  IMP_CHECK_NEAR(s, total_after, mu * total[0], 8 * IMP_U * mu * total[0]);
} else {
  IMP_CHECK_NEAR(s, along_slip_after, 0.0, tol);
}
#line 1993 "chapters/12-resting.nw"
  }
}
#line 2395 "chapters/12-resting.nw"
static double final_value(const char *experiment, const char *settings, const char *column,
                          double *t_end, size_t *rows) {
  imp_table t = {0};
  imp_table_runf(&t, experiment, "%s", settings);
  double value = imp_table_at(&t, t.rows - 1, column);
  *t_end = imp_table_at(&t, t.rows - 1, "t");
  *rows = t.rows;
  imp_table_free(&t);
  return value;
}

static void check_incline(imp_check_state *s) {
  const double g = 9.81, deg = GLM_PI / 180;
  double t_end;
  size_t rows;
  double frictionless_v = final_value("incline", "mu=0", "v", &t_end, &rows);
  double steps = (double)rows - 1;
  double sliding_angle[2] = {30 * deg, 40 * deg}, mu_sliding[2] = {0.3, 0.5};
  double held_angle[2] = {20 * deg, 10 * deg}, sliding_a[2], coulomb_a[2], held_s[2];
  for (int k = 0; k < 2; k++) {
    char settings[64];
    snprintf(settings, sizeof settings, "angle=%g mu=%g", sliding_angle[k] / deg, mu_sliding[k]);
    sliding_a[k] = final_value("incline", settings, "v", &t_end, &rows) / t_end;
    coulomb_a[k] = g * (sin(sliding_angle[k]) - mu_sliding[k] * cos(sliding_angle[k]));
    snprintf(settings, sizeof settings, "angle=%g mu=0.5", held_angle[k] / deg);
    held_s[k] = fabs(final_value("incline", settings, "s", &t_end, &rows));
  }
  
#line 2386 "chapters/12-resting.nw"
IMP_CHECK_NEAR(s, frictionless_v, g * sin(30 * GLM_PI / 180) * t_end,
               16 * IMP_U * steps * frictionless_v);
for (int k = 0; k < 2; k++) {
  IMP_CHECK_NEAR(s, sliding_a[k], coulomb_a[k], 0.01 * coulomb_a[k]);
  IMP_CHECK_LE(s, held_s[k], 2 * sqrt(2) * 1e-4 * t_end);
}
#line 2423 "chapters/12-resting.nw"
}
#line 2646 "chapters/12-resting.nw"
static void check_resting_box(imp_check_state *s) {
  double fastest_after_1s = 0, drift = 0, deepest = 0, fastest_without_rules = 0;
  imp_table t = {0};
  imp_table_runf(&t, "box-rest", "%s", "");
  for (size_t row = 0; row < t.rows; row++) {
    if (imp_table_at(&t, row, "t") >= 1.0)
      fastest_after_1s = fmax(fastest_after_1s, imp_table_at(&t, row, "speed"));
    drift = fmax(drift, imp_table_at(&t, row, "drift"));
    deepest = fmax(deepest, imp_table_at(&t, row, "depth"));
  }
  imp_table_free(&t);
  imp_table_runf(&t, "box-rest", "%s", "resting=off");
  for (size_t row = 0; row < t.rows; row++)
    fastest_without_rules = fmax(fastest_without_rules, imp_table_at(&t, row, "speed"));
  imp_table_free(&t);
  
#line 2639 "chapters/12-resting.nw"
IMP_CHECK_LE(s, fastest_after_1s, sqrt(2) * 1e-4);
IMP_CHECK_LE(s, drift, sqrt(2) * 1e-3);
IMP_CHECK_LE(s, deepest, 2.1e-3);
IMP_CHECK_TRUE(s, fastest_without_rules > 0.5 * 0.5 * 9.81 / 60);
#line 2662 "chapters/12-resting.nw"
}
#line 2991 "chapters/12-resting.nw"
static void check_cradle(imp_check_state *s) {
  const double restitutions[] = {1.0, 0.99, 0.9, 0.6}, speed = 1.0, count = 5;
  for (int k = 0; k < 4; k++) {
    double e = restitutions[k];
    imp_table t = {0};
    imp_table_runf(&t, "cradle3d", "e=%g count=%g speed=%g", e, count, speed);
    double last = imp_table_at(&t, t.rows - 1, "last");
    double momentum = imp_table_at(&t, t.rows - 1, "p");
    double energy = imp_table_at(&t, t.rows - 1, "ke");
    double most_energy = 0, slowest_first = speed;
    for (size_t row = 0; row < t.rows; row++) {
      most_energy = fmax(most_energy, imp_table_at(&t, row, "ke"));
      slowest_first = fmin(slowest_first, imp_table_at(&t, row, "first"));
    }
    imp_table_free(&t);
    double energy_gained = fmax(0.0, most_energy - 0.5 * speed * speed);
    double thrown_back = fmax(0.0, -slowest_first);
    
#line 2980 "chapters/12-resting.nw"
IMP_CHECK_NEAR(s, last, pow((1 + e) / 2, count - 1) * speed, 16 * IMP_U * count * speed);
IMP_CHECK_NEAR(s, momentum, speed, 16 * IMP_U * count * speed);
if (e == 1) IMP_CHECK_NEAR(s, energy, 0.5 * speed * speed, 32 * IMP_U * count * speed * speed);
#line 3009 "chapters/12-resting.nw"
    
#line 2986 "chapters/12-resting.nw"
IMP_CHECK_LE(s, energy_gained, 32 * IMP_U * count * speed * speed);
IMP_CHECK_LE(s, thrown_back, 16 * IMP_U * count * speed);
#line 3010 "chapters/12-resting.nw"
  }
}
#line 3071 "chapters/12-resting.nw"
/* A tower of ten boxes at x, added to the scene; false if refused. */
static bool add_tower(resting_scene *scene, float x) {
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  bool built = true;
  uint32_t index;
  for (int i = 0; i < 10 && built; i++) {
    vec3 at = {x, 0.5f + (1.0f - RESTING_SET_DEPTH) * (float)i - RESTING_SET_DEPTH, 0.0f};
    built = resting_scene_add(scene, &cube, 1.0f, at, (versor){0, 0, 0, 1}, 0.5f, 0.0f, &index);
  }
  return built;
}

static void check_islands(imp_check_state *s) {
  resting_scene alone, pair;
  const vec3 up = {0, 1, 0}, gravity = {0.0f, -9.81f, 0.0f};
  bool built = resting_scene_build(10, "friction", up, 0.5f, gravity, &alone) &&
               resting_scene_build(20, "friction", up, 0.5f, gravity, &pair) &&
               add_tower(&alone, 0.0f) && add_tower(&pair, 0.0f) && add_tower(&pair, 3.0f);
  for (int n = 0; n < 20 && built; n++) {
    imp_world_step(&alone.world, 1.0f / 60);
    imp_world_step(&pair.world, 1.0f / 60);
  }
  bool same_bits = built && memcmp(alone.world.bodies, pair.world.bodies,
                                   11 * sizeof *alone.world.bodies) == 0;
  resting_scene_free(&alone);
  resting_scene_free(&pair);
  
#line 3066 "chapters/12-resting.nw"
IMP_CHECK_TRUE(s, built);
IMP_CHECK_TRUE(s, same_bits);
#line 3099 "chapters/12-resting.nw"
}

#line 1638 "chapters/12-resting.nw"
static const imp_check checks[] = {
#line 1014 "chapters/12-resting.nw"
{"flat-landing", "a box landing flat on four corners, or on an edge, bounces as one body: "
 "e times its approach, no spin from the flat landing", check_flat_landing},
#line 1491 "chapters/12-resting.nw"
{"sleep-wake", "a still box sleeps at the predicted step, stays exactly put, wakes in the "
 "step a ball touches it, and sleeps again", check_sleep},
#line 1569 "chapters/12-resting.nw"
{"refusals", "the new functions refuse bad values and change nothing", check_refusals},
#line 1769 "chapters/12-resting.nw"
{"impulse-matrix", "K is what unit impulses do, reciprocal (symmetric), K_nn = d, "
 "and positive definite", check_impulse_matrix},
#line 1858 "chapters/12-resting.nw"
{"static-friction", "inside the cone, one impulse leaves zero tangential velocity and "
 "the asked normal velocity", check_static_friction},
{"dynamic-friction", "outside the cone, the impulse lies on it, |j_t| = mu j_n, and the "
 "normal velocity is as asked", check_dynamic_friction},
#line 1929 "chapters/12-resting.nw"
{"friction-momentum", "a friction impulse keeps the linear momentum and the angular "
 "momentum about the contact point", check_friction_momentum},
#line 1998 "chapters/12-resting.nw"
{"slip-impulse", "a friction-only impulse stops the slip, or brings the step's total onto "
 "the cone, and has no normal part", check_slip_impulse},
#line 2427 "chapters/12-resting.nw"
{"incline", "without friction the box slides at g sin; with it, at Coulomb's a within 1%; "
 "held to under 0.57 mm in 2 s when tan < mu", check_incline},
#line 2666 "chapters/12-resting.nw"
{"resting-box", "a box set down stays below sqrt 2 times the velocity tolerance, drifts under 1.4 mm in "
 "10 s and stays inside the slop; without the rules it hops", check_resting_box},
#line 3015 "chapters/12-resting.nw"
{"cradle3d", "worst-first passes ((1+e)/2)^(n-1) of the speed to the last ball, keeping "
 "momentum, energy at e = 1, and never making energy", check_cradle},
#line 3103 "chapters/12-resting.nw"
{"islands", "a tower beside another is resolved bit for bit as when alone", check_islands},
#line 1640 "chapters/12-resting.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
