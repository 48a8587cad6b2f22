#line 4687 "chapters/08-collision.nw"
/* contacts: a box lowered and tilted onto the ground (chapter 8). */
#line 4762 "chapters/08-collision.nw"
#include "harness.h"

#include <imp/collide.h>
#include <math.h>

#line 4769 "chapters/08-collision.nw"
static const char *const ground_names[] = {"plane", "box", NULL};

static const imp_param contacts_params[] = {
    {"ground", IMP_CHOICE, "", 0, 0, 0, ground_names,
     "the plane y = 0, or a box of half extents (1, 0.5, 1), its top at y = 0"},
    {"hx", IMP_REAL, "m", 0.5, 0.01, 10.0, NULL, "half extent of the lowered box along x"},
    {"hy", IMP_REAL, "m", 0.25, 0.01, 10.0, NULL, "half extent along y"},
    {"hz", IMP_REAL, "m", 0.4, 0.01, 10.0, NULL, "half extent along z"},
    {"offset", IMP_REAL, "m", 0.8, -1e4, 1e4, NULL, "x of the box's centre"},
    {"tilt_x", IMP_REAL, "deg", 12.0, -45.0, 45.0, NULL, "initial turn about x"},
    {"tilt_z", IMP_REAL, "deg", 20.0, -45.0, 45.0, NULL, "initial turn about z"},
    {"start", IMP_REAL, "m", 0.05, 0.0, 10.0, NULL, "initial height of the lowest corner"},
    {"sink", IMP_REAL, "m", 0.01, 0.0, 1.0, NULL, "final depth of the lowest point"},
    {"duration", IMP_REAL, "s", 1.0, 0.01, 100.0, NULL, "length of the run"},
    {"steps", IMP_INTEGER, "", 100, 1, 100000, NULL, "number of steps"},
};

enum { C_T, C_COUNT, C_DEPTH, C_SINK, C_NX, C_NY, C_NZ, C_POINTS,
       CONTACTS_COLUMNS = C_POINTS + 4 * IMP_MANIFOLD_POINTS };

static const imp_column contacts_columns[CONTACTS_COLUMNS] = {
    {"t", "s", "time"},
    {"count", "", "number of contact points"},
    {"depth", "m", "depth of the deepest point (0 without contact)"},
    {"sink", "m", "prescribed depth of the lowest point: -(its height)"},
    {"nx", "", "normal, from the ground to the box, x (nan without contact)"},
    {"ny", "", "normal, y"},
    {"nz", "", "normal, z"},
    {"p0x", "m", "point 0, x (nan if absent)"}, {"p0y", "m", "point 0, y"},
    {"p0z", "m", "point 0, z"}, {"d0", "m", "point 0, depth"},
    {"p1x", "m", "point 1, x"}, {"p1y", "m", "point 1, y"},
    {"p1z", "m", "point 1, z"}, {"d1", "m", "point 1, depth"},
    {"p2x", "m", "point 2, x"}, {"p2y", "m", "point 2, y"},
    {"p2z", "m", "point 2, z"}, {"d2", "m", "point 2, depth"},
    {"p3x", "m", "point 3, x"}, {"p3y", "m", "point 3, y"},
    {"p3z", "m", "point 3, z"}, {"d3", "m", "point 3, depth"},
};
#line 4691 "chapters/08-collision.nw"
/* A fraction of the way from 1 to 0 that reaches 0 at `end` (of 1). */
static double fading(double s, double end) { return s >= end ? 0.0 : 1.0 - s / end; }

/* The prescribed height of the lowest point at fraction s of the run. */
static double lowest_height(double s, double start, double sink) {
  if (s <= 0.2) return start * (1.0 - s / 0.2);
  return -sink * fmin(1.0, (s - 0.2) / 0.6);
}

/* Pose the box: turned, then lifted so that its lowest corner is at height. */
static void pose_box(imp_transform *b, const imp_shape *box, double tilt_x, double tilt_z,
                     double offset, double height) {
  versor about_x, about_z;
  glm_quatv(about_x, glm_rad((float)tilt_x), (vec3){1, 0, 0});
  glm_quatv(about_z, glm_rad((float)tilt_z), (vec3){0, 0, 1});
  glm_quat_mul(about_z, about_x, b->orientation);
  glm_vec3_zero(b->position);
  imp_transform_update(b);
  float lowest = INFINITY;
  for (int i = 0; i < 8; i++) {
    vec3 corner = {i & 1 ? box->half_extents[0] : -box->half_extents[0],
                   i & 2 ? box->half_extents[1] : -box->half_extents[1],
                   i & 4 ? box->half_extents[2] : -box->half_extents[2]};
    vec3 turned;
    glm_mat3_mulv(b->rotation, corner, turned);
    lowest = fminf(lowest, turned[1]);
  }
  glm_vec3_copy((vec3){(float)offset, (float)height - lowest, 0.0f}, b->position);
}

static void contacts_run(const imp_args *args, const imp_sink *sink) {
  imp_shape box, ground;
  imp_shape_box((vec3){(float)imp_arg(args, "hx"), (float)imp_arg(args, "hy"),
                       (float)imp_arg(args, "hz")}, &box);
  int on_box = imp_arg_choice(args, "ground") == 1;
  imp_transform moving, base;
  imp_transform_identity(&moving);
  imp_transform_identity(&base);
  if (on_box) {
    imp_shape_box((vec3){1.0f, 0.5f, 1.0f}, &ground);
    base.position[1] = -0.5f;
  } else {
    imp_shape_plane((vec3){0, 1, 0}, 0.0f, &ground);
  }
  double duration = imp_arg(args, "duration"), start = imp_arg(args, "start");
  double depth = imp_arg(args, "sink");
  long steps = imp_arg_long(args, "steps");
  for (long n = 0; n <= steps; n++) {
    double s = (double)n / steps, height = lowest_height(s, start, depth);
    pose_box(&moving, &box, imp_arg(args, "tilt_x") * fading(s, 0.4),
             imp_arg(args, "tilt_z") * fading(s, 0.7), imp_arg(args, "offset"), height);
    imp_manifold m;
    int count = imp_collide(&ground, &base, &box, &moving, &m);
    double row[CONTACTS_COLUMNS] = {s * duration, count, 0.0, -height, NAN, NAN, NAN};
    for (int k = 0; k < 3 && count > 0; k++) row[C_NX + k] = m.normal[k];
    for (int p = 0; p < IMP_MANIFOLD_POINTS; p++) {
      double *point = &row[C_POINTS + 4 * p];
      for (int k = 0; k < 4; k++) point[k] = NAN;
      if (p >= count) continue;
      for (int k = 0; k < 3; k++) point[k] = m.point[p].position[k];
      point[3] = m.point[p].depth;
      row[C_DEPTH] = fmax(row[C_DEPTH], m.point[p].depth);
    }
    imp_emit(sink, row);
  }
}

#line 4809 "chapters/08-collision.nw"
const imp_experiment imp_contacts = {
    .name = "contacts",
    .chapter = 8,
    .summary = "a box lowered and tilted onto a plane or a box: its contact points",
    .params = contacts_params,
    .param_count = sizeof contacts_params / sizeof *contacts_params,
    .columns = contacts_columns,
    .column_count = CONTACTS_COLUMNS,
    .run = contacts_run,
    .nan_means_none = 1, /* no contact, no such point */
};
