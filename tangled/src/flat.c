#line 144 "chapters/07-flatland.nw"
/* flat.c: the functions of chapter 7. */
#include <imp/flat.h>

#include <float.h>
#include <math.h>

#line 154 "chapters/07-flatland.nw"
static void turn(float c, float s, const vec2 v, vec2 dest) {
  float x = c * v[0] - s * v[1];
  dest[1] = s * v[0] + c * v[1];
  dest[0] = x;
}

void imp_flat_update(imp_flat_body *b) {
  float c = cosf(b->angle), s = sinf(b->angle);
  for (int i = 0; i < b->count; i++) {
    turn(c, s, b->local_vertex[i], b->vertex[i]);
    glm_vec2_add(b->vertex[i], b->position, b->vertex[i]);
    turn(c, s, b->local_normal[i], b->normal[i]);
  }
}

static imp_flat_body fresh_body(imp_flat_kind kind, const vec2 position) {
  imp_flat_body b = {.kind = kind, .restitution = 0.2f, .friction = 0.8f};
  glm_vec2_copy((float *)position, b.position);
  return b;
}

static bool finite_point(const vec2 p) { return isfinite(p[0]) && isfinite(p[1]); }

imp_status imp_flat_circle(imp_flat_body *b, const vec2 position, float radius,
                           float mass) {
  if (!finite_point(position) || !(radius > 0.0f) || !isfinite(radius))
    return IMP_BAD_VALUE;
  imp_flat_body circle = fresh_body(IMP_FLAT_CIRCLE, position);
  circle.radius = radius;
  circle.inertia_per_mass = 0.5f * radius * radius; /* a disc: I = m r^2 / 2 */
  if (imp_flat_set_mass(&circle, mass) != IMP_OK) return IMP_BAD_VALUE;
  *b = circle;
  return IMP_OK;
}
#line 213 "chapters/07-flatland.nw"
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

imp_status imp_flat_polygon(imp_flat_body *b, const vec2 position,
                            vec2 *vertices, int count, float mass) {
  if (!finite_point(position) || count < 3 || count > IMP_FLAT_MAX_VERTICES)
    return IMP_BAD_VALUE;
  for (int i = 0; i < count; i++)
    if (!finite_point(vertices[i])) return IMP_BAD_VALUE;
  if (!convex_counter_clockwise(vertices, count)) return IMP_BAD_VALUE;
  imp_flat_body polygon = fresh_body(IMP_FLAT_POLYGON, position);
  float area, moment;
  vec2 centroid;
  polygon_moments(vertices, count, &area, centroid, &moment);
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
  *b = polygon;
  return IMP_OK;
}

imp_status imp_flat_rectangle(imp_flat_body *b, const vec2 position, float width,
                              float height, float mass) {
  if (!(width > 0.0f) || !(height > 0.0f) || !isfinite(width) || !isfinite(height))
    return IMP_BAD_VALUE;
  float x = 0.5f * width, y = 0.5f * height;
  vec2 corners[4] = {{-x, -y}, {x, -y}, {x, y}, {-x, y}};
  return imp_flat_polygon(b, position, corners, 4, mass);
}
#line 304 "chapters/07-flatland.nw"
imp_status imp_flat_set_mass(imp_flat_body *b, float mass) {
  if (!(mass >= 0.0f) || !isfinite(mass)) return IMP_BAD_VALUE;
  if (mass == 0.0f) {
    b->inverse_mass = b->inverse_inertia = 0.0f;
    return IMP_OK;
  }
  b->inverse_mass = 1.0f / mass;
  b->inverse_inertia = 1.0f / (mass * b->inertia_per_mass);
  return IMP_OK;
}

float imp_flat_kinetic_energy(const imp_flat_body *b) {
  if (b->inverse_mass == 0.0f) return 0.0f;
  float spin = b->angular_velocity;
  return 0.5f * glm_vec2_norm2((float *)b->velocity) / b->inverse_mass +
         0.5f * spin * spin / b->inverse_inertia;
}
#line 528 "chapters/07-flatland.nw"
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
