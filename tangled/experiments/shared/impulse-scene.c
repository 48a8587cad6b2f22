#line 2605 "chapters/11-impulses.nw"
/* impulse-scene.c: chapter 11's scene of one body on the ground. */
#include "shared/impulse-scene.h"

#include <stdlib.h>

bool impulse_scene_build(const imp_body *body, const imp_shape_def *shapes, int count,
                         impulse_scene *dest) {
  imp_world_def def;
  imp_world_def_init(&def);
  def.body_capacity = 2;
  def.shape_capacity = (uint32_t)count + 1;
  def.pair_capacity = def.contact_capacity = 4 * ((uint32_t)count + 1);
  def.resolve = imp_resolve_impulses;
  size_t size = imp_world_memory(&def);
  *dest = (impulse_scene){.memory = size ? malloc(size) : NULL};
  if (!dest->memory || imp_world_init(&def, dest->memory, size, &dest->world) != IMP_OK)
    return false;
  imp_body ground;
  imp_body_init(&ground);
  imp_body_set_immovable(&ground);
  imp_shape plane;
  imp_shape_plane((vec3){0.0f, 1.0f, 0.0f}, 0.0f, &plane);
  imp_shape_def floor;
  imp_shape_def_init(&plane, &floor);
  uint32_t index, shape;
  bool ok = imp_world_add_body(&dest->world, &ground, &index) == IMP_OK &&
            imp_world_add_shape(&dest->world, index, &floor, &shape) == IMP_OK &&
            imp_world_add_body(&dest->world, body, &dest->body) == IMP_OK;
  for (int i = 0; i < count && ok; i++)
    ok = imp_world_add_shape(&dest->world, dest->body, &shapes[i], &shape) == IMP_OK;
  return ok;
}

void impulse_scene_free(impulse_scene *s) {
  free(s->memory);
  s->memory = NULL;
}
