#line 120 "chapters/11-impulses.nw"
/* resolve.h: contacts resolved one at a time, by impulses for the velocities
 * and nonlinear projection for the overlap (chapter 11). */
#ifndef IMP_RESOLVE_H
#define IMP_RESOLVE_H

#include <cglm/cglm.h>
#include <imp/body.h>
#include <imp/status.h>
#include <stddef.h>

#line 137 "chapters/11-impulses.nw"
enum { IMP_NO_BODY = -1 }; /* the static ground, on either side of a contact */

typedef struct imp_contact {
  /* given */
  int body[2];          /* indices into the bodies, or IMP_NO_BODY */
  vec3 point;           /* world, m */
  vec3 normal;          /* unit, from body 0 towards body 1 */
  float penetration;    /* m; positive when the bodies overlap */
  float restitution;    /* e, in [0, 1] */
  /* derived by imp_contact_prepare and kept current by the resolver */
  mat3 basis;           /* [n t1 t2]: contact coordinates to world */
  vec3 arm[2];          /* point minus each body's centre of mass, m; 0 for none */
  vec3 velocity;        /* body 1's material relative to body 0's at the point,
                           in contact coordinates, m/s: [0] is v_n */
} imp_contact;

/* What resolving one contact did to one of its bodies. */
typedef struct imp_change {
  vec3 linear;  /* change of velocity (m/s), or displacement (m) */
  vec3 angular; /* change of angular velocity (rad/s), or rotation vector (rad) */
} imp_change;
#line 161 "chapters/11-impulses.nw"
/* Derive the basis, the arms and the relative velocity of c from the bodies. */
void imp_contact_prepare(imp_contact *c, const imp_body *bodies);
#line 845 "chapters/11-impulses.nw"
/* d: the change of the normal relative velocity per unit normal impulse,
 * sum of 1/m + (r x n) . I_w^-1 (r x n) over the bodies (1/kg). */
float imp_contact_velocity_per_impulse(const imp_contact *c, const imp_body *bodies);
#line 897 "chapters/11-impulses.nw"
/* Apply the frictionless impulse that makes v_n' = -e v_n (equation
 * (frictionless-impulse)) to c's bodies, c prepared; return it (N s, >= 0) and
 * what it did to each body in change[side]. Nothing for a contact that is not
 * closing or whose bodies cannot move. c's own velocity is left for
 * imp_contact_update_velocity. */
float imp_contact_resolve_velocity(const imp_contact *c, imp_body *bodies,
                                   imp_change change[2]);
#line 1362 "chapters/11-impulses.nw"
typedef enum imp_projection {
  IMP_PROJECT_NONLINEAR, /* translate and turn (the engine's) */
  IMP_PROJECT_LINEAR     /* translate only, by the inverse masses */
} imp_projection;

/* Move c's bodies (c prepared) so that its contact point separates, to first
 * order, by its penetration: equations (projection-moves) and
 * (projection-rotation), with each angular move at most angular_limit |r_perp|
 * (INFINITY: no limit). Report each body's displacement and rotation vector
 * in change[side]. Nothing for a contact not penetrating or whose bodies
 * cannot move. c's own penetration is left for imp_contact_update_penetration. */
void imp_contact_resolve_penetration(const imp_contact *c, imp_body *bodies,
                                     imp_projection projection, float angular_limit,
                                     imp_change change[2]);
#line 1623 "chapters/11-impulses.nw"
/* Bring c's relative velocity (equation velocity-update) or penetration
 * (penetration-update) up to date after the bodies moved[0], moved[1]
 * (indices or IMP_NO_BODY) changed by change[0], change[1]; every side of c
 * that names one of them is updated, all four combinations. */
void imp_contact_update_velocity(imp_contact *c, const int moved[2],
                                 const imp_change change[2]);
void imp_contact_update_penetration(imp_contact *c, const int moved[2],
                                    const imp_change change[2]);
#line 1744 "chapters/11-impulses.nw"
typedef struct imp_resolver {
  /* settings */
  imp_projection projection;
  float angular_limit;     /* largest angular move / |r_perp|; INFINITY for none */
  int position_iterations; /* most resolutions of each kind per call; */
  int velocity_iterations; /*   0 for four per contact */
  float position_epsilon;  /* m: shallower contacts are left as they are */
  float velocity_epsilon;  /* m/s: contacts closing slower are left */
  /* what the last imp_resolve did */
  int position_used, velocity_used;
} imp_resolver;

/* Nonlinear projection with the limit 0.2, four iterations of each kind per
 * contact, tolerances of 0.1 mm and 0.1 mm/s. */
void imp_resolver_defaults(imp_resolver *r);
/* The deepest contact deeper than epsilon, or the one closing fastest faster
 * than epsilon, among those with a body that can move; -1 if none. Ties go to
 * the lower index. */
long imp_resolve_deepest(const imp_contact *contacts, size_t count,
                         const imp_body *bodies, float epsilon);
long imp_resolve_fastest(const imp_contact *contacts, size_t count,
                         const imp_body *bodies, float epsilon);
/* Resolve the contacts (chapter 11): prepare them, remove penetrations
 * deepest first, then make closing contacts bounce, fastest first. The
 * contacts' penetrations and velocities are left as the resolver last
 * estimated them. IMP_BAD_VALUE, and nothing changed, for a bad contact or
 * setting (see the text). */
imp_status imp_resolve(imp_resolver *r, imp_body *bodies, size_t body_count,
                       imp_contact *contacts, size_t count);

#line 133 "chapters/11-impulses.nw"
#endif
