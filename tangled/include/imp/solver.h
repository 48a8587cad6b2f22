#line 1651 "chapters/14-solver.nw"
/* solver.h: contacts in the solver: the resolve stage "solver", its
 * settings, islands and sleeping by island (chapter 14). */
#ifndef IMP_SOLVER_H
#define IMP_SOLVER_H

#include <imp/manifold.h>
#include <imp/sleep.h>
#include <imp/status.h>
#include <imp/world.h>
#include <stdbool.h>

#line 577 "chapters/14-solver.nw"
/* m: how near last step's point must be to give its impulse to a new one */
#define IMP_SOLVER_MATCH_DISTANCE 0.02f
/* m/s: a point slipping faster has its first tangent along the slip */
#define IMP_SOLVER_SLIP 1e-3f
/* the most passes over a contact's rows in the sweep that holds its lower body */
#define IMP_SOLVER_MOST_SHOCK_PASSES 16

typedef enum imp_clamping {
  IMP_CLAMP_TOTAL,    /* the accumulated impulse is kept in its bounds (PGS) */
  IMP_CLAMP_INCREMENT /* each sweep's change is: an impulse never shrinks */
} imp_clamping;

typedef enum imp_correction {
  IMP_CORRECT_POSITIONS, /* a position pass after the velocity sweeps (NGS) */
  IMP_CORRECT_VELOCITIES /* Baumgarte's bias in the velocity rows */
} imp_correction;

typedef enum imp_friction_bound {
  IMP_FRICTION_CONE, /* |P_t| <= mu P_n, the pair scaled (Coulomb's) */
  IMP_FRICTION_BOX   /* |P_ti| <= mu P_n, each row alone (the source's) */
} imp_friction_bound;

typedef enum imp_face_rows {
  IMP_FACE_ONE_BY_ONE, /* each from the velocity the previous row left (Gauss-Seidel) */
  IMP_FACE_TOGETHER    /* a contact's normal rows updated from one velocity (Jacobi) */
} imp_face_rows;

typedef enum imp_sweep {
  IMP_SWEEP_IN_ORDER, /* the contacts one at a time, in the world's order */
  IMP_SWEEP_COLOURED, /* one at a time, colour by colour (section solver-wide) */
  IMP_SWEEP_WIDE      /* colour by colour, four contacts of a colour at once */
} imp_sweep;

typedef struct imp_solver_settings {
  int velocity_iterations;     /* sweeps over the velocity rows, >= 1 */
  float relaxation;            /* omega in (0, 2): each normal row's update times omega */
  imp_face_rows faces;         /* how a contact's normal rows are updated in a sweep */
  imp_sweep sweep;             /* the order of the contacts in a sweep, and how many at once */
  int shock_passes;            /* 0, or passes of a last sweep that holds the lower body */
  int position_iterations;     /* sweeps of the position pass, >= 0 */
  float slop;                  /* m: overlap left in place */
  float baumgarte;             /* beta in (0, 1]: fraction of the error removed */
  float max_correction;        /* m: largest correction of one point at once */
  float restitution_threshold; /* m/s: slower contacts do not bounce */
  bool warm_start;             /* start from last step's matched impulses */
  imp_clamping clamping;
  imp_correction correction;
  imp_friction_bound friction;
  imp_sleep_def sleep;         /* chapter 12's, by island; threshold 0: no sleep */
} imp_solver_settings;
#line 641 "chapters/14-solver.nw"
typedef struct imp_solver_point {
  uint32_t body[2];     /* A and B, as in the contact */
  float inverse_mass[2];/* 1/kg; 0 for a body held this step */
  vec3 arm[2];          /* m, from each centre of mass to the point, world */
  vec3 local_arm[2];    /* m, the same in each body's frame */
  vec3 turn[2][3];      /* I^-1 (r x d) for d = n, t1, t2; zero when held */
  vec3 arm_x[2][3];     /* r x d: the angular parts of the rows' Jacobians */
  mat3 basis;           /* columns n, t1, t2 */
  vec3 mass;            /* kg: effective masses 1/k_d along n, t1, t2 */
  float friction;       /* mu */
  float target;         /* m/s: b, the normal row's target velocity */
  float depth;          /* m, as the narrow phase found it */
  vec3 impulse;         /* N s: accumulated along n, t1, t2 */
  uint32_t contact;     /* where it is stored: the world's contact, */
  int point;            /* and its manifold point */
} imp_solver_point;
#line 668 "chapters/14-solver.nw"
typedef struct imp_solver_body {
  vec3 velocity;         /* m/s, of the centre of mass */
  vec3 angular_velocity; /* rad/s, world frame */
} imp_solver_body;
#line 3136 "chapters/14-solver.nw"
#define IMP_SOLVER_LANES 4    /* contacts solved at once */
#define IMP_SOLVER_COLOURS 256 /* colours; contacts that find none are swept last */

/* Point j of four contacts of one colour, side by side: [..][lane]. */
typedef struct imp_solver_lane_row {
  float basis[3][3][IMP_SOLVER_LANES];      /* direction d, its component k */
  float arm_x[2][3][3][IMP_SOLVER_LANES];   /* side, d, k: r x d */
  float turn[2][3][3][IMP_SOLVER_LANES];    /* side, d, k: I^-1 (r x d) */
  float mass[3][IMP_SOLVER_LANES];          /* kg, along d */
  float target[IMP_SOLVER_LANES];           /* m/s */
  float impulse[3][IMP_SOLVER_LANES];       /* N s, accumulated along d */
} imp_solver_lane_row;

/* Four contacts of one colour; lanes past `lanes`, and rows past a
 * contact's points, are zeros that change nothing. */
typedef struct imp_solver_bundle {
  uint32_t body[2][IMP_SOLVER_LANES];       /* A and B of each lane */
  uint32_t point[IMP_MANIFOLD_POINTS][IMP_SOLVER_LANES]; /* records; UINT32_MAX: none */
  float inverse_mass[2][IMP_SOLVER_LANES];  /* 1/kg; 0 for a side that is held */
  float friction[IMP_SOLVER_LANES];         /* mu */
  uint32_t lanes, rows;                     /* lanes in use; most points in a lane */
  _Alignas(16) imp_solver_lane_row row[IMP_MANIFOLD_POINTS];
} imp_solver_bundle;
#line 642 "chapters/15-joints.nw"
/* The stage solves joints (chapter 15) beside the contacts. */
#include <imp/joint.h>
#line 1403 "chapters/14-solver.nw"
/* 10 velocity and 3 position iterations, the normal rows over-relaxed by
 * omega = 1.15 and updated one by one, the contacts swept four at once
 * colour by colour, no sweep that holds lower bodies, a slop of 5 mm,
 * beta = 0.2, a largest correction of 0.2 m, restitution above 1 m/s, warm
 * starting, accumulated clamping, the position pass, Coulomb's cone. */
void imp_solver_defaults(imp_solver_settings *dest);
/* Whether the stage would take these settings. */
bool imp_solver_settings_valid(const imp_solver_settings *s);
/* The stage on w's contacts under s; residual, if not NULL, gets the
 * largest normal-row error after each velocity sweep (m/s, one float per
 * sweep). IMP_BAD_VALUE, nothing changed, for settings out of range or dt
 * not finite and positive. */
imp_status imp_solver_resolve(imp_world *w, const imp_solver_settings *s, float dt,
                              float *residual);
/* The resolve stage "solver": imp_solver_resolve with w->resolve_settings
 * (an imp_solver_settings), or the defaults when that is NULL; settings
 * out of range leave the velocities as they are. */
void imp_resolve_solver(imp_world *w, float dt);
#line 1511 "chapters/14-solver.nw"
/* Group w's dynamic bodies into islands joined by contacts between
 * dynamic bodies: w->body_island[i] is the root (smallest index) of body i's
 * island, IMP_NONE for a static body. Returns the number of islands. */
uint32_t imp_world_find_islands(imp_world *w);
#line 1561 "chapters/14-solver.nw"
/* The sleep settings of w's stage "solver", or NULL when no body sleeps
 * (another stage, no settings, or a threshold of 0). */
const imp_sleep_def *imp_solver_sleep_of(const imp_world *w);
/* For a world with sleep on and the stage "solver": wake every body of an
 * island that has a body awake (islands from w's contacts). */
void imp_world_keep_islands_whole(imp_world *w);
/* At the start of the stage: hold the sleepers (chapter 12), then keep
 * the islands whole. */
void imp_world_sleep_by_island(imp_world *w);

#line 1665 "chapters/14-solver.nw"
#endif
