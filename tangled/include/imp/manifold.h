#line 696 "chapters/08-collision.nw"
/* manifold.h: contact points, the manifold and the contact basis (chapter 8). */
#ifndef IMP_MANIFOLD_H
#define IMP_MANIFOLD_H

#include <cglm/cglm.h>
#include <stdint.h>

enum { IMP_MANIFOLD_POINTS = 4 };

typedef struct imp_manifold_point {
  vec3 position;    /* world, midway between the two surfaces, m */
  float depth;      /* m; positive when the shapes overlap */
  uint32_t feature; /* names the touching features; stable while they touch */
  vec3 impulse;     /* accumulated along [n t1 t2] (imp_manifold_basis), N s;
                       0 from the narrow phase, kept by the world, set by solvers */
} imp_manifold_point;

typedef struct imp_manifold {
  vec3 normal;        /* unit, from shape 0 towards shape 1 */
  int count;          /* 0 to IMP_MANIFOLD_POINTS */
  imp_manifold_point point[IMP_MANIFOLD_POINTS];
} imp_manifold;

#line 767 "chapters/08-collision.nw"
/* dest = [n t1 t2]: a rotation (orthonormal, det +1) whose first column is
 * the unit normal n, taking contact coordinates to world coordinates. */
void imp_manifold_basis(vec3 normal, mat3 dest);

#line 721 "chapters/08-collision.nw"
#endif
