#line 1700 "chapters/14-solver.nw"
/* solver-scene.h: stacks and pyramids of unit boxes on the ground, for
 * chapter 14's experiments, checks and benchmark. */
#ifndef SOLVER_SCENE_H
#define SOLVER_SCENE_H

#include <imp/solver.h>
#include "shared/resting-scene.h"

/* A scene of chapter 12 with the stage "solver" under *settings (kept by
 * pointer: it must outlive the scene) and room for `bodies` boxes. */
bool solver_scene_build(uint32_t bodies, float mu, const imp_solver_settings *settings,
                        resting_scene *dest);
/* A stack of count unit boxes at (x, 0, z); *top is the top box's index. */
bool solver_stack(resting_scene *s, long count, float x, float z, float mu, uint32_t *top);
/* A pyramid of rows of unit boxes, `base` in the bottom row; *top as above. */
bool solver_pyramid(resting_scene *s, long base, float mu, uint32_t *top);
/* Boxes in a pyramid of that base. */
#define SOLVER_PYRAMID_BOXES(base) ((base) * ((base) + 1) / 2)

#endif
