#line 2058 "chapters/12-resting.nw"
/* resting-scene.c: chapter 12's scene of bodies on the ground. */
#include "shared/resting-scene.h"

#include <imp/mass.h>
#include <math.h>
#include <stdlib.h>

bool resting_scene_build(uint32_t bodies, const char *resolver, const vec3 up, float mu,
                         const vec3 gravity, resting_scene *dest) {
  const imp_resolver *stage = imp_resolver_named(resolver);
  imp_world_def def;
  imp_world_def_init(&def);
  def.body_capacity = def.shape_capacity = bodies + 1;
  def.pair_capacity = def.contact_capacity = 8 * (bodies + 1);
  def.resolve = stage ? stage->resolve : NULL;
  size_t size = imp_world_memory(&def);
  *dest = (resting_scene){.memory = size ? malloc(size) : NULL};
  glm_vec3_copy((float *)gravity, dest->gravity);
  if (!dest->memory || imp_world_init(&def, dest->memory, size, &dest->world) != IMP_OK)
    return false;
  imp_body ground;
  imp_body_init(&ground);
  imp_body_set_immovable(&ground);
  imp_shape plane;
  imp_shape_def floor;
  uint32_t index, shape;
  if (imp_shape_plane((float *)up, 0.0f, &plane) != IMP_OK) return false;
  imp_shape_def_init(&plane, &floor);
  floor.friction = mu;
  return imp_world_add_body(&dest->world, &ground, &index) == IMP_OK &&
         imp_world_add_shape(&dest->world, index, &floor, &shape) == IMP_OK;
}

bool resting_scene_add(resting_scene *s, const imp_shape *shape, float mass,
                       const vec3 position, const versor orientation, float mu, float e,
                       uint32_t *index) {
  imp_mass properties;
  imp_status made = shape->kind == IMP_SHAPE_SPHERE
                        ? imp_mass_sphere(mass, shape->radius, &properties)
                        : imp_mass_box(mass, (float *)shape->half_extents, &properties);
  if (made != IMP_OK) return false;
  imp_body b;
  imp_body_init(&b);
  imp_body_set_mass(&b, &properties);
  glm_vec3_copy((float *)position, b.position);
  glm_vec4_copy((float *)orientation, b.orientation);
  glm_vec3_copy(s->gravity, b.acceleration);
  imp_body_update(&b);
  imp_shape_def def;
  imp_shape_def_init(shape, &def);
  def.friction = mu;
  def.restitution = e;
  uint32_t shape_index;
  return imp_world_add_body(&s->world, &b, index) == IMP_OK &&
         imp_world_add_shape(&s->world, *index, &def, &shape_index) == IMP_OK;
}

#line 2125 "chapters/12-resting.nw"
void resting_scene_free(resting_scene *s) {
  free(s->memory);
  s->memory = NULL;
}

#line 2132 "chapters/12-resting.nw"
double resting_deepest(const imp_world *w) {
  double deepest = 0.0;
  for (uint32_t c = 0; c < w->contact_count; c++)
    for (int p = 0; p < w->contacts[c].manifold.count; p++)
      deepest = fmax(deepest, w->contacts[c].manifold.point[p].depth);
  return deepest;
}
