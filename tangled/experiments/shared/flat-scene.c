#line 2874 "chapters/07-flatland.nw"
/* flat-scene.c: the scenes of the pile and the pyramid (chapter 7). */
#include "flat-scene.h"
#include "random.h"

#include <math.h>
#line 2947 "chapters/07-flatland.nw"
void imp_flat_scene_container(imp_flat_world *w) {
  imp_flat_body part;
  imp_flat_rectangle((vec2){0.0f, -0.5f}, 14.0f, 1.0f, 0.0f, &part);
  imp_flat_world_add(w, &part);
  imp_flat_rectangle((vec2){-6.5f, 6.0f}, 1.0f, 12.0f, 0.0f, &part);
  imp_flat_world_add(w, &part);
  imp_flat_rectangle((vec2){6.5f, 6.0f}, 1.0f, 12.0f, 0.0f, &part);
  imp_flat_world_add(w, &part);
}
#line 2959 "chapters/07-flatland.nw"
/* One random shape about a metre across, density 1 kg/m^2, at `at`. */
static void random_pile_shape(imp_rng *r, const vec2 at, imp_flat_body *b) {
  int kind = (int)(imp_rng_next(r) % 3);
  if (kind == 0) {
    float radius = (float)imp_rng_uniform(r, 0.3, 0.55);
    imp_flat_circle(at, radius, GLM_PIf * radius * radius, b);
  } else if (kind == 1) {
    float w = (float)imp_rng_uniform(r, 0.5, 1.2), h = (float)imp_rng_uniform(r, 0.4, 1.0);
    imp_flat_rectangle(at, w, h, w * h, b);
  } else {
    int sides = 3 + (int)(imp_rng_next(r) % 4);
    float radius = (float)imp_rng_uniform(r, 0.4, 0.6);
    vec2 v[6];
    
#line 3139 "chapters/07-flatland.nw"
for (int i = 0; i < sides; i++) { /* counter-clockwise from the x axis */
  float phi = 2.0f * GLM_PIf * (float)i / (float)sides;
  v[i][0] = radius * cosf(phi);
  v[i][1] = radius * sinf(phi);
}
#line 2973 "chapters/07-flatland.nw"
    float area = 0.5f * (float)sides * radius * radius * sinf(2.0f * GLM_PIf / (float)sides);
    imp_flat_polygon(at, v, sides, area, b);
  }
  b->angle = (float)imp_rng_uniform(r, -GLM_PI, GLM_PI);
  b->velocity[0] = (float)imp_rng_uniform(r, -1, 1);
  b->velocity[1] = (float)imp_rng_uniform(r, -1, 1);
  imp_flat_update(b);
}

/* The container and `count` shapes in rows of five, from 2 m up. */
void imp_flat_scene_pile(imp_flat_world *w, imp_flat_body *storage, int count,
                         unsigned long seed) {
  imp_flat_world_init(w, storage, IMP_FLAT_SCENE_WALLS + IMP_FLAT_PILE_MAX);
  imp_flat_scene_container(w);
  imp_rng r = imp_rng_seed(seed);
  for (int i = 0; i < count; i++) {
    vec2 at = {-4.4f + 2.2f * (float)(i % 5) + (float)imp_rng_uniform(&r, -0.3, 0.3),
               2.0f + 1.6f * (float)(i / 5)};
    imp_flat_body b;
    random_pile_shape(&r, at, &b);
    imp_flat_world_add(w, &b);
  }
}
#line 3147 "chapters/07-flatland.nw"
/* base boxes at the bottom, one fewer in each row up, exactly touching. */
void imp_flat_scene_pyramid(imp_flat_world *w, imp_flat_body *storage, int base) {
  imp_flat_world_init(w, storage, IMP_FLAT_SCENE_WALLS + IMP_FLAT_PYRAMID_MAX_BOXES);
  imp_flat_scene_container(w);
  for (int row = 0; row < base; row++)
    for (int i = 0; i < base - row; i++) {
      imp_flat_body box;
      vec2 at = {(float)i - 0.5f * (float)(base - row - 1), 0.5f + (float)row};
      imp_flat_rectangle(at, 1.0f, 1.0f, 1.0f, &box);
      imp_flat_world_add(w, &box);
    }
}
#line 3116 "chapters/07-flatland.nw"
const char *const imp_flat_scene_friction[] = {"coulomb", "ratio", NULL};

void imp_flat_scene_set_step(imp_flat_world *w, const imp_args *args) {
  imp_flat_world_set(w, w->step, (int)imp_arg_long(args, "relaxation"),
                     (float)imp_arg(args, "rate"));
  w->friction = imp_arg_choice(args, "friction") ? IMP_FLAT_RATIO : IMP_FLAT_COULOMB;
}
#line 3299 "chapters/07-flatland.nw"
const char *const imp_flat_scene_names[] = {"pile", "pyramid", NULL};

void imp_flat_scene_chosen(imp_flat_world *w, imp_flat_body *storage, const imp_args *args) {
  _Static_assert(IMP_FLAT_PYRAMID_MAX_BOXES <= IMP_FLAT_PILE_MAX, "storage for either scene");
  if (imp_arg_choice(args, "scene") == 0)
    imp_flat_scene_pile(w, storage, (int)imp_arg_long(args, "count"),
                        (unsigned long)imp_arg_long(args, "seed"));
  else
    imp_flat_scene_pyramid(w, storage, (int)imp_arg_long(args, "base"));
}

const imp_column imp_flat_scene_shape_columns[IMP_FLAT_SHAPES_COLUMNS] = {
    {"t", "s", "the instant of the snapshot"},
    {"body", "", "index of the body (0 to 2: the floor and the walls)"},
    {"kind", "", "0: a circle's row, 1: a polygon's edge"},
    {"x0", "m", "x of the edge's start, or of the circle's centre"},
    {"y0", "m", "y of the edge's start, or of the circle's centre"},
    {"x1", "m", "x of the edge's end, or of the end of the circle's spoke"},
    {"y1", "m", "y of the edge's end, or of the end of the circle's spoke"},
    {"r", "m", "the circle's radius; 0 for an edge"},
};

void imp_flat_scene_emit_shapes(const imp_flat_world *w, double t, const imp_sink *sink) {
  for (size_t i = 0; i < w->count; i++) {
    const imp_flat_body *b = &w->bodies[i];
    if (b->kind == IMP_FLAT_CIRCLE) {
      double x = b->position[0], y = b->position[1], r = b->radius;
      double row[IMP_FLAT_SHAPES_COLUMNS] = {t, (double)i, 0, x, y, x + r * cos(b->angle),
                                             y + r * sin(b->angle), r};
      imp_emit(sink, row);
      continue;
    }
    for (int k = 0; k < b->count; k++) {
      const float *p = b->vertex[k], *q = b->vertex[(k + 1) % b->count];
      double row[IMP_FLAT_SHAPES_COLUMNS] = {t, (double)i, 1, p[0], p[1], q[0], q[1], 0};
      imp_emit(sink, row);
    }
  }
}
