#line 1546 "chapters/01-rotation.nw"
/* spin: one body turning at constant angular velocity, its orientation
 * advanced four ways and measured against the exact rotation (chapter 1). */
#line 1593 "chapters/01-rotation.nw"
#include "harness.h"

#include <imp/rotation.h>
#include <math.h>

static const imp_param spin_params[] = {
    {"wx", IMP_REAL, "rad/s", 1.0, -100.0, 100.0, NULL,
     "angular velocity, x component (world frame); the matrix update overflows "
     "single precision within the default dt and steps once |w| > 30 rad/s"},
    {"wy", IMP_REAL, "rad/s", 2.0, -100.0, 100.0, NULL,
     "angular velocity, y component (world frame); |w| > 30 rad/s overflows, as for wx"},
    {"wz", IMP_REAL, "rad/s", 2.0, -100.0, 100.0, NULL,
     "angular velocity, z component (world frame); |w| > 30 rad/s overflows, as for wx"},
    {"dt", IMP_REAL, "s", 0.01, 1e-6, 1.0, NULL,
     "time step; dt > 0.102 s overflows the matrix update within the default w and steps"},
    {"steps", IMP_INTEGER, "", 2000, 1, 1000000, NULL,
     "number of steps; more than about 195000 overflow the matrix update at the "
     "default w and dt"},
};

enum {
  SPIN_T,
  SPIN_MATRIX_ORTH, SPIN_MATRIX_DET, SPIN_MATRIX_ANGLE,
  SPIN_QUAT_ORTH, SPIN_QUAT_NORM, SPIN_QUAT_ANGLE,
  SPIN_RENORM_ORTH, SPIN_RENORM_NORM, SPIN_RENORM_ANGLE,
  SPIN_EXPMAP_ORTH, SPIN_EXPMAP_NORM, SPIN_EXPMAP_ANGLE,
  SPIN_THEORY_MATRIX_ORTH, SPIN_THEORY_MATRIX_ANGLE,
  SPIN_THEORY_QUAT_NORM, SPIN_THEORY_QUAT_ORTH, SPIN_THEORY_QUAT_ANGLE,
  SPIN_COLUMNS
};

static const imp_column spin_columns[SPIN_COLUMNS] = {
    {"t", "s", "time"},
    {"matrix_orth", "", "|R^T R - E| of R += Skew(w) R dt"},
    {"matrix_det", "", "|det R - 1| of the same matrix"},
    {"matrix_angle", "rad", "its angle from the exact orientation"},
    {"quat_orth", "", "|M^T M - E| of M = R(q), q += 1/2 w q dt"},
    {"quat_norm", "", "||q| - 1| of that quaternion"},
    {"quat_angle", "rad", "its angle from the exact orientation"},
    {"renorm_orth", "", "|M^T M - E|, quaternion step then q /= |q|"},
    {"renorm_norm", "", "||q| - 1| of the renormalised quaternion"},
    {"renorm_angle", "rad", "its angle from the exact orientation"},
    {"expmap_orth", "", "|M^T M - E|, exact step q = exp(w dt/2) q"},
    {"expmap_norm", "", "||q| - 1| of the exponential-map quaternion"},
    {"expmap_angle", "rad", "its angle from the exact orientation"},
    {"theory_matrix_orth", "", "sqrt(2) ((1 + h^2)^n - 1) after n steps, "
                               "h = |w| dt"},
    {"theory_matrix_angle", "rad", "n (h - atan h)"},
    {"theory_quat_norm", "", "(1 + h^2/4)^(n/2) - 1"},
    {"theory_quat_orth", "", "2 sqrt(2) sigma (sigma - 1)(1 - cos(2n atan(h/2))), "
                             "sigma = (1 + h^2/4)^n"},
    {"theory_quat_angle", "rad", "n (h - 2 atan(h/2))"},
};
#line 1659 "chapters/01-rotation.nw"
typedef struct dq { double w, x, y, z; } dq; /* the book's order */

static double orthogonality_error(mat3 m) {
  double sum = 0;
  for (int a = 0; a < 3; a++)
    for (int b = 0; b < 3; b++) {
      double dot = 0; /* (M^T M)_ab = column a . column b */
      for (int i = 0; i < 3; i++) dot += (double)m[a][i] * m[b][i];
      double e = dot - (a == b);
      sum += e * e;
    }
  return sqrt(sum);
}

static double determinant(mat3 m) {
  double a[3][3]; /* a[i][j]: row i, column j */
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) a[i][j] = m[j][i];
  return a[0][0] * (a[1][1] * a[2][2] - a[1][2] * a[2][1]) -
         a[0][1] * (a[1][0] * a[2][2] - a[1][2] * a[2][0]) +
         a[0][2] * (a[1][0] * a[2][1] - a[1][1] * a[2][0]);
}

static double quat_length(versor q) {
  double s = 0;
  for (int i = 0; i < 4; i++) s += (double)q[i] * q[i];
  return sqrt(s);
}

/* The exact orientation: turned by |w| t about the axis u = w/|w|. */
static dq exact_orientation(const double u[3], double angle) {
  double s = sin(angle / 2);
  return (dq){cos(angle / 2), s * u[0], s * u[1], s * u[2]};
}

static double angle_between_quats(dq exact, versor q) {
  double n = quat_length(q);
  dq a = {q[3] / n, q[0] / n, q[1] / n, q[2] / n};
  dq e = exact; /* relative = conj(e) a, by equation 1-18 */
  double w = e.w * a.w + e.x * a.x + e.y * a.y + e.z * a.z;
  double x = e.w * a.x - a.w * e.x - (e.y * a.z - e.z * a.y);
  double y = e.w * a.y - a.w * e.y - (e.z * a.x - e.x * a.z);
  double z = e.w * a.z - a.w * e.z - (e.x * a.y - e.y * a.x);
  return 2 * atan2(sqrt(x * x + y * y + z * z), fabs(w));
}

static double angle_between_matrices(dq exact, mat3 m) {
  /* R_exact from its quaternion, by equation 1-21 in double */
  double w = exact.w, x = exact.x, y = exact.y, z = exact.z;
  double e[3][3] = {{1 - 2 * (y * y + z * z), 2 * (x * y - w * z), 2 * (x * z + w * y)},
                    {2 * (x * y + w * z), 1 - 2 * (x * x + z * z), 2 * (y * z - w * x)},
                    {2 * (x * z - w * y), 2 * (y * z + w * x), 1 - 2 * (x * x + y * y)}};
  double a[3][3]; /* A = R_exact^T M, a[i][j] row i column j */
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      a[i][j] = 0;
      for (int k = 0; k < 3; k++) a[i][j] += e[k][i] * m[j][k];
    }
  double ax = 0.5 * (a[2][1] - a[1][2]), ay = 0.5 * (a[0][2] - a[2][0]),
         az = 0.5 * (a[1][0] - a[0][1]);
  double cosine = 0.5 * (a[0][0] + a[1][1] + a[2][2] - 1);
  return atan2(sqrt(ax * ax + ay * ay + az * az), cosine);
}
#line 1730 "chapters/01-rotation.nw"
static void spin_predictions(double h, double n, double out[SPIN_COLUMNS]) {
  double sigma = exp(n * log1p(h * h / 4)); /* |q_n|^2 */
  double turned = 2 * n * atan(h / 2);
  out[SPIN_THEORY_MATRIX_ORTH] = sqrt(2.0) * expm1(n * log1p(h * h));
  out[SPIN_THEORY_MATRIX_ANGLE] = n * (h - atan(h));
  out[SPIN_THEORY_QUAT_NORM] = expm1(0.5 * n * log1p(h * h / 4));
  out[SPIN_THEORY_QUAT_ORTH] =
      2 * sqrt(2.0) * sigma * (sigma - 1) * (1 - cos(turned));
  out[SPIN_THEORY_QUAT_ANGLE] = n * (h - 2 * atan(h / 2));
}
#line 1743 "chapters/01-rotation.nw"
static void spin_measure(long n, double dt, const double axis[3], double speed,
                         mat3 matrix, versor quats[3], double row[SPIN_COLUMNS]) {
  double t = n * dt;
  dq exact = exact_orientation(axis, speed * t);
  row[SPIN_T] = t;
  row[SPIN_MATRIX_ORTH] = orthogonality_error(matrix);
  row[SPIN_MATRIX_DET] = fabs(determinant(matrix) - 1);
  row[SPIN_MATRIX_ANGLE] = angle_between_matrices(exact, matrix);
  for (int k = 0; k < 3; k++) { /* quaternion, renormalised, exponential */
    mat3 m;
    imp_quat_mat3(quats[k], m);
    row[SPIN_QUAT_ORTH + 3 * k] = orthogonality_error(m);
    row[SPIN_QUAT_NORM + 3 * k] = fabs(quat_length(quats[k]) - 1);
    row[SPIN_QUAT_ANGLE + 3 * k] = angle_between_quats(exact, quats[k]);
  }
  spin_predictions(speed * dt, (double)n, row);
}
#line 1769 "chapters/01-rotation.nw"
static void spin_run(const imp_args *args, const imp_sink *sink) {
  vec3 w = {(float)imp_arg(args, "wx"), (float)imp_arg(args, "wy"),
            (float)imp_arg(args, "wz")};
  float dt = (float)imp_arg(args, "dt");
  
#line 1555 "chapters/01-rotation.nw"
long steps = imp_arg_long(args, "steps");
double speed = sqrt((double)w[0] * w[0] + (double)w[1] * w[1] + (double)w[2] * w[2]);
double axis[3] = {0, 0, 1}; /* any axis will do for a body at rest */
if (speed > 0)
  for (int i = 0; i < 3; i++) axis[i] = w[i] / speed;
#line 1774 "chapters/01-rotation.nw"
  mat3 matrix = GLM_MAT3_IDENTITY_INIT;
  versor quats[3] = {GLM_QUAT_IDENTITY_INIT, GLM_QUAT_IDENTITY_INIT,
                     GLM_QUAT_IDENTITY_INIT};
  for (long n = 0;; n++) {
    
#line 1563 "chapters/01-rotation.nw"
double row[SPIN_COLUMNS];
spin_measure(n, dt, axis, speed, matrix, quats, row);
imp_emit(sink, row);
#line 1779 "chapters/01-rotation.nw"
    if (n == steps) break;
    imp_mat3_euler_step(matrix, w, dt, matrix);
    imp_quat_euler_step(quats[0], w, dt, quats[0]);
    imp_quat_integrate(quats[1], w, dt, quats[1]);
    imp_quat_exp_step(quats[2], w, dt, quats[2]);
  }
}
#line 1569 "chapters/01-rotation.nw"
const imp_experiment imp_spin = {
    .name = "spin",
    .chapter = 1,
    .summary = "constant spin; matrix, quaternion, renormalised and exact "
               "updates compared",
    .params = spin_params,
    .param_count = sizeof spin_params / sizeof *spin_params,
    .columns = spin_columns,
    .column_count = SPIN_COLUMNS,
    .run = spin_run,
    .unstable = "the explicit matrix update grows by sqrt(1 + h^2) a step and the "
                "quaternion update by sqrt(1 + h^2/4), h = |w| dt, until single "
                "precision overflows: R's entries after about 2 (88.7 - ln |w|) / "
                "ln(1 + h^2) steps",
};
