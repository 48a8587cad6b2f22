#line 469 "chapters/07-flatland.nw"
/* flat-random.h: random shapes in the plane for the checks of chapters 7
 * and 17, drawn from a seeded generator so that every run sees the same. */
#ifndef FLAT_RANDOM_H
#define FLAT_RANDOM_H

#include "random.h"

#include <imp/flat.h>
#include <math.h>
#include <stdbool.h>

/* A random convex polygon: n points on an ellipse at increasing angles. */
static int random_convex(imp_rng *r, vec2 out[IMP_FLAT_MAX_VERTICES]) {
  int n = 3 + (int)(imp_rng_next(r) % (IMP_FLAT_MAX_VERTICES - 2));
  double a = imp_rng_uniform(r, 0.3, 2), b = imp_rng_uniform(r, 0.3, 2);
  double step = 2 * GLM_PI / n, start = imp_rng_uniform(r, 0, step);
  for (int i = 0; i < n; i++) {
    double phi = start + i * step + imp_rng_uniform(r, 0.1, 0.9) * step * 0.5;
    out[i][0] = (float)(a * cos(phi));
    out[i][1] = (float)(b * sin(phi));
  }
  return n;
}

/* A circle or a random convex polygon of mass 1 kg, at a random place within
 * 1.5 m of the origin and turned by a random angle. */
static void random_flat_body(imp_rng *r, imp_flat_body *b, bool circle) {
  vec2 at = {(float)imp_rng_uniform(r, -1.5, 1.5), (float)imp_rng_uniform(r, -1.5, 1.5)};
  if (circle) {
    imp_flat_circle(at, (float)imp_rng_uniform(r, 0.2, 1.5), 1.0f, b);
  } else {
    vec2 v[IMP_FLAT_MAX_VERTICES];
    int n = random_convex(r, v);
    imp_flat_polygon(at, v, n, 1.0f, b);
  }
  b->angle = (float)imp_rng_uniform(r, -GLM_PI, GLM_PI);
  imp_flat_update(b);
}

#endif
