#line 717 "chapters/13-constraints.nw"
/* settle: the worked example's cube, tilted on one corner, settling onto
 * the ground under contact rows solved by projected Gauss-Seidel (chapter 13). */
#include "harness.h"

#include <imp/constraint.h>
#include <math.h>

#line 797 "chapters/13-constraints.nw"
static const char *const settle_conventions[] = {"step", "text", NULL};
static const imp_param settle_params[] = {
    {"convention", IMP_CHOICE, "", 0, 0, 0, settle_conventions,
     "Baumgarte bias: step = -beta C/dt (the book's), text = -beta C (the source's)"},
    {"beta", IMP_REAL, "", 0.2, 0.0, 1.0, NULL, "Baumgarte factor"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.1, NULL, "time step"},
    {"sweeps", IMP_INTEGER, "", 20, 1, 1000, NULL, "Gauss-Seidel sweeps per step"},
    {"tilt", IMP_REAL, "deg", 30, 0, 45, NULL, "initial tilt about y"},
    {"keep", IMP_REAL, "m", 0.01, 0.0, 0.1, NULL, "a corner lower than this gets a row"},
    {"duration", IMP_REAL, "s", 20, 0.1, 100, NULL, "simulated time"},
};

enum { SETTLE_COLUMNS = 8 };
static const imp_column settle_columns[SETTLE_COLUMNS] = {
    {"t", "s", "time"},
    {"z", "m", "height of the centre"},
    {"angle", "deg", "tilt about y"},
    {"C", "m", "height of the lowest corner (negative: depth)"},
    {"lambda", "N", "summed contact force of the step"},
    {"rows", "", "contact rows of the step"},
    {"ke", "J", "kinetic energy"},
    {"e", "J", "ke + m g z"},
};

typedef struct settle_options {
  imp_baumgarte convention;
  float beta, dt, keep;
  int sweeps;
} settle_options;

#line 726 "chapters/13-constraints.nw"
enum { SETTLE_CORNERS = 4 };
static const float settle_corner[SETTLE_CORNERS][3] = {
    {0.5f, 0, -0.5f}, {-0.5f, 0, -0.5f}, {0.5f, 0, 0.5f}, {-0.5f, 0, 0.5f}};

#line 737 "chapters/13-constraints.nw"
static void settle_cube(double tilt_degrees, imp_body *cube) {
  imp_body_init(cube); /* 1 kg, inertia E/6 */
  double half = 0.5 * tilt_degrees * GLM_PI / 180.0;
  glm_quat_init(cube->orientation, 0.0f, (float)sin(half), 0.0f, (float)cos(half));
  double c = cos(2 * half), s = sin(2 * half); /* lowest corner 1 cm deep */
  cube->position[2] = (float)(0.5 * (s + c) - 0.01);
  cube->acceleration[2] = -9.8f;
  imp_body_update(cube);
}
#line 749 "chapters/13-constraints.nw"
/* Rows for the corners below `keep`; lambda from the corner's last row. */
static size_t settle_rows(const imp_body *cube, const settle_options *o,
                          const float last[SETTLE_CORNERS], imp_constraint_row *rows,
                          int corner_of[SETTLE_CORNERS]) {
  size_t count = 0;
  for (int i = 0; i < SETTLE_CORNERS; i++) {
    vec3 p, r;
    imp_body_world_point(cube, (float *)settle_corner[i], p);
    glm_vec3_sub(p, (float *)cube->position, r);
    float gap = p[2]; /* C = (x + r) . N with N = z and the ground at 0 */
    if (gap >= o->keep) continue;
    imp_constraint_row *row = &rows[count];
    *row = (imp_constraint_row){.a = 0, .b = IMP_NONE, .lo = 0.0f, .hi = INFINITY};
    row->j_a[2] = 1.0f;                                 /* N */
    glm_vec3_cross(r, (vec3){0, 0, 1}, row->j_a + 3);   /* r x N */
    row->bias = imp_baumgarte_bias(fminf(gap, 0.0f), o->beta, o->dt, o->convention);
    row->lambda = last[i];
    corner_of[count++] = i;
  }
  return count;
}
#line 773 "chapters/13-constraints.nw"
/* One step; returns the summed contact force (N) and the number of rows. */
static float settle_step(imp_body *cube, const settle_options *o,
                         float last[SETTLE_CORNERS], size_t *row_count) {
  imp_constraint_row rows[SETTLE_CORNERS];
  int corner_of[SETTLE_CORNERS];
  float work[6];
  size_t count = settle_rows(cube, o, last, rows, corner_of);
  imp_constraint_prepare(rows, count, cube, 1, o->dt);
  imp_pgs_solve(rows, count, 1, o->sweeps, work);
  imp_constraint_apply_forces(rows, count, cube);
  imp_body_integrate_velocities(cube, o->dt, IMP_GYRO_IMPLICIT);
  imp_body_integrate_positions(cube, o->dt);
  float total = 0.0f;
  for (int i = 0; i < SETTLE_CORNERS; i++) last[i] = 0.0f;
  for (size_t k = 0; k < count; k++) {
    last[corner_of[k]] = rows[k].lambda;
    total += rows[k].lambda;
  }
  *row_count = count;
  return total;
}
#line 829 "chapters/13-constraints.nw"
static float lowest_corner(const imp_body *cube) {
  float lowest = INFINITY;
  for (int i = 0; i < SETTLE_CORNERS; i++) {
    vec3 p;
    imp_body_world_point(cube, (float *)settle_corner[i], p);
    lowest = fminf(lowest, p[2]);
  }
  return lowest;
}

static void settle_row(const imp_body *cube, double t, double lambda, size_t rows,
                       const imp_sink *sink) {
  double angle = 2.0 * atan2(cube->orientation[1], cube->orientation[3]) * 180.0 / GLM_PI;
  double ke = imp_body_kinetic_energy(cube);
  double row[SETTLE_COLUMNS] = {t, cube->position[2], angle, lowest_corner(cube), lambda,
                                (double)rows, ke, ke + 9.8 * cube->position[2]};
  imp_emit(sink, row);
}

static void settle_run(const imp_args *args, const imp_sink *sink) {
  settle_options o = {
      .convention = imp_arg_choice(args, "convention") == 0 ? IMP_BAUMGARTE_PER_STEP
                                                             : IMP_BAUMGARTE_TEXT,
      .beta = (float)imp_arg(args, "beta"), .dt = (float)imp_arg(args, "dt"),
      .keep = (float)imp_arg(args, "keep"), .sweeps = (int)imp_arg_long(args, "sweeps")};
  imp_body cube;
  settle_cube(imp_arg(args, "tilt"), &cube);
  float last[SETTLE_CORNERS] = {0};
  long steps = lround(imp_arg(args, "duration") / o.dt);
  settle_row(&cube, 0.0, 0.0, 0, sink);
  for (long n = 1; n <= steps; n++) {
    size_t rows;
    float lambda = settle_step(&cube, &o, last, &rows);
    settle_row(&cube, n * (double)o.dt, lambda, rows, sink);
  }
}

const imp_experiment imp_settle = {
    .name = "settle",
    .chapter = 13,
    .summary = "a tilted cube settling on its corners: contact rows, PGS, Baumgarte",
    .params = settle_params,
    .param_count = sizeof settle_params / sizeof *settle_params,
    .columns = settle_columns,
    .column_count = SETTLE_COLUMNS,
    .run = settle_run,
};
