#line 2662 "chapters/11-impulses.nw"
/* ruler.h: the three bodies of the ruler drop (chapter 11), shared by the
 * experiment and the checks. */
#ifndef IMPULSE_RULER_H
#define IMPULSE_RULER_H

#include <imp/impulse.h>
#include <stdbool.h>

#include "shared/impulse-scene.h"

enum { RULER_SPHERE, RULER_ROD, RULER_DUMBBELL };

/* A body of kind RULER_*, 1 kg, 1 m, turned by angle_deg about z, its lower
 * end (kept in end, body coordinates) on the ground y = 0; returns its moment
 * of inertia about z. */
double ruler_make(int kind, float angle_deg, imp_body *b, vec3 end);
/* The world of the ground and that body with its shapes, the restitution e,
 * the lowest point of its shapes on the ground; false if that fails. */
bool ruler_scene_build(int kind, float angle_deg, float e, impulse_scene *dest, vec3 end);
/* Vertical velocity of b's material at the body point end. */
double ruler_end_velocity(const imp_body *b, const vec3 end);

#endif
