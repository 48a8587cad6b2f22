#line 3041 "chapters/11-impulses.nw"
/* box-drop: a cube thrown corner first at the ground (chapter 11). */
#include "harness.h"

#include <imp/impulse.h>
#include <math.h>

#include "shared/impulse-scene.h"

#line 3057 "chapters/11-impulses.nw"
static const char *const projection_names[] = {"nonlinear", "unlimited", "linear", NULL};

static const imp_param drop_params[] = {
    {"projection", IMP_CHOICE, "", 0, 0, 0, projection_names,
     "nonlinear with the limit, nonlinear without, or linear"},
    {"limit", IMP_REAL, "", 0.2, 0.0, 10.0, NULL, "angular limit k: move <= k |r_perp|"},
    {"speed", IMP_REAL, "m/s", 15.0, 0.0, 100.0, NULL, "initial falling speed"},
    {"tilt", IMP_REAL, "deg", 25.0, 0.0, 54.0, NULL, "angle of the leading diagonal from the vertical"},
    {"e", IMP_REAL, "", 0.3, 0.0, 1.0, NULL, "coefficient of restitution"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-5, 0.1, NULL, "time step"},
    {"duration", IMP_REAL, "s", 2.0, 0.001, 100.0, NULL, "length of the run"},
};

enum { D_T, D_Y, D_DEPTH, D_TURNED, D_POSITION, D_VELOCITY, DROP_COLUMNS };

static const imp_column drop_columns[DROP_COLUMNS] = {
    {"t", "s", "time"},
    {"y", "m", "height of the centre"},
    {"depth", "m", "deepest contact before resolution (0 without contact)"},
    {"turned", "deg", "angle by which projection turned the box in this step"},
    {"position_used", "", "penetration resolutions made in this step"},
    {"velocity_used", "", "velocity resolutions made in this step"},
};

#line 3083 "chapters/11-impulses.nw"
/* Turn the cube so that its diagonal (-1,-1,-1) points tilt degrees from
 * straight down, then set the leading corner just above the ground. */
static void aim_corner(imp_body *b, float tilt_deg) {
  vec3 diagonal = {-1.0f, -1.0f, -1.0f}, down = {0.0f, -1.0f, 0.0f};
  glm_vec3_normalize(diagonal);
  versor onto, lean;
  glm_quat_from_vecs(diagonal, down, onto);
  glm_quatv(lean, glm_rad(tilt_deg), (vec3){0.0f, 0.0f, 1.0f});
  glm_quat_mul(lean, onto, b->orientation);
  imp_body_update(b);
  vec3 corner;
  imp_body_world_point(b, (vec3){-0.5f, -0.5f, -0.5f}, corner);
  b->position[1] = 0.001f - corner[1];
}

#line 3146 "chapters/11-impulses.nw"
/* The deepest point of the world's contacts (0 if none). */
static double deepest_contact(const imp_world *w) {
  double deepest = 0.0;
  for (uint32_t c = 0; c < w->contact_count; c++)
    for (int p = 0; p < w->contacts[c].manifold.count; p++)
      deepest = fmax(deepest, w->contacts[c].manifold.point[p].depth);
  return deepest;
}

/* The angle of the turn from one orientation to the other, in double:
 * 2 atan2(|vector part|, |scalar part|) of after * conj(before), which is
 * exactly 0 for equal quaternions. */
static double turned_degrees(const versor before, const versor after) {
  double b[4] = {-before[0], -before[1], -before[2], before[3]}, a[4], v[3];
  for (int k = 0; k < 4; k++) a[k] = after[k];
  v[0] = a[3] * b[0] + a[0] * b[3] + a[1] * b[2] - a[2] * b[1];
  v[1] = a[3] * b[1] - a[0] * b[2] + a[1] * b[3] + a[2] * b[0];
  v[2] = a[3] * b[2] + a[0] * b[1] - a[1] * b[0] + a[2] * b[3];
  double w = a[3] * b[3] - a[0] * b[0] - a[1] * b[1] - a[2] * b[2];
  return 2.0 * atan2(sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]), fabs(w)) * 180.0 / GLM_PI;
}

#line 3100 "chapters/11-impulses.nw"
static void drop_run(const imp_args *args, const imp_sink *sink) {
  imp_body cube;
  imp_body_init(&cube); /* 1 kg, side 1 m */
  aim_corner(&cube, (float)imp_arg(args, "tilt"));
  cube.velocity[1] = -(float)imp_arg(args, "speed");
  cube.acceleration[1] = -9.81f;
  imp_shape box;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &box);
  imp_shape_def shape;
  imp_shape_def_init(&box, &shape);
  shape.restitution = (float)imp_arg(args, "e");
  impulse_scene scene;
  if (!impulse_scene_build(&cube, &shape, 1, &scene)) return;
  imp_world *w = &scene.world;
  imp_body *b = &w->bodies[scene.body];
  imp_impulse_settings settings;
  imp_impulse_defaults(&settings);
  int projection = imp_arg_choice(args, "projection");
  settings.projection = projection == 2 ? IMP_PROJECT_LINEAR : IMP_PROJECT_NONLINEAR;
  settings.angular_limit = projection == 1 ? INFINITY : (float)imp_arg(args, "limit");
  float dt = (float)imp_arg(args, "dt");
  long steps = lround(imp_arg(args, "duration") / dt);
  for (long step = 0; step <= steps; step++) {
    double depth = 0.0, turned = 0.0;
    settings.position_used = settings.velocity_used = 0;
    if (step > 0) { /* imp_world_step's stages, watching the resolve stage */
      imp_world_integrate_velocities(w, dt);
      imp_world_find_pairs(w);
      imp_world_collide(w);
      imp_world_match_contacts(w);
      depth = deepest_contact(w);
      versor before;
      glm_vec4_copy(b->orientation, before);
      imp_impulse_resolve_world(w, &settings);
      turned = turned_degrees(before, b->orientation);
      imp_world_integrate_positions(w, dt);
    }
    double row[DROP_COLUMNS] = {step * (double)dt, b->position[1], depth, turned,
                                settings.position_used, settings.velocity_used};
    imp_emit(sink, row);
  }
  impulse_scene_free(&scene);
}

#line 3170 "chapters/11-impulses.nw"
const imp_experiment imp_box_drop = {
    .name = "box-drop",
    .chapter = 11,
    .summary = "a cube thrown corner first at the ground: linear or nonlinear projection",
    .params = drop_params,
    .param_count = sizeof drop_params / sizeof *drop_params,
    .columns = drop_columns,
    .column_count = DROP_COLUMNS,
    .run = drop_run,
};
