#line 236 "chapters/03-forces.nw"
/* Chapter 3's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "closed-forms.h"
#include "random.h"

#include "shared/damped-motion.h"

#include <imp/particle_force.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#line 727 "chapters/02-particles.nw"
static const char *const integrator_names[] = {"symplectic", "explicit",
                                               "gped", NULL};
#line 262 "chapters/03-forces.nw"
/* The force one generator alone puts on a particle. */
static void force_of(imp_particle_force_generator g, const imp_particle *p, float dt,
                     vec3 out) {
  imp_particle probe = *p;
  imp_particle_clear_forces(&probe);
  g.apply(&probe, dt, g.data);
  glm_vec3_copy(probe.force, out);
}

static void uniform_vec3(imp_rng *r, double lo, double hi, vec3 out) {
  for (int i = 0; i < 3; i++) out[i] = (float)imp_rng_uniform(r, lo, hi);
}

static double last_value(const imp_table *t, const char *column) {
  return imp_table_at(t, t->rows - 1, column);
}

/* The mass the engine really uses: 1 over the stored inverse of m. */
static double engine_mass(double m) { return 1.0 / (double)(1.0f / (float)m); }
#line 284 "chapters/03-forces.nw"
static void count_call(imp_particle *p, float dt, void *data) {
  ++*(int *)data;
  p->force[0] += dt;
}

static void check_registry(imp_check_state *s) {
  imp_particle_force_entry storage[3];
  imp_particle_force_registry r;
  imp_particle a, b;
  int calls[4] = {0, 0, 0, 0};
  imp_particle_force_generator g[4];
  for (int i = 0; i < 4; i++)
    g[i] = (imp_particle_force_generator){count_call, &calls[i]};
  imp_particle_init(&a);
  imp_particle_init(&b);
  imp_particle_force_registry_init(&r, storage, 3);
  for (int i = 0; i < 3; i++)
    IMP_CHECK_TRUE(s, imp_particle_force_registry_add(&r, i == 1 ? &b : &a, g[i])
                          == IMP_OK);
  
#line 223 "chapters/03-forces.nw"
IMP_CHECK_TRUE(s, imp_particle_force_registry_add(&r, &a, g[3]) == IMP_FULL &&
                      r.count == 3);
imp_particle_force_registry_update(&r, 0.25f);
IMP_CHECK_TRUE(s, calls[0] == 1 && calls[1] == 1 && calls[2] == 1 && calls[3] == 0);
IMP_CHECK_TRUE(s, a.force[0] == 0.5f && b.force[0] == 0.25f);
IMP_CHECK_TRUE(s, imp_particle_force_registry_remove(&r, &b, g[1]) == IMP_OK &&
                      r.count == 2);
IMP_CHECK_TRUE(s, r.entries[0].generator.data == &calls[0] &&
                  r.entries[1].generator.data == &calls[2]);
IMP_CHECK_TRUE(s, imp_particle_force_registry_remove(&r, &b, g[1]) == IMP_BAD_VALUE);
#line 304 "chapters/03-forces.nw"
  IMP_CHECK_TRUE(s, imp_particle_force_registry_remove(&r, &b, g[0]) == IMP_BAD_VALUE);
  imp_particle_force_registry_update(&r, 0.25f);
  IMP_CHECK_TRUE(s, calls[0] == 2 && calls[1] == 1 && calls[2] == 2);
  imp_particle_force_registry_clear(&r);
  imp_particle_force_registry_update(&r, 0.25f);
  IMP_CHECK_TRUE(s, calls[0] == 2 && calls[2] == 2);
  /* no particle, no function, no storage: refused */
  IMP_CHECK_TRUE(s, imp_particle_force_registry_add(&r, NULL, g[0]) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s,
                 imp_particle_force_registry_add(&r, &a,
                                                 (imp_particle_force_generator){NULL,
                                                                                NULL})
                        == IMP_BAD_VALUE && r.count == 0);
  imp_particle_force_registry_init(&r, NULL, 5);
  IMP_CHECK_TRUE(s, imp_particle_force_registry_add(&r, &a, g[0]) == IMP_FULL &&
                        r.count == 0);
}
#line 436 "chapters/03-forces.nw"
static void check_drag_force(imp_check_state *s) {
  imp_rng r = imp_rng_seed(303);
  imp_particle_drag drag = {0.5f, 0.25f};
  const float refused[][2] = {{-1e-9f, 0}, {0, -1}, {NAN, 0}, {0, INFINITY}};
  for (int i = 0; i < 4; i++) {
    IMP_CHECK_TRUE(s, imp_particle_drag_init(&drag, refused[i][0], refused[i][1])
                          == IMP_BAD_VALUE);
    IMP_CHECK_TRUE(s, drag.k1 == 0.5f && drag.k2 == 0.25f);
  }
  imp_particle p;
  imp_particle_init(&p);
  for (int c = 0; c < 10000; c++) {
    float k1 = c % 4 == 0 ? 0.0f : (float)imp_rng_uniform(&r, 0, 10);
    float k2 = c % 4 == 1 ? 0.0f : (float)imp_rng_uniform(&r, 0, 10);
    double dir[3], speed = pow(10, imp_rng_uniform(&r, -6, 3));
    imp_rng_direction(&r, dir);
    for (int i = 0; i < 3; i++) p.velocity[i] = (float)(speed * dir[i]);
    IMP_CHECK_TRUE(s, imp_particle_drag_init(&drag, k1, k2) == IMP_OK);
    vec3 f;
    force_of(imp_particle_drag_generator(&drag), &p, 0.01f, f);
    double v2 = 0;
    for (int i = 0; i < 3; i++) v2 += (double)p.velocity[i] * p.velocity[i];
    double c_drag = k1 + k2 * sqrt(v2);
    
#line 426 "chapters/03-forces.nw"
double power = 0;
for (int i = 0; i < 3; i++) { /* |v| in 3 roundings, then k2 |v|, + k1, * v */
  double want = -c_drag * p.velocity[i];
  IMP_CHECK_NEAR(s, f[i], want, 6 * IMP_U * fabs(want));
  power += (double)f[i] * p.velocity[i];
}
IMP_CHECK_TRUE(s, power <= 0.0); /* exactly: each f_i has the sign of -v_i */
#line 460 "chapters/03-forces.nw"
  }
  glm_vec3_zero(p.velocity); /* at rest: exactly no force, and no NaN */
  vec3 f;
  force_of(imp_particle_drag_generator(&drag), &p, 0.01f, f);
  IMP_CHECK_TRUE(s, f[0] == 0.0f && f[1] == 0.0f && f[2] == 0.0f);
}
#line 724 "chapters/03-forces.nw"
static void check_drag_terminal(imp_check_state *s) {
  imp_rng r = imp_rng_seed(304);
  for (int c = 0; c < 30; c++) {
    float m = c ? (float)imp_rng_uniform(&r, 0.1, 10) : 0.5f;
    float g = c ? (float)imp_rng_uniform(&r, 1, 20) : 9.8f;
    float k1 = c % 3 == 1 ? 0.0f : c ? (float)imp_rng_uniform(&r, 0.01, 2) : 0.1f;
    float k2 = c % 3 == 2 ? 0.0f : c ? (float)imp_rng_uniform(&r, 0.01, 2) : 0.05f;
    double me = engine_mass(m), root = sqrt((double)k1 * k1 + 4.0 * k2 * me * g);
    double vt = 2 * me * g / (k1 + root), rate = root / me; /* at v_t */
    float h = (float)fmin(c ? imp_rng_uniform(&r, 0.05, 0.45) / rate : 0.01, 0.5);
    double share = h * rate; /* below 1/2, so the speed approaches v_t monotonically */
    float v0 = c % 2 ? (float)imp_rng_uniform(&r, 0, 2 * vt) : 0.0f;
    long steps = c ? (long)(80 / share) + 1 : 2000;
    imp_table t;
    imp_table_runf(&t, "drag", "m=%.9g g=%.9g k1=%.9g k2=%.9g v0=%.9g dt=%.9g steps=%ld",
                 m, g, k1, k2, v0, h, steps);
    
#line 711 "chapters/03-forces.nw"
IMP_CHECK_NEAR(s, imp_table_at(&t, 0, "v_terminal"), vt, 4 * IMP_U * vt);
for (size_t n = 0; n + 1 < t.rows; n++) {
  double v = imp_table_at(&t, n, "v"), next = imp_table_at(&t, n + 1, "v");
  double drag = (k1 + k2 * v) * v / me; /* the drag's deceleration */
  double want = vt + (v - vt) * (1 - h * (k1 + k2 * (v + vt)) / me);
  IMP_CHECK_NEAR(s, next, want, IMP_U * (next + 12 * h * (g + drag)));
  IMP_CHECK_TRUE(s, imp_table_at(&t, n, "power") <= 0.0);
}
/* the speed stops changing once h a is below its last bit */
IMP_CHECK_NEAR(s, last_value(&t, "v"), vt, IMP_U * (vt / h + 8 * g) / rate);
#line 741 "chapters/03-forces.nw"
    imp_table_free(&t);
  }
}
#line 926 "chapters/03-forces.nw"
/* Hooke's force on p from a spring ending at `end`, in double. */
static void hooke(const imp_particle *p, const float *end, double k, double rest,
                  double out[3], double *length) {
  double d[3], l2 = 0;
  for (int i = 0; i < 3; i++) d[i] = (double)p->position[i] - end[i], l2 += d[i] * d[i];
  *length = sqrt(l2);
  for (int i = 0; i < 3; i++) out[i] = -k * (*length - rest) * d[i] / *length;
}

static void check_spring_pushes(imp_check_state *s) {
  imp_rng r = imp_rng_seed(305);
  imp_particle p, other;
  imp_particle_init(&p);
  imp_particle_init(&other);
  imp_particle_spring spring;
  imp_particle_anchored_spring anchored;
  for (int c = 0; c < 10000; c++) {
    float k = (float)imp_rng_uniform(&r, 0.1, 100), rest = (float)imp_rng_uniform(&r, 0, 5);
    uniform_vec3(&r, -5, 5, p.position);
    uniform_vec3(&r, -5, 5, other.position);
    imp_particle_spring_init(&spring, &other, k, rest);
    imp_particle_anchored_spring_init(&anchored, other.position, k, rest);
    double want[3], l;
    hooke(&p, other.position, k, rest, want, &l);
    if (fabs(l - rest) < 1e-3 * l) continue; /* too close to call the sign */
    vec3 f, fa;
    force_of(imp_particle_spring_generator(&spring), &p, 0.01f, f);
    force_of(imp_particle_anchored_spring_generator(&anchored), &p, 0.01f, fa);
    double along = 0; /* f . d: positive pushes away, negative pulls */
    
#line 914 "chapters/03-forces.nw"
for (int i = 0; i < 3; i++) {
  /* d in 1 rounding, |d| in 3, then l - rest, k (l - rest) / l and * d_i:
   * 8 roundings of k (l + rest) |d_i| / l, which is |f_i| (l + rest)/|l - rest| */
  double tol = 8 * IMP_U * fabs(want[i]) * (l + rest) / fabs(l - rest);
  IMP_CHECK_NEAR(s, f[i], want[i], tol);
  IMP_CHECK_TRUE(s, fa[i] == f[i]);
  along += f[i] * ((double)p.position[i] - other.position[i]);
}
IMP_CHECK_TRUE(s, l < rest ? along > 0 : along < 0); /* compressed pushes */
#line 956 "chapters/03-forces.nw"
  }
  /* both ends at one point: no direction, so no force, and no NaN */
  glm_vec3_copy(other.position, p.position);
  vec3 f;
  force_of(imp_particle_spring_generator(&spring), &p, 0.01f, f);
  IMP_CHECK_TRUE(s, f[0] == 0.0f && f[1] == 0.0f && f[2] == 0.0f);
  /* refused: no other end, a stiffness that is not positive, a negative rest */
  imp_particle_spring before = spring;
  IMP_CHECK_TRUE(s, imp_particle_spring_init(&spring, NULL, 1.0f, 1.0f) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_particle_spring_init(&spring, &other, 0.0f, 1.0f)
                        == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_particle_spring_init(&spring, &other, -2.0f, 1.0f)
                        == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_particle_spring_init(&spring, &other, NAN, 1.0f)
                        == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_particle_spring_init(&spring, &other, 1.0f, -0.5f)
                        == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, memcmp(&before, &spring, sizeof spring) == 0);
  IMP_CHECK_TRUE(s,
                 imp_particle_anchored_spring_init(&anchored, (vec3){INFINITY, 0, 0},
                                                   1.0f, 1.0f)
                        == IMP_BAD_VALUE);
}
#line 1006 "chapters/03-forces.nw"
static void check_bungee_pulls_only(imp_check_state *s) {
  int slack = 0, taut = 0;
  imp_rng r = imp_rng_seed(306);
  imp_particle_spring spring;
  imp_particle p, other;
  imp_particle_init(&p);
  imp_particle_init(&other);
  for (int c = 0; c < 10000; c++) {
    uniform_vec3(&r, -3, 3, p.position);
    uniform_vec3(&r, -3, 3, other.position);
    imp_particle_spring_init(&spring, &other, (float)imp_rng_uniform(&r, 0.1, 100),
                             (float)imp_rng_uniform(&r, 0, 6));
    vec3 f, hooke_force;
    force_of(imp_particle_bungee_generator(&spring), &p, 0.01f, f);
    force_of(imp_particle_spring_generator(&spring), &p, 0.01f, hooke_force);
    vec3 d;
    glm_vec3_sub(p.position, other.position, d);
    
#line 995 "chapters/03-forces.nw"
if (glm_vec3_norm(d) <= spring.rest) { /* slack: exactly nothing */
  slack++;
  IMP_CHECK_TRUE(s, f[0] == 0.0f && f[1] == 0.0f && f[2] == 0.0f);
} else { /* taut: Hooke's force to the last bit, towards the other end */
  taut++;
  IMP_CHECK_TRUE(s, glm_vec3_eqv(f, hooke_force));
  IMP_CHECK_TRUE(s, glm_vec3_dot(f, d) < 0.0f);
}
#line 1024 "chapters/03-forces.nw"
  }
  IMP_CHECK_TRUE(s, slack > 1000 && taut > 1000);
}
#line 1241 "chapters/03-forces.nw"
static void check_pair_centre(imp_check_state *s) {
  /* the springs registered both ways give forces that are exact negatives */
  imp_rng r = imp_rng_seed(307);
  imp_particle p[2];
  imp_particle_spring towards[2];
  for (int c = 0; c < 1000; c++) {
    for (int i = 0; i < 2; i++) {
      imp_particle_init(&p[i]);
      uniform_vec3(&r, -10, 10, p[i].position);
    }
    float k = (float)imp_rng_uniform(&r, 0.1, 10), rest = (float)imp_rng_uniform(&r, 0, 10);
    vec3 f[2];
    for (int i = 0; i < 2; i++) {
      imp_particle_spring_init(&towards[i], &p[1 - i], k, rest);
      force_of(imp_particle_spring_generator(&towards[i]), &p[i], 0.01f, f[i]);
    }
    
#line 1229 "chapters/03-forces.nw"
for (int i = 0; i < 3; i++) IMP_CHECK_TRUE(s, f[0][i] == -f[1][i]);
#line 1258 "chapters/03-forces.nw"
  }
  /* so with equal masses v1 = -v2 exactly, and only the positions' own
   * rounding, at most u |x| each per step, moves the centre of mass */
  imp_table t;
  imp_table_runf(&t, "spring-pair", "steps=6000");
  IMP_CHECK_NEAR(s, imp_table_at(&t, 0, "l"), sqrt(85.0), IMP_U * sqrt(85.0));
  double drift = 0; /* the bound, summed step by step */
  for (size_t n = 1; n < t.rows; n++) {
    double x = fabs(imp_table_at(&t, n, "x1")) + fabs(imp_table_at(&t, n, "x2"));
    double y = fabs(imp_table_at(&t, n, "y1")) + fabs(imp_table_at(&t, n, "y2"));
    drift += IMP_U * fmax(x, y) / 2;
    
#line 1236 "chapters/03-forces.nw"
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "cx"), 1.0, drift);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "cy"), 5.5, drift);
#line 1270 "chapters/03-forces.nw"
  }
  imp_table_free(&t);
}

#line 1301 "chapters/03-forces.nw"
static void check_pair_shadow(imp_check_state *s) {
  imp_rng r = imp_rng_seed(308);
  for (int c = 0; c < 10; c++) {
    float m1 = c ? (float)imp_rng_uniform(&r, 0.2, 2) : 0.5f;
    float m2 = c ? (float)imp_rng_uniform(&r, 0.2, 2) : 0.5f;
    float k = c ? (float)imp_rng_uniform(&r, 0.2, 5) : 0.5f;
    float d = c ? (float)imp_rng_uniform(&r, 0.5, 1) : 0.8f, h = 0.01f;
    imp_table t;
    imp_table_runf(&t, "spring-pair", "m1=%.9g m2=%.9g k=%.9g damping=%.9g dt=%.9g",
                 m1, m2, k, d, h);
    double omega2 = k * ((double)(1.0f / m1) + (double)(1.0f / m2));
    double delta = powf(d, h);
    double cc = fabs((delta - 1 + delta * omega2 * h * h) / (2 * h * delta));
    double q0 = damped_shadow(imp_table_at(&t, 0, "l") - 5, 0, omega2, h, delta);
    double size = 20, speed = sqrt(2 * q0); /* |x1| + |x2| and the largest |w| */
    for (size_t n = 0; n < t.rows; n++) {
      double l = imp_table_at(&t, n, "l") - 5, w = imp_table_at(&t, n, "w");
      /* positions and velocities carry up to n + 1 roundings of their size */
      double err_r = 4 * (n + 1) * IMP_U * size, err_w = 4 * (n + 1) * IMP_U * speed;
      double tol = (omega2 * fabs(l) + cc * fabs(w)) * err_r
                   + (fabs(w) + cc * fabs(l)) * err_w;
      
#line 1295 "chapters/03-forces.nw"
IMP_CHECK_NEAR(s, damped_shadow(l, w, omega2, h, delta), q0 * pow(delta, (double)n),
               tol + 10 * (n + 1) * IMP_U * q0 * pow(delta, (double)n));
#line 1323 "chapters/03-forces.nw"
    }
    imp_table_free(&t);
  }
}
#line 1356 "chapters/03-forces.nw"
/* Times at which a column falls through a level, linearly interpolated, and
 * the rows just after. */
static int falling_through(const imp_table *t, const char *column, double level,
                           double *times, size_t *rows, int most) {
  int count = 0;
  for (size_t n = 1; n < t->rows && count < most; n++) {
    double a = imp_table_at(t, n - 1, column) - level, b = imp_table_at(t, n, column) - level;
    if (a > 0 && b <= 0) {
      double t0 = imp_table_at(t, n - 1, "t"), t1 = imp_table_at(t, n, "t");
      rows[count] = n;
      times[count++] = t0 + (t1 - t0) * a / (a - b);
    }
  }
  return count;
}

static void check_pair_period(imp_check_state *s) {
  imp_rng r = imp_rng_seed(309);
  for (int c = 0; c < 10; c++) {
    float m1 = c ? (float)imp_rng_uniform(&r, 0.2, 2) : 0.5f;
    float m2 = c ? (float)imp_rng_uniform(&r, 0.2, 2) : 0.5f;
    float k = c ? (float)imp_rng_uniform(&r, 0.2, 5) : 0.5f, h = 0.01f;
    float d = c % 2 ? 1.0f : 0.8f; /* the demo's damping, or none */
    imp_table t;
    imp_table_runf(&t, "spring-pair", "m1=%.9g m2=%.9g k=%.9g damping=%.9g steps=%d",
                 m1, m2, k, d, c ? 3000 : 2500);
    double omega2 = k * ((double)(1.0f / m1) + (double)(1.0f / m2)), delta = powf(d, h);
    /* the damped symplectic map: trace 1 + delta - delta w^2 h^2, det delta */
    double theta = acos((1 + delta - delta * omega2 * h * h) / (2 * sqrt(delta)));
    double times[64];
    size_t rows[64];
    int count = falling_through(&t, "l", 5.0, times, rows, 64);
    double measured = (times[count - 1] - times[0]) / (count - 1);
    /* each crossing is interpolated within h (theta^2 + ln^2 delta) / 8; the
     * force's roundings move w^2, and so the period, by a few u */
    double period = 2 * GLM_PI * h / theta;
    double tol = 2 * h * (theta * theta + log(delta) * log(delta)) / 8 / (count - 1)
                 + 8 * IMP_U * period;
    /* and l itself may be off by the positions' roundings, 2 n u (|x1| + |x2|)
     * at worst, which moves a crossing by that over the speed |w| */
    for (int end = 0; end < 2; end++) {
      size_t n = rows[end ? count - 1 : 0];
      tol += 2 * n * IMP_U * 20 / fabs(imp_table_at(&t, n, "w")) / (count - 1);
    }
    
#line 1347 "chapters/03-forces.nw"
IMP_CHECK_TRUE(s, count >= 4);
IMP_CHECK_NEAR(s, measured, period, tol);
if (c == 0) { /* the demo: 4.4592 s; undamped, 2 pi sqrt(mu/k) = 4.4429 s */
  IMP_CHECK_NEAR(s, period, 4.4592, 1e-4);
  IMP_CHECK_NEAR(s, 2 * GLM_PI / sqrt(omega2), 4.4429, 1e-4);
}
#line 1401 "chapters/03-forces.nw"
    imp_table_free(&t);
  }
}
#line 1645 "chapters/03-forces.nw"
/* A particle stops moving when h v rounds away against its position, |h v|
 * < u |y|; its velocity then settles at delta h a / (1 - delta), so a
 * residual acceleration up to this may stay. */
static double stall_acceleration(double height, double d, double h) {
  double delta = powf((float)d, (float)h);
  return IMP_U * height * (1 - delta) / (delta * h * h);
}

static void check_chain_static(imp_check_state *s) {
  imp_rng r = imp_rng_seed(310);
  const char *links[3] = {"l1", "l2", "l3"};
  for (int c = 0; c < 10; c++) {
    float m[3], k[3], g = c ? (float)imp_rng_uniform(&r, 1, 20) : 9.8f;
    for (int i = 0; i < 3; i++) {
      m[i] = c ? (float)imp_rng_uniform(&r, 0.5, 2) : 1.0f;
      k[i] = c ? (float)imp_rng_uniform(&r, 20, 100) : 50.0f;
    }
    imp_table t; /* damping 0.3, h = 0.01 s: omega h < 0.3 for every mode */
    imp_table_runf(&t, "chain", "m1=%.9g m2=%.9g m3=%.9g k1=%.9g k2=%.9g k3=%.9g g=%.9g",
                 m[0], m[1], m[2], k[0], k[1], k[2], g);
    double load[3], stretch[3], sag = 0;
    for (int j = 2; j >= 0; j--) { /* each link carries the masses below it */
      load[j] = engine_mass(m[j]) + (j < 2 ? load[j + 1] : 0);
      stretch[j] = load[j] * g / k[j];
      sag += stretch[j];
    }
    double height = fabs(last_value(&t, "y3")), stall = stall_acceleration(height, 0.3, 0.01);
    /* what is left of the start: every mode decays as d^(t/2), from at most
     * the whole sag (twice that for the shape of the shadow energy) */
    double transient = 2 * sag * pow(0.3, last_value(&t, "t") / 2);
    
#line 1631 "chapters/03-forces.nw"
for (int j = 0; j < 3; j++)
  IMP_CHECK_NEAR(s, last_value(&t, links[j]), 1.0 + stretch[j],
                 load[j] * stall / k[j] + 4 * IMP_U * height + transient);
#line 1676 "chapters/03-forces.nw"
    imp_table_free(&t);
  }
  /* no gravity, every link stretched: the springs return to their rest
   * lengths and the bungee, carrying nothing, ends slack */
  imp_table t;
  imp_table_runf(&t, "chain", "g=0 stretch=0.5");
  double stall = stall_acceleration(2.0, 0.3, 0.01);
  
#line 1639 "chapters/03-forces.nw"
IMP_CHECK_NEAR(s, last_value(&t, "l1"), 1.0, 3 * stall / 50 + 8 * IMP_U);
IMP_CHECK_NEAR(s, last_value(&t, "l2"), 1.0, 2 * stall / 50 + 8 * IMP_U);
IMP_CHECK_TRUE(s, last_value(&t, "l3") < 1.0);
#line 1684 "chapters/03-forces.nw"
  imp_table_free(&t);
}
#line 1948 "chapters/03-forces.nw"
static void check_buoyancy_force(imp_check_state *s) {
  imp_rng r = imp_rng_seed(311);
  imp_particle_liquid liquid;
  imp_particle_buoyancy body;
  IMP_CHECK_TRUE(s, imp_particle_liquid_init(&liquid, 0.0f, 1000.0f, 0.0f, 5.0f)
                        == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_particle_liquid_init(&liquid, 0.0f, -1.0f, 9.8f, 5.0f)
                        == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_particle_liquid_init(&liquid, NAN, 1000.0f, 9.8f, 5.0f)
                        == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_particle_liquid_init(&liquid, 0.0f, 1000.0f, 9.8f, -5.0f)
                        == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_particle_buoyancy_init_sphere(&body, &liquid, 0.0f)
                        == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_particle_buoyancy_init_block(&body, &liquid, 1.0f, -1.0f)
                        == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_particle_buoyancy_init_sphere(&body, NULL, 1.0f)
                        == IMP_BAD_VALUE);
  imp_particle still, moving;
  imp_particle_init(&still);
  imp_particle_init(&moving);
  for (int c = 0; c < 200; c++) {
    float surface = (float)imp_rng_uniform(&r, -5, 5);
    float rho = (float)imp_rng_uniform(&r, 500, 2000);
    float g = (float)imp_rng_uniform(&r, 1, 25), size = (float)imp_rng_uniform(&r, 0.05, 2);
    float drag = (float)imp_rng_uniform(&r, 0, 10);
    imp_particle_liquid_init(&liquid, surface, rho, g, drag);
    int sphere = c % 2 == 0;
    float section = (float)imp_rng_uniform(&r, 0.01, 4);
    if (sphere) imp_particle_buoyancy_init_sphere(&body, &liquid, size);
    else imp_particle_buoyancy_init_block(&body, &liquid, 2 * size, section);
    imp_particle_set_mass(&moving, (float)imp_rng_uniform(&r, 0.1, 100));
    uniform_vec3(&r, -3, 3, moving.velocity);
    double height = body.height, mass = 1.0 / moving.inverse_mass;
    double volume = sphere ? 4 * GLM_PI * size * size * size / 3 : (double)body.area * height;
    double full = rho * volume * g, previous = 0;
    IMP_CHECK_NEAR(s, imp_particle_buoyancy_volume(&body), volume, 8 * IMP_U * volume);
    for (int i = -20; i <= 220; i++) { /* from clear above to deep below */
      float y = (float)(surface + 0.5 * height - height * i / 200.0);
      still.position[1] = moving.position[1] = y;
      double depth = surface - (y - 0.5 * height), sub = fmin(fmax(depth, 0), height);
      double displaced = sphere ? GLM_PI * sub * sub * (1.5 * height - sub) / 3
                                : body.area * sub;
      vec3 f, fm;
      force_of(imp_particle_buoyancy_generator(&body), &still, 0.01f, f);
      force_of(imp_particle_buoyancy_generator(&body), &moving, 0.01f, fm);
      /* rises with the depth (to rounding: the cap is flat when full) */
      
#line 1944 "chapters/03-forces.nw"
IMP_CHECK_TRUE(s, f[1] >= previous - 8 * IMP_U * full);
#line 1996 "chapters/03-forces.nw"
      previous = f[1];
      /* the engine's depth is off by 2 roundings of |surface| + |y| + height */
      double slack = 2 * IMP_U * (fabs(surface) + fabs(y) + height);
      
#line 1923 "chapters/03-forces.nw"
if (depth < -slack) { /* clear of the liquid: exactly nothing */
  IMP_CHECK_TRUE(s, f[1] == 0.0f && fm[0] == 0.0f && fm[1] == 0.0f && fm[2] == 0.0f);
} else if (depth > slack) { /* rho V g, never down; drag on the share */
  double area = sphere ? GLM_PI * sub * (height - sub) : body.area; /* dV/ds */
  double volume_error = area * slack + 8 * IMP_U * displaced;
  IMP_CHECK_TRUE(s, f[1] > 0.0f);
  IMP_CHECK_NEAR(s, f[1], rho * g * displaced, rho * g * volume_error);
  double share = mass * displaced / volume, share_error = mass * volume_error / volume;
  for (int j = 0; j < 3; j++) {
    double v = moving.velocity[j];
    IMP_CHECK_NEAR(s, fm[j] - (j == 1 ? f[1] : 0.0f), -share * drag * v,
                   (share_error + 4 * IMP_U * share) * drag * fabs(v)
                   + (j == 1 ? 2 * IMP_U * fabs(fm[1]) : 0));
  }
}
#line 2000 "chapters/03-forces.nw"
    }
  }
}
#line 2193 "chapters/03-forces.nw"
/* The depth at which a sphere of relative density sigma floats, over its
 * radius: the root in [0, 2] of z^2 (3 - z) = 4 sigma. */
static double sphere_float_depth(double sigma) {
  return 1 + 2 * cos((acos(1 - 2 * sigma) - 2 * GLM_PI) / 3);
}

static void check_buoyancy_depth(imp_check_state *s) {
  imp_rng r = imp_rng_seed(312);
  for (int c = 0; c < 12; c++) {
    int sphere = c % 2 == 0;
    float radius = c < 4 ? 0.2f : (float)imp_rng_uniform(&r, 0.1, 0.5);
    float g = c < 2 ? 9.8f : c < 4 ? 1.62f : (float)imp_rng_uniform(&r, 1, 25);
    double rho = 1000, volume = sphere ? 4 * GLM_PI * pow(radius, 3) / 3 : 8 * pow(radius, 3);
    double sigma = c < 4 ? 20 / (rho * volume) : imp_rng_uniform(&r, 0.1, 0.9);
    float m = (float)(sigma * rho * volume);
    /* near the float depth the drag damps at rate 5 sigma / 2 (its share
     * of the mass is sigma there); run until that has taken off e^-30,
     * after ten seconds for falling in */
    double settle = 5 * sigma, t_end = 10 + 60 / settle;
    imp_table t;
    imp_table_runf(&t, "buoyancy", "shape=%s r=%.9g m=%.9g g=%.9g steps=%ld",
                 sphere ? "sphere" : "block", radius, m, g, (long)(t_end / 0.01));
    sigma = engine_mass(m) / (rho * volume);
    double depth = sphere ? radius * sphere_float_depth(sigma) : 2 * radius * sigma;
    /* the waterline area, which turns a force error into a depth error */
    double area = sphere ? GLM_PI * depth * (2 * radius - depth) : 4.0 * radius * radius;
    double y = fabs(last_value(&t, "y"));
    /* stalled when |h v| < u |y|, v = a / settle: a residual acceleration
     * up to u |y| settle / h stays; plus 8 roundings of m g in the force */
    double tol = engine_mass(m) * (IMP_U * y * settle / 0.01 / g + 8 * IMP_U) / (rho * area)
                 + 4 * IMP_U * (y + 2 * radius) + 2 * (1 + 2 * radius) * exp(-30);
    
#line 2188 "chapters/03-forces.nw"
IMP_CHECK_NEAR(s, last_value(&t, "depth"), depth, tol);
if (c == 0) IMP_CHECK_NEAR(s, depth, 0.22597, 1e-5); /* the text's number */
#line 2225 "chapters/03-forces.nw"
    imp_table_free(&t);
  }
}
#line 2562 "chapters/03-forces.nw"
static void check_stiff_landing(imp_check_state *s) {
  imp_rng r = imp_rng_seed(313);
  imp_particle_stiff_spring spring = {{0, 0, 0}, 1.0f, 1.0f};
  vec3 origin = {0, 0, 0}, nowhere = {0, NAN, 0};
  IMP_CHECK_TRUE(s, imp_particle_stiff_spring_init(&spring, origin, 0.0f, 1.0f)
                        == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_particle_stiff_spring_init(&spring, origin, 1.0f, -1.0f)
                        == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_particle_stiff_spring_init(&spring, nowhere, 1.0f, 1.0f)
                        == IMP_BAD_VALUE);
  { /* no chord velocity: immovable, no step, or e^(-2 beta h) below float range */
    imp_particle p;
    imp_particle_init(&p);
    vec3 v = {1, 2, 3};
    IMP_CHECK_TRUE(s, imp_particle_stiff_spring_chord_velocity(&spring, &p, 0.0f, v)
                          == IMP_BAD_VALUE);
    imp_particle_stiff_spring_init(&spring, origin, 1.0f, 1e4f);
    IMP_CHECK_TRUE(s, imp_particle_stiff_spring_chord_velocity(&spring, &p, 0.1f, v)
                          == IMP_BAD_VALUE);
    imp_particle_set_immovable(&p);
    IMP_CHECK_TRUE(s, imp_particle_stiff_spring_chord_velocity(&spring, &p, 0.1f, v)
                          == IMP_BAD_VALUE);
    IMP_CHECK_TRUE(s, v[0] == 1 && v[1] == 2 && v[2] == 3);
  }
  for (int c = 0; c < 30000; c++) {
    float m = (float)imp_rng_uniform(&r, 0.1, 10), k = (float)imp_rng_uniform(&r, 1, 1e4);
    /* damping ratios from none through critical to heavily over-damped */
    double ratio = c % 5 == 0 ? 0 : c % 5 == 1 ? 1 : imp_rng_uniform(&r, 0, 5);
    float b = (float)(2 * ratio * sqrt((double)k * m));
    float h = (float)imp_rng_uniform(&r, 0.001, 0.5); /* not 1, where 1/h*h = 1/(h*h) */
    vec3 anchor;
    uniform_vec3(&r, -2, 2, anchor);
    imp_particle_stiff_spring_init(&spring, anchor, k, b);
    for (int form = 0; form < 2; form++) {
      imp_particle p;
      imp_particle_init(&p);
      imp_particle_set_mass(&p, m);
      p.damping = c % 3 ? (float)imp_rng_uniform(&r, 0.5, 1) : 1.0f;
      uniform_vec3(&r, -2, 2, p.position);
      uniform_vec3(&r, -20, 20, p.velocity);
      vec3 x0, v0;
      glm_vec3_copy(p.position, x0);
      glm_vec3_copy(p.velocity, v0);
      imp_particle_add_force(&p, (vec3){0, 0, 0});
      imp_particle_force_generator g = form ? imp_particle_stiff_spring_generator(&spring)
                                   : imp_particle_restart_spring_generator(&spring);
      g.apply(&p, h, g.data);
      imp_particle_integrate(&p, h, IMP_SYMPLECTIC_EULER);
      double omega2 = k * (double)p.inverse_mass, beta = 0.5 * b * (double)p.inverse_mass;
      double ec, es, e = exp(-beta * h);
      damped_cs(omega2, beta, h, &ec, &es);
      for (int i = 0; i < 3; i++) {
        double d = (double)x0[i] - anchor[i], v = v0[i];
        /* restart: the motion from (d, v); two-step: the motion through
         * d - h v at -h and d at 0, continued by T d - D (d - h v) */
        
#line 2551 "chapters/03-forces.nw"
double want = form ? 2 * ec * d - e * e * (d - h * v)
                   : d * ec + (v + beta * d) * es;
double got = (double)p.position[i] - anchor[i];
double size = fabs(x0[i]) + fabs(anchor[i]) + h * fabs(v) + fabs(want);
/* 16 roundings of the sizes, and the float phase (beta + Omega) h,
 * off by 4 roundings of itself, moves the landing by that much */
double phase = (beta + sqrt(fabs(omega2 - beta * beta))) * h;
IMP_CHECK_NEAR(s, got, want, (16 + 4 * phase) * IMP_U * size);
#line 2618 "chapters/03-forces.nw"
      }
    }
  }
}
#line 2906 "chapters/03-forces.nw"
/* One step of a linear stepper on the state (x, h v):
 * x' = xx x + xv hv and hv' = vx x + vv hv. */
typedef struct step_map {
  double xx, xv, vx, vv;
} step_map;

enum { TWO_STEP, RESTART, ORDINARY };

/* The maps of the stiff-spring experiment's three springs (see the text).
 * Each spring sets the velocity row; the stepper sets the position row. */
static step_map spring_map(int spring, int symplectic, double omega2, double beta, double h) {
  double ec, es, e = exp(-beta * h);
  damped_cs(omega2, beta, h, &ec, &es);
  double t = 2 * ec, d = e * e, p = ec + beta * es, q = es / h;
  step_map m;
  if (spring == TWO_STEP) m.vx = t - d - 1, m.vv = d;
  else if (spring == RESTART) m.vx = p - 1, m.vv = q;
  else m.vx = -omega2 * h * h, m.vv = 1 - 2 * beta * h;
  if (symplectic) m.xx = 1 + m.vx, m.xv = m.vv; /* x' = x + h v' */
  else m.xx = 1, m.xv = 1;                       /* x' = x + h v */
  return m;
}

static step_map map_times(step_map a, step_map b) { /* a after b */
  return (step_map){a.xx * b.xx + a.xv * b.vx, a.xx * b.xv + a.xv * b.vv,
                    a.vx * b.xx + a.vv * b.vx, a.vx * b.xv + a.vv * b.vv};
}

/* Compare a column with the map iterated in double from (x0, h v0). A
 * step's roundings put an error of at most `per_step` u times the size of
 * the state into it (h v is at most the sum of two consecutive |x|, taken
 * from the run or the reference, whichever is larger), and the later steps
 * carry it forward by the powers of the map. */
static void check_map_run(imp_check_state *s, const imp_table *t, const char *column,
                          step_map m, double x0, double hv0, double per_step) {
  enum { MOST = 256 };
  size_t rows = t->rows < MOST ? t->rows : MOST;
  double x[MOST], hv[MOST], big[MOST], reach[MOST]; /* reach[k]: |row 1 of m^k| */
  step_map power = {1, 0, 0, 1};
  x[0] = x0, hv[0] = hv0;
  for (size_t n = 0; n < rows; n++) {
    reach[n] = fabs(power.xx) + fabs(power.xv);
    power = map_times(m, power);
    if (n + 1 < rows) {
      x[n + 1] = m.xx * x[n] + m.xv * hv[n];
      hv[n + 1] = m.vx * x[n] + m.vv * hv[n];
    }
    big[n] = fmax(fabs(x[n]), fabs(imp_table_at(t, n, column)));
  }
  
#line 2895 "chapters/03-forces.nw"
for (size_t n = 0; n < rows && fabs(x[n]) < 1e18; n++) { /* |x|^2 overflows at 2e19 */
  double tol = 0;
  for (size_t j = 1; j <= n; j++)
    tol += reach[n - j] * per_step * IMP_U
           * (fabs(hv0) * (j == 1) + (j > 1 ? big[j - 2] : 0) + 2 * big[j - 1] + big[j]);
  /* below FLT_MIN floats are denormal and lose digits: allow that per step */
  IMP_CHECK_NEAR(s, imp_table_at(t, n, column), x[n], tol + n * per_step * FLT_MIN);
}
#line 2956 "chapters/03-forces.nw"
}
#line 2960 "chapters/03-forces.nw"
static void check_stiff_maps(imp_check_state *s) {
  imp_rng r = imp_rng_seed(314);
  const char *columns[3] = {"x", "x_restart", "x_ordinary"};
  for (int c = 0; c < 40; c++) {
    float m = c < 3 ? 1.0f : (float)imp_rng_uniform(&r, 0.1, 10);
    float k = c < 3 ? 100.0f : (float)imp_rng_uniform(&r, 1, 1e4);
    double ratio = c < 3 ? 0.1 : c % 4 == 0 ? 0 : imp_rng_uniform(&r, 0, 3);
    float b = (float)(2 * ratio * sqrt((double)k * m));
    float h = c < 3 ? 0.25f : (float)imp_rng_uniform(&r, 0.001, 1);
    float x0 = c < 3 ? 1.0f : (float)imp_rng_uniform(&r, -2, 2);
    float v0 = c < 3 ? 0.0f : (float)imp_rng_uniform(&r, -10, 10);
    const char *stepper = integrator_names[c < 3 ? c : c % 3];
    imp_table t;
    imp_table_runf(&t, "stiff-spring", "m=%.9g k=%.9g b=%.9g x0=%.9g v0=%.9g dt=%.9g "
                 "integrator=%s steps=40", m, k, b, x0, v0, h, stepper);
    double omega2 = k / engine_mass(m), beta = b / (2 * engine_mass(m));
    double phase = (beta + sqrt(fabs(omega2 - beta * beta))) * h;
    for (int spring = 0; spring < 3; spring++) {
      step_map map = spring_map(spring, stepper == integrator_names[0], omega2, beta, h);
      double v = spring == TWO_STEP ? imp_table_at(&t, 0, "v") : v0; /* the chord */
      check_map_run(s, &t, columns[spring], map, x0, h * v, 16 + 4 * phase);
      if (spring == TWO_STEP && stepper == integrator_names[0]) /* on the exact motion */
        check_map_run(s, &t, "x_exact", map, x0, h * v, 16 + 4 * phase);
    }
    imp_table_free(&t);
  }
}
#line 3027 "chapters/03-forces.nw"
static void check_restart_period(imp_check_state *s) {
  imp_rng r = imp_rng_seed(315);
  for (int c = 0; c < 6; c++) {
    float k = c ? (float)imp_rng_uniform(&r, 1, 400) : 4.0f;
    double omega = sqrt((double)k);
    float h = (float)((c ? imp_rng_uniform(&r, 0.005, 0.1) : 0.02) / omega);
    long steps = (long)(12 * sqrt(2.0) * 2 * GLM_PI / omega / h); /* 12 periods */
    imp_table t;
    imp_table_runf(&t, "stiff-spring", "k=%.9g b=0 dt=%.9g steps=%ld", k, h, steps);
    step_map map = spring_map(RESTART, 1, k / engine_mass(1), 0, h);
    double det = map.xx * map.vv - map.xv * map.vx, trace = map.xx + map.vv;
    double theta = acos(trace / (2 * sqrt(det))), period = 2 * GLM_PI * h / theta;
    double times[64];
    size_t rows[64];
    int count = falling_through(&t, "x_restart", 0.0, times, rows, 64);
    double measured = (times[count - 1] - times[0]) / (count - 1);
    /* interpolation, as for the pair, and n roundings of |x| <= 1 over the
     * speed at the crossing */
    double tol = 2 * h * (theta * theta + 0.25 * log(det) * log(det)) / 8 / (count - 1);
    for (int end = 0; end < 2; end++) {
      size_t n = rows[end ? count - 1 : 0];
      double step = imp_table_at(&t, n, "x_restart") - imp_table_at(&t, n - 1, "x_restart");
      double speed = fabs(step) / h;
      tol += 4 * n * IMP_U / speed / (count - 1);
    }
    
#line 3008 "chapters/03-forces.nw"
IMP_CHECK_TRUE(s, count >= 10);
IMP_CHECK_NEAR(s, measured, period, tol);
/* at small steps, the period of a spring of half the stiffness */
IMP_CHECK_NEAR(s, period * omega / (2 * GLM_PI), sqrt(2.0), omega * omega * h * h);
#line 3053 "chapters/03-forces.nw"
    imp_table_free(&t);
  }
  /* just past omega h = pi it grows: at 3.5 by its eigenvalue -1.1257 a step */
  imp_table t;
  imp_table_runf(&t, "stiff-spring", "b=0 dt=0.35 steps=60");
  step_map map = spring_map(RESTART, 1, 100 / engine_mass(1), 0, 0.35f);
  double det = map.xx * map.vv - map.xv * map.vx, trace = map.xx + map.vv;
  double lambda = (trace - sqrt(trace * trace - 4 * det)) / 2;
  double ratio = last_value(&t, "x_restart") / imp_table_at(&t, t.rows - 2, "x_restart");
  
#line 3020 "chapters/03-forces.nw"
IMP_CHECK_NEAR(s, lambda, -1.1257, 1e-4);
/* the slower mode has died out (0.089/1.126 per step); each value is off
 * by up to 16 roundings a step, relative, carried by the growing mode */
IMP_CHECK_NEAR(s, ratio, lambda, 2 * 60 * 16 * IMP_U * fabs(lambda));
#line 3063 "chapters/03-forces.nw"
  imp_table_free(&t);
}
#line 3109 "chapters/03-forces.nw"
static void check_sum_any_order(imp_check_state *s) {
  imp_rng r = imp_rng_seed(302);
  for (int c = 0; c < 1000; c++) {
    imp_particle p, other;
    imp_particle_init(&p);
    imp_particle_init(&other);
    imp_particle_set_mass(&p, (float)imp_rng_uniform(&r, 0.1, 10));
    uniform_vec3(&r, -2, 2, p.position);
    uniform_vec3(&r, -5, 5, p.velocity);
    uniform_vec3(&r, -2, 2, other.position);
    imp_particle_gravity gravity = {{0.0f, -9.8f, 0.0f}};
    imp_particle_drag drag;
    imp_particle_spring spring;
    imp_particle_anchored_spring anchored;
    imp_particle_liquid water;
    imp_particle_buoyancy ball;
    imp_particle_stiff_spring stiff;
    imp_particle_drag_init(&drag, (float)imp_rng_uniform(&r, 0, 2),
                           (float)imp_rng_uniform(&r, 0, 2));
    imp_particle_spring_init(&spring, &other, (float)imp_rng_uniform(&r, 1, 50), 1.0f);
    imp_particle_anchored_spring_init(&anchored, (vec3){0.0f, 1.0f, 0.0f}, 20.0f, 0.5f);
    imp_particle_liquid_init(&water, 0.0f, 1000.0f, 9.8f, 5.0f);
    imp_particle_buoyancy_init_sphere(&ball, &water, 0.3f);
    imp_particle_stiff_spring_init(&stiff, (vec3){1.0f, 0.0f, 0.0f}, 400.0f, 3.0f);
    imp_particle_force_generator g[] = {
        imp_particle_gravity_generator(&gravity), imp_particle_drag_generator(&drag),
        imp_particle_spring_generator(&spring), imp_particle_bungee_generator(&spring),
        imp_particle_anchored_spring_generator(&anchored),
        imp_particle_buoyancy_generator(&ball),
        imp_particle_stiff_spring_generator(&stiff),
        imp_particle_restart_spring_generator(&stiff)};
    enum { N = sizeof g / sizeof *g };
    double sum[3] = {0, 0, 0}, size[3] = {0, 0, 0};
    for (int i = 0; i < N; i++) {
      vec3 f;
      force_of(g[i], &p, 0.02f, f);
      for (int j = 0; j < 3; j++) sum[j] += f[j], size[j] += fabs(f[j]);
    }
    imp_particle_force_entry storage[2][N];
    imp_particle_force_registry forwards, backwards;
    imp_particle q = p;
    imp_particle_force_registry_init(&forwards, storage[0], N);
    imp_particle_force_registry_init(&backwards, storage[1], N);
    for (int i = 0; i < N; i++) {
      imp_particle_force_registry_add(&forwards, &p, g[i]);
      imp_particle_force_registry_add(&backwards, &q, g[N - 1 - i]);
    }
    imp_particle_force_registry_update(&forwards, 0.02f);
    imp_particle_force_registry_update(&backwards, 0.02f);
    
#line 3095 "chapters/03-forces.nw"
for (int j = 0; j < 3; j++) { /* a sum of N terms: N - 1 roundings */
  IMP_CHECK_NEAR(s, p.force[j], sum[j], (N - 1) * IMP_U * size[j]);
  IMP_CHECK_NEAR(s, q.force[j], sum[j], (N - 1) * IMP_U * size[j]);
}
#line 3159 "chapters/03-forces.nw"
    /* gravity's acceleration is g whatever the mass: 1/(1/m), m g, then / m */
    vec3 f;
    force_of(g[0], &p, 0.02f, f);
    
#line 3104 "chapters/03-forces.nw"
IMP_CHECK_NEAR(s, f[1] * p.inverse_mass, -9.8f, 3 * IMP_U * 9.8);
IMP_CHECK_TRUE(s, f[0] == 0.0f && f[2] == 0.0f);
#line 3163 "chapters/03-forces.nw"
  }
}

#line 252 "chapters/03-forces.nw"
static const imp_check checks[] = {
#line 324 "chapters/03-forces.nw"
{"registry", "add refuses when full, update calls every entry once in order, "
 "remove keeps the order, no allocation", check_registry},
#line 469 "chapters/03-forces.nw"
{"drag-force", "f = -(k1 + k2 |v|) v, so f . v <= 0 exactly, and f = 0 at rest; "
 "negative constants are refused", check_drag_force},
#line 747 "chapters/03-forces.nw"
{"drag-terminal", "the speed error is multiplied by exactly 1 - h (k1 + k2 (v + v_t))/m "
 "each step, and ends at v_t = 2 m g / (k1 + sqrt(k1^2 + 4 k2 m g))", check_drag_terminal},
#line 982 "chapters/03-forces.nw"
{"spring-pushes", "Hooke's law: a compressed spring pushes, a stretched one pulls, "
 "with |f| = k |l - l0| (the source's real_abs made both pull)", check_spring_pushes},
#line 1030 "chapters/03-forces.nw"
{"bungee-pulls-only", "a bungee gives exactly no force when l <= l0 and Hooke's pull "
 "when l > l0 (the source's sign pushed)", check_bungee_pulls_only},
#line 1276 "chapters/03-forces.nw"
{"pair-centre", "a spring's two forces are exact negatives, so the demo's centre of "
 "mass stays at (1, 5.5, 0) to rounding; l starts at sqrt(85)", check_pair_centre},
#line 1330 "chapters/03-forces.nw"
{"pair-shadow", "the separation l - l0 of the demo is chapter 2's damped oscillator "
 "with w^2 = k/mu: Q_delta shrinks by exactly delta per step", check_pair_shadow},
#line 1407 "chapters/03-forces.nw"
{"pair-period", "the pair oscillates with w^2 = k (1/m1 + 1/m2): the period is "
 "2 pi h / theta of the damped symplectic map (4.459 s in the demo)", check_pair_period},
#line 1689 "chapters/03-forces.nw"
{"chain-static", "the chain settles with each link stretched by the weight below it "
 "over its stiffness, m g / k; without gravity the bungee ends slack", check_chain_static},
#line 2006 "chapters/03-forces.nw"
{"buoyancy-force", "no force above the surface, rho V g below it, the submerged "
 "volume in between: positive, rising, proportional to g", check_buoyancy_force},
#line 2231 "chapters/03-forces.nw"
{"buoyancy-depth", "a body floats at the depth where rho g V(s) = m g, whatever g: "
 "s = r (1 + 2 cos((acos(1 - 2 sigma) - 2 pi)/3)) for a sphere", check_buoyancy_depth},
#line 2625 "chapters/03-forces.nw"
{"stiff-landing", "one symplectic step under a stiff spring lands on its damped motion "
 "(from x, v; or through x - h v, x), in all three regimes", check_stiff_landing},
#line 2990 "chapters/03-forces.nw"
{"stiff-maps", "each spring of the stiff-spring experiment, under each stepper, is the "
 "exact linear map of the text, step after step", check_stiff_maps},
#line 3068 "chapters/03-forces.nw"
{"restart-period", "the source's stiff spring, undamped, oscillates with the period of "
 "its map, sqrt(2) times 2 pi/w as h -> 0 (half the stiffness), and grows just past "
 "w h = pi", check_restart_period},
#line 3168 "chapters/03-forces.nw"
{"sum-any-order", "the accumulated force is the sum of the generators' forces, "
 "in either order; gravity gives every mass the same acceleration", check_sum_any_order},
#line 254 "chapters/03-forces.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
