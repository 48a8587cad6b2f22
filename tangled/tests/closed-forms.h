#line 1259 "chapters/02-particles.nw"
/* closed-forms.h: exact answers that the checks of several chapters compare
 * the engine with (chapter 2 begins it; later chapters add to it). */
#ifndef CLOSED_FORMS_H
#define CLOSED_FORMS_H

#include <cglm/cglm.h>
#include <math.h>

#line 1273 "chapters/02-particles.nw"
/* Q_delta of equation (damped-shadow), per unit mass: x the displacement
 * (or a pair's stretch), v its rate. Chapter 3's pair uses it too. */
static inline double damped_shadow(double x, double v, double omega2, double h,
                                   double delta) {
  double c = (delta - 1 + delta * omega2 * h * h) / (2 * h * delta);
  return 0.5 * v * v + 0.5 * omega2 * x * x - c * x * v;
}
#line 1259 "chapters/04-contacts.nw"
/* The complete elliptic integral of the first kind, by the AGM (which
 * converges quadratically: 30 rounds are far more than double needs for
 * k < 1). Chapter 6's free rotation uses it too. */
static inline double elliptic_k(double k) {
  double a = 1, b = sqrt(1 - k * k);
  for (int i = 0; i < 30 && fabs(a - b) > 1e-15 * a; i++) {
    double mean = 0.5 * (a + b);
    b = sqrt(a * b);
    a = mean;
  }
  return GLM_PI / (2 * a);
}

#line 1269 "chapters/02-particles.nw"
#endif
