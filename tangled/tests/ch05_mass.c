#line 273 "chapters/05-mass.nw"
/* Chapter 5's numerical checks: each follows its derivation in the text. */
#include "check.h"
#include "random.h"

#include <imp/mass.h>
#include <imp/rotation.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#line 296 "chapters/05-mass.nw"
enum { CLOUDS = 2000, MAX_POINTS = 40 };

static const double at_origin[3] = {0, 0, 0};

/* 10^x for x uniform in [lo, hi]: a size or mass spread over decades. */
static double log_uniform(imp_rng *r, double lo, double hi) {
  return pow(10.0, imp_rng_uniform(r, lo, hi));
}

typedef struct point_cloud {
  int count;
  double m[MAX_POINTS];    /* kg */
  double x[MAX_POINTS][3]; /* m */
} point_cloud;

/* 1 to MAX_POINTS particles of 0.1 to 10 kg, uniform in the cube of
 * half-size `scale` around `around`; `flat` puts them all in its z plane. */
static void random_cloud(imp_rng *r, double scale, const double around[3],
                         int flat, point_cloud *c) {
  c->count = 1 + (int)(imp_rng_next(r) % MAX_POINTS);
  for (int k = 0; k < c->count; k++) {
    c->m[k] = (float)imp_rng_uniform(r, 0.1, 10.0);
    for (int i = 0; i < 3; i++)
      c->x[k][i] = (float)(around[i] + imp_rng_uniform(r, -scale, scale));
    if (flat) c->x[k][2] = (float)around[2];
  }
}

static double cloud_mass(const point_cloud *c) {
  double m = 0;
  for (int k = 0; k < c->count; k++) m += c->m[k];
  return m;
}

static void cloud_centre(const point_cloud *c, double out[3]) {
  double m = cloud_mass(c);
  for (int i = 0; i < 3; i++) {
    out[i] = 0;
    for (int k = 0; k < c->count; k++) out[i] += c->m[k] * c->x[k][i];
    out[i] /= m;
  }
}

/* S = sum m |x - p|^2, the size every entry of the tensor about p is
 * measured against. */
static double cloud_spread(const point_cloud *c, const double p[3]) {
  double sum = 0;
  for (int k = 0; k < c->count; k++)
    for (int i = 0; i < 3; i++) sum += c->m[k] * (c->x[k][i] - p[i]) * (c->x[k][i] - p[i]);
  return sum;
}

/* The tensor about p by the component sums (source 1-34), in double. */
static void cloud_tensor(const point_cloud *c, const double p[3], double t[3][3]) {
  memset(t, 0, 9 * sizeof t[0][0]);
  for (int k = 0; k < c->count; k++) {
    double a = c->x[k][0] - p[0], b = c->x[k][1] - p[1], g = c->x[k][2] - p[2];
    double m = c->m[k];
    t[0][0] += m * (b * b + g * g);
    t[1][1] += m * (a * a + g * g);
    t[2][2] += m * (a * a + b * b);
    t[0][1] -= m * a * b;
    t[0][2] -= m * a * g;
    t[1][2] -= m * b * g;
  }
  t[1][0] = t[0][1];
  t[2][0] = t[0][2];
  t[2][1] = t[1][2];
}

/* The engine's tensor about p: each offset rounded to float, one
 * imp_inertia_point each, summed in float. */
static void engine_tensor(const point_cloud *c, const double p[3], mat3 dest) {
  glm_mat3_zero(dest);
  for (int k = 0; k < c->count; k++) {
    vec3 r = {(float)(c->x[k][0] - p[0]), (float)(c->x[k][1] - p[1]),
              (float)(c->x[k][2] - p[2])};
    mat3 one;
    imp_inertia_point((float)c->m[k], r, one);
    for (int j = 0; j < 3; j++)
      for (int i = 0; i < 3; i++) dest[j][i] += one[j][i];
  }
}

/* Largest |A_ij - B_ij|, A a float mat3 (column first), B a double t[i][j]. */
static double tensor_gap(mat3 a, double b[3][3]) {
  double worst = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) worst = fmax(worst, fabs(a[j][i] - b[i][j]));
  return worst;
}

static void to_double(mat3 a, double out[3][3]) {
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) out[i][j] = a[j][i];
}

static void to_float(double a[3][3], mat3 out) {
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) out[j][i] = (float)a[i][j];
}

static double length3(const double v[3]) {
  return sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
}

static int exactly_symmetric(mat3 a) {
  return a[0][1] == a[1][0] && a[0][2] == a[2][0] && a[1][2] == a[2][1];
}
#line 601 "chapters/05-mass.nw"
/* Eigenvalues of the symmetric a, ascending, and unit eigenvectors as the
 * columns of v (v[i][k] is component i of vector k): cyclic Jacobi. */
static void jacobi_eigen(double a_in[3][3], double lambda[3], double v[3][3]) {
  double a[3][3];
  memcpy(a, a_in, sizeof a);
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) v[i][j] = (i == j);
  for (int sweep = 0; sweep < 50; sweep++) {
    double off = a[0][1] * a[0][1] + a[0][2] * a[0][2] + a[1][2] * a[1][2];
    double diagonal = a[0][0] * a[0][0] + a[1][1] * a[1][1] + a[2][2] * a[2][2];
    if (off <= 1e-40 * diagonal) break;
    for (int p = 0; p < 2; p++)
      for (int q = p + 1; q < 3; q++) {
        if (a[p][q] == 0) continue;
        /* J = rotation by atan(t) in the (p, q) plane; J^T A J zeroes a[p][q] */
        double theta = (a[q][q] - a[p][p]) / (2 * a[p][q]);
        double t = (theta >= 0 ? 1 : -1) / (fabs(theta) + sqrt(theta * theta + 1));
        double cosine = 1 / sqrt(t * t + 1), sine = t * cosine;
        for (int k = 0; k < 3; k++) { /* columns p and q of A and V: A J, V J */
          double akp = a[k][p], akq = a[k][q], vkp = v[k][p], vkq = v[k][q];
          a[k][p] = cosine * akp - sine * akq;
          a[k][q] = sine * akp + cosine * akq;
          v[k][p] = cosine * vkp - sine * vkq;
          v[k][q] = sine * vkp + cosine * vkq;
        }
        for (int k = 0; k < 3; k++) { /* rows p and q: J^T (A J) */
          double apk = a[p][k], aqk = a[q][k];
          a[p][k] = cosine * apk - sine * aqk;
          a[q][k] = sine * apk + cosine * aqk;
        }
      }
  }
  for (int k = 0; k < 3; k++) lambda[k] = a[k][k];
  for (int k = 0; k < 2; k++) /* sort ascending, moving the vectors along */
    for (int l = k + 1; l < 3; l++)
      if (lambda[l] < lambda[k]) {
        double tmp = lambda[k];
        lambda[k] = lambda[l];
        lambda[l] = tmp;
        for (int i = 0; i < 3; i++) {
          tmp = v[i][k];
          v[i][k] = v[i][l];
          v[i][l] = tmp;
        }
      }
}

/* The eigenvalues of a float tensor, in double. */
static void principal_moments(mat3 a, double lambda[3]) {
  double d[3][3], v[3][3];
  to_double(a, d);
  jacobi_eigen(d, lambda, v);
}
#line 1072 "chapters/05-mass.nw"
/* A destination filled with a recognisable pattern, to see it untouched. */
static void fill_pattern(void *p, size_t size) { memset(p, 0x5a, size); }

static int still_pattern(const void *p, size_t size) {
  const unsigned char *bytes = p;
  for (size_t i = 0; i < size; i++)
    if (bytes[i] != 0x5a) return 0;
  return 1;
}
#line 1567 "chapters/05-mass.nw"
/* A random rotation in double, by Rodrigues' formula: rot[i][j] row i, column j. */
static void random_rotation_double(imp_rng *r, double rot[3][3]) {
  double d[3];
  imp_rng_direction(r, d);
  double angle = imp_rng_uniform(r, -GLM_PI, GLM_PI);
  double sine = sin(angle), versine = 1 - cos(angle);
  double k[3][3] = {{0, -d[2], d[1]}, {d[2], 0, -d[0]}, {-d[1], d[0], 0}};
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) /* K^2 = d d^T - E for a unit d */
      rot[i][j] = (i == j) + sine * k[i][j] + versine * (d[i] * d[j] - (i == j));
}
#line 408 "chapters/05-mass.nw"
static void check_inertia_definitions(imp_check_state *s) {
  imp_rng r = imp_rng_seed(501);
  for (int n = 0; n < CLOUDS; n++) {
    point_cloud c;
    random_cloud(&r, log_uniform(&r, -2, 2), at_origin, 0, &c);
    double components[3][3], projection[3][3] = {{0}}, skew[3][3] = {{0}};
    mat3 engine, via_cglm = GLM_MAT3_ZERO_INIT;
    cloud_tensor(&c, at_origin, components);               /* 1-34 */
    for (int k = 0; k < c.count; k++) {
      const double *x = c.x[k];
      double m = c.m[k], xx = x[0] * x[0] + x[1] * x[1] + x[2] * x[2];
      double sk[3][3] = {{0, -x[2], x[1]}, {x[2], 0, -x[0]}, {-x[1], x[0], 0}};
      for (int i = 0; i < 3; i++)
        for (int j = 0; j < 3; j++) {
          projection[i][j] += m * ((i == j) * xx - x[i] * x[j]);   /* 1-35 */
          for (int l = 0; l < 3; l++) skew[i][j] -= m * sk[i][l] * sk[l][j]; /* 1-36 */
        }
      mat3 k1, k2;
      imp_skew((vec3){(float)x[0], (float)x[1], (float)x[2]}, k1);
      glm_mat3_mul(k1, k1, k2);
      for (int j = 0; j < 3; j++)
        for (int i = 0; i < 3; i++) via_cglm[j][i] -= (float)m * k2[j][i];
    }
    engine_tensor(&c, at_origin, engine);
    
#line 253 "chapters/05-mass.nw"
double tol = (c.count + 4) * IMP_U * cloud_spread(&c, at_origin);
IMP_CHECK_LE(s, tensor_gap(engine, components), tol); /* 1-34 */
IMP_CHECK_LE(s, tensor_gap(engine, projection), tol); /* 1-35 */
IMP_CHECK_LE(s, tensor_gap(engine, skew), tol);       /* 1-36 */
IMP_CHECK_LE(s, tensor_gap(via_cglm, components), tol);
IMP_CHECK_TRUE(s, exactly_symmetric(engine));
#line 433 "chapters/05-mass.nw"
  }
  /* far out along x: y^2 + z^2 survives, |r|^2 - x^2 does not */
  vec3 far = {1.0f, 1e-3f, 1e-3f};
  mat3 point;
  imp_inertia_point(1.0f, far, point);
  double exact = (double)far[1] * far[1] + (double)far[2] * far[2];
  float naive = glm_vec3_dot(far, far) - far[0] * far[0];
  
#line 268 "chapters/05-mass.nw"
IMP_CHECK_NEAR(s, point[0][0], exact, 3 * IMP_U * exact);
IMP_CHECK_TRUE(s, fabs(naive - exact) > 1e-3 * exact);
#line 441 "chapters/05-mass.nw"
}
#line 486 "chapters/05-mass.nw"
static void check_momentum_energy(imp_check_state *s) {
  imp_rng r = imp_rng_seed(502);
  for (int n = 0; n < CLOUDS; n++) {
    point_cloud c;
    double around[3], centre[3], w[3], v[3];
    for (int i = 0; i < 3; i++) {
      around[i] = imp_rng_uniform(&r, -5, 5);
      w[i] = (float)imp_rng_uniform(&r, -10, 10);
      v[i] = (float)imp_rng_uniform(&r, -10, 10);
    }
    random_cloud(&r, imp_rng_uniform(&r, 0.1, 3), around, 0, &c);
    cloud_centre(&c, centre);
    double m = cloud_mass(&c), first[3] = {0}, p[3] = {0}, l[3] = {0}, energy = 0;
    double size = 0, speed2 = 0, w2 = 0;
    for (int k = 0; k < c.count; k++) {
      double ri[3], vi[3], mk = c.m[k];
      for (int i = 0; i < 3; i++) ri[i] = c.x[k][i] - centre[i];
      for (int i = 0; i < 3; i++) /* v_i = v + w x r_i (source 1-30) */
        vi[i] = v[i] + w[(i + 1) % 3] * ri[(i + 2) % 3] - w[(i + 2) % 3] * ri[(i + 1) % 3];
      for (int i = 0; i < 3; i++) {
        first[i] += mk * ri[i];
        p[i] += mk * vi[i];
        l[i] += mk * (ri[(i + 1) % 3] * vi[(i + 2) % 3] - ri[(i + 2) % 3] * vi[(i + 1) % 3]);
        energy += 0.5 * mk * vi[i] * vi[i];
        size += mk * fabs(c.x[k][i]);
      }
    }
    for (int i = 0; i < 3; i++) {
      speed2 += v[i] * v[i];
      w2 += w[i] * w[i];
    }
    
#line 472 "chapters/05-mass.nw"
double eps = 8 * c.count * 0x1p-52;
for (int i = 0; i < 3; i++) {
  IMP_CHECK_NEAR(s, first[i], 0.0, eps * size);
  IMP_CHECK_NEAR(s, p[i], m * v[i], eps * m * (sqrt(speed2) + sqrt(w2) * size / m));
}
#line 518 "chapters/05-mass.nw"
    /* the engine: I about the centre, L = I w, T = m v^2/2 + w.I w/2 */
    mat3 inertia;
    vec3 wf = {(float)w[0], (float)w[1], (float)w[2]}, lf;
    engine_tensor(&c, centre, inertia);
    glm_mat3_mulv(inertia, wf, lf);
    float tf = 0.5f * (float)m * (float)speed2 + 0.5f * glm_vec3_dot(wf, lf);
    double spread = cloud_spread(&c, centre);
    
#line 480 "chapters/05-mass.nw"
for (int i = 0; i < 3; i++)
  IMP_CHECK_NEAR(s, lf[i], l[i], 2 * (c.count + 4) * IMP_U * spread * sqrt(w2));
IMP_CHECK_NEAR(s, tf, energy, (c.count + 6) * IMP_U * (spread * w2 + m * speed2));
#line 526 "chapters/05-mass.nw"
  }
}
#line 708 "chapters/05-mass.nw"
static void check_inertia_principal(imp_check_state *s) {
  imp_rng r = imp_rng_seed(503);
  for (int n = 0; n < CLOUDS; n++) {
    point_cloud c;
    double around[3] = {imp_rng_uniform(&r, -3, 3), imp_rng_uniform(&r, -3, 3),
                        imp_rng_uniform(&r, -3, 3)};
    int flat = n % 4 == 0;
    random_cloud(&r, log_uniform(&r, -1, 1), around, flat, &c);
    double centre[3], exact[3][3], lambda[3], e[3][3];
    cloud_centre(&c, centre);
    cloud_tensor(&c, centre, exact);
    jacobi_eigen(exact, lambda, e);
    double spread = cloud_spread(&c, centre), tiny = 1e-12 * spread;
    
#line 672 "chapters/05-mass.nw"
for (int k = 0; k < 3; k++) /* the test's own tool: I e = lambda e */
  for (int i = 0; i < 3; i++)
    IMP_CHECK_NEAR(s, exact[i][0] * e[0][k] + exact[i][1] * e[1][k] +
                          exact[i][2] * e[2][k], lambda[k] * e[i][k], tiny);
#line 722 "chapters/05-mass.nw"
    
#line 683 "chapters/05-mass.nw"
IMP_CHECK_NEAR(s, lambda[0] + lambda[1] + lambda[2], 2 * spread, tiny);
for (int k = 0; k < 3; k++) { /* I_a + I_b - I_k = 2 sum m (e_k . r)^2 */
  double along = 0;
  for (int p = 0; p < c.count; p++) {
    double d = 0;
    for (int i = 0; i < 3; i++) d += e[i][k] * (c.x[p][i] - centre[i]);
    along += c.m[p] * d * d;
  }
  IMP_CHECK_NEAR(s, lambda[0] + lambda[1] + lambda[2] - 2 * lambda[k], 2 * along, tiny);
}
#line 723 "chapters/05-mass.nw"
    mat3 engine;
    double moments[3];
    engine_tensor(&c, centre, engine);
    principal_moments(engine, moments);
    
#line 699 "chapters/05-mass.nw"
double tol = 3 * (c.count + 4) * IMP_U * spread;
IMP_CHECK_TRUE(s, exactly_symmetric(engine));
/* one-sided: only a shortfall below zero counts */
IMP_CHECK_LE(s, fmax(-moments[0], 0.0), tol);
IMP_CHECK_LE(s, fmax(moments[2] - moments[0] - moments[1], 0.0), 3 * tol);
if (flat) IMP_CHECK_NEAR(s, moments[0] + moments[1], moments[2], 3 * tol);
#line 728 "chapters/05-mass.nw"
  }
}
#line 815 "chapters/05-mass.nw"
static void check_parallel_axis(imp_check_state *s) {
  imp_rng r = imp_rng_seed(504);
  for (int n = 0; n < CLOUDS; n++) {
    point_cloud c;
    double scale = log_uniform(&r, -1, 1);
    random_cloud(&r, scale, at_origin, 0, &c);
    double centre[3], moved_to[3], want[3][3];
    vec3 d;
    cloud_centre(&c, centre);
    for (int i = 0; i < 3; i++) {
      d[i] = (float)imp_rng_uniform(&r, -2 * scale, 2 * scale);
      moved_to[i] = centre[i] + d[i];
    }
    mat3 about_centre, moved;
    float m = (float)cloud_mass(&c);
    engine_tensor(&c, centre, about_centre);
    imp_inertia_translate(about_centre, m, d, moved);
    cloud_tensor(&c, moved_to, want);
    double d2 = (double)d[0] * d[0] + (double)d[1] * d[1] + (double)d[2] * d[2];
    
#line 807 "chapters/05-mass.nw"
double tol = (c.count + 6) * IMP_U * (cloud_spread(&c, centre) + m * d2);
IMP_CHECK_LE(s, tensor_gap(moved, want), tol);
/* in place, too */
imp_inertia_translate(about_centre, m, d, about_centre);
IMP_CHECK_LE(s, tensor_gap(about_centre, want), tol);
#line 835 "chapters/05-mass.nw"
  }
}
#line 1131 "chapters/05-mass.nw"
/* One closed form, called with its arguments in an array (box: a b c). */
typedef imp_status shape_function(float mass, const float size[3], imp_mass *dest);

static imp_status call_box(float mass, const float size[3], imp_mass *dest) {
  return imp_mass_box(mass, (vec3){size[0], size[1], size[2]}, dest);
}
static imp_status call_sphere(float mass, const float size[3], imp_mass *dest) {
  return imp_mass_sphere(mass, size[0], dest);
}
static imp_status call_shell(float mass, const float size[3], imp_mass *dest) {
  return imp_mass_shell(mass, size[0], dest);
}
static imp_status call_cylinder(float mass, const float size[3], imp_mass *dest) {
  return imp_mass_cylinder(mass, size[0], size[1], dest);
}
static imp_status call_capsule(float mass, const float size[3], imp_mass *dest) {
  return imp_mass_capsule(mass, size[0], size[1], dest);
}

static const struct {
  shape_function *call;
  int sizes;                /* how many of size[] it reads */
  float mass, size[3];      /* simple arguments */
  double moment[3];         /* and the moments they give */
} shape_table[] = {
    {call_box, 3, 3.0f, {1, 1, 1}, {2, 2, 2}},
    {call_sphere, 1, 5.0f, {1, 0, 0}, {2, 2, 2}},
    {call_shell, 1, 3.0f, {1, 0, 0}, {2, 2, 2}},
    {call_cylinder, 2, 4.0f, {1, 3, 0}, {4, 2, 4}}, /* m(3r^2 + h^2)/12, m r^2/2 */
    {call_capsule, 2, 5.0f, {1, 0, 0}, {2, 2, 2}},
};
enum { SHAPE_COUNT = sizeof shape_table / sizeof *shape_table };

/* One of the five solids, with random sizes (aspect up to 100) and mass. */
static void random_solid(imp_rng *r, imp_mass *body) {
  int k = (int)(imp_rng_next(r) % SHAPE_COUNT);
  float base = (float)log_uniform(r, -1, 0), size[3];
  for (int i = 0; i < 3; i++) size[i] = (float)(base * log_uniform(r, 0, 2));
  float mass = (float)log_uniform(r, -2, 2);
  shape_table[k].call(mass, size, body);
}

static void check_closed_form_contract(imp_check_state *s) {
  /* the plank of the introduction */
  imp_mass plank;
  IMP_CHECK_TRUE(s, imp_mass_box(1.0f, (vec3){0.5f, 0.05f, 0.05f}, &plank) == IMP_OK);
  
#line 1086 "chapters/05-mass.nw"
double ratio = (double)plank.inertia[1][1] / plank.inertia[0][0];
IMP_CHECK_NEAR(s, ratio, 50.5, 8 * IMP_U * 50.5);
/* the angle moves by (ratio error) / (1 + ratio^2) radians */
IMP_CHECK_NEAR(s, atan(ratio) * 180 / GLM_PI - 45, 43.865578369,
               8 * IMP_U * 50.5 / (1 + 50.5 * 50.5) * 180 / GLM_PI + 1e-9);
#line 1178 "chapters/05-mass.nw"
  for (int k = 0; k < SHAPE_COUNT; k++) {
    imp_mass body;
    imp_status status = shape_table[k].call(shape_table[k].mass, shape_table[k].size, &body);
    
#line 1098 "chapters/05-mass.nw"
IMP_CHECK_TRUE(s, status == IMP_OK);
IMP_CHECK_TRUE(s, body.mass == shape_table[k].mass);
for (int j = 0; j < 3; j++) {
  IMP_CHECK_TRUE(s, body.centre[j] == 0.0f);
  for (int i = 0; i < 3; i++) {
    double want = i == j ? shape_table[k].moment[i] : 0.0;
    IMP_CHECK_NEAR(s, body.inertia[j][i], want, 4 * IMP_U * want);
  }
}
#line 1182 "chapters/05-mass.nw"
  }
  /* every bad value of every argument, and an overflow */
  const float bad[] = {0.0f, -0.0f, -1.0f, INFINITY, -INFINITY, NAN};
  for (int k = 0; k < SHAPE_COUNT; k++)
    for (int arg = 0; arg <= shape_table[k].sizes; arg++) /* 0 is the mass */
      for (size_t b = 0; b < sizeof bad / sizeof *bad; b++) {
        int capsule_height = shape_table[k].call == call_capsule && arg == 2;
        if (capsule_height && bad[b] == 0.0f) continue; /* allowed */
        float mass = arg == 0 ? bad[b] : 1.0f, size[3] = {1.0f, 1.0f, 1.0f};
        if (arg > 0) size[arg - 1] = bad[b];
        imp_mass body;
        fill_pattern(&body, sizeof body);
        
#line 1113 "chapters/05-mass.nw"
IMP_CHECK_TRUE(s, shape_table[k].call(mass, size, &body) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, still_pattern(&body, sizeof body));
#line 1195 "chapters/05-mass.nw"
      }
  for (int k = 0; k < SHAPE_COUNT; k++) {
    imp_mass body;
    fill_pattern(&body, sizeof body);
    float mass = 1e30f, size[3] = {1e10f, 1e10f, 1e10f};
    
#line 1113 "chapters/05-mass.nw"
IMP_CHECK_TRUE(s, shape_table[k].call(mass, size, &body) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, still_pattern(&body, sizeof body));
#line 1201 "chapters/05-mass.nw"
  }
  /* random solids: diagonal, positive, and the triangle inequalities */
  imp_rng r = imp_rng_seed(510);
  for (int n = 0; n < CLOUDS; n++) {
    imp_mass body;
    random_solid(&r, &body);
    double i1 = body.inertia[0][0], i2 = body.inertia[1][1], i3 = body.inertia[2][2];
    
#line 1120 "chapters/05-mass.nw"
double tol = 4 * IMP_U * (i1 + i2 + i3);
IMP_CHECK_TRUE(s, i1 > 0 && i2 > 0 && i3 > 0);
IMP_CHECK_LE(s, fmax(i3 - i1 - i2, 0.0), tol);
IMP_CHECK_LE(s, fmax(i2 - i1 - i3, 0.0), tol);
IMP_CHECK_LE(s, fmax(i1 - i2 - i3, 0.0), tol);
for (int j = 0; j < 3; j++)
  for (int i = 0; i < 3; i++)
    if (i != j) IMP_CHECK_TRUE(s, body.inertia[j][i] == 0.0f);
#line 1209 "chapters/05-mass.nw"
  }
}
#line 1364 "chapters/05-mass.nw"
static void check_mass_combine(imp_check_state *s) {
  imp_rng r = imp_rng_seed(505);
  enum { MOST_PARTS = 6 };
  for (int n = 0; n < CLOUDS / 4; n++) {
    int count = 1 + (int)(imp_rng_next(&r) % MOST_PARTS);
    imp_mass parts[MOST_PARTS];
    point_cloud all = {0};
    double part_centres[MOST_PARTS][3], spreads = 0;
    for (int k = 0; k < count; k++) {
      point_cloud c;
      double around[3], tensor[3][3];
      for (int i = 0; i < 3; i++) around[i] = imp_rng_uniform(&r, -3, 3);
      random_cloud(&r, log_uniform(&r, -1.3, 0), around, 0, &c);
      c.count = c.count < MAX_POINTS / MOST_PARTS ? c.count : MAX_POINTS / MOST_PARTS;
      cloud_centre(&c, part_centres[k]);
      cloud_tensor(&c, part_centres[k], tensor);
      spreads += cloud_spread(&c, part_centres[k]);
      parts[k].mass = (float)cloud_mass(&c);
      for (int i = 0; i < 3; i++) parts[k].centre[i] = (float)part_centres[k][i];
      to_float(tensor, parts[k].inertia);
      for (int p = 0; p < c.count; p++, all.count++) { /* the union */
        all.m[all.count] = c.m[p];
        memcpy(all.x[all.count], c.x[p], sizeof all.x[0]);
      }
    }
    double mass = cloud_mass(&all), centre[3], tensor[3][3];
    cloud_centre(&all, centre);
    cloud_tensor(&all, centre, tensor);
    double reach = 0, size = spreads, c_norm = length3(centre);
    for (int k = 0; k < count; k++) {
      double ck = length3(part_centres[k]);
      reach += parts[k].mass * ck;
      size += parts[k].mass * (ck + c_norm) * (ck + c_norm);
    }
    imp_mass body;
    
#line 1325 "chapters/05-mass.nw"
IMP_CHECK_TRUE(s, imp_mass_combine(parts, (size_t)count, &body) == IMP_OK);
IMP_CHECK_NEAR(s, body.mass, mass, (count + 1) * IMP_U * mass);
for (int i = 0; i < 3; i++)
  IMP_CHECK_NEAR(s, body.centre[i], centre[i], (count + 3) * IMP_U * reach / mass);
IMP_CHECK_LE(s, tensor_gap(body.inertia, tensor), (count + 9) * IMP_U * size);
IMP_CHECK_TRUE(s, exactly_symmetric(body.inertia));
#line 1400 "chapters/05-mass.nw"
    imp_mass first = parts[0]; /* dest may be one of the parts */
    
#line 1337 "chapters/05-mass.nw"
IMP_CHECK_TRUE(s, imp_mass_combine(parts, (size_t)count, &parts[0]) == IMP_OK);
IMP_CHECK_TRUE(s, memcmp(&parts[0], &body, sizeof body) == 0);
#line 1402 "chapters/05-mass.nw"
    parts[0] = first;
  }
  /* refusals: no parts, and one bad part among good ones */
  imp_mass parts[3], body;
  for (int k = 0; k < 3; k++)
    imp_mass_sphere(1.0f, 1.0f, &parts[k]);
  
#line 1345 "chapters/05-mass.nw"
fill_pattern(&body, sizeof body);
IMP_CHECK_TRUE(s, imp_mass_combine(parts, 0, &body) == IMP_BAD_VALUE);
#line 1409 "chapters/05-mass.nw"
  const float bad[] = {0.0f, -1.0f, INFINITY, NAN};
  for (size_t b = 0; b < sizeof bad / sizeof *bad; b++)
    for (int field = 0; field < 3; field++) { /* mass, centre, tensor */
      imp_mass saved = parts[1];
      if (field == 0) parts[1].mass = bad[b];
      if (field == 1) parts[1].centre[2] = bad[b];
      if (field == 2) parts[1].inertia[1][2] = bad[b];
      
#line 1353 "chapters/05-mass.nw"
int refusable = field == 0 || !isfinite(bad[b]);
if (refusable) IMP_CHECK_TRUE(s, imp_mass_combine(parts, 3, &body) == IMP_BAD_VALUE);
#line 1417 "chapters/05-mass.nw"
      parts[1] = saved;
    }
  
#line 1360 "chapters/05-mass.nw"
IMP_CHECK_TRUE(s, still_pattern(&body, sizeof body));
#line 1420 "chapters/05-mass.nw"
}
#line 1461 "chapters/05-mass.nw"
static void check_capsule_parts(imp_check_state *s) {
  imp_rng r = imp_rng_seed(506);
  for (int n = 0; n < CLOUDS; n++) {
    float m = (float)log_uniform(&r, -2, 2);
    float radius = (float)log_uniform(&r, -2, 1);
    float h = (float)(radius * log_uniform(&r, -2, 2));
    float cylinder = m * (h / (h + 4.0f / 3.0f * radius)), half = 0.5f * (m - cylinder);
    float lift = 0.5f * h + 0.375f * radius, r2 = radius * radius;
    imp_mass parts[3], capsule, built;
    IMP_CHECK_TRUE(s, imp_mass_cylinder(cylinder, radius, h, &parts[0]) == IMP_OK);
    for (int k = 1; k < 3; k++) { /* the two hemispheres */
      parts[k].mass = half;
      glm_vec3_copy((vec3){0.0f, k == 1 ? lift : -lift, 0.0f}, parts[k].centre);
      glm_mat3_zero(parts[k].inertia);
      parts[k].inertia[0][0] = parts[k].inertia[2][2] = half * ((0.4f - 9.0f / 64.0f) * r2);
      parts[k].inertia[1][1] = half * (0.4f * r2);
    }
    
#line 1443 "chapters/05-mass.nw"
IMP_CHECK_TRUE(s, imp_mass_combine(parts, 3, &built) == IMP_OK);
IMP_CHECK_TRUE(s, imp_mass_capsule(m, radius, h, &capsule) == IMP_OK);
IMP_CHECK_NEAR(s, built.mass, m, 4 * IMP_U * m);
for (int j = 0; j < 3; j++) {
  IMP_CHECK_NEAR(s, built.centre[j], 0.0, 4 * IMP_U * lift);
  for (int i = 0; i < 3; i++)
    IMP_CHECK_NEAR(s, built.inertia[j][i], capsule.inertia[j][i],
                   16 * IMP_U * capsule.inertia[j][j]);
}
#line 1479 "chapters/05-mass.nw"
    imp_mass flat, sphere;
    imp_mass_capsule(m, radius, 0.0f, &flat);
    imp_mass_sphere(m, radius, &sphere);
    
#line 1455 "chapters/05-mass.nw"
for (int j = 0; j < 3; j++)
  IMP_CHECK_NEAR(s, flat.inertia[j][j], sphere.inertia[j][j],
                 2 * IMP_U * sphere.inertia[j][j]);
#line 1483 "chapters/05-mass.nw"
  }
}
#line 1591 "chapters/05-mass.nw"
static void check_world_tensor(imp_check_state *s) {
  imp_rng r = imp_rng_seed(507);
  for (int n = 0; n < CLOUDS; n++) {
    point_cloud c, turned;
    double centre[3], rot[3][3], body[3][3], want[3][3];
    random_cloud(&r, log_uniform(&r, -1, 1), at_origin, 0, &c);
    random_rotation_double(&r, rot);
    cloud_centre(&c, centre);
    cloud_tensor(&c, centre, body);
    turned = c;
    for (int k = 0; k < c.count; k++) /* the particles, turned about the centre */
      for (int i = 0; i < 3; i++) {
        turned.x[k][i] = 0;
        for (int j = 0; j < 3; j++) turned.x[k][i] += rot[i][j] * (c.x[k][j] - centre[j]);
      }
    cloud_tensor(&turned, at_origin, want);
    mat3 body_f, rot_f, world, same;
    to_float(body, body_f);
    to_float(rot, rot_f);
    imp_inertia_world(body_f, rot_f, world);
    
#line 1584 "chapters/05-mass.nw"
IMP_CHECK_LE(s, tensor_gap(world, want), 20 * IMP_U * cloud_spread(&c, centre));
IMP_CHECK_TRUE(s, exactly_symmetric(world));
imp_inertia_world(body_f, GLM_MAT3_IDENTITY, same);
IMP_CHECK_TRUE(s, memcmp(same, body_f, sizeof same) == 0);
#line 1612 "chapters/05-mass.nw"
  }
}
#line 1751 "chapters/05-mass.nw"
/* Largest |(X A - E)_ij|, the product in double. */
static double inverse_residual(mat3 x, mat3 a) {
  double worst = 0;
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) {
      double sum = 0;
      for (int k = 0; k < 3; k++) sum += (double)x[k][i] * a[j][k];
      worst = fmax(worst, fabs(sum - (i == j)));
    }
  return worst;
}

static void check_inertia_inverse(imp_check_state *s) {
  imp_rng r = imp_rng_seed(508);
  for (int n = 0; n < CLOUDS; n++) {
    mat3 tensor, rot_f;
    double rot[3][3], moments[3];
    if (n % 2) { /* a cloud about its centre */
      point_cloud c;
      double centre[3];
      random_cloud(&r, 1.0, at_origin, 0, &c);
      cloud_centre(&c, centre);
      engine_tensor(&c, centre, tensor);
    } else { /* a solid, turned */
      imp_mass body;
      random_solid(&r, &body);
      random_rotation_double(&r, rot);
      to_float(rot, rot_f);
      imp_inertia_world(body.inertia, rot_f, tensor);
    }
    principal_moments(tensor, moments);
    double kappa = moments[2] / moments[0];
    if (!(moments[0] > 0) || 96 * IMP_U * kappa > 0.1) continue;
    mat3 inverse, world, world_inverse;
    
#line 1731 "chapters/05-mass.nw"
IMP_CHECK_TRUE(s, imp_inertia_inverse(tensor, inverse) == IMP_OK);
IMP_CHECK_LE(s, inverse_residual(inverse, tensor), 96 * IMP_U * kappa);
IMP_CHECK_TRUE(s, exactly_symmetric(inverse));
#line 1786 "chapters/05-mass.nw"
    random_rotation_double(&r, rot);
    to_float(rot, rot_f);
    imp_inertia_world(tensor, rot_f, world);
    imp_inertia_world(inverse, rot_f, world_inverse);
    
#line 1740 "chapters/05-mass.nw"
IMP_CHECK_LE(s, inverse_residual(world_inverse, world), 400 * IMP_U * kappa);
#line 1791 "chapters/05-mass.nw"
  }
  /* refusals */
  mat3 rod, refused[9];
  imp_inertia_point(1.0f, (vec3){1.0f, 0.0f, 0.0f}, rod);
  glm_mat3_zero(refused[0]);
  glm_mat3_copy(rod, refused[1]);
  glm_mat3_identity(refused[2]);
  refused[2][1][1] = -1.0f;                     /* a negative moment */
  glm_mat3_identity(refused[3]);
  refused[3][2][2] = -1.0f;                     /* minors 1, 1, -1 */
  glm_mat3_identity(refused[4]);
  glm_mat3_scale(refused[4], -1.0f);            /* -E */
  for (int k = 5; k < 9; k++) glm_mat3_identity(refused[k]);
  refused[5][0][0] = INFINITY;
  refused[6][1][1] = NAN;
  refused[7][2][0] = NAN;                       /* off the diagonal */
  refused[8][0][2] = INFINITY;                  /* in the lower triangle */
  for (int k = 0; k < 9; k++) {
    mat3 dest;
    fill_pattern(dest, sizeof dest);
    
#line 1746 "chapters/05-mass.nw"
IMP_CHECK_TRUE(s, imp_inertia_inverse(refused[k], dest) == IMP_BAD_VALUE);
IMP_CHECK_TRUE(s, still_pattern(dest, sizeof dest));
#line 1812 "chapters/05-mass.nw"
  }
}
#line 2123 "chapters/05-mass.nw"
static void check_closed_forms_monte_carlo(imp_check_state *s) {
  imp_rng r = imp_rng_seed(509);
  const char *names[] = {"box", "sphere", "shell", "cylinder", "capsule"};
  const char *moments[] = {"xx", "yy", "zz"};
  for (int shape = 0; shape < 5; shape++)
    for (int c = 0; c < 6; c++) {
      double size[5], mass = c ? log_uniform(&r, -2, 2) : 1.0;
      const double defaults[5] = {0.5, 0.3, 0.1, 0.5, 1.0};
      for (int i = 0; i < 5; i++)
        size[i] = c ? log_uniform(&r, -2, 1) : defaults[i];
      imp_table t;
      imp_table_runf(&t, "inertia", "shape=%s a=%.9g b=%.9g c=%.9g radius=%.9g "
                     "height=%.9g mass=%.9g samples=262144 seed=%d", names[shape],
                     size[0], size[1], size[2], size[3], size[4], mass, 10 * shape + c);
      IMP_CHECK_TRUE(s, t.rows == 15); /* n = 16, 32, ..., 2^18 */
      for (size_t n = 6; n < t.rows; n++) { /* from n = 1024 */
        
#line 2112 "chapters/05-mass.nw"
IMP_CHECK_TRUE(s, imp_table_at(&t, n, "n") == ldexp(16.0, (int)n));
for (int k = 0; k < 3; k++) {
  char err[16], se[16];
  snprintf(err, sizeof err, "err_%s", moments[k]);
  snprintf(se, sizeof se, "se_%s", moments[k]);
  IMP_CHECK_LE(s, fabs(imp_table_at(&t, n, err)), 5 * imp_table_at(&t, n, se) + 8 * IMP_U);
}
IMP_CHECK_LE(s, imp_table_at(&t, n, "off_z"), 5.0);
#line 2140 "chapters/05-mass.nw"
      }
      imp_table_free(&t);
    }
}

#line 286 "chapters/05-mass.nw"
static const imp_check checks[] = {
#line 445 "chapters/05-mass.nw"
{"inertia-definitions", "-sum m Skew(r)^2 = sum m (r.r E - r r^T) = the component "
 "sums (source eqs. 1-34 to 1-36)", check_inertia_definitions},
#line 531 "chapters/05-mass.nw"
{"momentum-energy", "sum m r = 0, P = m v, L = sum r x m v = I w and "
 "sum m v^2/2 = m v^2/2 + w.I w/2 (source eqs. 1-38, 1-41, 1-47)",
 check_momentum_energy},
#line 733 "chapters/05-mass.nw"
{"inertia-principal", "the tensor is symmetric and positive semi-definite; "
 "I1 + I2 - I3 = 2 sum m z^2 >= 0, = 0 for flat bodies; trace = 2 sum m r^2",
 check_inertia_principal},
#line 840 "chapters/05-mass.nw"
{"parallel-axis", "the tensor about x + d is I + m(|d|^2 E - d d^T)",
 check_parallel_axis},
#line 1214 "chapters/05-mass.nw"
{"closed-form-contract", "the plank's 50.5 and 43.9 degrees; simple values; random "
 "solids diagonal, positive, triangle inequalities; every zero, negative, "
 "infinite or NaN argument, and an overflow, refused with dest untouched",
 check_closed_form_contract},
#line 1424 "chapters/05-mass.nw"
{"mass-combine", "combining parts gives the union cloud's mass, centre and "
 "tensor (parallel-axis theorem); bad parts refused, dest untouched",
 check_mass_combine},
#line 1488 "chapters/05-mass.nw"
{"capsule-parts", "the capsule's closed form is a cylinder and two hemispheres "
 "(centre 3r/8) combined; at height 0 it is the sphere", check_capsule_parts},
#line 1617 "chapters/05-mass.nw"
{"world-tensor", "R I R^T is the tensor of the turned particles (source eq. "
 "1-37), exactly symmetric; R = E changes nothing", check_world_tensor},
#line 1817 "chapters/05-mass.nw"
{"inertia-inverse", "X I = E within 87 u kappa, also in the world frame; "
 "singular, indefinite and non-finite tensors refused, dest untouched",
 check_inertia_inverse},
#line 2147 "chapters/05-mass.nw"
{"closed-forms-monte-carlo", "each closed form is within 5 estimated standard "
 "errors of a Monte Carlo integration of its solid, products of inertia 0",
 check_closed_forms_monte_carlo},
#line 288 "chapters/05-mass.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
