#line 1805 "chapters/16-which-solver.nw"
/* which-joints.h: chapter 16's scenes of joints, each under one of four
 * solvers. */
#ifndef WHICH_JOINTS_H
#define WHICH_JOINTS_H

#include "harness.h"
#include "shared/joint-scene.h"
#include "shared/which-scene.h"

typedef struct which_joints {
  joint_scene scene;           /* its settings are pgs's and ngs's; do not copy */
  imp_soft_step_settings soft; /* the stage "soft"'s */
  imp_jacobi_settings jacobi;  /* the stage "jacobi"'s */
  int solver;                  /* WHICH_PGS, WHICH_NGS, WHICH_SOFT or WHICH_JACOBI */
  float link;                  /* m: the length a gap is compared with */
  double start;                /* J: the energy at the start */
} which_joints;

/* A scene of chapter 15 with room for `bodies` and `joints`, under the
 * common parameters of args (WHICH_COMMON_PARAMS). */
bool which_joints_from(const imp_args *args, uint32_t bodies, uint32_t joints, float link,
                       which_joints *dest);
/* A sphere of `radius` m and `mass` kg at `position`, falling. */
bool which_joints_add_sphere(which_joints *s, float radius, float mass, const vec3 position,
                             uint32_t *index);
/* Once the bodies and joints are in: note the energy. */
void which_joints_ready(which_joints *s);

enum { J_T, J_GAP, J_APART, J_E, J_GAIN, J_SWEEPS, J_MS, WHICH_JOINT_COLUMNS };
extern const imp_column which_joint_columns[WHICH_JOINT_COLUMNS];
/* Step the scene once (not at n == 0) and fill the common columns. */
void which_joints_step(which_joints *s, long n, float dt, bool clock,
                       double row[WHICH_JOINT_COLUMNS]);

#endif
