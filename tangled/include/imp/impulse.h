#line 123 "chapters/11-impulses.nw"
/* impulse.h: contacts resolved one at a time, by impulses for the velocities
 * and nonlinear projection for the overlap (chapter 11). */
#ifndef IMP_IMPULSE_H
#define IMP_IMPULSE_H

#include <cglm/cglm.h>
#include <imp/body.h>
#include <imp/status.h>
#include <imp/world.h>
#include <stddef.h>
#include <stdint.h>

#line 142 "chapters/11-impulses.nw"
typedef struct imp_impulse_contact {
  /* given */
  uint32_t body[2];     /* indices into the bodies, or IMP_NONE (chapter 10's) */
  vec3 point;           /* world, m */
  vec3 normal;          /* unit, from body 0 towards body 1 */
  float penetration;    /* m; positive when the bodies overlap */
  float restitution;    /* e, in [0, 1] */
  /* derived by imp_impulse_prepare and kept current by the resolver */
  mat3 basis;           /* [n t1 t2]: contact coordinates to world */
  vec3 arm[2];          /* point minus each body's centre of mass, m; 0 for none */
  vec3 velocity;        /* body 1's material relative to body 0's at the point,
                           in contact coordinates, m/s: [0] is v_n */
} imp_impulse_contact;

/* What resolving one contact did to one of its bodies. */
typedef struct imp_impulse_change {
  vec3 linear;  /* change of velocity (m/s), or displacement (m) */
  vec3 angular; /* change of angular velocity (rad/s), or rotation vector (rad) */
} imp_impulse_change;
#line 164 "chapters/11-impulses.nw"
/* Derive the basis, the arms and the relative velocity of c from the bodies. */
void imp_impulse_prepare(imp_impulse_contact *c, const imp_body *bodies);
#line 983 "chapters/11-impulses.nw"
/* d: the change of the normal relative velocity per unit normal impulse,
 * sum of 1/m + (r x n) . I_w^-1 (r x n) over the bodies (1/kg). */
float imp_impulse_velocity_per_unit(const imp_impulse_contact *c, const imp_body *bodies);
#line 1035 "chapters/11-impulses.nw"
/* Apply the frictionless impulse that makes v_n' = -e v_n (equation
 * (frictionless-impulse)) to c's bodies, c prepared; return it (N s, >= 0) and
 * what it did to each body in change[side]. Nothing for a contact that is not
 * closing or whose bodies cannot move. c's own velocity is left for
 * imp_impulse_update_velocity. */
float imp_impulse_resolve_velocity(const imp_impulse_contact *c, imp_body *bodies,
                                   imp_impulse_change change[2]);
#line 1527 "chapters/11-impulses.nw"
typedef enum imp_projection {
  IMP_PROJECT_NONLINEAR, /* translate and turn (the engine's) */
  IMP_PROJECT_LINEAR     /* translate only, by the inverse masses */
} imp_projection;

/* Move c's bodies (c prepared) so that its contact point separates, to first
 * order, by its penetration: equations (projection-moves) and
 * (projection-rotation), with each angular move at most angular_limit |r_perp|
 * (INFINITY: no limit). Report each body's displacement and rotation vector
 * in change[side]. Nothing for a contact not penetrating or whose bodies
 * cannot move. c's own penetration is left for imp_impulse_update_penetration. */
void imp_impulse_resolve_penetration(const imp_impulse_contact *c, imp_body *bodies,
                                     imp_projection projection, float angular_limit,
                                     imp_impulse_change change[2]);
#line 1821 "chapters/11-impulses.nw"
/* Bring c's relative velocity (equation velocity-update) or penetration
 * (penetration-update) up to date after the bodies moved[0], moved[1]
 * (indices or IMP_NONE) changed by change[0], change[1]; every side of c
 * that names one of them is updated, all four combinations. */
void imp_impulse_update_velocity(imp_impulse_contact *c, const uint32_t moved[2],
                                 const imp_impulse_change change[2]);
void imp_impulse_update_penetration(imp_impulse_contact *c, const uint32_t moved[2],
                                    const imp_impulse_change change[2]);
#line 1943 "chapters/11-impulses.nw"
typedef struct imp_impulse_settings {
  /* settings */
  imp_projection projection;
  float angular_limit;     /* largest angular move / |r_perp|; INFINITY for none */
  int position_iterations; /* most resolutions of each kind per call; */
  int velocity_iterations; /*   0 for four per contact */
  float position_epsilon;  /* m: shallower contacts are left as they are */
  float velocity_epsilon;  /* m/s: contacts closing slower are left */
  /* what the last imp_resolve did */
  int position_used, velocity_used;
} imp_impulse_settings;

/* Nonlinear projection with the limit 0.2, four iterations of each kind per
 * contact, tolerances of 0.1 mm and 0.1 mm/s. */
void imp_impulse_defaults(imp_impulse_settings *r);
/* Whether the resolver takes these settings: a known projection, a limit,
 * counts and tolerances that are not negative, tolerances finite. */
bool imp_impulse_settings_valid(const imp_impulse_settings *r);
/* The deepest contact deeper than epsilon, or the one closing fastest faster
 * than epsilon, among those with a body that can move; -1 if none. Ties go to
 * the lower index. */
long imp_impulse_deepest(const imp_impulse_contact *contacts, size_t count,
                         const imp_body *bodies, float epsilon);
long imp_impulse_fastest(const imp_impulse_contact *contacts, size_t count,
                         const imp_body *bodies, float epsilon);
/* Resolve the contacts (chapter 11): prepare them, remove penetrations
 * deepest first, then make closing contacts bounce, fastest first. The
 * contacts' penetrations and velocities are left as the resolver last
 * estimated them. IMP_BAD_VALUE, and nothing changed, for a bad contact or
 * setting (see the text). */
imp_status imp_impulse_resolve(imp_impulse_settings *r, imp_body *bodies, size_t body_count,
                       imp_impulse_contact *contacts, size_t count);
#line 2257 "chapters/11-impulses.nw"
/* c's relative velocity at its arms, in contact coordinates, measured afresh
 * from the bodies (its basis and arms as they are). */
void imp_impulse_measure(imp_impulse_contact *c, const imp_body *bodies);
/* Point p of w's contact c as a contact of this chapter: the contact's
 * bodies, normal, depth and restitution, its arms from the centres where
 * they were when the resolve stage began, and, if measure, its relative
 * velocity now. */
void imp_impulse_world_point(const imp_world *w, uint32_t c, int p, bool measure,
                             imp_impulse_contact *dest);
/* This chapter's resolver on every point of w's contacts (the resolve stage
 * of chapter 10), with these settings; 0 iterations mean w->def.iterations
 * per point. IMP_BAD_VALUE, nothing changed, for settings out of range. */
imp_status imp_impulse_resolve_world(imp_world *w, imp_impulse_settings *settings);
/* The resolve stage "impulses": imp_impulse_resolve_world with the
 * imp_impulse_settings that w->resolve_settings points to, or with
 * imp_impulse_defaults if it is NULL; the resolutions made go to
 * w->resolve_used (position, velocity). Settings the resolver refuses
 * change nothing and leave w->resolve_used at -1. */
void imp_resolve_impulses(imp_world *w, float dt);

#line 138 "chapters/11-impulses.nw"
#endif
