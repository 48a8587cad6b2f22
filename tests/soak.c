/* soak.c: a long run of the whole engine, as a test.
 *
 *   soak [BODIES [STEPS [RESOLVER [SIDE]]]]
 *
 * Chapter 10's room scene (its floor and four walls, spheres, capsules and
 * boxes of half extents 0.1 to 0.2 m dropped from rest in layers from 1 m
 * up, restitution 0.3, 500 kg/m^3, g = 9.81 m/s^2), BODIES of them (default
 * 1,000) in a room SIDE metres across (default 10), stepped STEPS times
 * (default 10,000) at dt = 10 ms with the resolve stage RESOLVER (default
 * "centres"). After every step it asserts:
 *  - every number of every body's state is finite;
 *  - every body is accounted for: as many bodies and shapes as were added,
 *    each dynamic body still dynamic with its mass, and inside the room:
 *    its centre no farther below the floor or beyond a wall than the
 *    largest half extent (0.2 m; a body falls at most 7.4 cm in a step
 *    from the top layer, so only a body that passed through would be
 *    there; chapter 10's resolver, which ignores rotation, leaves a
 *    capsule lying flat with its centre a little below the floor), and no
 *    higher than its share of the energy budget could lift it;
 *  - the energy E = K + V (V = m g y, floor at y = 0) never exceeds the
 *    start's plus the allowance argued at energy_allowance.
 * It prints what it saw: the worst energy above the start as a fraction of
 * the allowance, the lowest centre, the final kinetic energy.
 */
#include "shared/room-scene.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int failures;

static void fail(long step, const char *what, uint32_t body, double value, double bound) {
  if (failures++ < 10)
    fprintf(stderr, "soak: step %ld: %s (body %u): %.9g, bound %.9g\n", step, what, body,
            value, bound);
}

static int all_finite(const float *v, int n) {
  for (int i = 0; i < n; i++)
    if (!isfinite(v[i])) return 0;
  return 1;
}

/* The allowance. Without the resolver's position projection no stage adds
 * energy: semi-implicit Euler under gravity loses m g^2 dt^2 / 2 a step in
 * flight, the implicit gyroscopic term loses energy, and an impulse that
 * reverses a closing speed scaled by e = 0.3 takes energy away. Projection
 * moves a body out of an overlap, lifting it by at most the overlap's depth
 * and giving it m g d of potential energy; an overlap deeper than the
 * body's own half extent would mean it had passed into another. So we
 * allow every body to be lifted once by its largest half extent, o.size:
 *   E(t) <= E(0) + sum m g size.
 * With the scene's defaults (bodies from 1 m up, size 0.2 m) that is about
 * a tenth of E(0): loose, yet a resolver that pumped energy in would cross
 * it within seconds. */
static double energy_allowance(const room_scene *s) {
  double mass = 0.0;
  for (uint32_t i = 1; i < s->world.body_count; i++)
    mass += 1.0 / s->world.bodies[i].inverse_mass;
  return mass * s->options.gravity * s->options.size;
}

int main(int argc, char **argv) {
  room_options o;
  room_default_options(&o);
  o.count = argc > 1 ? (uint32_t)strtoul(argv[1], NULL, 10) : 1000u;
  long steps = argc > 2 ? strtol(argv[2], NULL, 10) : 10000;
  const imp_resolver *resolver = imp_resolver_named(argc > 3 ? argv[3] : "centres");
  o.side = argc > 4 ? strtof(argv[4], NULL) : 10.0f;
  if (!resolver || o.count < 1 || steps < 1 || !(o.side > 0.0f)) {
    fprintf(stderr, "usage: soak [BODIES [STEPS [RESOLVER [SIDE]]]]\n");
    return 2;
  }
  o.resolve = resolver->resolve;
  room_scene s;
  if (!room_scene_build(&o, &s)) {
    fprintf(stderr, "soak: the room scene could not be built\n");
    return 1;
  }
  const float dt = 0.01f, half = 0.5f * o.side;
  imp_world *w = &s.world;
  uint32_t bodies = w->body_count, shapes = w->shape_count;
  float *inverse_mass = malloc(bodies * sizeof *inverse_mass);
  if (!inverse_mass) return 1;
  for (uint32_t i = 0; i < bodies; i++) inverse_mass[i] = w->bodies[i].inverse_mass;
  double start = imp_world_kinetic_energy(w) + room_potential_energy(&s);
  double allowance = energy_allowance(&s), budget = start + allowance;
  double worst = -INFINITY, lowest = INFINITY;
  int full = 0;
  for (long n = 1; n <= steps && failures == 0; n++) {
    imp_status status = imp_world_step(w, dt);
    if (status == IMP_FULL) full++;
    else if (status != IMP_OK) fail(n, "imp_world_step's status", 0, status, 0);
    if (w->body_count != bodies || w->shape_count != shapes)
      fail(n, "bodies and shapes", 0, w->body_count, bodies);
    double energy = imp_world_kinetic_energy(w) + room_potential_energy(&s);
    if (!(energy <= budget)) fail(n, "energy above the start's plus the allowance", 0, energy, budget);
    worst = fmax(worst, energy - start);
    for (uint32_t i = 1; i < bodies; i++) {
      const imp_body *b = &w->bodies[i];
      if (!all_finite(b->position, 3) || !all_finite(b->orientation, 4) ||
          !all_finite(b->velocity, 3) || !all_finite(b->angular_velocity, 3))
        fail(n, "a number that is not finite", i, 0, 0);
      if (b->inverse_mass != inverse_mass[i]) fail(n, "inverse mass", i, b->inverse_mass, inverse_mass[i]);
      /* m g y <= E - K - (the others' m g y >= 0) <= the budget */
      lowest = fmin(lowest, b->position[1]);
      double ceiling = budget * b->inverse_mass / o.gravity;
      if (!(b->position[1] >= -o.size) || !(b->position[1] <= ceiling))
        fail(n, "height outside [-size, budget / m g]", i, b->position[1], ceiling);
      if (!(fabsf(b->position[0]) <= half + o.size) || !(fabsf(b->position[2]) <= half + o.size))
        fail(n, "beyond a wall", i, fmax(fabsf(b->position[0]), fabsf(b->position[2])), half);
    }
  }
  printf("soak: %u bodies, %ld steps of %g s, resolver %s: energy at most %.4g J above the "
         "start's %.6g J (%.3g of the allowance %.6g J); lowest centre %.4g m; final "
         "kinetic energy %.4g J; %d steps short of room%s\n",
         o.count, steps, (double)dt, resolver->name, worst, start, worst / allowance,
         allowance, lowest, imp_world_kinetic_energy(w), full,
         failures ? "" : "; every property held");
  free(inverse_mass);
  room_scene_free(&s);
  return failures ? 1 : 0;
}
