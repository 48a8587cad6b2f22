#line 2656 "chapters/03-forces.nw"
/* damped-motion.h: the exact damped oscillation, which the stiff-spring
 * experiment sets beside its runs and chapter 3's checks compare with. */
#ifndef DAMPED_MOTION_H
#define DAMPED_MOTION_H

#include <math.h>

#line 2669 "chapters/03-forces.nw"
/* The damped motion x'' = -omega2 x - 2 beta x' is
 *   x(t) = exp(-beta t) (x0 C(t) + c S(t)),  c = x'(0) + beta x0,
 * with C = cos, S = sin/Omega (or cosh and sinh/|Omega| when over-damped,
 * 1 and t when critical). This gives exp(-beta t) C(t) and exp(-beta t) S(t),
 * the over-damped ones as sums of decaying exponentials, which cannot
 * overflow as cosh and sinh alone would. */
static inline void damped_cs(double omega2, double beta, double t, double *ec,
                             double *es) {
  double big2 = omega2 - beta * beta, big = sqrt(fabs(big2)), e = exp(-beta * t);
  if (big2 > 0) {
    *ec = e * cos(big * t), *es = e * sin(big * t) / big;
  } else if (big2 < 0) {
    double slow = exp(-(beta - big) * t), fast = exp(-(beta + big) * t);
    *ec = (slow + fast) / 2, *es = (slow - fast) / (2 * big);
  } else {
    *ec = e, *es = e * t;
  }
}

#line 2665 "chapters/03-forces.nw"
#endif
