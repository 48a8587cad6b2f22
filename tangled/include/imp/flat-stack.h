#line 85 "chapters/17-flatland-revisited.nw"
/* flat-stack.h: two-point contact manifolds in the plane and a sequential
 * impulse solver that stacks (chapter 17). */
#ifndef IMP_FLAT_STACK_H
#define IMP_FLAT_STACK_H

#include <imp/flat.h>
#include <stdint.h>

#line 111 "chapters/17-flatland-revisited.nw"
enum { IMP_FLAT_MANIFOLD_MAX = 2 };

typedef struct imp_flat_manifold_point {
  vec2 point;          /* world, half way between the two surfaces, m */
  float depth;         /* m: > 0 overlapping, < 0 apart (within the margin) */
  uint32_t id;         /* the pair of features that made it */
  vec2 local_incident; /* the incident body's point, in its own frame */
} imp_flat_manifold_point;

typedef struct imp_flat_manifold {
  vec2 normal;          /* unit, from a to b */
  int count;            /* points: 0, 1 or 2 */
  int reference;        /* 0: a's face (or a's centre) is the reference; 1: b's */
  bool circles;         /* two circles: the normal follows the line of centres */
  vec2 local_normal;    /* outward from the reference face, in its body's frame */
  vec2 local_plane;     /* a point of the reference face, in its body's frame */
  float reference_radius, incident_radius; /* of circles; 0 for polygons */
  imp_flat_manifold_point points[IMP_FLAT_MANIFOLD_MAX];
} imp_flat_manifold;
#line 693 "chapters/17-flatland-revisited.nw"
typedef enum imp_flat_position_fix {
  IMP_FLAT_NGS,       /* a position pass after the step (non-linear Gauss-Seidel) */
  IMP_FLAT_BAUMGARTE  /* a velocity bias inside the velocity pass */
} imp_flat_position_fix;

typedef struct imp_flat_solver_settings {
  int velocity_iterations;   /* sweeps over the contacts' velocities */
  int position_iterations;   /* sweeps of the position pass (NGS only) */
  float slop;                /* m: overlap left alone */
  float beta;                /* fraction of the overlap beyond the slop removed per step */
  float margin;              /* m: contacts kept this far apart */
  float max_correction;      /* m: the most one position sweep moves a point */
  float bounce_speed;        /* m/s: slower impacts do not bounce */
  bool warm_start;
  imp_flat_position_fix position;
} imp_flat_solver_settings;

typedef struct imp_flat_contact {
  int a, b;                  /* the bodies' indices in the world, a < b */
  imp_flat_manifold manifold;
  float normal_impulse[IMP_FLAT_MANIFOLD_MAX];  /* accumulated this step, N s */
  float tangent_impulse[IMP_FLAT_MANIFOLD_MAX];
  /* fixed for the step by the preparation */
  vec2 arm_a[IMP_FLAT_MANIFOLD_MAX], arm_b[IMP_FLAT_MANIFOLD_MAX];
  float normal_mass[IMP_FLAT_MANIFOLD_MAX], tangent_mass[IMP_FLAT_MANIFOLD_MAX];
  float target[IMP_FLAT_MANIFOLD_MAX]; /* the normal velocity aimed at, m/s */
  float friction, restitution;
} imp_flat_contact;

typedef struct imp_flat_solver {
  imp_flat_contact *contacts, *previous; /* the caller's storage, capacity each */
  size_t count, previous_count, capacity;
  imp_flat_solver_settings settings;
  size_t matched;            /* points of the last step that inherited an impulse */
} imp_flat_solver;
#line 133 "chapters/17-flatland-revisited.nw"
/* The contact of a and b as up to two points, including points apart by at
 * most `margin` (m, >= 0). true when there is at least one; m->normal points
 * from a to b. Nothing is found for two static bodies' shapes only if they
 * are apart: the caller decides which pairs to ask about. */
bool imp_flat_manifold_collide(const imp_flat_body *a, const imp_flat_body *b,
                               float margin, imp_flat_manifold *m);
/* Where point k of m is now, after a and b have moved: its normal (from a to
 * b), its point half way between the surfaces, and its depth (m). */
float imp_flat_manifold_depth(const imp_flat_body *a, const imp_flat_body *b,
                              const imp_flat_manifold *m, int k, vec2 normal,
                              vec2 point);
#line 350 "chapters/17-flatland-revisited.nw"
/* How much further (m) b's best face must separate than a's before b's face
 * is taken as the reference: a tie keeps a's, and a near tie does not flip. */
#define IMP_FLAT_FACE_PREFERENCE 5e-4f
#line 732 "chapters/17-flatland-revisited.nw"
/* A solver on the caller's `storage` of 2 * capacity contacts, with the
 * book's settings (8 velocity and 3 position sweeps, slop 5 mm, beta 0.2,
 * margin 2 cm, corrections of at most 0.2 m, no bounce below 1 m/s, warm
 * starting, the position pass). */
void imp_flat_solver_init(imp_flat_solver *s, imp_flat_contact *storage, size_t capacity);
/* One step of the world w (its gravity and step h; its passes, rate and
 * friction model are chapter 7's and are not used). IMP_FULL when more pairs
 * touched than the storage holds: the step is taken with those that fit. */
imp_status imp_flat_solver_step(imp_flat_world *w, imp_flat_solver *s);

#line 97 "chapters/17-flatland-revisited.nw"
#endif
