#line 82 "chapters/05-mass.nw"
/* mass.h: mass, centre of mass and the inertia tensor (chapter 5).
 * Matrices are cglm's, stored by columns: m[j][i] is row i, column j. */
#ifndef IMP_MASS_H
#define IMP_MASS_H

#include <cglm/cglm.h>
#include <imp/status.h>
#include <stddef.h>

#line 98 "chapters/05-mass.nw"
typedef struct imp_mass {   /* mass properties of a body */
  float mass;               /* kg */
  vec3 centre;              /* centre of mass, body frame, m */
  mat3 inertia;             /* inertia tensor about the centre of mass, body frame, kg m^2 */
} imp_mass;
#line 208 "chapters/05-mass.nw"
/* The tensor of a point mass m at r about the origin: -m Skew(r)^2. */
void imp_inertia_point(float mass, vec3 r, mat3 dest);
#line 779 "chapters/05-mass.nw"
/* Parallel-axis theorem: the tensor about a point displaced by `offset`
 * from the centre of mass, from the tensor about the centre. */
void imp_inertia_translate(mat3 inertia, float mass, vec3 offset, mat3 dest);
#line 970 "chapters/05-mass.nw"
/* Closed forms about the centre of mass, in the body frame. Sizes in m,
 * mass in kg. Each returns IMP_BAD_VALUE and leaves *dest untouched if any
 * argument is not finite and positive (height may be 0 for a capsule, which
 * is then a sphere), or if a moment would overflow a float. */
imp_status imp_mass_box(float mass, vec3 half_extents, imp_mass *dest);
imp_status imp_mass_sphere(float mass, float radius, imp_mass *dest);
imp_status imp_mass_shell(float mass, float radius, imp_mass *dest); /* thin hollow sphere */
imp_status imp_mass_cylinder(float mass, float radius, float height,
                             imp_mass *dest); /* axis y */
imp_status imp_mass_capsule(float mass, float radius, float height,
                            imp_mass *dest); /* axis y; height of the cylindrical part */
#line 1252 "chapters/05-mass.nw"
/* Composite body: total mass, centre and tensor about the combined centre,
 * from parts given in one body frame. IMP_BAD_VALUE, dest untouched, on
 * count 0, a part whose mass is not finite and positive, a centre or tensor
 * that is not finite, or a result that overflows. dest may be a part. */
imp_status imp_mass_combine(const imp_mass *parts, size_t count, imp_mass *dest);
#line 1532 "chapters/05-mass.nw"
/* World-frame tensor R I R^T of a body turned by R; given the body-frame
 * inverse, the world-frame inverse. Exactly symmetric; dest may be either
 * argument. */
void imp_inertia_world(mat3 body_inertia, mat3 rotation, mat3 dest);
#line 1678 "chapters/05-mass.nw"
/* Inverse of a symmetric positive definite tensor, built from its upper
 * triangle. IMP_BAD_VALUE, dest untouched, if an entry is not finite or the
 * tensor is not positive definite as computed in single precision. */
imp_status imp_inertia_inverse(mat3 inertia, mat3 dest);

#line 94 "chapters/05-mass.nw"
#endif
