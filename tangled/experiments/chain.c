#line 1519 "chapters/03-forces.nw"
#include "harness.h"

#include <imp/particle_force.h>
#include <math.h>
#line 203 "chapters/03-forces.nw"
/* Every generator adds its force, then every particle moves. */
static void step_scene(const imp_particle_force_registry *r, imp_particle *p, size_t n,
                       float dt, imp_integrator method) {
  imp_particle_force_registry_update(r, dt);
  for (size_t i = 0; i < n; i++) imp_particle_integrate(&p[i], dt, method);
}
#line 1526 "chapters/03-forces.nw"
static const imp_param chain_params[] = {
    /* The masses from 10 g, the springs up to 10^4 N/m and the step up to
     * 0.1 s keep every mode within chapter 2's limit omega dt < 2 when the
     * others are at their defaults; beyond it the chain only shows the
     * instability that oscillator and stiff-spring are there to show. */
    {"m1", IMP_REAL, "kg", 1.0, 1e-2, 1e3, NULL,
     "top particle's mass (from 10 g: the ranges keep omega dt < 2, chapter 2's "
     "limit, with the others at their defaults)"},
    {"m2", IMP_REAL, "kg", 1.0, 1e-2, 1e3, NULL, "middle particle's mass (from 10 g)"},
    {"m3", IMP_REAL, "kg", 1.0, 1e-2, 1e3, NULL, "bottom particle's mass (from 10 g)"},
    {"k1", IMP_REAL, "N/m", 50.0, 1e-3, 1e4, NULL,
     "anchored spring, anchor to top (up to 10^4 N/m, for omega dt < 2)"},
    {"k2", IMP_REAL, "N/m", 50.0, 1e-3, 1e4, NULL, "spring, top to middle (up to 10^4 N/m)"},
    {"k3", IMP_REAL, "N/m", 50.0, 1e-3, 1e4, NULL, "bungee, middle to bottom (up to 10^4 N/m)"},
    {"rest", IMP_REAL, "m", 1.0, 0.0, 100.0, NULL, "rest length of each link"},
    {"stretch", IMP_REAL, "m", 0.0, 0.0, 100.0, NULL, "initial extra length of each link"},
    {"g", IMP_REAL, "m/s^2", 9.8, 0.0, 1e3, NULL, "gravity, downwards"},
    {"damping", IMP_REAL, "", 0.3, 1e-3, 1.0, NULL, "fraction of velocity kept per second"},
    {"dt", IMP_REAL, "s", 0.01, 1e-5, 0.1, NULL,
     "time step (up to 0.1 s: the default chain's fastest mode has omega = 12.7 rad/s)"},
    {"steps", IMP_INTEGER, "", 3000, 1, 1000000, NULL, "number of steps"},
};

enum { C_T, C_Y1, C_Y2, C_Y3, C_L1, C_L2, C_L3, C_KE, C_PE, C_E, CHAIN_COLUMNS };

static const imp_column chain_columns[CHAIN_COLUMNS] = {
    {"t", "s", "time"},
    {"y1", "m", "top particle's height (the anchor is at 0)"},
    {"y2", "m", "middle particle's height"},
    {"y3", "m", "bottom particle's height"},
    {"l1", "m", "length of the anchored spring"},
    {"l2", "m", "length of the spring"},
    {"l3", "m", "length of the bungee"},
    {"ke", "J", "kinetic energy"},
    {"pe", "J", "gravity's and the links' potential energy"},
    {"e", "J", "ke + pe"},
};
#line 1454 "chapters/03-forces.nw"
static void chain_run(const imp_args *args, const imp_sink *sink) {
  
#line 1492 "chapters/03-forces.nw"
/* chain: an anchored spring, a spring and a bungee hanging three particles
 * (chapter 3). */
float dt = (float)imp_arg(args, "dt"), g = (float)imp_arg(args, "g");
float rest = (float)imp_arg(args, "rest"), stretch = (float)imp_arg(args, "stretch");
long steps = imp_arg_long(args, "steps");
#line 1456 "chapters/03-forces.nw"
  const char *masses[3] = {"m1", "m2", "m3"};
  imp_particle p[3];
  for (int i = 0; i < 3; i++) {
    imp_particle_init(&p[i]);
    imp_particle_set_mass(&p[i], (float)imp_arg(args, masses[i]));
    p[i].damping = (float)imp_arg(args, "damping");
    p[i].position[1] = -(float)(i + 1) * (rest + stretch);
  }
  float k[3] = {(float)imp_arg(args, "k1"), (float)imp_arg(args, "k2"),
                (float)imp_arg(args, "k3")};
  imp_particle_gravity gravity = {{0.0f, -g, 0.0f}};
  imp_particle_anchored_spring top;
  imp_particle_spring middle[2], bottom[2]; /* each link acts on both its ends */
  imp_particle_anchored_spring_init(&top, (vec3){0.0f, 0.0f, 0.0f}, k[0], rest);
  imp_particle_force_entry storage[8];
  imp_particle_force_registry registry;
  imp_particle_force_registry_init(&registry, storage, 8);
  imp_particle_force_registry_add(&registry, &p[0],
                                  imp_particle_anchored_spring_generator(&top));
  for (int i = 0; i < 2; i++) {
    imp_particle_spring_init(&middle[i], &p[1 - i], k[1], rest);
    imp_particle_spring_init(&bottom[i], &p[2 - i], k[2], rest);
    imp_particle_force_registry_add(&registry, &p[i],
                                    imp_particle_spring_generator(&middle[i]));
    imp_particle_force_registry_add(&registry, &p[1 + i],
                                    imp_particle_bungee_generator(&bottom[i]));
  }
  for (int i = 0; i < 3; i++)
    imp_particle_force_registry_add(&registry, &p[i],
                                    imp_particle_gravity_generator(&gravity));
  
#line 1500 "chapters/03-forces.nw"
  for (long n = 0;; n++) {
    double y[3], l[3], ke = 0, pe = 0;
    for (int i = 0; i < 3; i++) {
      y[i] = p[i].position[1];
      l[i] = fabs((i ? y[i - 1] : 0.0) - y[i]);
      double extension = l[i] - rest;
      if (i == 2 && extension < 0) extension = 0; /* a slack bungee holds nothing */
      ke += imp_particle_kinetic_energy(&p[i]);
      pe += imp_particle_mass(&p[i]) * g * y[i] + 0.5 * k[i] * extension * extension;
    }
    double row[CHAIN_COLUMNS] = {n * (double)dt, y[0], y[1], y[2], l[0], l[1], l[2],
                                 ke, pe, ke + pe};
    imp_emit(sink, row);
    if (n == steps) break;
    step_scene(&registry, p, 3, dt, IMP_SYMPLECTIC_EULER);
  }
#line 1487 "chapters/03-forces.nw"
}
#line 1566 "chapters/03-forces.nw"
const imp_experiment imp_chain = {
    .name = "chain",
    .chapter = 3,
    .summary = "three particles hung by an anchored spring, a spring and a bungee",
    .params = chain_params,
    .param_count = sizeof chain_params / sizeof *chain_params,
    .columns = chain_columns,
    .column_count = CHAIN_COLUMNS,
    .run = chain_run,
};
