#line 1914 "chapters/15-joints.nw"
/* joint-scene.h: worlds of bodies held by joints, for chapter 15's
 * experiments and checks. */
#ifndef JOINT_SCENE_H
#define JOINT_SCENE_H

#include <imp/joint.h>
#include <imp/solver.h>

typedef struct joint_scene {
  imp_world world;
  void *memory;
  imp_solver_settings settings; /* the world reads them in place: do not copy a scene */
} joint_scene;

/* A world with room for `bodies` bodies besides the static body 0 at the
 * origin, and `joints` joints, under the stage "solver" with its defaults. */
bool joint_scene_build(uint32_t bodies, uint32_t joints, joint_scene *dest);
/* A box of half extents `half` and `mass` kg at `position`, falling under g. */
bool joint_scene_add_box(joint_scene *s, const vec3 half, float mass, const vec3 position,
                         uint32_t *index);
void joint_scene_free(joint_scene *s);
/* Joint j's two anchors in the world, A's and B's. */
void joint_scene_anchors(const imp_world *w, uint32_t j, vec3 dest[2]);
/* The largest distance between a joint's two anchors in w (m). */
double joint_scene_gap(const imp_world *w);
/* A pendulum: a sphere of 1 kg and radius JOINT_BOB_RADIUS hung from the
 * origin by `length` m, released at `angle` rad from the vertical in the
 * plane z = 0, on a ball joint or a hinge about z. */
#define JOINT_BOB_RADIUS 0.05f
bool joint_pendulum(joint_scene *s, float angle, float length, imp_joint_kind kind,
                    uint32_t *bob);
/* The sag (m) of the middle of a hanging chain of `links` uniform rigid
 * links (an even number) of total length `length` between two points `span`
 * apart, from the statics of the links (exact); and of the catenary. */
double joint_chain_sag(int links, double span, double length);
double joint_catenary_sag(double span, double length);
/* Equation (joints-period): the pendulum's period (s) from `angle` rad. */
double joint_elliptic_period(double angle, double length);
/* The time (s) between the first two downward zero crossings of theta(t),
 * the first period, given as n samples dt apart; 0 if it crosses fewer
 * than twice. */
double joint_measured_period(const double *theta, long n, double dt);

#endif
