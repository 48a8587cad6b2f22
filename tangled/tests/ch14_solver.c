#line 2349 "chapters/14-solver.nw"
/* Chapter 14's numerical checks: each follows its claim in the text. */
#include "check.h"
#include "harness.h"
#include "random.h"

#include <imp/mass.h>
#include <imp/solver.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "shared/solver-scene.h"

#line 2375 "chapters/14-solver.nw"
/* The stages of a step up to the resolve stage. */
static void stages_before_resolve(imp_world *w, float dt) {
  imp_world_integrate_velocities(w, dt);
  imp_world_find_pairs(w);
  imp_world_collide(w);
  imp_world_match_contacts(w);
}

/* k_n of equation (solver-mass) in double, for body b (the ground static)
 * with arm r and normal n. */
static double normal_k(const imp_body *b, const float *r, const float *n) {
  vec3 rn, turn;
  glm_vec3_cross((float *)r, (float *)n, rn);
  glm_mat3_mulv((vec3 *)b->inverse_inertia_world, rn, turn);
  return (double)b->inverse_mass + (double)rn[0] * turn[0] + (double)rn[1] * turn[1] +
         (double)rn[2] * turn[2];
}
#line 2410 "chapters/14-solver.nw"
static void check_one_row(imp_check_state *s) {
  imp_rng g = imp_rng_seed(14);
  const float dt = 1.0f / 60.0f;
  for (int trial = 0; trial < 200; trial++) {
    float e = trial % 2 ? 0.5f : 0.0f;
    imp_solver_settings settings;
    imp_solver_defaults(&settings);
    settings.velocity_iterations = 1;
    settings.position_iterations = 0;
    if (trial % 4 < 2) settings.relaxation = 1.0f; /* the plain update; else the default */
    resting_scene scene;
    if (!solver_scene_build(1, 0.0f, &settings, &scene)) abort();
    imp_shape box;
    vec3 half;
    for (int k = 0; k < 3; k++) half[k] = (float)imp_rng_uniform(&g, 0.2, 1.0);
    imp_shape_box(half, &box);
    versor q;
    double axis[3];
    imp_rng_direction(&g, axis);
    glm_quatv(q, (float)imp_rng_uniform(&g, 0.3, 1.2),
              (vec3){(float)axis[0], (float)axis[1], (float)axis[2]});
    uint32_t index;
    if (!resting_scene_add(&scene, &box, (float)imp_rng_uniform(&g, 0.5, 5.0),
                           (vec3){0, 0, 0}, q, 0.0f, e, &index)) abort();
    
#line 2460 "chapters/14-solver.nw"
imp_body *b = &scene.world.bodies[index];
float lowest = INFINITY;
for (int c = 0; c < 8; c++) {
  vec3 corner = {c & 1 ? half[0] : -half[0], c & 2 ? half[1] : -half[1],
                 c & 4 ? half[2] : -half[2]}, at;
  imp_body_world_point(b, corner, at);
  lowest = fminf(lowest, at[1]);
}
b->position[1] = -lowest - 0.002f;
for (int k = 0; k < 3; k++) {
  b->velocity[k] = (float)imp_rng_uniform(&g, -1.0, 1.0);
  b->angular_velocity[k] = (float)imp_rng_uniform(&g, -2.0, 2.0);
}
b->velocity[1] = (float)imp_rng_uniform(&g, -4.0, -0.5);
imp_body_update(b);
#line 2435 "chapters/14-solver.nw"
    stages_before_resolve(&scene.world, dt);
    if (scene.world.contact_count != 1 || scene.world.contacts[0].manifold.count != 1) {
      resting_scene_free(&scene);
      continue; /* a tilt that put two corners down: not this claim's case */
    }
    const imp_manifold_point *mp = &scene.world.contacts[0].manifold.point[0];
    vec3 r, v;
    glm_vec3_sub((float *)mp->position, b->position, r);
    imp_body_point_velocity(b, (float *)mp->position, v);
    double vn = v[1], k = normal_k(b, r, (vec3){0, 1, 0});
    double target = vn < -1.0 ? -e * vn : 0.0, size = fabs(vn) + glm_vec3_norm(b->velocity) +
                                                     glm_vec3_norm(b->angular_velocity) *
                                                         glm_vec3_norm(r);
    imp_solver_resolve(&scene.world, &settings, dt, NULL);
    imp_body_point_velocity(b, (float *)mp->position, v);
    double impulse = scene.world.contacts[0].manifold.point[0].impulse[0];
    double omega = settings.relaxation;
    double pushed = fmax(omega * (target - vn) / k, 0.0); /* a separating corner gets none */
    
#line 2478 "chapters/14-solver.nw"
IMP_CHECK_NEAR(s, impulse, pushed, 16 * IMP_U * size / k);
IMP_CHECK_NEAR(s, v[1], vn + k * pushed, 16 * IMP_U * size);
#line 2454 "chapters/14-solver.nw"
    resting_scene_free(&scene);
  }
}
#line 2504 "chapters/14-solver.nw"
static double fastest_after(const char *settings, double after) {
  imp_table t;
  imp_table_runf(&t, "stack3d", "%s", settings);
  double fastest = 0.0;
  for (size_t i = 0; i < t.rows; i++)
    if (imp_table_at(&t, i, "t") > after) fastest = fmax(fastest, imp_table_at(&t, i, "speed"));
  imp_table_free(&t);
  return fastest;
}

static void check_clamping(imp_check_state *s) {
  double fastest[2] = {fastest_after("count=1 duration=5 clamping=total", 1.0),
                       fastest_after("count=1 duration=5 clamping=increment", 1.0)};
  
#line 2499 "chapters/14-solver.nw"
IMP_CHECK_LE(s, fastest[0], 1e-6);
IMP_CHECK_TRUE(s, fastest[1] > 0.01);
#line 2518 "chapters/14-solver.nw"
}
#line 2557 "chapters/14-solver.nw"
enum { ONE_BY_ONE, TOGETHER };

static double pattern(const double *impulse, const double *sigma) {
  double sum = 0.0;
  for (int i = 0; i < 4; i++) sum += sigma[i] * impulse[i];
  return sum;
}

/* Ten sweeps on the face's A in double, from `start`: Gauss-Seidel or
 * Jacobi, each row's target velocity zero from the approach g dt. */
static void face_reference(double a[4][4], double approach, const double *start, int mode,
                           double *dest) {
  memcpy(dest, start, 4 * sizeof *dest);
  for (int sweep = 0; sweep < 10; sweep++) {
    double change[4];
    for (int i = 0; i < 4; i++) {
      double v = -approach;
      for (int j = 0; j < 4; j++) v += a[i][j] * dest[j];
      change[i] = fmax(dest[i] - v / a[i][i], 0.0) - dest[i];
      if (mode == ONE_BY_ONE) dest[i] += change[i];
    }
    if (mode == TOGETHER)
      for (int i = 0; i < 4; i++) dest[i] += change[i];
  }
}

/* The cube's four impulses after ten sweeps in `mode`; its A, sigma and start. */
static bool face_sweeps(int mode, double a[4][4], double *sigma, double *start, double *got) {
  const float dt = 1.0f / 60.0f;
  imp_solver_settings settings;
  imp_solver_defaults(&settings);
  settings.relaxation = 1.0f, settings.position_iterations = 0;
  settings.faces = mode == TOGETHER ? IMP_FACE_TOGETHER : IMP_FACE_ONE_BY_ONE;
  resting_scene scene;
  uint32_t index;
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  if (!solver_scene_build(1, 0.0f, &settings, &scene)) abort();
  bool built = resting_scene_add(&scene, &cube, 1.0f, (vec3){0.0f, 0.499f, 0.0f},
                                 (versor){0, 0, 0, 1}, 0.0f, 0.0f, &index);
  if (built) stages_before_resolve(&scene.world, dt);
  imp_contact *c = &scene.world.contacts[0];
  built = built && scene.world.contact_count == 1 && c->manifold.count == 4;
  if (built) {
    const imp_body *b = &scene.world.bodies[index];
    double weight = 9.81 * (double)dt, r[4][3];
    for (int i = 0; i < 4; i++) {
      for (int k = 0; k < 3; k++) r[i][k] = (double)c->manifold.point[i].position[k] - b->position[k];
      sigma[i] = (r[i][0] > 0.0) == (r[i][2] > 0.0) ? 1.0 : -1.0;
      start[i] = 0.25 * weight * (1.0 + 0.5 * sigma[i] + 0.3 * (r[i][0] > 0.0 ? 1.0 : -1.0));
      c->manifold.point[i].impulse[0] = (float)start[i];
      c->manifold.point[i].impulse[1] = c->manifold.point[i].impulse[2] = 0.0f;
    }
    for (int i = 0; i < 4; i++) /* r x n for n = y is (-r_z, 0, r_x); I^-1 = 6 */
      for (int j = 0; j < 4; j++) a[i][j] = 1.0 + 6.0 * (r[i][2] * r[j][2] + r[i][0] * r[j][0]);
    imp_solver_resolve(&scene.world, &settings, dt, NULL);
    for (int i = 0; i < 4; i++) got[i] = c->manifold.point[i].impulse[0];
  }
  resting_scene_free(&scene);
  return built;
}

static void check_face(imp_check_state *s) {
  double a[4][4], sigma[4], start[4], got[2][4], want[2][4], weight = 9.81 / 60.0;
  for (int mode = ONE_BY_ONE; mode <= TOGETHER; mode++) {
    if (!face_sweeps(mode, a, sigma, start, got[mode])) {
      IMP_CHECK_TRUE(s, false); /* the cube must rest on four corners */
      return;
    }
    face_reference(a, weight, start, mode, want[mode]);
  }
  
#line 2548 "chapters/14-solver.nw"
for (int i = 0; i < 4; i++) {
  IMP_CHECK_NEAR(s, got[TOGETHER][i], want[TOGETHER][i], 64 * IMP_U * weight);
  IMP_CHECK_NEAR(s, got[ONE_BY_ONE][i], want[ONE_BY_ONE][i], 64 * IMP_U * weight);
}
IMP_CHECK_NEAR(s, pattern(got[TOGETHER], sigma), 0.5 * weight, 64 * IMP_U * weight);
IMP_CHECK_TRUE(s, fabs(pattern(got[ONE_BY_ONE], sigma) - 0.5 * weight) > 0.01 * weight);
#line 2629 "chapters/14-solver.nw"
}
#line 2656 "chapters/14-solver.nw"
static double last_of(const char *experiment, const char *settings, const char *column,
                      size_t *rows) {
  imp_table t;
  imp_table_runf(&t, experiment, "%s", settings);
  double value = imp_table_at(&t, t.rows - 1, column);
  *rows = t.rows;
  imp_table_free(&t);
  return value;
}

static void check_incline3d(imp_check_state *s) {
  const char *held[2] = {"angle=20 mu=0.5", "angle=10 mu=0.5"};
  const char *sliding[2] = {"angle=30 mu=0.3", "angle=40 mu=0.5"};
  double held_s[2], sliding_v[2], predicted_v[2];
  size_t rows = 0;
  for (int k = 0; k < 2; k++) {
    held_s[k] = last_of("incline3d", held[k], "s", &rows);
    sliding_v[k] = last_of("incline3d", sliding[k], "v", &rows);
    predicted_v[k] = last_of("incline3d", sliding[k], "v_pred", &rows);
  }
  double steps = (double)rows - 1;
  
#line 2649 "chapters/14-solver.nw"
for (int k = 0; k < 2; k++) {
  IMP_CHECK_LE(s, fabs(held_s[k]), 1e-5);
  IMP_CHECK_NEAR(s, sliding_v[k], predicted_v[k], 16 * IMP_U * steps * predicted_v[k]);
}
#line 2678 "chapters/14-solver.nw"
}
#line 2699 "chapters/14-solver.nw"
static void check_warmstart(imp_check_state *s) {
  imp_table t;
  imp_table_runf(&t, "warmstart", "%s", "");
  double warm_first = imp_table_at(&t, 0, "warm");
  double cold_last = imp_table_at(&t, t.rows - 1, "cold");
  bool always_ahead = true;
  for (size_t i = 0; i < t.rows; i++)
    always_ahead = always_ahead && imp_table_at(&t, i, "warm") < imp_table_at(&t, i, "cold");
  imp_table_free(&t);
  
#line 2694 "chapters/14-solver.nw"
IMP_CHECK_TRUE(s, warm_first < cold_last);
IMP_CHECK_TRUE(s, always_ahead);
#line 2709 "chapters/14-solver.nw"
}
#line 2735 "chapters/14-solver.nw"
static void check_popout(imp_check_state *s) {
  double rise[2] = {0, 0}, rest[2], energy[2] = {0, 0};
  for (int k = 0; k < 2; k++) {
    imp_table t;
    imp_table_runf(&t, "popout", "correction=%s", k ? "velocities" : "positions");
    for (size_t i = 0; i < t.rows; i++) {
      rise[k] = fmax(rise[k], imp_table_at(&t, i, "y"));
      energy[k] = fmax(energy[k], imp_table_at(&t, i, "ke"));
    }
    rest[k] = imp_table_at(&t, t.rows - 1, "y");
    imp_table_free(&t);
  }
  
#line 2728 "chapters/14-solver.nw"
IMP_CHECK_LE(s, rise[0] - rest[0], 1e-3);
IMP_CHECK_LE(s, energy[0], 1e-2);
IMP_CHECK_TRUE(s, rise[1] - rest[1] > 5e-3);
IMP_CHECK_TRUE(s, energy[1] > 0.5);
#line 2748 "chapters/14-solver.nw"
}
#line 2774 "chapters/14-solver.nw"
static double top_drift(const char *experiment, const char *settings) {
  imp_table t;
  imp_table_runf(&t, experiment, "%s", settings);
  double drift = 0.0, x0 = imp_table_at(&t, 0, "x"), y0 = imp_table_at(&t, 0, "y"),
         z0 = imp_table_at(&t, 0, "z");
  for (size_t i = 0; i < t.rows; i++)
    drift = fmax(drift, sqrt(pow(imp_table_at(&t, i, "x") - x0, 2) +
                             pow(imp_table_at(&t, i, "y") - y0, 2) +
                             pow(imp_table_at(&t, i, "z") - z0, 2)));
  imp_table_free(&t);
  return drift;
}

static void check_pyramid(imp_check_state *s) {
  double drift = top_drift("pyramid3d", "base=10");
  double drift_of_base_20 = top_drift("pyramid3d", "base=20");
  
#line 2769 "chapters/14-solver.nw"
IMP_CHECK_LE(s, drift, 0.05);
IMP_CHECK_LE(s, drift_of_base_20, 0.05);
#line 2791 "chapters/14-solver.nw"
}
#line 2813 "chapters/14-solver.nw"
static void check_pyramid_together(imp_check_state *s) {
  double drift_of_base_20 = top_drift("pyramid3d", "faces=together relaxation=1");
  double drift_of_base_40 =
      top_drift("pyramid3d", "base=40 iterations=30 faces=together relaxation=1");
  
#line 2808 "chapters/14-solver.nw"
IMP_CHECK_LE(s, drift_of_base_20, 0.05);
IMP_CHECK_LE(s, drift_of_base_40, 0.05);
#line 2818 "chapters/14-solver.nw"
}
#line 2839 "chapters/14-solver.nw"
static void check_stack(imp_check_state *s) {
  double drift_of_four = 0.0;
  imp_table t;
  imp_table_runf(&t, "stack3d", "count=4");
  for (size_t i = 0; i < t.rows; i++)
    drift_of_four = fmax(drift_of_four, hypot(imp_table_at(&t, i, "x"), imp_table_at(&t, i, "z")));
  imp_table_free(&t);
  size_t rows;
  double height_of_twelve = last_of("stack3d", "count=12", "y", &rows);
  
#line 2834 "chapters/14-solver.nw"
IMP_CHECK_LE(s, drift_of_four, 0.01);
IMP_CHECK_TRUE(s, height_of_twelve > 11.0);
#line 2849 "chapters/14-solver.nw"
}
#line 2873 "chapters/14-solver.nw"
static double sway(const char *settings) {
  imp_table t;
  imp_table_runf(&t, "stack3d", "%s", settings);
  double most = 0.0;
  for (size_t i = 0; i < t.rows; i++)
    most = fmax(most, hypot(imp_table_at(&t, i, "x"), imp_table_at(&t, i, "z")));
  imp_table_free(&t);
  return most;
}

static void check_held_stack(imp_check_state *s) {
  double sway_of_twelve = sway("count=12 shock=4");
  double sway_with_more_friction = sway("count=12 shock=4 mu=0.8");
  
#line 2868 "chapters/14-solver.nw"
IMP_CHECK_LE(s, sway_of_twelve, 0.01);
IMP_CHECK_LE(s, sway_with_more_friction, 0.01);
#line 2887 "chapters/14-solver.nw"
}
#line 2911 "chapters/14-solver.nw"
static void check_islands(imp_check_state *s) {
  imp_solver_settings settings;
  imp_solver_defaults(&settings);
  resting_scene scene;
  uint32_t top[3];
  if (!solver_scene_build(7, 0.5f, &settings, &scene) ||
      !solver_stack(&scene, 3, 0.0f, 0.0f, 0.5f, &top[0]) ||
      !solver_stack(&scene, 3, 3.0f, 0.0f, 0.5f, &top[1]) ||
      !solver_stack(&scene, 1, 6.0f, 0.0f, 0.5f, &top[2]))
    abort();
  imp_world *w = &scene.world;
  imp_world_step(w, 1.0f / 60.0f);
  uint32_t islands = imp_world_find_islands(w);
  bool stacks_share_roots = w->body_island[1] == 1 && w->body_island[2] == 1 && w->body_island[3] == 1 &&
                            w->body_island[4] == 4 && w->body_island[5] == 4 && w->body_island[6] == 4 &&
                            w->body_island[7] == 7 && w->body_island[0] == IMP_NONE;
  imp_sleep_def_init(&settings.sleep); /* the world reads the settings it was given */
  long fell[8] = {0};
  for (long n = 1; n <= 360; n++) {
    imp_world_step(w, 1.0f / 60.0f);
    for (uint32_t i = 1; i < 8; i++)
      if (!fell[i] && !imp_world_is_awake(w, i)) fell[i] = n;
  }
  bool slept_together = fell[1] == fell[2] && fell[2] == fell[3] && fell[4] == fell[5] &&
                        fell[5] == fell[6];
  bool all_asleep = true;
  for (uint32_t i = 1; i < 8; i++) all_asleep = all_asleep && fell[i] > 0;
  resting_scene_free(&scene);
  
#line 2904 "chapters/14-solver.nw"
IMP_CHECK_TRUE(s, islands == 3);
IMP_CHECK_TRUE(s, stacks_share_roots);
IMP_CHECK_TRUE(s, slept_together);
IMP_CHECK_TRUE(s, all_asleep);
#line 2940 "chapters/14-solver.nw"
}
#line 2961 "chapters/14-solver.nw"
static void check_refusals(imp_check_state *s) {
  imp_solver_settings good;
  imp_solver_defaults(&good);
  resting_scene scene;
  uint32_t top;
  if (!solver_scene_build(2, 0.5f, &good, &scene) ||
      !solver_stack(&scene, 2, 0.0f, 0.0f, 0.5f, &top))
    abort();
  imp_world *w = &scene.world;
  stages_before_resolve(w, 1.0f / 60.0f);
  imp_body before[3];
  memcpy(before, w->bodies, sizeof before);
  imp_solver_settings bad[7] = {good, good, good, good, good, good, good};
  bad[0].velocity_iterations = 0;
  bad[1].slop = -1.0f;
  bad[2].baumgarte = 0.0f;
  bad[3].clamping = (imp_clamping)7;
  bad[4].sleep.delay = -1.0f;
  bad[5].relaxation = 2.0f;
  bad[6].shock_passes = IMP_SOLVER_MOST_SHOCK_PASSES + 1;
  int refused = 0;
  for (int k = 0; k < 7; k++) refused += imp_solver_resolve(w, &bad[k], 0.01f, NULL) == IMP_BAD_VALUE;
  refused += imp_solver_resolve(w, &good, 0.0f, NULL) == IMP_BAD_VALUE;
  refused += imp_solver_resolve(w, &good, NAN, NULL) == IMP_BAD_VALUE;
  bool unchanged = memcmp(before, w->bodies, sizeof before) == 0;
  resting_scene_free(&scene);
  
#line 2957 "chapters/14-solver.nw"
IMP_CHECK_TRUE(s, refused == 9 && unchanged);
#line 2988 "chapters/14-solver.nw"
}
#line 3639 "chapters/14-solver.nw"
/* The largest difference of the top box's position under the two sweeps;
 * infinite if the runs differ in length or are empty. */
static double sweep_difference(const char *settings) {
  imp_table in_order, wide;
  imp_table_runf(&in_order, "pyramid3d", "%s sweep=in-order", settings);
  imp_table_runf(&wide, "pyramid3d", "%s sweep=wide", settings);
  const char *const columns[] = {"x", "y", "z"};
  double largest = in_order.rows == wide.rows && in_order.rows > 1 ? 0.0 : INFINITY;
  for (size_t i = 0; i < in_order.rows && i < wide.rows; i++)
    for (int c = 0; c < 3; c++)
      largest = fmax(largest, fabs(imp_table_at(&in_order, i, columns[c]) -
                                   imp_table_at(&wide, i, columns[c])));
  imp_table_free(&in_order);
  imp_table_free(&wide);
  return largest;
}

static void check_wide_sweep(imp_check_state *s) {
  double base_20 = sweep_difference("base=20 duration=3");
  double base_20_together = sweep_difference("base=20 duration=3 faces=together relaxation=1");
  double base_40 = sweep_difference("base=40 duration=1");
  
#line 3633 "chapters/14-solver.nw"
IMP_CHECK_LE(s, base_20, 0.0);
IMP_CHECK_LE(s, base_20_together, 0.0);
IMP_CHECK_LE(s, base_40, 0.0);
#line 3661 "chapters/14-solver.nw"
}

#line 2365 "chapters/14-solver.nw"
static const imp_check checks[] = {
#line 2483 "chapters/14-solver.nw"
{"one-row", "a single frictionless corner: one sweep reaches the target velocity with "
 "P = (b - v_n)/k_n", check_one_row},
#line 2522 "chapters/14-solver.nw"
{"clamping", "a box at rest stays still with the totals clamped, moves with the increments "
 "clamped", check_clamping},
#line 2633 "chapters/14-solver.nw"
{"face", "a face's four normal rows: one by one they are Gauss-Seidel and move the "
 "pattern that moves nothing, together they are Jacobi and keep it", check_face},
#line 2682 "chapters/14-solver.nw"
{"incline3d", "the box is held when tan < mu and slides at g(sin - mu cos) otherwise",
 check_incline3d},
#line 2713 "chapters/14-solver.nw"
{"warmstart", "a warm-started step is ahead of a cold one at every sweep, and after one "
 "sweep ahead of thirty cold ones", check_warmstart},
#line 2752 "chapters/14-solver.nw"
{"popout", "the position pass removes overlap without launching the boxes; Baumgarte's "
 "bias launches them", check_popout},
#line 2795 "chapters/14-solver.nw"
{"pyramid", "pyramids of base 10 and 20 stand at 10 iterations: their tops move less than "
 "5 cm in 10 s",
 check_pyramid},
#line 2822 "chapters/14-solver.nw"
{"pyramid-together", "with a face's rows together the pyramid of base 20 (10 iterations) "
 "and of base 40 (30 iterations) keep their tops within 5 cm",
 check_pyramid_together},
#line 2853 "chapters/14-solver.nw"
{"stack", "four boxes stand within 1 cm; twelve still stand after 10 s", check_stack},
#line 2891 "chapters/14-solver.nw"
{"held_stack", "a last sweep that holds each lower body keeps twelve boxes within 1 cm",
 check_held_stack},
#line 2944 "chapters/14-solver.nw"
{"islands", "two stacks and a lone box are three islands; a stack falls asleep in one step",
 check_islands},
#line 2992 "chapters/14-solver.nw"
{"refusals", "settings out of range and bad steps are refused, with nothing changed",
 check_refusals},
#line 3665 "chapters/14-solver.nw"
{"wide-sweep", "the sweep colour by colour, four contacts at once, gives the bits of the "
 "world's order on pyramids of base 20 and 40",
 check_wide_sweep},
#line 2367 "chapters/14-solver.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
