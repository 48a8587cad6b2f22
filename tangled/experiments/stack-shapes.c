#line 1614 "chapters/17-flatland-revisited.nw"
/* stack-shapes: the pile or the pyramid drawn at chosen instants, by either
 * solver (chapter 17). */
#include "harness.h"
#include "shared/flat-scene.h"
#include "shared/flat-stack-scene.h"

#include <imp/flat-stack.h>
#include <math.h>

static const char *const stack_shapes_scenes[] = {"pile", "pyramid", NULL};

static const imp_param stack_shapes_params[] = {
    {"scene", IMP_CHOICE, "", 1, 0, 0, stack_shapes_scenes, "which scene: pile or pyramid"},
    {"count", IMP_INTEGER, "", 20, 1, IMP_FLAT_PILE_MAX, NULL, "the pile's number of shapes"},
    {"seed", IMP_INTEGER, "", 1, 0, 1e9, NULL, "the pile's seed"},
    {"base", IMP_INTEGER, "", 5, 1, IMP_FLAT_PYRAMID_MAX_BASE, NULL, "the pyramid's bottom row"},
    IMP_FLAT_STACK_SOLVER_PARAMS,
    {"every", IMP_REAL, "s", 5.0, 0.01, 100.0, NULL, "time between snapshots"},
    {"steps", IMP_INTEGER, "", 1200, 1, 100000, NULL, "number of steps of 1/60 s"},
};

enum { SS_T, SS_BODY, SS_KIND, SS_X0, SS_Y0, SS_X1, SS_Y1, SS_R, STACK_SHAPES_COLUMNS };

static const imp_column stack_shapes_columns[STACK_SHAPES_COLUMNS] = {
    {"t", "s", "the instant of the snapshot"},
    {"body", "", "index of the body (0 to 2: the floor and the walls)"},
    {"kind", "", "0: a circle's row, 1: a polygon's edge"},
    {"x0", "m", "x of the edge's start, or of the circle's centre"},
    {"y0", "m", "y of the edge's start, or of the circle's centre"},
    {"x1", "m", "x of the edge's end, or of the end of the circle's spoke"},
    {"y1", "m", "y of the edge's end, or of the end of the circle's spoke"},
    {"r", "m", "the circle's radius; 0 for an edge"},
};

static void stack_emit_shapes(const imp_flat_world *w, double t, const imp_sink *sink) {
  for (size_t i = 0; i < w->count; i++) {
    const imp_flat_body *b = &w->bodies[i];
    if (b->kind == IMP_FLAT_CIRCLE) {
      double x = b->position[0], y = b->position[1], r = b->radius;
      double row[STACK_SHAPES_COLUMNS] = {t, (double)i, 0, x, y, x + r * cos(b->angle),
                                          y + r * sin(b->angle), r};
      imp_emit(sink, row);
      continue;
    }
    for (int k = 0; k < b->count; k++) {
      const float *p = b->vertex[k], *q = b->vertex[(k + 1) % b->count];
      double row[STACK_SHAPES_COLUMNS] = {t, (double)i, 1, p[0], p[1], q[0], q[1], 0};
      imp_emit(sink, row);
    }
  }
}

static void stack_shapes_run(const imp_args *args, const imp_sink *sink) {
  imp_flat_body storage[IMP_FLAT_SCENE_WALLS + IMP_FLAT_PILE_MAX];
  imp_flat_world world;
  if (imp_arg_choice(args, "scene") == 0)
    imp_flat_scene_pile(&world, storage, (int)imp_arg_long(args, "count"),
                        (unsigned long)imp_arg_long(args, "seed"));
  else
    imp_flat_scene_pyramid(&world, storage, (int)imp_arg_long(args, "base"));
  imp_flat_stack_stepper stepper;
  imp_flat_stack_stepper_init(&stepper, &world, args);
  long steps = imp_arg_long(args, "steps"), every = lround(imp_arg(args, "every") / world.step);
  if (every < 1) every = 1;
  for (long n = 0;; n++) {
    if (n % every == 0) stack_emit_shapes(&world, n * (double)world.step, sink);
    if (n == steps) break;
    imp_flat_stack_stepper_step(&stepper);
  }
}

const imp_experiment imp_stack_shapes = {
    .name = "stack-shapes",
    .chapter = 15,
    .summary = "the pile or the pyramid at chosen instants, by either solver, for drawing",
    .params = stack_shapes_params,
    .param_count = sizeof stack_shapes_params / sizeof *stack_shapes_params,
    .columns = stack_shapes_columns,
    .column_count = STACK_SHAPES_COLUMNS,
    .run = stack_shapes_run,
};
