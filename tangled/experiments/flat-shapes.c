#line 2766 "chapters/07-flatland.nw"
/* flat-shapes: the shapes of a scene at chosen instants, for drawing
 * (chapter 7). */
#include "harness.h"
#include "random.h"

#include <imp/flat.h>
#include <math.h>

#line 2479 "chapters/07-flatland.nw"
enum { PILE_WALLS = 3 };

/* The static floor (top at y = 0) and walls (inner faces at x = +-6). */
static void add_container(imp_flat_world *w) {
  imp_flat_body part;
  imp_flat_rectangle(&part, (vec2){0.0f, -0.5f}, 14.0f, 1.0f, 0.0f);
  imp_flat_world_add(w, &part);
  imp_flat_rectangle(&part, (vec2){-6.5f, 6.0f}, 1.0f, 12.0f, 0.0f);
  imp_flat_world_add(w, &part);
  imp_flat_rectangle(&part, (vec2){6.5f, 6.0f}, 1.0f, 12.0f, 0.0f);
  imp_flat_world_add(w, &part);
}
#line 2494 "chapters/07-flatland.nw"
enum { PILE_MAX = 60 };

/* One random shape about a metre across, density 1 kg/m^2, at `at`. */
static void random_shape(imp_rng *r, const vec2 at, imp_flat_body *b) {
  int kind = (int)(imp_rng_next(r) % 3);
  if (kind == 0) {
    float radius = (float)imp_rng_uniform(r, 0.3, 0.55);
    imp_flat_circle(b, at, radius, GLM_PIf * radius * radius);
  } else if (kind == 1) {
    float w = (float)imp_rng_uniform(r, 0.5, 1.2), h = (float)imp_rng_uniform(r, 0.4, 1.0);
    imp_flat_rectangle(b, at, w, h, w * h);
  } else {
    int sides = 3 + (int)(imp_rng_next(r) % 4);
    float radius = (float)imp_rng_uniform(r, 0.4, 0.6);
    vec2 v[6];
    for (int i = 0; i < sides; i++) {
      float phi = 2.0f * GLM_PIf * (float)i / (float)sides;
      v[i][0] = radius * cosf(phi);
      v[i][1] = radius * sinf(phi);
    }
    float area = 0.5f * (float)sides * radius * radius * sinf(2.0f * GLM_PIf / (float)sides);
    imp_flat_polygon(b, at, v, sides, area);
  }
  b->angle = (float)imp_rng_uniform(r, -GLM_PI, GLM_PI);
  b->velocity[0] = (float)imp_rng_uniform(r, -1, 1);
  b->velocity[1] = (float)imp_rng_uniform(r, -1, 1);
  imp_flat_update(b);
}

/* The container and `count` shapes in rows of five, from 2 m up. */
static void build_pile(imp_flat_world *w, imp_flat_body *storage, int count,
                       unsigned long seed) {
  imp_flat_world_init(w, storage, PILE_WALLS + PILE_MAX);
  add_container(w);
  imp_rng r = imp_rng_seed(seed);
  for (int i = 0; i < count; i++) {
    vec2 at = {-4.4f + 2.2f * (float)(i % 5) + (float)imp_rng_uniform(&r, -0.3, 0.3),
               2.0f + 1.6f * (float)(i / 5)};
    imp_flat_body b;
    random_shape(&r, at, &b);
    imp_flat_world_add(w, &b);
  }
}
#line 2668 "chapters/07-flatland.nw"
enum { PYRAMID_MAX_BASE = 10 };

/* base boxes at the bottom, one fewer in each row up, exactly touching. */
static void build_pyramid(imp_flat_world *w, imp_flat_body *storage, int base) {
  imp_flat_world_init(w, storage, PILE_WALLS + PYRAMID_MAX_BASE * (PYRAMID_MAX_BASE + 1) / 2);
  add_container(w);
  for (int row = 0; row < base; row++)
    for (int i = 0; i < base - row; i++) {
      imp_flat_body box;
      vec2 at = {(float)i - 0.5f * (float)(base - row - 1), 0.5f + (float)row};
      imp_flat_rectangle(&box, at, 1.0f, 1.0f, 1.0f);
      imp_flat_world_add(w, &box);
    }
}
#line 2642 "chapters/07-flatland.nw"
static const char *const scene_friction[] = {"coulomb", "ratio", NULL};

static void set_scene_step(imp_flat_world *w, const imp_args *args) {
  imp_flat_world_set(w, w->step, (int)imp_arg_long(args, "relaxation"),
                     (float)imp_arg(args, "rate"));
  w->friction = imp_arg_choice(args, "friction") ? IMP_FLAT_RATIO : IMP_FLAT_COULOMB;
}

#line 2779 "chapters/07-flatland.nw"
static const char *const shapes_scenes[] = {"pile", "pyramid", NULL};

static const imp_param shapes_params[] = {
    {"scene", IMP_CHOICE, "", 0, 0, 0, shapes_scenes, "which scene: pile or pyramid"},
    {"count", IMP_INTEGER, "", 20, 1, PILE_MAX, NULL, "the pile's number of shapes"},
    {"seed", IMP_INTEGER, "", 1, 0, 1e9, NULL, "the pile's seed"},
    {"base", IMP_INTEGER, "", 5, 1, PYRAMID_MAX_BASE, NULL, "the pyramid's bottom row"},
    
#line 2636 "chapters/07-flatland.nw"
{"relaxation", IMP_INTEGER, "", 15, 1, 1000, NULL, "correction passes per step"},
{"rate", IMP_REAL, "", 0.8, 0.01, 1.0, NULL, "fraction of the depth a pass removes"},
{"friction", IMP_CHOICE, "", 0, 0, 0, scene_friction, "friction model: coulomb or ratio"},
#line 2787 "chapters/07-flatland.nw"
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

static void shapes_run(const imp_args *args, const imp_sink *sink) {
  imp_flat_body storage[PILE_WALLS + PILE_MAX];
  imp_flat_world world;
  if (imp_arg_choice(args, "scene") == 0)
    build_pile(&world, storage, (int)imp_arg_long(args, "count"),
               (unsigned long)imp_arg_long(args, "seed"));
  else
    build_pyramid(&world, storage, (int)imp_arg_long(args, "base"));
  set_scene_step(&world, args);
  long steps = imp_arg_long(args, "steps");
  long every = lround(imp_arg(args, "every") / world.step);
  if (every < 1) every = 1;
  for (long n = 0;; n++) {
    if (n % every == 0) emit_shapes(&world, n * (double)world.step, sink);
    if (n == steps) break;
    imp_flat_world_step(&world);
  }
}

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
