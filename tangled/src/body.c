#line 117 "chapters/06-bodies.nw"
/* body.c: the functions of chapter 6. */
#include <imp/body.h>
#include <imp/rotation.h>

#include <float.h>
#include <math.h>

#line 1030 "chapters/06-bodies.nw"
static bool finite3(const float *v) {
  return isfinite(v[0]) && isfinite(v[1]) && isfinite(v[2]);
}

/* R(q) divides by |q|^2 and adds products of components up to 3 |q|^2:
 * both stay finite for |q|^2 from the smallest normal float to FLT_MAX/4. */
static bool usable_quaternion(const float *q) {
  float length2 = q[0] * q[0] + q[1] * q[1] + q[2] * q[2] + q[3] * q[3];
  return length2 >= FLT_MIN && length2 <= FLT_MAX / 4; /* false for a NaN */
}

bool imp_body_is_finite(const imp_body *b) {
  return finite3(b->position) && finite3(b->velocity) &&
         finite3(b->angular_velocity) && usable_quaternion(b->orientation);
}
#line 129 "chapters/06-bodies.nw"
/* R(q) by the homogeneous form divided by |q|^2: orthogonal to rounding
 * whatever |q|, where equation 1-21 would give sigma R + (1 - sigma) E. */
void imp_quat_rotation(versor q, mat3 dest) {
  float x = q[0], y = q[1], z = q[2], w = q[3];
  float s = 1.0f / (x * x + y * y + z * z + w * w);
  float diagonal = w * w - x * x - y * y - z * z;
  dest[0][0] = s * (diagonal + 2.0f * x * x);
  dest[1][1] = s * (diagonal + 2.0f * y * y);
  dest[2][2] = s * (diagonal + 2.0f * z * z);
  dest[0][1] = s * 2.0f * (x * y + w * z);
  dest[1][0] = s * 2.0f * (x * y - w * z);
  dest[0][2] = s * 2.0f * (x * z - w * y);
  dest[2][0] = s * 2.0f * (x * z + w * y);
  dest[1][2] = s * 2.0f * (y * z + w * x);
  dest[2][1] = s * 2.0f * (y * z - w * x);
}

/* A body turns under torque unless its inverse inertia is zero. */
static int can_turn(const imp_body *b) {
  return glm_mat3_det((vec3 *)b->inverse_inertia) != 0.0f;
}

imp_status imp_body_update(imp_body *b) {
  if (!imp_body_is_finite(b)) return IMP_BAD_VALUE;
  imp_quat_rotation(b->orientation, b->rotation);
  imp_inertia_world(b->inverse_inertia, b->rotation, b->inverse_inertia_world);
  return IMP_OK;
}

void imp_body_init(imp_body *b) {
  *b = (imp_body){.linear_damping = 1.0f, .angular_damping = 1.0f};
  glm_quat_identity(b->orientation);
  imp_mass cube;
  imp_mass_box(1.0f, (vec3){0.5f, 0.5f, 0.5f}, &cube);
  imp_body_set_mass(b, &cube);
}

imp_status imp_body_set_mass(imp_body *b, const imp_mass *m) {
  mat3 inverse, inertia;
  glm_mat3_copy((vec3 *)m->inertia, inertia);
  if (!(m->mass > 0.0f) || !isfinite(m->mass) || !imp_body_is_finite(b) ||
      imp_inertia_inverse(inertia, inverse) != IMP_OK)
    return IMP_BAD_VALUE;
  b->inverse_mass = 1.0f / m->mass;
  glm_mat3_copy(inertia, b->inertia);
  glm_mat3_copy(inverse, b->inverse_inertia);
  imp_body_update(b);
  return IMP_OK;
}

imp_status imp_body_set_immovable(imp_body *b) {
  if (!imp_body_is_finite(b)) return IMP_BAD_VALUE;
  b->inverse_mass = 0.0f;
  glm_mat3_zero(b->inverse_inertia);
  return imp_body_update(b);
}
#line 206 "chapters/06-bodies.nw"
/* The sums are made aside and kept only if finite. */
imp_status imp_body_add_force(imp_body *b, vec3 force) {
  vec3 sum;
  glm_vec3_add(b->force, force, sum);
  if (!finite3(sum)) return IMP_BAD_VALUE;
  glm_vec3_copy(sum, b->force);
  return IMP_OK;
}

imp_status imp_body_add_force_at(imp_body *b, vec3 force, vec3 world_point) {
  vec3 arm, moment, sum, turn;
  glm_vec3_sub(world_point, b->position, arm);
  glm_vec3_cross(arm, force, moment);
  glm_vec3_add(b->force, force, sum);
  glm_vec3_add(b->torque, moment, turn);
  if (!finite3(sum) || !finite3(turn)) return IMP_BAD_VALUE;
  glm_vec3_copy(sum, b->force);
  glm_vec3_copy(turn, b->torque);
  return IMP_OK;
}

imp_status imp_body_add_torque(imp_body *b, vec3 torque) {
  vec3 turn;
  glm_vec3_add(b->torque, torque, turn);
  if (!finite3(turn)) return IMP_BAD_VALUE;
  glm_vec3_copy(turn, b->torque);
  return IMP_OK;
}

void imp_body_clear_forces(imp_body *b) {
  glm_vec3_zero(b->force);
  glm_vec3_zero(b->torque);
}

void imp_body_world_point(const imp_body *b, vec3 local, vec3 dest) {
  vec3 turned;
  glm_mat3_mulv((vec3 *)b->rotation, local, turned);
  glm_vec3_add((float *)b->position, turned, dest);
}

void imp_body_point_velocity(const imp_body *b, vec3 world_point, vec3 dest) {
  vec3 arm;
  glm_vec3_sub(world_point, (float *)b->position, arm);
  imp_body_arm_velocity(b, arm, dest);
}

void imp_body_arm_velocity(const imp_body *b, const vec3 arm, vec3 dest) {
  vec3 spin;
  glm_vec3_cross((float *)b->angular_velocity, (float *)arm, spin);
  glm_vec3_add((float *)b->velocity, spin, dest);
}
#line 340 "chapters/06-bodies.nw"
/* dest = I_w w, computed in the body frame: R (I (R^T w)). */
void imp_body_angular_momentum(const imp_body *b, vec3 dest) {
  mat3 rt;
  vec3 body_spin, body_momentum;
  glm_mat3_transpose_to((vec3 *)b->rotation, rt);
  glm_mat3_mulv(rt, (float *)b->angular_velocity, body_spin);
  glm_mat3_mulv((vec3 *)b->inertia, body_spin, body_momentum);
  glm_mat3_mulv((vec3 *)b->rotation, body_momentum, dest);
}

void imp_body_linear_momentum(const imp_body *b, vec3 dest) {
  if (b->inverse_mass == 0.0f) {
    glm_vec3_zero(dest);
    return;
  }
  glm_vec3_scale((float *)b->velocity, 1.0f / b->inverse_mass, dest);
}

/* Only the motions forces and torques can change count: a body whose
 * translation is held (inverse mass 0), like the pivoted top, still has the
 * energy of its rotation. */
float imp_body_kinetic_energy(const imp_body *b) {
  float energy = 0.0f;
  if (b->inverse_mass > 0.0f) {
    vec3 v;
    glm_vec3_copy((float *)b->velocity, v);
    energy += 0.5f * glm_vec3_norm2(v) / b->inverse_mass;
  }
  if (can_turn(b)) {
    vec3 momentum;
    imp_body_angular_momentum(b, momentum);
    energy += 0.5f * glm_vec3_dot(momentum, (float *)b->angular_velocity);
  }
  return energy;
}
#line 780 "chapters/06-bodies.nw"
/* Omega += h I^-1 (I Omega x Omega), in the body frame. */
static void gyro_explicit(mat3 inertia, mat3 inverse, float h, vec3 spin) {
  vec3 momentum, turn, change;
  glm_mat3_mulv(inertia, spin, momentum);
  glm_vec3_cross(momentum, spin, turn);
  glm_mat3_mulv(inverse, turn, change);
  glm_vec3_muladds(change, h, spin);
}

/* One Newton step of I (Omega' - Omega) = h I Omega' x Omega'. */
static void gyro_implicit(mat3 inertia, float h, vec3 spin) {
  vec3 momentum, residual, change;
  mat3 skew_spin, skew_momentum, jacobian, inverse;
  glm_mat3_mulv(inertia, spin, momentum);
  glm_vec3_cross(spin, momentum, residual);
  glm_vec3_scale(residual, h, residual);          /* f = h Omega x I Omega */
  imp_skew(spin, skew_spin);
  imp_skew(momentum, skew_momentum);
  glm_mat3_mul(skew_spin, inertia, jacobian);     /* Skew(Omega) I */
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 3; i++)
      jacobian[j][i] = inertia[j][i] + h * (jacobian[j][i] - skew_momentum[j][i]);
  glm_mat3_inv(jacobian, inverse);
  glm_mat3_mulv(inverse, residual, change);
  glm_vec3_sub(spin, change, spin);
}

/* w: the world angular velocity, advanced in place. */
static void integrate_spin(imp_body *b, float dt, imp_gyroscopic gyro, vec3 w) {
  vec3 change;
  glm_mat3_mulv(b->inverse_inertia_world, b->torque, change);
  glm_vec3_muladds(change, dt, w);
  if (gyro == IMP_GYRO_NONE) return;
  mat3 rt;
  vec3 spin; /* the body-frame Omega */
  glm_mat3_transpose_to(b->rotation, rt);
  glm_mat3_mulv(rt, w, spin);
  if (gyro == IMP_GYRO_EXPLICIT)
    gyro_explicit(b->inertia, b->inverse_inertia, dt, spin);
  else
    gyro_implicit(b->inertia, dt, spin);
  glm_mat3_mulv(b->rotation, spin, w);
}

static bool step_refused(const imp_body *b, float dt) {
  return !(dt > 0.0f) || !isfinite(dt) || !imp_body_is_finite(b);
}

/* The new velocities are made aside and kept only if finite. */
imp_status imp_body_integrate_velocities(imp_body *b, float dt, imp_gyroscopic gyro) {
  if (step_refused(b, dt) || (unsigned)gyro > IMP_GYRO_NONE) return IMP_BAD_VALUE;
  vec3 v, w;
  glm_vec3_copy(b->velocity, v);
  glm_vec3_copy(b->angular_velocity, w);
  if (b->inverse_mass > 0.0f) {
    vec3 a;
    glm_vec3_copy(b->acceleration, a);
    glm_vec3_muladds(b->force, b->inverse_mass, a);
    glm_vec3_muladds(a, dt, v);
    glm_vec3_scale(v, powf(b->linear_damping, dt), v);
  }
  if (can_turn(b)) {
    integrate_spin(b, dt, gyro, w);
    glm_vec3_scale(w, powf(b->angular_damping, dt), w);
  }
  if (!finite3(v) || !finite3(w)) return IMP_BAD_VALUE;
  glm_vec3_copy(v, b->velocity);
  glm_vec3_copy(w, b->angular_velocity);
  imp_body_clear_forces(b);
  return IMP_OK;
}

imp_status imp_body_integrate_positions(imp_body *b, float dt) {
  if (step_refused(b, dt)) return IMP_BAD_VALUE;
  vec3 x;
  versor q;
  glm_vec3_copy(b->position, x);
  glm_vec3_muladds(b->velocity, dt, x);
  imp_quat_integrate(b->orientation, b->angular_velocity, dt, q);
  if (!finite3(x) || !usable_quaternion(q)) return IMP_BAD_VALUE;
  glm_vec3_copy(x, b->position);
  glm_vec4_copy(q, b->orientation);
  return imp_body_update(b); /* finite now: IMP_OK */
}
#line 1048 "chapters/06-bodies.nw"
imp_status imp_body_set_pose(imp_body *b, const vec3 position, const versor orientation) {
  imp_body next = *b;
  glm_vec3_copy((float *)position, next.position);
  glm_vec4_copy((float *)orientation, next.orientation);
  if (!usable_quaternion(next.orientation)) return IMP_BAD_VALUE;
  glm_quat_normalize(next.orientation);
  if (imp_body_update(&next) != IMP_OK) return IMP_BAD_VALUE;
  *b = next;
  return IMP_OK;
}

imp_status imp_body_set_velocity(imp_body *b, const vec3 velocity,
                                 const vec3 angular_velocity) {
  if (!finite3(velocity) || !finite3(angular_velocity)) return IMP_BAD_VALUE;
  glm_vec3_copy((float *)velocity, b->velocity);
  glm_vec3_copy((float *)angular_velocity, b->angular_velocity);
  return IMP_OK;
}
