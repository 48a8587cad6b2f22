#line 225 "chapters/04-contacts.nw"
/* Chapter 4's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "closed-forms.h"
#include "random.h"

#include <imp/particle_contact.h>
#include <math.h>
#include <stdio.h>

#line 247 "chapters/04-contacts.nw"
static void random_vector(imp_rng *r, double scale, vec3 out) {
  for (int i = 0; i < 3; i++) out[i] = (float)imp_rng_uniform(r, -scale, scale);
}

static void random_unit(imp_rng *r, vec3 out) {
  double d[3];
  imp_rng_direction(r, d);
  for (int i = 0; i < 3; i++) out[i] = (float)d[i];
  glm_vec3_normalize(out);
}

static double dot3(const float *a, const float *b) {
  return (double)a[0] * b[0] + (double)a[1] * b[1] + (double)a[2] * b[2];
}
#line 287 "chapters/04-contacts.nw"
static void check_single_contact(imp_check_state *s) {
  imp_rng r = imp_rng_seed(401);
  for (int n = 0; n < 10000; n++) {
    imp_particle a, b;
    imp_particle_init(&a);
    imp_particle_init(&b);
    imp_particle_set_mass(&a, (float)imp_rng_uniform(&r, 0.1, 10));
    imp_particle_set_mass(&b, (float)imp_rng_uniform(&r, 0.1, 10));
    random_vector(&r, 5, a.velocity);
    random_vector(&r, 5, b.velocity);
    random_vector(&r, 5, a.position);
    random_vector(&r, 5, b.position);
    imp_particle_contact c = {.particle = {&a, &b}};
    random_unit(&r, c.normal);
    c.penetration = (float)imp_rng_uniform(&r, 0, 0.1);
    c.restitution = (float)imp_rng_uniform(&r, 0, 1);
    double closing = imp_particle_contact_separating_velocity(&c);
    if (closing > 0) { /* make it closing, to test the interesting case */
      glm_vec3_muladds(c.normal, (float)(-2 * closing), a.velocity);
      closing = imp_particle_contact_separating_velocity(&c);
    }
    double ma = imp_particle_mass(&a), mb = imp_particle_mass(&b);
    double speed = fabs(closing) + glm_vec3_norm(a.velocity) + glm_vec3_norm(b.velocity);
    double momentum[3], centre[3], tangent_a[3];
    for (int i = 0; i < 3; i++) {
      momentum[i] = ma * a.velocity[i] + mb * b.velocity[i];
      centre[i] = ma * a.position[i] + mb * b.position[i];
      tangent_a[i] = a.velocity[i] - dot3(a.velocity, c.normal) * c.normal[i];
    }
    imp_particle_contact_resolver resolver = {.max_iterations = 1};
    imp_particle_resolve_contacts(&resolver, &c, 1, 0.01f);
    
#line 272 "chapters/04-contacts.nw"
IMP_CHECK_NEAR(s, imp_particle_contact_separating_velocity(&c),
               -c.restitution * closing,
               8 * IMP_U * speed);
for (int i = 0; i < 3; i++) {
  IMP_CHECK_NEAR(s, ma * a.velocity[i] + mb * b.velocity[i], momentum[i],
                 8 * IMP_U * (ma + mb) * speed);
  IMP_CHECK_NEAR(s, ma * a.position[i] + mb * b.position[i], centre[i],
                 8 * IMP_U * (ma + mb) * 6);
  IMP_CHECK_NEAR(s, a.velocity[i] - dot3(a.velocity, c.normal) * c.normal[i],
                 tangent_a[i], 8 * IMP_U * speed);
}
IMP_CHECK_NEAR(s, c.penetration, 0.0, 8 * IMP_U * 0.1);
#line 319 "chapters/04-contacts.nw"
  }
}
#line 457 "chapters/04-contacts.nw"
static void check_resolver_bookkeeping(imp_check_state *s) {
  imp_particle a, b;
  imp_particle_init(&a);
  imp_particle_init(&b);
  a.position[0] = -1.0f;
  a.position[1] = -0.1f; /* 0.1 m below the ground */
  b.position[0] = 1.0f;
  b.position[1] = -0.2f; /* 0.2 m below */
  imp_particle_contact contacts[2] = {
      {.particle = {&a, NULL}, .normal = {0, 1, 0}, .penetration = 0.1f},
      {.particle = {&b, NULL}, .normal = {0, 1, 0}, .penetration = 0.2f}};
  imp_particle_contact_resolver resolver = {.max_iterations = 10,
                                   .penetration_epsilon = 1e-6f};
  int used = imp_particle_resolve_contacts(&resolver, contacts, 2, 0.01f);
  
#line 442 "chapters/04-contacts.nw"
IMP_CHECK_TRUE(s, used == 2);
IMP_CHECK_NEAR(s, a.position[1], 0.0, 4 * IMP_U);
IMP_CHECK_NEAR(s, b.position[1], 0.0, 4 * IMP_U);
IMP_CHECK_NEAR(s, contacts[0].penetration, 0.0, 4 * IMP_U);
IMP_CHECK_NEAR(s, contacts[1].penetration, 0.0, 4 * IMP_U);
#line 472 "chapters/04-contacts.nw"
  /* a particle squeezed between two walls closing on it: the limit holds */
  imp_particle c;
  imp_particle_init(&c);
  c.velocity[0] = 1.0f;
  imp_particle_contact walls[2] = {
      {.particle = {&c, NULL}, .normal = {-1, 0, 0}, .penetration = 0.5f,
       .restitution = 1.0f},
      {.particle = {&c, NULL}, .normal = {1, 0, 0}, .penetration = 0.5f,
       .restitution = 1.0f}};
  resolver.max_iterations = 7;
  
#line 453 "chapters/04-contacts.nw"
IMP_CHECK_TRUE(s, imp_particle_resolve_contacts(&resolver, walls, 2, 0.01f) == 7);
#line 483 "chapters/04-contacts.nw"
}
#line 622 "chapters/04-contacts.nw"
static double distance_between(const imp_particle *a, const imp_particle *b) {
  double s = 0;
  for (int i = 0; i < 3; i++) {
    double d = (double)a->position[i] - b->position[i];
    s += d * d;
  }
  return sqrt(s);
}

static void check_cables_and_rods(imp_check_state *s) {
  imp_rng r = imp_rng_seed(402);
  imp_particle_contact_resolver resolver = {.max_iterations = 2,
                                            .penetration_epsilon = 0};
  for (int n = 0; n < 10000; n++) {
    imp_particle a, b;
    imp_particle_init(&a);
    imp_particle_init(&b);
    imp_particle_set_mass(&a, (float)imp_rng_uniform(&r, 0.1, 10));
    if (n % 3 == 0) imp_particle_set_immovable(&b); /* an anchor */
    random_vector(&r, 2, a.position);
    random_vector(&r, 2, b.position);
    random_vector(&r, 3, a.velocity);
    random_vector(&r, 3, b.velocity);
    float now = (float)distance_between(&a, &b);
    float length = now * (float)imp_rng_uniform(&r, 0.5, 1.5);
    imp_particle_contact c;
    int made = imp_particle_cable_contact(&a, &b, length, 0.3f, &c);
    IMP_CHECK_TRUE(s, made == (now >= length));
    made = imp_particle_rod_contact(&a, &b, length, 4 * IMP_U * length, &c);
    if (!made) continue;
    double pushes = c.normal[0] * ((double)a.position[0] - b.position[0]) +
                    c.normal[1] * ((double)a.position[1] - b.position[1]) +
                    c.normal[2] * ((double)a.position[2] - b.position[2]);
    IMP_CHECK_TRUE(s, (now < length) == (pushes > 0)); /* compressed: apart */
    vec3 before;
    glm_vec3_copy(a.velocity, before);
    double closing = imp_particle_contact_separating_velocity(&c);
    imp_particle_resolve_contacts(&resolver, &c, 1, 0.01f);
    
#line 613 "chapters/04-contacts.nw"
IMP_CHECK_NEAR(s, distance_between(&a, &b), length, 8 * IMP_U * (length + 4));
if (closing < 0) /* the closing velocity is removed, not reversed */
  IMP_CHECK_NEAR(s, imp_particle_contact_separating_velocity(&c), 0.0,
                 16 * IMP_U * 6);
else /* already on its way back: velocities untouched */
  IMP_CHECK_TRUE(s, glm_vec3_eqv(a.velocity, before));
#line 661 "chapters/04-contacts.nw"
  }
}
#line 896 "chapters/04-contacts.nw"
static void check_bounce_apexes(imp_check_state *s) {
  imp_rng r = imp_rng_seed(403);
  for (int c = 0; c < 6; c++) {
    float h0 = c ? (float)imp_rng_uniform(&r, 1, 20) : 10.0f;
    float e = c ? (float)imp_rng_uniform(&r, 0.3, 0.95) : 0.8f;
    float h = c ? (float)imp_rng_uniform(&r, 2e-4, 2e-3) : 0.001f;
    float g = 9.8f;
    imp_table t;
    imp_table_runf(&t, "bounce", "h0=%.9g e=%.9g dt=%.9g steps=%ld", h0, e, h,
             (long)(20.0 / h));
    double previous = h0; /* the first apex is the drop height */
    int bounces = 0;
    for (size_t n = 1; n + 1 < t.rows; n++) {
      double vy = imp_table_at(&t, n, "vy"), next = imp_table_at(&t, n + 1, "vy");
      if (!(vy > 0 && next <= 0)) continue; /* an apex is where vy turns */
      double y = fmax(imp_table_at(&t, n, "y"), imp_table_at(&t, n + 1, "y"));
      double arrival = sqrt(2 * g * previous);
      
#line 879 "chapters/04-contacts.nw"
if (arrival >= 50 * g * h) {
  IMP_CHECK_NEAR(s, y / previous, (double)e * e, 6 * g * h / arrival);
  bounces++;
}
#line 914 "chapters/04-contacts.nw"
      previous = y;
    }
    IMP_CHECK_TRUE(s, bounces >= 3);
    imp_table_free(&t);
  }
}

static void check_bounce_rest(imp_check_state *s) {
  const float g = 9.8f, h = 0.001f, e = 0.8f;
  imp_table fixed, jittery;
  imp_table_runf(&fixed, "bounce", "resting=fix");
  imp_table_runf(&jittery, "bounce", "resting=none");
  double jitter = (double)e * g * h / (1 + e); /* equation (jitter) */
  for (size_t n = 0; n < fixed.rows; n++) {
    if (imp_table_at(&fixed, n, "t") < 14.0) continue; /* rest by 12.55 s */
    
#line 890 "chapters/04-contacts.nw"
IMP_CHECK_NEAR(s, imp_table_at(&fixed, n, "y"), 0.0, 2 * IMP_U * g * h * h);
IMP_CHECK_NEAR(s, imp_table_at(&fixed, n, "vy"), 0.0, 2 * IMP_U * g * h);
IMP_CHECK_NEAR(s, imp_table_at(&jittery, n, "vy"), jitter, 1e-3 * jitter);
#line 930 "chapters/04-contacts.nw"
  }
  imp_table_free(&fixed);
  imp_table_free(&jittery);
}

#line 1195 "chapters/04-contacts.nw"
static double pendulum_period(double length, double g, double theta0) {
  return 4 * sqrt(length / g) * elliptic_k(sin(theta0 / 2));
}

/* Times at which `column` crosses zero downwards, interpolated linearly. */
static int down_crossings(const imp_table *t, const char *column, double *times,
                          int most) {
  int count = 0;
  for (size_t n = 1; n < t->rows && count < most; n++) {
    double a = imp_table_at(t, n - 1, column), b = imp_table_at(t, n, column);
    if (a > 0 && b <= 0) {
      double t0 = imp_table_at(t, n - 1, "t"), t1 = imp_table_at(t, n, "t");
      times[count++] = t0 + (t1 - t0) * a / (a - b);
    }
  }
  return count;
}

static void check_rod_length(imp_check_state *s) {
  const double angles[] = {1, 10, 90, 150, 179};
  for (size_t k = 0; k < sizeof angles / sizeof *angles; k++) {
    imp_table t;
    imp_table_runf(&t, "rod-pendulum", "theta0=%g", angles[k]);
    
#line 1163 "chapters/04-contacts.nw"
for (size_t n = 0; n < t.rows; n++)
  IMP_CHECK_NEAR(s, imp_table_at(&t, n, "length"), 1.0, (4 + 8) * IMP_U);
#line 1219 "chapters/04-contacts.nw"
    imp_table_free(&t);
  }
}

static void check_rod_small_swing(imp_check_state *s) {
  const double g = 9.8, h = 0.01, theta0 = glm_rad(1.0f);
  const double omega = sqrt(g), omega2h2 = g * h * h;
  imp_table t;
  imp_table_runf(&t, "rod-pendulum", "theta0=1 dt=0.01 steps=4000");
  double times[64];
  int count = down_crossings(&t, "x", times, 64);
  double measured = (times[count - 1] - times[0]) / (count - 1);
  double predicted = 2 * GLM_PI * h / atan(omega * h);
  double tol = predicted * theta0 * theta0 / 16 + 2 * h * omega2h2 / 8 / (count - 1);
  double e0 = imp_table_at(&t, 0, "e");
  
#line 1174 "chapters/04-contacts.nw"
IMP_CHECK_TRUE(s, count > 10);
IMP_CHECK_NEAR(s, measured, predicted, tol);
IMP_CHECK_TRUE(s, fabs(predicted - 2 * GLM_PI / omega) > 10 * tol); /* real */
for (size_t n = 1; n < t.rows; n++) {
  double rate = log1p(omega2h2) * n; /* predicted -log(E_n / E_0) */
  IMP_CHECK_NEAR(s, -log(imp_table_at(&t, n, "e") / e0), rate,
                 rate * theta0 * theta0 + 64 * IMP_U);
}
#line 1235 "chapters/04-contacts.nw"
  imp_table_free(&t);
}

static void check_rod_large_swing(imp_check_state *s) {
  const double g = 9.8, theta0 = glm_rad(90.0f);
  imp_table t;
  imp_table_runf(&t, "rod-pendulum", "theta0=90 dt=0.0002 steps=40000");
  double times[8];
  int count = down_crossings(&t, "x", times, 8);
  IMP_CHECK_TRUE(s, count >= 2);
  double measured = times[1] - times[0];
  double exact = pendulum_period(1.0, g, theta0);
  /* energy lost by the end of the measured period, as an angle */
  size_t end = (size_t)(times[1] / 0.0002f) + 1;
  double lost = imp_table_at(&t, 0, "e") - imp_table_at(&t, end, "e");
  double dtheta = lost / (g * sin(theta0));
  double slope = (pendulum_period(1.0, g, theta0 + 1e-4) -
                  pendulum_period(1.0, g, theta0 - 1e-4)) / 2e-4;
  
#line 1189 "chapters/04-contacts.nw"
double tol = fabs(slope) * dtheta + exact * g * 0.0002 * 0.0002 / 3 + 1e-4;
IMP_CHECK_NEAR(s, measured, exact, tol);
#line 1254 "chapters/04-contacts.nw"
  imp_table_free(&t);
}
#line 1558 "chapters/04-contacts.nw"
/* The first step at which ball 5 moves. */
static size_t first_impact(const imp_table *t) {
  for (size_t n = 1; n < t->rows; n++)
    if (imp_table_at(t, n, "vx5") > 1e-3) return n;
  return 0;
}

static void check_cradle_elastic(imp_check_state *s) {
  imp_table t;
  imp_table_runf(&t, "cradle", "e=1");
  size_t n = first_impact(&t);
  IMP_CHECK_TRUE(s, n > 0);
  double v = imp_table_at(&t, n - 1, "vx1"), h = 0.0005;
  double tol = 4 * v * v * h / 1.0; /* 4 v (v h / L) */
  const char *still[] = {"vx1", "vx2", "vx3", "vx4"};
  
#line 1544 "chapters/04-contacts.nw"
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "vx5"), v, tol);
for (int i = 0; i < 4; i++) IMP_CHECK_NEAR(s, imp_table_at(&t, n, still[i]), 0.0, tol);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "px"), imp_table_at(&t, n - 1, "px"), tol);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "ke"), imp_table_at(&t, n - 1, "ke"), tol * v);
#line 1574 "chapters/04-contacts.nw"
  imp_table_free(&t);
}

static void check_cradle_inelastic(imp_check_state *s) {
  imp_table t;
  imp_table_runf(&t, "cradle", "e=0 iterations=100000");
  size_t n = first_impact(&t);
  IMP_CHECK_TRUE(s, n > 0);
  double v = imp_table_at(&t, n - 1, "vx1"), h = 0.0005;
  double tol = 4 * v * v * h / 1.0 + 9 * 1e-6;
  const char *all[] = {"vx1", "vx2", "vx3", "vx4", "vx5"};
  
#line 1554 "chapters/04-contacts.nw"
for (int i = 0; i < 5; i++) IMP_CHECK_NEAR(s, imp_table_at(&t, n, all[i]), v / 5, tol);
#line 1586 "chapters/04-contacts.nw"
  imp_table_free(&t);
}
#line 1591 "chapters/04-contacts.nw"
/* The distance between the points (x, y) and (u, w). */
static double distance2d(double x, double y, double u, double w) {
  return hypot(x - u, y - w);
}

static void check_cradle_positions(imp_check_state *s) {
  const double L = 1.0, r = 0.1, g = 9.8, h = 0.0005;
  const double v_max = sqrt(2 * g * L * (1 - sqrt(3) / 2)); /* theta0 = 30 deg */
  const char *xs[] = {"x1", "x2", "x3", "x4", "x5"}, *ys[] = {"y1", "y2", "y3", "y4", "y5"};
  imp_table t;
  imp_table_runf(&t, "cradle", "e=1");
  for (size_t n = 0; n < t.rows; n++)
    for (int i = 0; i < 5; i++) {
      double x = imp_table_at(&t, n, xs[i]), y = imp_table_at(&t, n, ys[i]);
      double d_cable = distance2d(x, y, 2 * r * i, 0.0);
      double d_next = i + 1 < 5 ? distance2d(x, y, imp_table_at(&t, n, xs[i + 1]),
                                             imp_table_at(&t, n, ys[i + 1]))
                                : 0.0;
      
#line 1526 "chapters/04-contacts.nw"
IMP_CHECK_NEAR(s, d_cable, L, (g + v_max * v_max / L) * h * h);
if (i + 1 < 5) IMP_CHECK_LE(s, fmax(0, 2 * r - d_next), v_max * h); /* overlap */
#line 1610 "chapters/04-contacts.nw"
    }
  imp_table_free(&t);
}
#line 2030 "chapters/04-contacts.nw"
static void check_bridge_scene(imp_check_state *s, const char *settings,
                               double load) {
  const double g = 9.8, h = 0.01, a_max = g * (1 + load);
  imp_table t;
  imp_table_runf(&t, "bridge", "%s", settings);
  
#line 1997 "chapters/04-contacts.nw"
for (size_t n = 0; n < t.rows; n++) {
  IMP_CHECK_LE(s, imp_table_at(&t, n, "cable_stretch"), a_max * h * h);
  IMP_CHECK_LE(s, imp_table_at(&t, n, "rod_error"), a_max * h * h);
  if (imp_table_at(&t, n, "t") < 5) continue;
  IMP_CHECK_NEAR(s, imp_table_at(&t, n, "sag"), -0.1, a_max * h * h);
  IMP_CHECK_LE(s, imp_table_at(&t, n, "ke"), 0.5 * 9 * (a_max * h) * (a_max * h));
}
#line 2036 "chapters/04-contacts.nw"
  imp_table_free(&t);
}

/* Mean, over the steps after the first five seconds, of iterations used
 * per contact given. */
static double iterations_per_contact(const imp_table *t) {
  double iterations = 0, contacts = 0;
  for (size_t n = 0; n < t->rows; n++)
    if (imp_table_at(t, n, "t") >= 5) {
      iterations += imp_table_at(t, n, "iterations");
      contacts += imp_table_at(t, n, "contacts");
    }
  return iterations / contacts;
}

static void check_bridge(imp_check_state *s) {
  check_bridge_scene(s, "steps=6000", 10);
  check_bridge_scene(s, "load=100 speed=4 steps=6000", 100);
}

static void check_bridge_convergence(imp_check_state *s) {
  imp_table standing, fighting;
  imp_table_runf(&standing, "bridge", "steps=6000");
  imp_table_runf(&fighting, "bridge", "ends=1 steps=6000");
  /* the budget is 2 iterations per contact */
  
#line 2025 "chapters/04-contacts.nw"
IMP_CHECK_LE(s, iterations_per_contact(&standing), 0.75 * 2);
IMP_CHECK_TRUE(s, iterations_per_contact(&fighting) >= 0.95 * 2);
#line 2062 "chapters/04-contacts.nw"
  imp_table_free(&standing);
  imp_table_free(&fighting);
}
#line 2068 "chapters/04-contacts.nw"
static void check_bridge_positions(imp_check_state *s) {
  const double g = 9.8, h = 0.01, a_max = g * (1 + 10), cable = 2.1, ends = 1.1;
  const char *xs[] = {"x0", "x1", "x2", "x3", "x4", "x5", "x6", "x7", "x8"};
  const char *ys[] = {"y0", "y1", "y2", "y3", "y4", "y5", "y6", "y7", "y8"};
  imp_table t;
  imp_table_runf(&t, "bridge", "steps=6000");
  for (size_t n = 0; n < t.rows; n++) {
    double tied[2] = {
        distance2d(imp_table_at(&t, n, "x0"), imp_table_at(&t, n, "y0"), -1.0, 0.0),
        distance2d(imp_table_at(&t, n, "x8"), imp_table_at(&t, n, "y8"), 9.0, 0.0)};
    for (int i = 0; i < 9; i++) {
      double x = imp_table_at(&t, n, xs[i]), y = imp_table_at(&t, n, ys[i]);
      double hang = distance2d(x, y, i, 2.0);
      double rod = i + 1 < 9 ? distance2d(x, y, imp_table_at(&t, n, xs[i + 1]),
                                          imp_table_at(&t, n, ys[i + 1]))
                             : 1.0;
      
#line 2016 "chapters/04-contacts.nw"
IMP_CHECK_LE(s, fmax(0, hang - cable), a_max * h * h); /* overstretch */
if (i + 1 < 9) IMP_CHECK_NEAR(s, rod, 1.0, a_max * h * h);
for (int k = 0; k < 2; k++) IMP_CHECK_LE(s, fmax(0, tied[k] - ends), a_max * h * h);
#line 2085 "chapters/04-contacts.nw"
    }
  }
  imp_table_free(&t);
}

#line 237 "chapters/04-contacts.nw"
static const imp_check checks[] = {
#line 324 "chapters/04-contacts.nw"
{"single-contact", "v_s' = -e v_s, momentum and the centre of mass kept, "
 "tangential velocity untouched", check_single_contact},
#line 487 "chapters/04-contacts.nw"
{"resolver-bookkeeping", "two particles under the ground end on it, one "
 "iteration each; the iteration limit holds", check_resolver_bookkeeping},
#line 666 "chapters/04-contacts.nw"
{"cables-and-rods", "slack cables make no contact; a resolved rod holds its "
 "length and does not bounce", check_cables_and_rods},
#line 941 "chapters/04-contacts.nw"
{"bounce-apexes", "apex heights fall by e^2 per bounce, within 6 g h / v",
 check_bounce_apexes},
{"bounce-rest", "with the resting fix the ball rests exactly; without it it "
 "leaves every step at e g h / (1 + e)", check_bounce_rest},
#line 1278 "chapters/04-contacts.nw"
{"rod-length", "the rod holds its length within its tolerance at every step",
 check_rod_length},
{"rod-small-swing", "period 2 pi h / atan(w h) and energy divided by "
 "1 + w^2 h^2 per step", check_rod_small_swing},
{"rod-large-swing", "the 90-degree period matches 4 sqrt(L/g) K(sin 45 deg)",
 check_rod_large_swing},
#line 1616 "chapters/04-contacts.nw"
{"cradle-positions", "every ball within a_max h^2 of its cable's length from its "
 "anchor, neighbours no closer than 2r - v_max h", check_cradle_positions},
{"cradle-elastic", "e = 1: the velocity passes whole from ball 1 to ball 5 in "
 "one step; momentum and energy kept", check_cradle_elastic},
{"cradle-inelastic", "e = 0: the row moves on together at a fifth of the "
 "striking speed", check_cradle_inelastic},
#line 2092 "chapters/04-contacts.nw"
{"bridge-positions", "the deck's positions: every cable within its length, "
 "every rod within a_max h^2 of 1 m", check_bridge_positions},
{"bridge", "links within a_max h^2, energy below 9/2 (a_max h)^2, and the "
 "resolver finishes before its limit", check_bridge},
{"bridge-convergence", "a bridge that can hang uses well under the resolver's "
 "budget; one that cannot spends all of it", check_bridge_convergence},
#line 239 "chapters/04-contacts.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
