#line 1761 "chapters/06-bodies.nw"
/* top: a heavy symmetric top on a fixed pivot (chapter 6). */
#line 1849 "chapters/06-bodies.nw"
#include "harness.h"

#include <imp/body.h>
#include <math.h>
#line 1381 "chapters/06-bodies.nw"
static const char *const gyro_names[] = {"implicit", "explicit", "none", NULL};

#line 1858 "chapters/06-bodies.nw"
static const imp_param top_params[] = {
    {"radius", IMP_REAL, "m", 0.5, 0.01, 10.0, NULL, "radius of the disc"},
    {"thickness", IMP_REAL, "m", 0.1, 0.001, 10.0, NULL, "thickness of the disc"},
    {"mass", IMP_REAL, "kg", 1.0, 1e-3, 1e3, NULL, "mass of the disc"},
    {"arm", IMP_REAL, "m", 0.5, 0.0, 10.0, NULL,
     "distance from the pivot to the disc's centre"},
    {"spin", IMP_REAL, "rad/s", 50.0, -1000.0, 1000.0, NULL, "spin about the axle"},
    {"tilt", IMP_REAL, "deg", 20.0, 0.0, 89.0, NULL, "initial angle from the vertical"},
    {"g", IMP_REAL, "m/s^2", 9.8, 0.0, 100.0, NULL, "gravity, downwards"},
    {"dt", IMP_REAL, "s", 0.001, 1e-5, 0.01, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 10000, 1, 1000000, NULL, "number of steps"},
    {"gyro", IMP_CHOICE, "", 0, 0, 0, gyro_names,
     "the gyroscopic term: implicit, explicit or none"},
};

enum { P_T, P_TILT, P_AZIMUTH, P_SPIN, P_KE, P_PE, P_E, TOP_COLUMNS };

static const imp_column top_columns[TOP_COLUMNS] = {
    {"t", "s", "time"},
    {"tilt", "deg", "angle of the axle from the vertical"},
    {"azimuth", "rad", "direction of the axle's lean, unwrapped"},
    {"spin", "rad/s", "angular velocity about the axle"},
    {"ke", "J", "kinetic energy of rotation about the pivot"},
    {"pe", "J", "potential energy m g y of the centre of mass"},
    {"e", "J", "ke + pe"},
};
#line 1778 "chapters/06-bodies.nw"
typedef struct top_measure { double previous, turns; } top_measure;

static void top_row(const imp_body *b, float arm, float weight, top_measure *m,
                    double t, double *row) {
  vec3 axle = {b->rotation[1][0], b->rotation[1][1], b->rotation[1][2]};
  double azimuth = atan2(axle[2], axle[0]); /* unwrapped below */
  if (!isnan(m->previous)) {
    if (azimuth - m->previous > GLM_PI) m->turns -= 2 * GLM_PI;
    if (azimuth - m->previous < -GLM_PI) m->turns += 2 * GLM_PI;
  }
  m->previous = azimuth;
  vec3 momentum;
  imp_body_angular_momentum(b, momentum);
  double ke = 0.5 * glm_vec3_dot(momentum, (float *)b->angular_velocity);
  double pe = weight * arm * (double)axle[1];
  double values[TOP_COLUMNS] = {
      t, glm_deg(acosf(glm_clamp(axle[1], -1.0f, 1.0f))), azimuth + m->turns,
      glm_vec3_dot(axle, (float *)b->angular_velocity), ke, pe, ke + pe};
  for (int c = 0; c < TOP_COLUMNS; c++) row[c] = values[c];
}
#line 1801 "chapters/06-bodies.nw"
static void top_run(const imp_args *args, const imp_sink *sink) {
  float mass = (float)imp_arg(args, "mass"), arm = (float)imp_arg(args, "arm");
  float g = (float)imp_arg(args, "g"), dt = (float)imp_arg(args, "dt");
  long steps = imp_arg_long(args, "steps");
  imp_gyroscopic gyro = (imp_gyroscopic)imp_arg_choice(args, "gyro");
  imp_mass disc;
  imp_mass_cylinder(mass, (float)imp_arg(args, "radius"),
                    (float)imp_arg(args, "thickness"), &disc); /* axis y */
  vec3 offset = {0.0f, arm, 0.0f};
  imp_inertia_translate(disc.inertia, mass, offset, disc.inertia); /* about the pivot */
  imp_body top;
  imp_body_init(&top);
  imp_body_set_mass(&top, &disc);
  top.inverse_mass = 0.0f; /* the pivot holds it: only rotation is free */
  glm_quatv(top.orientation, glm_rad((float)imp_arg(args, "tilt")), (vec3){1, 0, 0});
  imp_body_update(&top);
  vec3 axle = {top.rotation[1][0], top.rotation[1][1], top.rotation[1][2]};
  glm_vec3_scale(axle, (float)imp_arg(args, "spin"), top.angular_velocity);
  top_measure measure = {NAN, 0};
  for (long n = 0;; n++) {
    double row[TOP_COLUMNS];
    top_row(&top, arm, mass * g, &measure, n * (double)dt, row);
    imp_emit(sink, row);
    if (n == steps) break;
    vec3 lever, weight = {0.0f, -mass * g, 0.0f}, torque;
    glm_mat3_mulv(top.rotation, offset, lever); /* R d */
    glm_vec3_cross(lever, weight, torque);
    imp_body_add_torque(&top, torque);
    imp_body_integrate_velocities(&top, dt, gyro);
    imp_body_integrate_positions(&top, dt);
  }
}
#line 1836 "chapters/06-bodies.nw"
const imp_experiment imp_top = {
    .name = "top",
    .chapter = 6,
    .summary = "a heavy symmetric top on a fixed pivot: precession and nutation",
    .params = top_params,
    .param_count = sizeof top_params / sizeof *top_params,
    .columns = top_columns,
    .column_count = TOP_COLUMNS,
    .run = top_run,
};
