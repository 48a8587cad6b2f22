#line 85 "chapters/01-rotation.nw"
/* Chapter 1's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "random.h"

#include <imp/rotation.h>
#include <math.h>

enum { SAMPLES = 10000 };

#line 107 "chapters/01-rotation.nw"
static void random_vec3(imp_rng *r, double scale, vec3 out) {
  for (int i = 0; i < 3; i++) out[i] = (float)imp_rng_uniform(r, -scale, scale);
}

static void random_direction(imp_rng *r, vec3 out) {
  double d[3];
  imp_rng_direction(r, d);
  glm_vec3_copy((vec3){(float)d[0], (float)d[1], (float)d[2]}, out);
  glm_vec3_normalize(out);
}

static double distance3(const float *a, const double *b) {
  double s = 0;
  for (int i = 0; i < 3; i++) s += (a[i] - b[i]) * (a[i] - b[i]);
  return sqrt(s);
}

static double norm3(const float *a) {
  return sqrt((double)a[0] * a[0] + (double)a[1] * a[1] + (double)a[2] * a[2]);
}

/* Largest entry of |A - B| for two float matrices, in double. */
static double matrix_gap(mat3 a, mat3 b) {
  double worst = 0;
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 3; i++) worst = fmax(worst, fabs((double)a[j][i] - b[j][i]));
  return worst;
}
#line 1188 "chapters/01-rotation.nw"
/* The orientation at time t of a body turning at constant w from q0:
 * q(t) = dq(t) q0 with dq the rotation by |w| t about w. */
static void orientation_at(vec3 w, versor q0, double t, versor dest) {
  versor turn;
  float speed = glm_vec3_norm(w);
  glm_quatv(turn, (float)(speed * t), w);
  glm_quat_mul(turn, q0, dest);
}
#line 1897 "chapters/01-rotation.nw"
typedef struct spin_case {
  float w[3], dt;
  long steps;
  imp_table table;
} spin_case;

enum { SPIN_CASES = 7 };

/* The defaults first, then random spins. Values go through text exactly as a
 * reader's --set would; %.9g gives every float back unchanged. */
static void run_spin_cases(spin_case cases[SPIN_CASES]) {
  imp_rng r = imp_rng_seed(114);
  for (int c = 0; c < SPIN_CASES; c++) {
    spin_case *k = &cases[c];
    if (c == 0) {
      *k = (spin_case){{1, 2, 2}, 0.01f, 2000, {0}};
    } else {
      /* any axis and speed; a step angle h from 0.01 to 0.3 rad, and as
       * many steps as keep n h^2 under 4 (at most 3000), so the matrix
       * grows by at most e^4 */
      double d[3];
      imp_rng_direction(&r, d);
      double speed = imp_rng_uniform(&r, 0.5, 10.0);
      double h = pow(10.0, imp_rng_uniform(&r, -2.0, log10(0.3)));
      for (int i = 0; i < 3; i++) k->w[i] = (float)(speed * d[i]);
      k->dt = (float)(h / speed);
      k->steps = (long)fmin(3000.0, 4.0 / (h * h));
    }
    char sets[5][64];
    snprintf(sets[0], 64, "wx=%.9g", k->w[0]);
    snprintf(sets[1], 64, "wy=%.9g", k->w[1]);
    snprintf(sets[2], 64, "wz=%.9g", k->w[2]);
    snprintf(sets[3], 64, "dt=%.9g", k->dt);
    snprintf(sets[4], 64, "steps=%ld", k->steps);
    const char *settings[] = {sets[0], sets[1], sets[2], sets[3], sets[4], NULL};
    imp_table_run(&k->table, "spin", settings);
  }
}

static void free_spin_cases(spin_case cases[SPIN_CASES]) {
  for (int c = 0; c < SPIN_CASES; c++) imp_table_free(&cases[c].table);
}

/* h = |w| dt, from the float values the methods use */
static double spin_h(const spin_case *k) {
  double w2 = 0;
  for (int i = 0; i < 3; i++) w2 += (double)k->w[i] * k->w[i];
  return sqrt(w2) * k->dt;
}

/* Run every case and hand each row n, with its case's h, to `check`. */
typedef void spin_row_check(imp_check_state *s, const imp_table *t, size_t n,
                            double h);

static void check_every_spin_row(imp_check_state *s, spin_row_check *check) {
  spin_case cases[SPIN_CASES];
  run_spin_cases(cases);
  for (int c = 0; c < SPIN_CASES; c++)
    for (size_t n = 0; n < cases[c].table.rows; n++)
      check(s, &cases[c].table, n, spin_h(&cases[c]));
  free_spin_cases(cases);
}
#line 238 "chapters/01-rotation.nw"
static void check_skew_cross(imp_check_state *s) {
  imp_rng r = imp_rng_seed(101);
  for (int n = 0; n < SAMPLES; n++) {
    vec3 a, b, via_matrix, via_cross;
    mat3 k;
    random_vec3(&r, 10.0, a);
    random_vec3(&r, 10.0, b);
    imp_skew(a, k);
    glm_mat3_mulv(k, b, via_matrix);
    glm_vec3_cross(a, b, via_cross);
    double scale = norm3(a) * norm3(b);
    
#line 231 "chapters/01-rotation.nw"
for (int i = 0; i < 3; i++)
  IMP_CHECK_NEAR(s, via_matrix[i], via_cross[i], 8 * IMP_U * scale);
for (int j = 0; j < 3; j++)
  for (int i = 0; i < 3; i++) IMP_CHECK_TRUE(s, k[j][i] == -k[i][j]);
#line 250 "chapters/01-rotation.nw"
  }
}
#line 279 "chapters/01-rotation.nw"
static void check_skew_powers(imp_check_state *s) {
  imp_rng r = imp_rng_seed(102);
  for (int n = 0; n < SAMPLES; n++) {
    vec3 d, kd;
    mat3 k, k2, k3;
    random_vec3(&r, 3.0, d);
    imp_skew(d, k);
    glm_mat3_mulv(k, d, kd);
    glm_mat3_mul(k, k, k2);
    glm_mat3_mul(k2, k, k3);
    double d2 = (double)d[0] * d[0] + (double)d[1] * d[1] + (double)d[2] * d[2];
    double d1 = sqrt(d2);
    
#line 269 "chapters/01-rotation.nw"
for (int i = 0; i < 3; i++) IMP_CHECK_NEAR(s, kd[i], 0.0, 4 * IMP_U * d2);
for (int j = 0; j < 3; j++)
  for (int i = 0; i < 3; i++) {
    double want2 = (double)d[i] * d[j] - (i == j ? d2 : 0.0);
    IMP_CHECK_NEAR(s, k2[j][i], want2, 4 * IMP_U * d2);
    IMP_CHECK_NEAR(s, k3[j][i], -d2 * k[j][i], 8 * IMP_U * d2 * d1);
  }
#line 292 "chapters/01-rotation.nw"
  }
}
#line 422 "chapters/01-rotation.nw"
static void rotate_by_construction(const double d[3], double angle,
                                   const double v[3], double out[3]) {
  double along = d[0] * v[0] + d[1] * v[1] + d[2] * v[2];
  double cross[3] = {d[1] * v[2] - d[2] * v[1], d[2] * v[0] - d[0] * v[2],
                     d[0] * v[1] - d[1] * v[0]};
  for (int i = 0; i < 3; i++) {
    double parallel = d[i] * along;
    out[i] = parallel + cos(angle) * (v[i] - parallel) + sin(angle) * cross[i];
  }
}

static void check_rodrigues(imp_check_state *s) {
  imp_rng r = imp_rng_seed(103);
  for (int n = 0; n < SAMPLES; n++) {
    vec3 d, v, rv;
    mat3 rot;
    random_direction(&r, d);
    random_vec3(&r, 5.0, v);
    float angle = (float)imp_rng_uniform(&r, -GLM_PI, GLM_PI);
    double dd[3] = {d[0], d[1], d[2]}, vd[3] = {v[0], v[1], v[2]}, want[3];
    imp_mat3_rotation(d, angle, rot);
    glm_mat3_mulv(rot, v, rv);
    rotate_by_construction(dd, angle, vd, want);
    
#line 418 "chapters/01-rotation.nw"
IMP_CHECK_LE(s, distance3(rv, want), 16 * IMP_U * norm3(v));
#line 446 "chapters/01-rotation.nw"
  }
}
#line 499 "chapters/01-rotation.nw"
static void check_rotation_properties(imp_check_state *s) {
  imp_rng r = imp_rng_seed(104);
  for (int n = 0; n < SAMPLES; n++) {
    vec3 d, rd;
    mat3 rot, rt, rtr;
    random_direction(&r, d);
    float angle = (float)imp_rng_uniform(&r, -GLM_PI, GLM_PI);
    imp_mat3_rotation(d, angle, rot);
    glm_mat3_transpose_to(rot, rt);
    glm_mat3_mul(rt, rot, rtr);
    glm_mat3_mulv(rot, d, rd);
    
#line 473 "chapters/01-rotation.nw"
for (int j = 0; j < 3; j++)
  for (int i = 0; i < 3; i++)
    IMP_CHECK_NEAR(s, rtr[j][i], i == j ? 1.0 : 0.0, 24 * IMP_U);
IMP_CHECK_NEAR(s, glm_mat3_det(rot), 1.0, 24 * IMP_U);
for (int i = 0; i < 3; i++) IMP_CHECK_NEAR(s, rd[i], d[i], 16 * IMP_U);
IMP_CHECK_NEAR(s, rot[0][0] + rot[1][1] + rot[2][2], 1 + 2 * cos(angle),
               16 * IMP_U);
#line 511 "chapters/01-rotation.nw"
  }
  mat3 rot;
  imp_mat3_rotation((vec3){0, 0, 0}, 1.0f, rot);
  
#line 485 "chapters/01-rotation.nw"
IMP_CHECK_TRUE(s, matrix_gap(rot, GLM_MAT3_IDENTITY) == 0.0);
#line 515 "chapters/01-rotation.nw"
}

static void check_rotation_small_angles(imp_check_state *s) {
  imp_rng r = imp_rng_seed(105);
  for (int n = 0; n < SAMPLES; n++) {
    vec3 d;
    mat3 rot;
    random_direction(&r, d);
    float angle = (float)pow(10.0, imp_rng_uniform(&r, -6.0, -2.0));
    imp_mat3_rotation(d, angle, rot);
    double sine = sin((double)angle), versine = 1 - cos((double)angle);
    double dd[3] = {d[0], d[1], d[2]};
    double norm = sqrt(dd[0] * dd[0] + dd[1] * dd[1] + dd[2] * dd[2]);
    for (int i = 0; i < 3; i++) dd[i] /= norm;
    for (int j = 0; j < 3; j++)
      for (int i = 0; i < 3; i++) {
        /* exact R - E, entry (i, j) */
        double k = (i == j) ? 0 : ((j == (i + 1) % 3) ? -dd[3 - i - j] : dd[3 - i - j]);
        double k2 = dd[i] * dd[j] - (i == j);
        double want = sine * k + versine * k2;
        double got = (double)rot[j][i] - (i == j);
        
#line 494 "chapters/01-rotation.nw"
double tol = (i == j) ? 2 * IMP_U : 8 * IMP_U * (fabs(sine * k) + versine);
IMP_CHECK_NEAR(s, got, want, tol);
#line 537 "chapters/01-rotation.nw"
      }
  }
}
#line 610 "chapters/01-rotation.nw"
typedef struct dquat { double w, x, y, z; } dquat;  /* the book's order */

static dquat to_dquat(versor q) { return (dquat){q[3], q[0], q[1], q[2]}; }

/* Equation 1-17, component by component. */
static dquat product_by_components(dquat a, dquat b) {
  return (dquat){
      a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z,
      a.w * b.x + b.w * a.x + a.y * b.z - a.z * b.y,
      a.w * b.y + b.w * a.y + a.z * b.x - a.x * b.z,
      a.w * b.z + b.w * a.z + a.x * b.y - a.y * b.x};
}

/* Equation 1-18: scalar and vector parts. */
static dquat product_scalar_vector(dquat a, dquat b) {
  double dot = a.x * b.x + a.y * b.y + a.z * b.z;
  double cx = a.y * b.z - a.z * b.y, cy = a.z * b.x - a.x * b.z,
         cz = a.x * b.y - a.y * b.x;
  return (dquat){a.w * b.w - dot, a.w * b.x + b.w * a.x + cx,
                 a.w * b.y + b.w * a.y + cy, a.w * b.z + b.w * a.z + cz};
}

static double dquat_gap(versor got, dquat want) {
  dquat g = to_dquat(got);
  return fmax(fmax(fabs(g.w - want.w), fabs(g.x - want.x)),
              fmax(fabs(g.y - want.y), fabs(g.z - want.z)));
}

static void random_quat(imp_rng *r, double scale, versor q) {
  for (int i = 0; i < 4; i++) q[i] = (float)imp_rng_uniform(r, -scale, scale);
}

static double dnorm4(versor q) {
  return sqrt((double)q[0] * q[0] + (double)q[1] * q[1] + (double)q[2] * q[2] +
              (double)q[3] * q[3]);
}

static void check_quat_product(imp_check_state *s) {
  imp_rng r = imp_rng_seed(106);
  for (int n = 0; n < SAMPLES; n++) {
    versor p, q, pq;
    random_quat(&r, 2.0, p);
    random_quat(&r, 2.0, q);
    glm_quat_mul(p, q, pq);
    dquat a = to_dquat(p), b = to_dquat(q);
    double tol = 4 * IMP_U * dnorm4(p) * dnorm4(q);
    
#line 603 "chapters/01-rotation.nw"
IMP_CHECK_LE(s, dquat_gap(pq, product_by_components(a, b)), tol);
IMP_CHECK_LE(s, dquat_gap(pq, product_scalar_vector(a, b)), tol);
#line 657 "chapters/01-rotation.nw"
  }
}
#line 685 "chapters/01-rotation.nw"
static void check_quat_rules(imp_check_state *s) {
  imp_rng r = imp_rng_seed(107);
  for (int n = 0; n < SAMPLES; n++) {
    versor p, q, pq, qp, pc, qc, pq_conj, qc_pc;
    random_quat(&r, 2.0, p);
    random_quat(&r, 2.0, q);
    glm_quat_mul(p, q, pq);
    glm_quat_mul(q, p, qp);
    glm_quat_conjugate(pq, pq_conj);
    glm_quat_conjugate(p, pc);
    glm_quat_conjugate(q, qc);
    glm_quat_mul(qc, pc, qc_pc);
    double cross[3] = {2.0 * ((double)p[1] * q[2] - (double)p[2] * q[1]),
                       2.0 * ((double)p[2] * q[0] - (double)p[0] * q[2]),
                       2.0 * ((double)p[0] * q[1] - (double)p[1] * q[0])};
    double scale = dnorm4(p) * dnorm4(q);
    
#line 676 "chapters/01-rotation.nw"
IMP_CHECK_NEAR(s, dnorm4(pq), scale, 8 * IMP_U * scale);
for (int i = 0; i < 4; i++)
  IMP_CHECK_NEAR(s, pq_conj[i], qc_pc[i], 8 * IMP_U * scale);
for (int i = 0; i < 3; i++)
  IMP_CHECK_NEAR(s, (double)pq[i] - qp[i], cross[i], 8 * IMP_U * scale);
IMP_CHECK_NEAR(s, (double)pq[3] - qp[3], 0.0, 8 * IMP_U * scale);
#line 702 "chapters/01-rotation.nw"
  }
}
#line 832 "chapters/01-rotation.nw"
static void check_quat_rotation(imp_check_state *s) {
  imp_rng r = imp_rng_seed(108);
  for (int n = 0; n < SAMPLES; n++) {
    vec3 d, v, rv;
    versor q, qc, pure, tmp, rotated;
    mat3 from_quat, from_rodrigues;
    random_direction(&r, d);
    random_vec3(&r, 5.0, v);
    float angle = (float)imp_rng_uniform(&r, -GLM_PI, GLM_PI);
    glm_quatv(q, angle, d);
    glm_quat_conjugate(q, qc);
    glm_quat_init(pure, v[0], v[1], v[2], 0.0f);
    glm_quat_mul(q, pure, tmp);
    glm_quat_mul(tmp, qc, rotated);
    imp_quat_mat3(q, from_quat);
    glm_mat3_mulv(from_quat, v, rv);
    double size = norm3(v);
    imp_mat3_rotation(d, angle, from_rodrigues);
    
#line 810 "chapters/01-rotation.nw"
IMP_CHECK_NEAR(s, rotated[3], 0.0, 16 * IMP_U * size);
for (int i = 0; i < 3; i++) IMP_CHECK_NEAR(s, rotated[i], rv[i], 16 * IMP_U * size);
IMP_CHECK_LE(s, matrix_gap(from_quat, from_rodrigues), 16 * IMP_U);

#line 852 "chapters/01-rotation.nw"
    float sigma = (float)imp_rng_uniform(&r, 0.5, 2.0);
    versor scaled;
    mat3 from_scaled;
    glm_vec4_scale(q, sqrtf(sigma), scaled);
    imp_quat_mat3(scaled, from_scaled);
    
#line 824 "chapters/01-rotation.nw"
for (int j = 0; j < 3; j++)
  for (int i = 0; i < 3; i++)
    IMP_CHECK_NEAR(s, from_scaled[j][i],
                   sigma * from_quat[j][i] + (1.0 - sigma) * (i == j),
                   16 * IMP_U * sigma);
#line 858 "chapters/01-rotation.nw"
  }
}
#line 968 "chapters/01-rotation.nw"
static void random_rotation(imp_rng *r, int near_half_turn, versor q) {
  vec3 d;
  random_direction(r, d);
  double angle = near_half_turn ? GLM_PI - imp_rng_uniform(r, 0.0, 1e-2)
                                : imp_rng_uniform(r, -GLM_PI, GLM_PI);
  glm_quatv(q, (float)angle, d);
}

/* Largest component of |a - sign * b|, with the sign that fits best. */
static double quat_gap_up_to_sign(versor a, versor b) {
  double plus = 0, minus = 0;
  for (int i = 0; i < 4; i++) {
    plus = fmax(plus, fabs((double)a[i] - b[i]));
    minus = fmax(minus, fabs((double)a[i] + b[i]));
  }
  return fmin(plus, minus);
}

static void check_matrix_to_quat(imp_check_state *s) {
  imp_rng r = imp_rng_seed(109);
  for (int n = 0; n < SAMPLES; n++) {
    versor q, back;
    mat3 rot, again;
    random_rotation(&r, n % 2, q);
    imp_quat_mat3(q, rot);
    imp_mat3_quat(rot, back);
    imp_quat_mat3(back, again);
    
#line 963 "chapters/01-rotation.nw"
IMP_CHECK_LE(s, quat_gap_up_to_sign(back, q), 8 * IMP_U);
IMP_CHECK_LE(s, matrix_gap(again, rot), 24 * IMP_U);
#line 996 "chapters/01-rotation.nw"
  }
}
#line 1034 "chapters/01-rotation.nw"
static void naive_matrix_to_quat(mat3 m, versor dest) {
  float w = 0.5f * sqrtf(1.0f + m[0][0] + m[1][1] + m[2][2]);
  glm_quat_init(dest, (m[1][2] - m[2][1]) / (4.0f * w),
                (m[2][0] - m[0][2]) / (4.0f * w),
                (m[0][1] - m[1][0]) / (4.0f * w), w);
}

static void check_matrix_to_quat_half_turn(imp_check_state *s) {
  imp_rng r = imp_rng_seed(110);
  const double deltas[] = {1e-2, 3e-3, 1e-3, 3e-4, 1e-4, 0.0};
  for (size_t k = 0; k < sizeof deltas / sizeof *deltas; k++) {
    double worst_naive = 0;
    for (int n = 0; n < 200; n++) {
      vec3 d;
      versor q, shepperd, naive, cglm;
      mat3 rot;
      random_direction(&r, d);
      glm_quatv(q, (float)(GLM_PI - deltas[k]), d);
      imp_quat_mat3(q, rot);
      imp_mat3_quat(rot, shepperd);
      naive_matrix_to_quat(rot, naive);
      glm_mat3_quat(rot, cglm);
      
#line 1022 "chapters/01-rotation.nw"
IMP_CHECK_LE(s, quat_gap_up_to_sign(shepperd, q), 8 * IMP_U);
IMP_CHECK_LE(s, quat_gap_up_to_sign(cglm, shepperd), 8 * IMP_U);
#line 1057 "chapters/01-rotation.nw"
      double gap = quat_gap_up_to_sign(naive, q);
      worst_naive = isfinite(gap) ? fmax(worst_naive, gap) : INFINITY;
    }
    double predicted = deltas[k] > 0 ? 1.5 * IMP_U / (deltas[k] * deltas[k]) : INFINITY;
    
#line 1029 "chapters/01-rotation.nw"
if (predicted > 1e-3) /* where the text says the naive method fails */
  IMP_CHECK_TRUE(s, worst_naive > 0.1 * fmin(predicted, 1.0));
#line 1062 "chapters/01-rotation.nw"
  }
}
#line 1243 "chapters/01-rotation.nw"
typedef struct difference_sample {
  vec3 w;
  float speed;
  double t, tau;
  versor before, now, after; /* at t - tau, t, t + tau */
} difference_sample;

static int draw_difference_sample(imp_rng *r, difference_sample *d) {
  versor q0;
  random_vec3(r, 2.0, d->w);
  random_rotation(r, 0, q0);
  d->speed = glm_vec3_norm(d->w);
  if (d->speed < 0.1f) return 0;
  d->t = imp_rng_uniform(r, 0.0, 1.0);
  d->tau = 1e-2 / d->speed;
  orientation_at(d->w, q0, d->t - d->tau, d->before);
  orientation_at(d->w, q0, d->t, d->now);
  orientation_at(d->w, q0, d->t + d->tau, d->after);
  return 1;
}

static void check_angular_velocity(imp_check_state *s) {
  imp_rng r = imp_rng_seed(111);
  for (int n = 0; n < SAMPLES; n++) {
    difference_sample d;
    if (!draw_difference_sample(&r, &d)) continue;
    mat3 ra, rb, rt, rtt, rdot, rdot_rt, skew;
    imp_quat_mat3(d.before, ra);
    imp_quat_mat3(d.after, rb);
    imp_quat_mat3(d.now, rt);
    glm_mat3_transpose_to(rt, rtt);
    for (int j = 0; j < 3; j++)
      for (int i = 0; i < 3; i++)
        rdot[j][i] = (float)((rb[j][i] - ra[j][i]) / (2 * d.tau));
    glm_mat3_mul(rdot, rtt, rdot_rt);
    imp_skew(d.w, skew);
    double tau = d.tau;
    double tol = pow(d.speed, 3) * tau * tau / 6 + 3 * 16 * IMP_U / (2 * tau);
    
#line 1213 "chapters/01-rotation.nw"
IMP_CHECK_LE(s, matrix_gap(rdot_rt, skew), tol);
#line 1282 "chapters/01-rotation.nw"
  }
}

static void check_quat_rate(imp_check_state *s) {
  imp_rng r = imp_rng_seed(112);
  for (int n = 0; n < SAMPLES; n++) {
    difference_sample d;
    if (!draw_difference_sample(&r, &d)) continue;
    versor rate;
    double tau = d.tau;
    /* the source's component form, dots restored, in the book's order */
    dquat q = to_dquat(d.now);
    double wx = d.w[0], wy = d.w[1], wz = d.w[2];
    dquat by_components = {-0.5 * (wx * q.x + wy * q.y + wz * q.z),
                           0.5 * (q.w * wx + q.z * wy - q.y * wz),
                           0.5 * (q.w * wy + q.x * wz - q.z * wx),
                           0.5 * (q.w * wz + q.y * wx - q.x * wy)};
    imp_quat_rate(d.now, d.w, rate);
    double tol = pow(d.speed / 2, 3) * tau * tau / 6 + 16 * IMP_U / (2 * tau);
    
#line 1224 "chapters/01-rotation.nw"
for (int i = 0; i < 4; i++)
  IMP_CHECK_NEAR(s, rate[i], ((double)d.after[i] - d.before[i]) / (2 * tau), tol);
IMP_CHECK_LE(s, dquat_gap(rate, by_components), 4 * IMP_U * d.speed);
#line 1302 "chapters/01-rotation.nw"
  }
}

static void check_body_point_velocity(imp_check_state *s) {
  imp_rng r = imp_rng_seed(113);
  for (int n = 0; n < SAMPLES; n++) {
    difference_sample d;
    if (!draw_difference_sample(&r, &d)) continue;
    vec3 v, x0, r0, ra, rb, arm, spin_part;
    random_vec3(&r, 2.0, v);
    random_vec3(&r, 2.0, x0);
    random_vec3(&r, 1.0, r0);
    glm_quat_rotatev(d.before, r0, ra);
    glm_quat_rotatev(d.after, r0, rb);
    /* x_i(t) = x0 + v t + R(t) r0; the arm from the body's point is R(t) r0 */
    glm_quat_rotatev(d.now, r0, arm);
    glm_vec3_cross(d.w, arm, spin_part);
    double tau = d.tau;
    double size = norm3(r0), t = d.t, slope[3];
    double tol = pow(d.speed, 3) * tau * tau / 6 * size
                 + 16 * IMP_U * (size + 4) / (2 * tau);
    for (int i = 0; i < 3; i++) {
      double xa = x0[i] + v[i] * (t - tau) + ra[i];
      double xb = x0[i] + v[i] * (t + tau) + rb[i];
      slope[i] = (xb - xa) / (2 * tau);
    }
    
#line 1238 "chapters/01-rotation.nw"
for (int i = 0; i < 3; i++)
  IMP_CHECK_NEAR(s, (double)v[i] + spin_part[i], slope[i], tol);
#line 1329 "chapters/01-rotation.nw"
  }
}
#line 1978 "chapters/01-rotation.nw"
static void matrix_row(imp_check_state *s, const imp_table *t, size_t n,
                       double h) {
  double growth = pow(1 + h * h, (double)n); /* rho_n^2 */
  double tol = 20 * (n + 1) * IMP_U * growth;
  
#line 1971 "chapters/01-rotation.nw"
IMP_CHECK_NEAR(s, imp_table_at(t, n, "matrix_orth"), sqrt(2.0) * (growth - 1), tol);
IMP_CHECK_NEAR(s, imp_table_at(t, n, "matrix_det"), growth - 1, tol * growth);
IMP_CHECK_NEAR(s, imp_table_at(t, n, "matrix_angle"), n * (h - atan(h)),
               10 * (n + 1) * IMP_U);
#line 1983 "chapters/01-rotation.nw"
}

static void check_spin_matrix(imp_check_state *s) {
  check_every_spin_row(s, matrix_row);
}
#line 2009 "chapters/01-rotation.nw"
static void quaternion_row(imp_check_state *s, const imp_table *t, size_t n,
                           double h) {
  double norm = 1 + imp_table_at(t, n, "quat_norm");
  double sigma = pow(1 + h * h / 4, (double)n);
  double tol = 10 * (n + 1) * IMP_U;
  double previous = n > 0 ? 1 + imp_table_at(t, n - 1, "quat_norm") : 1;
  double turned = 2 * n * atan(h / 2);
  
#line 2000 "chapters/01-rotation.nw"
if (n > 0) IMP_CHECK_NEAR(s, norm / previous, sqrt(1 + h * h / 4), 8 * IMP_U);
IMP_CHECK_NEAR(s, norm, sqrt(sigma), tol * sqrt(sigma));
IMP_CHECK_NEAR(s, imp_table_at(t, n, "quat_orth"),
               2 * sqrt(2.0) * sigma * (sigma - 1) * (1 - cos(turned)),
               tol * sigma * sigma);
IMP_CHECK_NEAR(s, imp_table_at(t, n, "quat_angle"), n * (h - 2 * atan(h / 2)), tol);
#line 2017 "chapters/01-rotation.nw"
}

static void check_spin_quaternion(imp_check_state *s) {
  check_every_spin_row(s, quaternion_row);
}
#line 2048 "chapters/01-rotation.nw"
static void renormalised_and_exact_row(imp_check_state *s, const imp_table *t,
                                       size_t n, double h) {
  double tol = 10 * (n + 1) * IMP_U;
  
#line 2039 "chapters/01-rotation.nw"
IMP_CHECK_LE(s, imp_table_at(t, n, "renorm_norm"), 4 * IMP_U);
IMP_CHECK_LE(s, imp_table_at(t, n, "renorm_orth"), 96 * IMP_U);
IMP_CHECK_NEAR(s, imp_table_at(t, n, "renorm_angle"), n * (h - 2 * atan(h / 2)), tol);
IMP_CHECK_LE(s, imp_table_at(t, n, "expmap_norm"), tol);
IMP_CHECK_LE(s, imp_table_at(t, n, "expmap_orth"), 96 * IMP_U + 12 * tol);
IMP_CHECK_LE(s, imp_table_at(t, n, "expmap_angle"), tol);
#line 2052 "chapters/01-rotation.nw"
}

static void check_spin_renormalised_and_exact(imp_check_state *s) {
  check_every_spin_row(s, renormalised_and_exact_row);
}
#line 2076 "chapters/01-rotation.nw"
static void check_spin_at_rest(imp_check_state *s) {
  imp_table t;
  const char *settings[] = {"wx=0", "wy=0", "wz=0", "steps=100", NULL};
  imp_table_run(&t, "spin", settings);
  const char *columns[] = {"matrix_orth", "matrix_det", "matrix_angle",
                           "quat_orth", "quat_norm", "quat_angle",
                           "renorm_orth", "renorm_norm", "renorm_angle",
                           "expmap_orth", "expmap_norm", "expmap_angle"};
  
#line 2067 "chapters/01-rotation.nw"
IMP_CHECK_TRUE(s, t.rows == 101);
for (size_t n = 0; n < t.rows; n++) {
  IMP_CHECK_NEAR(s, imp_table_at(&t, n, "t"), n * (double)0.01f, 1e-12);
  for (size_t c = 0; c < sizeof columns / sizeof *columns; c++)
    IMP_CHECK_TRUE(s, imp_table_at(&t, n, columns[c]) == 0.0);
}
#line 2085 "chapters/01-rotation.nw"
  imp_table_free(&t);
}

#line 97 "chapters/01-rotation.nw"
static const imp_check checks[] = {
#line 255 "chapters/01-rotation.nw"
{"skew-cross", "Skew(a) b = a x b, and Skew(a) is antisymmetric (source eq. 1-3)",
 check_skew_cross},
#line 297 "chapters/01-rotation.nw"
{"skew-powers", "Skew(d) d = 0, Skew(d)^2 = d d^T - |d|^2 E, "
 "Skew(d)^3 = -|d|^2 Skew(d)", check_skew_powers},
#line 451 "chapters/01-rotation.nw"
{"rodrigues", "Rodrigues' formula rotates v into v_par + cos v_perp + sin d x v "
 "(source eq. 1-4)", check_rodrigues},
#line 543 "chapters/01-rotation.nw"
{"rotation-properties", "R R^T = E, det R = 1, R d = d, tr R = 1 + 2 cos(angle)",
 check_rotation_properties},
{"rotation-small-angles", "R - E keeps its relative accuracy down to tiny angles",
 check_rotation_small_angles},
#line 662 "chapters/01-rotation.nw"
{"quat-product", "cglm's product equals the component form (1-17) and the "
 "scalar-vector form (1-18)", check_quat_product},
#line 707 "chapters/01-rotation.nw"
{"quat-rules", "|pq| = |p||q|, (pq)* = q* p*, pq - qp = (0, 2 v_p x v_q)",
 check_quat_rules},
#line 863 "chapters/01-rotation.nw"
{"quat-rotation", "q (0,v) q* = (0, R(q) v), R(q) = Rodrigues, and a non-unit "
 "q gives sigma R + (1 - sigma) E (source eqs. 1-20, 1-21)", check_quat_rotation},
#line 1001 "chapters/01-rotation.nw"
{"matrix-to-quat", "Shepperd's method: R -> q -> R and q -> R -> +-q round trips",
 check_matrix_to_quat},
#line 1067 "chapters/01-rotation.nw"
{"matrix-to-quat-half-turn", "near a half turn Shepperd's method stays exact "
 "while the naive one fails as predicted", check_matrix_to_quat_half_turn},
#line 1334 "chapters/01-rotation.nw"
{"angular-velocity", "dR/dt R^T = Skew(w) by central differences (source eq. 1-27)",
 check_angular_velocity},
{"quat-rate", "dq/dt = 1/2 (0,w) q by central differences, and the "
 "component form (source eq. 1-29)", check_quat_rate},
{"body-point-velocity", "d/dt (x + R r0) = v + w x (R r0) (source eq. 1-30)",
 check_body_point_velocity},
#line 2090 "chapters/01-rotation.nw"
{"spin-matrix", "R += Skew(w) R dt: orthogonality error sqrt2((1+h^2)^n - 1), "
 "det (1+h^2)^n, lag n(h - atan h)", check_spin_matrix},
{"spin-quaternion", "q += 1/2 w q dt: |q| grows by sqrt(1 + (h/2)^2) per step; "
 "R(q) error and lag as derived", check_spin_quaternion},
{"spin-renormalised-and-exact", "renormalised and exponential-map updates "
 "stay at round-off; the lag is n(h - 2 atan(h/2))",
 check_spin_renormalised_and_exact},
{"spin-at-rest", "w = 0 leaves every orientation exactly unchanged; one row "
 "per step, t = n dt", check_spin_at_rest},
#line 99 "chapters/01-rotation.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
