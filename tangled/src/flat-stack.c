#line 101 "chapters/17-flatland-revisited.nw"
/* flat-stack.c: the functions of chapter 17. */
#include <imp/flat-stack.h>

#include <float.h>
#include <math.h>

#line 160 "chapters/17-flatland-revisited.nw"
/* The face of p that q lies furthest beyond: the largest, over p's faces, of
 * the least signed distance of q's vertices from the face's line. */
static float max_separation(const imp_flat_body *p, const imp_flat_body *q, float margin,
                           int *face) {
  float best = -FLT_MAX;
  int best_face = 0, faces = p->count, vertices = q->count; /* locals: no reloads */
  for (int i = 0; i < faces && best <= margin; i++) { /* apart: no need to go on */
    const float *n = p->normal[i];
    float least = FLT_MAX, plane = glm_vec2_dot((float *)p->vertex[i], (float *)n);
    if (glm_vec2_dot((float *)q->position, (float *)n) - plane <= best)
      continue; /* q's centroid is no further beyond: nor is its nearest vertex */
    for (int j = 0; j < vertices; j++) {
      float d = glm_vec2_dot((float *)q->vertex[j], (float *)n);
      least = d < least ? d : least; /* a compare, not a call to fminf */
    }
    least -= plane;
    if (least > best) {
      best = least;
      best_face = i;
    }
  }
  *face = best_face;
  return best;
}
#line 209 "chapters/17-flatland-revisited.nw"
/* The edge of inc whose normal is most nearly opposite the reference face's. */
static int incident_edge(const imp_flat_body *ref, int face, const imp_flat_body *inc) {
  int edge = 0;
  float least = FLT_MAX;
  for (int j = 0; j < inc->count; j++) {
    float d = glm_vec2_dot((float *)inc->normal[j], (float *)ref->normal[face]);
    if (d < least) {
      least = d;
      edge = j;
    }
  }
  return edge;
}
#line 260 "chapters/17-flatland-revisited.nw"
typedef struct clip_vertex {
  vec2 p;
  uint32_t id;
} clip_vertex;

/* Feature ids: which body is the reference, whether a side line cut the
 * point, the reference feature (face or vertex) and the incident one. */
static uint32_t feature_id(int reference, bool cut, int ref_index, int inc_index) {
  return (uint32_t)reference << 9 | (uint32_t)cut << 8 | (uint32_t)ref_index << 4 |
         (uint32_t)inc_index;
}

/* Keep the part of the segment in[0]-in[1] where dot(side, p) <= offset; a
 * point made by the cut gets the id `cut`. Returns how many points are left. */
static int clip_segment(const clip_vertex in[2], const vec2 side, float offset,
                        uint32_t cut, clip_vertex out[2]) {
  float d0 = glm_vec2_dot((float *)side, (float *)in[0].p) - offset;
  float d1 = glm_vec2_dot((float *)side, (float *)in[1].p) - offset;
  int n = 0;
  if (d0 <= 0.0f) out[n++] = in[0];
  if (d1 <= 0.0f) out[n++] = in[1];
  if (d0 * d1 < 0.0f) { /* the ends on either side: the crossing */
    float s = d0 / (d0 - d1);
    glm_vec2_lerp((float *)in[0].p, (float *)in[1].p, s, out[n].p);
    out[n++].id = cut;
  }
  return n;
}
#line 291 "chapters/17-flatland-revisited.nw"
/* A body's turn, its angle's cosine and sine, computed once per use. */
typedef struct turn {
  float c, s;
} turn;

static turn turn_of(const imp_flat_body *b) {
  return (turn){cosf(b->angle), sinf(b->angle)};
}

/* dest = R^T v: a world direction in a body's frame. */
static void to_body_frame(turn r, const vec2 v, vec2 dest) {
  float x = r.c * v[0] + r.s * v[1];
  dest[1] = -r.s * v[0] + r.c * v[1];
  dest[0] = x;
}

/* dest = x + R v: a body-frame point in the world. */
static void to_world(const imp_flat_body *b, turn r, const vec2 v, vec2 dest) {
  float x = r.c * v[0] - r.s * v[1];
  dest[1] = b->position[1] + r.s * v[0] + r.c * v[1];
  dest[0] = b->position[0] + x;
}
#line 316 "chapters/17-flatland-revisited.nw"
/* The manifold of two polygons: reference face, incident edge, two cuts. */
static bool manifold_polygons(const imp_flat_body *a, const imp_flat_body *b, float margin,
                              imp_flat_manifold *m) {
  int face_a, face_b;
  float sa = max_separation(a, b, margin, &face_a);
  if (sa > margin) return false;
  float sb = max_separation(b, a, margin, &face_b);
  if (sb > margin) return false;
  
#line 341 "chapters/17-flatland-revisited.nw"
int reference = sb > sa + IMP_FLAT_FACE_PREFERENCE;
const imp_flat_body *ref = reference ? b : a, *inc = reference ? a : b;
int face = reference ? face_b : face_a, edge = incident_edge(ref, face, inc);
*m = (imp_flat_manifold){.reference = reference};
glm_vec2_copy((float *)ref->local_normal[face], m->local_normal); /* kept by chapter 7 */
glm_vec2_copy((float *)ref->local_vertex[face], m->local_plane);
#line 325 "chapters/17-flatland-revisited.nw"
  
#line 356 "chapters/17-flatland-revisited.nw"
int next_face = (face + 1) % ref->count, next_edge = (edge + 1) % inc->count;
clip_vertex incident[2] = {{{inc->vertex[edge][0], inc->vertex[edge][1]},
                            feature_id(reference, false, face, edge)},
                           {{inc->vertex[next_edge][0], inc->vertex[next_edge][1]},
                            feature_id(reference, false, face, next_edge)}};
vec2 tangent, back;
glm_vec2_sub((float *)ref->vertex[next_face], (float *)ref->vertex[face], tangent);
glm_vec2_normalize(tangent);
glm_vec2_negate_to(tangent, back);
clip_vertex once[2], twice[2];
float start = glm_vec2_dot(tangent, (float *)ref->vertex[face]) - margin;
float end = glm_vec2_dot(tangent, (float *)ref->vertex[next_face]) + margin;
if (clip_segment(incident, back, -start, feature_id(reference, true, face, edge), once) < 2 ||
    clip_segment(once, tangent, end, feature_id(reference, true, next_face, edge), twice) < 2)
  return false; /* the incident edge misses the face: a corner on a corner */
#line 326 "chapters/17-flatland-revisited.nw"
  
#line 374 "chapters/17-flatland-revisited.nw"
const float *n = ref->normal[face];
turn inc_turn = turn_of(inc);
for (int k = 0; k < 2; k++) {
  vec2 offset;
  glm_vec2_sub(twice[k].p, (float *)ref->vertex[face], offset);
  float separation = glm_vec2_dot(offset, (float *)n);
  if (separation > margin) continue;
  imp_flat_manifold_point *point = &m->points[m->count++];
  point->id = twice[k].id;
  point->depth = -separation;
  glm_vec2_copy(twice[k].p, point->point); /* half way back to the reference face */
  glm_vec2_muladds((float *)n, -0.5f * separation, point->point);
  glm_vec2_sub(twice[k].p, (float *)inc->position, point->local_incident);
  to_body_frame(inc_turn, point->local_incident, point->local_incident);
}
glm_vec2_copy((float *)n, m->normal);
if (reference) glm_vec2_negate(m->normal);
#line 327 "chapters/17-flatland-revisited.nw"
  return m->count > 0;
}
#line 413 "chapters/17-flatland-revisited.nw"
/* Point k's depth now, as imp_flat_manifold_depth, with a's and b's turns known. */
static float depth_turned(const imp_flat_body *a, const imp_flat_body *b, turn ta, turn tb,
                          const imp_flat_manifold *m, int k, vec2 normal, vec2 point) {
  const imp_flat_body *ref = m->reference ? b : a, *inc = m->reference ? a : b;
  turn r = m->reference ? tb : ta, q = m->reference ? ta : tb;
  vec2 n, plane, surface; /* n from the reference body towards the incident one */
  if (m->circles) {
    
#line 446 "chapters/17-flatland-revisited.nw"
vec2 between;
glm_vec2_sub((float *)inc->position, (float *)ref->position, between);
float distance2 = glm_vec2_norm2(between);
glm_vec2_copy((vec2){0.0f, 1.0f}, n); /* coincident centres: straight up, as ch. 7 */
if (distance2 >= FLT_MIN) glm_vec2_divs(between, sqrtf(distance2), n);
glm_vec2_copy((float *)ref->position, plane);
glm_vec2_muladds(n, m->reference_radius, plane);
glm_vec2_copy((float *)inc->position, surface);
glm_vec2_muladds(n, -m->incident_radius, surface);
#line 421 "chapters/17-flatland-revisited.nw"
  } else {
    n[0] = r.c * m->local_normal[0] - r.s * m->local_normal[1];
    n[1] = r.s * m->local_normal[0] + r.c * m->local_normal[1];
    to_world(ref, r, m->local_plane, plane);
    to_world(inc, q, m->points[k].local_incident, surface);
    glm_vec2_muladds(n, -m->incident_radius, surface);
  }
  vec2 gap;
  glm_vec2_sub(surface, plane, gap);
  float separation = glm_vec2_dot(gap, n);
  glm_vec2_copy(surface, point); /* half way back to the reference surface */
  glm_vec2_muladds(n, -0.5f * separation, point);
  glm_vec2_copy(n, normal);
  if (m->reference) glm_vec2_negate(normal);
  return -separation;
}

float imp_flat_manifold_depth(const imp_flat_body *a, const imp_flat_body *b,
                              const imp_flat_manifold *m, int k, vec2 normal,
                              vec2 point) {
  return depth_turned(a, b, turn_of(a), turn_of(b), m, k, normal, point);
}
#line 469 "chapters/17-flatland-revisited.nw"
/* A pair with a circle: chapter 7's test with the circle grown by the margin,
 * read back as one point with the frames' data of a manifold. */
static bool manifold_with_circle(const imp_flat_body *a, const imp_flat_body *b,
                                 float margin, imp_flat_manifold *m) {
  bool b_is_polygon = b->kind == IMP_FLAT_POLYGON;
  const imp_flat_body *ref = b_is_polygon ? b : a, *inc = b_is_polygon ? a : b;
  imp_flat_body grown = *inc; /* a circle, whichever the pair */
  grown.radius += margin;
  imp_flat_collision c;
  if (!imp_flat_collide(ref, &grown, &c)) return false;
  *m = (imp_flat_manifold){.reference = b_is_polygon, .count = 1,
                           .circles = ref->kind == IMP_FLAT_CIRCLE,
                           .incident_radius = inc->radius};
  m->reference_radius = m->circles ? ref->radius : 0.0f;
  turn r = turn_of(ref);
  to_body_frame(r, c.normal, m->local_normal);
  glm_vec2_sub(c.end, (float *)ref->position, m->local_plane); /* on ref's surface */
  to_body_frame(r, m->local_plane, m->local_plane);
  return true;
}
#line 492 "chapters/17-flatland-revisited.nw"
bool imp_flat_manifold_collide(const imp_flat_body *a, const imp_flat_body *b,
                               float margin, imp_flat_manifold *m) {
  if (a->kind == IMP_FLAT_POLYGON && b->kind == IMP_FLAT_POLYGON)
    return manifold_polygons(a, b, margin, m);
  if (!manifold_with_circle(a, b, margin, m)) return false;
  m->points[0].depth = imp_flat_manifold_depth(a, b, m, 0, m->normal, m->points[0].point);
  return true;
}
#line 744 "chapters/17-flatland-revisited.nw"
void imp_flat_solver_init(imp_flat_solver *s, imp_flat_contact *storage, size_t capacity) {
  *s = (imp_flat_solver){
      .contacts = storage, .previous = storage + capacity, .capacity = capacity,
      .settings = {.velocity_iterations = 8, .position_iterations = 3, .slop = 0.005f,
                   .beta = 0.2f, .margin = 0.02f, .max_correction = 0.2f,
                   .bounce_speed = 1.0f, .warm_start = true, .position = IMP_FLAT_NGS}};
}
#line 817 "chapters/17-flatland-revisited.nw"
/* Do the bounding circles, grown by the margin, overlap? */
static bool near_enough(const imp_flat_body *a, const imp_flat_body *b, float margin) {
  vec2 between;
  glm_vec2_sub((float *)b->position, (float *)a->position, between);
  float reach = a->radius + b->radius + margin;
  return glm_vec2_norm2(between) <= reach * reach;
}

#line 866 "chapters/17-flatland-revisited.nw"
/* Copy the accumulated impulses of the old points whose ids the new ones have. */
static size_t inherit(imp_flat_contact *c, const imp_flat_contact *old) {
  size_t matched = 0;
  for (int k = 0; k < c->manifold.count; k++)
    for (int l = 0; l < old->manifold.count; l++)
      if (c->manifold.points[k].id == old->manifold.points[l].id) {
        c->normal_impulse[k] = old->normal_impulse[l];
        c->tangent_impulse[k] = old->tangent_impulse[l];
        matched++;
      }
  return matched;
}

#line 827 "chapters/17-flatland-revisited.nw"
static imp_status find_contacts(imp_flat_world *w, imp_flat_solver *s) {
  imp_flat_contact *swap = s->previous;
  s->previous = s->contacts;
  s->contacts = swap;
  s->previous_count = s->count;
  s->count = s->matched = 0;
  size_t old = 0; /* both lists run in the order of the pairs (i, j) */
  imp_status status = IMP_OK;
  for (size_t i = 0; i < w->count; i++)
    for (size_t j = i + 1; j < w->count; j++) {
      imp_flat_body *a = &w->bodies[i], *b = &w->bodies[j];
      imp_flat_manifold spare; /* for a pair beyond the storage */
      imp_flat_manifold *m = s->count < s->capacity ? &s->contacts[s->count].manifold : &spare;
      if (a->inverse_mass + b->inverse_mass == 0.0f) continue;
      if (!near_enough(a, b, s->settings.margin) ||
          !imp_flat_manifold_collide(a, b, s->settings.margin, m))
        continue;
      if (m == &spare) {
        status = IMP_FULL;
        continue;
      }
      imp_flat_contact *c = &s->contacts[s->count++]; /* its manifold is in place */
      c->a = (int)i;
      c->b = (int)j;
      for (int k = 0; k < IMP_FLAT_MANIFOLD_MAX; k++)
        c->normal_impulse[k] = c->tangent_impulse[k] = 0.0f;
      while (old < s->previous_count &&
             ((size_t)s->previous[old].a < i ||
              ((size_t)s->previous[old].a == i && (size_t)s->previous[old].b < j)))
        old++;
      if (s->settings.warm_start && old < s->previous_count &&
          (size_t)s->previous[old].a == i && (size_t)s->previous[old].b == j)
        s->matched += inherit(c, &s->previous[old]);
    }
  return status;
}
#line 900 "chapters/17-flatland-revisited.nw"
/* Velocity of b's material at arm rb minus a's at arm ra. */
static void relative_velocity(const imp_flat_body *a, const imp_flat_body *b,
                              const vec2 ra, const vec2 rb, vec2 dest) {
  dest[0] = b->velocity[0] - b->angular_velocity * rb[1] - a->velocity[0] +
            a->angular_velocity * ra[1];
  dest[1] = b->velocity[1] + b->angular_velocity * rb[0] - a->velocity[1] -
            a->angular_velocity * ra[0];
}

/* 1 / (w_a + w_b + (ra x d)^2 / I_a + (rb x d)^2 / I_b), 0 for two static bodies. */
static float mass_along(const imp_flat_body *a, const imp_flat_body *b, const vec2 ra,
                        const vec2 rb, const vec2 d) {
  float la = glm_vec2_cross((float *)ra, (float *)d), lb = glm_vec2_cross((float *)rb, (float *)d);
  float k = a->inverse_mass + b->inverse_mass + la * la * a->inverse_inertia +
            lb * lb * b->inverse_inertia;
  return k > 0.0f ? 1.0f / k : 0.0f;
}

/* The impulse p (a vector) to b at rb, -p to a at ra. */
static inline void apply_impulse(imp_flat_body *a, imp_flat_body *b, const vec2 ra,
                                 const vec2 rb, const vec2 p) {
  glm_vec2_muladds((float *)p, -a->inverse_mass, a->velocity);
  a->angular_velocity -= a->inverse_inertia * glm_vec2_cross((float *)ra, (float *)p);
  glm_vec2_muladds((float *)p, b->inverse_mass, b->velocity);
  b->angular_velocity += b->inverse_inertia * glm_vec2_cross((float *)rb, (float *)p);
}

static void contact_impulse(const imp_flat_contact *c, int k, vec2 dest) {
  const float *n = c->manifold.normal;
  dest[0] = c->normal_impulse[k] * n[0] + c->tangent_impulse[k] * n[1];
  dest[1] = c->normal_impulse[k] * n[1] - c->tangent_impulse[k] * n[0];
}
#line 935 "chapters/17-flatland-revisited.nw"
static void prepare_contact(imp_flat_world *w, const imp_flat_solver *s, imp_flat_contact *c) {
  imp_flat_body *a = &w->bodies[c->a], *b = &w->bodies[c->b];
  const imp_flat_solver_settings *set = &s->settings;
  const float *n = c->manifold.normal;
  vec2 t = {n[1], -n[0]}; /* the tangent: n turned a quarter clockwise */
  c->friction = 0.5f * (a->friction + b->friction);
  c->restitution = 0.5f * (a->restitution + b->restitution);
  for (int k = 0; k < c->manifold.count; k++) {
    const imp_flat_manifold_point *p = &c->manifold.points[k];
    glm_vec2_sub((float *)p->point, a->position, c->arm_a[k]);
    glm_vec2_sub((float *)p->point, b->position, c->arm_b[k]);
    c->normal_mass[k] = mass_along(a, b, c->arm_a[k], c->arm_b[k], n);
    c->tangent_mass[k] = mass_along(a, b, c->arm_a[k], c->arm_b[k], t);
    
#line 979 "chapters/17-flatland-revisited.nw"
vec2 v;
relative_velocity(a, b, c->arm_a[k], c->arm_b[k], v);
float closing = glm_vec2_dot(v, (float *)n), depth = p->depth;
if (depth < 0.0f)
  c->target[k] = depth / w->step; /* apart: may close the gap, no more */
else if (set->position == IMP_FLAT_BAUMGARTE)
  c->target[k] = set->beta * fmaxf(depth - set->slop, 0.0f) / w->step;
else
  c->target[k] = 0.0f;
if (depth >= 0.0f && closing < -set->bounce_speed)
  c->target[k] = fmaxf(c->target[k], -c->restitution * closing);
#line 949 "chapters/17-flatland-revisited.nw"
  }
}

/* Apply the impulses the contact starts with: last step's, or zero. */
static void warm_start(imp_flat_world *w, const imp_flat_contact *c) {
  for (int k = 0; k < c->manifold.count; k++) {
    vec2 impulse;
    contact_impulse(c, k, impulse);
    apply_impulse(&w->bodies[c->a], &w->bodies[c->b], c->arm_a[k], c->arm_b[k], impulse);
  }
}
#line 1037 "chapters/17-flatland-revisited.nw"
static void solve_velocities(imp_flat_world *w, imp_flat_contact *c) {
  imp_flat_body *a = &w->bodies[c->a], *b = &w->bodies[c->b];
  const float *n = c->manifold.normal;
  vec2 t = {n[1], -n[0]};
  for (int k = 0; k < c->manifold.count; k++) {
    
#line 1051 "chapters/17-flatland-revisited.nw"
vec2 v, p;
relative_velocity(a, b, c->arm_a[k], c->arm_b[k], v);
float bound = c->friction * c->normal_impulse[k];
float total = c->tangent_impulse[k] - glm_vec2_dot(v, t) * c->tangent_mass[k];
total = total < -bound ? -bound : total > bound ? bound : total;
if (total == c->tangent_impulse[k]) continue; /* unchanged: nothing to apply */
glm_vec2_scale(t, total - c->tangent_impulse[k], p);
c->tangent_impulse[k] = total;
apply_impulse(a, b, c->arm_a[k], c->arm_b[k], p);
#line 1043 "chapters/17-flatland-revisited.nw"
  }
  for (int k = 0; k < c->manifold.count; k++) {
    
#line 1063 "chapters/17-flatland-revisited.nw"
vec2 v, p;
relative_velocity(a, b, c->arm_a[k], c->arm_b[k], v);
float shortfall = c->target[k] - glm_vec2_dot(v, (float *)n);
float total = c->normal_impulse[k] + shortfall * c->normal_mass[k];
total = total > 0.0f ? total : 0.0f; /* pushes, never pulls */
if (total == c->normal_impulse[k]) continue;
glm_vec2_scale((float *)n, total - c->normal_impulse[k], p);
c->normal_impulse[k] = total;
apply_impulse(a, b, c->arm_a[k], c->arm_b[k], p);
#line 1046 "chapters/17-flatland-revisited.nw"
  }
}
#line 1118 "chapters/17-flatland-revisited.nw"
/* One sweep of the position pass; true when no point is deeper than 3 slops. */
static bool position_sweep(imp_flat_world *w, const imp_flat_solver *s) {
  const imp_flat_solver_settings *set = &s->settings;
  float deepest = 0.0f;
  for (size_t c = 0; c < s->count; c++) {
    const imp_flat_contact *contact = &s->contacts[c];
    imp_flat_body *a = &w->bodies[contact->a], *b = &w->bodies[contact->b];
    turn ta = turn_of(a), tb = turn_of(b); /* until a correction turns them */
    for (int k = 0; k < contact->manifold.count; k++) {
      vec2 n, point, ra, rb, p;
      float depth = depth_turned(a, b, ta, tb, &contact->manifold, k, n, point);
      deepest = fmaxf(deepest, depth);
      
#line 1138 "chapters/17-flatland-revisited.nw"
float correction = fminf(set->beta * (depth - set->slop), set->max_correction);
if (correction <= 0.0f) continue;
glm_vec2_sub(point, a->position, ra);
glm_vec2_sub(point, b->position, rb);
glm_vec2_scale(n, correction * mass_along(a, b, ra, rb, n), p);
glm_vec2_muladds(p, -a->inverse_mass, a->position);
a->angle -= a->inverse_inertia * glm_vec2_cross(ra, p);
glm_vec2_muladds(p, b->inverse_mass, b->position);
b->angle += b->inverse_inertia * glm_vec2_cross(rb, p);
ta = turn_of(a);
tb = turn_of(b);
#line 1131 "chapters/17-flatland-revisited.nw"
    }
  }
  return deepest <= 3.0f * set->slop;
}

#line 775 "chapters/17-flatland-revisited.nw"
imp_status imp_flat_solver_step(imp_flat_world *w, imp_flat_solver *s) {
  float h = w->step;
  imp_status status = find_contacts(w, s);
  for (size_t i = 0; i < w->count; i++)
    if (w->bodies[i].inverse_mass > 0.0f)
      glm_vec2_muladds(w->gravity, h, w->bodies[i].velocity);
  for (size_t c = 0; c < s->count; c++) prepare_contact(w, s, &s->contacts[c]);
  for (size_t c = 0; c < s->count; c++) warm_start(w, &s->contacts[c]);
  for (int sweep = 0; sweep < s->settings.velocity_iterations; sweep++)
    for (size_t c = 0; c < s->count; c++) solve_velocities(w, &s->contacts[c]);
  for (size_t i = 0; i < w->count; i++) {
    imp_flat_body *b = &w->bodies[i];
    if (b->inverse_mass == 0.0f) continue;
    glm_vec2_muladds(b->velocity, h, b->position);
    b->angle += b->angular_velocity * h;
  }
  if (s->settings.position == IMP_FLAT_NGS)
    for (int sweep = 0; sweep < s->settings.position_iterations; sweep++)
      if (position_sweep(w, s)) break;
  for (size_t i = 0; i < w->count; i++) /* the world frame, once, for the next step */
    if (w->bodies[i].inverse_mass > 0.0f) imp_flat_update(&w->bodies[i]);
  return status;
}
