#line 1475 "chapters/10-world.nw"
/* room-poses: the outlines of the room's bodies at chosen instants (chapter 10). */
#include "harness.h"
#include "shared/room-scene.h"

#include <math.h>

#line 1593 "chapters/10-world.nw"
static const imp_param poses_params[] = {
    ROOM_PARAMS,
    {"every", IMP_REAL, "s", 0.5, 0.001, 60.0, NULL, "time between two drawings"},
};

enum { POSES_COLUMNS = 9 };
static const imp_column poses_columns[POSES_COLUMNS] = {
    {"t", "s", "time of the drawing"},
    {"body", "", "index of the body in the world"},
    {"kind", "", "0 sphere, 1 capsule, 2 box"},
    {"x0", "m", "segment start, x"}, {"y0", "m", "segment start, y"},
    {"z0", "m", "segment start, z"}, {"x1", "m", "segment end, x"},
    {"y1", "m", "segment end, y"}, {"z1", "m", "segment end, z"},
};

#line 1521 "chapters/10-world.nw"
typedef struct outline {
  const imp_sink *sink;
  double t;
  uint32_t body;
  int kind;
  const imp_transform *frame;
} outline;

/* One segment, from a to b in the shape's frame. */
static void segment(const outline *o, const vec3 a, const vec3 b) {
  vec3 wa, wb;
  imp_transform_point(o->frame, a, wa);
  imp_transform_point(o->frame, b, wb);
  double row[POSES_COLUMNS] = {o->t, o->body, o->kind, wa[0], wa[1], wa[2],
                               wb[0], wb[1], wb[2]};
  imp_emit(o->sink, row);
}

/* An arc of radius r about centre, in the plane of axes u and v, from angle
 * `from` through `sweep` radians, in 12 segments per half turn. */
static void arc(const outline *o, const vec3 centre, float r, int u, int v, float from,
                float sweep) {
  int pieces = (int)ceilf(12.0f * fabsf(sweep) / GLM_PIf);
  vec3 last;
  for (int i = 0; i <= pieces; i++) {
    float angle = from + sweep * (float)i / (float)pieces;
    vec3 p;
    glm_vec3_copy((float *)centre, p);
    p[u] += r * cosf(angle);
    p[v] += r * sinf(angle);
    if (i > 0) segment(o, last, p);
    glm_vec3_copy(p, last);
  }
}

static void draw_box(const outline *o, const vec3 h) {
  for (int axis = 0; axis < 3; axis++) /* the four edges along each axis */
    for (int signs = 0; signs < 4; signs++) {
      vec3 a, b;
      a[axis] = -h[axis], b[axis] = h[axis];
      for (int k = 1; k <= 2; k++) {
        int other = (axis + k) % 3;
        a[other] = b[other] = signs >> (k - 1) & 1 ? h[other] : -h[other];
      }
      segment(o, a, b);
    }
}

static void draw_sphere(const outline *o, float r) {
  const vec3 centre = {0, 0, 0};
  arc(o, centre, r, 0, 1, 0.0f, 2.0f * GLM_PIf);
  arc(o, centre, r, 1, 2, 0.0f, 2.0f * GLM_PIf);
  arc(o, centre, r, 2, 0, 0.0f, 2.0f * GLM_PIf);
}

/* The silhouettes in the planes x-y and z-y: two sides and two half circles. */
static void draw_capsule(const outline *o, float r, float l) {
  for (int across = 0; across <= 2; across += 2) {
    vec3 top = {0, l, 0}, bottom = {0, -l, 0};
    for (int side = -1; side <= 1; side += 2) {
      vec3 a = {0, -l, 0}, b = {0, l, 0};
      a[across] = b[across] = (float)side * r;
      segment(o, a, b);
    }
    /* angles measured from the `across` axis towards y */
    arc(o, top, r, across, 1, 0.0f, GLM_PIf);
    arc(o, bottom, r, across, 1, GLM_PIf, GLM_PIf);
  }
}

#line 1485 "chapters/10-world.nw"
static void draw_bodies(const room_scene *s, double t, const imp_sink *sink) {
  const imp_world *w = &s->world;
  for (uint32_t i = 0; i < w->shape_count; i++) {
    const imp_world_shape *shape = &w->shapes[i];
    if (imp_world_is_static(w, shape->body)) continue; /* the walls are drawn apart */
    imp_transform body, frame;
    imp_transform_of_body(&w->bodies[shape->body], &body);
    imp_transform_mul(&body, &shape->local, &frame);
    outline o = {sink, t, shape->body, (int)shape->shape.kind, &frame};
    if (shape->shape.kind == IMP_SHAPE_BOX) draw_box(&o, shape->shape.half_extents);
    if (shape->shape.kind == IMP_SHAPE_SPHERE) draw_sphere(&o, shape->shape.radius);
    if (shape->shape.kind == IMP_SHAPE_CAPSULE)
      draw_capsule(&o, shape->shape.radius, shape->shape.half_height);
  }
}

static void room_poses_run(const imp_args *args, const imp_sink *sink) {
  room_options o;
  room_options_from(args, &o);
  room_scene s;
  if (!room_scene_build(&o, &s)) return;
  float dt = (float)imp_arg(args, "dt");
  long steps = lround(imp_arg(args, "duration") / dt);
  long every = lround(imp_arg(args, "every") / dt);
  every = every < 1 ? 1 : every;
  for (long n = 0; n <= steps; n++) {
    if (n % every == 0) draw_bodies(&s, n * (double)dt, sink);
    if (n < steps) imp_world_step(&s.world, dt);
  }
  room_scene_free(&s);
}

#line 1660 "chapters/10-world.nw"
const imp_experiment imp_room_poses = {
    .name = "room-poses",
    .chapter = 10,
    .summary = "the room's bodies drawn as line segments at chosen instants",
    .params = poses_params,
    .param_count = sizeof poses_params / sizeof *poses_params,
    .columns = poses_columns,
    .column_count = POSES_COLUMNS,
    .run = room_poses_run,
    .stage_param = "resolver",
    .engine_stage = room_engine_stage,
};
