#line 1873 "chapters/05-mass.nw"
/* inertia: the tensor of a solid estimated by Monte Carlo and compared with
 * its closed form (chapter 5). */
#line 1894 "chapters/05-mass.nw"
#include "harness.h"
#include "random.h"

#include <imp/mass.h>
#include <math.h>
#line 1915 "chapters/05-mass.nw"
static const char *const solid_names[] = {"box", "sphere", "shell", "cylinder",
                                          "capsule", NULL};
enum { SOLID_BOX, SOLID_SPHERE, SOLID_SHELL, SOLID_CYLINDER, SOLID_CAPSULE };

static const imp_param inertia_params[] = {
    {"shape", IMP_CHOICE, "", 0, 0, 0, solid_names,
     "the solid: box, sphere, shell, cylinder or capsule"},
    {"a", IMP_REAL, "m", 0.5, 1e-3, 1e3, NULL, "box: half extent along x"},
    {"b", IMP_REAL, "m", 0.3, 1e-3, 1e3, NULL, "box: half extent along y"},
    {"c", IMP_REAL, "m", 0.1, 1e-3, 1e3, NULL, "box: half extent along z"},
    {"radius", IMP_REAL, "m", 0.5, 1e-3, 1e3, NULL,
     "radius of the sphere, shell, cylinder or capsule"},
    {"height", IMP_REAL, "m", 1.0, 1e-3, 1e3, NULL,
     "cylinder: its height; capsule: its cylindrical part (axis y)"},
    {"mass", IMP_REAL, "kg", 1.0, 1e-3, 1e3, NULL, "mass"},
    {"samples", IMP_INTEGER, "", 1048576, 16, 1e8, NULL,
     "random points in all; a row at 16, 32, 64, ... and at the last"},
    {"seed", IMP_INTEGER, "", 1, 0, 1e9, NULL, "seed of the random points"},
};

enum {
  IN_N, IN_XX, IN_YY, IN_ZZ, IN_XX_EXACT, IN_YY_EXACT, IN_ZZ_EXACT,
  IN_ERR_XX, IN_ERR_YY, IN_ERR_ZZ, IN_SE_XX, IN_SE_YY, IN_SE_ZZ, IN_OFF,
  INERTIA_COLUMNS
};

static const imp_column inertia_columns[INERTIA_COLUMNS] = {
    {"n", "", "random points so far"},
    {"ixx", "kg m^2", "Monte Carlo estimate of the moment about x"},
    {"iyy", "kg m^2", "Monte Carlo estimate of the moment about y"},
    {"izz", "kg m^2", "Monte Carlo estimate of the moment about z"},
    {"ixx_exact", "kg m^2", "the closed form's moment about x"},
    {"iyy_exact", "kg m^2", "the closed form's moment about y"},
    {"izz_exact", "kg m^2", "the closed form's moment about z"},
    {"err_xx", "", "relative error (ixx - ixx_exact) / ixx_exact"},
    {"err_yy", "", "relative error of iyy"},
    {"err_zz", "", "relative error of izz"},
    {"se_xx", "", "estimated standard error of ixx, over ixx_exact"},
    {"se_yy", "", "estimated standard error of iyy, over iyy_exact"},
    {"se_zz", "", "estimated standard error of izz, over izz_exact"},
    {"off_z", "", "largest product of inertia of the estimate, in its "
                  "standard errors (exactly 0 for the solid)"},
};
#line 1965 "chapters/05-mass.nw"
typedef struct inertia_solid {
  int shape;
  float a, b, c, radius, height; /* m, as the engine gets them */
  double half[3];                /* the bounding box's half extents, m */
} inertia_solid;

static int solid_contains(const inertia_solid *s, const double p[3]) {
  double r2 = (double)s->radius * s->radius;
  switch (s->shape) {
  case SOLID_SPHERE: return p[0] * p[0] + p[1] * p[1] + p[2] * p[2] <= r2;
  case SOLID_CYLINDER: return p[0] * p[0] + p[2] * p[2] <= r2;
  case SOLID_CAPSULE: {
    double beyond = fmax(fabs(p[1]) - 0.5 * s->height, 0.0); /* past an end */
    return p[0] * p[0] + beyond * beyond + p[2] * p[2] <= r2;
  }
  default: return 1; /* the box is its own bounding box */
  }
}

/* One point uniformly distributed in the solid, about its centre. */
static void solid_point(const inertia_solid *s, imp_rng *r, double p[3]) {
  if (s->shape == SOLID_SHELL) {
    imp_rng_direction(r, p);
    for (int i = 0; i < 3; i++) p[i] *= s->radius;
    return;
  }
  do {
    for (int i = 0; i < 3; i++) p[i] = imp_rng_uniform(r, -s->half[i], s->half[i]);
  } while (!solid_contains(s, p));
}
#line 2003 "chapters/05-mass.nw"
typedef struct welford_sum {
  double mean, squares; /* mean, and sum of squared deviations from it */
} welford_sum;

static void welford_add(welford_sum *w, double x, long n) { /* x is the n-th */
  double before = x - w->mean;
  w->mean += before / (double)n;
  w->squares += before * (x - w->mean);
}

static double welford_error(const welford_sum *w, long n) {
  return sqrt(w->squares / (double)(n - 1) / (double)n);
}
#line 2067 "chapters/05-mass.nw"
static void inertia_closed_form(const inertia_solid *s, float mass, imp_mass *dest) {
  switch (s->shape) { /* the parameters' ranges make every call succeed */
  case SOLID_BOX: imp_mass_box(mass, (vec3){s->a, s->b, s->c}, dest); break;
  case SOLID_SPHERE: imp_mass_sphere(mass, s->radius, dest); break;
  case SOLID_SHELL: imp_mass_shell(mass, s->radius, dest); break;
  case SOLID_CYLINDER: imp_mass_cylinder(mass, s->radius, s->height, dest); break;
  default: imp_mass_capsule(mass, s->radius, s->height, dest); break;
  }
}
#line 2024 "chapters/05-mass.nw"
static void inertia_run(const imp_args *args, const imp_sink *sink) {
  inertia_solid s = {
      .shape = imp_arg_choice(args, "shape"), .a = (float)imp_arg(args, "a"),
      .b = (float)imp_arg(args, "b"), .c = (float)imp_arg(args, "c"),
      .radius = (float)imp_arg(args, "radius"), .height = (float)imp_arg(args, "height")};
  double r = s.radius, half_height = 0.5 * s.height;
  double bounds[5][3] = {{s.a, s.b, s.c}, {r, r, r}, {r, r, r},
                         {r, half_height, r}, {r, half_height + r, r}};
  for (int i = 0; i < 3; i++) s.half[i] = bounds[s.shape][i];
  float mass = (float)imp_arg(args, "mass");
  imp_mass exact;
  inertia_closed_form(&s, mass, &exact);

  long samples = imp_arg_long(args, "samples"), next_row = 16;
  imp_rng rng = imp_rng_seed((uint64_t)imp_arg_long(args, "seed"));
  welford_sum sums[6] = {{0, 0}}; /* xx, yy, zz, then the products xy, xz, yz */
  for (long n = 1; n <= samples; n++) {
    double p[3];
    solid_point(&s, &rng, p);
    double x2 = p[0] * p[0], y2 = p[1] * p[1], z2 = p[2] * p[2];
    double entry[6] = {y2 + z2, x2 + z2, x2 + y2, -p[0] * p[1], -p[0] * p[2], -p[1] * p[2]};
    for (int k = 0; k < 6; k++) welford_add(&sums[k], entry[k], n);
    int row_due = n == next_row || n == samples;
    if (n == next_row) next_row *= 2;
    if (!row_due) continue;
    double row[INERTIA_COLUMNS] = {[IN_N] = (double)n};
    for (int k = 0; k < 3; k++) {
      double want = exact.inertia[k][k], estimate = mass * sums[k].mean;
      row[IN_XX + k] = estimate;
      row[IN_XX_EXACT + k] = want;
      row[IN_ERR_XX + k] = (estimate - want) / want;
      row[IN_SE_XX + k] = mass * welford_error(&sums[k], n) / want;
    }
    for (int k = 3; k < 6; k++) {
      double error = welford_error(&sums[k], n);
      if (error > 0) row[IN_OFF] = fmax(row[IN_OFF], fabs(sums[k].mean) / error);
    }
    imp_emit(sink, row);
  }
}
#line 1902 "chapters/05-mass.nw"
const imp_experiment imp_inertia = {
    .name = "inertia",
    .chapter = 5,
    .summary = "a solid's inertia tensor by Monte Carlo, against its closed form",
    .params = inertia_params,
    .param_count = sizeof inertia_params / sizeof *inertia_params,
    .columns = inertia_columns,
    .column_count = INERTIA_COLUMNS,
    .run = inertia_run,
};
