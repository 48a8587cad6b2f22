#line 238 "chapters/11-impulses.nw"
/* Chapter 11's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "harness.h"
#include "random-contacts.h"
#include "random.h"

#include <imp/collide.h>
#include <imp/impulse.h>
#include <math.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shared/impulse-scene.h"
#include "shared/room-scene.h"
#include "shared/ruler.h"

#line 269 "chapters/11-impulses.nw"
static double dot3d(const double a[3], const double b[3]) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

static void cross3d(const double a[3], const double b[3], double out[3]) {
  out[0] = a[1] * b[2] - a[2] * b[1];
  out[1] = a[2] * b[0] - a[0] * b[2];
  out[2] = a[0] * b[1] - a[1] * b[0];
}

static double norm3d(const double a[3]) { return sqrt(dot3d(a, a)); }


/* The six axes, and normals 1e-7 and 1e-3 from +-y, for the first cases. */
static void special_normal(int n, vec3 normal) {
  int axis = n % 6;
  glm_vec3_zero(normal);
  normal[axis / 2] = axis % 2 ? -1.0f : 1.0f;
  if (n >= 6) {
    double tilt = n % 2 ? 1e-7 : 1e-3, y = (n / 2) % 2 ? -1.0 : 1.0;
    double x = tilt * cos(n), z = tilt * sin(n), s = sqrt(1 - x * x - z * z);
    normal[0] = (float)x, normal[1] = (float)(y * s), normal[2] = (float)z;
  }
}

static const imp_body *side_body(const imp_impulse_contact *c, const imp_body *bodies, int side) {
  return c->body[side] == IMP_NONE ? NULL : &bodies[c->body[side]];
}

static bool side_can_move(const imp_impulse_contact *c, const imp_body *bodies, int side) {
  const imp_body *b = side_body(c, bodies, side);
  if (!b) return false;
  bool turns = false;
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 3; i++) turns = turns || b->inverse_inertia[j][i] != 0;
  return b->inverse_mass > 0 || turns;
}

/* The velocity of b's material at world point p, in double. */
static void material_velocity_d(const imp_body *b, const vec3 p, double out[3]) {
  double w[3], arm[3], spin[3];
  for (int k = 0; k < 3; k++) w[k] = b->angular_velocity[k], arm[k] = (double)p[k] - b->position[k];
  cross3d(w, arm, spin);
  for (int k = 0; k < 3; k++) out[k] = b->velocity[k] + spin[k];
}

/* n . (v1 + w1 x r1 - v0 - w0 x r0), in double from the float state. */
static double normal_velocity(const imp_impulse_contact *c, const imp_body *bodies) {
  double total = 0;
  for (int side = 0; side < 2; side++) {
    const imp_body *b = side_body(c, bodies, side);
    if (!b) continue;
    double v[3], n[3] = {c->normal[0], c->normal[1], c->normal[2]};
    material_velocity_d(b, c->point, v);
    total += (side ? 1 : -1) * dot3d(v, n);
  }
  return total;
}

static double arm_length(const imp_impulse_contact *c, const imp_body *b) {
  double arm[3];
  for (int k = 0; k < 3; k++) arm[k] = (double)c->point[k] - b->position[k];
  return norm3d(arm);
}

/* S = sum over the sides of |v| + |w| |r|. */
static double speed_scale(const imp_impulse_contact *c, const imp_body *bodies) {
  double scale = 0;
  for (int side = 0; side < 2; side++) {
    const imp_body *b = side_body(c, bodies, side);
    if (!b) continue;
    vec3 v, w;
    glm_vec3_copy((float *)b->velocity, v);
    glm_vec3_copy((float *)b->angular_velocity, w);
    scale += glm_vec3_norm(v) + glm_vec3_norm(w) * arm_length(c, b);
  }
  return scale;
}

static double heaviest_mass(const imp_impulse_contact *c, const imp_body *bodies) {
  double m = 0;
  for (int side = 0; side < 2; side++) {
    const imp_body *b = side_body(c, bodies, side);
    if (b && b->inverse_mass > 0) m = fmax(m, 1.0 / b->inverse_mass);
  }
  return m;
}

static double longest_arm(const imp_impulse_contact *c) {
  double most = 0;
  for (int side = 0; side < 2; side++) {
    double a[3] = {c->arm[side][0], c->arm[side][1], c->arm[side][2]};
    most = fmax(most, norm3d(a));
  }
  return most;
}

/* Totals over the movable bodies of a contact: linear momentum, angular
 * momentum about the contact point, kinetic energy; and v_n. In double. */
typedef struct state_sums {
  double momentum[3], moment[3], energy, vn;
} state_sums;

static void world_inertia_d(const imp_body *b, double out[3][3]) {
  /* R I R^T from the float rotation and body tensor */
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      double sum = 0;
      for (int k = 0; k < 3; k++)
        for (int l = 0; l < 3; l++)
          sum += (double)b->rotation[k][i] * b->inertia[l][k] * b->rotation[l][j];
      out[i][j] = sum;
    }
}

static state_sums sums_of(const imp_impulse_contact *c, const imp_body *bodies) {
  state_sums s = {{0, 0, 0}, {0, 0, 0}, 0, normal_velocity(c, bodies)};
  for (int side = 0; side < 2; side++) {
    const imp_body *b = side_body(c, bodies, side);
    if (!b) continue;
    double v[3] = {b->velocity[0], b->velocity[1], b->velocity[2]};
    double w[3] = {b->angular_velocity[0], b->angular_velocity[1], b->angular_velocity[2]};
    double from[3], lw[3] = {0, 0, 0}, orbit[3], tensor[3][3];
    for (int k = 0; k < 3; k++) from[k] = (double)b->position[k] - c->point[k];
    if (b->inverse_mass > 0) {
      double m = 1.0 / b->inverse_mass, mv[3] = {m * v[0], m * v[1], m * v[2]};
      cross3d(from, mv, orbit);
      for (int k = 0; k < 3; k++) s.momentum[k] += mv[k], s.moment[k] += orbit[k];
      s.energy += 0.5 * m * dot3d(v, v);
    }
    if (side_can_move(c, bodies, side) && b->inverse_inertia[0][0] != 0) {
      world_inertia_d(b, tensor);
      for (int i = 0; i < 3; i++) lw[i] = dot3d(tensor[i], w);
      for (int k = 0; k < 3; k++) s.moment[k] += lw[k];
      s.energy += 0.5 * dot3d(lw, w);
    }
  }
  return s;
}

/* d of equation (velocity-per-impulse) in double, with I_w^-1 = R I^-1 R^T
 * (world) or the body-frame I^-1 in its place. */
static double side_d(const imp_impulse_contact *c, const imp_body *b, bool world) {
  double arm[3], n[3] = {c->normal[0], c->normal[1], c->normal[2]}, u[3], iu[3];
  for (int k = 0; k < 3; k++) arm[k] = (double)c->point[k] - b->position[k];
  cross3d(arm, n, u);
  for (int i = 0; i < 3; i++) {
    iu[i] = 0;
    for (int j = 0; j < 3; j++) {
      double entry = 0;
      if (world)
        for (int k = 0; k < 3; k++)
          for (int l = 0; l < 3; l++)
            entry += (double)b->rotation[k][i] * b->inverse_inertia[l][k] * b->rotation[l][j];
      else
        entry = b->inverse_inertia[j][i];
      iu[i] += entry * u[j];
    }
  }
  return b->inverse_mass + dot3d(u, iu);
}

static double velocity_per_impulse(const imp_impulse_contact *c, const imp_body *bodies) {
  double d = 0;
  for (int side = 0; side < 2; side++) {
    const imp_body *b = side_body(c, bodies, side);
    if (b) d += side_d(c, b, true);
  }
  return d;
}

static double d_with_tensor(const imp_impulse_contact *c, const imp_body *b, bool world) {
  return side_d(c, b, world);
}

/* The sum of the absolute values of d's terms: 1/m + sum |I^-1_ij| |u_i| |u_j|. */
static double d_terms(const imp_impulse_contact *c, const imp_body *bodies) {
  double total = 0;
  for (int side = 0; side < 2; side++) {
    const imp_body *b = side_body(c, bodies, side);
    if (!b) continue;
    double arm[3], n[3] = {c->normal[0], c->normal[1], c->normal[2]}, u[3];
    for (int k = 0; k < 3; k++) arm[k] = (double)c->point[k] - b->position[k];
    cross3d(arm, n, u);
    total += b->inverse_mass;
    for (int i = 0; i < 3; i++)
      for (int j = 0; j < 3; j++) total += fabs(b->inverse_inertia_world[j][i] * u[i] * u[j]);
  }
  return total;
}

/* The normal velocity change a unit impulse makes, through equation
 * (impulse-response) in double on copies of the bodies. */
static double unit_impulse_response(const imp_impulse_contact *c, const imp_body *bodies) {
  double change = 0;
  for (int side = 0; side < 2; side++) {
    const imp_body *b = side_body(c, bodies, side);
    if (!b) continue;
    double sign = side ? 1 : -1, n[3] = {c->normal[0], c->normal[1], c->normal[2]};
    double arm[3], push[3], torque[3], dw[3], dv[3], spin[3], tensor[3][3];
    for (int k = 0; k < 3; k++) arm[k] = (double)c->point[k] - b->position[k], push[k] = sign * n[k];
    cross3d(arm, push, torque);
    for (int i = 0; i < 3; i++) {
      dw[i] = 0;
      for (int j = 0; j < 3; j++) {
        double entry = 0;
        for (int k = 0; k < 3; k++)
          for (int l = 0; l < 3; l++)
            entry += (double)b->rotation[k][i] * b->inverse_inertia[l][k] * b->rotation[l][j];
        tensor[i][j] = entry;
        dw[i] += entry * torque[j];
      }
    }
    (void)tensor;
    cross3d(dw, arm, spin);
    for (int k = 0; k < 3; k++) dv[k] = b->inverse_mass * push[k] + spin[k];
    change += sign * dot3d(dv, n);
  }
  return change;
}

/* A 2 x 0.2 x 0.4 m box of 1 kg turned by angle_deg about y. */
static void long_box(imp_body *b, float angle_deg) {
  imp_body_init(b);
  imp_mass mass;
  imp_mass_box(1.0f, (vec3){1.0f, 0.1f, 0.2f}, &mass);
  imp_body_set_mass(b, &mass);
  glm_quatv(b->orientation, glm_rad(angle_deg), (vec3){0, 1, 0});
  imp_body_update(b);
}

/* The source's impulse: the torque J x r. */
static void source_impulse(const imp_impulse_contact *c, imp_body *bodies) {
  float closing = c->velocity[0], d = imp_impulse_velocity_per_unit(c, bodies);
  float impulse = -(1.0f + c->restitution) * closing / d;
  for (int side = 0; side < 2; side++) {
    if (c->body[side] == IMP_NONE) continue;
    imp_body *b = &bodies[c->body[side]];
    vec3 push, torque, dw;
    glm_vec3_scale((float *)c->normal, (side ? 1.0f : -1.0f) * impulse, push);
    glm_vec3_muladds(push, b->inverse_mass, b->velocity);
    glm_vec3_cross(push, (float *)c->arm[side], torque); /* J x r, as the source */
    glm_mat3_mulv(b->inverse_inertia_world, torque, dw);
    glm_vec3_add(b->angular_velocity, dw, b->angular_velocity);
  }
}

/* The material points at a contact, remembered in double in body
 * coordinates, with the orientations they were taken at. */
typedef struct material_points {
  bool present[2];
  double local[2][3], world[2][3];
  versor orientation[2];
} material_points;

static void rotation_d(const versor q, double m[3][3]) {
  double x = q[0], y = q[1], z = q[2], w = q[3];
  m[0][0] = 1 - 2 * (y * y + z * z), m[0][1] = 2 * (x * y - w * z), m[0][2] = 2 * (x * z + w * y);
  m[1][0] = 2 * (x * y + w * z), m[1][1] = 1 - 2 * (x * x + z * z), m[1][2] = 2 * (y * z - w * x);
  m[2][0] = 2 * (x * z - w * y), m[2][1] = 2 * (y * z + w * x), m[2][2] = 1 - 2 * (x * x + y * y);
}

static void remember_points(const imp_impulse_contact *c, const imp_body *bodies, material_points *mp) {
  for (int side = 0; side < 2; side++) {
    const imp_body *b = side_body(c, bodies, side);
    mp->present[side] = b != NULL;
    if (!b) continue;
    double m[3][3], arm[3];
    rotation_d(b->orientation, m);
    for (int k = 0; k < 3; k++) arm[k] = (double)c->point[k] - b->position[k];
    for (int i = 0; i < 3; i++) {
      mp->local[side][i] = m[0][i] * arm[0] + m[1][i] * arm[1] + m[2][i] * arm[2];
      mp->world[side][i] = c->point[i];
    }
    glm_vec4_copy((float *)b->orientation, mp->orientation[side]);
  }
}

/* How much the remembered points separated along the normal, from the
 * bodies' poses now; adds to *second_order the bound 1/2 |theta|^2 |r| of
 * each body's turn, and sets *size to the largest coordinate involved. */
static double separation_gain(const imp_impulse_contact *c, const imp_body *bodies,
                              const material_points *mp, double *second_order, double *size) {
  double gain = 0, n[3] = {c->normal[0], c->normal[1], c->normal[2]};
  *size = fmax(*size, norm3d((double[3]){c->point[0], c->point[1], c->point[2]}));
  for (int side = 0; side < 2; side++) {
    if (!mp->present[side]) continue;
    const imp_body *b = side_body(c, bodies, side);
    double m[3][3], now[3], moved[3];
    rotation_d(b->orientation, m);
    for (int i = 0; i < 3; i++) {
      now[i] = b->position[i] + dot3d(m[i], mp->local[side]);
      moved[i] = now[i] - mp->world[side][i];
    }
    gain += (side ? 1 : -1) * dot3d(moved, n);
    double cosine = fabs(glm_vec4_dot((float *)mp->orientation[side], (float *)b->orientation));
    double angle = 2 * acos(fmin(1.0, cosine));
    *second_order += 0.5 * angle * angle * norm3d(mp->local[side]) * (1 + 1e-3);
    *size = fmax(*size, norm3d(now) + norm3d(mp->local[side]));
  }
  return gain;
}

/* A body's move along the normal, split into its translation (shift) and
 * its rotation's lift of the point, theta . (r x n), both signed outwards. */
static void move_parts(const imp_impulse_contact *c, const imp_impulse_change change[2], int side,
                       double *shift, double *lift) {
  double sign = side ? 1 : -1, n[3] = {c->normal[0], c->normal[1], c->normal[2]};
  double lin[3], th[3], arm[3], u[3];
  for (int k = 0; k < 3; k++) {
    lin[k] = change[side].linear[k];
    th[k] = change[side].angular[k];
    arm[k] = c->arm[side][k];
  }
  cross3d(arm, n, u);
  *shift = sign * dot3d(lin, n);
  *lift = sign * dot3d(th, u);
}

/* Per side: 1/m, the angular share alpha and |r_perp|; returns their total. */
static double projection_shares(const imp_impulse_contact *c, const imp_body *bodies,
                                double lambda[2], double alpha[2], double across[2]) {
  double total = 0;
  for (int side = 0; side < 2; side++) {
    lambda[side] = alpha[side] = across[side] = 0;
    const imp_body *b = side_body(c, bodies, side);
    if (!b) continue;
    double n[3] = {c->normal[0], c->normal[1], c->normal[2]}, arm[3], perp[3];
    for (int k = 0; k < 3; k++) arm[k] = c->arm[side][k];
    double along = dot3d(arm, n);
    for (int k = 0; k < 3; k++) perp[k] = arm[k] - along * n[k];
    lambda[side] = b->inverse_mass;
    alpha[side] = side_d(c, b, true) - b->inverse_mass;
    across[side] = norm3d(perp);
    total += lambda[side] + alpha[side];
  }
  return total;
}

static bool same_motion(const imp_body *a, const imp_body *b, int n) {
  for (int i = 0; i < n; i++)
    if (memcmp(a[i].velocity, b[i].velocity, sizeof a[i].velocity) ||
        memcmp(a[i].angular_velocity, b[i].angular_velocity, sizeof a[i].angular_velocity))
      return false;
  return true;
}

static bool same_poses(const imp_body *a, const imp_body *b, int n) {
  for (int i = 0; i < n; i++)
    if (memcmp(a[i].position, b[i].position, sizeof a[i].position) ||
        memcmp(a[i].orientation, b[i].orientation, sizeof a[i].orientation))
      return false;
  return true;
}

/* A scene of 3 to most bodies (one in ten immovable) and contacts between
 * random sides, the ground included; returns the number of bodies. */
static int random_scene(imp_rng *r, imp_body *bodies, int most, imp_impulse_contact *contacts,
                        int count) {
  int n = (int)imp_rng_uniform(r, 3, most + 1);
  for (int i = 0; i < n; i++) {
    random_body(r, &bodies[i]);
    if (imp_rng_uniform(r, 0, 1) < 0.1) imp_body_set_immovable(&bodies[i]);
  }
  for (int k = 0; k < count; k++) {
    imp_impulse_contact *c = &contacts[k];
    do { /* -1 is the ground */
      int a = (int)imp_rng_uniform(r, -1, n), b = (int)imp_rng_uniform(r, -1, n);
      c->body[0] = a < 0 ? IMP_NONE : (uint32_t)a;
      c->body[1] = b < 0 ? IMP_NONE : (uint32_t)b;
    } while (c->body[0] == c->body[1]);
    random_unit(r, c->normal);
    const imp_body *near = &bodies[c->body[0] != IMP_NONE ? c->body[0] : c->body[1]];
    for (int i = 0; i < 3; i++) c->point[i] = near->position[i] + (float)imp_rng_uniform(r, -1, 1);
    c->penetration = (float)imp_rng_uniform(r, -0.01, 0.03);
    c->restitution = (float)imp_rng_uniform(r, 0, 1);
  }
  return n;
}

static void count_combinations(const imp_impulse_contact *c, const uint32_t moved[2], long combinations[4]) {
  for (int side = 0; side < 2; side++)
    for (int m = 0; m < 2; m++)
      if (c->body[side] != IMP_NONE && c->body[side] == moved[m]) combinations[2 * side + m]++;
}

static double scene_speed_scale(const imp_body *bodies, const imp_impulse_contact *contacts, int count) {
  double most = 0;
  for (int i = 0; i < count; i++) most = fmax(most, speed_scale(&contacts[i], bodies));
  return most;
}

/* Is the selection right: the qualifying contact with the largest key, or
 * -1 exactly when none qualifies? */
static bool selection_is_right(const imp_impulse_contact *contacts, int count, const imp_body *bodies,
                               float eps, bool fastest) {
  double best = -INFINITY;
  for (int i = 0; i < count; i++) {
    const imp_impulse_contact *c = &contacts[i];
    double key = fastest ? -c->velocity[0] : c->penetration;
    bool movable = side_can_move(c, bodies, 0) || side_can_move(c, bodies, 1);
    if (key > eps && movable) best = fmax(best, key);
  }
  long picked = fastest ? imp_impulse_fastest(contacts, (size_t)count, bodies, eps)
                        : imp_impulse_deepest(contacts, (size_t)count, bodies, eps);
  if (best == -INFINITY) return picked == -1;
  if (picked < 0) return false;
  double key = fastest ? -contacts[picked].velocity[0] : contacts[picked].penetration;
  return key == best;
}

/* A unit cube at rest on its face with all four bottom corners 1 cm deep,
 * resolved with the given position iterations: how many it used and the
 * deepest corner left, by the narrow phase. */
static void box_on_four_corners(int iterations, int *used, double *left) {
  imp_shape ground, box;
  imp_shape_plane((vec3){0, 1, 0}, 0.0f, &ground);
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &box);
  imp_body cube;
  imp_body_init(&cube);
  cube.position[1] = 0.49f;
  imp_body_update(&cube);
  imp_transform here, there;
  imp_transform_identity(&here);
  imp_transform_of_body(&cube, &there);
  imp_manifold m;
  int n = imp_collide(&ground, &here, &box, &there, &m);
  imp_impulse_contact contacts[IMP_MANIFOLD_POINTS];
  for (int i = 0; i < n; i++) {
    contacts[i] = (imp_impulse_contact){.body = {IMP_NONE, 0}, .penetration = m.point[i].depth};
    glm_vec3_copy(m.point[i].position, contacts[i].point);
    glm_vec3_copy(m.normal, contacts[i].normal);
  }
  imp_impulse_settings resolver;
  imp_impulse_defaults(&resolver);
  resolver.position_iterations = iterations;
  imp_impulse_resolve(&resolver, &cube, 1, contacts, (size_t)n);
  *used = resolver.position_used;
  imp_transform_of_body(&cube, &there);
  n = imp_collide(&ground, &here, &box, &there, &m);
  *left = 0;
  for (int i = 0; i < n; i++) *left = fmax(*left, m.point[i].depth);
}

/* Spoil one thing of a good contact or of the settings, in the way fault
 * names. */
enum { BAD_KINDS = 16 };
static void spoil(int fault, imp_impulse_contact *c, imp_impulse_settings *settings, int count) {
  switch (fault) {
  case 0: c->body[1] = (uint32_t)count; break;              /* no such body */
  case 1: c->body[0] = IMP_NONE - 1; break;         /* nor this */
  case 2: c->body[0] = c->body[1] = 0; break;     /* the same body twice */
  case 3: c->body[0] = c->body[1] = IMP_NONE; break; /* no body */
  case 4: glm_vec3_zero(c->normal); break;        /* coincident points */
  case 5: glm_vec3_copy((vec3){2, 0, 0}, c->normal); break;
  case 6: c->normal[1] = NAN; break;
  case 7: c->point[2] = INFINITY; break;
  case 8: c->penetration = NAN; break;
  case 9: c->restitution = 1.5f; break;
  case 10: c->restitution = -0.1f; break;
  case 11: settings->angular_limit = -1.0f; break;
  case 12: settings->position_iterations = -1; break;
  case 13: settings->position_epsilon = NAN; break;
  case 14: settings->projection = (imp_projection)7; break;
  default: settings->velocity_epsilon = -1.0f; break;
  }
}

/* Two copies of chapter 10's room, 40 bodies piled on the floor by its own
 * resolver, each stopped just before the resolve stage of the next step. */
typedef struct heap_scene {
  room_scene a, b;
  uint64_t seed;
} heap_scene;

static const float heap_dt = 1.0f / 60.0f;

static void heap_to_resolve(room_scene *r) {
  for (int step = 0; step < 90; step++) imp_world_step(&r->world, heap_dt);
  imp_world_integrate_velocities(&r->world, heap_dt);
  imp_world_find_pairs(&r->world);
  imp_world_collide(&r->world);
  imp_world_match_contacts(&r->world);
}

static void heap_build(heap_scene *h, uint64_t seed) {
  room_options o;
  room_default_options(&o);
  o.count = 40;
  o.seed = seed;
  h->seed = seed;
  room_scene_build(&o, &h->a);
  room_scene_build(&o, &h->b);
  heap_to_resolve(&h->a);
  heap_to_resolve(&h->b);
}

static void heap_free(heap_scene *h) {
  room_scene_free(&h->a);
  room_scene_free(&h->b);
}

static double largest_difference(const imp_body *p, const imp_body *q) {
  double most = 0;
  for (int k = 0; k < 3; k++) {
    most = fmax(most, fabs((double)p->velocity[k] - q->velocity[k]));
    most = fmax(most, fabs((double)p->angular_velocity[k] - q->angular_velocity[k]));
    most = fmax(most, fabs((double)p->position[k] - q->position[k]));
  }
  for (int k = 0; k < 4; k++) most = fmax(most, fabs((double)p->orientation[k] - q->orientation[k]));
  return most;
}

/* World a by the world stage, world b by the array resolver on a copy of its
 * points; the iterations used and the largest difference of the bodies. */
static void heap_compare(heap_scene *h, int *array_position, int *array_velocity,
                         int *world_position, int *world_velocity, double *worst) {
  imp_world *wa = &h->a.world, *wb = &h->b.world;
  long points = 0;
  for (uint32_t c = 0; c < wb->contact_count; c++) points += wb->contacts[c].manifold.count;
  imp_impulse_contact *array = malloc((size_t)(points + 1) * sizeof *array);
  size_t n = 0;
  for (uint32_t c = 0; c < wb->contact_count; c++) {
    const imp_contact *wc = &wb->contacts[c];
    for (int p = 0; p < wc->manifold.count; p++, n++) {
      array[n] = (imp_impulse_contact){.body = {wc->body[0], wc->body[1]},
                                       .penetration = wc->manifold.point[p].depth,
                                       .restitution = wc->restitution};
      glm_vec3_copy((float *)wc->manifold.point[p].position, array[n].point);
      glm_vec3_copy((float *)wc->manifold.normal, array[n].normal);
    }
  }
  imp_impulse_settings sa, sw;
  imp_impulse_defaults(&sa);
  sa.position_iterations = sa.velocity_iterations = (int)(8 * points);
  sw = sa;
  imp_impulse_resolve_world(wa, &sw);
  imp_impulse_resolve(&sa, wb->bodies, wb->body_count, array, n);
  *world_position = sw.position_used, *world_velocity = sw.velocity_used;
  *array_position = sa.position_used, *array_velocity = sa.velocity_used;
  *worst = 0;
  for (uint32_t i = 0; i < wa->body_count; i++)
    *worst = fmax(*worst, largest_difference(&wa->bodies[i], &wb->bodies[i]));
  if (points < 10) *worst = INFINITY; /* a heap, or nothing was tested */
  free(array);
}

/* Fresh copies of the room, both stepped by imp_world_step with the stage
 * "impulses": one with no settings (the defaults), the other with the
 * defaults handed over through the world; same bits? */
static bool heap_same_step(const heap_scene *h) {
  room_options o;
  room_default_options(&o);
  o.count = 40;
  o.seed = h->seed;
  o.resolve = imp_resolve_impulses;
  room_scene c, d;
  room_scene_build(&o, &c);
  room_scene_build(&o, &d);
  imp_impulse_settings settings;
  imp_impulse_defaults(&settings);
  d.world.resolve_settings = &settings;
  for (int step = 0; step < 120; step++) {
    imp_world_step(&c.world, heap_dt);
    imp_world_step(&d.world, heap_dt);
  }
  bool same = true;
  for (uint32_t i = 0; i < c.world.body_count; i++)
    same = same && memcmp(&c.world.bodies[i], &d.world.bodies[i], sizeof(imp_body)) == 0;
  room_scene_free(&c);
  room_scene_free(&d);
  return same;
}

/* The apexes of a bounce: row 0, then every local maximum of y, until one
 * falls below the floor given. */
static int find_apexes(const imp_table *t, double floor, double *heights, int most) {
  int n = 0;
  heights[n++] = imp_table_at(t, 0, "y");
  for (size_t row = 1; row + 1 < t->rows && n < most; row++) {
    double y = imp_table_at(t, row, "y");
    if (y > imp_table_at(t, row - 1, "y") && y >= imp_table_at(t, row + 1, "y")) {
      if (y < floor) break;
      heights[n++] = y;
    }
  }
  return n;
}
#line 932 "chapters/11-impulses.nw"
static void check_contact_frame(imp_check_state *s) {
  imp_rng r = imp_rng_seed(1101);
  for (int n = 0; n < 20000; n++) {
    imp_body bodies[2];
    imp_impulse_contact c;
    random_contact(&r, bodies, &c, n);
    if (n < 600) special_normal(n, c.normal);
    imp_impulse_prepare(&c, bodies);
    
#line 924 "chapters/11-impulses.nw"
IMP_CHECK_TRUE(s, glm_vec3_eqv(c.basis[0], c.normal));
for (int j = 0; j < 3; j++)
  for (int i = 0; i < 3; i++)
    IMP_CHECK_NEAR(s, glm_vec3_dot(c.basis[i], c.basis[j]), i == j, 8 * IMP_U);
IMP_CHECK_NEAR(s, c.velocity[0], normal_velocity(&c, bodies), 16 * IMP_U * speed_scale(&c, bodies));
#line 941 "chapters/11-impulses.nw"
  }
}
#line 1126 "chapters/11-impulses.nw"
enum { ONE_BOUNCE, ONE_MOMENTUM, ONE_ENERGY };

/* One impulse on each of 20,000 random contacts; assert what `what` names. */
static void one_impulse_cases(imp_check_state *s, int what) {
  imp_rng r = imp_rng_seed(1102);
  long free_pairs = 0;
  for (int n = 0; n < 20000; n++) {
    imp_body bodies[2];
    imp_impulse_contact c;
    random_contact(&r, bodies, &c, n);
    imp_impulse_prepare(&c, bodies);
    if (c.velocity[0] >= 0) continue;
    double scale = speed_scale(&c, bodies), e = c.restitution;
    double tol = 64 * IMP_U * scale * (1 + e), heaviest = heaviest_mass(&c, bodies);
    double reach = 1 + longest_arm(&c);
    bool two_free_bodies = c.body[0] != IMP_NONE && c.body[1] != IMP_NONE &&
                           bodies[0].inverse_mass > 0 && bodies[1].inverse_mass > 0;
    state_sums before = sums_of(&c, bodies);
    imp_impulse_change change[2];
    imp_impulse_resolve_velocity(&c, bodies, change);
    state_sums after = sums_of(&c, bodies);
    double d = velocity_per_impulse(&c, bodies);
    if (what == ONE_BOUNCE) {
      
#line 1110 "chapters/11-impulses.nw"
IMP_CHECK_NEAR(s, after.vn, -c.restitution * before.vn, tol);
#line 1150 "chapters/11-impulses.nw"
    } else if (what == ONE_MOMENTUM && two_free_bodies) {
      free_pairs++;
      
#line 1114 "chapters/11-impulses.nw"
for (int k = 0; k < 3; k++) {
  IMP_CHECK_NEAR(s, after.momentum[k], before.momentum[k], tol * heaviest);
  IMP_CHECK_NEAR(s, after.moment[k], before.moment[k], tol * heaviest * reach);
}
#line 1153 "chapters/11-impulses.nw"
    } else if (what == ONE_ENERGY) {
      
#line 1121 "chapters/11-impulses.nw"
IMP_CHECK_NEAR(s, after.energy - before.energy,
               -(1 - e * e) * before.vn * before.vn / (2 * d), tol * heaviest * scale);
#line 1155 "chapters/11-impulses.nw"
    }
  }
  if (what == ONE_MOMENTUM) IMP_CHECK_TRUE(s, free_pairs > 5000);
}

static void check_restitution(imp_check_state *s) { one_impulse_cases(s, ONE_BOUNCE); }
static void check_momentum(imp_check_state *s) { one_impulse_cases(s, ONE_MOMENTUM); }
static void check_energy(imp_check_state *s) { one_impulse_cases(s, ONE_ENERGY); }
#line 1191 "chapters/11-impulses.nw"
static void check_velocity_per_impulse(imp_check_state *s) {
  imp_rng r = imp_rng_seed(1103);
  for (int n = 0; n < 20000; n++) {
    imp_body bodies[2];
    imp_impulse_contact c;
    random_contact(&r, bodies, &c, n);
    if (!side_can_move(&c, bodies, 0) && !side_can_move(&c, bodies, 1)) continue;
    imp_impulse_prepare(&c, bodies);
    double d = imp_impulse_velocity_per_unit(&c, bodies);
    double measured = unit_impulse_response(&c, bodies), terms = d_terms(&c, bodies);
    /* the arms along the normal: move the point onto body 1's normal line */
    imp_impulse_contact along = c;
    int side = c.body[1] != IMP_NONE ? 1 : 0;
    const imp_body *b = &bodies[c.body[side]];
    glm_vec3_copy((float *)b->position, along.point);
    glm_vec3_muladds(along.normal, (float)imp_rng_uniform(&r, -1, 1), along.point);
    along.body[1 - side] = IMP_NONE;
    imp_impulse_prepare(&along, bodies);
    double d_parallel = imp_impulse_velocity_per_unit(&along, bodies);
    double linear_only = b->inverse_mass;
    /* the arm is n times a float: its cross product with n is a rounding */
    
#line 1185 "chapters/11-impulses.nw"
IMP_CHECK_TRUE(s, d > 0);
IMP_CHECK_NEAR(s, d, measured, 16 * IMP_U * terms);
IMP_CHECK_NEAR(s, d_parallel, linear_only, 16 * IMP_U * linear_only);
#line 1213 "chapters/11-impulses.nw"
  }
}
#line 1241 "chapters/11-impulses.nw"
static void check_world_inertia(imp_check_state *s) {
  imp_body bodies[1];
  long_box(&bodies[0], 90.0f); /* its long axis now along -z */
  imp_impulse_contact c = {.body = {IMP_NONE, 0}, .point = {0.2f, -0.1f, 1.0f},
                   .normal = {0, 1, 0}, .restitution = 0.5f};
  imp_impulse_prepare(&c, bodies);
  double d = imp_impulse_velocity_per_unit(&c, bodies);
  double world = d_with_tensor(&c, &bodies[0], true);
  double body_frame = d_with_tensor(&c, &bodies[0], false);
  
#line 1236 "chapters/11-impulses.nw"
IMP_CHECK_NEAR(s, d, world, 16 * IMP_U * world);
IMP_CHECK_TRUE(s, fabs(d - body_frame) > 0.1 * world);
#line 1251 "chapters/11-impulses.nw"
}
#line 1274 "chapters/11-impulses.nw"
static void check_source_signs(imp_check_state *s) {
  imp_rng r = imp_rng_seed(1104);
  int trials = 0, missed = 0;
  for (int n = 0; n < 4000; n++) {
    imp_body bodies[2];
    imp_impulse_contact c;
    random_contact(&r, bodies, &c, n);
    imp_impulse_prepare(&c, bodies);
    if (c.velocity[0] >= -0.1f || c.body[0] == IMP_NONE || c.body[1] == IMP_NONE ||
        !side_can_move(&c, bodies, 0) || !side_can_move(&c, bodies, 1))
      continue;
    trials++;
    double want = -c.restitution * c.velocity[0];
    source_impulse(&c, bodies); /* torque J x r */
    double got = normal_velocity(&c, bodies);
    missed += fabs(got - want) > 0.1 * fabs(c.velocity[0]);
  }
  /* two bodies, one on the other, falling together */
  imp_body pair[2];
  imp_body_init(&pair[0]);
  imp_body_init(&pair[1]);
  pair[1].position[1] = 1.0f;
  glm_vec3_copy((vec3){0, -3, 0}, pair[0].velocity);
  glm_vec3_copy((vec3){0, -3, 0}, pair[1].velocity);
  imp_impulse_contact c = {.body = {0, 1}, .point = {0, 0.5f, 0}, .normal = {0, 1, 0}};
  imp_impulse_prepare(&c, pair);
  float engine_vn = c.velocity[0], source_vn = 0.0f; /* the source: v0 + v1 */
  for (int k = 0; k < 3; k++) source_vn += c.normal[k] * (pair[0].velocity[k] + pair[1].velocity[k]);
  
#line 1269 "chapters/11-impulses.nw"
IMP_CHECK_TRUE(s, missed > trials / 2);
IMP_CHECK_TRUE(s, engine_vn == 0.0f && source_vn < 0.0f);
#line 1303 "chapters/11-impulses.nw"
}
#line 1387 "chapters/11-impulses.nw"
static void check_ruler_closed_form(imp_check_state *s) {
  const double m = 1, v = 1, half = 0.5;
  for (int kind = 0; kind < 3; kind++)
    for (int k = 0; k < 3; k++)
      for (int ke = 0; ke < 3; ke++) {
        double angle = 30.0 * k, e = 0.5 * ke;
        imp_body body;
        vec3 end;
        double moment = ruler_make(kind, (float)angle, &body, end);
        double a = kind == RULER_SPHERE ? 0 : half * cos(glm_rad((float)angle));
        double d = 1 / m + a * a / moment;
        glm_vec3_copy((vec3){0, -(float)v, 0}, body.velocity);
        imp_impulse_contact c = {.body = {IMP_NONE, 0}, .normal = {0, 1, 0},
                         .restitution = (float)e};
        imp_body_world_point(&body, end, c.point);
        imp_impulse_prepare(&c, &body);
        imp_impulse_change change[2];
        double j = imp_impulse_resolve_velocity(&c, &body, change);
        double tol = 16 * IMP_U * (1 + e) * v * (1 + m / moment);
        
#line 1380 "chapters/11-impulses.nw"
IMP_CHECK_NEAR(s, j, (1 + e) * v / d, tol);
IMP_CHECK_NEAR(s, body.velocity[1], -v + (1 + e) * v / d / m, tol);
IMP_CHECK_NEAR(s, body.angular_velocity[2], -a * (1 + e) * v / d / moment, tol);
IMP_CHECK_NEAR(s, ruler_end_velocity(&body, end), e * v, tol);
#line 1407 "chapters/11-impulses.nw"
      }
}
#line 1638 "chapters/11-impulses.nw"
static void check_projection(imp_check_state *s) {
  imp_rng r = imp_rng_seed(1105);
  int capped = 0;
  for (int n = 0; n < 20000; n++) {
    imp_body bodies[2];
    imp_impulse_contact c;
    random_contact(&r, bodies, &c, n);
    bool unlimited = n % 2 == 0; /* shallow; the capped ones also deep */
    c.penetration = (float)pow(10, unlimited ? imp_rng_uniform(&r, -4, -2) : imp_rng_uniform(&r, -3, -0.3));
    imp_impulse_prepare(&c, bodies);
    double lambda[2], alpha[2], across[2], d = projection_shares(&c, bodies, lambda, alpha, across);
    if (!(d > 0)) continue;
    material_points before;
    remember_points(&c, bodies, &before);
    imp_body kept[2];
    memcpy(kept, bodies, sizeof kept);
    imp_impulse_change change[2];
    imp_impulse_resolve_penetration(&c, bodies, IMP_PROJECT_NONLINEAR,
                                    unlimited ? INFINITY : 0.2f, change);
    double second_order = 0, size = 0, lift[2], shift[2], share_total[2];
    double separated = separation_gain(&c, bodies, &before, &second_order, &size);
    for (int side = 0; side < 2; side++) {
      move_parts(&c, change, side, &shift[side], &lift[side]);
      share_total[side] = c.penetration * (lambda[side] + alpha[side]) / d;
      if (!unlimited && alpha[side] > 0 && lift[side] < c.penetration * alpha[side] / d * 0.999)
        capped++;
    }
    imp_impulse_contact self = c; /* the contact's own update: resolved */
    imp_impulse_update_penetration(&self, c.body, change);
    
#line 1624 "chapters/11-impulses.nw"
IMP_CHECK_NEAR(s, separated, c.penetration, second_order + 64 * IMP_U * size);
IMP_CHECK_NEAR(s, self.penetration, 0, 16 * IMP_U * c.penetration);
for (int side = 0; side < 2; side++) {
  IMP_CHECK_NEAR(s, lift[side] + shift[side], share_total[side], 16 * IMP_U * c.penetration);
  if (unlimited) {
    IMP_CHECK_NEAR(s, shift[side], c.penetration * lambda[side] / d, 16 * IMP_U * c.penetration);
    IMP_CHECK_NEAR(s, lift[side], c.penetration * alpha[side] / d, 16 * IMP_U * c.penetration);
  } else {
    IMP_CHECK_TRUE(s, lift[side] <= 0.2 * across[side] * (1 + 16 * IMP_U));
  }
}
#line 1668 "chapters/11-impulses.nw"
  }
  IMP_CHECK_TRUE(s, capped > 100); /* the cap was tested */
}
#line 1679 "chapters/11-impulses.nw"
static void check_independent_stages(imp_check_state *s) {
  imp_rng r = imp_rng_seed(1112);
  for (int n = 0; n < 20000; n++) {
    imp_body bodies[2], before_projection[2], after_projection[2], before_impulse[2],
        after_impulse[2];
    imp_impulse_contact c;
    random_contact(&r, bodies, &c, n);
    c.penetration = (float)imp_rng_uniform(&r, 1e-4, 0.1);
    imp_impulse_prepare(&c, bodies);
    imp_impulse_change change[2];
    memcpy(before_projection, bodies, sizeof bodies);
    imp_impulse_resolve_penetration(&c, bodies, IMP_PROJECT_NONLINEAR, 0.2f, change);
    memcpy(after_projection, bodies, sizeof bodies);
    imp_impulse_prepare(&c, bodies);
    memcpy(before_impulse, bodies, sizeof bodies);
    imp_impulse_resolve_velocity(&c, bodies, change);
    memcpy(after_impulse, bodies, sizeof bodies);
    
#line 1674 "chapters/11-impulses.nw"
IMP_CHECK_TRUE(s, same_motion(before_projection, after_projection, 2));
IMP_CHECK_TRUE(s, same_poses(before_impulse, after_impulse, 2));
#line 1697 "chapters/11-impulses.nw"
  }
}
#line 1724 "chapters/11-impulses.nw"
static void check_linear_projection(imp_check_state *s) {
  imp_rng r = imp_rng_seed(1106);
  for (int n = 0; n < 5000; n++) {
    imp_body bodies[2];
    imp_impulse_contact c;
    random_contact(&r, bodies, &c, 1); /* n = 1: two free bodies */
    c.penetration = (float)imp_rng_uniform(&r, 1e-3, 0.1);
    imp_impulse_prepare(&c, bodies);
    imp_body kept[2];
    memcpy(kept, bodies, sizeof kept);
    imp_impulse_change change[2];
    imp_impulse_resolve_penetration(&c, bodies, IMP_PROJECT_LINEAR, 0.2f, change);
    double shift[2], lift[2];
    for (int side = 0; side < 2; side++) move_parts(&c, change, side, &shift[side], &lift[side]);
    bool unturned = glm_vec4_eqv(kept[0].orientation, bodies[0].orientation) &&
                    glm_vec4_eqv(kept[1].orientation, bodies[1].orientation);
    
#line 1713 "chapters/11-impulses.nw"
IMP_CHECK_NEAR(s, shift[0] / shift[1], bodies[0].inverse_mass / bodies[1].inverse_mass,
               16 * IMP_U * bodies[0].inverse_mass / bodies[1].inverse_mass);
IMP_CHECK_NEAR(s, shift[0] + shift[1], c.penetration, 8 * IMP_U * c.penetration);
IMP_CHECK_TRUE(s, unturned);
#line 1741 "chapters/11-impulses.nw"
  }
}
#line 1881 "chapters/11-impulses.nw"
static void check_updates(imp_check_state *s) {
  imp_rng r = imp_rng_seed(1107);
  long combinations[4] = {0, 0, 0, 0};
  enum { MOST = 6, CONTACTS = 12 };
  for (int scene = 0; scene < 400; scene++) {
    imp_body bodies[MOST];
    imp_impulse_contact contacts[CONTACTS];
    random_scene(&r, bodies, MOST, contacts, CONTACTS);
    for (int round = 0; round < 6; round++) {
      material_points before[CONTACTS];
      for (int i = 0; i < CONTACTS; i++) {
        imp_impulse_prepare(&contacts[i], bodies);
        remember_points(&contacts[i], bodies, &before[i]);
      }
      int pick = (int)imp_rng_uniform(&r, 0, CONTACTS);
      bool velocity = round % 2 == 0;
      imp_impulse_change change[2];
      if (velocity) imp_impulse_resolve_velocity(&contacts[pick], bodies, change);
      else imp_impulse_resolve_penetration(&contacts[pick], bodies, IMP_PROJECT_NONLINEAR,
                                           0.2f, change);
      const uint32_t moved[2] = {contacts[pick].body[0], contacts[pick].body[1]};
      double scale = scene_speed_scale(bodies, contacts, CONTACTS);
      for (int i = 0; i < CONTACTS; i++) {
        count_combinations(&contacts[i], moved, combinations);
        imp_impulse_contact updated = contacts[i], fresh = contacts[i];
        double second_order = 0, size = 0;
        if (velocity) imp_impulse_update_velocity(&updated, moved, change);
        else imp_impulse_update_penetration(&updated, moved, change);
        imp_impulse_prepare(&fresh, bodies); /* the same arms, in a velocity round */
        if (!velocity) glm_vec3_copy(updated.velocity, fresh.velocity);
        double gain = separation_gain(&contacts[i], bodies, &before[i], &second_order, &size);
        double penetration_after = updated.penetration - contacts[i].penetration;
        double exact_penetration = -gain;
        
#line 1875 "chapters/11-impulses.nw"
for (int k = 0; k < 3; k++)
  IMP_CHECK_NEAR(s, updated.velocity[k], fresh.velocity[k], 64 * IMP_U * scale);
IMP_CHECK_NEAR(s, penetration_after, exact_penetration, second_order + 64 * IMP_U * size);
#line 1915 "chapters/11-impulses.nw"
        contacts[i] = updated;
      }
    }
  }
  for (int k = 0; k < 4; k++) IMP_CHECK_TRUE(s, combinations[k] > 200);
}
#line 2127 "chapters/11-impulses.nw"
static void check_resolver_order(imp_check_state *s) {
  imp_rng r = imp_rng_seed(1108);
  for (int scene = 0; scene < 2000; scene++) {
    enum { MOST = 6, CONTACTS = 12 };
    imp_body bodies[MOST];
    imp_impulse_contact contacts[CONTACTS];
    int count = random_scene(&r, bodies, MOST, contacts, CONTACTS);
    for (int i = 0; i < CONTACTS; i++) imp_impulse_prepare(&contacts[i], bodies);
    float eps = (float)imp_rng_uniform(&r, 0, 0.5);
    bool picked_deepest = selection_is_right(contacts, CONTACTS, bodies, eps, false);
    bool picked_fastest = selection_is_right(contacts, CONTACTS, bodies, eps, true);
    imp_impulse_settings resolver;
    imp_impulse_defaults(&resolver);
    resolver.position_iterations = (int)imp_rng_uniform(&r, 0, 30);
    resolver.velocity_iterations = (int)imp_rng_uniform(&r, 0, 30);
    int position_limit = resolver.position_iterations ? resolver.position_iterations : 4 * CONTACTS;
    int velocity_limit = resolver.velocity_iterations ? resolver.velocity_iterations : 4 * CONTACTS;
    IMP_CHECK_TRUE(s, imp_impulse_resolve(&resolver, bodies, (size_t)count, contacts, CONTACTS) == IMP_OK);
    bool deep_left = imp_impulse_deepest(contacts, CONTACTS, bodies, resolver.position_epsilon) >= 0;
    bool closing_left = imp_impulse_fastest(contacts, CONTACTS, bodies, resolver.velocity_epsilon) >= 0;
    
#line 2119 "chapters/11-impulses.nw"
IMP_CHECK_TRUE(s, picked_deepest && picked_fastest);
IMP_CHECK_TRUE(s, resolver.position_used <= position_limit &&
                  resolver.velocity_used <= velocity_limit);
IMP_CHECK_TRUE(s, resolver.position_used == position_limit || !deep_left);
IMP_CHECK_TRUE(s, resolver.velocity_used == velocity_limit || !closing_left);
#line 2148 "chapters/11-impulses.nw"
  }
  /* the box on four corners 1 cm deep */
  int used, used_few;
  double left, left_few;
  box_on_four_corners(4, &used_few, &left_few);
  box_on_four_corners(0, &used, &left); /* four per contact: 16 */
  
#line 2159 "chapters/11-impulses.nw"
IMP_CHECK_TRUE(s, used_few == 4 && left_few > 1e-3);
IMP_CHECK_TRUE(s, used < 16);
IMP_CHECK_LE(s, left, 1e-4 + 5e-5);
#line 2155 "chapters/11-impulses.nw"
}
#line 2176 "chapters/11-impulses.nw"
static void check_bad_input(imp_check_state *s) {
  imp_rng r = imp_rng_seed(1109);
  enum { MOST = 4, CONTACTS = 6 };
  imp_body bodies[MOST], kept_bodies[MOST];
  imp_impulse_contact contacts[CONTACTS], kept[CONTACTS];
  int count = random_scene(&r, bodies, MOST, contacts, CONTACTS);
  imp_impulse_settings resolver;
  imp_impulse_defaults(&resolver);
  for (int fault = 0; fault < BAD_KINDS; fault++) {
    imp_impulse_settings settings = resolver;
    memcpy(kept_bodies, bodies, sizeof bodies);
    spoil(fault, &contacts[3], &settings, count);
    memcpy(kept, contacts, sizeof contacts);
    IMP_CHECK_TRUE(s, imp_impulse_resolve(&settings, bodies, (size_t)count, contacts, CONTACTS) ==
                          IMP_BAD_VALUE);
    IMP_CHECK_TRUE(s, memcmp(kept_bodies, bodies, sizeof bodies) == 0);
    IMP_CHECK_TRUE(s, memcmp(kept, contacts, sizeof contacts) == 0);
    random_scene(&r, bodies, MOST, contacts, CONTACTS); /* a good scene again */
  }
  /* two immovable bodies pressed together: legal, and nothing moves */
  imp_body stuck[2];
  imp_body_init(&stuck[0]);
  imp_body_init(&stuck[1]);
  imp_body_set_immovable(&stuck[0]);
  imp_body_set_immovable(&stuck[1]);
  stuck[1].velocity[1] = -1.0f;
  imp_impulse_contact c = {.body = {0, 1}, .point = {0, 0.5f, 0}, .normal = {0, 1, 0},
                   .penetration = 0.1f, .restitution = 0.5f};
  memcpy(kept_bodies, stuck, sizeof stuck);
  IMP_CHECK_TRUE(s, imp_impulse_resolve(&resolver, stuck, 2, &c, 1) == IMP_OK);
  IMP_CHECK_TRUE(s, memcmp(kept_bodies, stuck, sizeof stuck) == 0);
  IMP_CHECK_TRUE(s, resolver.position_used == 0 && resolver.velocity_used == 0);
}
#line 2438 "chapters/11-impulses.nw"
static void check_world_stage(imp_check_state *s) {
  for (int seed = 0; seed < 4; seed++) {
    heap_scene h;
    heap_build(&h, 1111 + seed);
    int array_used_position, array_used_velocity, world_used_position, world_used_velocity;
    double worst_difference = 0, scale = 10;
    heap_compare(&h, &array_used_position, &array_used_velocity, &world_used_position,
                 &world_used_velocity, &worst_difference);
    bool same_bits = heap_same_step(&h);
    
#line 2431 "chapters/11-impulses.nw"
IMP_CHECK_TRUE(s, world_used_position == array_used_position &&
                  world_used_velocity == array_used_velocity);
IMP_CHECK_LE(s, worst_difference, 64 * IMP_U * scale);
IMP_CHECK_TRUE(s, same_bits);
#line 2448 "chapters/11-impulses.nw"
    heap_free(&h);
  }
}
#line 2785 "chapters/11-impulses.nw"
static void check_ruler_drop(imp_check_state *s) {
  static const char *const bodies[] = {"sphere", "rod", "dumbbell"};
  const double a60 = 0.25, moments[] = {0.1, 1.0 / 12, 0.25};
  for (int kind = 0; kind < 3; kind++) {
    imp_table t = {0};
    imp_table_runf(&t, "ruler-drop", "body=%s duration=0.05", bodies[kind]);
    double a = kind == 0 ? 0 : a60, d = 1 + a * a / moments[kind], j = 1.5 / d;
    double tol = 16 * IMP_U * 1.5 * (1 + 1 / moments[kind]);
    double w = a * j / moments[kind], turning = w * w * 0.5 * 0.001; /* |w|^2 |r| dt */
    
#line 2808 "chapters/11-impulses.nw"
IMP_CHECK_NEAR(s, imp_table_at(&t, 1, "vy"), -1 + j, tol);
IMP_CHECK_NEAR(s, imp_table_at(&t, 1, "w"), -a * j / moments[kind], tol);
IMP_CHECK_NEAR(s, imp_table_at(&t, 1, "vc"), 0.5, tol + turning);
#line 2795 "chapters/11-impulses.nw"
    imp_table_free(&t);
  }
}
#line 2983 "chapters/11-impulses.nw"
static void check_sphere_bounce(imp_check_state *s) {
  const double es[] = {0.3, 0.5, 0.8}, hs[] = {0.001, 0.01}, g = 9.81;
  for (int ie = 0; ie < 3; ie++)
    for (int ih = 0; ih < 2; ih++) {
      double e = es[ie], h = hs[ih];
      imp_table t = {0};
      imp_table_runf(&t, "sphere-bounce", "e=%g dt=%g duration=6", e, h);
      double heights[64];
      int apexes = find_apexes(&t, 20 * g * h * h, heights, 64);
      for (int k = 0; k + 1 < apexes; k++) {
        double w = sqrt(2 * g * heights[k]);
        double excess = (heights[k + 1] - e * e * heights[k]) / (w * h);
        double low = 0.5 * e * (1 + e), high = e * e + 0.5 * e * (1 + e);
        double slack = g * h / w + w * h / heights[k];
        
#line 2978 "chapters/11-impulses.nw"
IMP_CHECK_TRUE(s, apexes >= 2);
IMP_CHECK_NEAR(s, excess, (low + high) / 2, (high - low) / 2 + slack); /* the band */
#line 2998 "chapters/11-impulses.nw"
      }
      imp_table_free(&t);
    }
}
#line 3237 "chapters/11-impulses.nw"
static double worst_turn_per_limit(const char *settings, double limit) {
  imp_table t = {0};
  imp_table_runf(&t, "box-drop", "%s", settings);
  double worst = 0;
  for (size_t row = 0; row < t.rows; row++) {
    double used = imp_table_at(&t, row, "position_used");
    if (used > 0)
      worst = fmax(worst, imp_table_at(&t, row, "turned") * GLM_PI / 180 / (limit * used));
  }
  imp_table_free(&t);
  return worst;
}

static double largest_turn(const char *settings) {
  imp_table t = {0};
  imp_table_runf(&t, "box-drop", "%s", settings);
  double most = 0;
  for (size_t row = 0; row < t.rows; row++) most = fmax(most, imp_table_at(&t, row, "turned"));
  imp_table_free(&t);
  return most;
}

static void check_box_drop(imp_check_state *s) {
  double worst_ratio_02 = worst_turn_per_limit("projection=nonlinear", 0.2);
  double worst_ratio_05 = worst_turn_per_limit("projection=nonlinear limit=0.5", 0.5);
  double linear_turned = largest_turn("projection=linear");
  double unlimited_turned = largest_turn("projection=unlimited");
  
#line 3230 "chapters/11-impulses.nw"
IMP_CHECK_LE(s, worst_ratio_02, 1 + 1e-3);
IMP_CHECK_LE(s, worst_ratio_05, 1 + 1e-3);
IMP_CHECK_TRUE(s, linear_turned == 0);
IMP_CHECK_TRUE(s, unlimited_turned > 1.2 * 0.2 * 180 / GLM_PI);
#line 3265 "chapters/11-impulses.nw"
}

#line 259 "chapters/11-impulses.nw"
static const imp_check checks[] = {
#line 946 "chapters/11-impulses.nw"
{"contact-frame", "the basis has n first and is orthonormal on the axes and near "
 "+-y; the prepared v_n is n . (v1 + w1 x r1 - v0 - w0 x r0)", check_contact_frame},
#line 1166 "chapters/11-impulses.nw"
{"restitution", "after one frictionless impulse the normal velocity at the contact "
 "is -e v_n (claim 2)", check_restitution},
{"momentum", "an impulse between two free bodies keeps their momentum and their "
 "angular momentum about the contact point (claims 3, 4)", check_momentum},
{"energy", "an impulse changes the kinetic energy by -(1 - e^2) v_n^2 / 2d "
 "(claim 5)", check_energy},
#line 1218 "chapters/11-impulses.nw"
{"velocity-per-impulse", "d > 0, d is the normal velocity change a unit impulse "
 "makes, and d = 1/m when the arm is along n", check_velocity_per_impulse},
#line 1255 "chapters/11-impulses.nw"
{"world-inertia", "d uses the world tensor R I^-1 R^T; the body tensor in its place "
 "gives a different d for a turned box", check_world_inertia},
#line 1307 "chapters/11-impulses.nw"
{"source-signs", "the source's torque J x r misses -e v_n; its added velocities "
 "see two bodies falling together as closing", check_source_signs},
#line 1412 "chapters/11-impulses.nw"
{"ruler-closed-form", "ball, rod and dumbbell struck at an end: j = (1+e)v/d with "
 "d = 1/m + a^2/I, and the end leaves at e v", check_ruler_closed_form},
#line 1702 "chapters/11-impulses.nw"
{"independent-stages", "projection leaves every velocity as it was, bit for bit, and an "
 "impulse every position and orientation (claim 9)", check_independent_stages},
#line 1707 "chapters/11-impulses.nw"
{"projection", "nonlinear projection separates by the penetration to first order, in "
 "shares 1/m : alpha, the cap keeping the total; the two stages touch "
 "different state", check_projection},
#line 1746 "chapters/11-impulses.nw"
{"linear-projection", "linear projection moves the bodies in the ratio of their "
 "inverse masses, by the penetration, without turning them", check_linear_projection},
#line 1924 "chapters/11-impulses.nw"
{"updates", "after each resolution the other contacts' velocities equal a fresh "
 "preparation (to rounding), their penetrations to first order; all four "
 "combinations of shared sides", check_updates},
#line 2165 "chapters/11-impulses.nw"
{"resolver-order", "deepest and fastest first, never a separating contact; at most the "
 "iterations allowed, and fewer only when nothing is left to do", check_resolver_order},
#line 2212 "chapters/11-impulses.nw"
{"bad-input", "bad contacts and settings are refused with nothing changed; "
 "immovable pairs are left alone", check_bad_input},
#line 2454 "chapters/11-impulses.nw"
{"world-stage", "the world's resolve stage gives what the array resolver gives on "
 "the same points; settings handed over through the world are the defaults' bits",
 check_world_stage},
#line 2814 "chapters/11-impulses.nw"
{"ruler-drop", "the experiment's first impact matches the closed form at 60 degrees "
 "for the ball, the rod and the dumbbell", check_ruler_drop},
#line 3005 "chapters/11-impulses.nw"
{"sphere-bounce", "successive apexes differ from e^2 by the first-order band of the "
 "discrete bounce", check_sphere_bounce},
#line 3269 "chapters/11-impulses.nw"
{"box-drop", "the angular limit caps each projection's turn of a cube at k rad; "
 "linear projection never turns it; unlimited turns it more", check_box_drop},
#line 261 "chapters/11-impulses.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
