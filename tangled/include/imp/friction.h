#line 1140 "chapters/12-resting.nw"
/* friction.h: resting contacts and friction, the resolve stage "friction"
 * (chapter 12). */
#ifndef IMP_FRICTION_H
#define IMP_FRICTION_H

#include <imp/impulse.h>
#include <imp/sleep.h>
#include <imp/status.h>
#include <imp/world.h>
#include <stdbool.h>

#line 108 "chapters/12-resting.nw"
/* The relative velocity of c's bodies that this step's accelerations built,
 * (a1 - a0) dt, in contact coordinates (m/s), over the sides of c that take
 * part (not IMP_NONE); accelerations as the world records them. Its first
 * component is v_a. */
void imp_friction_step_velocity(const imp_impulse_contact *c, const vec3 *accelerations,
                                float dt, vec3 dest);
/* v_n' of equations resting-target and restitution-limit for a point that
 * approached at `approach` (m/s, < 0 closing) when the resolve stage began:
 * max(0, -e'(approach - v_a)), e' = 0 when |approach| < velocity_limit; 0
 * for a point that was not approaching. */
float imp_friction_target(float approach, float restitution, float step_velocity,
                          float velocity_limit);
#line 198 "chapters/12-resting.nw"
/* K: the change of c's relative velocity, in contact coordinates, per unit
 * impulse in contact coordinates (equation impulse-matrix), 1/kg; symmetric,
 * and positive definite when a body of c can move. c prepared. */
void imp_friction_matrix(const imp_impulse_contact *c, const imp_body *bodies, mat3 dest);
#line 320 "chapters/12-resting.nw"
/* The impulse in contact coordinates (dest, N s) for a contact whose
 * impulse matrix is k and relative velocity `velocity` (contact
 * coordinates), to change its normal velocity by `desired`, with friction mu:
 * static (equation static-impulse) when it lies in the cone, else on the
 * cone's edge (dynamic-impulse); *sliding says which. IMP_BAD_VALUE, dest
 * untouched, for mu or desired negative or not finite, or k not finite or
 * with k[0][0] <= 0 (no body can move). */
imp_status imp_friction_impulse(mat3 k, const vec3 velocity, float desired, float mu,
                                vec3 dest, bool *sliding);
#line 371 "chapters/12-resting.nw"
/* Apply the impulse j (contact coordinates, N s) to c's bodies: +Mj to body
 * 1, -Mj to body 0; report each body's change. c prepared. */
void imp_friction_apply(const imp_impulse_contact *c, imp_body *bodies, const vec3 j,
                        imp_impulse_change change[2]);
#line 430 "chapters/12-resting.nw"
/* The friction-only impulse (contact coordinates, N s) for a point that no
 * longer closes but slips at the tangential part of `velocity`: the
 * tangential impulse that stops the slip by the tangent block of k if the
 * point's total impulse of the step, total + dest, stays in the cone; else
 * one against the slip, with the total put on the cone's edge (equation
 * slip-impulse). IMP_BAD_VALUE, dest untouched, for mu
 * negative or not finite, or k, velocity or total not finite, or total[0] < 0. */
imp_status imp_friction_slip_impulse(mat3 k, const vec3 velocity, float mu, const vec3 total,
                                     vec3 dest);
#line 569 "chapters/12-resting.nw"
typedef struct imp_friction_settings {
  imp_impulse_settings impulse; /* chapter 11's: projection, limits, iterations,
                                   tolerances; what the last call used */
  bool remove_step_velocity;    /* bounce only what this step did not build */
  float velocity_limit;         /* m/s: contacts closing slower do not bounce */
  float slop;                   /* m: overlap left in place, so contacts persist */
  imp_sleep_def sleep;          /* when bodies sleep (section sleep) */
} imp_friction_settings;

/* Chapter 11's defaults, the step's velocity removed, the limit 0.25 m/s,
 * a slop of 2 mm, and sleep off (imp_sleep_def_init's with threshold 0). */
void imp_friction_defaults(imp_friction_settings *s);
/* Whether the stage takes these settings: chapter 11's valid, the limit
 * and slop finite and not negative, the sleep settings valid. */
bool imp_friction_settings_valid(const imp_friction_settings *s);
/* The resolve stage with friction, resting contacts and sleep, on w's
 * contacts: penetrations deepest first (chapter 11), then the friction
 * impulse of the point with the largest desired change, until none is above
 * the velocity tolerance. IMP_BAD_VALUE, nothing changed, for settings out
 * of range or dt not finite and positive. */
imp_status imp_friction_resolve_world(imp_world *w, imp_friction_settings *s, float dt);
/* The resolve stage "friction": the same with the imp_friction_settings
 * w->resolve_settings points to, or the defaults if it is NULL; the
 * resolutions made go to w->resolve_used (-1 if the settings are refused,
 * and then nothing changes). */
void imp_resolve_friction(imp_world *w, float dt);
/* The settings the world's friction stage reads: w->resolve_settings, or
 * the defaults in *defaults if that is NULL; NULL if w's resolve stage is
 * not imp_resolve_friction. */
const imp_friction_settings *imp_friction_settings_of(const imp_world *w,
                                                      imp_friction_settings *defaults);
#line 1029 "chapters/12-resting.nw"
/* The root of i's tree in the union-find over parent[], halving the path. */
uint32_t imp_island_root(uint32_t *parent, uint32_t i);
/* Join the trees of a and b: the larger root points to the smaller. */
void imp_island_unite(uint32_t *parent, uint32_t a, uint32_t b);

#line 1153 "chapters/12-resting.nw"
#endif
