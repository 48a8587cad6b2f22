#line 110 "chapters/03-forces.nw"
/* particle_force.h: force generators and the registry that applies them (chapter 3). */
#ifndef IMP_PARTICLE_FORCE_H
#define IMP_PARTICLE_FORCE_H

#include <cglm/cglm.h>
#include <imp/particle.h>
#include <imp/status.h>
#include <stddef.h>

#line 49 "chapters/03-forces.nw"
/* Add one force to the accumulator of p, for a step of dt seconds. */
typedef void imp_particle_force_fn(imp_particle *p, float dt, void *data);

typedef struct imp_particle_force_generator {
  imp_particle_force_fn *apply;
  void *data;            /* the generator's parameters, owned by the caller */
} imp_particle_force_generator;

typedef struct imp_particle_force_entry {
  imp_particle *particle;
  imp_particle_force_generator generator;
} imp_particle_force_entry;

typedef struct imp_particle_force_registry {
  imp_particle_force_entry *entries; /* the caller's array of `capacity` entries */
  size_t count, capacity;
} imp_particle_force_registry;
#line 126 "chapters/03-forces.nw"
/* An empty registry that will use the caller's storage, never more. */
void imp_particle_force_registry_init(imp_particle_force_registry *r,
                                      imp_particle_force_entry *storage,
                                      size_t capacity);
/* Apply g to p at every update; no change and IMP_FULL if the registry is
 * full, IMP_BAD_VALUE if p or g.apply is NULL. */
imp_status imp_particle_force_registry_add(imp_particle_force_registry *r,
                                           imp_particle *p,
                                           imp_particle_force_generator g);
/* Remove the first entry (p, g); IMP_BAD_VALUE if there is none. */
imp_status imp_particle_force_registry_remove(imp_particle_force_registry *r,
                                              const imp_particle *p,
                                              imp_particle_force_generator g);
void imp_particle_force_registry_clear(imp_particle_force_registry *r);
/* Call every generator on its particle, in the order they were added. */
void imp_particle_force_registry_update(const imp_particle_force_registry *r, float dt);
#line 360 "chapters/03-forces.nw"
typedef struct imp_particle_gravity {
  vec3 g;                /* m/s^2 */
} imp_particle_gravity;
imp_particle_force_generator
imp_particle_gravity_generator(imp_particle_gravity *gravity);

typedef struct imp_particle_drag {
  float k1;              /* N s/m: the force linear in the speed */
  float k2;              /* N s^2/m^2: the force quadratic in the speed */
} imp_particle_drag;
/* k1 and k2 finite and not negative, or IMP_BAD_VALUE and no change. */
imp_status imp_particle_drag_init(imp_particle_drag *drag, float k1, float k2);
imp_particle_force_generator imp_particle_drag_generator(imp_particle_drag *drag);
#line 813 "chapters/03-forces.nw"
typedef struct imp_particle_spring {
  imp_particle *other;   /* the particle at the spring's other end */
  float k;               /* N/m */
  float rest;            /* m */
} imp_particle_spring;
/* other not NULL, k finite and positive, rest finite and not negative;
 * otherwise IMP_BAD_VALUE and no change. */
imp_status imp_particle_spring_init(imp_particle_spring *spring, imp_particle *other,
                                    float k, float rest);
/* Hooke's law: pulls when stretched, pushes when compressed. */
imp_particle_force_generator imp_particle_spring_generator(imp_particle_spring *spring);
/* The same spring that only pulls: no force while |d| <= rest. */
imp_particle_force_generator imp_particle_bungee_generator(imp_particle_spring *spring);

typedef struct imp_particle_anchored_spring {
  vec3 anchor;           /* m: the fixed end */
  float k;               /* N/m */
  float rest;            /* m */
} imp_particle_anchored_spring;
imp_status imp_particle_anchored_spring_init(imp_particle_anchored_spring *spring,
                                             vec3 anchor, float k, float rest);
imp_particle_force_generator
imp_particle_anchored_spring_generator(imp_particle_anchored_spring *spring);
#line 1808 "chapters/03-forces.nw"
typedef struct imp_particle_liquid {
  float surface;         /* m: the liquid fills the half-space y < surface */
  float density;         /* kg/m^3; water is 1000 */
  float gravity;         /* m/s^2, pointing down (-y) */
  float drag;            /* 1/s: drag rate on the submerged share of the mass */
} imp_particle_liquid;
/* surface finite, density and gravity positive, drag not negative. */
imp_status imp_particle_liquid_init(imp_particle_liquid *liquid, float surface,
                                    float density, float gravity, float drag);

typedef enum imp_particle_buoyant_shape {
  IMP_PARTICLE_BUOYANT_SPHERE,
  IMP_PARTICLE_BUOYANT_BLOCK
} imp_particle_buoyant_shape;

typedef struct imp_particle_buoyancy {
  const imp_particle_liquid *liquid;
  imp_particle_buoyant_shape shape;
  float height;          /* m: from bottom to top; a sphere's diameter */
  float area;            /* m^2: a block's horizontal section */
} imp_particle_buoyancy;
/* A sphere of the given radius, or an upright block; positive sizes. */
imp_status imp_particle_buoyancy_init_sphere(imp_particle_buoyancy *b,
                                             const imp_particle_liquid *liquid,
                                             float radius);
imp_status imp_particle_buoyancy_init_block(imp_particle_buoyancy *b,
                                            const imp_particle_liquid *liquid,
                                            float height, float area);
/* The body's volume, and the part of it below the surface when its centre
 * is at height y, in m^3. */
float imp_particle_buoyancy_volume(const imp_particle_buoyancy *b);
float imp_particle_submerged_volume(const imp_particle_buoyancy *b, float y);
/* Archimedes' force rho V g upwards, plus drag on the submerged share. */
imp_particle_force_generator imp_particle_buoyancy_generator(imp_particle_buoyancy *b);
#line 2409 "chapters/03-forces.nw"
typedef struct imp_particle_stiff_spring {
  vec3 anchor;           /* m: the fixed end; the rest length is zero */
  float k;               /* N/m */
  float b;               /* N s/m: the force is -k d - b v */
} imp_particle_stiff_spring;
/* k finite and positive, b finite and not negative, anchor finite. */
imp_status imp_particle_stiff_spring_init(imp_particle_stiff_spring *spring, vec3 anchor,
                                          float k, float b);
/* The engine's stiff spring: with symplectic Euler, every position lies on
 * the damped motion through the last two positions, for any step. */
imp_particle_force_generator
imp_particle_stiff_spring_generator(imp_particle_stiff_spring *spring);
/* The source's form: each step restarts the damped motion from the current
 * position and velocity and lands on it after one step. */
imp_particle_force_generator
imp_particle_restart_spring_generator(imp_particle_stiff_spring *spring);
/* The velocity to give p so that the engine's stiff spring moves it along
 * the damped motion leaving its position with its present velocity: the
 * chord (x - x(-dt))/dt of that motion. IMP_BAD_VALUE, and dest untouched,
 * for an immovable p, a dt that is not positive, or a damping so heavy that
 * the motion one step back is out of float range. */
imp_status
imp_particle_stiff_spring_chord_velocity(const imp_particle_stiff_spring *spring,
                                         const imp_particle *p, float dt, vec3 dest);

#line 122 "chapters/03-forces.nw"
#endif
