#line 74 "chapters/02-particles.nw"
/* particle.h: point masses and their integrators (chapter 2). */
#ifndef IMP_PARTICLE_H
#define IMP_PARTICLE_H

#include <cglm/cglm.h>
#include <imp/status.h>

#line 88 "chapters/02-particles.nw"
typedef struct imp_particle {
  vec3 position;     /* m */
  vec3 velocity;     /* m/s */
  vec3 acceleration; /* m/s^2, applied whatever the mass (gravity) */
  vec3 force;        /* N, the accumulator: summed during a step, then cleared */
  float inverse_mass;/* 1/kg; 0 for an immovable particle */
  float damping;     /* fraction of velocity kept per second; 1 = none */
} imp_particle;
#line 122 "chapters/02-particles.nw"
/* A particle at rest at the origin, of mass 1 kg, undamped. */
void imp_particle_init(imp_particle *p);
/* Set the mass in kg: finite and positive, or IMP_BAD_VALUE and no change. */
imp_status imp_particle_set_mass(imp_particle *p, float mass);
/* Make the particle immovable: infinite mass, inverse mass zero. */
void imp_particle_set_immovable(imp_particle *p);
/* The mass in kg; INFINITY for an immovable particle. */
float imp_particle_mass(const imp_particle *p);
void imp_particle_add_force(imp_particle *p, vec3 force);
void imp_particle_clear_forces(imp_particle *p);
/* 1/2 m |v|^2 in J; 0 for an immovable particle, which holds no energy
 * that could be exchanged with the others. */
float imp_particle_kinetic_energy(const imp_particle *p);
#line 282 "chapters/02-particles.nw"
typedef enum imp_integrator {
  IMP_SYMPLECTIC_EULER, /* v += a dt, v *= d^dt, x += v dt: the engine's */
  IMP_EXPLICIT_EULER,   /* x += v dt, v += (a - gamma v) dt */
  IMP_MILLINGTON_EULER  /* x += v dt, v += a dt, v *= d^dt */
} imp_integrator;

/* Advance by dt seconds under the accumulated forces and the constant
 * acceleration, then clear the forces. */
void imp_particle_integrate(imp_particle *p, float dt, imp_integrator method);

#line 84 "chapters/02-particles.nw"
#endif
