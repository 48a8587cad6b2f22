#line 697 "chapters/15-joints.nw"
/* joint.c: joints and their rows in the stage "solver" (chapter 15). */
#include <imp/joint.h>

#include <imp/manifold.h>
#include <imp/rotation.h>
#include <imp/sleep.h>
#include <imp/solver.h>
#include <math.h>
#include <string.h>

#line 325 "chapters/15-joints.nw"
static bool finite3(const float *v) {
  return isfinite(v[0]) && isfinite(v[1]) && isfinite(v[2]);
}

/* dest = the world point p in body i's frame. */
static void to_body(const imp_world *w, uint32_t i, const vec3 p, vec3 dest) {
  const imp_body *b = &w->bodies[i];
  versor back;
  vec3 offset;
  glm_quat_inv((float *)b->orientation, back);
  glm_vec3_sub((float *)p, (float *)b->position, offset);
  glm_quat_rotatev(back, offset, dest);
}

/* dest = the world direction d in body i's frame. */
static void direction_to_body(const imp_world *w, uint32_t i, const vec3 d, vec3 dest) {
  versor back;
  glm_quat_inv((float *)w->bodies[i].orientation, back);
  glm_quat_rotatev(back, (float *)d, dest);
}

static void joint_def_defaults(imp_joint_kind kind, uint32_t a, uint32_t b,
                               imp_joint_def *dest) {
  *dest = (imp_joint_def){.kind = kind, .body = {a, b}, .reference = {0, 0, 0, 1},
                          .length = 1.0f, .lower = -1.0f, .upper = 1.0f};
}
#line 519 "chapters/15-joints.nw"
/* v made unit in place; false for a vector of zero length or not finite. */
static bool make_unit(float *v) {
  float length = glm_vec3_norm(v);
  if (!(length > 0.0f) || !isfinite(length)) return false;
  glm_vec3_scale(v, 1.0f / length, v);
  return true;
}

/* n made unit and square to the unit axis a; false if too little is left. */
static bool make_normal(const float *a, float *n) {
  float length = glm_vec3_norm(n);
  if (!(length > 0.0f) || !isfinite(length)) return false;
  glm_vec3_muladds((float *)a, -glm_vec3_dot((float *)a, n), n);
  return glm_vec3_norm(n) >= 1e-3f * length && make_unit(n);
}

static bool nonnegative(float x) { return x >= 0.0f && isfinite(x); }

/* The copy of def the world keeps, its directions made unit; false if refused. */
static bool joint_def_accept(const imp_world *w, const imp_joint_def *def, imp_joint_def *out) {
  imp_joint_def d = *def;
  uint32_t a = d.body[0], b = d.body[1];
  if ((unsigned)d.kind > IMP_JOINT_FIXED || a >= w->body_count || b >= w->body_count ||
      a == b || (imp_world_is_static(w, a) && imp_world_is_static(w, b)))
    return false;
  if (!finite3(d.local_anchor[0]) || !finite3(d.local_anchor[1]) || !nonnegative(d.hertz) ||
      !nonnegative(d.damping_ratio))
    return false;
  if (d.enable_limit && (!isfinite(d.lower) || !isfinite(d.upper) || d.lower > d.upper))
    return false;
  switch (d.kind) {
  case IMP_JOINT_BALL:
    if (!nonnegative(d.max_friction_torque)) return false;
    if (d.enable_cone && (!make_unit(d.local_axis[0]) || !make_unit(d.local_axis[1]) ||
                          !(d.cone_angle > 0.0f && d.cone_angle < GLM_PIf)))
      return false;
    break;
  case IMP_JOINT_DISTANCE:
    if (!(d.length >= IMP_JOINT_MIN_LENGTH) || !isfinite(d.length)) return false;
    if (d.enable_limit && d.lower < IMP_JOINT_MIN_LENGTH) return false;
    break;
  case IMP_JOINT_HINGE:
    for (int side = 0; side < 2; side++)
      if (!make_unit(d.local_axis[side]) || !make_normal(d.local_axis[side],
                                                          d.local_normal[side]))
        return false;
    if (d.enable_limit && (d.lower < -GLM_PIf || d.upper > GLM_PIf)) return false;
    if (d.enable_motor && (!isfinite(d.motor_speed) || !nonnegative(d.max_motor_torque)))
      return false;
    break;
  case IMP_JOINT_FIXED: {
    float q2 = glm_vec4_norm2(d.reference);
    if (!(q2 > 0.0f) || !isfinite(q2)) return false;
    glm_quat_normalize(d.reference);
    break;
  }
  }
  *out = d;
  return true;
}
#line 804 "chapters/15-joints.nw"
/* Side `side`'s anchor now: its arm and where it is. */
static void anchor_now(const imp_world *w, const imp_joint *j, int side, vec3 arm, vec3 at) {
  const imp_body *b = &w->bodies[j->def.body[side]];
  glm_quat_rotatev((float *)b->orientation, (float *)j->def.local_anchor[side], arm);
  glm_vec3_add((float *)b->position, arm, at);
}

/* A direction fixed in side `side`'s body, in the world now. */
static void direction_now(const imp_world *w, const imp_joint *j, int side, const vec3 local,
                          vec3 dest) {
  glm_quat_rotatev(w->bodies[j->def.body[side]].orientation, (float *)local, dest);
}

static void prepare_sides(const imp_world *w, imp_joint *j) {
  for (int side = 0; side < 2; side++) {
    uint32_t i = j->def.body[side];
    bool moves = imp_world_is_awake(w, i);
    vec3 at;
    anchor_now(w, j, side, j->arm[side], at);
    j->inverse_mass[side] = moves ? w->bodies[i].inverse_mass : 0.0f;
    if (moves) glm_mat3_copy((vec3 *)w->bodies[i].inverse_inertia_world, j->inverse_inertia[side]);
    else glm_mat3_zero(j->inverse_inertia[side]);
  }
}

static void prepare_point(const imp_world *w, imp_joint *j) {
  vec3 at[2], arm;
  for (int side = 0; side < 2; side++) anchor_now(w, j, side, arm, at[side]);
  glm_vec3_sub(at[1], at[0], j->point_error);
  mat3 k;
  imp_joint_point_matrix(j->inverse_mass, j->inverse_inertia, j->arm, k);
  glm_mat3_inv(k, j->point_mass);
}
#line 846 "chapters/15-joints.nw"
static void push(imp_world *w, imp_joint *j, const vec3 linear, const vec3 angular) {
  for (int side = 0; side < 2; side++) {
    if (j->inverse_mass[side] == 0.0f) continue; /* held: it does not move */
    imp_body *b = &w->bodies[j->def.body[side]];
    float sign = side == 0 ? -1.0f : 1.0f;
    vec3 moment, turn;
    glm_vec3_cross(j->arm[side], (float *)linear, moment);
    glm_vec3_add(moment, (float *)angular, moment);
    glm_mat3_mulv(j->inverse_inertia[side], moment, turn);
    glm_vec3_muladds((float *)linear, sign * j->inverse_mass[side], b->velocity);
    glm_vec3_muladds(turn, sign, b->angular_velocity);
  }
}

/* dC/dt of the anchors: B's anchor's velocity relative to A's. */
static void anchor_velocity(const imp_world *w, const imp_joint *j, vec3 dest) {
  vec3 at[2];
  for (int side = 0; side < 2; side++) {
    const imp_body *b = &w->bodies[j->def.body[side]];
    glm_vec3_cross((float *)b->angular_velocity, (float *)j->arm[side], at[side]);
    glm_vec3_add(at[side], (float *)b->velocity, at[side]);
  }
  glm_vec3_sub(at[1], at[0], dest);
}

/* omega_B - omega_A. */
static void relative_spin(const imp_world *w, const imp_joint *j, vec3 dest) {
  glm_vec3_sub(w->bodies[j->def.body[1]].angular_velocity,
               w->bodies[j->def.body[0]].angular_velocity, dest);
}

static const vec3 no_impulse = {0.0f, 0.0f, 0.0f};
#line 884 "chapters/15-joints.nw"
static void solve_point(imp_world *w, imp_joint *j) {
  vec3 target, change;
  anchor_velocity(w, j, target);
  glm_vec3_muladds(j->point_error, j->soft.bias_rate, target); /* dC/dt + b C_1 */
  glm_mat3_mulv(j->point_mass, target, change);
  glm_vec3_scale(change, -j->soft.mass_scale, change);
  glm_vec3_muladds(j->point_impulse, -j->soft.impulse_scale, change);
  glm_vec3_add(j->point_impulse, change, j->point_impulse);
  push(w, j, change, no_impulse);
}
#line 909 "chapters/15-joints.nw"
/* Move and turn the two bodies by the pseudo-impulses: P at the anchors
 * (arms given) and L about the centres, B by +, A by -. */
static void shift(imp_world *w, imp_joint *j, vec3 arm[2], const vec3 linear,
                  const vec3 angular) {
  for (int side = 0; side < 2; side++) {
    if (j->inverse_mass[side] == 0.0f) continue;
    imp_body *b = &w->bodies[j->def.body[side]];
    float sign = side == 0 ? -1.0f : 1.0f;
    vec3 moment, turn;
    glm_vec3_cross(arm[side], (float *)linear, moment);
    glm_vec3_add(moment, (float *)angular, moment);
    glm_mat3_mulv(j->inverse_inertia[side], moment, turn);
    glm_vec3_muladds((float *)linear, sign * j->inverse_mass[side], b->position);
    imp_quat_integrate(b->orientation, turn, sign, b->orientation);
  }
}

/* One position sweep of the anchors' block; returns the error it met (m). */
static float correct_point(imp_world *w, imp_joint *j, float most) {
  vec3 arm[2], at[2], error, push_back;
  for (int side = 0; side < 2; side++) anchor_now(w, j, side, arm[side], at[side]);
  glm_vec3_sub(at[1], at[0], error);
  float size = glm_vec3_norm(error);
  if (size > most) glm_vec3_scale(error, most / size, error);
  mat3 k, inverse;
  imp_joint_point_matrix(j->inverse_mass, j->inverse_inertia, arm, k);
  glm_mat3_inv(k, inverse);
  glm_mat3_mulv(inverse, error, push_back);
  glm_vec3_negate(push_back);
  shift(w, j, arm, push_back, no_impulse);
  return size;
}
#line 973 "chapters/15-joints.nw"
/* k = 1/m along the unit direction u at the arms (equation solver-mass). */
static float line_k(imp_joint *j, vec3 arm[2], const vec3 u) {
  float k = j->inverse_mass[0] + j->inverse_mass[1];
  for (int side = 0; side < 2; side++) {
    vec3 r_x_u, turn;
    glm_vec3_cross(arm[side], (float *)u, r_x_u);
    glm_mat3_mulv(j->inverse_inertia[side], r_x_u, turn);
    k += glm_vec3_dot(r_x_u, turn);
  }
  return k;
}

static bool has_length_row(const imp_joint *j) {
  return !(j->def.hertz == 0.0f && j->def.enable_limit);
}

static void prepare_distance(const imp_world *w, imp_joint *j) {
  vec3 at[2], arm, gap;
  for (int side = 0; side < 2; side++) anchor_now(w, j, side, arm, at[side]);
  glm_vec3_sub(at[1], at[0], gap);
  j->position = glm_vec3_norm(gap);
  if (j->position > 1e-6f) glm_vec3_scale(gap, 1.0f / j->position, j->axis);
  float k = line_k(j, j->arm, j->axis);
  j->axis_mass = k > 0.0f ? 1.0f / k : 0.0f;
}
#line 1006 "chapters/15-joints.nw"
/* The change of a limit row's accumulated impulse (kept >= 0) for its
 * velocity, error C and effective mass; *accumulated is updated. */
static float limit_change(const imp_joint *j, float velocity, float error, float mass,
                          float h_inverse, float *accumulated) {
  float bias = error > 0.0f ? error * h_inverse : j->limit_bias * error;
  float total = fmaxf(*accumulated - mass * (velocity + bias), 0.0f);
  float change = total - *accumulated;
  *accumulated = total;
  return change;
}
#line 1019 "chapters/15-joints.nw"
static void solve_distance(imp_world *w, imp_joint *j, float h_inverse) {
  vec3 dv;
  if (has_length_row(j)) {
    anchor_velocity(w, j, dv);
    float speed = glm_vec3_dot(dv, j->axis), error = j->position - j->def.length;
    float step = -j->soft.mass_scale * j->axis_mass * (speed + j->soft.bias_rate * error) -
                 j->soft.impulse_scale * j->length_impulse;
    j->length_impulse += step;
    vec3 linear;
    glm_vec3_scale(j->axis, step, linear);
    push(w, j, linear, no_impulse);
  }
  if (!j->def.enable_limit) return;
  anchor_velocity(w, j, dv);
  float speed = glm_vec3_dot(dv, j->axis);
  float lower = limit_change(j, speed, j->position - j->def.lower, j->axis_mass, h_inverse,
                             &j->lower_impulse);
  float upper = limit_change(j, -speed, j->def.upper - j->position, j->axis_mass, h_inverse,
                             &j->upper_impulse);
  vec3 linear;
  glm_vec3_scale(j->axis, lower - upper, linear);
  push(w, j, linear, no_impulse);
}
#line 1048 "chapters/15-joints.nw"
static float correct_distance(imp_world *w, imp_joint *j, float most) {
  vec3 arm[2], at[2], u;
  for (int side = 0; side < 2; side++) anchor_now(w, j, side, arm[side], at[side]);
  glm_vec3_sub(at[1], at[0], u);
  float length = glm_vec3_norm(u);
  if (!(length > 1e-6f)) return 0.0f;
  glm_vec3_scale(u, 1.0f / length, u);
  float error = 0.0f;
  if (has_length_row(j)) error = length - j->def.length;
  else if (length < j->def.lower) error = length - j->def.lower;
  else if (length > j->def.upper) error = length - j->def.upper;
  error = fmaxf(fminf(error, most), -most);
  float k = line_k(j, arm, u);
  if (!(k > 0.0f) || error == 0.0f) return fabsf(error);
  vec3 linear;
  glm_vec3_scale(u, -error / k, linear);
  shift(w, j, arm, linear, no_impulse);
  return fabsf(error);
}
#line 1133 "chapters/15-joints.nw"
/* k = J M^-1 J^T of the anchors' three rows and `rows` angular rows about
 * axes[] (2 for the hinge, 3 for the weld): a 6x6 whose unused angular row
 * is padded as the identity. */
static void whole_block(imp_joint *j, vec3 arm[2], vec3 axes[3], int rows, float k[6][6]) {
  mat3 point, sum;
  imp_joint_point_matrix(j->inverse_mass, j->inverse_inertia, arm, point);
  memset(k, 0, 36 * sizeof(float));
  for (int c = 0; c < 3; c++) {
    glm_vec3_add(j->inverse_inertia[0][c], j->inverse_inertia[1][c], sum[c]);
    for (int r = 0; r < 3; r++) k[r][c] = point[c][r];
  }
  for (int i = 0; i < 3; i++) {
    if (i >= rows) {
      k[3 + i][3 + i] = 1.0f;
      continue;
    }
    vec3 coupling = {0.0f, 0.0f, 0.0f}, turn, moved;
    for (int side = 0; side < 2; side++) { /* the anchors' velocity per unit of row i */
      glm_mat3_mulv(j->inverse_inertia[side], axes[i], turn);
      glm_vec3_cross(turn, arm[side], moved);
      glm_vec3_add(coupling, moved, coupling);
    }
    for (int r = 0; r < 3; r++) k[r][3 + i] = k[3 + i][r] = coupling[r];
    glm_mat3_mulv(sum, axes[i], turn);
    for (int l = 0; l < rows; l++) k[3 + l][3 + i] = glm_vec3_dot(axes[l], turn);
  }
}

/* k replaced by its Cholesky factor L (k = L L^T, lower part); false if k
 * is not positive definite to working precision. */
static bool cholesky6(float k[6][6]) {
  for (int c = 0; c < 6; c++) {
    float d = k[c][c];
    for (int q = 0; q < c; q++) d -= k[c][q] * k[c][q];
    if (!(d > 1e-6f * k[c][c])) return false;
    k[c][c] = sqrtf(d);
    for (int r = c + 1; r < 6; r++) {
      float e = k[r][c];
      for (int q = 0; q < c; q++) e -= k[r][q] * k[c][q];
      k[r][c] = e / k[c][c];
    }
  }
  return true;
}

/* x = (L L^T)^-1 b. */
static void cholesky6_solve(float l[6][6], const float b[6], float x[6]) {
  float y[6];
  for (int r = 0; r < 6; r++) {
    y[r] = b[r];
    for (int q = 0; q < r; q++) y[r] -= l[r][q] * y[q];
    y[r] /= l[r][r];
  }
  for (int r = 5; r >= 0; r--) {
    x[r] = y[r];
    for (int q = r + 1; q < 6; q++) x[r] -= l[q][r] * x[q];
    x[r] /= l[r][r];
  }
}

/* 1/k of an angular row about the unit axis a: a . (I_A^-1 + I_B^-1) a. */
static float axis_mass_of(imp_joint *j, const vec3 a) {
  float k = 0.0f;
  for (int side = 0; side < 2; side++) {
    vec3 turn;
    glm_mat3_mulv(j->inverse_inertia[side], (float *)a, turn);
    k += glm_vec3_dot((float *)a, turn);
  }
  return k > 0.0f ? 1.0f / k : 0.0f;
}

/* The hinge's two alignment rows: directions u_i and errors C_i, now, with
 * b_1 = n_A and b_2 = a_A x n_A turning with A (never a basis made from a_A
 * alone, which jumps as a_A moves and would turn the warm start with it). */
static void hinge_rows(const imp_world *w, const imp_joint *j, vec3 axes[3], vec3 error) {
  vec3 a_a, a_b, b[2];
  direction_now(w, j, 0, j->def.local_axis[0], a_a);
  direction_now(w, j, 1, j->def.local_axis[1], a_b);
  direction_now(w, j, 0, j->def.local_normal[0], b[0]);
  glm_vec3_cross(a_a, b[0], b[1]);
  for (int i = 0; i < 2; i++) {
    glm_vec3_cross(a_b, b[i], axes[i]);
    error[i] = glm_vec3_dot(b[i], a_b);
  }
  glm_vec3_zero(axes[2]);
  error[2] = 0.0f;
}

/* The hinge's angle now (equation joints-hinge-angle) and its axis a_A. */
static float hinge_angle(const imp_world *w, const imp_joint *j, vec3 axis) {
  vec3 n_a, n_b, n_x;
  direction_now(w, j, 0, j->def.local_axis[0], axis);
  direction_now(w, j, 0, j->def.local_normal[0], n_a);
  direction_now(w, j, 1, j->def.local_normal[1], n_b);
  glm_vec3_cross(n_a, n_b, n_x);
  return atan2f(glm_vec3_dot(n_x, axis), glm_vec3_dot(n_a, n_b));
}

/* The anchors' error and the whole block of a hinge (2 angular rows) or a
 * weld (3), factored. */
static void prepare_whole(const imp_world *w, imp_joint *j, int rows) {
  vec3 at[2], arm;
  for (int side = 0; side < 2; side++) anchor_now(w, j, side, arm, at[side]);
  glm_vec3_sub(at[1], at[0], j->point_error);
  whole_block(j, j->arm, j->turn_axis, rows, j->block);
  j->block_ok = cholesky6(j->block);
}

static void prepare_hinge(const imp_world *w, imp_joint *j) {
  hinge_rows(w, j, j->turn_axis, j->turn_error);
  prepare_whole(w, j, 2);
  j->position = hinge_angle(w, j, j->axis);
  j->axis_mass = axis_mass_of(j, j->axis);
  if (!j->block_ok || j->axis_mass == 0.0f) return;
  /* the axis row's coupling c with the block, y = K^-1 c, k = a.(I_A^-1 + I_B^-1)a - c.y */
  float c[6] = {0.0f}, k = 1.0f / j->axis_mass;
  vec3 turn, moved;
  for (int side = 0; side < 2; side++) {
    glm_mat3_mulv(j->inverse_inertia[side], j->axis, turn);
    glm_vec3_cross(turn, j->arm[side], moved);
    for (int r = 0; r < 3; r++) c[r] += moved[r];
    for (int i = 0; i < 2; i++) c[3 + i] += glm_vec3_dot(j->turn_axis[i], turn);
  }
  cholesky6_solve(j->block, c, j->axis_follow);
  for (int r = 0; r < 6; r++) k -= c[r] * j->axis_follow[r];
  j->axis_mass = k > 0.0f ? 1.0f / k : 0.0f;
}
#line 1281 "chapters/15-joints.nw"
static void solve_whole(imp_world *w, imp_joint *j) {
  if (!j->block_ok) return;
  vec3 dv, spin, linear, angular = {0.0f, 0.0f, 0.0f};
  float target[6], x[6];
  anchor_velocity(w, j, dv);
  relative_spin(w, j, spin);
  for (int i = 0; i < 3; i++) {
    target[i] = dv[i] + j->soft.bias_rate * j->point_error[i];
    target[3 + i] = glm_vec3_dot(j->turn_axis[i], spin) + j->soft.bias_rate * j->turn_error[i];
  }
  cholesky6_solve(j->block, target, x);
  for (int i = 0; i < 3; i++) {
    linear[i] = -j->soft.mass_scale * x[i] - j->soft.impulse_scale * j->point_impulse[i];
    float turn = -j->soft.mass_scale * x[3 + i] - j->soft.impulse_scale * j->turn_impulse[i];
    j->point_impulse[i] += linear[i];
    j->turn_impulse[i] += turn;
    glm_vec3_muladds(j->turn_axis[i], turn, angular);
  }
  push(w, j, linear, angular);
}

/* An impulse `along` about the hinge's axis, with the block's impulses
 * that keep its five rows as they were (-y along), added to the block's
 * accumulated impulses. */
static void axis_impulse(imp_world *w, imp_joint *j, float along) {
  vec3 linear, angular;
  glm_vec3_scale(j->axis, along, angular);
  for (int i = 0; i < 3; i++) {
    linear[i] = -j->axis_follow[i] * along;
    float turn = -j->axis_follow[3 + i] * along;
    glm_vec3_muladds(j->turn_axis[i], turn, angular);
    j->point_impulse[i] += linear[i], j->turn_impulse[i] += turn;
  }
  push(w, j, linear, angular);
}

static void solve_hinge_axis(imp_world *w, imp_joint *j) {
  vec3 spin;
  relative_spin(w, j, spin);
  float rate = glm_vec3_dot(j->axis, spin);
  if (j->def.enable_motor) {
    float most = j->max_motor_impulse;
    float total = j->motor_impulse + j->axis_mass * (j->def.motor_speed - rate);
    total = fminf(fmaxf(total, -most), most);
    axis_impulse(w, j, total - j->motor_impulse);
    j->motor_impulse = total;
  }
  if (!j->def.enable_limit) return;
  relative_spin(w, j, spin);
  rate = glm_vec3_dot(j->axis, spin);
  float lower = limit_change(j, rate, j->position - j->def.lower, j->axis_mass,
                             j->inverse_step, &j->lower_impulse);
  float upper = limit_change(j, -rate, j->def.upper - j->position, j->axis_mass,
                             j->inverse_step, &j->upper_impulse);
  axis_impulse(w, j, lower - upper);
}
#line 1346 "chapters/15-joints.nw"
#define MAX_TURN_CORRECTION 0.14f /* rad, 8 degrees */

/* One position sweep of a hinge's or weld's whole block, its angular rows
 * given now; returns the anchors' error it met (m). */
static float correct_whole(imp_world *w, imp_joint *j, vec3 axes[3], vec3 turn_error,
                           int rows) {
  vec3 arm[2], at[2], error, linear, angular = {0.0f, 0.0f, 0.0f};
  for (int side = 0; side < 2; side++) anchor_now(w, j, side, arm[side], at[side]);
  glm_vec3_sub(at[1], at[0], error);
  float size = glm_vec3_norm(error), turn = glm_vec3_norm(turn_error);
  if (size > j->max_correction) glm_vec3_scale(error, j->max_correction / size, error);
  if (turn > MAX_TURN_CORRECTION)
    glm_vec3_scale(turn_error, MAX_TURN_CORRECTION / turn, turn_error);
  float k[6][6], b[6], x[6];
  whole_block(j, arm, axes, rows, k);
  if (!cholesky6(k)) return size;
  for (int i = 0; i < 3; i++) b[i] = error[i], b[3 + i] = turn_error[i];
  cholesky6_solve(k, b, x);
  for (int i = 0; i < 3; i++) {
    linear[i] = -x[i];
    glm_vec3_muladds(axes[i], -x[3 + i], angular);
  }
  shift(w, j, arm, linear, angular);
  return size;
}

static void correct_hinge_limit(imp_world *w, imp_joint *j) {
  vec3 axis, linear, angular, arm[2];
  float angle = hinge_angle(w, j, axis), beyond = 0.0f;
  if (angle < j->def.lower) beyond = angle - j->def.lower;
  if (angle > j->def.upper) beyond = angle - j->def.upper;
  if (beyond == 0.0f || j->axis_mass == 0.0f) return;
  float along = -fmaxf(fminf(beyond, MAX_TURN_CORRECTION), -MAX_TURN_CORRECTION) * j->axis_mass;
  glm_vec3_scale(axis, along, angular); /* with the block's share, as in the sweep */
  for (int i = 0; i < 3; i++) {
    linear[i] = -j->axis_follow[i] * along;
    glm_vec3_muladds(j->turn_axis[i], -j->axis_follow[3 + i] * along, angular);
  }
  for (int side = 0; side < 2; side++) anchor_now(w, j, side, arm[side], axis);
  shift(w, j, arm, linear, angular);
}
#line 1408 "chapters/15-joints.nw"
/* The weld's error now: 2 vec(q_B (q_A q_0)^-1), the shorter way round. */
static void weld_error(const imp_world *w, const imp_joint *j, vec3 error) {
  versor wanted, back, e;
  glm_quat_mul(w->bodies[j->def.body[0]].orientation, (float *)j->def.reference, wanted);
  glm_quat_inv(wanted, back);
  glm_quat_mul(w->bodies[j->def.body[1]].orientation, back, e);
  float sign = e[3] < 0.0f ? -2.0f : 2.0f;
  glm_vec3_scale(e, sign, error);
}

static void weld_rows(vec3 axes[3]) {
  for (int i = 0; i < 3; i++) {
    glm_vec3_zero(axes[i]);
    axes[i][i] = 1.0f;
  }
}

static void prepare_weld(const imp_world *w, imp_joint *j) {
  weld_rows(j->turn_axis);
  weld_error(w, j, j->turn_error);
  prepare_whole(w, j, 3);
}
#line 1526 "chapters/15-joints.nw"
/* G: the anchors' relative velocity per unit angular impulse, column c
 * the sum over the sides of (I^-1 e_c) x r (equation joints-turn-coupling). */
static void turn_coupling(const imp_joint *j, mat3 g) {
  for (int c = 0; c < 3; c++) {
    glm_vec3_zero(g[c]);
    for (int side = 0; side < 2; side++) {
      vec3 moved;
      glm_vec3_cross((float *)j->inverse_inertia[side][c], (float *)j->arm[side], moved);
      glm_vec3_add(g[c], moved, g[c]);
    }
  }
}

/* spin_mass = K_w^-1 (zero when K_w = I_A^-1 + I_B^-1 is singular), F =
 * -K^-1 G, and `held` = S = K_w + G^T F, the angular block with the anchors
 * held. */
static void prepare_turn_block(imp_joint *j, mat3 held) {
  mat3 g, free;
  turn_coupling(j, g);
  glm_mat3_mul(j->point_mass, g, j->turn_follow);
  glm_mat3_scale(j->turn_follow, -1.0f);
  for (int c = 0; c < 3; c++) {
    glm_vec3_add(j->inverse_inertia[0][c], j->inverse_inertia[1][c], free[c]);
    glm_vec3_copy(free[c], held[c]);
    for (int r = 0; r < 3; r++) held[c][r] += glm_vec3_dot(g[r], j->turn_follow[c]);
  }
  if (glm_mat3_det(free) > 0.0f) glm_mat3_inv(free, j->spin_mass);
  else glm_mat3_zero(j->spin_mass);
}

/* An angular impulse L on the ball's bodies, with the linear impulse F L
 * that keeps the anchors' velocity as it was (added to the anchors'). */
static void turn_impulse(imp_world *w, imp_joint *j, const vec3 angular) {
  vec3 linear;
  glm_mat3_mulv(j->turn_follow, (float *)angular, linear);
  glm_vec3_add(j->point_impulse, linear, j->point_impulse);
  push(w, j, linear, angular);
}

static void solve_ball_friction(imp_world *w, imp_joint *j) {
  if (j->max_friction_impulse == 0.0f) return; /* frictionless */
  vec3 spin, wanted, total, change;
  relative_spin(w, j, spin);
  glm_mat3_mulv(j->spin_mass, spin, wanted);
  glm_vec3_sub(j->friction_impulse, wanted, total); /* L_acc - K_w^-1 dw */
  float size = glm_vec3_norm(total);
  if (size > j->max_friction_impulse) glm_vec3_scale(total, j->max_friction_impulse / size, total);
  glm_vec3_sub(total, j->friction_impulse, change);
  glm_vec3_copy(total, j->friction_impulse);
  push(w, j, no_impulse, change);
}
#line 1621 "chapters/15-joints.nw"
/* The swing between the unit axes a_a and a_b (rad, in [0, pi]) and its
 * axis n = a_a x a_b made unit (any unit vector square to a_a when they are
 * parallel). */
static float swing_of(const vec3 a_a, const vec3 a_b, vec3 n) {
  glm_vec3_cross((float *)a_a, (float *)a_b, n);
  float sine = glm_vec3_norm(n), cosine = glm_vec3_dot((float *)a_a, (float *)a_b);
  if (sine > 1e-6f) {
    glm_vec3_scale(n, 1.0f / sine, n);
  } else {
    mat3 basis;
    imp_manifold_basis((float *)a_a, basis);
    glm_vec3_copy(basis[1], n);
  }
  return atan2f(sine, cosine);
}

/* The swing and its axis of a ball joint's cone now. */
static float cone_now(const imp_world *w, const imp_joint *j, vec3 n) {
  vec3 a_a, a_b;
  direction_now(w, j, 0, j->def.local_axis[0], a_a);
  direction_now(w, j, 1, j->def.local_axis[1], a_b);
  return swing_of(a_a, a_b, n);
}

static void prepare_ball_turn(const imp_world *w, imp_joint *j) {
  mat3 block;
  vec3 turn;
  prepare_turn_block(j, block);
  if (!j->def.enable_cone) return;
  j->swing = cone_now(w, j, j->swing_axis);
  glm_mat3_mulv(block, j->swing_axis, turn);
  float k = glm_vec3_dot(j->swing_axis, turn); /* n . S n */
  j->swing_mass = k > 0.0f ? 1.0f / k : 0.0f;
}

/* The ball's friction and cone impulses, added to the angular impulse L. */
static void ball_turn_impulse(const imp_joint *j, vec3 angular) {
  glm_vec3_add(angular, (float *)j->friction_impulse, angular);
  glm_vec3_muladds((float *)j->swing_axis, -j->cone_impulse, angular);
}
#line 1669 "chapters/15-joints.nw"
static void solve_cone(imp_world *w, imp_joint *j) {
  if (!j->def.enable_cone || j->swing_mass == 0.0f) return;
  vec3 spin, angular;
  relative_spin(w, j, spin);
  float rate = -glm_vec3_dot(j->swing_axis, spin); /* dC/dt of C = alpha - phi */
  float change = limit_change(j, rate, j->def.cone_angle - j->swing, j->swing_mass,
                              j->inverse_step, &j->cone_impulse);
  glm_vec3_scale(j->swing_axis, -change, angular);
  turn_impulse(w, j, angular);
}

static void correct_cone(imp_world *w, imp_joint *j) {
  vec3 n, angular, linear, arm[2], at;
  float beyond = cone_now(w, j, n) - j->def.cone_angle;
  if (!(beyond > 0.0f) || j->swing_mass == 0.0f) return;
  glm_vec3_scale(n, -fminf(beyond, MAX_TURN_CORRECTION) * j->swing_mass, angular);
  glm_mat3_mulv(j->turn_follow, angular, linear);
  for (int side = 0; side < 2; side++) anchor_now(w, j, side, arm[side], at);
  shift(w, j, arm, linear, angular);
}
#line 1702 "chapters/15-joints.nw"
/* A joint's rows from its bodies as they stand: directions, errors, blocks. */
static void prepare_rows(const imp_world *w, imp_joint *j) {
  switch (j->def.kind) {
  case IMP_JOINT_BALL:
    prepare_point(w, j);
    prepare_ball_turn(w, j);
    break;
  case IMP_JOINT_DISTANCE: prepare_distance(w, j); break;
  case IMP_JOINT_HINGE: prepare_hinge(w, j); break;
  case IMP_JOINT_FIXED: prepare_weld(w, j); break;
  }
}

/* One joint's rows, once: a ball's friction and cone before its anchors,
 * a hinge's axis rows before its whole block. */
static void solve_rows(imp_world *w, imp_joint *j) {
  switch (j->def.kind) {
  case IMP_JOINT_BALL:
    solve_ball_friction(w, j);
    solve_cone(w, j);
    solve_point(w, j);
    break;
  case IMP_JOINT_DISTANCE: solve_distance(w, j, j->inverse_step); break;
  case IMP_JOINT_HINGE:
    solve_hinge_axis(w, j);
    solve_whole(w, j);
    break;
  case IMP_JOINT_FIXED: solve_whole(w, j); break;
  }
}
#line 1774 "chapters/15-joints.nw"
/* v (n numbers) shortened to no longer than twice the shorter of last[0]
 * and last[1], its lengths in the two steps before; last moves on a step. */
static void shorten(float *v, int n, float last[2]) {
  float length = 0.0f;
  for (int k = 0; k < n; k++) length += v[k] * v[k];
  length = sqrtf(length);
  float limit = 2.0f * fminf(last[0], last[1]);
  last[1] = last[0], last[0] = length;
  if (length <= limit) return;
  for (int k = 0; k < n; k++) v[k] *= limit / length;
}

/* Each accumulated impulse shortened to what the joint carried steadily. */
static void keep_steady_impulses(imp_joint *j) {
  shorten(j->point_impulse, 3, j->carried[0]);
  shorten(j->turn_impulse, 3, j->carried[1]);
  shorten(j->friction_impulse, 3, j->carried[2]);
  shorten(&j->motor_impulse, 1, j->carried[3]);
  shorten(&j->lower_impulse, 1, j->carried[4]);
  shorten(&j->upper_impulse, 1, j->carried[5]);
  shorten(&j->length_impulse, 1, j->carried[6]);
  shorten(&j->cone_impulse, 1, j->carried[7]);
}
#line 680 "chapters/16-which-solver.nw"
/* A joint's rows again as its bodies stand now: arms, directions, errors
 * and blocks; the world inertias stay those of the step's start. */
static void prepare_rows_again(const imp_world *w, imp_joint *j) {
  vec3 at;
  for (int side = 0; side < 2; side++) anchor_now(w, j, side, j->arm[side], at);
  prepare_rows(w, j);
}
#line 354 "chapters/15-joints.nw"
imp_status imp_joint_def_at(const imp_world *w, imp_joint_kind kind, uint32_t a, uint32_t b,
                            const vec3 anchor, const vec3 axis, imp_joint_def *dest) {
  if (a >= w->body_count || b >= w->body_count || !finite3(anchor)) return IMP_BAD_VALUE;
  float axis_length = kind == IMP_JOINT_HINGE ? glm_vec3_norm((float *)axis) : 1.0f;
  if (!(axis_length > 0.0f) || !isfinite(axis_length)) return IMP_BAD_VALUE;
  imp_joint_def def;
  joint_def_defaults(kind, a, b, &def);
  uint32_t body[2] = {a, b};
  for (int side = 0; side < 2; side++) to_body(w, body[side], anchor, def.local_anchor[side]);
  if (kind == IMP_JOINT_HINGE) {
    mat3 basis;
    vec3 unit;
    glm_vec3_scale((float *)axis, 1.0f / axis_length, unit);
    imp_manifold_basis(unit, basis);
    for (int side = 0; side < 2; side++) {
      direction_to_body(w, body[side], unit, def.local_axis[side]);
      direction_to_body(w, body[side], basis[1], def.local_normal[side]);
    }
  }
  versor back;
  glm_quat_inv(w->bodies[a].orientation, back);
  glm_quat_mul(back, (float *)w->bodies[b].orientation, def.reference);
  *dest = def;
  return IMP_OK;
}

imp_status imp_joint_def_distance(const imp_world *w, uint32_t a, uint32_t b,
                                  const vec3 anchor_a, const vec3 anchor_b,
                                  imp_joint_def *dest) {
  if (a >= w->body_count || b >= w->body_count || !finite3(anchor_a) || !finite3(anchor_b))
    return IMP_BAD_VALUE;
  imp_joint_def def;
  joint_def_defaults(IMP_JOINT_DISTANCE, a, b, &def);
  to_body(w, a, anchor_a, def.local_anchor[0]);
  to_body(w, b, anchor_b, def.local_anchor[1]);
  def.length = glm_vec3_distance((float *)anchor_a, (float *)anchor_b);
  *dest = def;
  return IMP_OK;
}
#line 478 "chapters/15-joints.nw"
bool imp_world_joined_apart(const imp_world *w, uint32_t a, uint32_t b) {
  for (uint32_t e = w->first_joint[a]; e != IMP_NONE; e = w->joints[e / 2].next[e % 2]) {
    const imp_joint *j = &w->joints[e / 2];
    if (j->def.body[1 - e % 2] == b && !j->def.collide) return true;
  }
  return false;
}
#line 587 "chapters/15-joints.nw"
imp_status imp_world_add_joint(imp_world *w, const imp_joint_def *def, uint32_t *index) {
  imp_joint_def d;
  if (!def || !index || !joint_def_accept(w, def, &d)) return IMP_BAD_VALUE;
  if (w->joint_count == w->def.joint_capacity) return IMP_FULL;
  uint32_t i = w->joint_count++;
  imp_joint *j = &w->joints[i];
  *j = (imp_joint){.def = d, .axis = {1.0f, 0.0f, 0.0f}};
  for (int side = 0; side < 2; side++) {
    j->next[side] = w->first_joint[d.body[side]];
    w->first_joint[d.body[side]] = 2 * i + (uint32_t)side;
  }
  if (d.kind == IMP_JOINT_DISTANCE) {
    vec3 at[2];
    for (int side = 0; side < 2; side++)
      imp_body_world_point(&w->bodies[d.body[side]], d.local_anchor[side], at[side]);
    glm_vec3_sub(at[1], at[0], j->axis);
    if (!make_unit(j->axis)) glm_vec3_copy((vec3){1.0f, 0.0f, 0.0f}, j->axis);
  }
  *index = i;
  return IMP_OK;
}
#line 780 "chapters/15-joints.nw"
void imp_joint_point_matrix(const float inverse_mass[2], mat3 inverse_inertia[2],
                            vec3 arm[2], mat3 dest) {
  glm_mat3_identity(dest);
  glm_mat3_scale(dest, inverse_mass[0] + inverse_mass[1]);
  for (int side = 0; side < 2; side++) {
    mat3 skew, product;
    imp_skew(arm[side], skew);
    glm_mat3_mul(inverse_inertia[side], skew, product);
    glm_mat3_mul(skew, product, product);
    for (int c = 0; c < 3; c++) glm_vec3_sub(dest[c], product[c], dest[c]);
  }
}
#line 1800 "chapters/15-joints.nw"
void imp_joints_prepare(imp_world *w, const struct imp_solver_settings *s, float dt) {
  float rigid_bias = s->correction == IMP_CORRECT_VELOCITIES ? s->baumgarte / dt : 0.0f;
  for (uint32_t i = 0; i < w->joint_count; i++) {
    imp_joint *j = &w->joints[i];
    j->active = imp_world_is_awake(w, j->def.body[0]) || imp_world_is_awake(w, j->def.body[1]);
    if (!j->active) continue;
    prepare_sides(w, j);
    j->soft = j->def.hertz > 0.0f ? imp_softness_make(j->def.hertz, j->def.damping_ratio, dt)
                                  : (imp_softness){rigid_bias, 1.0f, 0.0f};
    j->limit_bias = rigid_bias;
    j->inverse_step = 1.0f / dt;
    j->max_correction = s->max_correction;
    j->max_motor_impulse = j->def.max_motor_torque * dt;
    j->max_friction_impulse = j->def.max_friction_torque * dt;
    prepare_rows(w, j);
    if (s->warm_start) {
      keep_steady_impulses(j);
      continue;
    }
    glm_vec3_zero(j->point_impulse);
    glm_vec3_zero(j->turn_impulse);
    j->motor_impulse = j->lower_impulse = j->upper_impulse = j->length_impulse = 0.0f;
    glm_vec3_zero(j->friction_impulse);
    j->cone_impulse = 0.0f;
  }
}
#line 1833 "chapters/15-joints.nw"
void imp_joints_warm_start(imp_world *w) {
  for (uint32_t i = 0; i < w->joint_count; i++) {
    imp_joint *j = &w->joints[i];
    if (!j->active) continue;
    vec3 linear, angular = {0.0f, 0.0f, 0.0f};
    float along = j->motor_impulse + j->lower_impulse - j->upper_impulse;
    if (j->def.kind == IMP_JOINT_DISTANCE) {
      glm_vec3_scale(j->axis, j->length_impulse + along, linear);
    } else {
      glm_vec3_copy(j->point_impulse, linear);
      for (int r = 0; r < 3; r++) glm_vec3_muladds(j->turn_axis[r], j->turn_impulse[r], angular);
      if (j->def.kind == IMP_JOINT_HINGE) glm_vec3_muladds(j->axis, along, angular);
      if (j->def.kind == IMP_JOINT_BALL) ball_turn_impulse(j, angular);
    }
    push(w, j, linear, angular);
  }
}

void imp_joints_sweep(imp_world *w) {
  for (uint32_t i = 0; i < w->joint_count; i++) {
    if (w->joints[i].active) solve_rows(w, &w->joints[i]);
  }
}
#line 1865 "chapters/15-joints.nw"
float imp_joints_correct(imp_world *w) {
  float least = 0.0f;
  for (uint32_t i = 0; i < w->joint_count; i++) {
    imp_joint *j = &w->joints[i];
    if (!j->active) continue;
    bool rigid = j->def.hertz == 0.0f;
    float error = 0.0f;
    vec3 axes[3], turn;
    switch (j->def.kind) {
    case IMP_JOINT_BALL:
      if (j->def.enable_cone) correct_cone(w, j);
      if (rigid) error = correct_point(w, j, j->max_correction);
      break;
    case IMP_JOINT_DISTANCE:
      if (rigid || j->def.enable_limit) error = correct_distance(w, j, j->max_correction);
      break;
    case IMP_JOINT_HINGE:
      if (j->def.enable_limit) correct_hinge_limit(w, j);
      if (!rigid) break;
      hinge_rows(w, j, axes, turn);
      error = correct_whole(w, j, axes, turn, 2);
      break;
    case IMP_JOINT_FIXED:
      if (!rigid) break;
      weld_rows(axes);
      weld_error(w, j, turn);
      error = correct_whole(w, j, axes, turn, 3);
      break;
    }
    least = fminf(least, -error);
  }
  return least;
}
#line 704 "chapters/16-which-solver.nw"
void imp_joints_sweep_substep(imp_world *w, const imp_softness *bias) {
  const imp_softness rigid = {0.0f, 1.0f, 0.0f};
  for (uint32_t i = 0; i < w->joint_count; i++) {
    imp_joint *j = &w->joints[i];
    if (!j->active) continue;
    prepare_rows_again(w, j);
    if (j->def.hertz == 0.0f) j->soft = bias ? *bias : rigid;
    j->limit_bias = bias ? bias->bias_rate : 0.0f;
    solve_rows(w, j);
  }
}
