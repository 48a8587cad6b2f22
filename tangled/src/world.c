#line 304 "chapters/10-world.nw"
/* world.c: the world and its step (chapter 10). */
#line 314 "chapters/10-world.nw"
#include <imp/world.h>
#line 2279 "chapters/11-impulses.nw"
#include <imp/impulse.h>
#line 1129 "chapters/12-resting.nw"
#include <imp/friction.h>
#include <imp/sleep.h>
#line 1471 "chapters/14-solver.nw"
#include <imp/solver.h>
#line 492 "chapters/15-joints.nw"
#include <imp/joint.h>
#line 580 "chapters/16-which-solver.nw"
#include <imp/soft-step.h>

#line 307 "chapters/10-world.nw"
#include <math.h>
#include <string.h>

#line 329 "chapters/10-world.nw"
void imp_world_def_init(imp_world_def *dest) {
  *dest = (imp_world_def){.body_capacity = 1024, .shape_capacity = 1024,
                          .pair_capacity = 8192, .contact_capacity = 4096,
                          .margin = 0.05f, .iterations = 8,
                          .gyroscopic = IMP_GYRO_IMPLICIT,
                          .resolve = imp_resolver_default()->resolve};
}
#line 339 "chapters/10-world.nw"
enum { ALIGNMENT = 64 }; /* a cache line: no array shares one with another */

/* The offset of an array of count items of size bytes, placed after the
 * others at *offset and aligned; its address if base is given, else NULL. */
static void *reserve(char *base, size_t *offset, size_t count, size_t size) {
  *offset = (*offset + ALIGNMENT - 1) / ALIGNMENT * ALIGNMENT;
  void *at = base ? base + *offset : NULL;
  *offset += count * size;
  return at;
}
#define RESERVE(array, count) ((array) = reserve(base, &offset, (count), sizeof *(array)))

/* Point w's arrays into base (or, for a NULL base, only measure them). */
static size_t lay_out(const imp_world_def *def, char *base, imp_world *w) {
  size_t offset = 0;
  imp_tree_node *nodes;
  RESERVE(w->bodies, def->body_capacity);
#line 380 "chapters/10-world.nw"
  RESERVE(w->first_shape, def->body_capacity);
  RESERVE(w->displacement, def->body_capacity);
  RESERVE(w->acceleration, def->body_capacity);
#line 1268 "chapters/12-resting.nw"
  RESERVE(w->island, def->body_capacity);
  RESERVE(w->island_start, def->body_capacity);
  RESERVE(w->island_count, def->body_capacity);
  RESERVE(w->entry_velocity, def->body_capacity);
  RESERVE(w->entry_spin, def->body_capacity);
  RESERVE(w->motion, def->body_capacity);
  RESERVE(w->still, def->body_capacity);
  RESERVE(w->awake, def->body_capacity);
#line 691 "chapters/14-solver.nw"
  RESERVE(w->solver_points, IMP_MANIFOLD_POINTS * (size_t)def->contact_capacity);
  RESERVE(w->solver_bodies, def->body_capacity);
  RESERVE(w->joined_bodies, def->body_capacity);
  RESERVE(w->body_island, def->body_capacity);
  RESERVE(w->body_level, def->body_capacity);
  RESERVE(w->island_awake, def->body_capacity);
#line 1304 "chapters/14-solver.nw"
  RESERVE(w->unit_orientation, def->body_capacity);
  RESERVE(w->turned, def->body_capacity);
#line 3197 "chapters/14-solver.nw"
  RESERVE(w->solver_bundles, def->contact_capacity / IMP_SOLVER_LANES + IMP_SOLVER_COLOURS);
  RESERVE(w->body_colours, def->body_capacity);
  RESERVE(w->contact_colour, def->contact_capacity);
  RESERVE(w->coloured_contacts, def->contact_capacity);
#line 453 "chapters/15-joints.nw"
  RESERVE(w->joints, def->joint_capacity);
  RESERVE(w->first_joint, def->body_capacity);
#line 219 "chapters/16-which-solver.nw"
  RESERVE(w->soft_points, IMP_MANIFOLD_POINTS * (size_t)def->contact_capacity);
  RESERVE(w->soft_start, def->body_capacity);
#line 871 "chapters/16-which-solver.nw"
  RESERVE(w->jacobi_points, def->body_capacity);
  RESERVE(w->jacobi_weight, IMP_MANIFOLD_POINTS * (size_t)def->contact_capacity);
  RESERVE(w->jacobi_change, IMP_MANIFOLD_POINTS * (size_t)def->contact_capacity);
#line 357 "chapters/10-world.nw"
  RESERVE(w->shapes, def->shape_capacity);
  RESERVE(w->boxes, def->shape_capacity);
  RESERVE(nodes, 2 * (size_t)def->shape_capacity);
  w->tree.nodes = nodes;
  RESERVE(w->kept, 4 * (size_t)def->pair_capacity); /* two halves, each twice the pairs */
  RESERVE(w->pairs, def->pair_capacity);
  RESERVE(w->sorting, def->pair_capacity);
  RESERVE(w->contacts, def->contact_capacity);
  RESERVE(w->previous, def->contact_capacity);
#line 376 "chapters/10-world.nw"
  /* (and lays them out here) */
#line 1295 "chapters/12-resting.nw"
  RESERVE(w->contact_island, def->contact_capacity);
  RESERVE(w->island_order, def->contact_capacity);
#line 367 "chapters/10-world.nw"
  return offset;
}
#line 390 "chapters/10-world.nw"
static bool def_valid(const imp_world_def *def) {
  const uint32_t most = 1u << 30;
  return def->body_capacity > 0 && def->body_capacity <= most &&
         def->shape_capacity > 0 && def->shape_capacity <= most &&
         def->pair_capacity > 0 && def->pair_capacity <= most &&
         def->contact_capacity > 0 && def->contact_capacity <= most &&
         def->margin >= 0.0f && isfinite(def->margin) && def->iterations >= 1 &&
         def->iterations <= 1000 && def->resolve != NULL &&
         (unsigned)def->gyroscopic <= IMP_GYRO_NONE;
}

size_t imp_world_memory(const imp_world_def *def) {
  imp_world measure;
  return def_valid(def) ? lay_out(def, NULL, &measure) + ALIGNMENT - 1 : 0;
}

imp_status imp_world_init(const imp_world_def *def, void *memory, size_t size,
                          imp_world *dest) {
  if (!def_valid(def) || memory == NULL || size < imp_world_memory(def))
    return IMP_BAD_VALUE;
  imp_world w = {.def = *def, .resolve = def->resolve,
                 .resolve_settings = def->resolve_settings, .bad_body = IMP_NONE};
  uintptr_t start = ((uintptr_t)memory + ALIGNMENT - 1) / ALIGNMENT * ALIGNMENT;
  lay_out(def, (char *)start, &w);
  imp_tree_init(&w.tree, w.tree.nodes, def->shape_capacity, 0.0f); /* boxes come fat */
  *dest = w;
  return IMP_OK;
}
#line 435 "chapters/10-world.nw"
static bool finite3(const float *v) {
  return isfinite(v[0]) && isfinite(v[1]) && isfinite(v[2]);
}

static bool finite_matrix(mat3 m) {
  return finite3(m[0]) && finite3(m[1]) && finite3(m[2]);
}

static bool is_zero_matrix(mat3 m) {
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 3; i++)
      if (m[j][i] != 0.0f) return false;
  return true;
}

/* The state and the mass properties of a body the world can take. */
static bool body_valid(const imp_body *b) {
  imp_body c = *b;
  float q2 = glm_vec4_norm2(c.orientation);
  bool finite = finite3(c.position) && finite3(c.velocity) &&
                finite3(c.angular_velocity) && isfinite(q2) && q2 > 0.0f &&
                finite3(c.acceleration) && finite3(c.force) && finite3(c.torque) &&
                finite_matrix(c.inertia) && finite_matrix(c.inverse_inertia) &&
                c.linear_damping >= 0.0f && c.linear_damping <= 1.0f &&
                c.angular_damping >= 0.0f && c.angular_damping <= 1.0f;
  if (!finite) return false;
  if (c.inverse_mass == 0.0f) return is_zero_matrix(c.inverse_inertia); /* static */
  if (!(c.inverse_mass > 0.0f) || !isfinite(c.inverse_mass) || !isfinite(1.0f / c.inverse_mass))
    return false; /* a mass of zero, below zero, NaN, or beyond the floats */
  for (int k = 0; k < 3; k++) /* a positive definite inverse has a positive diagonal */
    if (!(c.inverse_inertia[k][k] > 0.0f)) return false;
  return glm_mat3_det(c.inverse_inertia) > 0.0f;
}

imp_status imp_world_add_body(imp_world *w, const imp_body *body, uint32_t *index) {
  if (!body_valid(body)) return IMP_BAD_VALUE;
  if (w->body_count == w->def.body_capacity) return IMP_FULL;
  uint32_t i = w->body_count++;
  imp_body *b = &w->bodies[i];
  *b = *body;
  glm_quat_normalize(b->orientation);
  if (b->inverse_mass == 0.0f) { /* static: it never moves */
    glm_vec3_zero(b->velocity);
    glm_vec3_zero(b->angular_velocity);
  }
  imp_body_update(b);
#line 497 "chapters/10-world.nw"
  w->first_shape[i] = IMP_NONE;
  glm_vec3_zero(w->displacement[i]);
  glm_vec3_zero(w->acceleration[i]);
#line 1279 "chapters/12-resting.nw"
  w->awake[i] = true, w->motion[i] = -1.0f, w->still[i] = 0.0f;
#line 458 "chapters/15-joints.nw"
  w->first_joint[i] = IMP_NONE;
#line 482 "chapters/10-world.nw"
  *index = i;
  return IMP_OK;
}

bool imp_world_is_static(const imp_world *w, uint32_t body) {
  return w->bodies[body].inverse_mass == 0.0f;
}
#line 514 "chapters/10-world.nw"
void imp_shape_def_init(const imp_shape *shape, imp_shape_def *dest) {
  *dest = (imp_shape_def){.shape = *shape, .friction = 0.5f, .restitution = 0.0f};
  imp_transform_identity(&dest->local);
}

/* The shape as chapter 8's constructors would make it again. */
static bool shape_valid(const imp_shape *s) {
  imp_shape again;
  switch (s->kind) {
  case IMP_SHAPE_SPHERE: return imp_shape_sphere(s->radius, &again) == IMP_OK;
  case IMP_SHAPE_CAPSULE: return imp_shape_capsule(s->radius, s->half_height, &again) == IMP_OK;
  case IMP_SHAPE_BOX: return imp_shape_box((float *)s->half_extents, &again) == IMP_OK;
  case IMP_SHAPE_PLANE:
    return imp_shape_plane((float *)s->normal, s->offset, &again) == IMP_OK &&
           fabsf(glm_vec3_norm((float *)s->normal) - 1.0f) <= 1e-5f;
  default: return false;
  }
}

imp_status imp_world_add_shape(imp_world *w, uint32_t body, const imp_shape_def *def,
                               uint32_t *index) {
  imp_transform local;
  if (body >= w->body_count || !shape_valid(&def->shape) ||
      (def->shape.kind == IMP_SHAPE_PLANE && !imp_world_is_static(w, body)) ||
      imp_transform_set(def->local.position, def->local.orientation, &local) != IMP_OK ||
      !(def->friction >= 0.0f) || !isfinite(def->friction) ||
      !(def->restitution >= 0.0f && def->restitution <= 1.0f))
    return IMP_BAD_VALUE;
  if (w->shape_count == w->def.shape_capacity) return IMP_FULL;
  uint32_t i = w->shape_count++;
  imp_world_shape *s = &w->shapes[i];
  *s = (imp_world_shape){.shape = def->shape, .body = body, .next = w->first_shape[body],
                         .local = local, .friction = def->friction,
                         .restitution = def->restitution};
  w->first_shape[body] = i;
  imp_transform frame;
  imp_transform_of_body(&w->bodies[body], &frame);
  imp_transform_mul(&frame, &s->local, &s->transform);
  imp_aabb_of_shape(&s->shape, &s->transform, w->def.margin, &w->boxes[i]);
  *index = i;
  return IMP_OK;
}
#line 636 "chapters/10-world.nw"
imp_status imp_world_step(imp_world *w, float dt) {
  if (!(dt > 0.0f) || !isfinite(dt)) return IMP_BAD_VALUE;
  w->bad_body = IMP_NONE;
  imp_world_integrate_velocities(w, dt);
  imp_status pairs = imp_world_find_pairs(w);
  imp_status contacts = imp_world_collide(w);
  imp_world_match_contacts(w);
  w->resolve_used[0] = w->resolve_used[1] = 0;
  w->resolve(w, dt);
  imp_world_integrate_positions(w, dt);
#line 653 "chapters/10-world.nw"
  w->steps++;
#line 1287 "chapters/12-resting.nw"
  imp_world_update_sleep(w, dt);
#line 1645 "chapters/14-solver.nw"
  imp_world_keep_islands_whole(w);
#line 241 "chapters/16-which-solver.nw"
  w->soft_moved = false;
#line 647 "chapters/10-world.nw"
  if (w->bad_body != IMP_NONE) return IMP_NOT_FINITE;
  return pairs != IMP_OK ? pairs : contacts;
}
#line 685 "chapters/10-world.nw"
/* Chapter 6 refused to move body i: its state is not finite, or would
 * not be. Keep the lowest such index. */
static void note_bad_body(imp_world *w, uint32_t i) {
  if (i < w->bad_body) w->bad_body = i;
}

/* Whether the integration stages move body i this step. */
static bool integrated(const imp_world *w, uint32_t i) {
  if (imp_world_is_static(w, i)) return false;
#line 721 "chapters/10-world.nw"
  /* (none but the static ones in this chapter) */
#line 1283 "chapters/12-resting.nw"
  if (!w->awake[i]) return false; /* asleep */
#line 237 "chapters/16-which-solver.nw"
  if (w->soft_moved) return false; /* the stage "soft" moved it already */
#line 695 "chapters/10-world.nw"
  return true;
}

void imp_world_integrate_velocities(imp_world *w, float dt) {
  for (uint32_t i = 0; i < w->body_count; i++) {
    if (!integrated(w, i)) continue;
    imp_body *b = &w->bodies[i];
    glm_vec3_copy(b->acceleration, w->acceleration[i]); /* chapter 6's a + F/m */
    glm_vec3_muladds(b->force, b->inverse_mass, w->acceleration[i]);
    if (imp_body_integrate_velocities(b, dt, w->def.gyroscopic) != IMP_OK)
      note_bad_body(w, i);
  }
}

void imp_world_integrate_positions(imp_world *w, float dt) {
  for (uint32_t i = 0; i < w->body_count; i++)
    if (integrated(w, i) && imp_body_integrate_positions(&w->bodies[i], dt) != IMP_OK)
      note_bad_body(w, i);
}
#line 737 "chapters/10-world.nw"
/* Refresh a moving shape's frame and tight box; grow its box again only
 * when the tight box has left it. */
static void refresh_shape(imp_world *w, uint32_t i) {
  imp_world_shape *s = &w->shapes[i];
  imp_transform frame;
  imp_transform_of_body(&w->bodies[s->body], &frame);
  imp_transform_mul(&frame, &s->local, &s->transform);
  imp_aabb tight, *fat = &w->boxes[i];
  if (imp_aabb_of_shape(&s->shape, &s->transform, 0.0f, &tight) != IMP_OK) return;
  bool inside = true;
  for (int k = 0; k < 3; k++)
    inside = inside && fat->min[k] <= tight.min[k] && tight.max[k] <= fat->max[k];
  if (!inside) imp_aabb_fatten(&tight, w->def.margin, fat);
}

static uint64_t pair_key(uint32_t first, uint32_t second) {
  return (uint64_t)first << 32 | second;
}

/* Whether the narrow phase should look at a pair of shapes at all: never
 * two shapes of one body, nor two that cannot move. */
static bool worth_colliding(const imp_world *w, const imp_pair *p) {
  uint32_t a = w->shapes[p->first].body, b = w->shapes[p->second].body;
  if (a == b || (imp_world_is_static(w, a) && imp_world_is_static(w, b))) return false;
#line 775 "chapters/10-world.nw"
  /* (none in this chapter) */
#line 488 "chapters/15-joints.nw"
  if (imp_world_joined_apart(w, a, b)) return false;
#line 762 "chapters/10-world.nw"
  return true;
}
#line 789 "chapters/10-world.nw"
/* Byte d of a pair's key (first, second), the least significant first. */
static uint32_t key_byte(const imp_pair *p, int d) {
  return (d < 4 ? p->second : p->first) >> (8 * (d % 4)) & 0xffu;
}

/* Sort the pairs by key with a radix sort, a byte a pass, least significant
 * first, over only the bytes a shape index uses: each pass is stable, so
 * after the last the pairs are in key order. O(pairs) time, in the world's
 * scratch array; the keys are distinct, so the order is the same whatever
 * order the broad phase listed them in. */
static void sort_pairs(imp_world *w) {
  int bytes = 1;
  while (bytes < 4 && w->shape_count >> (8 * bytes) != 0) bytes++;
  imp_pair *from = w->pairs, *to = w->sorting;
  for (int word = 0; word < 2; word++) /* the seconds, then the firsts */
    for (int b = 0; b < bytes; b++) {
      int d = 4 * word + b;
      uint32_t start[257] = {0};
      for (uint32_t i = 0; i < w->pair_count; i++) start[key_byte(&from[i], d) + 1]++;
      for (int k = 0; k < 256; k++) start[k + 1] += start[k];
      for (uint32_t i = 0; i < w->pair_count; i++) to[start[key_byte(&from[i], d)]++] = from[i];
      imp_pair *swap = from;
      from = to, to = swap;
    }
  /* an even number of passes: the sorted pairs are back in w->pairs */
}
#line 829 "chapters/10-world.nw"
imp_status imp_world_find_pairs(imp_world *w) {
  for (uint32_t i = 0; i < w->shape_count; i++)
    if (!imp_world_is_static(w, w->shapes[i].body)) refresh_shape(w, i);
  imp_status status = imp_tree_update(&w->tree, w->boxes, w->shape_count);
  if (status == IMP_FULL && !w->tree.kept) status = IMP_OK; /* kept set lost: walk */
  bool in_order = w->tree.kept != NULL;
  size_t found = 0;
  if (status == IMP_OK)
    status = imp_tree_pairs(&w->tree, w->pairs, w->def.pair_capacity, &found);
  uint32_t kept = 0, listed = (uint32_t)(found < w->def.pair_capacity
                                             ? found : w->def.pair_capacity);
  for (uint32_t p = 0; p < listed && status != IMP_BAD_VALUE; p++)
    if (worth_colliding(w, &w->pairs[p])) w->pairs[kept++] = w->pairs[p];
  w->pair_count = status == IMP_BAD_VALUE ? 0 : kept;
  if (!in_order) {
    sort_pairs(w);
    imp_tree_keep_pairs(&w->tree, w->kept, 2 * (size_t)w->def.pair_capacity);
  }
  return status;
}
#line 861 "chapters/10-world.nw"
static float mix_friction(float a, float b) { return sqrtf(a * b); }
static float mix_restitution(float a, float b) { return fmaxf(a, b); }

imp_status imp_world_collide(imp_world *w) {
  imp_contact *last = w->previous; /* this step's become last step's */
  w->previous = w->contacts, w->previous_count = w->contact_count;
  w->contacts = last, w->contact_count = 0;
  imp_status status = IMP_OK;
  for (uint32_t p = 0; p < w->pair_count; p++) {
    const imp_world_shape *a = &w->shapes[w->pairs[p].first];
    const imp_world_shape *b = &w->shapes[w->pairs[p].second];
    imp_manifold m;
    if (imp_collide(&a->shape, &a->transform, &b->shape, &b->transform, &m) <= 0) continue;
    if (w->contact_count == w->def.contact_capacity) {
      status = IMP_FULL;
      break;
    }
    w->contacts[w->contact_count++] = (imp_contact){
        .shape = {w->pairs[p].first, w->pairs[p].second}, .body = {a->body, b->body},
        .friction = mix_friction(a->friction, b->friction),
        .restitution = mix_restitution(a->restitution, b->restitution), .manifold = m};
  }
  return status;
}
#line 899 "chapters/10-world.nw"
void imp_world_match_contacts(imp_world *w) {
  uint32_t old = 0;
  for (uint32_t c = 0; c < w->contact_count; c++) {
    imp_contact *now = &w->contacts[c];
    uint64_t key = pair_key(now->shape[0], now->shape[1]);
    while (old < w->previous_count &&
           pair_key(w->previous[old].shape[0], w->previous[old].shape[1]) < key)
      old++;
    if (old == w->previous_count) return;
    const imp_contact *was = &w->previous[old];
    if (pair_key(was->shape[0], was->shape[1]) != key) continue;
    for (int p = 0; p < now->manifold.count; p++)
      for (int q = 0; q < was->manifold.count; q++)
        if (now->manifold.point[p].feature == was->manifold.point[q].feature)
          glm_vec3_copy((float *)was->manifold.point[q].impulse,
                        now->manifold.point[p].impulse);
  }
}
#line 963 "chapters/10-world.nw"
/* Velocity pass: cancel the centres' closing speed along n, with
 * restitution, by an impulse split by inverse mass (chapter 4's rule). */
static void resolve_centre_velocity(imp_world *w, imp_contact *c) {
  imp_body *a = &w->bodies[c->body[0]], *b = &w->bodies[c->body[1]];
  float total = a->inverse_mass + b->inverse_mass;
  vec3 relative;
  glm_vec3_sub(b->velocity, a->velocity, relative);
  float closing = glm_vec3_dot(relative, c->manifold.normal); /* v_n */
  if (closing >= 0.0f || total == 0.0f) return;
  float j = -(1.0f + c->restitution) * closing / total;
  glm_vec3_muladds(c->manifold.normal, -j * a->inverse_mass, a->velocity);
  glm_vec3_muladds(c->manifold.normal, j * b->inverse_mass, b->velocity);
  for (int p = 0; p < c->manifold.count; p++) /* one impulse, shared by the points */
    c->manifold.point[p].impulse[0] += j / (float)c->manifold.count;
}

/* Position pass: push the centres apart along n by what remains of the
 * deepest point's depth after this step's pushes so far (chapter 4's
 * update of the other contacts' depths), split by inverse mass. */
static void resolve_centre_position(imp_world *w, const imp_contact *c) {
  uint32_t ia = c->body[0], ib = c->body[1];
  imp_body *a = &w->bodies[ia], *b = &w->bodies[ib];
  float total = a->inverse_mass + b->inverse_mass, deepest = 0.0f;
  for (int p = 0; p < c->manifold.count; p++)
    deepest = fmaxf(deepest, c->manifold.point[p].depth);
  vec3 moved_apart;
  glm_vec3_sub(w->displacement[ib], w->displacement[ia], moved_apart);
  float depth = deepest - glm_vec3_dot(moved_apart, (float *)c->manifold.normal);
  if (depth <= 0.0f || total == 0.0f) return;
  vec3 da, db;
  glm_vec3_scale((float *)c->manifold.normal, -depth * a->inverse_mass / total, da);
  glm_vec3_scale((float *)c->manifold.normal, depth * b->inverse_mass / total, db);
  glm_vec3_add(a->position, da, a->position);
  glm_vec3_add(b->position, db, b->position);
  glm_vec3_add(w->displacement[ia], da, w->displacement[ia]);
  glm_vec3_add(w->displacement[ib], db, w->displacement[ib]);
}

void imp_resolve_centres(imp_world *w, float dt) {
  for (int pass = 0; pass < w->def.iterations; pass++)
    for (uint32_t c = 0; c < w->contact_count; c++)
      resolve_centre_velocity(w, &w->contacts[c]);
  for (uint32_t c = 0; c < w->contact_count; c++)
    for (int k = 0; k < 2; k++) glm_vec3_zero(w->displacement[w->contacts[c].body[k]]);
  for (int pass = 0; pass < w->def.iterations; pass++)
    for (uint32_t c = 0; c < w->contact_count; c++)
      resolve_centre_position(w, &w->contacts[c]);
  w->resolve_used[0] = w->resolve_used[1] = w->def.iterations; /* passes */
}
#line 1039 "chapters/10-world.nw"
#define RESOLVER(name, function) {#name, function, false},
#define RECOMMENDED(name, function) {#name, function, true},
const imp_resolver imp_resolvers[] = {
#line 1087 "chapters/10-world.nw"
    RECOMMENDED(centres, imp_resolve_centres)
#line 2283 "chapters/11-impulses.nw"
    RESOLVER(impulses, imp_resolve_impulses)
#line 1134 "chapters/12-resting.nw"
    RESOLVER(friction, imp_resolve_friction)
#line 1475 "chapters/14-solver.nw"
    RESOLVER(solver, imp_resolve_solver)
#line 584 "chapters/16-which-solver.nw"
    RECOMMENDED(soft, imp_resolve_soft)
#line 967 "chapters/16-which-solver.nw"
    RESOLVER(jacobi, imp_resolve_jacobi)
#line 1043 "chapters/10-world.nw"
    {NULL, NULL, false}};
#undef RESOLVER
#undef RECOMMENDED
#define RESOLVER(name, function) #name,
#define RECOMMENDED(name, function) #name,
const char *const imp_resolver_names[] = {
#line 1087 "chapters/10-world.nw"
    RECOMMENDED(centres, imp_resolve_centres)
#line 2283 "chapters/11-impulses.nw"
    RESOLVER(impulses, imp_resolve_impulses)
#line 1134 "chapters/12-resting.nw"
    RESOLVER(friction, imp_resolve_friction)
#line 1475 "chapters/14-solver.nw"
    RESOLVER(solver, imp_resolve_solver)
#line 584 "chapters/16-which-solver.nw"
    RECOMMENDED(soft, imp_resolve_soft)
#line 967 "chapters/16-which-solver.nw"
    RESOLVER(jacobi, imp_resolve_jacobi)
#line 1050 "chapters/10-world.nw"
    NULL};
#undef RESOLVER
#undef RECOMMENDED

const imp_resolver *imp_resolver_named(const char *name) {
  for (const imp_resolver *r = imp_resolvers; r->name; r++)
    if (strcmp(r->name, name) == 0) return r;
  return NULL;
}
#line 1078 "chapters/10-world.nw"
const imp_resolver *imp_resolver_default(void) {
  const imp_resolver *chosen = imp_resolvers;
  for (const imp_resolver *r = imp_resolvers; r->name; r++)
    if (r->recommended) chosen = r;
  return chosen;
}
#line 1095 "chapters/10-world.nw"
double imp_world_kinetic_energy(const imp_world *w) {
  double energy = 0.0;
  for (uint32_t i = 0; i < w->body_count; i++)
    if (!imp_world_is_static(w, i)) energy += imp_body_kinetic_energy(&w->bodies[i]);
  return energy;
}

double imp_world_potential_energy(const imp_world *w, const vec3 gravity) {
  double energy = 0.0;
  for (uint32_t i = 0; i < w->body_count; i++) {
    const imp_body *b = &w->bodies[i];
    if (imp_world_is_static(w, i)) continue;
    double height = 0.0; /* -g.x */
    for (int k = 0; k < 3; k++) height -= (double)gravity[k] * b->position[k];
    energy += height / b->inverse_mass;
  }
  return energy;
}

void imp_world_linear_momentum(const imp_world *w, vec3 dest) {
  glm_vec3_zero(dest);
  for (uint32_t i = 0; i < w->body_count; i++) {
    vec3 p;
    imp_body_linear_momentum(&w->bodies[i], p);
    glm_vec3_add(dest, p, dest);
  }
}
