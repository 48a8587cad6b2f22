#line 1604 "chapters/16-which-solver.nw"
/* which-cards: a house of cards under the comparison's stages (chapter 16). */
#line 1724 "chapters/16-which-solver.nw"
#include "harness.h"

#include <math.h>
#include <string.h>

#include "shared/which-scene.h"

#define CARD_MASS 1.0f         /* kg */
#define CARD_LENGTH 1.0f       /* m: along the card's height */
#define CARD_WIDTH 0.7f        /* m: along z, the depth of the house */
#define CARD_THICKNESS 0.02f   /* m */
#define CARD_GAP 0.02f         /* m: between the feet of neighbouring frames */
#define CARD_MOVED 0.05f       /* m: a card further than this from its start has moved */
/* Cards in a house of this many levels. */
#define CARDS_IN_HOUSE(levels) ((levels) * ((levels) + 1) + (levels) * ((levels) - 1) / 2)

static const imp_param which_cards_params[] = {
    {"levels", IMP_INTEGER, "", 4, 1, 8, NULL, "storeys of the house"},
    {"mu", IMP_REAL, "", 0.7, 0.0, 2.0, NULL, "friction of the cards and the floor"},
    {"angle", IMP_REAL, "deg", 65.0, 30.0, 85.0, NULL, "a leaning card's angle from the floor"},
    WHICH_COMMON_PARAMS(5.0),
};

static const imp_column which_cards_columns[] = {
    WHICH_COLUMN_ROWS,
    {"top", "m", "height of the highest card's centre"},
    {"moved", "", "cards more than 5 cm from where they started"},
};
#line 1617 "chapters/16-which-solver.nw"
/* A card leaning at theta towards +x (side -1, the left card) or -x (side +1),
 * its lowest edge set into `floor`, its inner top edge at x = apex, pressed. */
static bool lean_card(which_scene *s, const imp_shape *card, float mu, float theta,
                      float apex, float floor, float side) {
  float c = cosf(theta), sn = sinf(theta), turn = side * (0.5f * GLM_PIf - theta);
  vec3 centre = {apex + side * (0.5f * CARD_THICKNESS * sn + 0.5f * CARD_LENGTH * c -
                                0.5f * RESTING_SET_DEPTH),
                 floor - RESTING_SET_DEPTH + 0.5f * CARD_THICKNESS * c +
                     0.5f * CARD_LENGTH * sn,
                 0.0f};
  uint32_t index;
  return resting_scene_add(&s->scene, card, CARD_MASS, centre,
                           (versor){0.0f, 0.0f, sinf(0.5f * turn), cosf(0.5f * turn)}, mu, 0.0f,
                           &index);
}
#line 1639 "chapters/16-which-solver.nw"
/* A card flat, long side along x, centred at x, its lower face set into `bottom`. */
static bool flat_card(which_scene *s, const imp_shape *card, float mu, float x, float bottom) {
  float half = 0.5f * 0.5f * GLM_PIf; /* a quarter turn about z, halved */
  uint32_t index;
  return resting_scene_add(&s->scene, card, CARD_MASS,
                           (vec3){x, bottom - RESTING_SET_DEPTH + 0.5f * CARD_THICKNESS, 0.0f},
                           (versor){0.0f, 0.0f, sinf(half), cosf(half)}, mu, 0.0f, &index);
}
#line 1659 "chapters/16-which-solver.nw"
static bool build_house(which_scene *s, long levels, float theta, float mu) {
  imp_shape card;
  imp_shape_box((vec3){0.5f * CARD_THICKNESS, 0.5f * CARD_LENGTH, 0.5f * CARD_WIDTH}, &card);
  float period = 2.0f * (CARD_LENGTH * cosf(theta) + CARD_THICKNESS * sinf(theta)) + CARD_GAP;
  float rise = CARD_LENGTH * sinf(theta) + CARD_THICKNESS * cosf(theta) - RESTING_SET_DEPTH;
  float floor = 0.0f, left = 0.0f;
  bool built = true;
  for (long level = 0; level < levels; level++) {
    long frames = levels - level;
    for (long k = 0; k < frames && built; k++) {
      float apex = left + (float)k * period;
      built = lean_card(s, &card, mu, theta, apex, floor, -1.0f) &&
              lean_card(s, &card, mu, theta, apex, floor, 1.0f) &&
              (k + 1 == frames || flat_card(s, &card, mu, apex + 0.5f * period, floor + rise));
    }
    floor += rise - RESTING_SET_DEPTH + CARD_THICKNESS; /* the flat cards' top */
    left += 0.5f * period;
  }
  return built;
}
#line 1703 "chapters/16-which-solver.nw"
/* which_run's rows, with the top card's height and the cards moved added. */
typedef struct cards_sink {
  const imp_sink *out;
  const which_scene *s;
} cards_sink;

static void cards_row(void *context, const double *values) {
  const cards_sink *c = context;
  const imp_world *w = &c->s->scene.world;
  double row[WHICH_COLUMNS + 2], top = 0.0, moved = 0.0;
  memcpy(row, values, sizeof(double) * WHICH_COLUMNS);
  for (uint32_t i = 1; i < w->body_count; i++) {
    top = fmax(top, w->bodies[i].position[1]);
    moved += glm_vec3_distance(w->bodies[i].position, c->s->rest[i]) > CARD_MOVED;
  }
  row[WHICH_COLUMNS] = top, row[WHICH_COLUMNS + 1] = moved;
  imp_emit(c->out, row);
}
#line 1686 "chapters/16-which-solver.nw"
static void which_cards_run(const imp_args *args, const imp_sink *sink) {
  long levels = imp_arg_long(args, "levels");
  float mu = (float)imp_arg(args, "mu");
  float theta = (float)imp_arg(args, "angle") * GLM_PIf / 180.0f;
  which_scene s;
  if (which_scene_from(args, (uint32_t)CARDS_IN_HOUSE(levels), mu, (vec3){0.0f, -9.81f, 0.0f},
                       &s) &&
      build_house(&s, levels, theta, mu)) {
    which_scene_ready(&s);
    cards_sink own = {sink, &s};
    which_run(&s, args, &(imp_sink){cards_row, &own});
  }
  which_scene_free(&s);
}
#line 1755 "chapters/16-which-solver.nw"
const imp_experiment imp_which_cards = {
    .name = "which-cards",
    .chapter = 16,
    .summary = "a house of cards under pgs, ngs or the soft step: which stands",
    .params = which_cards_params,
    .param_count = sizeof which_cards_params / sizeof *which_cards_params,
    .columns = which_cards_columns,
    .column_count = sizeof which_cards_columns / sizeof *which_cards_columns,
    .run = which_cards_run,
};
