#line 2556 "chapters/07-flatland.nw"
/* flat-pile: mixed shapes dropped into a box settle (chapter 7). */
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
#line 2642 "chapters/07-flatland.nw"
static const char *const scene_friction[] = {"coulomb", "ratio", NULL};

static void set_scene_step(imp_flat_world *w, const imp_args *args) {
  imp_flat_world_set(w, w->step, (int)imp_arg_long(args, "relaxation"),
                     (float)imp_arg(args, "rate"));
  w->friction = imp_arg_choice(args, "friction") ? IMP_FLAT_RATIO : IMP_FLAT_COULOMB;
}

#line 2567 "chapters/07-flatland.nw"
static const imp_param pile_params[] = {
    {"count", IMP_INTEGER, "", 20, 1, PILE_MAX, NULL, "number of shapes"},
    {"seed", IMP_INTEGER, "", 1, 0, 1e9, NULL, "seed of the shapes and their places"},
    
#line 2636 "chapters/07-flatland.nw"
{"relaxation", IMP_INTEGER, "", 15, 1, 1000, NULL, "correction passes per step"},
{"rate", IMP_REAL, "", 0.8, 0.01, 1.0, NULL, "fraction of the depth a pass removes"},
{"friction", IMP_CHOICE, "", 0, 0, 0, scene_friction, "friction model: coulomb or ratio"},
#line 2571 "chapters/07-flatland.nw"
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

/* The lowest point of a body: a polygon's lowest vertex, a circle's bottom. */
static float lowest_point(const imp_flat_body *b) {
  if (b->kind == IMP_FLAT_CIRCLE) return b->position[1] - b->radius;
  float low = b->vertex[0][1];
  for (int i = 1; i < b->count; i++) low = fminf(low, b->vertex[i][1]);
  return low;
}

static void pile_run(const imp_args *args, const imp_sink *sink) {
  imp_flat_body storage[PILE_WALLS + PILE_MAX];
  imp_flat_world world;
  build_pile(&world, storage, (int)imp_arg_long(args, "count"),
             (unsigned long)imp_arg_long(args, "seed"));
  set_scene_step(&world, args);
  long steps = imp_arg_long(args, "steps");
  double mass = 0, fall = -world.gravity[1] * world.step; /* g h */
  for (size_t i = PILE_WALLS; i < world.count; i++) mass += 1.0 / world.bodies[i].inverse_mass;
  for (long n = 0;; n++) {
    double ke = 0, pe = 0, lowest = INFINITY, outside = 0;
    for (size_t i = PILE_WALLS; i < world.count; i++) {
      const imp_flat_body *b = &world.bodies[i];
      ke += imp_flat_kinetic_energy(b);
      pe += -world.gravity[1] * b->position[1] / b->inverse_mass;
      lowest = fmin(lowest, lowest_point(b));
      outside += b->position[1] < 0.0f || fabsf(b->position[0]) > 6.0f;
    }
    double row[PILE_COLUMNS] = {n * (double)world.step, ke, pe, 0.5 * mass * fall * fall,
                                imp_flat_world_deepest(&world), lowest, outside};
    imp_emit(sink, row);
    if (n == steps) break;
    imp_flat_world_step(&world);
  }
}

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
