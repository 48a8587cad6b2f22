#line 207 "chapters/02-particles.nw"
/* Chapter 2's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "closed-forms.h"
#include "random.h"

#include <imp/particle.h>
#include <math.h>
#include <stdio.h>

#line 727 "chapters/02-particles.nw"
static const char *const integrator_names[] = {"symplectic", "explicit",
                                               "gped", NULL};
#line 229 "chapters/02-particles.nw"
static void check_particle_mass(imp_check_state *s) {
  imp_particle p;
  imp_particle_init(&p);
  const float refused[] = {0.0f, -0.0f, -1.0f, INFINITY, -INFINITY, NAN};
  
#line 195 "chapters/02-particles.nw"
IMP_CHECK_TRUE(s, imp_particle_set_mass(&p, 2.5f) == IMP_OK);
IMP_CHECK_NEAR(s, imp_particle_mass(&p), 2.5, 2 * IMP_U * 2.5);
for (size_t i = 0; i < sizeof refused / sizeof *refused; i++) {
  IMP_CHECK_TRUE(s, imp_particle_set_mass(&p, refused[i]) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, p.inverse_mass == 1.0f / 2.5f); /* unchanged */
}
imp_particle_set_immovable(&p);
IMP_CHECK_TRUE(s, isinf(imp_particle_mass(&p)));
IMP_CHECK_TRUE(s, imp_particle_kinetic_energy(&p) == 0.0f);
#line 234 "chapters/02-particles.nw"
}
#line 368 "chapters/02-particles.nw"
static void check_accumulator(imp_check_state *s) {
  imp_rng r = imp_rng_seed(201);
  for (int n = 0; n < 1000; n++) {
    imp_particle p;
    imp_particle_init(&p);
    float mass = (float)imp_rng_uniform(&r, 0.1, 10.0);
    float h = (float)imp_rng_uniform(&r, 1e-3, 0.1);
    vec3 f1, f2, g;
    for (int i = 0; i < 3; i++) {
      f1[i] = (float)imp_rng_uniform(&r, -5, 5);
      f2[i] = (float)imp_rng_uniform(&r, -5, 5);
      g[i] = (float)imp_rng_uniform(&r, -10, 10);
    }
    imp_particle_set_mass(&p, mass);
    glm_vec3_copy(g, p.acceleration);
    imp_particle_add_force(&p, f1);
    imp_particle_add_force(&p, f2);
    imp_particle_integrate(&p, h, IMP_SYMPLECTIC_EULER);
    double a[3], scale[3];
    for (int i = 0; i < 3; i++) {
      a[i] = g[i] + ((double)f1[i] + f2[i]) / mass;
      scale[i] = fabs(g[i]) + (fabs(f1[i]) + fabs(f2[i])) / mass;
    }
    
#line 351 "chapters/02-particles.nw"
for (int i = 0; i < 3; i++) {
  IMP_CHECK_NEAR(s, p.velocity[i], h * a[i], 6 * IMP_U * h * scale[i]);
  IMP_CHECK_NEAR(s, p.position[i], h * h * a[i], 8 * IMP_U * h * h * scale[i]);
  IMP_CHECK_TRUE(s, p.force[i] == 0.0f);
}
#line 392 "chapters/02-particles.nw"
    imp_particle q;
    imp_particle_init(&q);
    imp_particle_set_immovable(&q);
    glm_vec3_copy(g, q.acceleration);
    q.velocity[0] = 1.0f;
    imp_particle_add_force(&q, f1);
    imp_particle_integrate(&q, h, IMP_SYMPLECTIC_EULER);
    
#line 363 "chapters/02-particles.nw"
IMP_CHECK_TRUE(s, q.velocity[0] == 1.0f && q.velocity[1] == 0.0f);
IMP_CHECK_TRUE(s, q.position[0] == h && q.position[1] == 0.0f);
#line 400 "chapters/02-particles.nw"
  }
}
#line 794 "chapters/02-particles.nw"
static void check_projectile_positions(imp_check_state *s) {
  imp_rng r = imp_rng_seed(202);
  for (int c = 0; c < 8; c++) {
    float v0 = c ? (float)imp_rng_uniform(&r, 1, 50) : 20.0f;
    float angle = c ? (float)imp_rng_uniform(&r, 5, 85) : 45.0f;
    float g = c ? (float)imp_rng_uniform(&r, 1, 20) : 9.8f;
    float h = c ? (float)imp_rng_uniform(&r, 0.005, 0.2) : 0.1f;
    for (int m = 0; m < 3; m++) {
      imp_table t;
      imp_table_runf(&t, "projectile",
                     "v0=%.9g angle=%.9g g=%.9g dt=%.9g steps=200 integrator=%s",
          v0, angle, g, h, integrator_names[m]);
      double sign = m == 0 ? +1 : -1; /* symplectic leads, the others lag */
      double a = glm_rad(angle);
      double vx0 = (float)(v0 * cos(a)), vy0 = (float)(v0 * sin(a));
      for (size_t n = 0; n < t.rows; n++) {
        double tn = n * (double)h;
        double size = fabs(vy0) * tn + g * tn * tn + fabs(vx0) * tn;
        double tol = 4 * (n + 1) * IMP_U * (size + 1e-3);
        double e0 = 0.5 * (vx0 * vx0 + vy0 * vy0);
        double tol_v = 4 * (n + 1) * IMP_U * (fabs(vy0) + g * tn);
        double tol_e = 8 * (n + 1) * IMP_U * (e0 + g * size);
        
#line 783 "chapters/02-particles.nw"
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "x"), vx0 * tn, tol);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "y"),
               vy0 * tn - 0.5 * g * tn * tn - sign * 0.5 * g * h * tn, tol);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "vy"), vy0 - g * tn, tol_v);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "e"), e0 + sign * -0.5 * g * g * h * h * n, tol_e);
#line 817 "chapters/02-particles.nw"
      }
      imp_table_free(&t);
    }
  }
}
#line 836 "chapters/02-particles.nw"
static void check_free_fall_numbers(imp_check_state *s) {
  const double expected[] = {-5.39, -4.41, -4.41}; /* symplectic, explicit, ... */
  for (int m = 0; m < 3; m++) {
    imp_table t;
    imp_table_runf(&t, "projectile", "v0=0 g=9.8 dt=0.1 steps=10 integrator=%s",
                   integrator_names[m]);
    
#line 831 "chapters/02-particles.nw"
IMP_CHECK_NEAR(s, imp_table_at(&t, 10, "y"), expected[m], 200 * IMP_U);
IMP_CHECK_NEAR(s, imp_table_at(&t, 10, "y_exact"), -4.9, 200 * IMP_U);
#line 843 "chapters/02-particles.nw"
    imp_table_free(&t);
  }
}
#line 865 "chapters/02-particles.nw"
static double landing_x(const imp_table *t) {
  for (size_t n = 1; n < t->rows; n++) {
    double y0 = imp_table_at(t, n - 1, "y"), y1 = imp_table_at(t, n, "y");
    if (y0 > 0 && y1 <= 0) {
      double x0 = imp_table_at(t, n - 1, "x"), x1 = imp_table_at(t, n, "x");
      return x0 + (x1 - x0) * y0 / (y0 - y1);
    }
  }
  return NAN;
}

static void check_projectile_range(imp_check_state *s) {
  imp_rng r = imp_rng_seed(203);
  for (int c = 0; c < 20; c++) {
    double v0 = c ? imp_rng_uniform(&r, 5, 50) : 20.0;
    double angle = c ? imp_rng_uniform(&r, 10, 80) : 45.0;
    double h = c ? imp_rng_uniform(&r, 0.005, 0.1) : 0.1;
    double g = 9.8, a = glm_rad((float)angle);
    double range = v0 * v0 * sin(2 * a) / g, vx = v0 * cos(a), vy = v0 * sin(a);
    long steps = (long)(2 * vy / g / h) + 5;
    for (int m = 0; m < 3; m++) {
      imp_table t;
      imp_table_runf(&t, "projectile", "v0=%.9g angle=%.9g dt=%.9g steps=%ld integrator=%s",
          v0, angle, h, steps, integrator_names[m]);
      double sign = m == 0 ? -1 : +1; /* symplectic lands early */
      
#line 860 "chapters/02-particles.nw"
double tol = vx * (g * h * h / 8) / vy + 4 * steps * IMP_U * range + 1e-4 * vx * h;
IMP_CHECK_NEAR(s, landing_x(&t), range + sign * vx * h, tol);
#line 891 "chapters/02-particles.nw"
      imp_table_free(&t);
    }
  }
}
#line 912 "chapters/02-particles.nw"
static void check_projectile_exact(imp_check_state *s) {
  const double dampings[] = {1.0, 0.9, 0.5, 0.1};
  for (size_t k = 0; k < sizeof dampings / sizeof *dampings; k++) {
    imp_table t;
    imp_table_runf(&t, "projectile", "damping=%g", dampings[k]);
    double gamma = -log((double)(float)dampings[k]), a = glm_rad(45.0f);
    double y = 0, vy = (float)(20 * sin(a)), x = 0, vx = (float)(20 * cos(a));
    const double g = -(double)9.8f, step = 1e-4;
    for (size_t n = 0; n < t.rows; n++) {
      double time = imp_table_at(&t, n, "t"), now = n ? imp_table_at(&t, n - 1, "t") : 0;
      for (double tau = now; tau < time - step / 2; tau += step) {
        /* one RK4 step of (y, vy)' = (vy, g - gamma vy), (x, vx)' = (vx, -gamma vx) */
        double k1y = vy, k1v = g - gamma * vy, k1x = vx, k1u = -gamma * vx;
        double k2y = vy + step / 2 * k1v, k2v = g - gamma * k2y;
        double k2x = vx + step / 2 * k1u, k2u = -gamma * k2x;
        double k3y = vy + step / 2 * k2v, k3v = g - gamma * k3y;
        double k3x = vx + step / 2 * k2u, k3u = -gamma * k3x;
        double k4y = vy + step * k3v, k4v = g - gamma * k4y;
        double k4x = vx + step * k3u, k4u = -gamma * k4x;
        y += step / 6 * (k1y + 2 * k2y + 2 * k3y + k4y);
        vy += step / 6 * (k1v + 2 * k2v + 2 * k3v + k4v);
        x += step / 6 * (k1x + 2 * k2x + 2 * k3x + k4x);
        vx += step / 6 * (k1u + 2 * k2u + 2 * k3u + k4u);
      }
      
#line 907 "chapters/02-particles.nw"
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "y_exact"), y, 1e-6 * 50);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "x_exact"), x, 1e-6 * 50);
#line 937 "chapters/02-particles.nw"
    }
    imp_table_free(&t);
  }
}
#line 1190 "chapters/02-particles.nw"
static double omega2_of(double m, double k) { return (double)(float)k / (float)m; }

static void check_explicit_energy_growth(imp_check_state *s) {
  imp_rng r = imp_rng_seed(204);
  for (int c = 0; c < 10; c++) {
    float m = c ? (float)imp_rng_uniform(&r, 0.5, 5) : 1.0f;
    float k = c ? (float)imp_rng_uniform(&r, 0.5, 50) : 4.0f;
    float h = c ? (float)imp_rng_uniform(&r, 0.001, 0.1) : 0.1f;
    imp_table t, u;
    imp_table_runf(&t, "oscillator", "m=%.9g k=%.9g dt=%.9g integrator=explicit", m, k, h);
    imp_table_runf(&u, "oscillator", "m=%.9g k=%.9g dt=%.9g integrator=gped", m, k, h);
    double growth = 1 + omega2_of(m, k) * (double)h * h;
    
#line 1148 "chapters/02-particles.nw"
for (size_t n = 1; n < t.rows; n++) {
  IMP_CHECK_NEAR(s, imp_table_at(&t, n, "e") / imp_table_at(&t, n - 1, "e"),
                 growth, 16 * IMP_U);
  IMP_CHECK_TRUE(s, imp_table_at(&t, n, "x") == imp_table_at(&u, n, "x"));
  IMP_CHECK_TRUE(s, imp_table_at(&t, n, "v") == imp_table_at(&u, n, "v"));
}
#line 1203 "chapters/02-particles.nw"
    imp_table_free(&t);
    imp_table_free(&u);
  }
}


static void check_symplectic_shadow(imp_check_state *s) {
  imp_rng r = imp_rng_seed(205);
  for (int c = 0; c < 20; c++) {
    float m = c ? (float)imp_rng_uniform(&r, 0.5, 5) : 1.0f;
    float k = c ? (float)imp_rng_uniform(&r, 0.5, 50) : 4.0f;
    float h = c ? (float)imp_rng_uniform(&r, 0.001, 0.1) : 0.1f;
    float d = c % 2 ? (float)imp_rng_uniform(&r, 0.5, 1.0) : 1.0f;
    imp_table t;
    imp_table_runf(&t, "oscillator", "m=%.9g k=%.9g dt=%.9g damping=%.9g", m, k, h, d);
    double omega2 = omega2_of(m, k), delta = (float)powf(d, h);
    double q0 = damped_shadow(imp_table_at(&t, 0, "x"), imp_table_at(&t, 0, "v"),
                              omega2, h, delta);
    
#line 1163 "chapters/02-particles.nw"
for (size_t n = 0; n < t.rows; n++) {
  double q = damped_shadow(imp_table_at(&t, n, "x"), imp_table_at(&t, n, "v"),
                           omega2, h, delta);
  double want = q0 * pow(delta, (double)n);
  IMP_CHECK_NEAR(s, q, want, 10 * (n + 1) * IMP_U * want);
}
#line 1222 "chapters/02-particles.nw"
    imp_table_free(&t);
  }
}

/* Times of the downward zero crossings of x, linearly interpolated. */
static int downward_crossings(const imp_table *t, double *times, int most) {
  int count = 0;
  for (size_t n = 1; n < t->rows && count < most; n++) {
    double x0 = imp_table_at(t, n - 1, "x"), x1 = imp_table_at(t, n, "x");
    if (x0 > 0 && x1 <= 0) {
      double t0 = imp_table_at(t, n - 1, "t"), t1 = imp_table_at(t, n, "t");
      times[count++] = t0 + (t1 - t0) * x0 / (x0 - x1);
    }
  }
  return count;
}

static void check_symplectic_period(imp_check_state *s) {
  imp_rng r = imp_rng_seed(206);
  for (int c = 0; c < 10; c++) {
    float k = c ? (float)imp_rng_uniform(&r, 0.5, 50) : 4.0f;
    float h = c ? (float)imp_rng_uniform(&r, 0.01, 0.2) / sqrtf(k) : 0.1f;
    imp_table t;
    imp_table_runf(&t, "oscillator", "k=%.9g dt=%.9g steps=20000", k, h);
    double times[64];
    int count = downward_crossings(&t, times, 64);
    double omega = sqrt((double)k), theta = acos(1 - omega * omega * h * h / 2);
    double predicted = 2 * GLM_PI * h / theta;
    double measured = (times[count - 1] - times[0]) / (count - 1);
    double tol = 2 * h * theta * theta / 8 / (count - 1) + 1e-5 * h;
    
#line 1180 "chapters/02-particles.nw"
IMP_CHECK_TRUE(s, count > 10);
IMP_CHECK_NEAR(s, measured, predicted, tol);
if (c == 0) /* and the difference from 2 pi / omega is real */
  IMP_CHECK_TRUE(s, fabs(predicted - 2 * GLM_PI / omega) > 100 * tol);
#line 1253 "chapters/02-particles.nw"
    imp_table_free(&t);
  }
}
#line 1300 "chapters/02-particles.nw"
static double peak_energy(const imp_table *t, double from, double to) {
  double peak = 0;
  for (size_t n = 0; n < t->rows; n++) {
    double time = imp_table_at(t, n, "t");
    if (time >= from && time <= to) peak = fmax(peak, imp_table_at(t, n, "e"));
  }
  return peak;
}

static void check_millington_damped_gain(imp_check_state *s) {
  imp_table t, u;
  imp_table_runf(&t, "oscillator", "integrator=gped damping=0.8");
  imp_table_runf(&u, "oscillator", "integrator=gped damping=0.8 dt=0.01 steps=2000");
  
#line 1295 "chapters/02-particles.nw"
IMP_CHECK_TRUE(s, peak_energy(&t, 18, 20) > 10 * peak_energy(&t, 0, 2));
IMP_CHECK_TRUE(s, peak_energy(&u, 18, 20) < 0.1 * peak_energy(&u, 0, 2));
#line 1314 "chapters/02-particles.nw"
  imp_table_free(&t);
  imp_table_free(&u);
}

#line 219 "chapters/02-particles.nw"
static const imp_check checks[] = {
#line 238 "chapters/02-particles.nw"
{"particle-mass", "masses must be finite and positive; a refused mass changes "
 "nothing; immovable means infinite mass", check_particle_mass},
#line 405 "chapters/02-particles.nw"
{"accumulator", "a = field + F/m from the summed forces, cleared after the "
 "step; an immovable particle ignores both", check_accumulator},
#line 944 "chapters/02-particles.nw"
{"projectile-exact", "the exact columns solve dv/dt = g - gamma v (against "
 "RK4 in double)", check_projectile_exact},
{"projectile-positions", "x_n = x0 + v0 t + g t^2/2 -+ g h t/2 and "
 "e_n = e0 +- g^2 h^2 n/2 for each stepper", check_projectile_positions},
{"free-fall-numbers", "ten steps of 0.1 s from rest: -5.39 m, -4.41 m, "
 "exact -4.9 m (Physics Engine)", check_free_fall_numbers},
{"projectile-range", "the range is R - v0x h (symplectic) or R + v0x h "
 "(explicit, Millington)", check_projectile_range},
#line 1320 "chapters/02-particles.nw"
{"explicit-energy-growth", "explicit Euler multiplies a spring's energy by "
 "1 + w^2 h^2 per step; Millington's order, undamped, is the same bits",
 check_explicit_energy_growth},
{"symplectic-shadow", "symplectic Euler multiplies Q_delta by exactly "
 "delta = d^h per step (conserves it undamped)", check_symplectic_shadow},
{"symplectic-period", "the symplectic period is 2 pi h / acos(1 - w^2 h^2/2)",
 check_symplectic_period},
{"millington-damped-gain", "Millington's damped spring gains energy when "
 "(1 + w^2 h^2) d^h > 1 and loses it otherwise", check_millington_damped_gain},
#line 221 "chapters/02-particles.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
