#line 2685 "chapters/07-flatland.nw"
/* flat-pyramid: a pyramid of boxes, standing or not (chapter 7). */
#include "harness.h"

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

#line 2695 "chapters/07-flatland.nw"
static const imp_param pyramid_params[] = {
    {"base", IMP_INTEGER, "", 5, 1, PYRAMID_MAX_BASE, NULL, "boxes in the bottom row"},
    
#line 2636 "chapters/07-flatland.nw"
{"relaxation", IMP_INTEGER, "", 15, 1, 1000, NULL, "correction passes per step"},
{"rate", IMP_REAL, "", 0.8, 0.01, 1.0, NULL, "fraction of the depth a pass removes"},
{"friction", IMP_CHOICE, "", 0, 0, 0, scene_friction, "friction model: coulomb or ratio"},
#line 2698 "chapters/07-flatland.nw"
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

static void pyramid_run(const imp_args *args, const imp_sink *sink) {
  imp_flat_body storage[PILE_WALLS + PYRAMID_MAX_BASE * (PYRAMID_MAX_BASE + 1) / 2];
  vec2 start[PYRAMID_MAX_BASE * (PYRAMID_MAX_BASE + 1) / 2];
  imp_flat_world world;
  build_pyramid(&world, storage, (int)imp_arg_long(args, "base"));
  set_scene_step(&world, args);
  for (size_t i = PILE_WALLS; i < world.count; i++)
    glm_vec2_copy(world.bodies[i].position, start[i - PILE_WALLS]);
  long steps = imp_arg_long(args, "steps");
  for (long n = 0;; n++) {
    double height = 0, moved = 0, ke = 0;
    for (size_t i = PILE_WALLS; i < world.count; i++) {
      const imp_flat_body *b = &world.bodies[i];
      for (int k = 0; k < b->count; k++) height = fmax(height, b->vertex[k][1]);
      moved = fmax(moved, glm_vec2_distance(start[i - PILE_WALLS], (float *)b->position));
      ke += imp_flat_kinetic_energy(b);
    }
    double row[PYRAMID_COLUMNS] = {n * (double)world.step, height, moved, ke,
                                   imp_flat_world_deepest(&world)};
    imp_emit(sink, row);
    if (n == steps) break;
    imp_flat_world_step(&world);
  }
}

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
