#line 3270 "chapters/07-flatland.nw"
/* flat-shapes: the shapes of a scene at chosen instants, for drawing
 * (chapter 7). */
#line 3281 "chapters/07-flatland.nw"
#include "harness.h"
#include "shared/flat-scene.h"

#include <imp/flat.h>
#include <math.h>

#line 3289 "chapters/07-flatland.nw"
static const imp_param shapes_params[] = {
    IMP_FLAT_SCENE_CHOICE_PARAMS(0),
    IMP_FLAT_SCENE_STEP_PARAMS,
    {"every", IMP_REAL, "s", 1.0, 0.01, 100.0, NULL, "time between snapshots"},
    {"steps", IMP_INTEGER, "", 300, 1, 100000, NULL, "number of steps of 1/60 s"},
};

#line 3341 "chapters/07-flatland.nw"
static void shapes_run(const imp_args *args, const imp_sink *sink) {
  imp_flat_body storage[IMP_FLAT_SCENE_WALLS + IMP_FLAT_PILE_MAX];
  imp_flat_world world;
  imp_flat_scene_chosen(&world, storage, args);
  imp_flat_scene_set_step(&world, args);
  long steps = imp_arg_long(args, "steps");
  long every = lround(imp_arg(args, "every") / world.step);
  if (every < 1) every = 1;
  for (long n = 0;; n++) {
    if (n % every == 0) imp_flat_scene_emit_shapes(&world, n * (double)world.step, sink);
    if (n == steps) break;
    imp_flat_world_step(&world);
  }
}

#line 3358 "chapters/07-flatland.nw"
const imp_experiment imp_flat_shapes = {
    .name = "flat-shapes",
    .chapter = 7,
    .summary = "the shapes of the pile or the pyramid at chosen instants, for drawing",
    .params = shapes_params,
    .param_count = sizeof shapes_params / sizeof *shapes_params,
    .columns = imp_flat_scene_shape_columns,
    .column_count = IMP_FLAT_SHAPES_COLUMNS,
    .run = shapes_run,
};
