#line 1683 "chapters/10-world.nw"
/* Chapter 10's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "random.h"
#include "shared/room-scene.h"

#include <imp/world.h>
#include <float.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#line 1707 "chapters/10-world.nw"
/* A world of the default definition, but with this chapter's resolver unless
 * given another, in memory of its own. */
typedef struct test_world {
  imp_world w;
  void *memory;
} test_world;

static void make_world(test_world *t, imp_resolve_fn resolve) {
  imp_world_def def;
  imp_world_def_init(&def);
  def.body_capacity = 16, def.shape_capacity = 16;
  def.pair_capacity = 64, def.contact_capacity = 32;
  def.resolve = resolve ? resolve : imp_resolve_centres;
  size_t size = imp_world_memory(&def);
  t->memory = malloc(size);
  if (!t->memory || imp_world_init(&def, t->memory, size, &t->w) != IMP_OK) abort();
}

/* A static body carrying the ground plane y <= height; returns its index. */
static uint32_t add_ground(imp_world *w, float height) {
  imp_body ground;
  imp_body_init(&ground);
  imp_body_set_immovable(&ground);
  ground.position[1] = height; /* the plane, at its frame, rides on the body */
  imp_shape plane;
  imp_shape_plane((vec3){0, 1, 0}, 0.0f, &plane);
  imp_shape_def def;
  imp_shape_def_init(&plane, &def);
  uint32_t body, shape;
  if (imp_world_add_body(w, &ground, &body) != IMP_OK ||
      imp_world_add_shape(w, body, &def, &shape) != IMP_OK)
    abort();
  return body;
}

/* A dynamic body with one shape, of the shape's mass properties at 1 kg. */
static uint32_t add_dynamic(imp_world *w, const imp_shape *shape, const vec3 position,
                            float restitution) {
  imp_body b;
  imp_body_init(&b);
  imp_mass mass;
  if (shape->kind == IMP_SHAPE_SPHERE) imp_mass_sphere(1.0f, shape->radius, &mass);
  else imp_mass_box(1.0f, (float *)shape->half_extents, &mass);
  imp_body_set_mass(&b, &mass);
  glm_vec3_copy((float *)position, b.position);
  imp_shape_def def;
  imp_shape_def_init(shape, &def);
  def.restitution = restitution;
  uint32_t body, index;
  if (imp_world_add_body(w, &b, &body) != IMP_OK ||
      imp_world_add_shape(w, body, &def, &index) != IMP_OK)
    abort();
  return body;
}
#line 1773 "chapters/10-world.nw"
static void check_free_fall(imp_check_state *s) {
  test_world t;
  make_world(&t, NULL);
  add_ground(&t.w, -1000.0f); /* far below: never reached */
  imp_shape box;
  imp_shape_box((vec3){0.3f, 0.2f, 0.1f}, &box);
  uint32_t i = add_dynamic(&t.w, &box, (vec3){1, 2, 3}, 0.0f);
  imp_body *b = &t.w.bodies[i];
  glm_vec3_copy((vec3){0.5f, 4.0f, -1.0f}, b->velocity);
  glm_vec3_copy((vec3){3.0f, -2.0f, 5.0f}, b->angular_velocity);
  b->acceleration[1] = -9.81f;
  imp_body alone = *b;
  const float dt = 1.0f / 60.0f;
  for (int n = 0; n < 300; n++) {
    imp_body_integrate_velocities(&alone, dt, IMP_GYRO_IMPLICIT);
    imp_body_integrate_positions(&alone, dt);
    IMP_CHECK_TRUE(s, imp_world_step(&t.w, dt) == IMP_OK);
    
#line 1798 "chapters/10-world.nw"
IMP_CHECK_TRUE(s, memcmp(b->position, alone.position, sizeof alone.position) == 0);
IMP_CHECK_TRUE(s, memcmp(b->orientation, alone.orientation, sizeof alone.orientation) == 0);
IMP_CHECK_TRUE(s, memcmp(b->velocity, alone.velocity, sizeof alone.velocity) == 0);
IMP_CHECK_TRUE(s, memcmp(b->angular_velocity, alone.angular_velocity,
                         sizeof alone.angular_velocity) == 0);
#line 1791 "chapters/10-world.nw"
  }
  IMP_CHECK_TRUE(s, t.w.contact_count == 0 && t.w.steps == 300);
  free(t.memory);
}
#line 1826 "chapters/10-world.nw"
/* The same bits in all a reader may read: the count, the normal and the
 * points below the count (the narrow phase writes no more). */
static bool same_manifold(const imp_manifold *x, const imp_manifold *y) {
  return x->count == y->count && memcmp(x->normal, y->normal, sizeof x->normal) == 0 &&
         memcmp(x->point, y->point, (size_t)x->count * sizeof x->point[0]) == 0;
}

/* Every pair of shapes the world would consider, in key order, through the
 * narrow phase at their current frames; compares with the world's contacts. */
static void compare_with_all_pairs(imp_check_state *s, const imp_world *w, long *touching) {
  uint32_t c = 0;
  for (uint32_t i = 0; i < w->shape_count; i++)
    for (uint32_t j = i + 1; j < w->shape_count; j++) {
      const imp_world_shape *a = &w->shapes[i], *b = &w->shapes[j];
      if (a->body == b->body ||
          (imp_world_is_static(w, a->body) && imp_world_is_static(w, b->body)))
        continue;
      imp_transform fa, fb, body;
      imp_transform_of_body(&w->bodies[a->body], &body);
      imp_transform_mul(&body, &a->local, &fa);
      imp_transform_of_body(&w->bodies[b->body], &body);
      imp_transform_mul(&body, &b->local, &fb);
      imp_manifold m;
      if (imp_collide(&a->shape, &fa, &b->shape, &fb, &m) <= 0) continue;
      ++*touching;
      const imp_contact *got = c < w->contact_count ? &w->contacts[c++] : NULL;
      
#line 1881 "chapters/10-world.nw"
IMP_CHECK_TRUE(s, got != NULL && got->shape[0] == i && got->shape[1] == j);
IMP_CHECK_TRUE(s, got != NULL && got->body[0] == a->body && got->body[1] == b->body);
IMP_CHECK_TRUE(s, got != NULL && same_manifold(&got->manifold, &m));
#line 1853 "chapters/10-world.nw"
    }
  IMP_CHECK_TRUE(s, c == w->contact_count);
}

static void check_contact_set(imp_check_state *s) {
  room_options o;
  room_default_options(&o);
  o.count = 90;
  room_scene scene;
  if (!room_scene_build(&o, &scene)) abort();
  imp_world *w = &scene.world;
  long touching = 0;
  const float dt = 0.01f;
  for (int n = 0; n < 300; n++) {
    imp_world_integrate_velocities(w, dt);
    IMP_CHECK_TRUE(s, imp_world_find_pairs(w) == IMP_OK);
    IMP_CHECK_TRUE(s, imp_world_collide(w) == IMP_OK);
    if (n % 10 == 0) compare_with_all_pairs(s, w, &touching);
    imp_world_match_contacts(w);
    w->resolve(w, dt);
    imp_world_integrate_positions(w, dt);
  }
  IMP_CHECK_TRUE(s, touching > 300); /* the comparison saw contacts */
  room_scene_free(&scene);
}
#line 1902 "chapters/10-world.nw"
/* The box turned about x by angle (rad), its centre at height (m). */
static void pose(imp_world *w, uint32_t i, float angle, float height) {
  imp_body *b = &w->bodies[i];
  glm_quatv(b->orientation, angle, (vec3){1, 0, 0});
  glm_vec3_copy((vec3){0, height, 0}, b->position);
  imp_body_update(b);
}

/* Give every point of every contact a distinct impulse, from its feature. */
static void mark_impulses(imp_world *w) {
  for (uint32_t c = 0; c < w->contact_count; c++)
    for (int p = 0; p < w->contacts[c].manifold.count; p++) {
      imp_manifold_point *q = &w->contacts[c].manifold.point[p];
      glm_vec3_copy((vec3){(float)q->feature + 1.0f, 2.0f * q->feature, -3.0f}, q->impulse);
    }
}

static void find_contacts(imp_world *w) {
  imp_world_find_pairs(w);
  imp_world_collide(w);
  imp_world_match_contacts(w);
}

static void check_matching(imp_check_state *s) {
  test_world t;
  make_world(&t, NULL);
  add_ground(&t.w, 0.0f);
  imp_shape box;
  imp_shape_box((vec3){0.5f, 0.25f, 0.5f}, &box);
  uint32_t i = add_dynamic(&t.w, &box, (vec3){0, 0, 0}, 0.0f);
  const float tilt = 0.01f; /* a hundredth of a radian: one edge 1 cm lower */
  pose(&t.w, i, tilt, 0.25f);
  find_contacts(&t.w); /* the low edge's two corners touch */
  IMP_CHECK_TRUE(s, t.w.contact_count == 1 && t.w.contacts[0].manifold.count == 2);
  imp_manifold before = t.w.contacts[0].manifold;
  for (int p = 0; p < 2; p++) IMP_CHECK_TRUE(s, before.point[p].impulse[0] == 0.0f);
  mark_impulses(&t.w);
  before = t.w.contacts[0].manifold;
  pose(&t.w, i, 0.0f, 0.245f); /* flat and 5 mm deep: four corners */
  find_contacts(&t.w);
  const imp_manifold *after = &t.w.contacts[0].manifold;
  IMP_CHECK_TRUE(s, t.w.contact_count == 1 && after->count == 4);
  int carried = 0;
  for (int p = 0; p < after->count; p++) {
    const imp_manifold_point *q = &after->point[p];
    const imp_manifold_point *was = NULL;
    for (int r = 0; r < before.count; r++)
      if (before.point[r].feature == q->feature) was = &before.point[r];
    carried += was != NULL;
    
#line 1972 "chapters/10-world.nw"
for (int k = 0; k < 3; k++)
  IMP_CHECK_TRUE(s, q->impulse[k] == (was ? was->impulse[k] : 0.0f));
#line 1952 "chapters/10-world.nw"
  }
  IMP_CHECK_TRUE(s, carried == 2);
  /* lifted clear for a step, then set down again: nothing is remembered */
  mark_impulses(&t.w);
  pose(&t.w, i, 0.0f, 1.0f);
  find_contacts(&t.w);
  IMP_CHECK_TRUE(s, t.w.contact_count == 0);
  pose(&t.w, i, 0.0f, 0.245f);
  find_contacts(&t.w);
  IMP_CHECK_TRUE(s, t.w.contact_count == 1);
  for (int p = 0; p < t.w.contacts[0].manifold.count; p++) {
    const imp_manifold_point *q = &t.w.contacts[0].manifold.point[p];
    const imp_manifold_point *was = NULL; /* it touched two steps ago, not one */
    
#line 1972 "chapters/10-world.nw"
for (int k = 0; k < 3; k++)
  IMP_CHECK_TRUE(s, q->impulse[k] == (was ? was->impulse[k] : 0.0f));
#line 1966 "chapters/10-world.nw"
  }
  free(t.memory);
}
#line 1995 "chapters/10-world.nw"
static void check_centres(imp_check_state *s) {
  imp_rng r = imp_rng_seed(1001);
  for (int n = 0; n < 2000; n++) {
    test_world t;
    make_world(&t, NULL);
    imp_shape ball[2];
    float radius[2] = {(float)imp_rng_uniform(&r, 0.1, 1), (float)imp_rng_uniform(&r, 0.1, 1)};
    double u[3];
    imp_rng_direction(&r, u);
    float gap = 0.9f * (radius[0] + radius[1]); /* overlapping by a tenth */
    vec3 at[2] = {{0, 0, 0}, {gap * (float)u[0], gap * (float)u[1], gap * (float)u[2]}};
    float e = (float)imp_rng_uniform(&r, 0, 1);
    uint32_t id[2];
    for (int k = 0; k < 2; k++) {
      imp_shape_sphere(radius[k], &ball[k]);
      id[k] = add_dynamic(&t.w, &ball[k], at[k], e);
      imp_body *b = &t.w.bodies[id[k]];
      b->inverse_mass = (float)pow(10, imp_rng_uniform(&r, -2, 2)); /* 0.01 to 100 kg */
      for (int i = 0; i < 3; i++) b->velocity[i] = (float)imp_rng_uniform(&r, -5, 5);
    }
    imp_body *a = &t.w.bodies[id[0]], *b = &t.w.bodies[id[1]];
    vec3 closing = {a->velocity[0] - b->velocity[0], a->velocity[1] - b->velocity[1],
                    a->velocity[2] - b->velocity[2]};
    if (glm_vec3_dot(closing, (vec3){(float)u[0], (float)u[1], (float)u[2]}) <= 0.0f)
      glm_vec3_negate(b->velocity), glm_vec3_negate(a->velocity); /* make them approach */
    imp_world_find_pairs(&t.w);
    imp_world_collide(&t.w);
    IMP_CHECK_TRUE(s, t.w.contact_count == 1);
    const float *normal = t.w.contacts[0].manifold.normal;
    vec3 momentum, relative;
    imp_world_linear_momentum(&t.w, momentum);
    glm_vec3_sub(b->velocity, a->velocity, relative);
    float vn = glm_vec3_dot(relative, (float *)normal);
    vec3 tangential; /* the part of the relative velocity across the normal */
    glm_vec3_copy(relative, tangential);
    glm_vec3_muladds((float *)normal, -vn, tangential);
    double momenta = 0, speeds = 0; /* sums of |m v| and |v|, before and after */
    for (int pass = 0; pass < 2; pass++) {
      for (int k = 0; k < 2; k++) {
        const imp_body *body = &t.w.bodies[id[k]];
        momenta += glm_vec3_norm((float *)body->velocity) / body->inverse_mass;
        speeds += glm_vec3_norm((float *)body->velocity);
      }
      if (pass == 0) imp_resolve_centres(&t.w, 0.01f);
    }
    vec3 after, relative_after, tangential_after;
    imp_world_linear_momentum(&t.w, after);
    glm_vec3_sub(b->velocity, a->velocity, relative_after);
    float vn_after = glm_vec3_dot(relative_after, (float *)normal);
    glm_vec3_copy(relative_after, tangential_after);
    glm_vec3_muladds((float *)normal, -vn_after, tangential_after);
    
#line 2053 "chapters/10-world.nw"
for (int i = 0; i < 3; i++) {
  IMP_CHECK_NEAR(s, after[i], momentum[i], 8 * IMP_U * momenta);
  IMP_CHECK_NEAR(s, tangential_after[i], tangential[i], 8 * IMP_U * speeds);
}
IMP_CHECK_NEAR(s, vn_after, -e * vn, 8 * IMP_U * speeds);
#line 2047 "chapters/10-world.nw"
    free(t.memory);
  }
}
#line 2080 "chapters/10-world.nw"
/* What the resolve stage saw, recorded by a resolver that changes nothing. */
static struct {
  imp_body seen;
  vec3 acceleration;
  uint32_t contacts;
  float depth;
} spy;

static void spying_resolver(imp_world *w, float dt) {
  spy.seen = w->bodies[1];
  glm_vec3_copy(w->acceleration[1], spy.acceleration);
  spy.contacts = w->contact_count;
  spy.depth = w->contact_count ? w->contacts[0].manifold.point[0].depth : -1.0f;
}

static void check_stage_order(imp_check_state *s) {
  test_world t;
  make_world(&t, spying_resolver);
  add_ground(&t.w, 0.0f);
  imp_shape ball;
  imp_shape_sphere(0.5f, &ball);
  add_dynamic(&t.w, &ball, (vec3){0, 0.49f, 0}, 0.0f); /* 1 cm into the ground */
  imp_body *b = &t.w.bodies[1];
  b->acceleration[1] = -10.0f;
  b->velocity[1] = 2.0f; /* moving up, out of the ground */
  b->force[0] = 4.0f;    /* and pushed sideways */
  const float dt = 0.01f;
  imp_body before = *b, velocities = *b;
  imp_body_integrate_velocities(&velocities, dt, IMP_GYRO_IMPLICIT);
  imp_world_step(&t.w, dt);
  imp_body positions = velocities;
  imp_body_integrate_positions(&positions, dt);
  
#line 2118 "chapters/10-world.nw"
IMP_CHECK_TRUE(s, spy.seen.velocity[1] == velocities.velocity[1]);   /* 2 - 10 dt */
IMP_CHECK_TRUE(s, spy.acceleration[0] == 4.0f * before.inverse_mass); /* F/m, kept */
IMP_CHECK_TRUE(s, spy.acceleration[1] == -10.0f);
IMP_CHECK_TRUE(s, spy.seen.position[1] == before.position[1]);       /* not yet moved */
IMP_CHECK_TRUE(s, spy.contacts == 1);
IMP_CHECK_NEAR(s, spy.depth, 0.01, 4 * IMP_U * 0.5);                 /* at the old pose */
IMP_CHECK_TRUE(s, b->position[1] == positions.position[1]);          /* then moved */
IMP_CHECK_TRUE(s, t.w.steps == 1);
#line 2113 "chapters/10-world.nw"
  free(t.memory);
}
#line 2145 "chapters/10-world.nw"
/* The world's bytes, to see that a refused call changed none. */
static bool same_world(const imp_world *a, const imp_world *b, const char *memory,
                       const char *copy, size_t size) {
  return memcmp(a, b, sizeof *a) == 0 && memcmp(memory, copy, size) == 0;
}

static void check_refusals(imp_check_state *s) {
  test_world t;
  make_world(&t, NULL);
  uint32_t ground = add_ground(&t.w, 0.0f), index = 12345;
  imp_shape ball;
  imp_shape_sphere(0.5f, &ball);
  uint32_t ball_body = add_dynamic(&t.w, &ball, (vec3){0, 2, 0}, 0.0f);
  size_t size = imp_world_memory(&t.w.def);
  char *copy = malloc(size);
  memcpy(copy, t.memory, size);
  imp_world kept = t.w;
  imp_body good;
  imp_body_init(&good);
  imp_body bad[8];
  for (int k = 0; k < 8; k++) bad[k] = good;
  bad[0].position[1] = NAN;                       /* a NaN pose */
  bad[1].orientation[3] = INFINITY;
  glm_vec4_zero(bad[2].orientation);             /* no rotation at all */
  bad[3].inverse_mass = INFINITY;                 /* zero mass, yet dynamic */
  bad[4].inverse_mass = -1.0f;                    /* negative mass */
  bad[5].inverse_mass = NAN;
  bad[6].inverse_mass = 0.0f;                     /* held in place, yet free to turn */
  bad[7].velocity[0] = NAN;
  imp_shape_def zero_size, plane_on_ball, nan_frame, slippery, bouncy;
  imp_shape_def_init(&ball, &zero_size);
  zero_size.shape.radius = 0.0f;
  imp_shape plane;
  imp_shape_plane((vec3){0, 1, 0}, 0.0f, &plane);
  imp_shape_def_init(&plane, &plane_on_ball);
  imp_shape_def_init(&ball, &nan_frame);
  nan_frame.local.position[2] = NAN;
  imp_shape_def_init(&ball, &slippery);
  slippery.friction = -0.1f;
  imp_shape_def_init(&ball, &bouncy);
  bouncy.restitution = 1.5f;
  imp_shape_def fine;
  imp_shape_def_init(&ball, &fine);
  
#line 2196 "chapters/10-world.nw"
for (int k = 0; k < 8; k++)
  IMP_CHECK_TRUE(s, imp_world_add_body(&t.w, &bad[k], &index) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_world_add_shape(&t.w, ball_body, &zero_size, &index) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_world_add_shape(&t.w, ball_body, &plane_on_ball, &index) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_world_add_shape(&t.w, ball_body, &nan_frame, &index) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_world_add_shape(&t.w, ball_body, &slippery, &index) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_world_add_shape(&t.w, ball_body, &bouncy, &index) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_world_add_shape(&t.w, 2, &fine, &index) == IMP_BAD_VALUE); /* no body 2 */
IMP_CHECK_TRUE(s, imp_world_add_shape(&t.w, IMP_NONE, &fine, &index) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_world_step(&t.w, NAN) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_world_step(&t.w, 0.0f) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, imp_world_step(&t.w, -0.01f) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, index == 12345 && same_world(&t.w, &kept, t.memory, copy, size));
#line 2189 "chapters/10-world.nw"
  free(copy);
  free(t.memory);
  (void)ground;
}
#line 2241 "chapters/10-world.nw"
static void expect_bad_body(imp_check_state *s, const test_world *t, uint32_t ball,
                            imp_status status) {
  
#line 2230 "chapters/10-world.nw"
const imp_body *b = &t->w.bodies[ball];
IMP_CHECK_TRUE(s, status == IMP_NOT_FINITE && t->w.bad_body == ball);
IMP_CHECK_TRUE(s, glm_vec3_isvalid((float *)b->position) &&
                      glm_vec4_isvalid((float *)b->orientation)); /* its pose */
#line 2244 "chapters/10-world.nw"
}

static void check_not_finite(imp_check_state *s) {
  test_world t;
  make_world(&t, NULL);
  add_ground(&t.w, 0.0f);
  imp_shape sphere;
  imp_shape_sphere(0.5f, &sphere);
  uint32_t ball = add_dynamic(&t.w, &sphere, (vec3){0, 2, 0}, 0.0f);
  t.w.bodies[ball].angular_velocity[0] = 1e30f; /* by hand: no function allows it */
  expect_bad_body(s, &t, ball, imp_world_step(&t.w, 0.01f));
  t.w.bodies[ball].angular_velocity[0] = 0.0f;
  t.w.bodies[ball].velocity[1] = NAN;            /* as a faulty resolver might */
  expect_bad_body(s, &t, ball, imp_world_step(&t.w, 0.01f));
  IMP_CHECK_TRUE(s, imp_body_set_velocity(&t.w.bodies[ball], (vec3){0, 0, 0},
                                          (vec3){0, 0, 0}) == IMP_OK);
  IMP_CHECK_TRUE(s, imp_world_step(&t.w, 0.01f) == IMP_OK && t.w.bad_body == IMP_NONE);
  free(t.memory);
  /* thrown at the largest float speed: fine until the height overflows */
  make_world(&t, NULL);
  add_ground(&t.w, 0.0f);
  ball = add_dynamic(&t.w, &sphere, (vec3){0, 2, 0}, 0.0f);
  t.w.bodies[ball].velocity[1] = FLT_MAX;
  const float h = 0.01f;
  int n = 1; /* the number of the step taken next */
  imp_status status;
  while ((status = imp_world_step(&t.w, h)) == IMP_OK && n < 1000) n++;
  
#line 2237 "chapters/10-world.nw"
IMP_CHECK_NEAR(s, (double)n, 1.0 / h + 1.0, 1.0);
#line 2272 "chapters/10-world.nw"
  expect_bad_body(s, &t, ball, status);
  free(t.memory);
}
#line 2290 "chapters/10-world.nw"
static void check_capacity(imp_check_state *s) {
  imp_world_def def;
  imp_world_def_init(&def);
  def.body_capacity = 2, def.shape_capacity = 2, def.resolve = imp_resolve_centres;
  size_t size = imp_world_memory(&def);
  void *memory = malloc(size);
  imp_world w;
  imp_world_def wrong = def;
  wrong.body_capacity = 0;
  IMP_CHECK_TRUE(s, imp_world_memory(&wrong) == 0);
  IMP_CHECK_TRUE(s, imp_world_init(&wrong, memory, size, &w) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_world_init(&def, memory, size - 1, &w) == IMP_BAD_VALUE);
  IMP_CHECK_TRUE(s, imp_world_init(&def, memory, size, &w) == IMP_OK);
  imp_body b;
  imp_body_init(&b);
  uint32_t index;
  IMP_CHECK_TRUE(s, imp_world_add_body(&w, &b, &index) == IMP_OK && index == 0);
  IMP_CHECK_TRUE(s, imp_world_add_body(&w, &b, &index) == IMP_OK && index == 1);
  IMP_CHECK_TRUE(s, imp_world_add_body(&w, &b, &index) == IMP_FULL && w.body_count == 2);
  imp_shape ball;
  imp_shape_sphere(0.5f, &ball);
  imp_shape_def def_ball;
  imp_shape_def_init(&ball, &def_ball);
  for (uint32_t k = 0; k < 2; k++)
    IMP_CHECK_TRUE(s, imp_world_add_shape(&w, k, &def_ball, &index) == IMP_OK && index == k);
  IMP_CHECK_TRUE(s, imp_world_add_shape(&w, 0, &def_ball, &index) == IMP_FULL);
  /* three balls at one place touch in three pairs; there is room for one */
  def.body_capacity = def.shape_capacity = 3, def.contact_capacity = 1;
  IMP_CHECK_TRUE(s, imp_world_init(&def, memory, size, &w) == IMP_OK);
  for (uint32_t k = 0; k < 3; k++) {
    imp_world_add_body(&w, &b, &index);
    imp_world_add_shape(&w, k, &def_ball, &index);
  }
  IMP_CHECK_TRUE(s, imp_world_step(&w, 0.01f) == IMP_FULL && w.contact_count == 1);
  free(memory);
}
#line 2343 "chapters/10-world.nw"
static void check_coincident(imp_check_state *s) {
  test_world t;
  make_world(&t, NULL);
  imp_shape ball;
  imp_shape_sphere(0.5f, &ball);
  uint32_t a = add_dynamic(&t.w, &ball, (vec3){1, 1, 1}, 0.5f);
  uint32_t b = add_dynamic(&t.w, &ball, (vec3){1, 1, 1}, 0.5f);
  IMP_CHECK_TRUE(s, imp_world_step(&t.w, 0.01f) == IMP_OK);
  const imp_manifold *m = &t.w.contacts[0].manifold;
  vec3 apart;
  glm_vec3_sub(t.w.bodies[b].position, t.w.bodies[a].position, apart);
  
#line 2360 "chapters/10-world.nw"
IMP_CHECK_TRUE(s, t.w.contact_count == 1 && m->count == 1);
IMP_CHECK_NEAR(s, glm_vec3_norm((float *)m->normal), 1.0, 4 * IMP_U);
IMP_CHECK_NEAR(s, glm_vec3_dot(apart, (float *)m->normal), 1.0, 8 * IMP_U); /* r_a + r_b */
for (int k = 0; k < 3; k++)
  IMP_CHECK_TRUE(s, isfinite(t.w.bodies[a].position[k]) && isfinite(t.w.bodies[b].velocity[k]));
#line 2355 "chapters/10-world.nw"
  free(t.memory);
}
#line 2403 "chapters/10-world.nw"
/* Sum of m g sqrt(2 g h) dt / (1 - e) over the dropped bodies, h their
 * starting heights: the most the projection can lift them, in J. */
static double lift_bound(const room_scene *scene, float dt) {
  const imp_world *w = &scene->world;
  double g = scene->options.gravity, e = scene->options.restitution, sum = 0;
  for (uint32_t i = 1; i < w->body_count; i++) {
    double h = w->bodies[i].position[1];
    sum += g * sqrt(2 * g * h) * dt / (1 - e) / w->bodies[i].inverse_mass;
  }
  return sum;
}

/* Bodies whose centre is outside the room. */
static int outside_room(const room_scene *scene) {
  int count = 0;
  float half = 0.5f * scene->options.side;
  for (uint32_t i = 1; i < scene->world.body_count; i++) {
    const float *x = scene->world.bodies[i].position;
    count += x[1] < 0.0f || fabsf(x[0]) > half || fabsf(x[2]) > half;
  }
  return count;
}

static void check_room(imp_check_state *s) {
  const float dt = 0.01f, restitutions[2] = {0.3f, 0.9f};
  for (int seed = 1; seed <= 5; seed++)
    for (int k = 0; k < 2; k++) {
      room_options o;
      room_default_options(&o);
      o.seed = (uint64_t)seed, o.restitution = restitutions[k];
      room_scene scene;
      if (!room_scene_build(&o, &scene)) abort();
      double start = imp_world_kinetic_energy(&scene.world) + room_potential_energy(&scene);
      double bound = lift_bound(&scene, dt), highest = start;
      int was_outside = 0, now_outside = 0;
      for (int n = 0; n < 500; n++) {
        imp_world_step(&scene.world, dt);
        highest = fmax(highest, imp_world_kinetic_energy(&scene.world) +
                                    room_potential_energy(&scene));
        now_outside = outside_room(&scene);
        
#line 2453 "chapters/10-world.nw"
IMP_CHECK_TRUE(s, !(was_outside && now_outside)); /* never two steps running */
#line 2444 "chapters/10-world.nw"
        was_outside = now_outside;
      }
      
#line 2457 "chapters/10-world.nw"
IMP_CHECK_LE(s, highest - start, bound);
IMP_CHECK_TRUE(s, now_outside == 0);               /* and none at the end */
#line 2447 "chapters/10-world.nw"
      room_scene_free(&scene);
    }
}

#line 1697 "chapters/10-world.nw"
static const imp_check checks[] = {
#line 1806 "chapters/10-world.nw"
{"free-fall", "a body alone in the world moves as chapter 6's integrator moves it, "
 "bit for bit", check_free_fall},
#line 1887 "chapters/10-world.nw"
{"contact-set", "the world's contacts are those of the narrow phase on all pairs "
 "of shapes at the same poses, in key order, bit for bit", check_contact_set},
#line 1977 "chapters/10-world.nw"
{"matching", "a point whose feature touched last step keeps its impulse; a new "
 "one, or one that touched only before, starts at zero", check_matching},
#line 2061 "chapters/10-world.nw"
{"centres", "chapter 10's resolver keeps the momentum of two colliding bodies, "
 "gives v_n' = -e v_n and leaves the sliding velocity alone", check_centres},
#line 2129 "chapters/10-world.nw"
{"stage-order", "the resolve stage sees this step's velocities, last step's "
 "positions and the contacts at them; positions move after it", check_stage_order},
#line 2212 "chapters/10-world.nw"
{"refusals", "a NaN pose, a dynamic body of zero, negative or NaN mass, a zero-size "
 "shape, a bad body index or time step are refused and change nothing", check_refusals},
#line 2278 "chapters/10-world.nw"
{"not-finite", "a body the step cannot move to a finite state is named and left "
 "finite, and the step answers IMP_NOT_FINITE", check_not_finite},
#line 2329 "chapters/10-world.nw"
{"capacity", "a definition with no room or too little memory is refused; a full "
 "world says IMP_FULL and keeps what it has", check_capacity},
#line 2368 "chapters/10-world.nw"
{"coincident", "two spheres at one centre get a finite unit normal, and the "
 "resolver puts them a sum of radii apart along it", check_coincident},
#line 2462 "chapters/10-world.nw"
{"room", "in the room, no body's centre is outside two steps running or at the end, "
 "and the energy never exceeds its start by more than the projection's lifts", check_room},
#line 1699 "chapters/10-world.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
