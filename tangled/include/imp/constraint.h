#line 193 "chapters/13-constraints.nw"
/* constraint.h: constraint rows, their effective mass, and the projected
 * Gauss-Seidel solver of the mixed linear complementarity problem (chapter 13). */
#ifndef IMP_CONSTRAINT_H
#define IMP_CONSTRAINT_H

#include <imp/body.h>
#include <imp/status.h>
#include <imp/world.h>
#include <stddef.h>
#include <stdint.h>

#line 211 "chapters/13-constraints.nw"
/* One row of the Jacobian: J V = J_a . (v_a, w_a) + J_b . (v_b, w_b). The
 * 6-vectors are (linear; angular), world frame. lambda is a force (N). */
typedef struct imp_constraint_row {
  uint32_t a, b;        /* body indices; IMP_NONE for the static world */
  float j_a[6], j_b[6]; /* the two nonzero blocks of the row */
  float bias;           /* zeta: the target of J V(t + dt), m/s */
  float lo, hi;         /* bounds on lambda, N; -INFINITY/INFINITY allowed */
  float lambda;         /* accumulated force, N; kept for a warm start */
  /* filled by imp_constraint_prepare */
  float m_inv_jt_a[6], m_inv_jt_b[6]; /* B = M^-1 J^T, the row's two columns */
  float diagonal;       /* A_kk = J_k B_k, the inverse effective mass */
  float eta;            /* right side of A lambda = eta */
} imp_constraint_row;
#line 390 "chapters/13-constraints.nw"
typedef enum imp_baumgarte {
  IMP_BAUMGARTE_PER_STEP, /* zeta = -beta C / dt: a fraction beta per step (the book's) */
  IMP_BAUMGARTE_TEXT      /* zeta = -beta C: a rate beta in 1/s (the source's eq. 3-14) */
} imp_baumgarte;
#line 101 "chapters/13-constraints.nw"
/* G(q), the 4x3 matrix of dq/dt = G(q) w for the world-frame angular
 * velocity w; its rows in the order of a versor: x, y, z, w. */
void imp_quat_rate_matrix(versor q, float dest[4][3]);
#line 236 "chapters/13-constraints.nw"
/* Fill B, the diagonal and eta of every row from the bodies' current
 * velocities, forces and accelerations. IMP_BAD_VALUE, with nothing
 * changed, if a row names a body beyond body_count, has lo > hi, or if
 * dt is not positive. */
imp_status imp_constraint_prepare(imp_constraint_row *rows, size_t count,
                                  const imp_body *bodies, size_t body_count, float dt);
#line 335 "chapters/13-constraints.nw"
/* Add J^T lambda of every row to the bodies' accumulated force and torque. */
void imp_constraint_apply_forces(const imp_constraint_row *rows, size_t count,
                                 imp_body *bodies);
#line 397 "chapters/13-constraints.nw"
/* The target of J V(t + dt) that removes a part of the error C (m). */
float imp_baumgarte_bias(float error, float beta, float dt, imp_baumgarte convention);
#line 453 "chapters/13-constraints.nw"
/* Projected Gauss-Seidel on a dense n x n matrix A (row-major): `sweeps`
 * passes over A lambda = eta, clamping lambda_k to [lo_k, hi_k]; lambda is
 * read as the start and written back. Rows with A_kk <= 0 are left alone.
 * With infinite bounds this is plain Gauss-Seidel. */
void imp_pgs_dense(int n, const float *A, const float *eta, const float *lo,
                   const float *hi, int sweeps, float *lambda);
#line 490 "chapters/13-constraints.nw"
/* Projected Gauss-Seidel over prepared rows: `sweeps` passes, each row's
 * accumulated lambda clamped to [lo, hi]. `work` holds 6 * body_count
 * floats of the caller's. Rows whose diagonal is not positive (a row of
 * zeros, or between two static bodies) keep lambda clamped and do nothing.
 * Returns IMP_BAD_VALUE, with nothing changed, for a negative sweep count
 * or missing storage. */
imp_status imp_pgs_solve(imp_constraint_row *rows, size_t count, size_t body_count,
                         int sweeps, float *work);
#line 575 "chapters/13-constraints.nw"
enum { IMP_MLCP_DENSE_MAX = 8 };
/* The exact MLCP solution for n <= IMP_MLCP_DENSE_MAX rows by enumerating
 * active sets, in double precision (A row-major). IMP_BAD_VALUE for n out
 * of range or when no active set satisfies every condition within tol. */
imp_status imp_mlcp_dense_reference(int n, const double *A, const double *eta,
                                    const double *lo, const double *hi, double tol,
                                    double *lambda);

#line 207 "chapters/13-constraints.nw"
#endif
