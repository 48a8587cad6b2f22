/* fuzz_world.c: a libFuzzer target for the world's step (imp_world_step).
 *
 * An input is a small scene, decoded from bytes so that every input is a
 * valid one (see decode_scene): a floor (the plane y = 0), up to four walls
 * (planes or thick static boxes) and up to three static boxes on the floor,
 * all shapes of one static body; then 1 to 16 dynamic spheres, capsules and
 * boxes, sizes 0.05 to 0.5 m, masses 0.1 to 100 kg, each in its own cell of
 * a grid above the obstacles (so that none starts touching another or a
 * static shape), turned at random, moving at up to 5 m/s along each axis
 * and turning at up to 10 rad/s about each; a resolver chosen by name from
 * imp_resolver_names, 1 to 16 iterations, gravity 0 to 20 m/s^2, a step of
 * 1 to 20 ms, 100 to 300 steps, and room for pairs and contacts that is
 * either ample or small (1 to 16), so that IMP_FULL is reached.
 *
 * After every step it asserts:
 *  - the status is IMP_OK, or IMP_FULL when the room for pairs or contacts
 *    is small (never with ample room: more pairs than pairs of shapes
 *    cannot be);
 *  - every number of every body's state (position, orientation, velocity,
 *    angular velocity, the derived rotation and world inverse inertia) is
 *    finite;
 *  - every body is still there: as many bodies and shapes as were added,
 *    each shape on its body, each dynamic body with its mass;
 *  - with ample room, the kinetic energy stays within a budget, and no
 *    body is farther from where it started than the budget lets it go (see
 *    energy_budget). With small room the step drops contacts that do not
 *    fit (as documented), bodies fall through the floor, and no bound on
 *    energy or distance applies: only the checks above.
 * A failure prints the scene, the step and what broke, then aborts, which
 * libFuzzer reports as a finding and saves as a reproducer.
 */
#include <imp/mass.h>
#include <imp/world.h>

#include <math.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_BODIES = 16, MAX_OBSTACLES = 3, WALLS = 4, AMPLE = 512 };

/* ---- decoding: bytes to numbers; missing bytes read as 0 */

typedef struct reader {
  const uint8_t *data;
  size_t size, at;
} reader;

static unsigned next_byte(reader *r) { return r->at < r->size ? r->data[r->at++] : 0u; }

static double next_unit(reader *r) { /* in [0, 1] */
  unsigned low = next_byte(r);
  return (double)(low | next_byte(r) << 8) / 65535.0;
}

static double next_in(reader *r, double lo, double hi) { return lo + (hi - lo) * next_unit(r); }

/* Even in the logarithm: ratios of 1,000 are as likely as ratios of 1. */
static double next_log(reader *r, double lo, double hi) {
  return lo * pow(hi / lo, next_unit(r));
}

static void next_quaternion(reader *r, versor dest) {
  double q[4], norm = 0.0;
  for (int i = 0; i < 4; i++) q[i] = next_in(r, -1.0, 1.0), norm += q[i] * q[i];
  if (norm < 1e-6) q[0] = q[1] = q[2] = 0.0, q[3] = 1.0, norm = 1.0;
  for (int i = 0; i < 4; i++) dest[i] = (float)(q[i] / sqrt(norm));
}

/* ---- the scene */

typedef struct body_case {
  imp_shape shape;
  float mass;       /* kg */
  float reach;      /* m: the farthest point of the shape from its centre */
  float restitution, friction;
  versor orientation;
  vec3 offset;      /* in [-1, 1]^3: where in its cell */
  vec3 velocity, angular_velocity;
} body_case;

typedef struct scene {
  const char *resolver;
  float dt, gravity, room, base; /* s, m/s^2, m (walls' inner faces at +-room), m */
  int steps, iterations, count, obstacles;
  int walls[WALLS];              /* 0 none, 1 a plane, 2 a static box */
  bool small;                    /* room for pairs and contacts: 1..16, not AMPLE */
  uint32_t pair_capacity, contact_capacity;
  imp_shape obstacle[MAX_OBSTACLES];
  vec3 obstacle_at[MAX_OBSTACLES];
  float obstacle_yaw[MAX_OBSTACLES];
  body_case body[MAX_BODIES];
} scene;

static int resolver_count(void) {
  int n = 0;
  while (imp_resolver_names[n]) n++;
  return n;
}

static void decode_body(reader *r, body_case *c) {
  int kind = (int)(next_byte(r) % 3); /* sphere, capsule, box */
  double a = next_log(r, 0.05, 0.5), b = next_log(r, 0.05, 0.5), d = next_log(r, 0.05, 0.5);
  c->mass = (float)next_log(r, 0.1, 100.0);
  imp_status status;
  if (kind == 0) {
    status = imp_shape_sphere((float)a, &c->shape);
    c->reach = (float)a;
  } else if (kind == 1) { /* b < 0.06 m: a capsule of no length, a sphere */
    float half_height = b < 0.06 ? 0.0f : (float)b;
    status = imp_shape_capsule((float)a, half_height, &c->shape);
    c->reach = (float)a + half_height;
  } else {
    status = imp_shape_box((vec3){(float)a, (float)b, (float)d}, &c->shape);
    c->reach = (float)sqrt(a * a + b * b + d * d);
  }
  if (status != IMP_OK) abort(); /* every decoded size is in range */
  c->restitution = (float)next_unit(r);
  c->friction = (float)next_unit(r);
  next_quaternion(r, c->orientation);
  for (int k = 0; k < 3; k++) c->offset[k] = (float)next_in(r, -1.0, 1.0);
  for (int k = 0; k < 3; k++) c->velocity[k] = (float)next_in(r, -5.0, 5.0);
  for (int k = 0; k < 3; k++) c->angular_velocity[k] = (float)next_in(r, -10.0, 10.0);
}

/* The header (13 bytes), the obstacles (12 bytes each), then the bodies
 * (39 bytes each); tests/fuzz/seeds.py writes this encoding. */
static void decode_scene(reader *r, scene *s) {
  memset(s, 0, sizeof *s);
  s->resolver = imp_resolver_names[next_byte(r) % (unsigned)resolver_count()];
  s->dt = (float)next_log(r, 0.001, 0.02);
  s->steps = 100 + (int)(next_byte(r) * 200u / 255u);
  s->iterations = 1 + (int)(next_byte(r) % 16);
  s->gravity = (float)(20.0 * next_byte(r) / 255.0);
  unsigned walls = next_byte(r);
  for (int i = 0; i < WALLS; i++) s->walls[i] = (int)(walls >> 2 * i & 3u) % 3;
  unsigned layout = next_byte(r);
  s->obstacles = (int)(layout % (MAX_OBSTACLES + 1));
  s->small = (layout >> 2 & 3u) == 3u;
  s->pair_capacity = s->small ? 1 + next_byte(r) % 16 : (next_byte(r), AMPLE);
  s->contact_capacity = s->small ? 1 + next_byte(r) % 16 : (next_byte(r), AMPLE);
  double extra_room = next_in(r, 0.0, 4.0);
  s->count = 1 + (int)(next_byte(r) % MAX_BODIES);
  double highest = 0.0; /* m: the obstacles' top */
  for (int i = 0; i < s->obstacles; i++) {
    vec3 half;
    for (int k = 0; k < 3; k++) half[k] = (float)next_log(r, 0.1, 1.0);
    if (imp_shape_box(half, &s->obstacle[i]) != IMP_OK) abort();
    s->obstacle_at[i][0] = (float)next_in(r, -1.0, 1.0); /* scaled by the room below */
    s->obstacle_at[i][2] = (float)next_in(r, -1.0, 1.0);
    s->obstacle_at[i][1] = half[1];                       /* standing on the floor */
    s->obstacle_yaw[i] = (float)next_in(r, 0.0, GLM_PI);
    highest = fmax(highest, 2.0 * half[1]);
  }
  float cell = 0.0f; /* wider than any body, whichever way it is turned */
  for (int i = 0; i < s->count; i++) {
    decode_body(r, &s->body[i]);
    cell = fmaxf(cell, 2.0f * s->body[i].reach + 0.02f);
  }
  /* Four cells across (x) and deep (z), one layer: the bodies fit within
   * +-2 cells; the walls stand beyond that. */
  s->room = 2.0f * cell + (float)extra_room;
  s->base = (float)highest + 0.01f; /* the bottom of the bodies' cells */
  for (int i = 0; i < s->obstacles; i++) {
    s->obstacle_at[i][0] *= 0.8f * s->room;
    s->obstacle_at[i][2] *= 0.8f * s->room;
  }
  for (int i = 0; i < s->count; i++) {
    body_case *c = &s->body[i];
    float play = 0.5f * cell - c->reach - 0.005f; /* >= 0.005 m: the cell is 2 reach + 0.02 */
    float centre[3] = {((float)(i % 4) - 1.5f) * cell, s->base + 0.5f * cell,
                       ((float)(i / 4) - 1.5f) * cell};
    for (int k = 0; k < 3; k++) c->offset[k] = centre[k] + play * c->offset[k];
  }
}

/* ---- building the world */

static bool add_static(imp_world *w, uint32_t body, const imp_shape *shape, const vec3 at,
                       const versor turn) {
  imp_shape_def def;
  imp_shape_def_init(shape, &def);
  uint32_t index;
  return imp_transform_set(at, turn, &def.local) == IMP_OK &&
         imp_world_add_shape(w, body, &def, &index) == IMP_OK;
}

/* The floor, the walls and the obstacles, as shapes of one static body. */
static bool add_room(imp_world *w, const scene *s) {
  imp_body room;
  imp_body_init(&room);
  imp_body_set_immovable(&room);
  uint32_t body;
  if (imp_world_add_body(w, &room, &body) != IMP_OK) return false;
  versor none = {0.0f, 0.0f, 0.0f, 1.0f};
  imp_shape plane;
  if (imp_shape_plane((vec3){0.0f, 1.0f, 0.0f}, 0.0f, &plane) != IMP_OK ||
      !add_static(w, body, &plane, (vec3){0.0f, 0.0f, 0.0f}, none))
    return false;
  /* walls at x = +room, x = -room, z = +room, z = -room */
  const vec3 inward[WALLS] = {{-1, 0, 0}, {1, 0, 0}, {0, 0, -1}, {0, 0, 1}};
  float height = 10.0f, thick = 0.25f; /* a wall box: half height and half thickness, m */
  for (int i = 0; i < WALLS; i++) {
    if (s->walls[i] == 0) continue;
    imp_shape shape;
    vec3 at;
    if (s->walls[i] == 1) {
      if (imp_shape_plane((float *)inward[i], -s->room, &shape) != IMP_OK) return false;
      glm_vec3_zero(at);
    } else {
      bool along_x = inward[i][0] != 0.0f;
      vec3 half = {along_x ? thick : s->room + 2.0f * thick, height,
                   along_x ? s->room + 2.0f * thick : thick};
      if (imp_shape_box(half, &shape) != IMP_OK) return false;
      glm_vec3_scale((float *)inward[i], -(s->room + thick), at);
      at[1] = height - 1.0f;
    }
    if (!add_static(w, body, &shape, at, none)) return false;
  }
  for (int i = 0; i < s->obstacles; i++) {
    versor turn;
    glm_quatv(turn, s->obstacle_yaw[i], (vec3){0.0f, 1.0f, 0.0f});
    if (!add_static(w, body, &s->obstacle[i], s->obstacle_at[i], turn)) return false;
  }
  return true;
}

static bool add_body(imp_world *w, const scene *s, const body_case *c) {
  imp_mass mass;
  const imp_shape *shape = &c->shape;
  imp_status status;
  if (shape->kind == IMP_SHAPE_SPHERE)
    status = imp_mass_sphere(c->mass, shape->radius, &mass);
  else if (shape->kind == IMP_SHAPE_CAPSULE)
    status = imp_mass_capsule(c->mass, shape->radius, 2.0f * shape->half_height, &mass);
  else
    status = imp_mass_box(c->mass, (float *)shape->half_extents, &mass);
  imp_body body;
  imp_body_init(&body);
  if (status != IMP_OK || imp_body_set_mass(&body, &mass) != IMP_OK) return false;
  glm_vec3_copy((float *)c->offset, body.position);
  glm_quat_copy((float *)c->orientation, body.orientation);
  glm_vec3_copy((float *)c->velocity, body.velocity);
  glm_vec3_copy((float *)c->angular_velocity, body.angular_velocity);
  body.acceleration[1] = -s->gravity;
  imp_body_update(&body);
  imp_shape_def def;
  imp_shape_def_init(shape, &def);
  def.restitution = c->restitution;
  def.friction = c->friction;
  uint32_t index, shape_index;
  return imp_world_add_body(w, &body, &index) == IMP_OK &&
         imp_world_add_shape(w, index, &def, &shape_index) == IMP_OK;
}

/* ---- the checks */

typedef struct run {
  const scene *s;
  imp_world world;
  uint32_t shapes;        /* shapes added */
  double budget;          /* J: the kinetic energy no body and no sum may exceed */
  vec3 start[MAX_BODIES]; /* where each dynamic body started */
  float inverse_mass[MAX_BODIES]; /* as the world took it */
  int step;
  imp_status status;
} run;

static const char *const kind_names[] = {"sphere", "capsule", "box", "plane"};

static void print_scene(const run *u) {
  const scene *s = u->s;
  fprintf(stderr, "  resolver %s, %d iterations, dt %.9g s, %d steps, g %.9g m/s^2\n",
          s->resolver, s->iterations, s->dt, s->steps, s->gravity);
  fprintf(stderr, "  walls at +-%.9g m (x+, x-, z+, z-: %d %d %d %d; 1 plane, 2 box), "
          "%d obstacles, room for %u pairs and %u contacts\n", s->room, s->walls[0],
          s->walls[1], s->walls[2], s->walls[3], s->obstacles, s->pair_capacity,
          s->contact_capacity);
  for (int i = 0; i < s->obstacles; i++)
    fprintf(stderr, "  obstacle %d: box (%.9g, %.9g, %.9g) at (%.9g, %.9g, %.9g), yaw %.9g\n",
            i, s->obstacle[i].half_extents[0], s->obstacle[i].half_extents[1],
            s->obstacle[i].half_extents[2], s->obstacle_at[i][0], s->obstacle_at[i][1],
            s->obstacle_at[i][2], s->obstacle_yaw[i]);
  for (int i = 0; i < s->count; i++) {
    const body_case *c = &s->body[i];
    const imp_body *b = &u->world.bodies[i + 1];
    fprintf(stderr, "  body %d: %s (%.9g, %.9g, %.9g) %.9g kg, e %.9g, mu %.9g\n"
            "     started at (%.9g, %.9g, %.9g) v (%.9g, %.9g, %.9g) w (%.9g, %.9g, %.9g)\n"
            "     now at (%.9g, %.9g, %.9g) v (%.9g, %.9g, %.9g) w (%.9g, %.9g, %.9g)\n",
            i + 1, kind_names[c->shape.kind],
            c->shape.kind == IMP_SHAPE_BOX ? c->shape.half_extents[0] : c->shape.radius,
            c->shape.kind == IMP_SHAPE_BOX ? c->shape.half_extents[1] : c->shape.half_height,
            c->shape.half_extents[2], c->mass, c->restitution, c->friction, c->offset[0],
            c->offset[1], c->offset[2], c->velocity[0], c->velocity[1], c->velocity[2],
            c->angular_velocity[0], c->angular_velocity[1], c->angular_velocity[2],
            b->position[0], b->position[1], b->position[2], b->velocity[0], b->velocity[1],
            b->velocity[2], b->angular_velocity[0], b->angular_velocity[1],
            b->angular_velocity[2]);
  }
}

static void fail(const run *u, const char *format, ...) __attribute__((format(printf, 2, 3)));
static void fail(const run *u, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  fprintf(stderr, "world step: after step %d (status %d): ", u->step, (int)u->status);
  vfprintf(stderr, format, ap);
  va_end(ap);
  fputc('\n', stderr);
  print_scene(u);
  abort();
}

static bool all_finite(const float *v, int n) {
  for (int i = 0; i < n; i++)
    if (!isfinite(v[i])) return false;
  return true;
}

/* The budget. Without the resolvers' position projection, the step cannot
 * add energy: gravity's integration (semi-implicit Euler) loses m g^2 dt^2
 * / 2 a step, the implicit gyroscopic term loses energy, and a contact
 * impulse that leaves the normal speed reversed and scaled by e <= 1, or
 * that opposes sliding, takes energy away. Projection moves bodies out of
 * each other and out of the static shapes, and may lift them: a body that
 * sank by d under gravity is lifted by d, giving back m g d it had turned
 * into motion. So the energy E = K + V (V = m g y, floor at y = 0, >= 0 at
 * the start) stays near E0; we allow it to double, plus m g (2 reach) per
 * body for the lifts. A body can also stand below the floor by up to its
 * reach (V >= -m g reach), so any one body's kinetic energy is at most
 *   K_max = 2 E0 + 3 sum m g reach,
 * and its speed at most v_max = sqrt(2 K_max / m). The distance it can
 * cover in time t is v_max t moving, plus at most as much again from the
 * projection's moves; with its reach for the turn of its centre about a
 * contact, the bound is 2 v_max t + 2 reach + 1 cm. Loose, and honest: a
 * body beyond it has moved faster on average than twice the speed that
 * all the scene's energy, doubled, could give it. */
static double energy_budget(const run *u) {
  vec3 g = {0.0f, -u->s->gravity, 0.0f};
  double e0 = imp_world_kinetic_energy(&u->world) + imp_world_potential_energy(&u->world, g);
  double lift = 0.0;
  for (int i = 0; i < u->s->count; i++)
    lift += (double)u->s->body[i].mass * u->s->gravity * u->s->body[i].reach;
  return 2.0 * e0 + 3.0 * lift;
}

static void check_step(run *u) {
  const scene *s = u->s;
  const imp_world *w = &u->world;
  if (u->status != IMP_OK && !(u->status == IMP_FULL && s->small))
    fail(u, "imp_world_step returned %d", (int)u->status);
  if (w->body_count != (uint32_t)s->count + 1 || w->shape_count != u->shapes)
    fail(u, "%u bodies and %u shapes; %d and %u were added", w->body_count, w->shape_count,
         s->count + 1, u->shapes);
  if (w->steps != (uint64_t)u->step) fail(u, "the world counts %llu steps",
                                          (unsigned long long)w->steps);
  double kinetic = imp_world_kinetic_energy(w);
  if (!s->small && !(kinetic <= u->budget))
    fail(u, "kinetic energy %.9g J above the budget %.9g J", kinetic, u->budget);
  double t = u->step * (double)s->dt;
  for (int i = 0; i < s->count; i++) {
    const imp_body *b = &w->bodies[i + 1];
    const body_case *c = &s->body[i];
    if (!all_finite(b->position, 3) || !all_finite(b->orientation, 4) ||
        !all_finite(b->velocity, 3) || !all_finite(b->angular_velocity, 3) ||
        !all_finite(&b->rotation[0][0], 9) || !all_finite(&b->inverse_inertia_world[0][0], 9))
      fail(u, "body %d has a number that is not finite", i + 1);
    if (b->inverse_mass != u->inverse_mass[i] || imp_world_is_static(w, (uint32_t)i + 1))
      fail(u, "body %d has inverse mass %.9g, not %.9g", i + 1, b->inverse_mass,
           u->inverse_mass[i]);
    uint32_t shape = w->first_shape[i + 1];
    if (shape == IMP_NONE || w->shapes[shape].body != (uint32_t)i + 1 ||
        w->shapes[shape].next != IMP_NONE)
      fail(u, "body %d has lost its shape", i + 1);
    double v_max = sqrt(2.0 * u->budget / c->mass);
    double reach = 2.0 * v_max * t + 2.0 * c->reach + 0.01;
    double moved = glm_vec3_distance((float *)b->position, u->start[i]);
    if (!s->small && !(moved <= reach))
      fail(u, "body %d is %.9g m from where it started; it can reach %.9g m", i + 1, moved,
           reach);
  }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  reader r = {data, size, 0};
  scene s;
  decode_scene(&r, &s);
  imp_world_def def;
  imp_world_def_init(&def);
  def.body_capacity = (uint32_t)s.count + 1;
  def.shape_capacity = (uint32_t)(1 + WALLS + s.obstacles + s.count);
  def.pair_capacity = s.pair_capacity;
  def.contact_capacity = s.contact_capacity;
  def.iterations = s.iterations;
  const imp_resolver *resolver = imp_resolver_named(s.resolver);
  if (!resolver) abort();
  def.resolve = resolver->resolve;
  size_t bytes = imp_world_memory(&def);
  void *memory = bytes ? malloc(bytes) : NULL;
  run u = {.s = &s};
  if (!memory || imp_world_init(&def, memory, bytes, &u.world) != IMP_OK || !add_room(&u.world, &s))
    abort(); /* every decoded scene is one the world takes */
  for (int i = 0; i < s.count; i++) {
    if (!add_body(&u.world, &s, &s.body[i])) abort();
    glm_vec3_copy(u.world.bodies[i + 1].position, u.start[i]);
    u.inverse_mass[i] = u.world.bodies[i + 1].inverse_mass;
  }
  u.shapes = u.world.shape_count;
  u.budget = energy_budget(&u);
  for (u.step = 1; u.step <= s.steps; u.step++) {
    u.status = imp_world_step(&u.world, s.dt);
    check_step(&u);
  }
  free(memory);
  return 0;
}
