#line 85 "chapters/07-flatland.nw"
/* flat.h: rigid shapes in the plane, their collisions and their world
 * (chapter 7). */
#ifndef IMP_FLAT_H
#define IMP_FLAT_H

#include <cglm/cglm.h>
#include <imp/status.h>
#include <stdbool.h>
#include <stddef.h>

#line 102 "chapters/07-flatland.nw"
enum { IMP_FLAT_MAX_VERTICES = 8 };

typedef enum imp_flat_kind { IMP_FLAT_CIRCLE, IMP_FLAT_POLYGON } imp_flat_kind;

typedef struct imp_flat_body {
  imp_flat_kind kind;
  vec2 position;          /* of the centroid, m */
  float angle;            /* rad, counter-clockwise from the body frame */
  vec2 velocity;          /* m/s */
  float angular_velocity; /* rad/s, counter-clockwise */
  float inverse_mass;     /* 1/kg; 0 for a static body */
  float inverse_inertia;  /* 1/(kg m^2), about the centroid; 0 when static */
  float inertia_per_mass; /* I/m in m^2, fixed by the shape */
  float restitution;      /* e in [0, 1] */
  float friction;         /* mu >= 0 */
  float radius;           /* of the circle, or of a polygon's bounding circle */
  int count;              /* a polygon's vertices; 0 for a circle */
  vec2 local_vertex[IMP_FLAT_MAX_VERTICES]; /* body frame, counter-clockwise */
  vec2 local_normal[IMP_FLAT_MAX_VERTICES]; /* of edge i -> i+1, outward, unit */
  vec2 vertex[IMP_FLAT_MAX_VERTICES];       /* world frame, kept current */
  vec2 normal[IMP_FLAT_MAX_VERTICES];
} imp_flat_body;
#line 139 "chapters/07-flatland.nw"
/* A circle or a polygon centred (by its centroid) at `position`, at rest, at
 * angle 0, with the source's restitution 0.2 and friction 0.8. A mass of 0
 * makes it static. Each returns IMP_BAD_VALUE and leaves *dest unchanged when
 * the shape or the mass is not valid. */
imp_status imp_flat_circle(const vec2 position, float radius, float mass,
                           imp_flat_body *dest);
imp_status imp_flat_rectangle(const vec2 position, float width, float height,
                              float mass, imp_flat_body *dest);
/* `vertices` (not changed) counter-clockwise and convex, about any origin:
 * they are moved so that their centroid is the body's origin. */
imp_status imp_flat_polygon(const vec2 position, vec2 *vertices, int count,
                            float mass, imp_flat_body *dest);
/* Recompute the world vertices and normals after changing position or angle. */
void imp_flat_update(imp_flat_body *b);
#line 311 "chapters/07-flatland.nw"
/* 1/m and 1/I from the mass and the shape; a mass of 0 makes the body static.
 * IMP_BAD_VALUE, and no change, for a negative or non-finite mass. */
imp_status imp_flat_set_mass(imp_flat_body *b, float mass);
/* 1/2 m |v|^2 + 1/2 I w^2, in J; 0 for a static body. */
float imp_flat_kinetic_energy(const imp_flat_body *b);
#line 618 "chapters/07-flatland.nw"
typedef enum imp_flat_stepper { IMP_FLAT_SYMPLECTIC, IMP_FLAT_EXPLICIT } imp_flat_stepper;
/* One step of h seconds under the acceleration g (m/s^2); static bodies stay. */
void imp_flat_move(imp_flat_body *b, const vec2 g, float h, imp_flat_stepper stepper);
#line 827 "chapters/07-flatland.nw"
typedef struct imp_flat_collision {
  float depth; /* m, > 0 */
  vec2 normal; /* unit: the direction in which b must move to separate from a */
  vec2 start;  /* on b's surface, deepest inside a */
  vec2 end;    /* start + depth normal, on a's surface */
} imp_flat_collision;

/* Do the bounding circles overlap or touch? */
bool imp_flat_bounds_overlap(const imp_flat_body *a, const imp_flat_body *b);
/* The same collision seen from the other body: -normal, start and end swapped. */
void imp_flat_collision_flip(imp_flat_collision *c);
#line 1146 "chapters/07-flatland.nw"
/* The exact test (no bounds): true, with c filled, when a and b overlap by a
 * positive depth; c's normal points from a to b. */
bool imp_flat_collide(const imp_flat_body *a, const imp_flat_body *b,
                      imp_flat_collision *c);
#line 1579 "chapters/07-flatland.nw"
/* Move a and b apart along c's normal by `rate` times its depth, shared in
 * proportion to their inverse masses. Two static bodies stay. */
void imp_flat_correct(imp_flat_body *a, imp_flat_body *b, const imp_flat_collision *c,
                      float rate);
#line 1808 "chapters/07-flatland.nw"
typedef enum imp_flat_friction { IMP_FLAT_COULOMB, IMP_FLAT_RATIO } imp_flat_friction;
/* The impulses of one collision (c from imp_flat_collide(a, b, ...)):
 * restitution along the normal, then friction by the chosen model. Nothing
 * for a pair that is not closing, or two static bodies. */
void imp_flat_impulse(imp_flat_body *a, imp_flat_body *b, const imp_flat_collision *c,
                      imp_flat_friction friction);
#line 2125 "chapters/07-flatland.nw"
typedef struct imp_flat_world {
  imp_flat_body *bodies; /* the caller's storage */
  size_t count, capacity;
  vec2 gravity;          /* m/s^2 */
  float step;            /* h, in s */
  int passes;            /* relaxation passes per step */
  float rate;            /* fraction of each depth a pass removes */
  bool impulses;         /* false: positional correction only */
  imp_flat_friction friction;
  /* what the first pass of the last step found */
  int collisions;
  float deepest;         /* m */
} imp_flat_world;

/* An empty world on the caller's storage, with the source's settings
 * (gravity (0, -20), h = 1/60, 15 passes at rate 0.8, impulses on) and the
 * book's friction, Coulomb's. */
void imp_flat_world_init(imp_flat_world *w, imp_flat_body *storage, size_t capacity);
/* Change the step's settings; IMP_BAD_VALUE and no change unless h > 0,
 * passes in [0, 1000], rate in (0, 1] and all finite. */
imp_status imp_flat_world_set(imp_flat_world *w, float step, int passes, float rate);
/* Copy b into the world; IMP_FULL and no change when there is no room. */
imp_status imp_flat_world_add(imp_flat_world *w, const imp_flat_body *b);
void imp_flat_world_step(imp_flat_world *w);
/* The deepest overlap among all pairs now, in m (0 if none). */
float imp_flat_world_deepest(const imp_flat_world *w);

#line 98 "chapters/07-flatland.nw"
#endif
