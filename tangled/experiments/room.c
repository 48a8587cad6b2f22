#line 1365 "chapters/10-world.nw"
/* room: spheres, capsules and boxes dropped into a room (chapter 10). */
#include "harness.h"
#include "shared/room-scene.h"

#include <math.h>

#line 1425 "chapters/10-world.nw"
static const imp_param room_params[] = {ROOM_PARAMS};

enum { ROOM_COLUMNS = 8 };
static const imp_column room_columns[ROOM_COLUMNS] = {
    {"t", "s", "time"},
    {"ke", "J", "kinetic energy of the bodies"},
    {"pe", "J", "potential energy m g y, the floor at y = 0"},
    {"e", "J", "ke + pe"},
    {"contacts", "", "touching pairs of shapes"},
    {"points", "", "contact points"},
    {"depth", "m", "depth of the deepest contact point"},
    {"outside", "", "bodies whose centre is outside the room"},
};
#line 1393 "chapters/10-world.nw"
/* The deepest point of any contact (m), and how many points there are. */
static float deepest_point(const imp_world *w, int *points) {
  float deepest = 0.0f;
  *points = 0;
  for (uint32_t c = 0; c < w->contact_count; c++)
    for (int p = 0; p < w->contacts[c].manifold.count; p++, ++*points)
      deepest = fmaxf(deepest, w->contacts[c].manifold.point[p].depth);
  return deepest;
}

/* Bodies whose centre has left the room: below the floor or beyond a wall. */
static int outside(const room_scene *s) {
  int count = 0;
  float half = 0.5f * s->options.side;
  for (uint32_t i = 1; i < s->world.body_count; i++) {
    const float *x = s->world.bodies[i].position;
    count += x[1] < 0.0f || fabsf(x[0]) > half || fabsf(x[2]) > half;
  }
  return count;
}

static void room_row(const room_scene *s, double t, const imp_sink *sink) {
  int points;
  float depth = deepest_point(&s->world, &points);
  double ke = imp_world_kinetic_energy(&s->world), pe = room_potential_energy(s);
  double row[ROOM_COLUMNS] = {t, ke, pe, ke + pe, s->world.contact_count, points,
                              depth, outside(s)};
  imp_emit(sink, row);
}

#line 1374 "chapters/10-world.nw"
static void room_run(const imp_args *args, const imp_sink *sink) {
  room_options o;
  room_options_from(args, &o);
  room_scene s;
  if (!room_scene_build(&o, &s)) return;
  float dt = (float)imp_arg(args, "dt");
  long steps = lround(imp_arg(args, "duration") / dt);
  room_row(&s, 0.0, sink);
  for (long n = 1; n <= steps; n++) {
    imp_world_step(&s.world, dt);
    room_row(&s, n * (double)dt, sink);
  }
  room_scene_free(&s);
}

#line 1441 "chapters/10-world.nw"
const imp_experiment imp_room = {
    .name = "room",
    .chapter = 10,
    .summary = "spheres, capsules and boxes dropped into a room: energy and contacts",
    .params = room_params,
    .param_count = sizeof room_params / sizeof *room_params,
    .columns = room_columns,
    .column_count = ROOM_COLUMNS,
    .run = room_run,
    .stage_param = "resolver",
    .engine_stage = room_engine_stage,
};
