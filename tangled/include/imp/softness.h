#line 120 "chapters/15-joints.nw"
/* softness.h: the soft constraint, a row that acts as an implicit
 * spring-damper on its own error (chapter 15). */
#ifndef IMP_SOFTNESS_H
#define IMP_SOFTNESS_H

typedef struct imp_softness {
  float bias_rate;     /* 1/s: b, the target velocity is -b C */
  float mass_scale;    /* s_m in (0, 1]: the share of the effective mass */
  float impulse_scale; /* s_i in [0, 1): the accumulated impulse's leak */
} imp_softness;

/* The row of a spring of `hertz` Hz and damping ratio `damping_ratio`
 * stepped by h seconds (equations joints-soft-impulse and -update).
 * hertz == 0 asks for the rigid row without bias, {0, 1, 0}; so does any
 * input out of range (a frequency or damping ratio negative or not
 * finite, a step not finite and positive), which callers refuse first. */
imp_softness imp_softness_make(float hertz, float damping_ratio, float h);

#endif
