#line 1015 "chapters/02-particles.nw"
/* oscillator: a particle on an anchored spring, stepped three ways
 * (chapter 2). */
#line 1022 "chapters/02-particles.nw"
#include "harness.h"

#include <imp/particle.h>
#include <math.h>

#line 727 "chapters/02-particles.nw"
static const char *const integrator_names[] = {"symplectic", "explicit",
                                               "gped", NULL};

#line 1029 "chapters/02-particles.nw"
static const imp_param oscillator_params[] = {
    {"m", IMP_REAL, "kg", 1.0, 1e-3, 1e3, NULL,
     "mass; symplectic Euler is unstable for sqrt(k/m) dt > 2, here m < 0.01 kg at "
     "the default k and dt"},
    {"k", IMP_REAL, "N/m", 4.0, 1e-3, 1e6, NULL,
     "spring stiffness; unstable for sqrt(k/m) dt > 2, here k > 400 N/m at the "
     "default m and dt"},
    {"x0", IMP_REAL, "m", 1.0, -1e3, 1e3, NULL, "initial displacement"},
    {"v0", IMP_REAL, "m/s", 0.0, -1e3, 1e3, NULL, "initial velocity"},
    {"dt", IMP_REAL, "s", 0.1, 1e-5, 1.0, NULL,
     "time step; stable for sqrt(k/m) dt < 2, here dt < 1 s at the default m and k"},
    {"steps", IMP_INTEGER, "", 200, 1, 1000000, NULL, "number of steps"},
    {"integrator", IMP_CHOICE, "", 0, 0, 0, integrator_names,
     "stepper (chapter 2); explicit Euler, and gped without damping, grow by "
     "sqrt(1 + k dt^2/m) a step at any dt"},
    {"damping", IMP_REAL, "", 1.0, 1e-3, 1.0, NULL,
     "fraction of velocity kept per second"},
};

enum { O_T, O_X, O_V, O_KE, O_PE, O_E, O_X_EXACT, OSCILLATOR_COLUMNS };

static const imp_column oscillator_columns[OSCILLATOR_COLUMNS] = {
    {"t", "s", "time"},
    {"x", "m", "displacement"},
    {"v", "m/s", "velocity"},
    {"ke", "J", "kinetic energy, m v^2/2"},
    {"pe", "J", "potential energy, k x^2/2"},
    {"e", "J", "ke + pe"},
    {"x_exact", "m", "displacement of the exact damped motion"},
};
#line 1062 "chapters/02-particles.nw"
static double exact_oscillator(double omega2, double gamma, double x0,
                               double v0, double t) {
  double beta = gamma / 2, big2 = omega2 - beta * beta, c = v0 + beta * x0;
  double decay = exp(-beta * t);
  if (big2 > 0) {
    double big = sqrt(big2);
    return decay * (x0 * cos(big * t) + c / big * sin(big * t));
  }
  if (big2 < 0) {
    double big = sqrt(-big2);
    return decay * (x0 * cosh(big * t) + c / big * sinh(big * t));
  }
  return decay * (x0 + c * t);
}
#line 979 "chapters/02-particles.nw"
static void oscillator_run(const imp_args *args, const imp_sink *sink) {
  float k = (float)imp_arg(args, "k");
  
#line 634 "chapters/02-particles.nw"
float dt = (float)imp_arg(args, "dt");
long steps = imp_arg_long(args, "steps");
imp_integrator method = (imp_integrator)imp_arg_choice(args, "integrator");
#line 982 "chapters/02-particles.nw"
  imp_particle p;
  imp_particle_init(&p);
  imp_particle_set_mass(&p, (float)imp_arg(args, "m")); /* range-checked */
  p.damping = (float)imp_arg(args, "damping");
  p.position[0] = (float)imp_arg(args, "x0");
  p.velocity[0] = (float)imp_arg(args, "v0");
  
#line 1001 "chapters/02-particles.nw"
double m = imp_particle_mass(&p), omega2 = k / m;
double gamma = -log((double)p.damping);
double x0 = p.position[0], v0 = p.velocity[0];
#line 989 "chapters/02-particles.nw"
  for (long n = 0;; n++) {
    
#line 1007 "chapters/02-particles.nw"
double t = n * (double)dt, x = p.position[0], v = p.velocity[0];
double ke = 0.5 * m * v * v, pe = 0.5 * k * x * x;
double row[OSCILLATOR_COLUMNS] = {
    t, x, v, ke, pe, ke + pe, exact_oscillator(omega2, gamma, x0, v0, t)};
imp_emit(sink, row);
#line 991 "chapters/02-particles.nw"
    if (n == steps) break;
    vec3 spring = {-k * p.position[0], 0.0f, 0.0f};
    imp_particle_add_force(&p, spring);
    imp_particle_integrate(&p, dt, method);
  }
}
#line 1079 "chapters/02-particles.nw"
const imp_experiment imp_oscillator = {
    .name = "oscillator",
    .unstable = "symplectic Euler is unstable for sqrt(k/m) dt > 2 (a little "
                "earlier with damping); explicit Euler grows at any dt",
    .chapter = 2,
    .summary = "a mass on an anchored spring, stepped three ways",
    .params = oscillator_params,
    .param_count = sizeof oscillator_params / sizeof *oscillator_params,
    .columns = oscillator_columns,
    .column_count = OSCILLATOR_COLUMNS,
    .run = oscillator_run,
};
