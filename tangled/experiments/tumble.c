#line 1241 "chapters/06-bodies.nw"
/* tumble: torque-free rotation of a box spun near an axis (chapter 6). */
#line 1335 "chapters/06-bodies.nw"
#include "harness.h"

#include <imp/body.h>
#include <imp/rotation.h>
#include <math.h>
#line 1381 "chapters/06-bodies.nw"
static const char *const gyro_names[] = {"implicit", "explicit", "none", NULL};
#line 1344 "chapters/06-bodies.nw"
static const char *const yes_no[] = {"yes", "no", NULL};

static const imp_param tumble_params[] = {
    {"a", IMP_REAL, "m", 1.0, 0.01, 100.0, NULL, "box side along the body x axis"},
    {"b", IMP_REAL, "m", 2.0, 0.01, 100.0, NULL, "box side along the body y axis"},
    {"c", IMP_REAL, "m", 3.0, 0.01, 100.0, NULL, "box side along the body z axis"},
    {"mass", IMP_REAL, "kg", 1.0, 1e-3, 1e3, NULL, "mass of the box"},
    {"wx", IMP_REAL, "rad/s", 0.2, -100.0, 100.0, NULL, "initial spin about x"},
    {"wy", IMP_REAL, "rad/s", 5.0, -100.0, 100.0, NULL, "initial spin about y"},
    {"wz", IMP_REAL, "rad/s", 0.0, -100.0, 100.0, NULL, "initial spin about z"},
    {"dt", IMP_REAL, "s", 0.001, 1e-5, 0.1, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 20000, 1, 1000000, NULL, "number of steps"},
    {"gyro", IMP_CHOICE, "", 0, 0, 0, gyro_names,
     "the gyroscopic term: implicit, explicit or none"},
    {"renormalise", IMP_CHOICE, "", 0, 0, 0, yes_no,
     "renormalise the orientation every step"},
};

enum { T_T, T_WX, T_WY, T_WZ, T_LX, T_LY, T_LZ, T_L, T_L_ANGLE, T_KE, T_QNORM,
       TUMBLE_COLUMNS };

static const imp_column tumble_columns[TUMBLE_COLUMNS] = {
    {"t", "s", "time"},
    {"wx", "rad/s", "angular velocity about the body x axis"},
    {"wy", "rad/s", "angular velocity about the body y axis"},
    {"wz", "rad/s", "angular velocity about the body z axis"},
    {"lx", "kg m^2/s", "angular momentum, world x"},
    {"ly", "kg m^2/s", "angular momentum, world y"},
    {"lz", "kg m^2/s", "angular momentum, world z"},
    {"l", "kg m^2/s", "|L|"},
    {"l_angle", "rad", "angle between L and its initial direction"},
    {"ke", "J", "kinetic energy"},
    {"qnorm", "", "|q|, the orientation's norm"},
};
#line 1259 "chapters/06-bodies.nw"
/* Measured in double from the single-precision state: Omega = R^T w,
 * L = R I Omega, E = L.w / 2. */
static void tumble_row(const imp_body *b, double t, const double l0[3], double *row) {
  double spin[3], lb[3], l[3], energy = 0, dot = 0, n0 = 0, n1 = 0, qn = 0;
  for (int i = 0; i < 3; i++) /* R^T w: row i of R^T is column i of R */
    spin[i] = b->rotation[i][0] * (double)b->angular_velocity[0] +
              b->rotation[i][1] * (double)b->angular_velocity[1] +
              b->rotation[i][2] * (double)b->angular_velocity[2];
  for (int i = 0; i < 3; i++)
    lb[i] = b->inertia[0][i] * spin[0] + b->inertia[1][i] * spin[1] +
            b->inertia[2][i] * spin[2];
  for (int i = 0; i < 3; i++) {
    l[i] = b->rotation[0][i] * lb[0] + b->rotation[1][i] * lb[1] +
           b->rotation[2][i] * lb[2];
    energy += 0.5 * l[i] * b->angular_velocity[i];
    dot += l[i] * l0[i];
    n0 += l0[i] * l0[i];
    n1 += l[i] * l[i];
  }
  for (int i = 0; i < 4; i++) qn += (double)b->orientation[i] * b->orientation[i];
  double cross = sqrt(fmax(n0 * n1 - dot * dot, 0.0)); /* |L0 x L| */
  double values[TUMBLE_COLUMNS] = {t, spin[0], spin[1], spin[2], l[0], l[1], l[2],
                                   sqrt(n1), atan2(cross, dot), energy, sqrt(qn)};
  for (int c = 0; c < TUMBLE_COLUMNS; c++) row[c] = values[c];
}
#line 1287 "chapters/06-bodies.nw"
static void tumble_run(const imp_args *args, const imp_sink *sink) {
  float dt = (float)imp_arg(args, "dt");
  long steps = imp_arg_long(args, "steps");
  imp_gyroscopic gyro = (imp_gyroscopic)imp_arg_choice(args, "gyro");
  int renormalise = imp_arg_choice(args, "renormalise") == 0;
  vec3 half = {0.5f * (float)imp_arg(args, "a"), 0.5f * (float)imp_arg(args, "b"),
               0.5f * (float)imp_arg(args, "c")};
  imp_mass box;
  imp_mass_box((float)imp_arg(args, "mass"), half, &box); /* range-checked */
  imp_body body;
  imp_body_init(&body);
  imp_body_set_mass(&body, &box);
  body.angular_velocity[0] = (float)imp_arg(args, "wx");
  body.angular_velocity[1] = (float)imp_arg(args, "wy");
  body.angular_velocity[2] = (float)imp_arg(args, "wz");
  vec3 start;
  imp_body_angular_momentum(&body, start);
  double l0[3] = {start[0], start[1], start[2]};
  for (long n = 0;; n++) {
    double row[TUMBLE_COLUMNS];
    tumble_row(&body, n * (double)dt, l0, row);
    imp_emit(sink, row);
    if (n == steps) break;
    imp_body_integrate_velocities(&body, dt, gyro);
    if (renormalise) {
      imp_body_integrate_positions(&body, dt);
    } else { /* the source's orientation step: no renormalisation */
      imp_quat_euler_step(body.orientation, body.angular_velocity, dt, body.orientation);
      imp_body_update(&body);
    }
  }
}
#line 1322 "chapters/06-bodies.nw"
const imp_experiment imp_tumble = {
    .name = "tumble",
    .chapter = 6,
    .summary = "a box spun near an axis, torque-free: the intermediate axis flips",
    .params = tumble_params,
    .param_count = sizeof tumble_params / sizeof *tumble_params,
    .columns = tumble_columns,
    .column_count = TUMBLE_COLUMNS,
    .run = tumble_run,
};
