#line 245 "chapters/13-constraints.nw"
/* constraint.c: rows, effective masses and the solvers (chapter 13). */
#include <imp/constraint.h>

#include <math.h>
#include <string.h>

#line 256 "chapters/13-constraints.nw"
static float dot6(const float x[6], const float y[6]) {
  float s = 0.0f;
  for (int i = 0; i < 6; i++) s += x[i] * y[i];
  return s;
}

/* dest = M^-1 j for one body: (j_lin / m, I_w^-1 j_ang). */
static void body_inverse_mass_times(const imp_body *b, const float j[6], float dest[6]) {
  for (int i = 0; i < 3; i++) dest[i] = b->inverse_mass * j[i];
  glm_mat3_mulv((vec3 *)b->inverse_inertia_world, (float *)j + 3, dest + 3);
}

/* The body's 6-velocity and its unconstrained acceleration M^-1 F_ext. */
static void body_velocity(const imp_body *b, float dest[6]) {
  memcpy(dest, b->velocity, sizeof(vec3));
  memcpy(dest + 3, b->angular_velocity, sizeof(vec3));
}

static void body_free_acceleration(const imp_body *b, float dest[6]) {
  float f[6];
  memcpy(f, b->force, sizeof(vec3));
  memcpy(f + 3, b->torque, sizeof(vec3));
  body_inverse_mass_times(b, f, dest);
  if (b->inverse_mass > 0.0f)
    for (int i = 0; i < 3; i++) dest[i] += b->acceleration[i];
}

static int row_is_valid(const imp_constraint_row *r, size_t body_count) {
  return (r->a == IMP_NONE || r->a < body_count) &&
         (r->b == IMP_NONE || r->b < body_count) && !(r->lo > r->hi) &&
         !isnan(r->lo) && !isnan(r->hi);
}
#line 295 "chapters/13-constraints.nw"
/* One side of a row: its column of B, and its share of A_kk and of J(V/dt + a). */
static void prepare_side(const imp_body *bodies, uint32_t index, const float j[6],
                         float dt, float column[6], float *diagonal, float *drift) {
  memset(column, 0, 6 * sizeof(float));
  if (index == IMP_NONE) return;
  const imp_body *body = &bodies[index];
  body_inverse_mass_times(body, j, column);
  float v[6], a[6];
  body_velocity(body, v);
  body_free_acceleration(body, a);
  *diagonal += dot6(j, column);
  *drift += dot6(j, v) / dt + dot6(j, a);
}
#line 341 "chapters/13-constraints.nw"
static void add_side_force(imp_body *bodies, uint32_t index, const float j[6],
                           float lambda) {
  if (index == IMP_NONE) return;
  glm_vec3_muladds((float *)j, lambda, bodies[index].force);
  glm_vec3_muladds((float *)j + 3, lambda, bodies[index].torque);
}
#line 462 "chapters/13-constraints.nw"
static float clampf(float x, float lo, float hi) { return fminf(fmaxf(x, lo), hi); }
#line 501 "chapters/13-constraints.nw"
static float side_dot(const float *work, uint32_t index, const float j[6]) {
  return index == IMP_NONE ? 0.0f : dot6(j, work + 6 * (size_t)index);
}

static void side_add(float *work, uint32_t index, const float column[6], float delta) {
  if (index == IMP_NONE) return;
  for (int i = 0; i < 6; i++) work[6 * (size_t)index + i] += delta * column[i];
}
#line 585 "chapters/13-constraints.nw"
/* Solve the m x m system M x = r in place by elimination with partial
 * pivoting; 0 if a pivot is below 1e-12 of the largest entry. */
static int solve_dense(int m, double *M, double *r) {
  double scale = 0.0;
  for (int i = 0; i < m * m; i++) scale = fmax(scale, fabs(M[i]));
  for (int c = 0; c < m; c++) {
    int p = c;
    for (int i = c + 1; i < m; i++)
      if (fabs(M[i * m + c]) > fabs(M[p * m + c])) p = i;
    if (!(fabs(M[p * m + c]) > 1e-12 * scale)) return 0;
    for (int j = 0; j < m; j++) {
      double t = M[c * m + j]; M[c * m + j] = M[p * m + j]; M[p * m + j] = t;
    }
    double t = r[c]; r[c] = r[p]; r[p] = t;
    for (int i = c + 1; i < m; i++) {
      double f = M[i * m + c] / M[c * m + c];
      for (int j = c; j < m; j++) M[i * m + j] -= f * M[c * m + j];
      r[i] -= f * r[c];
    }
  }
  for (int c = m - 1; c >= 0; c--) {
    for (int j = c + 1; j < m; j++) r[c] -= M[c * m + j] * r[j];
    r[c] /= M[c * m + c];
  }
  return 1;
}
#line 614 "chapters/13-constraints.nw"
/* Try one active set: state[k] 0 free, 1 at lo, 2 at hi. */
static int try_active_set(int n, const double *A, const double *eta, const double *lo,
                          const double *hi, const int *state, double tol, double *x) {
  int free_rows[IMP_MLCP_DENSE_MAX], m = 0;
  for (int k = 0; k < n; k++) {
    if (state[k] == 1 && !isfinite(lo[k])) return 0;
    if (state[k] == 2 && !isfinite(hi[k])) return 0;
    x[k] = state[k] == 1 ? lo[k] : state[k] == 2 ? hi[k] : 0.0;
    if (state[k] == 0) free_rows[m++] = k;
  }
  double M[IMP_MLCP_DENSE_MAX * IMP_MLCP_DENSE_MAX], r[IMP_MLCP_DENSE_MAX];
  for (int i = 0; i < m; i++) {
    r[i] = eta[free_rows[i]];
    for (int k = 0; k < n; k++)
      if (state[k] != 0) r[i] -= A[free_rows[i] * n + k] * x[k];
    for (int j = 0; j < m; j++) M[i * m + j] = A[free_rows[i] * n + free_rows[j]];
  }
  if (m > 0 && !solve_dense(m, M, r)) return 0;
  for (int i = 0; i < m; i++) x[free_rows[i]] = r[i];
  for (int k = 0; k < n; k++) {
    double w = -eta[k];
    for (int j = 0; j < n; j++) w += A[k * n + j] * x[j];
    if (state[k] == 0 && (x[k] < lo[k] - tol || x[k] > hi[k] + tol)) return 0;
    if (state[k] == 1 && w < -tol) return 0;
    if (state[k] == 2 && w > tol) return 0;
  }
  return 1;
}
#line 107 "chapters/13-constraints.nw"
void imp_quat_rate_matrix(versor q, float dest[4][3]) {
  float x = 0.5f * q[0], y = 0.5f * q[1], z = 0.5f * q[2], w = 0.5f * q[3];
  const float g[4][3] = {{w, z, -y},     /* dx/dt */
                         {-z, w, x},     /* dy/dt */
                         {y, -x, w},     /* dz/dt */
                         {-x, -y, -z}};  /* dw/dt */
  memcpy(dest, g, sizeof g);
}
#line 311 "chapters/13-constraints.nw"
imp_status imp_constraint_prepare(imp_constraint_row *rows, size_t count,
                                  const imp_body *bodies, size_t body_count, float dt) {
  if (!(dt > 0.0f) || (count > 0 && !rows)) return IMP_BAD_VALUE;
  for (size_t k = 0; k < count; k++)
    if (!row_is_valid(&rows[k], body_count)) return IMP_BAD_VALUE;
  for (size_t k = 0; k < count; k++) {
    imp_constraint_row *r = &rows[k];
    float diagonal = 0.0f, drift = 0.0f;
    prepare_side(bodies, r->a, r->j_a, dt, r->m_inv_jt_a, &diagonal, &drift);
    prepare_side(bodies, r->b, r->j_b, dt, r->m_inv_jt_b, &diagonal, &drift);
    r->diagonal = diagonal;
    r->eta = r->bias / dt - drift;
  }
  return IMP_OK;
}
#line 350 "chapters/13-constraints.nw"
void imp_constraint_apply_forces(const imp_constraint_row *rows, size_t count,
                                 imp_body *bodies) {
  for (size_t k = 0; k < count; k++) {
    add_side_force(bodies, rows[k].a, rows[k].j_a, rows[k].lambda);
    add_side_force(bodies, rows[k].b, rows[k].j_b, rows[k].lambda);
  }
}
#line 402 "chapters/13-constraints.nw"
float imp_baumgarte_bias(float error, float beta, float dt, imp_baumgarte convention) {
  float zeta = -beta * error;
  return convention == IMP_BAUMGARTE_PER_STEP ? zeta / dt : zeta;
}
#line 466 "chapters/13-constraints.nw"
void imp_pgs_dense(int n, const float *A, const float *eta, const float *lo,
                   const float *hi, int sweeps, float *lambda) {
  for (int sweep = 0; sweep < sweeps; sweep++)
    for (int k = 0; k < n; k++) {
      if (!(A[k * n + k] > 0.0f)) continue;
      float residual = eta[k];
      for (int j = 0; j < n; j++) residual -= A[k * n + j] * lambda[j];
      lambda[k] = clampf(lambda[k] + residual / A[k * n + k], lo[k], hi[k]);
    }
}
#line 512 "chapters/13-constraints.nw"
imp_status imp_pgs_solve(imp_constraint_row *rows, size_t count, size_t body_count,
                         int sweeps, float *work) {
  if (sweeps < 0 || (count > 0 && !rows) || (body_count > 0 && !work))
    return IMP_BAD_VALUE;
  memset(work, 0, 6 * body_count * sizeof(float));
  for (size_t k = 0; k < count; k++) { /* a = B lambda of the warm start */
    imp_constraint_row *r = &rows[k];
    r->lambda = clampf(r->lambda, r->lo, r->hi);
    side_add(work, r->a, r->m_inv_jt_a, r->lambda);
    side_add(work, r->b, r->m_inv_jt_b, r->lambda);
  }
  for (int sweep = 0; sweep < sweeps; sweep++)
    for (size_t k = 0; k < count; k++) {
      
#line 532 "chapters/13-constraints.nw"
imp_constraint_row *r = &rows[k];
if (!(r->diagonal > 0.0f)) continue;
float residual = r->eta - side_dot(work, r->a, r->j_a) - side_dot(work, r->b, r->j_b);
float old = r->lambda;
r->lambda = clampf(old + residual / r->diagonal, r->lo, r->hi);
side_add(work, r->a, r->m_inv_jt_a, r->lambda - old);
side_add(work, r->b, r->m_inv_jt_b, r->lambda - old);
#line 526 "chapters/13-constraints.nw"
    }
  return IMP_OK;
}
#line 645 "chapters/13-constraints.nw"
imp_status imp_mlcp_dense_reference(int n, const double *A, const double *eta,
                                    const double *lo, const double *hi, double tol,
                                    double *lambda) {
  if (n < 1 || n > IMP_MLCP_DENSE_MAX || !A || !eta || !lo || !hi || !lambda)
    return IMP_BAD_VALUE;
  int state[IMP_MLCP_DENSE_MAX] = {0};
  double x[IMP_MLCP_DENSE_MAX];
  for (;;) {
    if (try_active_set(n, A, eta, lo, hi, state, tol, x)) {
      memcpy(lambda, x, (size_t)n * sizeof(double));
      return IMP_OK;
    }
    int k = 0; /* the next guess: count in base 3 */
    while (k < n && state[k] == 2) state[k++] = 0;
    if (k == n) return IMP_BAD_VALUE;
    state[k]++;
  }
}
