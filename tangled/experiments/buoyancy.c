#line 2090 "chapters/03-forces.nw"
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
#line 2057 "chapters/03-forces.nw"
/* buoyancy: a body dropped into water, floating to rest (chapter 3). */
#line 2097 "chapters/03-forces.nw"
static const char *const shape_names[] = {"sphere", "block", NULL};

static const imp_param buoyancy_params[] = {
    {"shape", IMP_CHOICE, "", 0, 0, 0, shape_names, "a sphere, or a cube standing upright"},
    {"r", IMP_REAL, "m", 0.2, 1e-3, 100.0, NULL, "sphere's radius, or half the cube's side"},
    {"m", IMP_REAL, "kg", 20.0, 1e-3, 1e6, NULL, "mass"},
    {"density", IMP_REAL, "kg/m^3", 1000.0, 1.0, 1e5, NULL, "the liquid's density"},
    {"g", IMP_REAL, "m/s^2", 9.8, 1e-2, 1e3, NULL, "gravity, downwards"},
    {"drag", IMP_REAL, "1/s", 5.0, 0.0, 1e3, NULL, "drag rate on the submerged mass"},
    {"y0", IMP_REAL, "m", 1.0, -100.0, 100.0, NULL, "initial height of the centre"},
    {"dt", IMP_REAL, "s", 0.01, 1e-5, 1.0, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 1500, 1, 1000000, NULL, "number of steps"},
};

enum { B_T, B_Y, B_V, B_DEPTH, B_VOLUME, B_FORCE, B_KE, B_PE, B_E, BUOYANCY_COLUMNS };

static const imp_column buoyancy_columns[BUOYANCY_COLUMNS] = {
    {"t", "s", "time"},
    {"y", "m", "height of the centre above the surface"},
    {"v", "m/s", "upward velocity"},
    {"depth", "m", "depth of the bottom below the surface (0 when out)"},
    {"volume", "m^3", "submerged volume"},
    {"force", "N", "the liquid's upward force, buoyancy and drag"},
    {"ke", "J", "kinetic energy"},
    {"pe", "J", "gravity's and buoyancy's potential energy"},
    {"e", "J", "ke + pe"},
};
#line 2059 "chapters/03-forces.nw"
/* The submerged volume integrated over the depth from 0 to s, in m^4; the
 * buoyancy's potential energy is rho g times this. */
static double volume_integral(const imp_particle_buoyancy *b, double s) {
  if (s <= 0) return 0;
  double height = b->height, c = s < height ? s : height, r = height / 2;
  if (b->shape == IMP_PARTICLE_BUOYANT_BLOCK)
    return b->area * (c * c / 2 + height * (s - c));
  return GLM_PI * (c * c * c * (4 * r - c) / 12 + 4 * r * r * r / 3 * (s - c));
}
#line 2029 "chapters/03-forces.nw"
static void buoyancy_run(const imp_args *args, const imp_sink *sink) {
  float r = (float)imp_arg(args, "r"), dt = (float)imp_arg(args, "dt");
  long steps = imp_arg_long(args, "steps");
  imp_particle_liquid water;
  imp_particle_liquid_init(&water, 0.0f, (float)imp_arg(args, "density"),
                           (float)imp_arg(args, "g"), (float)imp_arg(args, "drag"));
  imp_particle_buoyancy body;
  if (imp_arg_choice(args, "shape") == IMP_PARTICLE_BUOYANT_SPHERE)
    imp_particle_buoyancy_init_sphere(&body, &water, r);
  else
    imp_particle_buoyancy_init_block(&body, &water, 2.0f * r, 4.0f * r * r);
  imp_particle p;
  imp_particle_init(&p);
  imp_particle_set_mass(&p, (float)imp_arg(args, "m"));
  p.position[1] = (float)imp_arg(args, "y0");
  imp_particle_gravity gravity = {{0.0f, -water.gravity, 0.0f}};
  imp_particle_force_entry storage[2];
  imp_particle_force_registry registry;
  imp_particle_force_registry_init(&registry, storage, 2);
  imp_particle_force_registry_add(&registry, &p,
                                  imp_particle_gravity_generator(&gravity));
  imp_particle_force_registry_add(&registry, &p, imp_particle_buoyancy_generator(&body));
  
#line 2071 "chapters/03-forces.nw"
  double m = imp_particle_mass(&p), g = water.gravity, rho = water.density;
  for (long n = 0;; n++) {
    imp_particle probe = p; /* the liquid's force alone */
    imp_particle_clear_forces(&probe);
    imp_particle_buoyancy_generator(&body).apply(&probe, dt, &body);
    double y = p.position[1], depth = 0.5 * body.height - y;
    double ke = imp_particle_kinetic_energy(&p);
    double pe = m * g * y + rho * g * volume_integral(&body, depth);
    double row[BUOYANCY_COLUMNS] = {
        n * (double)dt, y, p.velocity[1], fmin(fmax(depth, 0), body.height),
        imp_particle_submerged_volume(&body, p.position[1]), probe.force[1],
        ke, pe, ke + pe};
    imp_emit(sink, row);
    if (n == steps) break;
    step_scene(&registry, &p, 1, dt, IMP_SYMPLECTIC_EULER);
  }
#line 2052 "chapters/03-forces.nw"
}
#line 2127 "chapters/03-forces.nw"
const imp_experiment imp_buoyancy_experiment = {
    .name = "buoyancy",
    .chapter = 3,
    .summary = "a sphere or a block dropped into water, floating to rest",
    .params = buoyancy_params,
    .param_count = sizeof buoyancy_params / sizeof *buoyancy_params,
    .columns = buoyancy_columns,
    .column_count = BUOYANCY_COLUMNS,
    .run = buoyancy_run,
};
