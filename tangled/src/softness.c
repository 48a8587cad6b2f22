#line 145 "chapters/15-joints.nw"
/* softness.c: the soft constraint's three numbers (chapter 15). */
#include <imp/softness.h>

#include <cglm/cglm.h>
#include <math.h>

imp_softness imp_softness_make(float hertz, float damping_ratio, float h) {
  const imp_softness rigid = {0.0f, 1.0f, 0.0f};
  if (!(hertz > 0.0f) || !isfinite(hertz) || !(damping_ratio >= 0.0f) ||
      !isfinite(damping_ratio) || !(h > 0.0f) || !isfinite(h))
    return rigid;
  float omega = 2.0f * GLM_PIf * hertz;
  float a1 = 2.0f * damping_ratio + h * omega;
  float a2 = h * omega * a1;
  float a3 = 1.0f / (1.0f + a2);
  return (imp_softness){.bias_rate = omega / a1, .mass_scale = a2 * a3, .impulse_scale = a3};
}
