#line 2763 "chapters/03-forces.nw"
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
#line 727 "chapters/02-particles.nw"
static const char *const integrator_names[] = {"symplectic", "explicit",
                                               "gped", NULL};
#line 2729 "chapters/03-forces.nw"
/* stiff-spring: a spring too stiff for the step, three ways (chapter 3). */
#include "shared/damped-motion.h"

static double damped_motion(double omega2, double beta, double x0, double c, double t) {
  double ec, es;
  damped_cs(omega2, beta, t, &ec, &es);
  return x0 * ec + c * es;
}

#line 2770 "chapters/03-forces.nw"
static const char *const stiff_starts[] = {"chord", "plain", NULL};

static const imp_param stiff_params[] = {
    {"m", IMP_REAL, "kg", 1.0, 1e-3, 1e3, NULL,
     "mass; the ordinary spring (symplectic) is stable only for k dt^2 + 2 b dt < 4 m "
     "and b dt < 2 m, here m > 1.81 kg at the other defaults"},
    {"k", IMP_REAL, "N/m", 100.0, 1e-3, 1e6, NULL,
     "spring stiffness; the ordinary spring is unstable for k > 48 N/m at the other "
     "defaults (k dt^2 + 2 b dt > 4 m)"},
    {"b", IMP_REAL, "N s/m", 2.0, 0.0, 1e4, NULL,
     "damping coefficient: force -k x - b v; b dt >= 2 m (here b >= 8 N s/m) makes "
     "the ordinary spring unstable whatever k"},
    {"x0", IMP_REAL, "m", 1.0, -1e3, 1e3, NULL, "initial displacement"},
    {"v0", IMP_REAL, "m/s", 0.0, -1e3, 1e3, NULL, "initial velocity"},
    {"dt", IMP_REAL, "s", 0.25, 1e-5, 1.0, NULL,
     "time step; the ordinary spring is stable for dt < 0.181 s at the other "
     "defaults, the engine's stiff spring at any dt"},
    {"steps", IMP_INTEGER, "", 20, 1, 1000000, NULL,
     "number of steps; at the defaults the ordinary spring grows by 4.64 a step and "
     "its energy overflows single precision after 28"},
    {"integrator", IMP_CHOICE, "", 0, 0, 0, integrator_names,
     "stepper of the ordinary spring (chapter 2)"},
    {"start", IMP_CHOICE, "", 0, 0, 0, stiff_starts,
     "the engine's stiff spring starts with the chord velocity, or with v0"},
};

enum { K_T, K_X, K_V, K_X_RESTART, K_X_ORDINARY, K_X_EXACT, K_KE, K_PE, K_E,
       K_E_RESTART, K_E_ORDINARY, STIFF_COLUMNS };

static const imp_column stiff_columns[STIFF_COLUMNS] = {
    {"t", "s", "time"},
    {"x", "m", "displacement, the engine's stiff spring"},
    {"v", "m/s", "velocity, the engine's stiff spring"},
    {"x_restart", "m", "displacement, the source's stiff spring"},
    {"x_ordinary", "m", "displacement, a spring and a linear drag"},
    {"x_exact", "m", "the damped motion from x0 and v0 at t = 0"},
    {"ke", "J", "kinetic energy, the engine's stiff spring"},
    {"pe", "J", "spring energy k x^2/2, the engine's stiff spring"},
    {"e", "J", "ke + pe, the engine's stiff spring"},
    {"e_restart", "J", "energy, the source's stiff spring"},
    {"e_ordinary", "J", "energy, the ordinary spring"},
};
#line 2694 "chapters/03-forces.nw"
static void stiff_run(const imp_args *args, const imp_sink *sink) {
  float k = (float)imp_arg(args, "k"), b = (float)imp_arg(args, "b");
  float dt = (float)imp_arg(args, "dt");
  imp_particle p[3]; /* the engine's stiff spring, the source's, an ordinary one */
  for (int i = 0; i < 3; i++) {
    imp_particle_init(&p[i]);
    imp_particle_set_mass(&p[i], (float)imp_arg(args, "m"));
    p[i].position[0] = (float)imp_arg(args, "x0");
    p[i].velocity[0] = (float)imp_arg(args, "v0");
  }
  vec3 origin = {0.0f, 0.0f, 0.0f};
  imp_particle_stiff_spring stiff;
  imp_particle_anchored_spring ordinary;
  imp_particle_drag drag;
  imp_particle_stiff_spring_init(&stiff, origin, k, b);
  imp_particle_anchored_spring_init(&ordinary, origin, k, 0.0f);
  imp_particle_drag_init(&drag, b, 0.0f);
  imp_particle_force_entry storage[4];
  imp_particle_force_registry registry;
  imp_particle_force_registry_init(&registry, storage, 4);
  imp_particle_force_registry_add(&registry, &p[0],
                                  imp_particle_stiff_spring_generator(&stiff));
  imp_particle_force_registry_add(&registry, &p[1],
                                  imp_particle_restart_spring_generator(&stiff));
  imp_particle_force_registry_add(&registry, &p[2],
                                  imp_particle_anchored_spring_generator(&ordinary));
  imp_particle_force_registry_add(&registry, &p[2], imp_particle_drag_generator(&drag));
  if (imp_arg_choice(args, "start") == 0) /* if refused, it keeps v0 */
    imp_particle_stiff_spring_chord_velocity(&stiff, &p[0], dt, p[0].velocity);
  
#line 2742 "chapters/03-forces.nw"
  long steps = imp_arg_long(args, "steps");
  imp_integrator method = (imp_integrator)imp_arg_choice(args, "integrator");
  double m = imp_particle_mass(&p[0]), omega2 = k / m, beta = b / (2 * m), h = dt;
  double x0 = p[1].position[0], v0 = p[1].velocity[0];
  for (long n = 0;; n++) {
    double t = n * h, e[3];
    for (int i = 0; i < 3; i++) {
      double x = p[i].position[0];
      e[i] = imp_particle_kinetic_energy(&p[i]) + 0.5 * k * x * x;
    }
    double x = p[0].position[0], ke = imp_particle_kinetic_energy(&p[0]);
    double row[STIFF_COLUMNS] = {
        t, x, p[0].velocity[0], p[1].position[0], p[2].position[0],
        damped_motion(omega2, beta, x0, v0 + beta * x0, t), ke, e[0] - ke, e[0], e[1], e[2]};
    imp_emit(sink, row);
    if (n == steps) break;
    step_scene(&registry, p, 3, dt, method);
  }
#line 2724 "chapters/03-forces.nw"
}
#line 2815 "chapters/03-forces.nw"
const imp_experiment imp_stiff_spring_experiment = {
    .name = "stiff-spring",
    .unstable = "the ordinary spring, stepped by symplectic Euler, is unstable for "
                "k dt^2 + 2 b dt > 4 m or b dt >= 2 m: the lesson of stiff-spring",
    .chapter = 3,
    .summary = "a spring too stiff for the step: two stiff springs and an ordinary one",
    .params = stiff_params,
    .param_count = sizeof stiff_params / sizeof *stiff_params,
    .columns = stiff_columns,
    .column_count = STIFF_COLUMNS,
    .run = stiff_run,
};
