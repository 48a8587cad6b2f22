#line 2019 "chapters/12-resting.nw"
/* resting-scene.h: the ground and bodies on it, stepped with chapter 12's
 * resolve stage; shared by chapter 12's experiments, checks and benchmark. */
#ifndef RESTING_SCENE_H
#define RESTING_SCENE_H

#include <imp/friction.h>
#include <imp/sleep.h>
#include <imp/world.h>
#include <stdbool.h>

typedef struct resting_scene {
  imp_world world;  /* body 0 the ground */
  void *memory;
  vec3 gravity;     /* every body's acceleration, m/s^2 */
} resting_scene;

/* A world with room for `bodies` bodies besides the ground, the stage
 * `resolver` (a name in the world's table), and the ground: the plane
 * through the origin with unit normal `up`, friction mu, restitution 0.
 * False if memory runs out or the world refuses something. */
bool resting_scene_build(uint32_t bodies, const char *resolver, const vec3 up, float mu,
                         const vec3 gravity, resting_scene *dest);
/* Add a body of this shape (a box or a sphere) and mass, at rest at the
 * pose, with friction mu and restitution e; *index is its index. */
bool resting_scene_add(resting_scene *s, const imp_shape *shape, float mass,
                       const vec3 position, const versor orientation, float mu, float e,
                       uint32_t *index);
void resting_scene_free(resting_scene *s);
/* The deepest point of the world's contacts as last found (0 if none), m. */
double resting_deepest(const imp_world *w);

/* How far a body set down on another starts inside it: half the friction
 * stage's default slop, so that its contact points persist (m). */
#define RESTING_SET_DEPTH 0.001f

#endif
