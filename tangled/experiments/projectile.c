#line 654 "chapters/02-particles.nw"
/* projectile: a particle launched under gravity, stepped three ways
 * (chapter 2). */
#line 661 "chapters/02-particles.nw"
#include "harness.h"

#include <imp/particle.h>
#include <math.h>

#line 727 "chapters/02-particles.nw"
static const char *const integrator_names[] = {"symplectic", "explicit",
                                               "gped", NULL};

#line 668 "chapters/02-particles.nw"
static const imp_param projectile_params[] = {
    {"v0", IMP_REAL, "m/s", 20.0, 0.0, 1000.0, NULL, "launch speed"},
    {"angle", IMP_REAL, "deg", 45.0, -90.0, 90.0, NULL,
     "launch angle above the horizontal"},
    {"g", IMP_REAL, "m/s^2", 9.8, 0.0, 1000.0, NULL, "gravity, downwards"},
    {"dt", IMP_REAL, "s", 0.1, 1e-5, 1.0, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 30, 1, 1000000, NULL, "number of steps"},
    {"integrator", IMP_CHOICE, "", 0, 0, 0, integrator_names,
     "stepper (chapter 2)"},
    {"damping", IMP_REAL, "", 1.0, 1e-3, 1.0, NULL,
     "fraction of velocity kept per second"},
};

enum { P_T, P_X, P_Y, P_VX, P_VY, P_KE, P_PE, P_E, P_X_EXACT, P_Y_EXACT,
       PROJECTILE_COLUMNS };

static const imp_column projectile_columns[PROJECTILE_COLUMNS] = {
    {"t", "s", "time"},
    {"x", "m", "horizontal position"},
    {"y", "m", "height"},
    {"vx", "m/s", "horizontal velocity"},
    {"vy", "m/s", "vertical velocity"},
    {"ke", "J/kg", "kinetic energy per kilogram, |v|^2/2"},
    {"pe", "J/kg", "potential energy per kilogram, g y"},
    {"e", "J/kg", "ke + pe"},
    {"x_exact", "m", "horizontal position of the exact motion"},
    {"y_exact", "m", "height of the exact motion"},
};
#line 699 "chapters/02-particles.nw"
/* Position along one axis of the exact motion under the acceleration a
 * (signed, along the axis) with drag rate gamma. */
static double exact_position(double v0, double a, double gamma, double t) {
  if (gamma * t < 1e-9) return v0 * t + 0.5 * a * t * t;
  double reach = -expm1(-gamma * t) / gamma; /* (1 - e^{-gamma t}) / gamma */
  return (v0 - a / gamma) * reach + a / gamma * t;
}
#line 613 "chapters/02-particles.nw"
static void projectile_run(const imp_args *args, const imp_sink *sink) {
  double angle = glm_rad((float)imp_arg(args, "angle"));
  float v0 = (float)imp_arg(args, "v0"), g = (float)imp_arg(args, "g");
  
#line 634 "chapters/02-particles.nw"
float dt = (float)imp_arg(args, "dt");
long steps = imp_arg_long(args, "steps");
imp_integrator method = (imp_integrator)imp_arg_choice(args, "integrator");
#line 617 "chapters/02-particles.nw"
  imp_particle p;
  imp_particle_init(&p);
  p.damping = (float)imp_arg(args, "damping");
  p.velocity[0] = (float)(v0 * cos(angle));
  p.velocity[1] = (float)(v0 * sin(angle));
  p.acceleration[1] = -g;
  
#line 640 "chapters/02-particles.nw"
double vx0 = p.velocity[0], vy0 = p.velocity[1];
double gamma = -log((double)p.damping);
#line 624 "chapters/02-particles.nw"
  for (long n = 0;; n++) {
    
#line 645 "chapters/02-particles.nw"
double t = n * (double)dt, vx = p.velocity[0], vy = p.velocity[1];
double ke = 0.5 * (vx * vx + vy * vy), pe = g * (double)p.position[1];
double row[PROJECTILE_COLUMNS] = {
    t, p.position[0], p.position[1], vx, vy, ke, pe, ke + pe,
    exact_position(vx0, 0.0, gamma, t), exact_position(vy0, -g, gamma, t)};
imp_emit(sink, row);
#line 626 "chapters/02-particles.nw"
    if (n == steps) break;
    imp_particle_integrate(&p, dt, method);
  }
}
#line 709 "chapters/02-particles.nw"
const imp_experiment imp_projectile = {
    .name = "projectile",
    .chapter = 2,
    .summary = "a launched particle under gravity, stepped three ways",
    .params = projectile_params,
    .param_count = sizeof projectile_params / sizeof *projectile_params,
    .columns = projectile_columns,
    .column_count = PROJECTILE_COLUMNS,
    .run = projectile_run,
};
