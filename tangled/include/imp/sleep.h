#line 1573 "chapters/12-resting.nw"
/* sleep.h: bodies that stay still sleep until touched (chapter 12). */
#ifndef IMP_SLEEP_H
#define IMP_SLEEP_H

#include <imp/body.h>
#include <imp/status.h>
#include <imp/world.h>
#include <stdbool.h>

#line 1300 "chapters/12-resting.nw"
typedef struct imp_sleep_def {
  float threshold;     /* J/kg: epsilon_s; 0 turns sleeping off */
  float time_constant; /* s: tau of the average motion */
  float delay;         /* s: T, how long below the threshold before sleeping */
} imp_sleep_def;

/* 1.25e-3 J/kg (5 cm/s), tau = 0.2 s, T = 0.5 s. */
void imp_sleep_def_init(imp_sleep_def *dest);
/* A threshold and delay finite and not negative, a time constant finite and
 * positive. */
bool imp_sleep_def_valid(const imp_sleep_def *def);
/* Kinetic energy per unit mass, equation (motion), J/kg; 0 for a static body. */
float imp_sleep_motion(const imp_body *b);
/* Whether body moves this step: false for a static body or one asleep. */
bool imp_world_is_awake(const imp_world *w, uint32_t body);
/* Wake the body (nothing for a static one). IMP_BAD_VALUE for an index out
 * of range. */
imp_status imp_world_wake(imp_world *w, uint32_t body);
/* The stage after the positions: under the sleep settings of w's friction
 * stage, update each awake body's average and clock, and put to sleep those
 * still for long enough; nothing if no body sleeps. */
void imp_world_update_sleep(imp_world *w, float dt);
/* At the start of resolution: wake the sleepers that a body moving by def's
 * measure touches (nothing for a threshold of 0). */
void imp_world_hold_sleepers(imp_world *w, const imp_sleep_def *def);

#line 1584 "chapters/12-resting.nw"
#endif
