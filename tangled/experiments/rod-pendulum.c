#line 1034 "chapters/04-contacts.nw"
/* rod-pendulum: a particle on a rod from a fixed anchor (chapter 4). */
#line 1064 "chapters/04-contacts.nw"
#include "harness.h"

#include <float.h>
#include <imp/particle_contact.h>
#include <math.h>

#line 1072 "chapters/04-contacts.nw"
static const imp_param rod_pendulum_params[] = {
    {"length", IMP_REAL, "m", 1.0, 0.01, 100.0, NULL, "rod length"},
    {"theta0", IMP_REAL, "deg", 10.0, 0.0, 179.0, NULL,
     "release angle from the vertical"},
    {"g", IMP_REAL, "m/s^2", 9.8, 0.1, 100.0, NULL, "gravity, downwards"},
    {"dt", IMP_REAL, "s", 0.001, 1e-5, 0.1, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 10000, 1, 1000000, NULL, "number of steps"},
};

enum { R_T, R_X, R_Y, R_THETA, R_LENGTH, R_KE, R_PE, R_E, ROD_COLUMNS };

static const imp_column rod_pendulum_columns[ROD_COLUMNS] = {
    {"t", "s", "time"},
    {"x", "m", "horizontal position of the bob"},
    {"y", "m", "vertical position of the bob (anchor at 0)"},
    {"theta", "rad", "angle from the downward vertical"},
    {"length", "m", "distance from anchor to bob"},
    {"ke", "J", "kinetic energy"},
    {"pe", "J", "potential energy above the lowest point, m g L (1 - cos theta)"},
    {"e", "J", "ke + pe"},
};
#line 1038 "chapters/04-contacts.nw"
static void rod_pendulum_run(const imp_args *args, const imp_sink *sink) {
  float length = (float)imp_arg(args, "length"), g = (float)imp_arg(args, "g");
  float dt = (float)imp_arg(args, "dt");
  double theta0 = glm_rad((float)imp_arg(args, "theta0"));
  long steps = imp_arg_long(args, "steps");
  imp_particle_contact_resolver resolver = {.max_iterations = 2, .resting_fix = 1};
  imp_particle anchor, bob;
  imp_particle_init(&anchor);
  imp_particle_set_immovable(&anchor);
  imp_particle_init(&bob);
  bob.position[0] = (float)(length * sin(theta0));
  bob.position[1] = (float)(-length * cos(theta0));
  bob.acceleration[1] = -g;
  for (long n = 0;; n++) {
    double x = bob.position[0], y = bob.position[1];
    double theta = atan2(x, -y), half = sin(theta / 2);
    double v2 = glm_vec3_norm2(bob.velocity);
    double ke = 0.5 * v2, pe = 2.0 * g * length * half * half;
    double row[ROD_COLUMNS] = {n * (double)dt, x, y, theta, sqrt(x * x + y * y),
                               ke, pe, ke + pe};
    imp_emit(sink, row);
    if (n == steps) break;
    imp_particle_integrate(&bob, dt, IMP_SYMPLECTIC_EULER);
#line 1024 "chapters/04-contacts.nw"
    imp_particle_contact rod;
    float tolerance = 2.0f * FLT_EPSILON * length; /* 4u of the length */
    if (imp_particle_rod_contact(&bob, &anchor, length, tolerance, &rod))
      imp_particle_resolve_contacts(&resolver, &rod, 1, dt);
  }
}
#line 1096 "chapters/04-contacts.nw"
const imp_experiment imp_rod_pendulum = {
    .name = "rod-pendulum",
    .chapter = 4,
    .summary = "a pendulum on a rod resolved as a contact: period and energy",
    .params = rod_pendulum_params,
    .param_count = sizeof rod_pendulum_params / sizeof *rod_pendulum_params,
    .columns = rod_pendulum_columns,
    .column_count = ROD_COLUMNS,
    .run = rod_pendulum_run,
};
