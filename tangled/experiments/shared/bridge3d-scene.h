#line 4283 "chapters/15-joints.nw"
/* bridge3d-scene.h: a bridge of planks on hinges, for the experiments
 * bridge3d and bridge3d-shape (chapter 15). */
#ifndef BRIDGE3D_SCENE_H
#define BRIDGE3D_SCENE_H

#include "harness.h"
#include "shared/joint-scene.h"

#define BRIDGE3D_MAX_PLANKS 200
#define BRIDGE3D_PARAMS 11

typedef struct bridge3d {
  joint_scene scene;
  long planks;
  double span, link;   /* m */
  double plank_mass;   /* kg */
  double load_mass;    /* kg, 0 for none */
  float dt, damping;   /* s; fraction of the velocity kept per second */
  uint32_t first;      /* the first plank; the others follow it in order */
  uint32_t load;       /* the load's body, 0 if there is none */
} bridge3d;

typedef struct bridge3d_state {
  double sag;      /* m: the middle of the deck below the banks */
  double gap;      /* m: the largest distance between a hinge's anchors */
  double energy;   /* J: kinetic plus potential, y = 0 at the banks */
  double support;  /* N: the end hinges' vertical force on the bridge */
  double pull;     /* N: the left hinge's horizontal force, outwards */
} bridge3d_state;

extern const imp_param bridge3d_params[BRIDGE3D_PARAMS];

/* The bridge the arguments describe; false if it cannot be built (planks
 * too short for the span). bridge3d_free is safe either way. */
bool bridge3d_build(const imp_args *args, bridge3d *dest);
/* bridge3d_build, and its rest shape by bridge3d_rest_shape into x, y
 * (planks + 1 each) and *tension; false if either fails. */
bool bridge3d_build_at_rest(const imp_args *args, bridge3d *dest, double *x, double *y,
                            double *tension);
void bridge3d_free(bridge3d *b);
/* Equation (joints-bridge): the hinges' rest positions x[0..n], y[0..n]
 * and the horizontal tension in units of one plank's weight, for a load
 * of `load` planks' mass at the middle of the deck. */
bool bridge3d_rest_shape(long n, double span, double link, double load, double *x,
                         double *y, double *tension);
void bridge3d_end_forces(const bridge3d *b, double *support, double *pull);
/* Hinge j's position: the midpoint of its two anchors. */
void bridge3d_hinge(const bridge3d *b, uint32_t j, vec3 dest);
void bridge3d_measure(const bridge3d *b, bridge3d_state *dest);

#endif
