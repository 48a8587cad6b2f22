#line 860 "chapters/11-impulses.nw"
/* random-contacts.h: random bodies and contacts between them, for the checks
 * of chapters 11 and 12 (a seeded generator: every run sees the same). */
#ifndef RANDOM_CONTACTS_H
#define RANDOM_CONTACTS_H

#include "random.h"

#include <imp/body.h>
#include <imp/impulse.h>
#include <imp/mass.h>

#line 877 "chapters/11-impulses.nw"
/* A box of random size and mass (0.5 to 5 kg), posed and moving at random:
 * positions within 2 m, speeds to 5 m/s, spins to 5 rad/s. */
static void random_body(imp_rng *r, imp_body *b) {
  imp_body_init(b);
  vec3 half;
  for (int k = 0; k < 3; k++) half[k] = (float)imp_rng_uniform(r, 0.1, 1.0);
  imp_mass mass;
  imp_mass_box((float)imp_rng_uniform(r, 0.5, 5.0), half, &mass);
  imp_body_set_mass(b, &mass);
  for (int k = 0; k < 4; k++) b->orientation[k] = (float)imp_rng_uniform(r, -1, 1);
  glm_quat_normalize(b->orientation);
  for (int k = 0; k < 3; k++) {
    b->position[k] = (float)imp_rng_uniform(r, -2, 2);
    b->velocity[k] = (float)imp_rng_uniform(r, -5, 5);
    b->angular_velocity[k] = (float)imp_rng_uniform(r, -5, 5);
  }
  imp_body_update(b);
}

static void random_unit(imp_rng *r, vec3 out) {
  double d[3];
  imp_rng_direction(r, d);
  for (int k = 0; k < 3; k++) out[k] = (float)d[k];
  glm_vec3_normalize(out);
}

/* Two random bodies and a contact between them within a metre of body 0's
 * centre. Case n picks the kind: one in five has the ground on a side, one
 * in ten an immovable body; n = 1 always gives two free bodies. */
static void random_contact(imp_rng *r, imp_body bodies[2], imp_impulse_contact *c, int n) {
  random_body(r, &bodies[0]);
  random_body(r, &bodies[1]);
  *c = (imp_impulse_contact){.body = {0, 1}, .restitution = (float)imp_rng_uniform(r, 0, 1),
                     .penetration = (float)imp_rng_uniform(r, 0, 0.05)};
  random_unit(r, c->normal);
  for (int k = 0; k < 3; k++) c->point[k] = bodies[0].position[k] + (float)imp_rng_uniform(r, -1, 1);
  if (n % 5 == 2) c->body[n % 2] = IMP_NONE;
  if (n % 10 == 5) { /* immovable, and at rest like the ground */
    imp_body *still = &bodies[n % 20 == 5 ? 0 : 1];
    imp_body_set_immovable(still);
    glm_vec3_zero(still->velocity);
    glm_vec3_zero(still->angular_velocity);
  }
}

#line 873 "chapters/11-impulses.nw"
#endif
