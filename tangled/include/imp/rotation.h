#line 141 "chapters/01-rotation.nw"
/* rotation.h: skew matrices, rotation matrices, quaternions and angular
 * velocity (chapter 1). Matrices are cglm's, stored by columns: m[j][i] is
 * row i, column j. Quaternions are cglm's versors, {x, y, z, w}. */
#ifndef IMP_ROTATION_H
#define IMP_ROTATION_H

#include <cglm/cglm.h>

#line 207 "chapters/01-rotation.nw"
/* dest = Skew(d), the matrix with Skew(d) r = d x r. */
void imp_skew(vec3 d, mat3 dest);
#line 377 "chapters/01-rotation.nw"
/* dest = the rotation by `angle` radians about `axis` (any length; it is
 * normalised). A zero axis gives the identity. */
void imp_mat3_rotation(vec3 axis, float angle, mat3 dest);
#line 772 "chapters/01-rotation.nw"
/* dest = R(q), equation 1-21. A rotation when |q| = 1; for |q|^2 = sigma
 * it is sigma R(q/|q|) + (1 - sigma) E. */
void imp_quat_mat3(versor q, mat3 dest);
#line 908 "chapters/01-rotation.nw"
/* dest = a unit quaternion of the rotation matrix m, by Shepperd's method:
 * accurate at every angle, including half turns. Of the two quaternions
 * +-q it returns the one whose largest component is positive. */
void imp_mat3_quat(mat3 m, versor dest);
#line 1154 "chapters/01-rotation.nw"
/* dest = dq/dt = 1/2 (0, w) q, for the world-frame angular velocity w. */
void imp_quat_rate(versor q, vec3 w, versor dest);
#line 1453 "chapters/01-rotation.nw"
/* One step of each orientation update, for world-frame angular velocity w
 * held constant over dt. `dest` may be the same array as the input. */
void imp_mat3_euler_step(mat3 r, vec3 w, float dt, mat3 dest); /* R+Skew(w)R dt */
void imp_quat_euler_step(versor q, vec3 w, float dt, versor dest); /* q+dq/dt dt */
void imp_quat_integrate(versor q, vec3 w, float dt, versor dest); /* renormalised */
void imp_quat_exp_step(versor q, vec3 w, float dt, versor dest);  /* exact */

#line 151 "chapters/01-rotation.nw"
#endif
