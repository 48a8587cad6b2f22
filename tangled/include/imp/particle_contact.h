#line 117 "chapters/04-contacts.nw"
/* particle_contact.h: particle contacts, cables, rods and the resolver (chapter 4). */
#ifndef IMP_PARTICLE_CONTACT_H
#define IMP_PARTICLE_CONTACT_H

#include <imp/particle.h>
#include <stddef.h>

#line 131 "chapters/04-contacts.nw"
typedef struct imp_particle_contact {
  imp_particle *particle[2]; /* particle[1] is NULL for the immovable world */
  vec3 normal;               /* unit; the direction particle[0] must move */
  float penetration;         /* m; positive when the two overlap */
  float restitution;         /* e in [0, 1] */
  vec3 movement[2];          /* m; how far the resolver moved each particle */
} imp_particle_contact;
#line 141 "chapters/04-contacts.nw"
/* (v_a - v_b) . n, in m/s: positive when the two are separating. */
float imp_particle_contact_separating_velocity(const imp_particle_contact *c);
#line 364 "chapters/04-contacts.nw"
typedef struct imp_particle_contact_resolver {
  int max_iterations;        /* the most contacts it resolves in one call */
  float velocity_epsilon;    /* m/s: closing slower than this is left alone */
  float penetration_epsilon; /* m: overlaps smaller than this are left alone */
  int resting_fix;           /* 1: remove the closing velocity built up by
                                this step's constant acceleration */
} imp_particle_contact_resolver;

/* Resolve the contacts, most negative separating velocity first; return the
 * number of iterations used (at most max_iterations). */
int imp_particle_resolve_contacts(const imp_particle_contact_resolver *resolver,
                                  imp_particle_contact *contacts, size_t count, float dt);
#line 541 "chapters/04-contacts.nw"
/* Each generator writes a contact into *out and returns 1, or returns 0
 * when there is none. */
int imp_particle_ground_contact(imp_particle *p, float height, float restitution,
                                imp_particle_contact *out);
int imp_particle_cable_contact(imp_particle *a, imp_particle *b, float length,
                               float restitution, imp_particle_contact *out);
int imp_particle_rod_contact(imp_particle *a, imp_particle *b, float length,
                             float tolerance, imp_particle_contact *out);
#line 678 "chapters/04-contacts.nw"
/* Two spheres of radii adding up to radius_sum, reported when the gap between
 * their surfaces is below margin (the penetration is then > -margin). */
int imp_particle_sphere_contact(imp_particle *a, imp_particle *b, float radius_sum,
                                float margin, float restitution,
                                imp_particle_contact *out);

#line 127 "chapters/04-contacts.nw"
#endif
