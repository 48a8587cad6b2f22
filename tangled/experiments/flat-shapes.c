#line 3249 "chapters/07-flatland.nw"
/* flat-shapes: the shapes of a scene at chosen instants, for drawing
 * (chapter 7). */
#line 3261 "chapters/07-flatland.nw"
#include "harness.h"
#include "shared/flat-scene.h"

#include <imp/flat.h>
#include <math.h>

#line 3269 "chapters/07-flatland.nw"
static const char *const shapes_scenes[] = {"pile", "pyramid", NULL};

static const imp_param shapes_params[] = {
    {"scene", IMP_CHOICE, "", 0, 0, 0, shapes_scenes, "which scene: pile or pyramid"},
    {"count", IMP_INTEGER, "", 20, 1, IMP_FLAT_PILE_MAX, NULL, "the pile's number of shapes"},
    {"seed", IMP_INTEGER, "", 1, 0, 1e9, NULL, "the pile's seed"},
    {"base", IMP_INTEGER, "", 5, 1, IMP_FLAT_PYRAMID_MAX_BASE, NULL, "the pyramid's bottom row"},
    IMP_FLAT_SCENE_STEP_PARAMS,
    {"every", IMP_REAL, "s", 1.0, 0.01, 100.0, NULL, "time between snapshots"},
    {"steps", IMP_INTEGER, "", 300, 1, 100000, NULL, "number of steps of 1/60 s"},
};

enum { D_T, D_BODY, D_KIND, D_X0, D_Y0, D_X1, D_Y1, D_R, SHAPES_COLUMNS };

static const imp_column shapes_columns[SHAPES_COLUMNS] = {
    {"t", "s", "the instant of the snapshot"},
    {"body", "", "index of the body (0 to 2: the floor and the walls)"},
    {"kind", "", "0: a circle's row, 1: a polygon's edge"},
    {"x0", "m", "x of the edge's start, or of the circle's centre"},
    {"y0", "m", "y of the edge's start, or of the circle's centre"},
    {"x1", "m", "x of the edge's end, or of the end of the circle's spoke"},
    {"y1", "m", "y of the edge's end, or of the end of the circle's spoke"},
    {"r", "m", "the circle's radius; 0 for an edge"},
};
#line 3296 "chapters/07-flatland.nw"
static void emit_shapes(const imp_flat_world *w, double t, const imp_sink *sink) {
  for (size_t i = 0; i < w->count; i++) {
    const imp_flat_body *b = &w->bodies[i];
    if (b->kind == IMP_FLAT_CIRCLE) {
      double x = b->position[0], y = b->position[1], r = b->radius;
      double row[SHAPES_COLUMNS] = {t, (double)i, 0, x, y, x + r * cos(b->angle),
                                    y + r * sin(b->angle), r};
      imp_emit(sink, row);
      continue;
    }
    for (int k = 0; k < b->count; k++) {
      const float *p = b->vertex[k], *q = b->vertex[(k + 1) % b->count];
      double row[SHAPES_COLUMNS] = {t, (double)i, 1, p[0], p[1], q[0], q[1], 0};
      imp_emit(sink, row);
    }
  }
}
#line 3316 "chapters/07-flatland.nw"
static void shapes_run(const imp_args *args, const imp_sink *sink) {
  _Static_assert(IMP_FLAT_PYRAMID_MAX_BOXES <= IMP_FLAT_PILE_MAX, "storage for either scene");
  imp_flat_body storage[IMP_FLAT_SCENE_WALLS + IMP_FLAT_PILE_MAX];
  imp_flat_world world;
  if (imp_arg_choice(args, "scene") == 0)
    imp_flat_scene_pile(&world, storage, (int)imp_arg_long(args, "count"),
                        (unsigned long)imp_arg_long(args, "seed"));
  else
    imp_flat_scene_pyramid(&world, storage, (int)imp_arg_long(args, "base"));
  imp_flat_scene_set_step(&world, args);
  long steps = imp_arg_long(args, "steps");
  long every = lround(imp_arg(args, "every") / world.step);
  if (every < 1) every = 1;
  for (long n = 0;; n++) {
    if (n % every == 0) emit_shapes(&world, n * (double)world.step, sink);
    if (n == steps) break;
    imp_flat_world_step(&world);
  }
}

#line 3338 "chapters/07-flatland.nw"
const imp_experiment imp_flat_shapes = {
    .name = "flat-shapes",
    .chapter = 7,
    .summary = "the shapes of the pile or the pyramid at chosen instants, for drawing",
    .params = shapes_params,
    .param_count = sizeof shapes_params / sizeof *shapes_params,
    .columns = shapes_columns,
    .column_count = SHAPES_COLUMNS,
    .run = shapes_run,
};
