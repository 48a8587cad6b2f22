#line 930 "chapters/13-constraints.nw"
/* Chapter 13's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "random.h"

#include <imp/constraint.h>
#include <imp/rotation.h>
#include <float.h>
#include <math.h>
#include <string.h>
#include <stdlib.h>

#line 954 "chapters/13-constraints.nw"
/* A dynamic body of mass m and inertia m/6 E (a unit cube), at rest. */
static imp_body cube_body(float mass) {
  imp_body b;
  imp_body_init(&b);
  b.inverse_mass = 1.0f / mass;
  glm_mat3_identity(b.inertia);
  glm_mat3_scale(b.inertia, mass / 6.0f);
  glm_mat3_inv(b.inertia, b.inverse_inertia);
  imp_body_update(&b);
  return b;
}

static void random_vec(imp_rng *g, double lo, double hi, float *v, int n) {
  for (int i = 0; i < n; i++) v[i] = (float)imp_rng_uniform(g, lo, hi);
}

/* A body of random mass, inertia and pose. */
static imp_body random_body(imp_rng *g) {
  imp_body b = cube_body((float)imp_rng_uniform(g, 0.5, 3.0));
  mat3 I = GLM_MAT3_ZERO_INIT;
  float d[3];
  random_vec(g, 0.2, 1.0, d, 3);
  for (int i = 0; i < 3; i++) I[i][i] = d[i];
  glm_mat3_copy(I, b.inertia);
  glm_mat3_inv(b.inertia, b.inverse_inertia);
  double axis[3];
  imp_rng_direction(g, axis);
  glm_quatv(b.orientation, (float)imp_rng_uniform(g, 0, 3),
            (vec3){(float)axis[0], (float)axis[1], (float)axis[2]});
  random_vec(g, -1, 1, b.velocity, 3);
  random_vec(g, -1, 1, b.angular_velocity, 3);
  imp_body_update(&b);
  return b;
}

/* The dense product J M^-1 J^T in double from the rows' blocks. */
static double dense_entry(const imp_constraint_row *p, const imp_constraint_row *q) {
  double s = 0.0;
  for (int i = 0; i < 6; i++) {
    if (p->a != IMP_NONE && p->a == q->a) s += (double)p->j_a[i] * q->m_inv_jt_a[i];
    if (p->a != IMP_NONE && p->a == q->b) s += (double)p->j_a[i] * q->m_inv_jt_b[i];
    if (p->b != IMP_NONE && p->b == q->a) s += (double)p->j_b[i] * q->m_inv_jt_a[i];
    if (p->b != IMP_NONE && p->b == q->b) s += (double)p->j_b[i] * q->m_inv_jt_b[i];
  }
  return s;
}

/* The worked example's cube: 30 degrees about y, lowest corner 1 cm deep,
 * with its contact row against the static ground (index IMP_NONE). */
static void worked_example(imp_body *cube, imp_constraint_row *row, float beta, float dt,
                           imp_baumgarte convention) {
  *cube = cube_body(1.0f);
  glm_quat_init(cube->orientation, 0.0f, (float)sin(GLM_PI / 12), 0.0f, (float)cos(GLM_PI / 12));
  cube->position[2] = (float)((1.0 + sqrt(3.0)) / 4.0 - 0.01);
  cube->acceleration[2] = -9.8f;
  imp_body_update(cube);
  vec3 p, r;
  imp_body_world_point(cube, (vec3){0.5f, 0.0f, -0.5f}, p);
  glm_vec3_sub(p, cube->position, r);
  *row = (imp_constraint_row){.a = 0, .b = IMP_NONE, .lo = 0.0f, .hi = INFINITY};
  row->j_a[2] = 1.0f;
  glm_vec3_cross(r, (vec3){0, 0, 1}, row->j_a + 3);
  row->bias = imp_baumgarte_bias(fminf(p[2], 0.0f), beta, dt, convention);
}

/* One step of one body under its rows: prepare, solve, apply, integrate. */
static void step_body(imp_body *b, imp_constraint_row *rows, size_t count, int sweeps,
                      float dt) {
  float work[6];
  if (imp_constraint_prepare(rows, count, b, 1, dt) != IMP_OK) abort();
  imp_pgs_solve(rows, count, 1, sweeps, work);
  imp_constraint_apply_forces(rows, count, b);
  imp_body_integrate_velocities(b, dt, IMP_GYRO_NONE);
  imp_body_integrate_positions(b, dt);
}
#line 1061 "chapters/13-constraints.nw"
static void check_rate_matrix(imp_check_state *s) {
  imp_rng g = imp_rng_seed(1301);
  for (int trial = 0; trial < 10000; trial++) {
    versor q;
    vec3 w;
    random_vec(&g, -1, 1, q, 4);
    glm_quat_normalize(q);
    random_vec(&g, -10, 10, w, 3);
    float G[4][3], rate[4];
    imp_quat_rate_matrix(q, G);
    imp_quat_rate(q, w, rate);
    double g_w[4], gtg[3][3] = {{0}}, ggt[4][4] = {{0}}, qd[4], n2 = 0.0;
    double norm_w = sqrt((double)w[0] * w[0] + (double)w[1] * w[1] + (double)w[2] * w[2]);
    for (int r = 0; r < 4; r++) {
      qd[r] = q[r];
      n2 += qd[r] * qd[r];
      g_w[r] = (double)G[r][0] * w[0] + (double)G[r][1] * w[1] + (double)G[r][2] * w[2];
    }
    for (int r = 0; r < 4; r++)
      for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) gtg[i][j] += (double)G[r][i] * G[r][j];
    for (int i = 0; i < 4; i++)
      for (int j = 0; j < 4; j++)
        for (int c = 0; c < 3; c++) ggt[i][j] += (double)G[i][c] * G[j][c];
    
#line 1051 "chapters/13-constraints.nw"
for (int r = 0; r < 4; r++) IMP_CHECK_NEAR(s, g_w[r], rate[r], 2 * IMP_U * norm_w);
for (int i = 0; i < 3; i++)
  for (int j = 0; j < 3; j++)
    IMP_CHECK_NEAR(s, gtg[i][j], i == j ? n2 / 4 : 0.0, 4 * DBL_EPSILON / 2);
for (int i = 0; i < 4; i++)
  for (int j = 0; j < 4; j++)
    IMP_CHECK_NEAR(s, ggt[i][j], ((i == j) * n2 - qd[i] * qd[j]) / 4, 4 * DBL_EPSILON / 2);
#line 1086 "chapters/13-constraints.nw"
  }
}
#line 1107 "chapters/13-constraints.nw"
static void check_slope(imp_check_state *s) {
  imp_rng g = imp_rng_seed(13);
  const float dt = 1.0f / 60.0f;
  for (int trial = 0; trial < 1000; trial++) {
    float m = (float)imp_rng_uniform(&g, 0.1, 10.0);
    double theta = imp_rng_uniform(&g, 0.0, GLM_PI / 3.0);
    imp_body b = cube_body(m);
    b.acceleration[2] = -9.8f;
    vec3 n = {(float)-sin(theta), 0.0f, (float)cos(theta)};
    float speed = (float)imp_rng_uniform(&g, -1.0, 1.0);
    glm_vec3_copy((vec3){speed * (float)cos(theta), 0.0f, speed * (float)sin(theta)},
                  b.velocity);
    imp_constraint_row row = {.a = 0, .b = IMP_NONE, .lo = -INFINITY, .hi = INFINITY};
    glm_vec3_copy(n, row.j_a);
    step_body(&b, &row, 1, 1, dt);
    double want = m * 9.8 * cos(theta), v = fabsf(speed);
    float power = row.lambda * glm_vec3_dot(n, b.velocity);
    
#line 1130 "chapters/13-constraints.nw"
IMP_CHECK_NEAR(s, row.lambda, want, 16 * IMP_U * m * (9.8 + 2 * v / dt));
IMP_CHECK_NEAR(s, glm_vec3_dot(n, b.velocity), 0.0, 16 * IMP_U * (v + 2 * 9.8 * dt));
IMP_CHECK_NEAR(s, power, 0.0, row.lambda * 16 * IMP_U * (v + 2 * 9.8 * dt));
#line 1125 "chapters/13-constraints.nw"
  }
}
#line 1151 "chapters/13-constraints.nw"
/* |J_k| over both blocks. */
static double row_norm(const imp_constraint_row *r) {
  double s = 0.0;
  for (int i = 0; i < 6; i++) s += r->j_a[i] * r->j_a[i] + r->j_b[i] * r->j_b[i];
  return sqrt(s);
}

static void random_rows(imp_rng *g, imp_constraint_row *rows, int count) {
  for (int k = 0; k < count; k++) {
    uint32_t a = (uint32_t)(imp_rng_next(g) % 4), b = (uint32_t)(imp_rng_next(g) % 5);
    if (b == a || b == 4) b = IMP_NONE;
    rows[k] = (imp_constraint_row){.a = a, .b = b, .lo = -INFINITY, .hi = INFINITY};
    random_vec(g, -1, 1, rows[k].j_a, 6);
    random_vec(g, -1, 1, rows[k].j_b, 6);
  }
}

static double largest_inverse(const imp_body *bodies, int n) {
  double mu = 0.0;
  for (int i = 0; i < n; i++) {
    mu = fmax(mu, bodies[i].inverse_mass);
    for (int c = 0; c < 3; c++)
      for (int r = 0; r < 3; r++) mu = fmax(mu, fabsf(bodies[i].inverse_inertia_world[c][r]));
  }
  return 3.0 * mu;
}

static void check_effective_mass(imp_check_state *s) {
  imp_rng g = imp_rng_seed(1313);
  for (int trial = 0; trial < 300; trial++) {
    imp_body bodies[4];
    for (int i = 0; i < 4; i++) bodies[i] = random_body(&g);
    imp_constraint_row rows[6];
    random_rows(&g, rows, 6);
    if (imp_constraint_prepare(rows, 6, bodies, 4, 1.0f / 60.0f) != IMP_OK) abort();
    double mu = largest_inverse(bodies, 4), quad = 0.0, quad_bound = 0.0;
    float x[6];
    random_vec(&g, -1, 1, x, 6);
    for (int p = 0; p < 6; p++)
      for (int q = 0; q < 6; q++) {
        double bound = row_norm(&rows[p]) * row_norm(&rows[q]) * mu;
        double apq = dense_entry(&rows[p], &rows[q]), aqp = dense_entry(&rows[q], &rows[p]);
        quad += x[p] * apq * x[q];
        quad_bound += fabsf(x[p] * x[q]) * bound;
        
#line 1203 "chapters/13-constraints.nw"
IMP_CHECK_NEAR(s, apq, aqp, 16 * IMP_U * bound);
if (p == q) IMP_CHECK_NEAR(s, rows[p].diagonal, apq, 16 * IMP_U * bound);
#line 1196 "chapters/13-constraints.nw"
      }
    
#line 1208 "chapters/13-constraints.nw"
IMP_CHECK_LE(s, fmax(-quad, 0.0), 16 * IMP_U * quad_bound);
#line 1198 "chapters/13-constraints.nw"
  }
}
#line 1225 "chapters/13-constraints.nw"
/* Remove from the bodies' velocities their component along row r. */
static void satisfy_row(const imp_constraint_row *r, imp_body *bodies) {
  double jv = 0.0, jj = 0.0;
  for (int side = 0; side < 2; side++) {
    uint32_t i = side ? r->b : r->a;
    const float *j = side ? r->j_b : r->j_a;
    if (i == IMP_NONE) continue;
    for (int c = 0; c < 3; c++)
      jv += j[c] * bodies[i].velocity[c] + j[c + 3] * bodies[i].angular_velocity[c];
    for (int c = 0; c < 6; c++) jj += j[c] * j[c];
  }
  for (int side = 0; side < 2; side++) {
    uint32_t i = side ? r->b : r->a;
    const float *j = side ? r->j_b : r->j_a;
    if (i == IMP_NONE) continue;
    for (int c = 0; c < 3; c++) {
      bodies[i].velocity[c] -= (float)(jv / jj) * j[c];
      bodies[i].angular_velocity[c] -= (float)(jv / jj) * j[c + 3];
    }
  }
}

static void check_no_work(imp_check_state *s) {
  imp_rng g = imp_rng_seed(131313);
  for (int trial = 0; trial < 1000; trial++) {
    imp_body bodies[4];
    for (int i = 0; i < 4; i++) bodies[i] = random_body(&g);
    imp_constraint_row row;
    random_rows(&g, &row, 1);
    row.lambda = (float)imp_rng_uniform(&g, -10, 10);
    satisfy_row(&row, bodies);
    imp_constraint_apply_forces(&row, 1, bodies);
    double power = 0.0, speed = 0.0;
    for (int i = 0; i < 4; i++) {
      power += glm_vec3_dot(bodies[i].force, bodies[i].velocity) +
               glm_vec3_dot(bodies[i].torque, bodies[i].angular_velocity);
      speed += glm_vec3_norm2(bodies[i].velocity) + glm_vec3_norm2(bodies[i].angular_velocity);
    }
    double size = fabsf(row.lambda) * row_norm(&row) * sqrt(speed);
    
#line 1270 "chapters/13-constraints.nw"
IMP_CHECK_NEAR(s, power, 0.0, 16 * IMP_U * size);
#line 1265 "chapters/13-constraints.nw"
  }
}
#line 1295 "chapters/13-constraints.nw"
static void check_static_body(imp_check_state *s) {
  imp_rng g = imp_rng_seed(7);
  for (int trial = 0; trial < 1000; trial++) {
    imp_body bodies[2] = {random_body(&g), random_body(&g)};
    imp_body_set_immovable(&bodies[1]);
    glm_vec3_zero(bodies[1].velocity);
    glm_vec3_zero(bodies[1].angular_velocity);
    random_vec(&g, -10, 10, bodies[0].acceleration, 3);
    imp_constraint_row rows[2];
    random_rows(&g, rows, 1);
    rows[0].a = 0, rows[0].b = IMP_NONE;
    rows[0].bias = (float)imp_rng_uniform(&g, -1, 1);
    rows[1] = rows[0];
    rows[1].b = 1;
    if (imp_constraint_prepare(rows, 2, bodies, 2, 1.0f / 60.0f) != IMP_OK) abort();
    
#line 1316 "chapters/13-constraints.nw"
IMP_CHECK_TRUE(s, rows[0].diagonal == rows[1].diagonal);
IMP_CHECK_TRUE(s, rows[0].eta == rows[1].eta);
#line 1311 "chapters/13-constraints.nw"
  }
}
#line 1326 "chapters/13-constraints.nw"
static void check_sparse_is_dense(imp_check_state *s) {
  imp_rng g = imp_rng_seed(77);
  for (int trial = 0; trial < 300; trial++) {
    imp_body bodies[4];
    for (int i = 0; i < 4; i++) bodies[i] = random_body(&g);
    imp_constraint_row rows[6];
    random_rows(&g, rows, 6);
    float A[36], eta[6], lo[6], hi[6], lambda[6] = {0}, work[24];
    for (int k = 0; k < 6; k++) {
      rows[k].bias = (float)imp_rng_uniform(&g, -1, 1);
      rows[k].lo = k % 3 == 0 ? -INFINITY : k % 3 == 1 ? 0.0f : -1.0f;
      rows[k].hi = k % 3 == 0 ? INFINITY : k % 3 == 1 ? INFINITY : 1.0f;
    }
    if (imp_constraint_prepare(rows, 6, bodies, 4, 1.0f / 60.0f) != IMP_OK) abort();
    for (int p = 0; p < 6; p++) {
      for (int q = 0; q < 6; q++) A[p * 6 + q] = (float)dense_entry(&rows[p], &rows[q]);
      A[p * 6 + p] = rows[p].diagonal;
      eta[p] = rows[p].eta, lo[p] = rows[p].lo, hi[p] = rows[p].hi;
    }
    imp_pgs_solve(rows, 6, 4, 30, work);
    imp_pgs_dense(6, A, eta, lo, hi, 30, lambda);
    float largest = 0.0f;
    for (int k = 0; k < 6; k++) largest = fmaxf(largest, fabsf(lambda[k]));
    for (int k = 0; k < 6; k++) {
      
#line 1357 "chapters/13-constraints.nw"
IMP_CHECK_NEAR(s, rows[k].lambda, lambda[k], 30 * 6 * 4 * IMP_U * (1 + largest));
#line 1351 "chapters/13-constraints.nw"
    }
  }
}
#line 1381 "chapters/13-constraints.nw"
static void check_small_problems(imp_check_state *s) {
  imp_rng g = imp_rng_seed(11);
  for (int trial = 0; trial < 1000; trial++) {
    float alpha = (float)imp_rng_uniform(&g, 0.5, 2.0), eta = (float)imp_rng_uniform(&g, -1, 1);
    float lo = 0.0f, hi = INFINITY, lambda = 0.0f;
    imp_pgs_dense(1, &alpha, &eta, &lo, &hi, 1, &lambda);
    double want = fmax(0.0, (double)eta / alpha);
    
#line 1408 "chapters/13-constraints.nw"
IMP_CHECK_NEAR(s, lambda, want, 2 * IMP_U * fabs(want));
#line 1389 "chapters/13-constraints.nw"
  }
  const float A[4] = {4, 1, 1, 3}, b[2] = {1, 2}, free_lo[2] = {-INFINITY, -INFINITY},
              free_hi[2] = {INFINITY, INFINITY};
  float x[2] = {0, 0};
  imp_pgs_dense(2, A, b, free_lo, free_hi, 30, x);
  
#line 1412 "chapters/13-constraints.nw"
IMP_CHECK_NEAR(s, x[0], 1.0 / 11.0, 4 * IMP_U);
IMP_CHECK_NEAR(s, x[1], 7.0 / 11.0, 4 * IMP_U);
#line 1395 "chapters/13-constraints.nw"
  const float P[4] = {2, 1, 1, 2}, c[2] = {1, -1}, lo[2] = {0, 0}, hi[2] = {INFINITY, INFINITY};
  float y[2] = {0, 0};
  imp_pgs_dense(2, P, c, lo, hi, 50, y);
  float w[2] = {P[0] * y[0] + P[1] * y[1] - c[0], P[2] * y[0] + P[3] * y[1] - c[1]};
  const double Pd[4] = {2, 1, 1, 2}, cd[2] = {1, -1}, lod[2] = {0, 0},
               hid[2] = {INFINITY, INFINITY};
  double z[2];
  imp_status status = imp_mlcp_dense_reference(2, Pd, cd, lod, hid, 1e-12, z);
  
#line 1417 "chapters/13-constraints.nw"
IMP_CHECK_TRUE(s, y[0] == 0.5f && y[1] == 0.0f && w[0] == 0.0f && w[1] == 1.5f);
IMP_CHECK_TRUE(s, status == IMP_OK && z[0] == 0.5 && z[1] == 0.0);
#line 1404 "chapters/13-constraints.nw"
}
#line 1438 "chapters/13-constraints.nw"
static void check_mlcp(imp_check_state *s) {
  imp_rng g = imp_rng_seed(5);
  enum { N = 5 };
  for (int trial = 0; trial < 2000; trial++) {
    double G[N * N], Ad[N * N], etad[N], lod[N], hid[N], want[N];
    float A[N * N], eta[N], lo[N], hi[N], lambda[N] = {0};
    for (int i = 0; i < N * N; i++) G[i] = imp_rng_uniform(&g, -1, 1);
    for (int p = 0; p < N; p++)
      for (int q = 0; q < N; q++) {
        double sum = p == q ? 2.0 : 0.0;
        for (int k = 0; k < N; k++) sum += G[p * N + k] * G[q * N + k];
        A[p * N + q] = (float)sum;
      }
    for (int k = 0; k < N; k++) {
      int kind = (int)(imp_rng_next(&g) % 3);
      lo[k] = kind == 0 ? -INFINITY : kind == 1 ? 0.0f : -0.5f;
      hi[k] = kind == 2 ? 0.5f : INFINITY;
      eta[k] = (float)imp_rng_uniform(&g, -2, 2);
      etad[k] = eta[k], lod[k] = lo[k], hid[k] = hi[k];
    }
    for (int i = 0; i < N * N; i++) Ad[i] = A[i];
    imp_status status = imp_mlcp_dense_reference(N, Ad, etad, lod, hid, 1e-9, want);
    imp_pgs_dense(N, A, eta, lo, hi, 200, lambda);
    double largest = 0.0;
    for (int k = 0; k < N; k++) largest = fmax(largest, fabs(want[k]));
    double tol = 64 * N * IMP_U * (1 + largest);
    IMP_CHECK_TRUE(s, status == IMP_OK);
    for (int k = 0; k < N; k++) {
      double w = -eta[k];
      for (int j = 0; j < N; j++) w += (double)A[k * N + j] * lambda[j];
      int at_lo = lambda[k] == lo[k], at_hi = lambda[k] == hi[k];
      
#line 1476 "chapters/13-constraints.nw"
IMP_CHECK_NEAR(s, lambda[k], want[k], tol);
IMP_CHECK_TRUE(s, lambda[k] >= lo[k] && lambda[k] <= hi[k]);
if (!at_lo && !at_hi) IMP_CHECK_NEAR(s, w, 0.0, tol);
if (at_lo) IMP_CHECK_LE(s, fmax(-w, 0.0), tol); /* W >= 0 at the lower bound */
if (at_hi) IMP_CHECK_LE(s, fmax(w, 0.0), tol);  /* W <= 0 at the upper bound */
#line 1470 "chapters/13-constraints.nw"
    }
  }
}
#line 1505 "chapters/13-constraints.nw"
static float row_velocity(const imp_constraint_row *r, const imp_body *b) {
  return glm_vec3_dot((float *)r->j_a, (float *)b->velocity) +
         glm_vec3_dot((float *)r->j_a + 3, (float *)b->angular_velocity);
}

static void check_worked_example(imp_check_state *s) {
  const float dt = 1.0f / 60.0f, beta = 0.2f;
  const double diagonal = (10.0 - 3.0 * sqrt(3.0)) / 4.0;
  for (int c = 0; c < 2; c++) {
    imp_baumgarte convention = c ? IMP_BAUMGARTE_TEXT : IMP_BAUMGARTE_PER_STEP;
    double zeta = c ? beta * 0.01 : beta * 0.01 / dt;
    double want = (zeta / dt + 9.8) / diagonal;
    imp_body cube;
    imp_constraint_row row;
    worked_example(&cube, &row, beta, dt, convention);
    step_body(&cube, &row, 1, 1, dt);
    float jv = row_velocity(&row, &cube);
    double cancel = (9.8 + want * diagonal) * dt;
    
#line 1533 "chapters/13-constraints.nw"
IMP_CHECK_NEAR(s, row.diagonal, diagonal, 16 * IMP_U * diagonal);
IMP_CHECK_NEAR(s, row.lambda, want, 128 * IMP_U * want);
IMP_CHECK_NEAR(s, jv, row.bias, 32 * IMP_U * cancel);
#line 1524 "chapters/13-constraints.nw"
    worked_example(&cube, &row, beta, dt, convention);
    cube.velocity[2] = 1.0f;
    step_body(&cube, &row, 1, 1, dt);
    
#line 1539 "chapters/13-constraints.nw"
IMP_CHECK_TRUE(s, row.lambda == 0.0f && row_velocity(&row, &cube) > row.bias);
#line 1528 "chapters/13-constraints.nw"
  }
}
#line 1557 "chapters/13-constraints.nw"
static void check_baumgarte_decay(imp_check_state *s) {
  const float betas[2] = {0.2f, 0.5f}, steps[2] = {1.0f / 60.0f, 1.0f / 240.0f};
  for (int c = 0; c < 2; c++)
    for (int i = 0; i < 2; i++)
      for (int j = 0; j < 2; j++) {
        imp_baumgarte convention = c ? IMP_BAUMGARTE_TEXT : IMP_BAUMGARTE_PER_STEP;
        float beta = betas[i], dt = steps[j];
        double factor = c ? 1.0 - (double)beta * dt : 1.0 - beta;
        imp_body b = cube_body(2.0f);
        b.position[2] = 0.01f;
        b.acceleration[2] = -9.8f;
        for (int n = 0; n < 40; n++) {
          float error = b.position[2];
          imp_constraint_row row = {.a = 0, .b = IMP_NONE, .lo = -INFINITY, .hi = INFINITY};
          row.j_a[2] = 1.0f;
          row.bias = imp_baumgarte_bias(error, beta, dt, convention);
          step_body(&b, &row, 1, 1, dt);
          
#line 1581 "chapters/13-constraints.nw"
IMP_CHECK_NEAR(s, b.position[2], factor * error,
               16 * IMP_U * (fabsf(error) + 9.8 * dt * dt));
#line 1575 "chapters/13-constraints.nw"
        }
      }
}
#line 1608 "chapters/13-constraints.nw"
static void check_settle(imp_check_state *s) {
  for (int c = 0; c < 2; c++) {
    imp_table t;
    imp_table_runf(&t, "settle", "convention=%s", c ? "text" : "step");
    size_t last = t.rows - 1, at10 = 600, at2 = 120;
    double lambda = imp_table_at(&t, last, "lambda"), ke = imp_table_at(&t, last, "ke");
    double first_rows = imp_table_at(&t, 1, "rows"), last_rows = imp_table_at(&t, last, "rows");
    double ratio = imp_table_at(&t, last, "C") / imp_table_at(&t, at10, "C");
    double early = imp_table_at(&t, at2, "C");
    
#line 1629 "chapters/13-constraints.nw"
IMP_CHECK_TRUE(s, first_rows == 1 && last_rows == 2);
IMP_CHECK_NEAR(s, lambda, 9.8, 1e-3);
IMP_CHECK_LE(s, ke, 1e-8);
#line 1618 "chapters/13-constraints.nw"
    if (c) {
      
#line 1635 "chapters/13-constraints.nw"
IMP_CHECK_NEAR(s, ratio, pow(1.0 - 0.2 / 60.0, 600), 0.01 * 0.13488);
#line 1620 "chapters/13-constraints.nw"
    } else {
      
#line 1639 "chapters/13-constraints.nw"
IMP_CHECK_LE(s, fabs(early), 1e-6);
#line 1622 "chapters/13-constraints.nw"
    }
    imp_table_free(&t);
  }
}

#line 944 "chapters/13-constraints.nw"
static const imp_check checks[] = {
#line 1091 "chapters/13-constraints.nw"
{"rate-matrix", "G(q) w = 1/2 (0, w) q as chapter 1's imp_quat_rate computes it; "
 "G^T G = |q|^2 E/4 and G G^T = (|q|^2 E - q q^T)/4", check_rate_matrix},
#line 1136 "chapters/13-constraints.nw"
{"slope", "a body on a slope: lambda = m|g|cos(theta), v.N = 0 after the step, "
 "and the constraint force does no work", check_slope},
#line 1212 "chapters/13-constraints.nw"
{"effective-mass", "J M^-1 J^T from the sparse rows is symmetric, positive "
 "semidefinite, with the stored diagonal", check_effective_mass},
#line 1274 "chapters/13-constraints.nw"
{"no-work", "the force J^T lambda has zero power on velocities with J V = 0",
 check_no_work},
#line 1321 "chapters/13-constraints.nw"
{"static-body", "a row against an immovable body equals the row against no body "
 "(IMP_NONE), bit for bit", check_static_body},
#line 1361 "chapters/13-constraints.nw"
{"sparse-is-dense", "projected Gauss-Seidel over sparse rows gives the dense "
 "solver's forces", check_sparse_is_dense},
#line 1422 "chapters/13-constraints.nw"
{"small-problems", "1-D LCP: max(0, eta/alpha); GS on [[4,1],[1,3]] -> (1/11, 7/11); "
 "PGS on [[2,1],[1,2]], (1,-1) -> (1/2, 0)", check_small_problems},
#line 1484 "chapters/13-constraints.nw"
{"mlcp", "projected Gauss-Seidel meets every MLCP condition and agrees with the "
 "enumerating reference solver", check_mlcp},
#line 1543 "chapters/13-constraints.nw"
{"worked-example", "the text's cube: A = (10 - 3 sqrt 3)/4 = 1.2009619, lambda = "
 "8.260046 (zeta) and 14.1553 N (zeta/dt), J V = zeta; separating: 0", check_worked_example},
#line 1586 "chapters/13-constraints.nw"
{"baumgarte-decay", "the error shrinks by 1 - beta dt a step with zeta = -beta C, "
 "by 1 - beta with zeta = -beta C/dt", check_baumgarte_decay},
#line 1643 "chapters/13-constraints.nw"
{"settle", "the worked example's cube settles onto two corners with summed force m g; "
 "its depth decays as (1 - beta dt)^n with zeta = -beta C", check_settle},
#line 946 "chapters/13-constraints.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
