#line 106 "chapters/05-mass.nw"
/* mass.c: the functions of chapter 5. */
#include <imp/mass.h>

#include <math.h>
#include <string.h>

#line 213 "chapters/05-mass.nw"
void imp_inertia_point(float mass, vec3 r, mat3 dest) {
  float x = r[0], y = r[1], z = r[2];
  /* the component form (source 1-34): sums of squares, never |r|^2 - x^2 */
  float xy = -mass * x * y, xz = -mass * x * z, yz = -mass * y * z;
  dest[0][0] = mass * (y * y + z * z); dest[1][0] = xy; dest[2][0] = xz;
  dest[0][1] = xy; dest[1][1] = mass * (x * x + z * z); dest[2][1] = yz;
  dest[0][2] = xz; dest[1][2] = yz; dest[2][2] = mass * (x * x + y * y);
}
#line 785 "chapters/05-mass.nw"
void imp_inertia_translate(mat3 inertia, float mass, vec3 offset, mat3 dest) {
  mat3 point;
  imp_inertia_point(mass, offset, point);
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 3; i++) dest[j][i] = inertia[j][i] + point[j][i];
}
#line 984 "chapters/05-mass.nw"
static int positive_finite(float x) { return x > 0.0f && isfinite(x); }

/* A body with its centre at the origin and the tensor diag(xx, yy, zz). */
static imp_status diagonal_body(float mass, float xx, float yy, float zz,
                                imp_mass *dest) {
  if (!isfinite(xx) || !isfinite(yy) || !isfinite(zz)) return IMP_BAD_VALUE;
  dest->mass = mass;
  glm_vec3_zero(dest->centre);
  glm_mat3_zero(dest->inertia);
  dest->inertia[0][0] = xx;
  dest->inertia[1][1] = yy;
  dest->inertia[2][2] = zz;
  return IMP_OK;
}
#line 1003 "chapters/05-mass.nw"
imp_status imp_mass_box(float mass, vec3 half_extents, imp_mass *dest) {
  float a = half_extents[0], b = half_extents[1], c = half_extents[2];
  if (!positive_finite(mass) || !positive_finite(a) || !positive_finite(b) ||
      !positive_finite(c))
    return IMP_BAD_VALUE;
  float third = mass / 3.0f;
  return diagonal_body(mass, third * (b * b + c * c), third * (a * a + c * c),
                       third * (a * a + b * b), dest);
}

imp_status imp_mass_sphere(float mass, float radius, imp_mass *dest) {
  if (!positive_finite(mass) || !positive_finite(radius)) return IMP_BAD_VALUE;
  float moment = mass * (0.4f * (radius * radius));
  return diagonal_body(mass, moment, moment, moment, dest);
}

imp_status imp_mass_shell(float mass, float radius, imp_mass *dest) {
  if (!positive_finite(mass) || !positive_finite(radius)) return IMP_BAD_VALUE;
  float moment = mass * (2.0f / 3.0f * (radius * radius));
  return diagonal_body(mass, moment, moment, moment, dest);
}
#line 1029 "chapters/05-mass.nw"
imp_status imp_mass_cylinder(float mass, float radius, float height, imp_mass *dest) {
  if (!positive_finite(mass) || !positive_finite(radius) || !positive_finite(height))
    return IMP_BAD_VALUE;
  float r2 = radius * radius;
  float across = mass * (3.0f * r2 + height * height) / 12.0f;
  return diagonal_body(mass, across, 0.5f * mass * r2, across, dest);
}

imp_status imp_mass_capsule(float mass, float radius, float height, imp_mass *dest) {
  if (!positive_finite(mass) || !positive_finite(radius) || !(height >= 0.0f) ||
      !isfinite(height))
    return IMP_BAD_VALUE;
  float r2 = radius * radius, h = height;
  /* the cylinder's share of the volume, pi r^2 h / (pi r^2 h + 4/3 pi r^3),
   * divided through by pi r^2 so that nothing is cubed */
  float cylinder = mass * (h / (h + 4.0f / 3.0f * radius));
  float spheres = mass - cylinder;
  float axial = cylinder * (0.5f * r2) + spheres * (0.4f * r2);
  float across = cylinder * (3.0f * r2 + h * h) / 12.0f +
                 spheres * (0.4f * r2 + 0.25f * h * h + 0.375f * h * radius);
  return diagonal_body(mass, across, axial, across, dest);
}
#line 1260 "chapters/05-mass.nw"
static int all_finite(const float *x, int n) {
  for (int i = 0; i < n; i++)
    if (!isfinite(x[i])) return 0;
  return 1;
}
#line 1271 "chapters/05-mass.nw"
imp_status imp_mass_combine(const imp_mass *parts, size_t count, imp_mass *dest) {
  if (count == 0) return IMP_BAD_VALUE;
  imp_mass sum = {.mass = 0.0f};
  vec3 moment = {0.0f, 0.0f, 0.0f}; /* sum of m_k c_k */
  for (size_t k = 0; k < count; k++) {
    const imp_mass *p = &parts[k];
    if (!positive_finite(p->mass) || !all_finite(p->centre, 3) ||
        !all_finite(&p->inertia[0][0], 9))
      return IMP_BAD_VALUE;
    sum.mass += p->mass;
    for (int i = 0; i < 3; i++) moment[i] += p->mass * p->centre[i];
  }
  for (int i = 0; i < 3; i++) sum.centre[i] = moment[i] / sum.mass;
  for (size_t k = 0; k < count; k++) {
    vec3 offset; /* d_k, from the combined centre to the part's */
    mat3 own, moved;
    for (int i = 0; i < 3; i++) offset[i] = parts[k].centre[i] - sum.centre[i];
    memcpy(own, parts[k].inertia, sizeof own);
    imp_inertia_translate(own, parts[k].mass, offset, moved);
    for (int j = 0; j < 3; j++)
      for (int i = 0; i < 3; i++) sum.inertia[j][i] += moved[j][i];
  }
  if (!isfinite(sum.mass) || !all_finite(sum.centre, 3) ||
      !all_finite(&sum.inertia[0][0], 9))
    return IMP_BAD_VALUE;
  *dest = sum;
  return IMP_OK;
}
#line 1539 "chapters/05-mass.nw"
void imp_inertia_world(mat3 body_inertia, mat3 rotation, mat3 dest) {
  mat3 turned, world;
  glm_mat3_mul(rotation, body_inertia, turned); /* R I */
  for (int i = 0; i < 3; i++)
    for (int j = i; j < 3; j++) { /* (R I R^T)_ij = sum_k (R I)_ik R_jk */
      world[j][i] = turned[0][i] * rotation[0][j] + turned[1][i] * rotation[1][j] +
                    turned[2][i] * rotation[2][j];
      world[i][j] = world[j][i];
    }
  glm_mat3_copy(world, dest);
}
#line 1685 "chapters/05-mass.nw"
imp_status imp_inertia_inverse(mat3 inertia, mat3 dest) {
  if (!all_finite(&inertia[0][0], 9)) return IMP_BAD_VALUE;
  /* the upper triangle: inertia[j][i] is row i, column j */
  float a = inertia[0][0], b = inertia[1][1], c = inertia[2][2];
  float d = inertia[1][0], e = inertia[2][0], f = inertia[2][1];
  float c00 = b * c - f * f, c11 = a * c - e * e, c22 = a * b - d * d;
  float c01 = e * f - d * c, c02 = d * f - b * e, c12 = d * e - a * f;
  float det = a * c00 + d * c01 + e * c02;
  /* Sylvester: the leading minors a, ab - d^2 and det must be positive */
  if (!(a > 0.0f) || !(c22 > 0.0f) || !(det > 0.0f)) return IMP_BAD_VALUE;
  mat3 inverse = {{c00 / det, c01 / det, c02 / det},
                  {c01 / det, c11 / det, c12 / det},
                  {c02 / det, c12 / det, c22 / det}};
  if (!all_finite(&inverse[0][0], 9)) return IMP_BAD_VALUE;
  glm_mat3_copy(inverse, dest);
  return IMP_OK;
}
