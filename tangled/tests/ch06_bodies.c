#line 389 "chapters/06-bodies.nw"
/* Chapter 6's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "closed-forms.h"
#include "random.h"

#include <imp/body.h>
#include <imp/rotation.h>
#include <float.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#line 414 "chapters/06-bodies.nw"
/* A cloud of eight equal particles at (+-a, +-b, +-c): its tensor about the
 * centre is diagonal, m (b^2 + c^2), m (a^2 + c^2), m (a^2 + b^2). */
typedef struct cloud {
  double mass[8], r[8][3]; /* body frame */
} cloud;

static void make_cloud(double a, double b, double c, double total, cloud *k,
                       imp_mass *properties) {
  for (int i = 0; i < 8; i++) {
    k->mass[i] = total / 8;
    k->r[i][0] = i & 1 ? a : -a;
    k->r[i][1] = i & 2 ? b : -b;
    k->r[i][2] = i & 4 ? c : -c;
  }
  *properties = (imp_mass){.mass = (float)total};
  glm_mat3_zero(properties->inertia);
  properties->inertia[0][0] = (float)(total * (b * b + c * c));
  properties->inertia[1][1] = (float)(total * (a * a + c * c));
  properties->inertia[2][2] = (float)(total * (a * a + b * b));
}

static void random_unit_quat(imp_rng *r, versor q) {
  for (int i = 0; i < 4; i++) q[i] = (float)imp_rng_uniform(r, -1, 1);
  glm_quat_normalize(q);
}
#line 459 "chapters/06-bodies.nw"
static void check_momentum_and_energy(imp_check_state *s) {
  imp_rng r = imp_rng_seed(601);
  for (int n = 0; n < 5000; n++) {
    cloud k;
    imp_mass properties;
    make_cloud(imp_rng_uniform(&r, 0.1, 2), imp_rng_uniform(&r, 0.1, 2),
               imp_rng_uniform(&r, 0.1, 2), imp_rng_uniform(&r, 0.5, 5), &k,
               &properties);
    imp_body b;
    imp_body_init(&b);
    imp_body_set_mass(&b, &properties);
    random_unit_quat(&r, b.orientation);
    for (int i = 0; i < 3; i++) {
      b.velocity[i] = (float)imp_rng_uniform(&r, -3, 3);
      b.angular_velocity[i] = (float)imp_rng_uniform(&r, -3, 3);
    }
    imp_body_update(&b);
    double momentum[3] = {0}, energy = 0, scale = 0;
    for (int p = 0; p < 8; p++) {
      vec3 local = {(float)k.r[p][0], (float)k.r[p][1], (float)k.r[p][2]}, arm;
      glm_mat3_mulv(b.rotation, local, arm); /* R r_p */
      double w[3] = {b.angular_velocity[0], b.angular_velocity[1], b.angular_velocity[2]};
      double spin[3] = {w[1] * arm[2] - w[2] * arm[1], w[2] * arm[0] - w[0] * arm[2],
                        w[0] * arm[1] - w[1] * arm[0]};
      double v2 = 0;
      for (int i = 0; i < 3; i++) {
        double vi = b.velocity[i] + spin[i];
        v2 += vi * vi;
      }
      /* L = sum r x m (v + w x r); the v part sums to zero about the centre */
      double mv[3] = {k.mass[p] * spin[0], k.mass[p] * spin[1], k.mass[p] * spin[2]};
      momentum[0] += arm[1] * mv[2] - arm[2] * mv[1];
      momentum[1] += arm[2] * mv[0] - arm[0] * mv[2];
      momentum[2] += arm[0] * mv[1] - arm[1] * mv[0];
      energy += 0.5 * k.mass[p] * v2;
      /* the largest speeds possible: |v|^2 <= 27, |w x r|^2 <= 27 * 12 */
      scale += 0.5 * k.mass[p] * (9 * 3 + 9 * 3 * 12);
    }
    vec3 l, p;
    imp_body_angular_momentum(&b, l);
    imp_body_linear_momentum(&b, p);
    
#line 450 "chapters/06-bodies.nw"
for (int i = 0; i < 3; i++) /* P = sum m_i v_i = m v: the spins cancel */
  IMP_CHECK_NEAR(s, p[i], properties.mass * b.velocity[i],
                 4 * IMP_U * properties.mass * 3);
double lscale = sqrt(2 * scale * properties.mass);
for (int i = 0; i < 3; i++) IMP_CHECK_NEAR(s, l[i], momentum[i], 16 * IMP_U * lscale);
IMP_CHECK_NEAR(s, imp_body_kinetic_energy(&b), energy, 16 * IMP_U * scale);
#line 501 "chapters/06-bodies.nw"
  }
}
#line 530 "chapters/06-bodies.nw"
static void world_inverse_at(mat3 inverse, vec3 w, versor q0, double t, mat3 dest) {
  versor turn, q;
  mat3 rot;
  glm_quatv(turn, (float)(glm_vec3_norm(w) * t), w);
  glm_quat_mul(turn, q0, q);
  imp_quat_mat3(q, rot);
  imp_inertia_world(inverse, rot, dest);
}

static void check_inverse_inertia_rate(imp_check_state *s) {
  imp_rng r = imp_rng_seed(602);
  for (int n = 0; n < 2000; n++) {
    imp_mass box;
    vec3 half = {(float)imp_rng_uniform(&r, 0.2, 2), (float)imp_rng_uniform(&r, 0.2, 2),
                 (float)imp_rng_uniform(&r, 0.2, 2)};
    imp_mass_box(1.0f, half, &box);
    mat3 inverse, before, after, now, skew, a, b;
    imp_inertia_inverse(box.inertia, inverse);
    vec3 w;
    versor q0;
    for (int i = 0; i < 3; i++) w[i] = (float)imp_rng_uniform(&r, -2, 2);
    random_unit_quat(&r, q0);
    float speed = glm_vec3_norm(w);
    if (speed < 0.1f) continue;
    double t = imp_rng_uniform(&r, 0, 1), tau = 1e-2 / speed;
    world_inverse_at(inverse, w, q0, t - tau, before);
    world_inverse_at(inverse, w, q0, t + tau, after);
    world_inverse_at(inverse, w, q0, t, now);
    imp_skew(w, skew);
    glm_mat3_mul(skew, now, a);
    glm_mat3_mul(now, skew, b);
    double size = 0;
    for (int j = 0; j < 3; j++)
      for (int i = 0; i < 3; i++) size = fmax(size, fabs(inverse[j][i]));
    
#line 522 "chapters/06-bodies.nw"
double tol = 3 * size * (pow(speed, 3) * tau * tau / 6 + 32 * IMP_U / (2 * tau));
for (int j = 0; j < 3; j++)
  for (int i = 0; i < 3; i++)
    IMP_CHECK_NEAR(s, ((double)after[j][i] - before[j][i]) / (2 * tau),
                   (double)a[j][i] - b[j][i], tol);
#line 565 "chapters/06-bodies.nw"
  }
}
#line 591 "chapters/06-bodies.nw"
typedef struct rigid_state { double v[3], l[3], r[3][3]; } rigid_state; /* r[row][col] */

typedef struct rigid_system {
  double inverse_mass, inverse_inertia[3]; /* a diagonal body tensor */
  double force[3], torque[3];
} rigid_system;

static void world_spin(const rigid_system *s, const rigid_state *x, double w[3]) {
  double body[3]; /* R^T L, then I^-1, then R */
  for (int i = 0; i < 3; i++)
    body[i] = (x->r[0][i] * x->l[0] + x->r[1][i] * x->l[1] + x->r[2][i] * x->l[2]) *
              s->inverse_inertia[i];
  for (int i = 0; i < 3; i++)
    w[i] = x->r[i][0] * body[0] + x->r[i][1] * body[1] + x->r[i][2] * body[2];
}

static void rigid_rate(const rigid_system *s, const rigid_state *x, rigid_state *rate) {
  double w[3];
  world_spin(s, x, w);
  for (int i = 0; i < 3; i++) {
    rate->v[i] = s->force[i] * s->inverse_mass;
    rate->l[i] = s->torque[i];
  }
  for (int j = 0; j < 3; j++) { /* Skew(w) R, column j */
    const double c[3] = {x->r[0][j], x->r[1][j], x->r[2][j]};
    rate->r[0][j] = w[1] * c[2] - w[2] * c[1];
    rate->r[1][j] = w[2] * c[0] - w[0] * c[2];
    rate->r[2][j] = w[0] * c[1] - w[1] * c[0];
  }
}

static void rigid_add(const rigid_state *x, const rigid_state *d, double h, rigid_state *out) {
  const double *a = (const double *)x, *b = (const double *)d;
  double *o = (double *)out;
  for (size_t i = 0; i < sizeof *x / sizeof(double); i++) o[i] = a[i] + h * b[i];
}

static void rigid_rk4(const rigid_system *s, rigid_state *x, double h) {
  rigid_state k1, k2, k3, k4, t;
  rigid_rate(s, x, &k1);
  rigid_add(x, &k1, h / 2, &t);
  rigid_rate(s, &t, &k2);
  rigid_add(x, &k2, h / 2, &t);
  rigid_rate(s, &t, &k3);
  rigid_add(x, &k3, h, &t);
  rigid_rate(s, &t, &k4);
  double *o = (double *)x;
  const double *a = (double *)&k1, *b = (double *)&k2, *c = (double *)&k3, *d = (double *)&k4;
  for (size_t i = 0; i < sizeof *x / sizeof(double); i++)
    o[i] += h / 6 * (a[i] + 2 * b[i] + 2 * c[i] + d[i]);
}

static double rigid_energy(const rigid_system *s, const rigid_state *x) {
  double w[3];
  world_spin(s, x, w);
  double e = 0;
  for (int i = 0; i < 3; i++) e += 0.5 * x->v[i] * x->v[i] / s->inverse_mass + 0.5 * w[i] * x->l[i];
  return e;
}

static void check_energy_rate(imp_check_state *s) {
  imp_rng r = imp_rng_seed(603);
  for (int n = 0; n < 200; n++) {
    rigid_system sys = {.inverse_mass = 1 / imp_rng_uniform(&r, 0.5, 5)};
    rigid_state x = {.r = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    for (int i = 0; i < 3; i++) {
      sys.inverse_inertia[i] = 1 / imp_rng_uniform(&r, 0.2, 3);
      sys.force[i] = imp_rng_uniform(&r, -5, 5);
      sys.torque[i] = imp_rng_uniform(&r, -5, 5);
      x.v[i] = imp_rng_uniform(&r, -3, 3);
      x.l[i] = imp_rng_uniform(&r, -3, 3);
    }
    const double h = 1e-3;
    for (int k = 0; k < 500; k++) rigid_rk4(&sys, &x, h);
    rigid_state back = x, ahead = x;
    rigid_rk4(&sys, &ahead, h);
    rigid_rk4(&sys, &ahead, h);
    /* two steps ahead and the state itself give a central difference at t + h;
     * use the middle state for the rates */
    rigid_state middle = x;
    rigid_rk4(&sys, &middle, h);
    double w[3], rate = 0, size = 0;
    world_spin(&sys, &middle, w);
    for (int i = 0; i < 3; i++) {
      rate += sys.force[i] * middle.v[i] + sys.torque[i] * w[i];
      size += fabs(sys.force[i] * middle.v[i]) + fabs(sys.torque[i] * w[i]);
    }
    
#line 586 "chapters/06-bodies.nw"
double difference = (rigid_energy(&sys, &ahead) - rigid_energy(&sys, &back)) / (2 * h);
IMP_CHECK_NEAR(s, difference, rate, 1e-5 * (size + 1));
#line 679 "chapters/06-bodies.nw"
  }
}
#line 905 "chapters/06-bodies.nw"
/* 1/2 (I W x W)^T I^-1 (I W x W) for a diagonal body tensor, in double. */
static double gyro_energy_change(const double inertia[3], const double w[3], double h) {
  double l[3] = {inertia[0] * w[0], inertia[1] * w[1], inertia[2] * w[2]};
  double c[3] = {l[1] * w[2] - l[2] * w[1], l[2] * w[0] - l[0] * w[2],
                 l[0] * w[1] - l[1] * w[0]};
  return 0.5 * h * h * (c[0] * c[0] / inertia[0] + c[1] * c[1] / inertia[1] +
                        c[2] * c[2] / inertia[2]);
}

static double spin_energy(const double inertia[3], const float *w) {
  return 0.5 * (inertia[0] * w[0] * w[0] + inertia[1] * w[1] * w[1] +
                inertia[2] * w[2] * w[2]);
}

static void check_gyroscopic_steps(imp_check_state *s) {
  imp_rng r = imp_rng_seed(604);
  for (int n = 0; n < 3000; n++) {
    imp_mass box;
    vec3 half = {(float)imp_rng_uniform(&r, 0.2, 1), (float)imp_rng_uniform(&r, 0.2, 1),
                 (float)imp_rng_uniform(&r, 0.2, 1)};
    imp_mass_box(1.0f, half, &box);
    double inertia[3] = {box.inertia[0][0], box.inertia[1][1], box.inertia[2][2]};
    vec3 w0;
    for (int i = 0; i < 3; i++) w0[i] = (float)imp_rng_uniform(&r, -5, 5);
    const float h = 0.002f;
    double w0d[3] = {w0[0], w0[1], w0[2]}, e0 = spin_energy(inertia, w0);
    imp_body b[3];
    for (int g = 0; g < 3; g++) { /* identity orientation: world = body */
      imp_body_init(&b[g]);
      imp_body_set_mass(&b[g], &box);
      glm_vec3_copy(w0, b[g].angular_velocity);
      imp_body_integrate_velocities(&b[g], h, (imp_gyroscopic)g);
    }
    
#line 889 "chapters/06-bodies.nw"
double rounding = 4 * IMP_U * e0;
/* dropped: unchanged to the bit */
IMP_CHECK_TRUE(s, glm_vec3_eqv(b[IMP_GYRO_NONE].angular_velocity, w0));
/* explicit: + 1/2 D^T I D at the old spin */
double gain = gyro_energy_change(inertia, w0d, h);
IMP_CHECK_NEAR(s, spin_energy(inertia, b[IMP_GYRO_EXPLICIT].angular_velocity) - e0,
               gain, rounding + 1e-3 * gain);
/* implicit: - 1/2 D^T I D at the new spin, within the Newton step's error */
const float *w1 = b[IMP_GYRO_IMPLICIT].angular_velocity;
double w1d[3] = {w1[0], w1[1], w1[2]};
double loss = gyro_energy_change(inertia, w1d, h);
double newton = 2 * gyro_energy_change(inertia, w1d, h) * h * sqrt(2 * e0 / inertia[0]);
IMP_CHECK_NEAR(s, spin_energy(inertia, w1) - e0, -loss, rounding + newton);
#line 939 "chapters/06-bodies.nw"
  }
}
#line 961 "chapters/06-bodies.nw"
static void check_isotropic(imp_check_state *s) {
  imp_mass cube;
  imp_mass_box(2.0f, (vec3){0.5f, 0.5f, 0.5f}, &cube);
  for (int g = 0; g < 3; g++) {
    imp_body b;
    imp_body_init(&b);
    imp_body_set_mass(&b, &cube);
    glm_vec3_copy((vec3){1.0f, -2.0f, 3.0f}, b.angular_velocity);
    vec3 l0, l;
    imp_body_angular_momentum(&b, l0);
    float e0 = imp_body_kinetic_energy(&b);
    for (int n = 1; n <= 1000; n++) {
      imp_body_integrate_velocities(&b, 0.001f, (imp_gyroscopic)g);
      imp_body_integrate_positions(&b, 0.001f);
    }
    
#line 954 "chapters/06-bodies.nw"
imp_body_angular_momentum(&b, l);
for (int i = 0; i < 3; i++)
  IMP_CHECK_NEAR(s, l[i], l0[i], 1000 * 8 * IMP_U * glm_vec3_norm(l0));
IMP_CHECK_NEAR(s, imp_body_kinetic_energy(&b), e0, 1000 * 16 * IMP_U * e0);
#line 977 "chapters/06-bodies.nw"
  }
}
#line 1128 "chapters/06-bodies.nw"
#define REFUSED(call) \
  (before = b, (call) == IMP_BAD_VALUE && memcmp(&b, &before, sizeof b) == 0)

static bool whole_body_finite(const imp_body *b) {
  bool finite = imp_body_is_finite(b);
  for (int i = 0; i < 3; i++) {
    finite = finite && isfinite(b->force[i]) && isfinite(b->torque[i]);
    for (int j = 0; j < 3; j++)
      finite = finite && isfinite(b->rotation[j][i]) &&
               isfinite(b->inverse_inertia_world[j][i]);
  }
  return finite;
}

/* +-10^k, k uniform in [-30, 38]; one in ten zero, NaN or infinite. */
static float wild(imp_rng *r) {
  double u = imp_rng_uniform(r, 0, 1), sign = imp_rng_uniform(r, -1, 1) < 0 ? -1 : 1;
  if (u < 0.04) return 0.0f;
  if (u < 0.07) return NAN;
  if (u < 0.10) return (float)(sign * INFINITY);
  return (float)(sign * pow(10.0, imp_rng_uniform(r, -30, 38)));
}

static void wild3(imp_rng *r, vec3 v) {
  for (int i = 0; i < 3; i++) v[i] = wild(r);
}

static void check_degenerate_state(imp_check_state *s) {
  imp_body b, before;
  vec3 origin = {0, 0, 0}, push = {1, 0, 0};
  versor unit = {0, 0, 0, 1};
  imp_body_init(&b);
  
#line 1101 "chapters/06-bodies.nw"
IMP_CHECK_TRUE(s, REFUSED(imp_body_set_pose(&b, origin, (versor){0, 0, 0, 0})));
IMP_CHECK_TRUE(s, REFUSED(imp_body_set_pose(&b, (vec3){NAN, 0, 0}, unit)));
IMP_CHECK_TRUE(s, REFUSED(imp_body_set_velocity(&b, origin, (vec3){0, INFINITY, 0})));
IMP_CHECK_TRUE(s, REFUSED(imp_body_add_force_at(&b, push, (vec3){0, 0, NAN})));
IMP_CHECK_TRUE(s, imp_body_add_force(&b, (vec3){FLT_MAX, 0, 0}) == IMP_OK &&
                  REFUSED(imp_body_add_force(&b, (vec3){FLT_MAX, 0, 0})));
IMP_CHECK_TRUE(s, REFUSED(imp_body_integrate_velocities(&b, NAN, IMP_GYRO_IMPLICIT)));
IMP_CHECK_TRUE(s, REFUSED(imp_body_integrate_positions(&b, 0.0f)));
b.angular_velocity[0] = b.angular_velocity[1] = 1e20f; /* I W x W overflows */
IMP_CHECK_TRUE(s, REFUSED(imp_body_integrate_velocities(&b, 0.01f, IMP_GYRO_IMPLICIT)));
b.angular_velocity[0] = 1e30f; /* |q'|^2 overflows */
IMP_CHECK_TRUE(s, REFUSED(imp_body_integrate_positions(&b, 0.01f)));
b.orientation[3] = 0.0f;       /* the zero quaternion, set by hand */
IMP_CHECK_TRUE(s, REFUSED(imp_body_update(&b)));
#line 1161 "chapters/06-bodies.nw"
  imp_rng r = imp_rng_seed(605);
  for (int n = 0; n < 20000; n++) {
    imp_body_init(&b);
    if (n % 2) { /* by hand: often not finite */
      wild3(&r, b.position);
      wild3(&r, b.velocity);
      wild3(&r, b.angular_velocity);
      for (int i = 0; i < 4; i++) b.orientation[i] = wild(&r);
    }
    vec3 u, v;
    versor q = {wild(&r), wild(&r), wild(&r), wild(&r)};
    wild3(&r, u);
    wild3(&r, v);
    float dt = imp_rng_uniform(&r, 0, 1) < 0.5 ? fabsf(wild(&r)) : wild(&r);
    imp_gyroscopic gyro = (imp_gyroscopic)(n / 2 % 4); /* 3 is no choice */
    before = b;
    imp_status status = IMP_OK;
    switch (n / 8 % 8) {
    case 0: status = imp_body_set_pose(&b, u, q); break;
    case 1: status = imp_body_set_velocity(&b, u, v); break;
    case 2: status = imp_body_update(&b); break;
    case 3: status = imp_body_add_force(&b, u); break;
    case 4: status = imp_body_add_force_at(&b, u, v); break;
    case 5: status = imp_body_add_torque(&b, u); break;
    case 6: status = imp_body_integrate_velocities(&b, dt, gyro); break;
    default: status = imp_body_integrate_positions(&b, dt); break;
    }
    if (status == IMP_OK && !whole_body_finite(&before)) continue; /* was bad already */
    
#line 1121 "chapters/06-bodies.nw"
if (status == IMP_OK)
  IMP_CHECK_TRUE(s, whole_body_finite(&b));
else
  IMP_CHECK_TRUE(s, status == IMP_BAD_VALUE && memcmp(&b, &before, sizeof b) == 0);
#line 1190 "chapters/06-bodies.nw"
  }
}
#line 1530 "chapters/06-bodies.nw"
static void check_tumble_dropped(imp_check_state *s) {
  imp_table t;
  imp_table_runf(&t, "tumble", "gyro=none wx=2 wy=2 wz=2 steps=4000");
  imp_mass box;
  imp_mass_box(1.0f, (vec3){0.5f, 1.0f, 1.5f}, &box);
  double lb[3] = {2 * box.inertia[0][0], 2 * box.inertia[1][1], 2 * box.inertia[2][2]};
  double alpha = acos((lb[0] + lb[1] + lb[2]) * 2 /
                      (sqrt(lb[0] * lb[0] + lb[1] * lb[1] + lb[2] * lb[2]) * sqrt(12.0)));
  double widest = 0, l0 = imp_table_at(&t, 0, "l"), e0 = imp_table_at(&t, 0, "ke");
  for (size_t n = 0; n < t.rows; n++) {
    widest = fmax(widest, imp_table_at(&t, n, "l_angle"));
    
#line 1478 "chapters/06-bodies.nw"
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "l"), l0, 8 * (n + 1) * IMP_U * l0);
IMP_CHECK_NEAR(s, imp_table_at(&t, n, "ke"), e0, 8 * (n + 1) * IMP_U * e0);
#line 1542 "chapters/06-bodies.nw"
  }
  
#line 1486 "chapters/06-bodies.nw"
IMP_CHECK_NEAR(s, widest, 2 * alpha, sqrt(12.0) * 0.001);
#line 1544 "chapters/06-bodies.nw"
  imp_table_free(&t);
  /* and the world angular velocity itself, to the bit */
  imp_body b;
  imp_body_init(&b);
  imp_body_set_mass(&b, &box);
  glm_vec3_copy((vec3){2, 2, 2}, b.angular_velocity);
  for (int n = 0; n < 1000; n++) {
    imp_body_integrate_velocities(&b, 0.001f, IMP_GYRO_NONE);
    imp_body_integrate_positions(&b, 0.001f);
    
#line 1493 "chapters/06-bodies.nw"
IMP_CHECK_TRUE(s, glm_vec3_eqv(b.angular_velocity, (vec3){2, 2, 2}));
#line 1554 "chapters/06-bodies.nw"
  }
}

/* Every step's change of energy is the formula's, up to rounding: explicit
 * gains at the old spin, implicit loses at the new one (sign -1). */
static void check_energy_steps(imp_check_state *s, const imp_table *t, int implicit) {
  const double inertia[3] = {13.0 / 12, 10.0 / 12, 5.0 / 12}, h = 0.001;
  for (size_t n = 1; n < t->rows; n++) {
    size_t at = implicit ? n : n - 1;
    double w[3] = {imp_table_at(t, at, "wx"), imp_table_at(t, at, "wy"),
                   imp_table_at(t, at, "wz")};
    double change = gyro_energy_change(inertia, w, h) * (implicit ? -1 : 1);
    double e0 = imp_table_at(t, n - 1, "ke"), e1 = imp_table_at(t, n, "ke");
    
#line 1502 "chapters/06-bodies.nw"
double newton = implicit ? 2 * fabs(change) * h * sqrt(2 * e0 / inertia[2]) : 0;
IMP_CHECK_NEAR(s, e1 - e0, change, 64 * IMP_U * e0 + newton);
#line 1568 "chapters/06-bodies.nw"
  }
  size_t last = t->rows - 1;
  
#line 1510 "chapters/06-bodies.nw"
double sign = implicit ? -1 : 1;
IMP_CHECK_TRUE(s, sign * (imp_table_at(t, last, "ke") - imp_table_at(t, 0, "ke")) > 0);
IMP_CHECK_TRUE(s, sign * (imp_table_at(t, last, "l") - imp_table_at(t, 0, "l")) > 0);
#line 1571 "chapters/06-bodies.nw"
}

static void check_tumble_explicit_and_implicit(imp_check_state *s) {
  imp_table up, down;
  imp_table_runf(&up, "tumble", "gyro=explicit");
  imp_table_runf(&down, "tumble", "gyro=implicit");
  check_energy_steps(s, &up, 0);
  check_energy_steps(s, &down, 1);
  imp_table_free(&up);
  imp_table_free(&down);
}

static void check_tumble_stable_axes(imp_check_state *s) {
  const double ix = 13.0 / 12, iy = 10.0 / 12, iz = 5.0 / 12, eps = 0.01;
  imp_table major, minor;
  imp_table_runf(&major, "tumble", "wx=5 wy=%g wz=0", eps);  /* largest: x */
  imp_table_runf(&minor, "tumble", "wx=0 wy=%g wz=5", eps);  /* smallest: z */
  double grow_major = eps * fmax(1, sqrt(iy * (iy - ix) / (iz * (iz - ix))));
  double grow_minor = eps * fmax(1, sqrt(iy * (iy - iz) / (ix * (ix - iz))));
  
#line 1521 "chapters/06-bodies.nw"
for (size_t n = 0; n < major.rows; n++) {
  IMP_CHECK_LE(s, fmax(fabs(imp_table_at(&major, n, "wy")),
                       fabs(imp_table_at(&major, n, "wz"))), grow_major * 1.001);
  IMP_CHECK_LE(s, fmax(fabs(imp_table_at(&minor, n, "wx")),
                       fabs(imp_table_at(&minor, n, "wy"))), grow_minor * 1.001);
}
#line 1591 "chapters/06-bodies.nw"
  imp_table_free(&major);
  imp_table_free(&minor);
}

#line 1623 "chapters/06-bodies.nw"
/* The flip period of the text, 4 K(k) / lambda, for moments sorted small
 * to large. */
static double flip_period(const double sorted[3], double energy, double momentum) {
  double i1 = sorted[0], i2 = sorted[1], i3 = sorted[2];
  double e2 = 2 * energy, l2 = momentum * momentum;
  if (l2 < e2 * i2) { /* the other side of the separatrix */
    double swap = i1;
    i1 = i3;
    i3 = swap;
  }
  double lambda = sqrt((i3 - i2) * (l2 - e2 * i1) / (i1 * i2 * i3));
  double k2 = (i2 - i1) * (e2 * i3 - l2) / ((i3 - i2) * (l2 - e2 * i1));
  return 4 * elliptic_k(sqrt(k2)) / lambda;
}

static void check_tumble_flip_period(imp_check_state *s) {
  const double sorted[3] = {5.0 / 12, 10.0 / 12, 13.0 / 12}, h = 0.001;
  imp_table t;
  imp_table_runf(&t, "tumble", "steps=20000");
  double previous = NAN;
  size_t previous_row = 0;
  int intervals = 0;
  for (size_t n = 1; n < t.rows; n++) {
    double a = imp_table_at(&t, n - 1, "wy"), b = imp_table_at(&t, n, "wy");
    if (!(a * b < 0)) continue;
    double crossing = imp_table_at(&t, n - 1, "t") + h * a / (a - b);
    if (!isnan(previous)) {
      double start = flip_period(sorted, imp_table_at(&t, previous_row, "ke"),
                                 imp_table_at(&t, previous_row, "l")) / 2;
      double end = flip_period(sorted, imp_table_at(&t, n, "ke"),
                               imp_table_at(&t, n, "l")) / 2;
      
#line 1610 "chapters/06-bodies.nw"
double spin = sqrt(2 * imp_table_at(&t, n, "ke") / sorted[0]);
double tol = fabs(end - start) + h * spin * start + 2 * h;
IMP_CHECK_NEAR(s, crossing - previous, 0.5 * (start + end), tol);
#line 1655 "chapters/06-bodies.nw"
      intervals++;
    }
    previous = crossing;
    previous_row = n;
  }
  
#line 1618 "chapters/06-bodies.nw"
IMP_CHECK_TRUE(s, intervals >= 4);
#line 1661 "chapters/06-bodies.nw"
  imp_table_free(&t);
}
#line 1680 "chapters/06-bodies.nw"
static void check_tumble_unnormalised(imp_check_state *s) {
  imp_table t;
  imp_table_runf(&t, "tumble", "renormalise=no gyro=none");
  double speed = sqrt((double)(float)0.2 * (float)0.2 + 25.0), h = (double)0.001f;
  double growth = sqrt(1 + (speed * h / 2) * (speed * h / 2));
  
#line 1674 "chapters/06-bodies.nw"
for (size_t n = 1; n < t.rows; n++)
  IMP_CHECK_NEAR(s, imp_table_at(&t, n, "qnorm") / imp_table_at(&t, n - 1, "qnorm"),
                 growth, 8 * IMP_U);
#line 1686 "chapters/06-bodies.nw"
  imp_table_free(&t);
}
#line 1944 "chapters/06-bodies.nw"
static double precession_rate(const imp_table *t) {
  size_t last = t->rows - 1;
  return (imp_table_at(t, last, "azimuth") - imp_table_at(t, 0, "azimuth")) /
         imp_table_at(t, last, "t");
}

static void check_top_precession(imp_check_state *s) {
  const double m = 1, g = 9.8, d = 0.5, r = 0.5, thick = 0.1, spin = 50;
  const double i3 = 0.5 * m * r * r;
  const double i1 = m * (3 * r * r + thick * thick) / 12 + m * d * d; /* about the pivot */
  const double nutation = i3 * spin / i1;
  double true_rate = m * g * d / (i3 * spin), dropped = m * g * d / (i1 * spin);
  imp_table t, u;
  imp_table_runf(&t, "top", "gyro=implicit");
  imp_table_runf(&u, "top", "gyro=none");
  
#line 1939 "chapters/06-bodies.nw"
IMP_CHECK_NEAR(s, -precession_rate(&t), true_rate, 2 * true_rate * true_rate / nutation);
IMP_CHECK_NEAR(s, -precession_rate(&u), dropped, 2 * dropped * dropped / spin);
#line 1960 "chapters/06-bodies.nw"
  imp_table_free(&t);
  imp_table_free(&u);
}

#line 404 "chapters/06-bodies.nw"
static const imp_check checks[] = {
#line 506 "chapters/06-bodies.nw"
{"momentum-and-energy", "L = I_w w and E = m v^2/2 + w^T I_w w/2 equal the "
 "sums over the body's particles", check_momentum_and_energy},
#line 684 "chapters/06-bodies.nw"
{"inverse-inertia-rate", "d/dt I_w^-1 = Skew(w) I_w^-1 - I_w^-1 Skew(w) by "
 "central differences", check_inverse_inertia_rate},
{"energy-rate", "dE/dt = F.v + tau.w along an exact trajectory (RK4 in double)",
 check_energy_rate},
#line 982 "chapters/06-bodies.nw"
{"isotropic", "a body with equal moments keeps L and its energy under every "
 "gyroscopic choice", check_isotropic},
{"gyroscopic-steps", "dropped: w unchanged; explicit gains and implicit loses "
 "1/2 h^2 (I W x W)^T I^-1 (I W x W) per step", check_gyroscopic_steps},
#line 1195 "chapters/06-bodies.nw"
{"degenerate-state", "a call either leaves the body finite or returns "
 "IMP_BAD_VALUE and changes nothing", check_degenerate_state},
#line 1691 "chapters/06-bodies.nw"
{"tumble-unnormalised", "without renormalisation |q| grows by exactly "
 "sqrt(1 + (|w| h/2)^2) per step", check_tumble_unnormalised},
{"tumble-flip-period", "each flip takes half of 4 K(k) / lambda, the "
 "elliptic-integral period", check_tumble_flip_period},
{"tumble-dropped", "without the gyroscopic term w never changes, |L| and E "
 "stay, and L swings to twice its angle from w", check_tumble_dropped},
{"tumble-explicit-and-implicit", "every step's energy change is the formula's: "
 "explicit gains, implicit loses", check_tumble_explicit_and_implicit},
{"tumble-stable-axes", "spins about the largest and smallest axes stay within "
 "the bound of the conserved quadratic", check_tumble_stable_axes},
#line 1966 "chapters/06-bodies.nw"
{"top-precession", "the top precesses at m g d / (I3 w3); with the "
 "gyroscopic term dropped, at m g d / (I1 w3)", check_top_precession},
#line 406 "chapters/06-bodies.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
