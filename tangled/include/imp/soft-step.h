#line 588 "chapters/16-which-solver.nw"
/* soft-step.h: the resolve stage "soft": soft contacts, sub-steps and
 * relaxation (chapter 16). */
#ifndef IMP_SOFT_STEP_H
#define IMP_SOFT_STEP_H

#include <imp/manifold.h>
#include <imp/softness.h>
#include <imp/status.h>
#include <imp/world.h>
#include <stdbool.h>

#line 169 "chapters/16-which-solver.nw"
typedef struct imp_soft_step_settings {
  int substeps;                /* sub-steps per step, 1..64 */
  int relax_iterations;        /* sweeps without bias after each move, 0..64 */
  float contact_hertz;         /* Hz: the contact spring's frequency f, > 0 */
  float damping_ratio;         /* zeta >= 0, relative to critical damping */
  float restitution_threshold; /* m/s: slower contacts do not bounce */
  float max_push_speed;        /* m/s: fastest push out of overlap, > 0 */
  bool warm_start;             /* start from last step's matched impulses */
  float joint_damping_ratio;   /* zeta of a rigid joint's spring in the biased sweep */
} imp_soft_step_settings;
#line 188 "chapters/16-which-solver.nw"
typedef struct imp_soft_point {
  uint32_t body[2];      /* A and B, as in the contact */
  float inverse_mass[2]; /* 1/kg; 0 for a body held this step */
  vec3 arm[2];           /* m: the anchors, world, fixed for the step */
  vec3 local_arm[2];     /* m: the same in each body's frame */
  vec3 turn[2][3];       /* I^-1 (r x d) for d = n, t1, t2 */
  mat3 basis;            /* n, t1, t2: the manifold's basis */
  vec3 mass;             /* kg: effective masses along n, t1, t2 */
  float friction, restitution;
  float base;            /* m: s = base + n . (moved B - moved A) */
  float approach;        /* m/s: normal velocity at the start of the step */
  float pushed;          /* N s: the normal impulse the step gave in all */
  vec3 impulse;          /* N s: a sub-step's impulse along n, t1, t2 */
  imp_softness soft;     /* the normal row's spring, chapter 15 */
  uint32_t contact;      /* where it is stored: the world's contact, */
  int point;             /* and its manifold point */
} imp_soft_point;
#line 854 "chapters/16-which-solver.nw"
typedef struct imp_jacobi_settings {
  imp_soft_step_settings step; /* sub-steps, springs, push-out: the soft step's */
  float relaxation;            /* omega in (0, 1] for every row (1/2 by default);
                                  0: 1/(n_A + n_B) for each */
} imp_jacobi_settings;
#line 500 "chapters/16-which-solver.nw"
/* 4 sub-steps with one relaxing sweep each, a contact of 30 Hz and damping
 * ratio 10 (Box2D's), restitution above 1 m/s, push-out at 3 m/s at most,
 * warm starting. */
void imp_soft_step_defaults(imp_soft_step_settings *dest);
/* Whether the stage would take these settings. */
bool imp_soft_step_settings_valid(const imp_soft_step_settings *s);
/* The stage on w's contacts under s, inside w's step: after the world's
 * velocity stage, before its position stage, which it makes skip the bodies.
 * IMP_BAD_VALUE, nothing changed, for settings out of range or dt not
 * finite and positive. */
imp_status imp_soft_step_resolve(imp_world *w, const imp_soft_step_settings *s, float dt);
/* The resolve stage "soft": imp_soft_step_resolve with w->resolve_settings
 * (an imp_soft_step_settings) or the defaults when that is NULL; settings
 * out of range leave the step as the world's own stages make it. */
void imp_resolve_soft(imp_world *w, float dt);
#line 929 "chapters/16-which-solver.nw"
/* The soft step's defaults, every row relaxed by 1/2. */
void imp_jacobi_defaults(imp_jacobi_settings *dest);
/* The soft step on w's contacts with Jacobi sweeps; IMP_BAD_VALUE, nothing
 * changed, for settings out of range (a relaxation outside [0, 1]) or dt not
 * finite and positive. */
imp_status imp_jacobi_resolve(imp_world *w, const imp_jacobi_settings *s, float dt);
/* The resolve stage "jacobi": w->resolve_settings an imp_jacobi_settings, or
 * NULL for the defaults. */
void imp_resolve_jacobi(imp_world *w, float dt);

#line 602 "chapters/16-which-solver.nw"
#endif
