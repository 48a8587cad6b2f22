#line 1258 "chapters/09-broadphase.nw"
/* cube-room.h: the room of moving cubes shared by chapter 9's checks, its
 * sweep experiment and its benchmark. */
#ifndef IMP_CUBE_ROOM_H
#define IMP_CUBE_ROOM_H

#include "random.h"

#include <imp/aabb.h>
#include <math.h>
#include <stdbool.h>
#include <stdlib.h>

#line 1170 "chapters/09-broadphase.nw"
typedef struct cube_room {
  size_t count;
  float side;
  vec3 size;              /* the room: centres stay in [0, size] on each axis */
  vec3 *centre, *velocity;
  imp_aabb *boxes;        /* the cubes' boxes, current after every change */
} cube_room;

#line 1212 "chapters/09-broadphase.nw"
static inline bool cube_room_alloc(cube_room *room, size_t count) {
  *room = (cube_room){.count = count};
  room->centre = malloc((count + 1) * sizeof *room->centre);
  room->velocity = malloc((count + 1) * sizeof *room->velocity);
  room->boxes = malloc((count + 1) * sizeof *room->boxes);
  return room->centre && room->velocity && room->boxes;
}

static inline void cube_room_free(cube_room *room) {
  free(room->centre);
  free(room->velocity);
  free(room->boxes);
}

static inline void cube_room_box(cube_room *room, size_t i) {
  for (int k = 0; k < 3; k++) {
    room->boxes[i].min[k] = room->centre[i][k] - 0.5f * room->side;
    room->boxes[i].max[k] = room->centre[i][k] + 0.5f * room->side;
  }
}

static inline void cube_room_place(cube_room *room, imp_rng *r, size_t i) {
  for (int k = 0; k < 3; k++)
    room->centre[i][k] = (float)imp_rng_uniform(r, 0, room->size[k]);
  cube_room_box(room, i);
}

#line 1180 "chapters/09-broadphase.nw"
/* Every cube at a random place, moving at speed in a random direction. */
static inline void cube_room_fill(cube_room *room, imp_rng *r, float side, vec3 size,
                                  float speed) {
  room->side = side;
  glm_vec3_copy(size, room->size);
  for (size_t i = 0; i < room->count; i++) {
    double direction[3];
    imp_rng_direction(r, direction);
    for (int k = 0; k < 3; k++) room->velocity[i][k] = (float)(speed * direction[k]);
    cube_room_place(room, r, i);
  }
}

#line 1241 "chapters/09-broadphase.nw"
/* The benchmark's room: count cubes of side 1 m moving at speed in a cube
 * of side 2 N^(1/3) m, so that they fill an eighth of it. */
static inline bool cube_room_open(cube_room *room, imp_rng *r, size_t count, float speed) {
  if (!cube_room_alloc(room, count)) return false;
  float length = 2.0f * cbrtf((float)count);
  cube_room_fill(room, r, 1.0f, (vec3){length, length, length}, speed);
  return true;
}

/* Teleport how_many cubes, chosen at random, to random places. */
static inline void cube_room_scatter(cube_room *room, imp_rng *r, size_t how_many) {
  for (size_t m = 0; m < how_many; m++)
    cube_room_place(room, r, (size_t)imp_rng_uniform(r, 0, (double)room->count));
}

#line 1195 "chapters/09-broadphase.nw"
static inline void cube_room_step(cube_room *room, float dt) {
  for (size_t i = 0; i < room->count; i++) {
    for (int k = 0; k < 3; k++) {
      float *c = &room->centre[i][k], *v = &room->velocity[i][k], wall = room->size[k];
      *c += *v * dt;
      if (*c < 0.0f || *c > wall) {
        *c = *c < 0.0f ? -*c : 2.0f * wall - *c;
        *v = -*v;
        *c = glm_clamp(*c, 0.0f, wall); /* a step longer than the room */
      }
    }
    cube_room_box(room, i);
  }
}

#line 1272 "chapters/09-broadphase.nw"
#endif
