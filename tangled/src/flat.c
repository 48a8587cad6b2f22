#line 156 "chapters/07-flatland.nw"
/* flat.c: the functions of chapter 7. */
#include <imp/flat.h>

#include <float.h>
#include <math.h>

#line 166 "chapters/07-flatland.nw"
/* dest = R v for the rotation with cosine c and sine s; dest may be v. */
static void rotate_by_cos_sin(float c, float s, const vec2 v, vec2 dest) {
  float x = c * v[0] - s * v[1];
  dest[1] = s * v[0] + c * v[1];
  dest[0] = x;
}

void imp_flat_update(imp_flat_body *b) {
  float c = cosf(b->angle), s = sinf(b->angle);
  for (int i = 0; i < b->count; i++) {
    rotate_by_cos_sin(c, s, b->local_vertex[i], b->vertex[i]);
    glm_vec2_add(b->vertex[i], b->position, b->vertex[i]);
    rotate_by_cos_sin(c, s, b->local_normal[i], b->normal[i]);
  }
}

static imp_flat_body fresh_body(imp_flat_kind kind, const vec2 position) {
  imp_flat_body b = {.kind = kind, .restitution = 0.2f, .friction = 0.8f};
  glm_vec2_copy((float *)position, b.position);
  return b;
}

static bool finite_point(const vec2 p) { return isfinite(p[0]) && isfinite(p[1]); }

imp_status imp_flat_circle(const vec2 position, float radius, float mass,
                           imp_flat_body *dest) {
  if (!finite_point(position) || !(radius > 0.0f) || !isfinite(radius))
    return IMP_BAD_VALUE;
  imp_flat_body circle = fresh_body(IMP_FLAT_CIRCLE, position);
  circle.radius = radius;
  circle.inertia_per_mass = 0.5f * radius * radius; /* a disc: I = m r^2 / 2 */
  if (imp_flat_set_mass(&circle, mass) != IMP_OK) return IMP_BAD_VALUE;
  *dest = circle;
  return IMP_OK;
}
#line 226 "chapters/07-flatland.nw"
/* Left turn at every corner, one full turn in all: convex, counter-clockwise. */
static bool convex_counter_clockwise(vec2 *v, int count) {
  float turning = 0.0f;
  for (int i = 0; i < count; i++) {
    vec2 e, f;
    glm_vec2_sub(v[(i + 1) % count], v[i], e);
    glm_vec2_sub(v[(i + 2) % count], v[(i + 1) % count], f);
    float cross = glm_vec2_cross(e, f);
    if (!(cross > 0.0f)) return false;
    turning += atan2f(cross, glm_vec2_dot(e, f));
  }
  return turning < 3.0f * GLM_PIf; /* 2 pi once round, 4 pi for a star */
}

/* Area, centroid and the moment about the centroid, by the fan from v[0]. */
static void polygon_moments(vec2 *v, int count, float *area, vec2 centroid,
                            float *moment) {
  float total = 0.0f, second = 0.0f;
  vec2 weighted = {0.0f, 0.0f};
  for (int i = 1; i + 1 < count; i++) {
    vec2 a, b;
    glm_vec2_sub(v[i], v[0], a);
    glm_vec2_sub(v[i + 1], v[0], b);
    float triangle = 0.5f * glm_vec2_cross(a, b);
    total += triangle;
    weighted[0] += triangle * (a[0] + b[0]) / 3.0f;
    weighted[1] += triangle * (a[1] + b[1]) / 3.0f;
    second += triangle * (glm_vec2_dot(a, a) + glm_vec2_dot(a, b) + glm_vec2_dot(b, b)) / 6.0f;
  }
  vec2 offset; /* centroid - v[0] */
  glm_vec2_divs(weighted, total, offset);
  *area = total;
  *moment = second - total * glm_vec2_dot(offset, offset);
  glm_vec2_add(v[0], offset, centroid);
}

imp_status imp_flat_polygon(const vec2 position, vec2 *vertices, int count,
                            float mass, imp_flat_body *dest) {
  if (!finite_point(position) || count < 3 || count > IMP_FLAT_MAX_VERTICES)
    return IMP_BAD_VALUE;
  for (int i = 0; i < count; i++)
    if (!finite_point(vertices[i])) return IMP_BAD_VALUE;
  if (!convex_counter_clockwise(vertices, count)) return IMP_BAD_VALUE;
  imp_flat_body polygon = fresh_body(IMP_FLAT_POLYGON, position);
  float area, moment;
  vec2 centroid;
  polygon_moments(vertices, count, &area, centroid, &moment);
  if (!(area > 0.0f && moment > 0.0f) || !isfinite(moment)) /* beyond float */
    return IMP_BAD_VALUE;
  polygon.count = count;
  polygon.inertia_per_mass = moment / area;
  for (int i = 0; i < count; i++) {
    glm_vec2_sub(vertices[i], centroid, polygon.local_vertex[i]);
    polygon.radius = fmaxf(polygon.radius, glm_vec2_norm(polygon.local_vertex[i]));
  }
  for (int i = 0; i < count; i++) {
    vec2 e;
    glm_vec2_sub(polygon.local_vertex[(i + 1) % count], polygon.local_vertex[i], e);
    polygon.local_normal[i][0] = e[1];
    polygon.local_normal[i][1] = -e[0];
    glm_vec2_normalize(polygon.local_normal[i]);
  }
  if (imp_flat_set_mass(&polygon, mass) != IMP_OK) return IMP_BAD_VALUE;
  imp_flat_update(&polygon);
  *dest = polygon;
  return IMP_OK;
}

imp_status imp_flat_rectangle(const vec2 position, float width, float height,
                              float mass, imp_flat_body *dest) {
  if (!(width > 0.0f) || !(height > 0.0f) || !isfinite(width) || !isfinite(height))
    return IMP_BAD_VALUE;
  float x = 0.5f * width, y = 0.5f * height;
  vec2 corners[4] = {{-x, -y}, {x, -y}, {x, y}, {-x, y}};
  return imp_flat_polygon(position, corners, 4, mass, dest);
}
#line 319 "chapters/07-flatland.nw"
imp_status imp_flat_set_mass(imp_flat_body *b, float mass) {
  if (!(mass >= 0.0f) || !isfinite(mass)) return IMP_BAD_VALUE;
  if (mass == 0.0f) {
    b->inverse_mass = b->inverse_inertia = 0.0f;
    return IMP_OK;
  }
  float inverse_mass = 1.0f / mass, inverse_inertia = 1.0f / (mass * b->inertia_per_mass);
  if (!isfinite(inverse_mass) || !isfinite(inverse_inertia) || !(inverse_inertia > 0.0f))
    return IMP_BAD_VALUE; /* a mass or a moment too small or too large for a float */
  b->inverse_mass = inverse_mass;
  b->inverse_inertia = inverse_inertia;
  return IMP_OK;
}

float imp_flat_kinetic_energy(const imp_flat_body *b) {
  if (b->inverse_mass == 0.0f) return 0.0f;
  float spin = b->angular_velocity;
  return 0.5f * glm_vec2_norm2((float *)b->velocity) / b->inverse_mass +
         0.5f * spin * spin / b->inverse_inertia;
}
#line 624 "chapters/07-flatland.nw"
void imp_flat_move(imp_flat_body *b, const vec2 g, float h, imp_flat_stepper stepper) {
  if (b->inverse_mass == 0.0f) return;
  vec2 old_velocity;
  glm_vec2_copy(b->velocity, old_velocity);
  glm_vec2_muladds((float *)g, h, b->velocity);
  glm_vec2_muladds(stepper == IMP_FLAT_SYMPLECTIC ? b->velocity : old_velocity, h,
                   b->position);
  b->angle += b->angular_velocity * h;
  imp_flat_update(b);
}
#line 841 "chapters/07-flatland.nw"
bool imp_flat_bounds_overlap(const imp_flat_body *a, const imp_flat_body *b) {
  vec2 between;
  glm_vec2_sub((float *)b->position, (float *)a->position, between);
  float reach = a->radius + b->radius;
  return glm_vec2_norm2(between) <= reach * reach;
}

void imp_flat_collision_flip(imp_flat_collision *c) {
  vec2 start;
  glm_vec2_negate(c->normal);
  glm_vec2_copy(c->start, start);
  glm_vec2_copy(c->end, c->start);
  glm_vec2_copy(start, c->end);
}

/* Fill c from the normal, the depth and the start. */
static void describe(imp_flat_collision *c, const vec2 normal, float depth,
                     const vec2 start) {
  c->depth = depth;
  glm_vec2_copy((float *)normal, c->normal);
  glm_vec2_copy((float *)start, c->start);
  glm_vec2_copy((float *)start, c->end);
  glm_vec2_muladds((float *)normal, depth, c->end);
}
#line 887 "chapters/07-flatland.nw"
static bool collide_circles(const imp_flat_body *a, const imp_flat_body *b,
                            imp_flat_collision *c) {
  vec2 between, normal = {0.0f, 1.0f}; /* for coincident centres: straight up */
  glm_vec2_sub((float *)b->position, (float *)a->position, between);
  float reach = a->radius + b->radius, distance2 = glm_vec2_norm2(between);
  if (distance2 >= reach * reach) return false;
  float distance = 0.0f;
  if (distance2 >= FLT_MIN) {
    distance = sqrtf(distance2);
    glm_vec2_divs(between, distance, normal);
  }
  vec2 start;
  glm_vec2_copy((float *)b->position, start);
  glm_vec2_muladds(normal, -b->radius, start);
  describe(c, normal, reach - distance, start);
  return true;
}
#line 967 "chapters/07-flatland.nw"
/* The deepest vertex of q behind face i of p, and its depth; false when no
 * vertex of q is strictly behind the face's line (the face separates). */
static bool deepest_support(const imp_flat_body *p, int i, const imp_flat_body *q,
                            float *depth, int *vertex) {
  float deepest = 0.0f;
  *vertex = -1;
  for (int j = 0; j < q->count; j++) {
    vec2 offset;
    glm_vec2_sub((float *)p->vertex[i], (float *)q->vertex[j], offset);
    float d = glm_vec2_dot(offset, (float *)p->normal[i]);
    if (d > deepest) {
      deepest = d;
      *vertex = j;
    }
  }
  *depth = deepest;
  return *vertex >= 0;
}

/* Over p's faces, the least penetration of q; false at the first face that
 * separates them. */
static bool least_penetration(const imp_flat_body *p, const imp_flat_body *q,
                              imp_flat_collision *c) {
  float least = FLT_MAX;
  int face = 0, vertex = 0;
  for (int i = 0; i < p->count; i++) {
    float depth;
    int deepest;
    if (!deepest_support(p, i, q, &depth, &deepest)) return false;
    if (depth < least) {
      least = depth;
      face = i;
      vertex = deepest;
    }
  }
  describe(c, p->normal[face], least, q->vertex[vertex]);
  return true;
}

static bool collide_polygons(const imp_flat_body *a, const imp_flat_body *b,
                             imp_flat_collision *c) {
  imp_flat_collision on_a, on_b;
  if (!least_penetration(a, b, &on_a) || !least_penetration(b, a, &on_b)) return false;
  if (on_b.depth < on_a.depth) {
    imp_flat_collision_flip(&on_b);
    *c = on_b;
  } else {
    *c = on_a;
  }
  return true;
}
#line 1084 "chapters/07-flatland.nw"
/* The contact of a circle whose centre is outside, nearest the vertex v of
 * the face with normal face_normal. */
static bool circle_at_vertex(const imp_flat_body *circle, const vec2 v,
                             const vec2 face_normal, imp_flat_collision *c) {
  vec2 away;
  glm_vec2_sub((float *)circle->position, (float *)v, away);
  float distance2 = glm_vec2_norm2(away), r = circle->radius, distance = 0.0f;
  if (distance2 >= r * r) return false;
  if (distance2 >= FLT_MIN) {
    distance = sqrtf(distance2);
    glm_vec2_divs(away, distance, away);
  } else { /* on the vertex, as far as a float can tell */
    glm_vec2_copy((float *)face_normal, away);
  }
  vec2 start;
  glm_vec2_copy((float *)circle->position, start);
  glm_vec2_muladds(away, -r, start);
  describe(c, away, r - distance, start);
  return true;
}

static bool collide_polygon_circle(const imp_flat_body *p, const imp_flat_body *circle,
                                   imp_flat_collision *c) {
  int e = 0;
  float separation = -FLT_MAX, r = circle->radius;
  for (int i = 0; i < p->count; i++) {
    vec2 offset;
    glm_vec2_sub((float *)circle->position, (float *)p->vertex[i], offset);
    float s = glm_vec2_dot(offset, (float *)p->normal[i]);
    if (s > separation) {
      separation = s;
      e = i;
    }
  }
  if (separation >= r) return false;
  if (separation > 0.0f) { /* outside: which region of face e? */
    const float *v0 = p->vertex[e], *v1 = p->vertex[(e + 1) % p->count];
    vec2 along, from0, from1;
    glm_vec2_sub((float *)v1, (float *)v0, along);
    glm_vec2_sub((float *)circle->position, (float *)v0, from0);
    glm_vec2_sub((float *)circle->position, (float *)v1, from1);
    const float *n = p->normal[e];
    if (glm_vec2_dot(from0, along) < 0.0f) return circle_at_vertex(circle, v0, n, c);
    if (glm_vec2_dot(from1, along) > 0.0f) return circle_at_vertex(circle, v1, n, c);
  }
  vec2 start; /* on the face, or the centre inside */
  glm_vec2_copy((float *)circle->position, start);
  glm_vec2_muladds((float *)p->normal[e], -r, start);
  describe(c, p->normal[e], r - separation, start);
  return true;
}
#line 1153 "chapters/07-flatland.nw"
bool imp_flat_collide(const imp_flat_body *a, const imp_flat_body *b,
                      imp_flat_collision *c) {
  bool a_circle = a->kind == IMP_FLAT_CIRCLE, b_circle = b->kind == IMP_FLAT_CIRCLE;
  if (a_circle && b_circle) return collide_circles(a, b, c);
  if (!a_circle && !b_circle) return collide_polygons(a, b, c);
  if (b_circle) return collide_polygon_circle(a, b, c);
  if (!collide_polygon_circle(b, a, c)) return false;
  imp_flat_collision_flip(c);
  return true;
}
#line 1586 "chapters/07-flatland.nw"
void imp_flat_correct(imp_flat_body *a, imp_flat_body *b, const imp_flat_collision *c,
                      float rate) {
  float total = a->inverse_mass + b->inverse_mass;
  if (total == 0.0f) return;
  float share = rate * c->depth / total;
  glm_vec2_muladds((float *)c->normal, -share * a->inverse_mass, a->position);
  glm_vec2_muladds((float *)c->normal, share * b->inverse_mass, b->position);
  imp_flat_update(a);
  imp_flat_update(b);
}
#line 1817 "chapters/07-flatland.nw"
/* w x r in the plane: r turned a quarter, times w. */
static void spin_cross(float w, const vec2 r, vec2 dest) {
  dest[0] = -w * r[1];
  dest[1] = w * r[0];
}

/* Velocity of b's material at arm rb minus a's at arm ra. */
static void relative_velocity(const imp_flat_body *a, const imp_flat_body *b,
                              const vec2 ra, const vec2 rb, vec2 dest) {
  vec2 spin_a, spin_b;
  spin_cross(a->angular_velocity, ra, spin_a);
  spin_cross(b->angular_velocity, rb, spin_b);
  glm_vec2_add((float *)b->velocity, spin_b, dest);
  glm_vec2_sub(dest, (float *)a->velocity, dest);
  glm_vec2_sub(dest, spin_a, dest);
}

/* How much the relative velocity along dir changes per unit impulse. */
static float effective_inverse_mass(const imp_flat_body *a, const imp_flat_body *b,
                                    const vec2 ra, const vec2 rb, const vec2 dir) {
  float la = glm_vec2_cross((float *)ra, (float *)dir);
  float lb = glm_vec2_cross((float *)rb, (float *)dir);
  return a->inverse_mass + b->inverse_mass + la * la * a->inverse_inertia +
         lb * lb * b->inverse_inertia;
}

/* j along dir to b at arm rb, -j to a at arm ra. */
static void push_pair(imp_flat_body *a, imp_flat_body *b, const vec2 ra, const vec2 rb,
                      const vec2 dir, float j) {
  glm_vec2_muladds((float *)dir, -j * a->inverse_mass, a->velocity);
  a->angular_velocity -= glm_vec2_cross((float *)ra, (float *)dir) * j * a->inverse_inertia;
  glm_vec2_muladds((float *)dir, j * b->inverse_mass, b->velocity);
  b->angular_velocity += glm_vec2_cross((float *)rb, (float *)dir) * j * b->inverse_inertia;
}

void imp_flat_impulse(imp_flat_body *a, imp_flat_body *b, const imp_flat_collision *c,
                      imp_flat_friction friction) {
  float total = a->inverse_mass + b->inverse_mass;
  if (total == 0.0f) return;
  vec2 contact, ra, rb, relative;
  glm_vec2_scale((float *)c->start, a->inverse_mass / total, contact);
  glm_vec2_muladds((float *)c->end, b->inverse_mass / total, contact);
  glm_vec2_sub(contact, a->position, ra);
  glm_vec2_sub(contact, b->position, rb);
  relative_velocity(a, b, ra, rb, relative);
  float closing = glm_vec2_dot(relative, (float *)c->normal);
  if (closing >= 0.0f) return; /* separating, or sliding along each other */
  float e = 0.5f * (a->restitution + b->restitution);
  float mu = 0.5f * (a->friction + b->friction);
  float normal_impulse =
      -(1.0f + e) * closing / effective_inverse_mass(a, b, ra, rb, c->normal);
  push_pair(a, b, ra, rb, c->normal, normal_impulse);

  relative_velocity(a, b, ra, rb, relative);
  vec2 slip;
  glm_vec2_copy(relative, slip);
  glm_vec2_muladds((float *)c->normal, -glm_vec2_dot(relative, (float *)c->normal), slip);
  float speed = glm_vec2_norm(slip);
  if (!(speed * speed >= FLT_MIN)) return; /* no slip, or none with a direction */
  glm_vec2_divs(slip, speed, slip);
  float stop = speed / effective_inverse_mass(a, b, ra, rb, slip);
  float impulse = friction == IMP_FLAT_RATIO ? fminf(mu, 1.0f) * stop
                                             : fminf(stop, mu * normal_impulse);
  push_pair(a, b, ra, rb, slip, -impulse);
}
#line 2155 "chapters/07-flatland.nw"
void imp_flat_world_init(imp_flat_world *w, imp_flat_body *storage, size_t capacity) {
  *w = (imp_flat_world){.bodies = storage, .capacity = capacity,
                        .gravity = {0.0f, -20.0f}, .step = 1.0f / 60.0f,
                        .passes = 15, .rate = 0.8f, .impulses = true,
                        .friction = IMP_FLAT_COULOMB};
}

imp_status imp_flat_world_set(imp_flat_world *w, float step, int passes, float rate) {
  if (!(step > 0.0f) || !isfinite(step) || passes < 0 || passes > 1000 ||
      !(rate > 0.0f && rate <= 1.0f))
    return IMP_BAD_VALUE;
  w->step = step;
  w->passes = passes;
  w->rate = rate;
  return IMP_OK;
}

imp_status imp_flat_world_add(imp_flat_world *w, const imp_flat_body *b) {
  if (w->count == w->capacity) return IMP_FULL;
  w->bodies[w->count++] = *b;
  return IMP_OK;
}

/* Detect, correct and resolve one pair; true if they collided. */
static bool settle_pair(imp_flat_world *w, imp_flat_body *a, imp_flat_body *b,
                        imp_flat_collision *c) {
  if (a->inverse_mass + b->inverse_mass == 0.0f) return false;
  if (!imp_flat_bounds_overlap(a, b) || !imp_flat_collide(a, b, c)) return false;
  imp_flat_correct(a, b, c, w->rate);
  if (w->impulses) imp_flat_impulse(a, b, c, w->friction);
  return true;
}

void imp_flat_world_step(imp_flat_world *w) {
  for (size_t i = 0; i < w->count; i++)
    imp_flat_move(&w->bodies[i], w->gravity, w->step, IMP_FLAT_SYMPLECTIC);
  w->collisions = 0;
  w->deepest = 0.0f;
  for (int pass = 0; pass < w->passes; pass++)
    for (size_t i = 0; i < w->count; i++)
      for (size_t j = i + 1; j < w->count; j++) {
        imp_flat_collision c;
        if (settle_pair(w, &w->bodies[i], &w->bodies[j], &c) && pass == 0) {
          w->collisions++;
          w->deepest = fmaxf(w->deepest, c.depth);
        }
      }
}

float imp_flat_world_deepest(const imp_flat_world *w) {
  float deepest = 0.0f;
  for (size_t i = 0; i < w->count; i++)
    for (size_t j = i + 1; j < w->count; j++) {
      const imp_flat_body *a = &w->bodies[i], *b = &w->bodies[j];
      imp_flat_collision c;
      if (a->inverse_mass + b->inverse_mass == 0.0f) continue;
      if (imp_flat_bounds_overlap(a, b) && imp_flat_collide(a, b, &c))
        deepest = fmaxf(deepest, c.depth);
    }
  return deepest;
}
