#line 2882 "chapters/07-flatland.nw"
/* flat-scene.h: the scenes of the pile and the pyramid, which the
 * experiments flat-pile, flat-pyramid and flat-shapes share (chapter 7), and
 * chapter 17's stack-pile, stack-pyramid and stack-shapes. */
#ifndef IMP_FLAT_SCENE_H
#define IMP_FLAT_SCENE_H

#include "harness.h"

#include <imp/flat.h>

enum {
  IMP_FLAT_SCENE_WALLS = 3, /* the floor and two walls come first in a scene */
  IMP_FLAT_PILE_MAX = 60,   /* shapes in a pile, at most */
  IMP_FLAT_PYRAMID_MAX_BASE = 10,
  IMP_FLAT_PYRAMID_MAX_BOXES = IMP_FLAT_PYRAMID_MAX_BASE * (IMP_FLAT_PYRAMID_MAX_BASE + 1) / 2,
};

/* Add the static floor (top at y = 0, 14 m wide) and walls (inner faces at
 * x = -6 and 6 m, 12 m high) to w. */
void imp_flat_scene_container(imp_flat_world *w);
/* Make *w, in `storage` of IMP_FLAT_SCENE_WALLS + IMP_FLAT_PILE_MAX bodies,
 * the container and `count` random shapes drawn from `seed`. */
void imp_flat_scene_pile(imp_flat_world *w, imp_flat_body *storage, int count,
                         unsigned long seed);
/* Make *w, in `storage` of IMP_FLAT_SCENE_WALLS + IMP_FLAT_PYRAMID_MAX_BOXES
 * bodies, the container and a pyramid of unit boxes `base` wide. */
void imp_flat_scene_pyramid(imp_flat_world *w, imp_flat_body *storage, int base);

/* The rows of a parameter table that set a scene's step, and the function
 * that reads them into a world. */
extern const char *const imp_flat_scene_friction[];
#define IMP_FLAT_SCENE_STEP_PARAMS                                                      \
  {"relaxation", IMP_INTEGER, "", 15, 1, 1000, NULL, "correction passes per step"},     \
  {"rate", IMP_REAL, "", 0.8, 0.01, 1.0, NULL, "fraction of the depth a pass removes"}, \
  {"friction", IMP_CHOICE, "", 0, 0, 0, imp_flat_scene_friction,                        \
   "friction model: coulomb or ratio"}
void imp_flat_scene_set_step(imp_flat_world *w, const imp_args *args);

/* The rows of a parameter table that choose the pile (of `count` shapes from
 * `seed`) or the pyramid (`base` wide), the first by default if DEFAULT is
 * 0, and the function that builds the chosen one in `storage` of
 * IMP_FLAT_SCENE_WALLS + IMP_FLAT_PILE_MAX bodies. */
extern const char *const imp_flat_scene_names[];
#define IMP_FLAT_SCENE_CHOICE_PARAMS(DEFAULT)                                                    \
  {"scene", IMP_CHOICE, "", DEFAULT, 0, 0, imp_flat_scene_names, "which scene: pile or pyramid"}, \
  {"count", IMP_INTEGER, "", 20, 1, IMP_FLAT_PILE_MAX, NULL, "the pile's number of shapes"},     \
  {"seed", IMP_INTEGER, "", 1, 0, 1e9, NULL, "the pile's seed"},                                 \
  {"base", IMP_INTEGER, "", 5, 1, IMP_FLAT_PYRAMID_MAX_BASE, NULL, "the pyramid's bottom row"}
void imp_flat_scene_chosen(imp_flat_world *w, imp_flat_body *storage, const imp_args *args);

/* The snapshot of w at time t, drawn by the scene pictures: a row per edge of
 * each polygon and per circle, in the columns imp_flat_scene_shape_columns
 * (t, body, kind, x0, y0, x1, y1, r). */
enum { IMP_FLAT_SHAPES_COLUMNS = 8 };
extern const imp_column imp_flat_scene_shape_columns[IMP_FLAT_SHAPES_COLUMNS];
void imp_flat_scene_emit_shapes(const imp_flat_world *w, double t, const imp_sink *sink);

#endif
