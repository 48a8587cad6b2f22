#line 216 "chapters/15-joints.nw"
/* Chapter 15's numerical checks: each follows its claim in the text. */
#include "check.h"
#include "harness.h"
#include "random.h"

#include <cglm/cglm.h>
#include <imp/softness.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#line 185 "chapters/15-joints.nw"
static void check_soft_row(imp_check_state *s) {
  imp_rng g = imp_rng_seed(15);
  for (int trial = 0; trial < 2000; trial++) {
    float m = (float)imp_rng_uniform(&g, 0.1, 10.0), c1 = (float)imp_rng_uniform(&g, -0.5, 0.5);
    float v1 = (float)imp_rng_uniform(&g, -5.0, 5.0);
    float hertz = (float)exp(imp_rng_uniform(&g, log(0.1), log(60.0)));
    float zeta = (float)imp_rng_uniform(&g, 0.0, 2.0);
    float h = (float)exp(imp_rng_uniform(&g, log(1e-4), log(1.0 / 30.0)));
    imp_softness soft = imp_softness_make(hertz, zeta, h);
    double w = 2.0 * GLM_PI * hertz;
    double exact = (v1 - h * w * w * c1) / (1.0 + 2.0 * zeta * w * h + w * w * h * h);
    float p = -soft.mass_scale * m * (v1 + soft.bias_rate * c1);
    double once = v1 + p / m;
    float acc = 0.0f, v = v1;
    for (int k = 0; k < 10; k++) {
      float dp = -soft.mass_scale * m * (v + soft.bias_rate * c1) - soft.impulse_scale * acc;
      acc += dp;
      v += dp / m;
    }
    double ten = v, size = fabs(v1) + soft.bias_rate * fabs(c1);
    
#line 180 "chapters/15-joints.nw"
IMP_CHECK_NEAR(s, once, exact, 16 * IMP_U * size);
IMP_CHECK_NEAR(s, ten, exact, 16 * IMP_U * size * fmin(10.0, 1.0 / (1.0 - soft.impulse_scale)));
#line 206 "chapters/15-joints.nw"
  }
}

#line 229 "chapters/15-joints.nw"
static const imp_check checks[] = {
#line 211 "chapters/15-joints.nw"
{"soft-row", "one soft update is the implicit Euler step of the spring-damper; ten are too",
 check_soft_row},
#line 231 "chapters/15-joints.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
