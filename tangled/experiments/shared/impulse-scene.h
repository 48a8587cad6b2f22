#line 2578 "chapters/11-impulses.nw"
/* impulse-scene.h: a world of the ground and one body, stepped with chapter
 * 11's resolver; shared by chapter 11's experiments and checks. */
#ifndef IMPULSE_SCENE_H
#define IMPULSE_SCENE_H

#include <imp/impulse.h>
#include <imp/world.h>
#include <stdbool.h>

typedef struct impulse_scene {
  imp_world world;  /* body 0 the ground, body 1 the dropped body */
  void *memory;
  uint32_t body;
} impulse_scene;

/* A world with chapter 11's resolve stage at its defaults, holding the
 * ground (the plane y = 0 on a static body, restitution 0) and a copy of
 * body with count shapes; false if memory runs out or the world refuses
 * something. */
bool impulse_scene_build(const imp_body *body, const imp_shape_def *shapes, int count,
                         impulse_scene *dest);
void impulse_scene_free(impulse_scene *s);

#endif
