#line 66 "chapters/06-bodies.nw"
/* body.h: rigid bodies and their motion (chapter 6). */
#ifndef IMP_BODY_H
#define IMP_BODY_H

#include <cglm/cglm.h>
#include <imp/mass.h>
#include <imp/status.h>
#include <stdbool.h>

#line 82 "chapters/06-bodies.nw"
typedef struct imp_body {
  vec3 position;          /* centre of mass, world frame, m */
  versor orientation;     /* body to world, unit */
  vec3 velocity;          /* of the centre of mass, m/s */
  vec3 angular_velocity;  /* world frame, rad/s */
  float inverse_mass;     /* 1/kg; 0 for a body no force moves */
  mat3 inertia;           /* about the centre of mass, body frame, kg m^2 */
  mat3 inverse_inertia;   /* its inverse; zero for a body no torque turns */
  vec3 acceleration;      /* m/s^2, applied whatever the mass (gravity) */
  vec3 force, torque;     /* accumulated during a step: N and N m */
  float linear_damping, angular_damping; /* fraction kept per second */
  /* derived from the state by imp_body_update, current after every step */
  mat3 rotation;              /* R(q) */
  mat3 inverse_inertia_world; /* R I^-1 R^T */
} imp_body;
#line 100 "chapters/06-bodies.nw"
/* A body at rest at the origin with the mass properties of a 1 kg unit cube. */
void imp_body_init(imp_body *b);
/* Take the mass and inertia of m (its centre is the body's origin). Returns
 * IMP_BAD_VALUE and changes nothing if the mass is not finite and positive,
 * the tensor is not positive definite or the body's state is not finite. */
imp_status imp_body_set_mass(imp_body *b, const imp_mass *m);
/* No force moves it and no torque turns it. IMP_BAD_VALUE, nothing
 * changed, if its state is not finite (imp_body_is_finite, below). */
imp_status imp_body_set_immovable(imp_body *b);
/* Recompute the derived quantities after changing the state by hand.
 * IMP_BAD_VALUE, nothing changed, if the state is not finite. */
imp_status imp_body_update(imp_body *b);
/* dest = R(q) by the homogeneous form over |q|^2, the matrix a body keeps. */
void imp_quat_rotation(versor q, mat3 dest);
#line 190 "chapters/06-bodies.nw"
/* Each returns IMP_BAD_VALUE, nothing changed, if the sums it would leave
 * are not finite (a NaN or an infinity given, or a sum beyond the floats). */
imp_status imp_body_add_force(imp_body *b, vec3 force); /* at the centre of mass */
imp_status imp_body_add_force_at(imp_body *b, vec3 force, vec3 world_point);
imp_status imp_body_add_torque(imp_body *b, vec3 torque);
void imp_body_clear_forces(imp_body *b);
/* dest = x + R r for a point r in body coordinates. */
void imp_body_world_point(const imp_body *b, vec3 local, vec3 dest);
/* dest = v + w x (p - x), the velocity of the body's material at world p. */
void imp_body_point_velocity(const imp_body *b, vec3 world_point, vec3 dest);
/* dest = v + w x r, the same for the arm r = p - x from the centre of mass
 * (the solvers of later chapters keep arms, not points). */
void imp_body_arm_velocity(const imp_body *b, const vec3 arm, vec3 dest);
#line 330 "chapters/06-bodies.nw"
/* 1/2 m |v|^2 + 1/2 w^T I_w w, in J; each term only for a motion the body
 * is free to make. */
float imp_body_kinetic_energy(const imp_body *b);
/* dest = I_w w, in kg m^2/s, about the centre of mass. */
void imp_body_angular_momentum(const imp_body *b, vec3 dest);
/* dest = m v, in kg m/s; zero for an immovable body. */
void imp_body_linear_momentum(const imp_body *b, vec3 dest);
#line 764 "chapters/06-bodies.nw"
typedef enum imp_gyroscopic {
  IMP_GYRO_IMPLICIT, /* backward Euler, one Newton step: loses energy (the engine's) */
  IMP_GYRO_EXPLICIT, /* forward Euler: gains energy */
  IMP_GYRO_NONE      /* dropped, as the source does: w constant without torque */
} imp_gyroscopic;

/* The two halves of a step of dt seconds: the velocities from the forces,
 * torques and constant acceleration (then the accumulators are cleared),
 * and the position and orientation from the velocities. IMP_BAD_VALUE,
 * nothing changed, for dt not finite and positive, an unknown gyro, a
 * state that is not finite, or a step whose result would not be. */
imp_status imp_body_integrate_velocities(imp_body *b, float dt, imp_gyroscopic gyro);
imp_status imp_body_integrate_positions(imp_body *b, float dt);
#line 1017 "chapters/06-bodies.nw"
/* The state a step starts from is finite: the position and both
 * velocities, and an orientation with FLT_MIN <= |q|^2 <= FLT_MAX/4. */
bool imp_body_is_finite(const imp_body *b);
/* Place the body at position, turned by orientation (normalised here).
 * IMP_BAD_VALUE, nothing changed, if the result would not be finite. */
imp_status imp_body_set_pose(imp_body *b, const vec3 position, const versor orientation);
/* Set the velocity (m/s) and the angular velocity (rad/s, world frame).
 * IMP_BAD_VALUE, nothing changed, if either is not finite. */
imp_status imp_body_set_velocity(imp_body *b, const vec3 velocity,
                                 const vec3 angular_velocity);

#line 78 "chapters/06-bodies.nw"
#endif
