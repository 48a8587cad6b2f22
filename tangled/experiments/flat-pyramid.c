#line 3172 "chapters/07-flatland.nw"
/* flat-pyramid: a pyramid of boxes, standing or not (chapter 7). */
#line 3182 "chapters/07-flatland.nw"
#include "harness.h"
#include "shared/flat-scene.h"

#include <imp/flat.h>
#include <math.h>

#line 3190 "chapters/07-flatland.nw"
static const imp_param pyramid_params[] = {
    {"base", IMP_INTEGER, "", 5, 1, IMP_FLAT_PYRAMID_MAX_BASE, NULL, "boxes in the bottom row"},
    IMP_FLAT_SCENE_STEP_PARAMS,
    {"steps", IMP_INTEGER, "", 600, 1, 100000, NULL, "number of steps of 1/60 s"},
};

enum { Y_T, Y_HEIGHT, Y_MOVED, Y_KE, Y_DEPTH, PYRAMID_COLUMNS };

static const imp_column pyramid_columns[PYRAMID_COLUMNS] = {
    {"t", "s", "time"},
    {"height", "m", "the highest point of any box (the pyramid's is base)"},
    {"moved", "m", "the largest distance of a box's centre from its place"},
    {"ke", "J", "kinetic energy of the boxes"},
    {"depth", "m", "the deepest overlap after the step"},
};
#line 3208 "chapters/07-flatland.nw"
static void pyramid_run(const imp_args *args, const imp_sink *sink) {
  imp_flat_body storage[IMP_FLAT_SCENE_WALLS + IMP_FLAT_PYRAMID_MAX_BOXES];
  vec2 start[IMP_FLAT_PYRAMID_MAX_BOXES];
  imp_flat_world world;
  imp_flat_scene_pyramid(&world, storage, (int)imp_arg_long(args, "base"));
  imp_flat_scene_set_step(&world, args);
  for (size_t i = IMP_FLAT_SCENE_WALLS; i < world.count; i++)
    glm_vec2_copy(world.bodies[i].position, start[i - IMP_FLAT_SCENE_WALLS]);
  long steps = imp_arg_long(args, "steps");
  for (long n = 0;; n++) {
    double height = 0, moved = 0, ke = 0;
    for (size_t i = IMP_FLAT_SCENE_WALLS; i < world.count; i++) {
      const imp_flat_body *b = &world.bodies[i];
      for (int k = 0; k < b->count; k++) height = fmax(height, b->vertex[k][1]);
      moved = fmax(moved, glm_vec2_distance(start[i - IMP_FLAT_SCENE_WALLS],
                                            (float *)b->position));
      ke += imp_flat_kinetic_energy(b);
    }
    double row[PYRAMID_COLUMNS] = {n * (double)world.step, height, moved, ke,
                                   imp_flat_world_deepest(&world)};
    imp_emit(sink, row);
    if (n == steps) break;
    imp_flat_world_step(&world);
  }
}

#line 3236 "chapters/07-flatland.nw"
const imp_experiment imp_flat_pyramid = {
    .name = "flat-pyramid",
    .chapter = 7,
    .summary = "a pyramid of boxes on a floor: how long it stands",
    .params = pyramid_params,
    .param_count = sizeof pyramid_params / sizeof *pyramid_params,
    .columns = pyramid_columns,
    .column_count = PYRAMID_COLUMNS,
    .run = pyramid_run,
};
