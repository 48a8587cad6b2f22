/* random.h: a small seeded generator for checks and scenes.
 *
 * SplitMix64: one 64-bit state, a fixed sequence for a fixed seed on every
 * machine, so a failing random check fails the same way for every reader.
 */
#ifndef IMPULSE_RANDOM_H
#define IMPULSE_RANDOM_H

#include <math.h>
#include <stdint.h>

typedef struct imp_rng {
  uint64_t state;
} imp_rng;

static inline imp_rng imp_rng_seed(uint64_t seed) { return (imp_rng){seed}; }

static inline uint64_t imp_rng_next(imp_rng *r) {
  uint64_t z = (r->state += 0x9e3779b97f4a7c15u);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9u;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebu;
  return z ^ (z >> 31);
}

/* Uniform in [lo, hi), from the top 53 bits. */
static inline double imp_rng_uniform(imp_rng *r, double lo, double hi) {
  return lo + (hi - lo) * (double)(imp_rng_next(r) >> 11) * 0x1.0p-53;
}

/* Uniform on the unit sphere (Marsaglia's rejection from the cube). */
static inline void imp_rng_direction(imp_rng *r, double out[3]) {
  double n2;
  do {
    for (int i = 0; i < 3; i++) out[i] = imp_rng_uniform(r, -1.0, 1.0);
    n2 = out[0] * out[0] + out[1] * out[1] + out[2] * out[2];
  } while (n2 > 1.0 || n2 < 1e-4);
  double n = sqrt(n2);
  for (int i = 0; i < 3; i++) out[i] /= n;
}

#endif
