#line 1961 "chapters/15-joints.nw"
/* joint-scene.c: worlds of bodies held by joints (chapter 15). */
#include "shared/joint-scene.h"

#include <imp/mass.h>
#include <math.h>
#include <stdlib.h>

#line 1975 "chapters/15-joints.nw"
bool joint_scene_build(uint32_t bodies, uint32_t joints, joint_scene *dest) {
  imp_world_def def;
  imp_world_def_init(&def);
  def.body_capacity = def.shape_capacity = bodies + 1;
  def.pair_capacity = def.contact_capacity = 8 * (bodies + 1);
  def.joint_capacity = joints;
  def.resolve = imp_resolve_solver;
  size_t size = imp_world_memory(&def);
  dest->memory = size ? malloc(size) : NULL;
  imp_solver_defaults(&dest->settings);
  def.resolve_settings = &dest->settings;
  if (!dest->memory || imp_world_init(&def, dest->memory, size, &dest->world) != IMP_OK)
    return false;
  imp_body ground;
  imp_body_init(&ground);
  imp_body_set_immovable(&ground);
  uint32_t index;
  return imp_world_add_body(&dest->world, &ground, &index) == IMP_OK;
}

static bool add_body(joint_scene *s, const imp_mass *m, const vec3 position, uint32_t *index) {
  imp_body b;
  imp_body_init(&b);
  imp_body_set_mass(&b, m);
  glm_vec3_copy((float *)position, b.position);
  b.acceleration[1] = -9.81f;
  imp_body_update(&b);
  return imp_world_add_body(&s->world, &b, index) == IMP_OK;
}

bool joint_scene_add_box(joint_scene *s, const vec3 half, float mass, const vec3 position,
                         uint32_t *index) {
  imp_mass m;
  return imp_mass_box(mass, (float *)half, &m) == IMP_OK && add_body(s, &m, position, index);
}

void joint_scene_free(joint_scene *s) {
  free(s->memory);
  s->memory = NULL;
}

void joint_scene_anchors(const imp_world *w, uint32_t j, vec3 dest[2]) {
  for (int side = 0; side < 2; side++)
    imp_body_world_point(&w->bodies[w->joints[j].def.body[side]],
                         (float *)w->joints[j].def.local_anchor[side], dest[side]);
}

double joint_scene_gap(const imp_world *w) {
  double gap = 0.0;
  for (uint32_t j = 0; j < w->joint_count; j++) {
    vec3 at[2];
    joint_scene_anchors(w, j, at);
    gap = fmax(gap, glm_vec3_distance(at[0], at[1]));
  }
  return gap;
}
#line 2037 "chapters/15-joints.nw"
bool joint_pendulum(joint_scene *s, float angle, float length, imp_joint_kind kind,
                    uint32_t *bob) {
  imp_mass m;
  vec3 at = {length * sinf(angle), -length * cosf(angle), 0.0f}, pivot = {0, 0, 0};
  imp_joint_def def;
  uint32_t joint;
  return imp_mass_sphere(1.0f, JOINT_BOB_RADIUS, &m) == IMP_OK && add_body(s, &m, at, bob) &&
         imp_joint_def_at(&s->world, kind, 0, *bob, pivot, (vec3){0, 0, 1}, &def) == IMP_OK &&
         imp_world_add_joint(&s->world, &def, &joint) == IMP_OK;
}
#line 2209 "chapters/15-joints.nw"
double joint_elliptic_period(double angle, double length) {
  double k = sin(angle / 2.0), a = 1.0, b = sqrt(1.0 - k * k);
  for (int i = 0; i < 40 && fabs(a - b) > 1e-16 * a; i++) {
    double mean = 0.5 * (a + b);
    b = sqrt(a * b);
    a = mean;
  }
  double r = JOINT_BOB_RADIUS, omega0 = sqrt(9.81 * length / (length * length + 0.4 * r * r));
  return 4.0 / omega0 * (GLM_PI / (2.0 * a));
}

double joint_measured_period(const double *theta, long n, double dt) {
  double crossing[2];
  int found = 0;
  for (long i = 1; i < n && found < 2; i++)
    if (theta[i - 1] > 0.0 && theta[i] <= 0.0)
      crossing[found++] = (i - 1 + theta[i - 1] / (theta[i - 1] - theta[i])) * dt;
  return found == 2 ? crossing[1] - crossing[0] : 0.0;
}
#line 2072 "chapters/15-joints.nw"
/* The span of the chain's links under horizontal tension h (in units of mg). */
static double chain_span(int links, double link, double h) {
  double span = 0.0;
  for (int k = 0; k < links; k++) span += link * cos(atan((links / 2.0 - k - 0.5) / h));
  return span;
}

double joint_chain_sag(int links, double span, double length) {
  double link = length / links, lo = 1e-9, hi = 1e9;
  for (int i = 0; i < 200; i++) {
    double h = sqrt(lo * hi); /* bisect in the logarithm: h spans many decades */
    if (chain_span(links, link, h) < span) lo = h;
    else hi = h;
  }
  double sag = 0.0, h = sqrt(lo * hi);
  for (int k = 0; k < links / 2; k++) sag += link * sin(atan((links / 2.0 - k - 0.5) / h));
  return sag;
}

double joint_catenary_sag(double span, double length) {
  double lo = 1e-6, hi = 1e6; /* 2 a sinh(S / 2a) falls from infinity to S as a grows */
  for (int i = 0; i < 200; i++) {
    double a = sqrt(lo * hi);
    if (2.0 * a * sinh(span / (2.0 * a)) > length) lo = a;
    else hi = a;
  }
  double a = sqrt(lo * hi);
  return a * (cosh(span / (2.0 * a)) - 1.0);
}
