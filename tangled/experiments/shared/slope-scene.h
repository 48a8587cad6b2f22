#line 2172 "chapters/12-resting.nw"
/* slope-scene.h: a box at rest on a tilted plane, shared by chapter 12's
 * incline and chapter 14's incline3d. */
#ifndef SLOPE_SCENE_H
#define SLOPE_SCENE_H

#include "harness.h"
#include "shared/resting-scene.h"

typedef struct slope_scene {
  resting_scene scene; /* body 0 the plane */
  uint32_t box;        /* a box of side 1 m and mass 1 kg */
  vec3 start;          /* its centre as set down, m */
  vec3 downhill;       /* unit vector down the slope */
} slope_scene;

/* The plane tilted by theta (rad) about z, friction mu on plane and box, the
 * stage `resolver` with its `settings` (NULL: the stage's defaults), gravity
 * 9.81 m/s^2 down. False if the scene cannot be built; free it either way. */
bool slope_scene_build(double theta, float mu, const char *resolver, const void *settings,
                       slope_scene *dest);
/* Step the scene `steps` times by dt, emitting a row of slope_columns at
 * the start and after each step; a is the predicted acceleration down the
 * slope (m/s^2). */
void slope_scene_run(slope_scene *s, double a, float dt, long steps, const imp_sink *sink);

enum { SLOPE_T, SLOPE_S, SLOPE_V, SLOPE_S_PRED, SLOPE_V_PRED, SLOPE_COLUMNS };
extern const imp_column slope_columns[SLOPE_COLUMNS];

#endif
