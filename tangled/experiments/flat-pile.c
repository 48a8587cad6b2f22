#line 3029 "chapters/07-flatland.nw"
/* flat-pile: mixed shapes dropped into a box settle (chapter 7). */
#line 3021 "chapters/07-flatland.nw"
#include "harness.h"
#include "shared/flat-scene.h"

#include <imp/flat.h>
#include <math.h>

#line 3032 "chapters/07-flatland.nw"
static const imp_param pile_params[] = {
    {"count", IMP_INTEGER, "", 20, 1, IMP_FLAT_PILE_MAX, NULL, "number of shapes"},
    {"seed", IMP_INTEGER, "", 1, 0, 1e9, NULL, "seed of the shapes and their places"},
    IMP_FLAT_SCENE_STEP_PARAMS,
    {"steps", IMP_INTEGER, "", 300, 1, 100000, NULL, "number of steps of 1/60 s"},
};

enum { P_T, P_KE, P_PE, P_REST, P_DEPTH, P_LOWEST, P_OUTSIDE, PILE_COLUMNS };

static const imp_column pile_columns[PILE_COLUMNS] = {
    {"t", "s", "time"},
    {"ke", "J", "kinetic energy of all the shapes"},
    {"pe", "J", "their potential energy, m g y of each centre above the floor"},
    {"rest", "J", "the settled bound M (g h)^2 / 2, M the shapes' mass"},
    {"depth", "m", "the deepest overlap after the step"},
    {"lowest", "m", "the lowest point of any shape (the floor's top is 0)"},
    {"outside", "", "shapes whose centre has left the container"},
};
#line 3077 "chapters/07-flatland.nw"
/* The lowest point of a body: a polygon's lowest vertex, a circle's bottom. */
static float lowest_point(const imp_flat_body *b) {
  if (b->kind == IMP_FLAT_CIRCLE) return b->position[1] - b->radius;
  float low = b->vertex[0][1];
  for (int i = 1; i < b->count; i++) low = fminf(low, b->vertex[i][1]);
  return low;
}
#line 3061 "chapters/07-flatland.nw"
static void pile_run(const imp_args *args, const imp_sink *sink) {
  imp_flat_body storage[IMP_FLAT_SCENE_WALLS + IMP_FLAT_PILE_MAX];
  imp_flat_world world;
  imp_flat_scene_pile(&world, storage, (int)imp_arg_long(args, "count"),
                      (unsigned long)imp_arg_long(args, "seed"));
  imp_flat_scene_set_step(&world, args);
  long steps = imp_arg_long(args, "steps");
  for (long n = 0;; n++) {
    
#line 3087 "chapters/07-flatland.nw"
double mass = 0, fall = -world.gravity[1] * world.step; /* g h */
double ke = 0, pe = 0, lowest = INFINITY, outside = 0;
for (size_t i = IMP_FLAT_SCENE_WALLS; i < world.count; i++) {
  const imp_flat_body *b = &world.bodies[i];
  mass += 1.0 / b->inverse_mass;
  ke += imp_flat_kinetic_energy(b);
  pe += -world.gravity[1] * b->position[1] / b->inverse_mass;
  lowest = fmin(lowest, lowest_point(b));
  outside += b->position[1] < 0.0f || fabsf(b->position[0]) > 6.0f;
}
double row[PILE_COLUMNS] = {n * (double)world.step, ke, pe, 0.5 * mass * fall * fall,
                            imp_flat_world_deepest(&world), lowest, outside};
imp_emit(sink, row);
#line 3070 "chapters/07-flatland.nw"
    if (n == steps) break;
    imp_flat_world_step(&world);
  }
}
#line 3103 "chapters/07-flatland.nw"
const imp_experiment imp_flat_pile = {
    .name = "flat-pile",
    .chapter = 7,
    .summary = "mixed shapes dropped into a box settle into a pile",
    .params = pile_params,
    .param_count = sizeof pile_params / sizeof *pile_params,
    .columns = pile_columns,
    .column_count = PILE_COLUMNS,
    .run = pile_run,
};
