#line 1178 "chapters/10-world.nw"
/* room-scene.c: chapter 10's room scene. */
#include "shared/room-scene.h"

#include "random.h"

#include <math.h>
#include <stdlib.h>

void room_default_options(room_options *dest) {
  *dest = (room_options){.count = 60, .seed = 1, .side = 3.0f, .size = 0.2f,
                         .height = 1.0f, .restitution = 0.3f, .gravity = 9.81f,
                         .density = 500.0f, .resolve = imp_resolve_centres};
}

#line 1245 "chapters/10-world.nw"
/* The floor y <= 0 and the four walls |x|, |z| >= side/2 are one plane,
 * the floor, placed at five frames on one static body. */
static bool add_walls(imp_world *w, float side) {
  imp_body room;
  imp_body_init(&room);
  imp_body_set_immovable(&room);
  uint32_t body, shape;
  if (imp_world_add_body(w, &room, &body) != IMP_OK) return false;
  imp_shape floor;
  imp_shape_plane((vec3){0.0f, 1.0f, 0.0f}, 0.0f, &floor);
  /* the floor, then the walls: its up turned to +x, -x, +z and -z */
  const vec3 axes[5] = {{1, 0, 0}, {0, 0, 1}, {0, 0, 1}, {1, 0, 0}, {1, 0, 0}};
  const float angles[5] = {0.0f, -GLM_PI_2f, GLM_PI_2f, GLM_PI_2f, -GLM_PI_2f};
  const vec3 origins[5] = {{0, 0, 0}, {-0.5f, 0, 0}, {0.5f, 0, 0}, {0, 0, -0.5f}, {0, 0, 0.5f}};
  for (int i = 0; i < 5; i++) {
    imp_shape_def def;
    imp_shape_def_init(&floor, &def);
    versor turn;
    glm_quatv(turn, angles[i], (float *)axes[i]);
    vec3 origin;
    glm_vec3_scale((float *)origins[i], side, origin);
    if (imp_transform_set(origin, turn, &def.local) != IMP_OK ||
        imp_world_add_shape(w, body, &def, &shape) != IMP_OK)
      return false;
  }
  return true;
}
#line 1281 "chapters/10-world.nw"
/* A sphere, capsule or box (kind 0, 1, 2) of random size and orientation,
 * its mass from its volume, at rest at centre. */
static bool drop_body(imp_world *w, const room_options *o, imp_rng *r, int kind,
                      const vec3 centre) {
  float a = o->size * (float)imp_rng_uniform(r, 0.5, 1.0);
  float b = o->size * (float)imp_rng_uniform(r, 0.5, 1.0);
  float c = o->size * (float)imp_rng_uniform(r, 0.5, 1.0);
  imp_shape shape;
  imp_mass mass;
  if (kind == 0) {
    imp_shape_sphere(a, &shape);
    imp_mass_sphere(o->density * 4.0f / 3.0f * GLM_PIf * a * a * a, a, &mass);
  } else if (kind == 1) { /* radius a / 2 and segment b: at most 2 size long */
    float radius = 0.5f * a, volume = GLM_PIf * radius * radius * (b + 4.0f / 3.0f * radius);
    imp_shape_capsule(radius, 0.5f * b, &shape);
    imp_mass_capsule(o->density * volume, radius, b, &mass);
  } else {
    imp_shape_box((vec3){a, 0.5f * b, c}, &shape);
    imp_mass_box(o->density * 8.0f * a * 0.5f * b * c, (vec3){a, 0.5f * b, c}, &mass);
  }
  imp_body body;
  imp_body_init(&body);
  if (imp_body_set_mass(&body, &mass) != IMP_OK) return false;
  double turn[3];
  imp_rng_direction(r, turn);
  glm_quatv(body.orientation, (float)imp_rng_uniform(r, 0.0, GLM_PI),
            (vec3){(float)turn[0], (float)turn[1], (float)turn[2]});
  glm_vec3_copy((float *)centre, body.position);
  body.acceleration[1] = -o->gravity;
  imp_body_update(&body);
  imp_shape_def def;
  imp_shape_def_init(&shape, &def);
  def.restitution = o->restitution;
  uint32_t index, shape_index;
  return imp_world_add_body(w, &body, &index) == IMP_OK &&
         imp_world_add_shape(w, index, &def, &shape_index) == IMP_OK;
}

#line 1195 "chapters/10-world.nw"
bool room_scene_build(const room_options *o, room_scene *dest) {
  imp_world_def def;
  imp_world_def_init(&def);
  def.body_capacity = o->count + 1;
  def.shape_capacity = o->count + 5;
  def.pair_capacity = 16 * o->count + 64;  /* five walls each, and neighbours */
  def.contact_capacity = 8 * o->count + 64;
  def.resolve = o->resolve;
  size_t size = imp_world_memory(&def);
  *dest = (room_scene){.options = *o, .memory = size ? malloc(size) : NULL};
  if (!dest->memory || imp_world_init(&def, dest->memory, size, &dest->world) != IMP_OK ||
      !add_walls(&dest->world, o->side)) {
    room_scene_free(dest);
    return false;
  }
  imp_rng r = imp_rng_seed(o->seed);
  float cell = 3.0f * o->size; /* wider than any body, whichever way it is turned */
  uint32_t across = (uint32_t)fmaxf(1.0f, floorf(o->side / cell));
  for (uint32_t n = 0; n < o->count; n++) {
    uint32_t layer = n / (across * across), row = n / across % across, column = n % across;
    vec3 centre = {((float)column + 0.5f) * cell - 0.5f * across * cell,
                   o->height + (float)layer * cell,
                   ((float)row + 0.5f) * cell - 0.5f * across * cell};
    if (!drop_body(&dest->world, o, &r, n % 3, centre)) {
      room_scene_free(dest);
      return false;
    }
  }
  return true;
}

void room_scene_free(room_scene *s) {
  free(s->memory);
  s->memory = NULL;
}

double room_potential_energy(const room_scene *s) {
  return imp_world_potential_energy(&s->world, (vec3){0.0f, -s->options.gravity, 0.0f});
}
#line 1340 "chapters/10-world.nw"
void room_options_from(const imp_args *args, room_options *dest) {
  room_default_options(dest);
  dest->count = (uint32_t)imp_arg_long(args, "count");
  dest->seed = (uint64_t)imp_arg_long(args, "seed");
  dest->restitution = (float)imp_arg(args, "e");
  dest->side = (float)imp_arg(args, "side");
  dest->size = (float)imp_arg(args, "size");
  dest->height = (float)imp_arg(args, "height");
  dest->gravity = (float)imp_arg(args, "g");
  dest->resolve = imp_resolvers[imp_arg_choice(args, "resolver")].resolve;
}

const char *room_engine_stage(void) { return imp_resolver_default()->name; }
