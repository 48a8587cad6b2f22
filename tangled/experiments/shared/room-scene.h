#line 1136 "chapters/10-world.nw"
/* room-scene.h: chapter 10's room of falling spheres, capsules and boxes,
 * shared by its experiments, its checks and its benchmark. */
#ifndef IMP_ROOM_SCENE_H
#define IMP_ROOM_SCENE_H

#include "harness.h"

#include <imp/world.h>
#include <stdbool.h>

typedef struct room_options {
  uint32_t count;        /* bodies dropped */
  uint64_t seed;         /* of their kinds' sizes, places and orientations */
  float side;            /* m: the room's floor is side x side */
  float size;            /* m: the largest half extent of a body */
  float height;          /* m: the lowest bodies' centres start this high */
  float restitution;     /* of every shape */
  float gravity;         /* m/s^2, along -y */
  float density;         /* kg/m^3 */
  imp_resolve_fn resolve;
} room_options;

typedef struct room_scene {
  room_options options;
  imp_world world;       /* body 0 is the room, bodies 1..count the dropped */
  void *memory;
} room_scene;

/* The defaults of the room experiment. */
void room_default_options(room_options *dest);
/* Build the room and drop the bodies into it, on a grid of cells 3 size
 * wide, in layers: false if memory runs out or an option is refused. */
bool room_scene_build(const room_options *o, room_scene *dest);
void room_scene_free(room_scene *s);
/* The potential energy m g y, summed, with the floor at y = 0 (J). */
double room_potential_energy(const room_scene *s);
#line 1321 "chapters/10-world.nw"
/* The parameters both room experiments take, and reading them. */
#define ROOM_PARAMS                                                                  \
  {"count", IMP_INTEGER, "", 60, 1, 5000, NULL, "number of bodies dropped"},         \
  {"seed", IMP_INTEGER, "", 1, 0, 1e9, NULL, "seed of their sizes and orientations"}, \
  {"e", IMP_REAL, "", 0.3, 0.0, 1.0, NULL, "restitution of every shape"},            \
  {"dt", IMP_REAL, "s", 0.01, 1e-4, 0.05, NULL, "time step"},                        \
  {"duration", IMP_REAL, "s", 5.0, 0.01, 60.0, NULL, "length of the run"},           \
  {"side", IMP_REAL, "m", 3.0, 1.0, 50.0, NULL, "length of the room's floor along x and z"}, \
  {"size", IMP_REAL, "m", 0.2, 0.02, 1.0, NULL, "largest half extent of a body"},    \
  {"height", IMP_REAL, "m", 1.0, 0.0, 20.0, NULL, "height of the lowest layer's centres"}, \
  {"g", IMP_REAL, "m/s^2", 9.81, 0.0, 100.0, NULL, "gravity, along -y"},             \
  {"resolver", IMP_CHOICE, "", 0, 0, 0, imp_resolver_names, "the resolve stage"}

void room_options_from(const imp_args *args, room_options *dest);
/* The stage a world made with the engine's defaults gets, for the help. */
const char *room_engine_stage(void);

#line 1174 "chapters/10-world.nw"
#endif
