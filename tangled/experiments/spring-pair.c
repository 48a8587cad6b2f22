#line 1139 "chapters/03-forces.nw"
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
#line 1146 "chapters/03-forces.nw"
static const imp_param pair_params[] = {
    {"m1", IMP_REAL, "kg", 0.5, 1e-3, 1e3, NULL, "mass of the particle at (0, 10, 0)"},
    {"m2", IMP_REAL, "kg", 0.5, 1e-3, 1e3, NULL, "mass of the particle at (2, 1, 0)"},
    {"k", IMP_REAL, "N/m", 0.5, 1e-3, 1e3, NULL,
     "spring stiffness (up to 1000 N/m, where sqrt(k (1/m1 + 1/m2)) dt = 0.63 at "
     "the default masses and step: a stiffer spring passes chapter 2's limit "
     "omega dt < 2, the lesson of stiff-spring, not of this demo)"},
    {"rest", IMP_REAL, "m", 5.0, 0.0, 100.0, NULL, "rest length"},
    {"damping", IMP_REAL, "", 0.8, 1e-3, 1.0, NULL, "fraction of velocity kept per second"},
    {"dt", IMP_REAL, "s", 0.01, 1e-5, 1.0, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 6000, 1, 1000000, NULL, "number of steps"},
};

enum { S_T, S_X1, S_Y1, S_X2, S_Y2, S_CX, S_CY, S_L, S_W, S_KE, S_PE, S_E,
       PAIR_COLUMNS };

static const imp_column pair_columns[PAIR_COLUMNS] = {
    {"t", "s", "time"},
    {"x1", "m", "first particle, x"},
    {"y1", "m", "first particle, y"},
    {"x2", "m", "second particle, x"},
    {"y2", "m", "second particle, y"},
    {"cx", "m", "centre of mass, x"},
    {"cy", "m", "centre of mass, y"},
    {"l", "m", "separation |x1 - x2|"},
    {"w", "m/s", "rate of separation, (v1 - v2) . (x1 - x2) / l"},
    {"ke", "J", "kinetic energy of both"},
    {"pe", "J", "spring energy, k (l - rest)^2 / 2"},
    {"e", "J", "ke + pe"},
};
#line 1086 "chapters/03-forces.nw"
static void pair_run(const imp_args *args, const imp_sink *sink) {
  imp_particle p[2];
  const char *mass_names[2] = {"m1", "m2"};
  for (int i = 0; i < 2; i++) {
    imp_particle_init(&p[i]);
    imp_particle_set_mass(&p[i], (float)imp_arg(args, mass_names[i]));
    p[i].damping = (float)imp_arg(args, "damping");
  }
  glm_vec3_copy((vec3){0.0f, 10.0f, 0.0f}, p[0].position);
  glm_vec3_copy((vec3){2.0f, 1.0f, 0.0f}, p[1].position);
  float k = (float)imp_arg(args, "k"), rest = (float)imp_arg(args, "rest");
  imp_particle_spring towards[2]; /* towards[i] acts on p[i] and ends at the other */
  imp_particle_force_entry storage[2];
  imp_particle_force_registry registry;
  imp_particle_force_registry_init(&registry, storage, 2);
  for (int i = 0; i < 2; i++) {
    imp_particle_spring_init(&towards[i], &p[1 - i], k, rest);
    imp_particle_force_registry_add(&registry, &p[i],
                                    imp_particle_spring_generator(&towards[i]));
  }
  
#line 1112 "chapters/03-forces.nw"
  float dt = (float)imp_arg(args, "dt");
  long steps = imp_arg_long(args, "steps");
  double m1 = imp_particle_mass(&p[0]), m2 = imp_particle_mass(&p[1]);
  for (long n = 0;; n++) {
    double d[3], dv[3], l2 = 0, w = 0;
    for (int i = 0; i < 3; i++) {
      d[i] = (double)p[0].position[i] - p[1].position[i];
      dv[i] = (double)p[0].velocity[i] - p[1].velocity[i];
      l2 += d[i] * d[i];
    }
    double l = sqrt(l2);
    for (int i = 0; i < 3; i++) w += dv[i] * d[i] / l;
    double ke = imp_particle_kinetic_energy(&p[0]) + imp_particle_kinetic_energy(&p[1]);
    double pe = 0.5 * k * (l - rest) * (l - rest);
    double row[PAIR_COLUMNS] = {
        n * (double)dt, p[0].position[0], p[0].position[1],
        p[1].position[0], p[1].position[1],
        (m1 * p[0].position[0] + m2 * p[1].position[0]) / (m1 + m2),
        (m1 * p[0].position[1] + m2 * p[1].position[1]) / (m1 + m2),
        l, w, ke, pe, ke + pe};
    imp_emit(sink, row);
    if (n == steps) break;
    step_scene(&registry, p, 2, dt, IMP_SYMPLECTIC_EULER);
  }
#line 1107 "chapters/03-forces.nw"
}
#line 1179 "chapters/03-forces.nw"
const imp_experiment imp_spring_pair = {
    .name = "spring-pair",
    .chapter = 3,
    .summary = "two particles joined by a spring (the source's demo)",
    .params = pair_params,
    .param_count = sizeof pair_params / sizeof *pair_params,
    .columns = pair_columns,
    .column_count = PAIR_COLUMNS,
    .run = pair_run,
};
