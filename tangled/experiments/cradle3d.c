#line 2831 "chapters/12-resting.nw"
/* cradle3d: Newton's cradle of spheres in the world (chapter 12). */
#include "harness.h"

#include <math.h>

#include "shared/resting-scene.h"

#line 2846 "chapters/12-resting.nw"
static const imp_param cradle_params[] = {
    {"count", IMP_INTEGER, "", 5, 2, 40, NULL, "balls in the row"},
    {"e", IMP_REAL, "", 1.0, 0.0, 1.0, NULL, "coefficient of restitution"},
    {"speed", IMP_REAL, "m/s", 1.0, 0.01, 10.0, NULL, "speed of the first ball"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 1.0, 0.01, 20.0, NULL, "length of the run"},
};

enum { C_T, C_FIRST, C_MIDDLE, C_LAST, C_P, C_KE, CRADLE_COLUMNS };

static const imp_column cradle_columns[CRADLE_COLUMNS] = {
    {"t", "s", "time"},
    {"first", "m/s", "velocity of the first ball along the row"},
    {"middle", "m/s", "largest speed among the balls between first and last"},
    {"last", "m/s", "velocity of the last ball"},
    {"p", "kg m/s", "total momentum along the row"},
    {"ke", "J", "total kinetic energy"},
};

#line 2867 "chapters/12-resting.nw"
static void cradle_run(const imp_args *args, const imp_sink *sink) {
  long count = imp_arg_long(args, "count");
  resting_scene scene;
  imp_shape ball;
  imp_shape_sphere(0.5f, &ball);
  uint32_t first = 0, index = 0;
  bool built = resting_scene_build((uint32_t)count, "friction", (vec3){0, 1, 0}, 0.5f,
                                   (vec3){0.0f, 0.0f, 0.0f}, &scene);
  for (long i = 0; i < count && built; i++) {
    built = resting_scene_add(&scene, &ball, 1.0f, (vec3){(float)i, 2.0f, 0.0f},
                              (versor){0, 0, 0, 1}, 0.5f, (float)imp_arg(args, "e"), &index);
    if (i == 0) first = index;
  }
  imp_world *w = &scene.world;
  if (built) w->bodies[first].velocity[0] = (float)imp_arg(args, "speed");
  float dt = (float)imp_arg(args, "dt");
  long steps = lround(imp_arg(args, "duration") / dt);
  for (long n = 0; n <= steps && built; n++) {
    if (n > 0) imp_world_step(w, dt);
    
#line 2898 "chapters/12-resting.nw"
double middle = 0, p = 0;
for (uint32_t i = first; i <= index; i++) {
  p += w->bodies[i].velocity[0];
  if (i != first && i != index) middle = fmax(middle, fabs(w->bodies[i].velocity[0]));
}
double row[CRADLE_COLUMNS] = {n * (double)dt, w->bodies[first].velocity[0], middle,
                              w->bodies[index].velocity[0], p,
                              imp_world_kinetic_energy(w)};
imp_emit(sink, row);
#line 2887 "chapters/12-resting.nw"
  }
  resting_scene_free(&scene);
}

#line 2910 "chapters/12-resting.nw"
const imp_experiment imp_cradle3d = {
    .name = "cradle3d",
    .chapter = 12,
    .summary = "Newton's cradle of spheres: worst-first resolution passes the momentum on",
    .params = cradle_params,
    .param_count = sizeof cradle_params / sizeof *cradle_params,
    .columns = cradle_columns,
    .column_count = CRADLE_COLUMNS,
    .run = cradle_run,
};
