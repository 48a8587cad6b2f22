#line 616 "chapters/03-forces.nw"
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
#line 578 "chapters/03-forces.nw"
/* drag: a particle falling under gravity and drag (chapter 3). */
#line 623 "chapters/03-forces.nw"
static const imp_param drag_params[] = {
    {"m", IMP_REAL, "kg", 0.5, 1e-3, 1e3, NULL, "mass"},
    {"g", IMP_REAL, "m/s^2", 9.8, 0.0, 1e3, NULL, "gravity, downwards"},
    {"k1", IMP_REAL, "N s/m", 0.1, 0.0, 1e3, NULL,
     "drag linear in the speed; the step diverges for (k1 + 2 k2 v_t) dt/m > 2, "
     "here k1 > 100 N s/m at the other defaults"},
    {"k2", IMP_REAL, "N s^2/m^2", 0.05, 0.0, 1e3, NULL, "drag quadratic in the speed"},
    {"v0", IMP_REAL, "m/s", 0.0, 0.0, 1e3, NULL, "initial downward speed"},
    {"dt", IMP_REAL, "s", 0.01, 1e-5, 1.0, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 500, 1, 1000000, NULL, "number of steps"},
};

enum { D_T, D_Y, D_V, D_V_EXACT, D_V_TERMINAL, D_POWER, D_KE, D_PE, D_E, DRAG_COLUMNS };

static const imp_column drag_columns[DRAG_COLUMNS] = {
    {"t", "s", "time"},
    {"y", "m", "height"},
    {"v", "m/s", "downward speed"},
    {"v_exact", "m/s", "downward speed of the exact motion"},
    {"v_terminal", "m/s", "terminal speed (-k1 + sqrt(k1^2 + 4 k2 m g))/(2 k2)"},
    {"power", "W", "drag force . velocity (never positive)"},
    {"ke", "J", "kinetic energy, m v^2/2"},
    {"pe", "J", "potential energy, m g y"},
    {"e", "J", "ke + pe"},
};
#line 580 "chapters/03-forces.nw"
/* The terminal speed, in the form that needs no division by k2. */
static double terminal_speed(double m, double g, double k1, double k2) {
  double root = sqrt(k1 * k1 + 4 * k2 * m * g);
  return k1 + root > 0 ? 2 * m * g / (k1 + root) : INFINITY;
}

/* The exact downward speed from v0 >= 0: m v' = m g - k1 v - k2 v^2. */
static double exact_drag_speed(double m, double g, double k1, double k2,
                               double v0, double t) {
  double root = sqrt(k1 * k1 + 4 * k2 * m * g), vt = terminal_speed(m, g, k1, k2);
  if (root == 0) /* no linear drag, and no gravity or no drag at all */
    return k2 > 0 ? v0 / (1 + k2 * v0 * t / m) : v0 + g * t;
  double den = 2 * k2 * v0 + k1 + root, decay = exp(-root * t / m);
  double kk = 2 * k2 * (v0 - vt) / den;
  return vt + (v0 - vt) * (2 * root / den) * decay / (1 - kk * decay);
}
#line 551 "chapters/03-forces.nw"
static void drag_run(const imp_args *args, const imp_sink *sink) {
  float g = (float)imp_arg(args, "g"), dt = (float)imp_arg(args, "dt");
  long steps = imp_arg_long(args, "steps");
  imp_particle p;
  imp_particle_init(&p);
  imp_particle_set_mass(&p, (float)imp_arg(args, "m")); /* range-checked */
  p.velocity[1] = -(float)imp_arg(args, "v0");
  imp_particle_gravity gravity = {{0.0f, -g, 0.0f}};
  imp_particle_drag drag;
  imp_particle_drag_init(&drag, (float)imp_arg(args, "k1"), (float)imp_arg(args, "k2"));
  imp_particle_force_entry storage[2];
  imp_particle_force_registry registry;
  imp_particle_force_registry_init(&registry, storage, 2);
  imp_particle_force_registry_add(&registry, &p,
                                  imp_particle_gravity_generator(&gravity));
  imp_particle_force_registry_add(&registry, &p, imp_particle_drag_generator(&drag));
  
#line 599 "chapters/03-forces.nw"
double m = imp_particle_mass(&p), v0 = -p.velocity[1];
double vt = terminal_speed(m, g, drag.k1, drag.k2);
#line 568 "chapters/03-forces.nw"
  for (long n = 0;; n++) {
    
#line 604 "chapters/03-forces.nw"
imp_particle probe = p; /* the drag force alone, as the engine computes it */
imp_particle_clear_forces(&probe);
imp_particle_drag_generator(&drag).apply(&probe, dt, &drag);
double t = n * (double)dt, v = -p.velocity[1];
double power = glm_vec3_dot(probe.force, p.velocity);
double ke = 0.5 * m * v * v, pe = m * g * (double)p.position[1];
double row[DRAG_COLUMNS] = {t, p.position[1], v,
    exact_drag_speed(m, g, drag.k1, drag.k2, v0, t), vt, power, ke, pe, ke + pe};
imp_emit(sink, row);
#line 570 "chapters/03-forces.nw"
    if (n == steps) break;
    step_scene(&registry, &p, 1, dt, IMP_SYMPLECTIC_EULER);
  }
}
#line 651 "chapters/03-forces.nw"
const imp_experiment imp_drag_experiment = {
    .name = "drag",
    .unstable = "a strong drag is a stiff force: the speed oscillates about the "
                "terminal speed v_t for 1 < (k1 + 2 k2 v_t) dt/m < 2 and diverges beyond",
    .chapter = 3,
    .summary = "a particle falling under gravity and drag",
    .params = drag_params,
    .param_count = sizeof drag_params / sizeof *drag_params,
    .columns = drag_columns,
    .column_count = DRAG_COLUMNS,
    .run = drag_run,
};
