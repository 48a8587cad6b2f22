#line 1723 "chapters/14-solver.nw"
/* solver-scene.c: chapter 14's stacks and pyramids. */
#include "shared/solver-scene.h"

bool solver_scene_build(uint32_t bodies, float mu, const imp_solver_settings *settings,
                        resting_scene *dest) {
  if (!resting_scene_build(bodies, "solver", (vec3){0.0f, 1.0f, 0.0f}, mu,
                           (vec3){0.0f, -9.81f, 0.0f}, dest))
    return false;
  dest->world.resolve_settings = settings;
  return true;
}

#line 1739 "chapters/14-solver.nw"
static bool unit_box(resting_scene *s, float x, float y, float z, float mu, uint32_t *index) {
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  return resting_scene_add(s, &cube, 1.0f, (vec3){x, y, z}, (versor){0, 0, 0, 1}, mu, 0.0f,
                           index);
}

/* The height of the centre of a box in row (or storey) i, each set into the one below. */
static float storey(long i) {
  return 0.5f + (1.0f - RESTING_SET_DEPTH) * (float)i - RESTING_SET_DEPTH;
}

bool solver_stack(resting_scene *s, long count, float x, float z, float mu, uint32_t *top) {
  bool built = true;
  for (long i = 0; i < count && built; i++) built = unit_box(s, x, storey(i), z, mu, top);
  return built;
}

bool solver_pyramid(resting_scene *s, long base, float mu, uint32_t *top) {
  const float pitch = 1.02f; /* a box and a gap of 2 cm */
  bool built = true;
  for (long row = 0; row < base && built; row++)
    for (long k = 0; k < base - row && built; k++) {
      float x = pitch * ((float)k - 0.5f * (float)(base - row - 1));
      built = unit_box(s, x, storey(row), 0.0f, mu, top);
    }
  return built;
}
