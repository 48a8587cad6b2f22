#line 680 "chapters/15-joints.nw"
/* joint.h: joints between two bodies (ball, distance, hinge, weld), solved
 * by the stage "solver" (chapter 15). */
#ifndef IMP_JOINT_H
#define IMP_JOINT_H

#include <imp/softness.h>
#include <imp/status.h>
#include <imp/world.h>
#include <stdbool.h>

#line 264 "chapters/15-joints.nw"
/* m: the shortest distance joint or distance limit; below it the direction
 * between the anchors, the row's Jacobian, is not defined. */
#define IMP_JOINT_MIN_LENGTH 1e-3f

typedef enum imp_joint_kind {
  IMP_JOINT_BALL,     /* ball and socket: the anchors coincide (3 rows) */
  IMP_JOINT_DISTANCE, /* the anchors keep their distance (1 row, or a range) */
  IMP_JOINT_HINGE,    /* a ball and socket whose axes stay aligned (5 rows, more) */
  IMP_JOINT_FIXED     /* a weld: no relative motion at all (6 rows) */
} imp_joint_kind;

typedef struct imp_joint_def {
  imp_joint_kind kind;
  uint32_t body[2];        /* A and B; one may be static, not both; A != B */
  vec3 local_anchor[2];    /* m: each body's anchor in its own frame */
  vec3 local_axis[2];      /* hinge: the axis in each body's frame (unit) */
  vec3 local_normal[2];    /* hinge: square to the axis; angle 0 where they agree */
  versor reference;        /* fixed: the rotation q_A^-1 q_B to keep */
  float length;            /* distance: m, at least IMP_JOINT_MIN_LENGTH */
  bool enable_limit;       /* hinge: angles lower..upper (rad, within [-pi, pi]); */
  float lower, upper;      /* distance: lengths lower..upper (m) */
  bool enable_motor;       /* hinge: drive B about the axis relative to A */
  float motor_speed;       /* rad/s */
  float max_motor_torque;  /* N m, >= 0 */
  float max_friction_torque; /* ball: N m, >= 0, the joint's friction; 0 frictionless */
  bool enable_cone;        /* ball: the angle between local_axis[0] in A and */
  float cone_angle;        /* local_axis[1] in B at most this, rad in (0, pi) */
  float hertz;             /* softness of the equality rows: 0 rigid, else a spring (Hz) */
  float damping_ratio;     /* zeta >= 0, of that spring */
  bool collide;            /* whether the joined bodies still collide (default no) */
} imp_joint_def;
#line 407 "chapters/15-joints.nw"
typedef struct imp_joint {
  imp_joint_def def;       /* as added, its directions made unit */
  uint32_t next[2];        /* the next joint at each body (2 j + side), or IMP_NONE */
  /* prepared by the stage each step */
  bool active;             /* some body of it moves this step */
  float inverse_mass[2];   /* 1/kg, 0 for a body held this step */
  mat3 inverse_inertia[2]; /* world frame, zero for a held body */
  vec3 arm[2];             /* m: r_A, r_B */
  imp_softness soft;       /* of the equality rows */
  float limit_bias;        /* 1/s: the rigid rows' bias rate (beta/h or 0) */
  float inverse_step;      /* 1/s: 1/h, for the limits' speculative bias */
  float max_correction;    /* m: the settings', for the position pass */
  float max_motor_impulse; /* N m s: the motor's torque times h */
  vec3 point_error;        /* m: p_B - p_A */
  mat3 point_mass;         /* K^-1 of the anchors' block */
  vec3 turn_axis[3];       /* angular rows' directions (hinge 2, fixed 3) */
  vec3 turn_error;         /* rad: their errors */
  float block[6][6];       /* hinge, weld: Cholesky factor of the whole block */
  bool block_ok;           /* the block is positive definite */
  float axis_follow[6];    /* hinge: the block's impulse per unit impulse about the axis */
  vec3 axis;               /* hinge axis, or the distance's direction (unit, world) */
  float axis_mass;         /* kg m^2 or kg: 1/k along it */
  float position;          /* rad or m: the hinge's angle or the distance now */
  /* accumulated impulses, kept between steps */
  vec3 point_impulse;      /* N s */
  vec3 turn_impulse;       /* N m s */
  float motor_impulse, lower_impulse, upper_impulse, length_impulse;
  /* the ball's friction and cone (section joints-ball-turn) */
  mat3 turn_follow;           /* F: the anchors' impulse per unit angular impulse */
  mat3 spin_mass;             /* (I_A^-1 + I_B^-1)^-1, or zero */
  float max_friction_impulse; /* N m s: the friction torque times h */
  vec3 swing_axis;            /* unit a_A x a_B: the cone row turns B about -it */
  float swing, swing_mass;    /* rad: the angle between the axes; kg m^2 about it */
  vec3 friction_impulse;      /* N m s, accumulated */
  float cone_impulse;         /* N m s, accumulated, >= 0 */
  float carried[8][2];        /* each impulse's length in the two steps before */
} imp_joint;
#line 308 "chapters/15-joints.nw"
/* A joint of `kind` between bodies a and b of w at the world point `anchor`
 * (and, for a hinge, about the world direction `axis`, any length; others
 * ignore it), with the bodies as they stand: rigid, no limit, no motor, no
 * collision between them. For IMP_JOINT_DISTANCE use imp_joint_def_distance.
 * IMP_BAD_VALUE, dest untouched, for a body index out of range, an anchor
 * not finite, or a hinge axis of zero length or not finite. */
imp_status imp_joint_def_at(const imp_world *w, imp_joint_kind kind, uint32_t a, uint32_t b,
                            const vec3 anchor, const vec3 axis, imp_joint_def *dest);
/* A rigid distance joint between the world points anchor_a on body a and
 * anchor_b on body b, its length their present distance. IMP_BAD_VALUE,
 * dest untouched, for a body out of range or points not finite. */
imp_status imp_joint_def_distance(const imp_world *w, uint32_t a, uint32_t b,
                                  const vec3 anchor_a, const vec3 anchor_b,
                                  imp_joint_def *dest);
#line 473 "chapters/15-joints.nw"
/* Whether a joint joins bodies a and b and keeps them from colliding. */
bool imp_world_joined_apart(const imp_world *w, uint32_t a, uint32_t b);
#line 510 "chapters/15-joints.nw"
/* Add a joint to w; *index is its index. IMP_BAD_VALUE for a definition
 * out of range (see the text: bodies, finiteness, axes, lengths, limits,
 * motor, softness), IMP_FULL when w holds joint_capacity joints; either way
 * nothing changes. Joints are solved by the stages "solver" and "soft"
 * (chapter 16). */
imp_status imp_world_add_joint(imp_world *w, const imp_joint_def *def, uint32_t *index);
#line 629 "chapters/15-joints.nw"
struct imp_solver_settings;
/* The joints' share of the stage "solver" (chapter 14), in the order the
 * stage calls them: prepare every joint for a step of dt under s; apply the
 * accumulated impulses; one velocity sweep; one position sweep (only for
 * the position correction), returning the largest anchor error it met, as
 * a negative separation in m (0 if none). */
void imp_joints_prepare(imp_world *w, const struct imp_solver_settings *s, float dt);
void imp_joints_warm_start(imp_world *w);
void imp_joints_sweep(imp_world *w);
float imp_joints_correct(imp_world *w);
#line 772 "chapters/15-joints.nw"
/* dest = K of the anchors' block: (w_A + w_B) E - [r_A]x I_A^-1 [r_A]x
 * - [r_B]x I_B^-1 [r_B]x, from the inverse masses, world inverse inertias
 * and arms of the two sides. */
void imp_joint_point_matrix(const float inverse_mass[2], mat3 inverse_inertia[2],
                            vec3 arm[2], mat3 dest);
#line 695 "chapters/16-which-solver.nw"
/* The joints' sweep in a sub-step of the stage "soft" (chapter 16), after
 * imp_joints_prepare for a step of h and imp_joints_warm_start: each joint's
 * rows prepared again as its bodies stand, a rigid joint's rows softened by
 * *bias (the biased sweep) or rigid without bias (bias NULL, the
 * relaxation); a soft joint keeps its own spring. */
void imp_joints_sweep_substep(imp_world *w, const imp_softness *bias);

#line 693 "chapters/15-joints.nw"
#endif
