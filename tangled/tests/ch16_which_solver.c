#line 2607 "chapters/16-which-solver.nw"
/* Chapter 16's numerical checks: each follows its claim in the text. */
#include "check.h"
#include "harness.h"

#include <imp/soft-step.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "shared/joint-scene.h"
#include "shared/which-joints.h"
#include "shared/which-scene.h"

#line 2634 "chapters/16-which-solver.nw"
/* A ground and one sphere of radius 0.5 m and this mass at `at`, under the
 * stage "soft" with *settings. */
static void sphere_scene(const imp_soft_step_settings *settings, const vec3 at, float mass,
                         resting_scene *dest, uint32_t *ball) {
  imp_shape sphere;
  imp_shape_sphere(0.5f, &sphere);
  if (!resting_scene_build(1, "soft", (vec3){0.0f, 1.0f, 0.0f}, 0.5f,
                           (vec3){0.0f, -9.81f, 0.0f}, dest) ||
      !resting_scene_add(dest, &sphere, mass, at, (versor){0, 0, 0, 1}, 0.5f, 0.0f, ball))
    abort();
  dest->world.resolve_settings = settings;
}
#line 2666 "chapters/16-which-solver.nw"
static void check_rest_depth(imp_check_state *s) {
  imp_soft_step_settings settings;
  imp_soft_step_defaults(&settings);
  double omega = 2.0 * GLM_PI * 2.0 * settings.contact_hertz;
  double exact = 9.81 / (omega * omega);
  for (int heavy = 0; heavy < 2; heavy++) {
    resting_scene scene;
    uint32_t ball;
    sphere_scene(&settings, (vec3){0.0f, 0.5f, 0.0f}, heavy ? 50.0f : 1.0f, &scene, &ball);
    for (int n = 0; n < 120; n++) imp_world_step(&scene.world, 1.0f / 60.0f);
    double depth = resting_deepest(&scene.world);
    resting_scene_free(&scene);
    
#line 2662 "chapters/16-which-solver.nw"
IMP_CHECK_NEAR(s, depth, exact, 4 * IMP_U + 1e-5 * exact);
#line 2679 "chapters/16-which-solver.nw"
  }
}
#line 2711 "chapters/16-which-solver.nw"
static void check_free_fall(imp_check_state *s) {
  imp_soft_step_settings settings;
  imp_soft_step_defaults(&settings);
  const double x0[3] = {0.5, 10.0, -0.25}, v0[3] = {1.0, 2.0, -0.5}, a[3] = {0.0, -9.81, 0.0};
  const float dt = 1.0f / 60.0f;
  const int n = settings.substeps;
  resting_scene scene;
  uint32_t ball;
  sphere_scene(&settings, (vec3){0.5f, 10.0f, -0.25f}, 1.0f, &scene, &ball);
  imp_body *b = &scene.world.bodies[ball];
  glm_vec3_copy((vec3){1.0f, 2.0f, -0.5f}, b->velocity);
  IMP_CHECK_TRUE(s, imp_world_step(&scene.world, dt) == IMP_OK);
  IMP_CHECK_TRUE(s, scene.world.resolve_used[0] == n);
  const float *p = b->position, *v = b->velocity;
  for (int k = 0; k < 3; k++) {
    double h = (double)dt / n;
    double x_exact = x0[k] + v0[k] * dt + a[k] * h * h * n * (n + 1) / 2.0;
    double v_exact = v0[k] + a[k] * dt;
    
#line 2706 "chapters/16-which-solver.nw"
IMP_CHECK_NEAR(s, p[k], x_exact, 4 * (n + 2) * IMP_U * (10.5 + 2.5 * dt));
IMP_CHECK_NEAR(s, v[k], v_exact, 4 * (n + 2) * IMP_U * (2.5 + 9.81 * dt));
#line 2730 "chapters/16-which-solver.nw"
  }
  resting_scene_free(&scene);
}
#line 2760 "chapters/16-which-solver.nw"
static void check_push_out(imp_check_state *s) {
  imp_soft_step_settings settings;
  imp_soft_step_defaults(&settings);
  settings.max_push_speed = 0.5f;
  const float dt = 1.0f / 60.0f, h = dt / (float)settings.substeps;
  imp_softness soft = imp_softness_make(2.0f * settings.contact_hertz, settings.damping_ratio, h);
  double omega = 2.0 * GLM_PI * 2.0 * settings.contact_hertz;
  resting_scene scene;
  uint32_t ball;
  sphere_scene(&settings, (vec3){0.0f, 0.4f, 0.0f}, 1.0f, &scene, &ball);
  double fastest = 0.0;
  for (int n = 0; n < 60; n++) {
    float y = scene.world.bodies[ball].position[1];
    imp_world_step(&scene.world, dt);
    fastest = fmax(fastest, (scene.world.bodies[ball].position[1] - y) / dt);
  }
  
#line 2755 "chapters/16-which-solver.nw"
IMP_CHECK_LE(s, fastest, settings.max_push_speed / (1.0 - soft.impulse_scale));
IMP_CHECK_LE(s, resting_deepest(&scene.world), 2.0 * 9.81 / (omega * omega));
#line 2777 "chapters/16-which-solver.nw"
  resting_scene_free(&scene);
}
#line 2799 "chapters/16-which-solver.nw"
static void pyramid(imp_check_state *s, int solver, which_scene *dest) {
  uint32_t top;
  if (!which_scene_build(15, solver, 0, 0.5f, (vec3){0.0f, -9.81f, 0.0f}, dest) ||
      !solver_pyramid(&dest->scene, 5, 0.5f, &top))
    abort();
  (void)s;
}

static void check_repeat_and_refuse(imp_check_state *s) {
  which_scene one, two;
  pyramid(s, WHICH_SOFT, &one);
  pyramid(s, WHICH_SOFT, &two);
  for (int n = 0; n < 60; n++) {
    imp_world_step(&one.scene.world, 1.0f / 60.0f);
    imp_world_step(&two.scene.world, 1.0f / 60.0f);
  }
  bool same = memcmp(one.scene.world.bodies, two.scene.world.bodies,
                     16 * sizeof(imp_body)) == 0;
  imp_world *w = &one.scene.world;
  imp_body before[16];
  memcpy(before, w->bodies, sizeof before);
  imp_soft_step_settings bad[5];
  for (int k = 0; k < 5; k++) imp_soft_step_defaults(&bad[k]);
  bad[0].substeps = 0;
  bad[1].relax_iterations = -1;
  bad[2].contact_hertz = 0.0f;
  bad[3].damping_ratio = -1.0f;
  bad[4].max_push_speed = 0.0f;
  int refused = 0;
  for (int k = 0; k < 5; k++) refused += imp_soft_step_resolve(w, &bad[k], 0.01f) == IMP_BAD_VALUE;
  refused += imp_soft_step_resolve(w, &one.soft, 0.0f) == IMP_BAD_VALUE;
  refused += imp_soft_step_resolve(w, &one.soft, NAN) == IMP_BAD_VALUE;
  bool unchanged = memcmp(before, w->bodies, sizeof before) == 0 && !w->soft_moved;
  which_scene_free(&one);
  which_scene_free(&two);
  
#line 2794 "chapters/16-which-solver.nw"
IMP_CHECK_TRUE(s, same);
IMP_CHECK_TRUE(s, refused == 7 && unchanged);
#line 2835 "chapters/16-which-solver.nw"
}
#line 2873 "chapters/16-which-solver.nw"
/* The pendulum of chapter 15 on a ball joint, 90 degrees out, under the
 * stage "soft" at steps of dt for 4 s: the largest anchor gap and the
 * first period's error against the elliptic one. */
static void soft_pendulum(double dt, double *gap, double *error) {
  joint_scene scene;
  uint32_t bob;
  imp_soft_step_settings settings;
  imp_soft_step_defaults(&settings);
  if (!joint_scene_build(1, 1, &scene) ||
      !joint_pendulum(&scene, GLM_PI_2f, 1.0f, IMP_JOINT_BALL, &bob))
    abort();
  scene.world.resolve = imp_resolve_soft;
  scene.world.resolve_settings = &settings;
  long n = lround(4.0 / dt);
  double *theta = malloc((size_t)(n + 1) * sizeof *theta);
  if (!theta) abort();
  *gap = 0.0;
  for (long k = 0; k <= n; k++) {
    if (k > 0) imp_world_step(&scene.world, (float)dt);
    const imp_body *b = &scene.world.bodies[bob];
    vec3 anchor;
    imp_body_world_point(b, scene.world.joints[0].def.local_anchor[1], anchor);
    *gap = fmax(*gap, glm_vec3_norm(anchor)); /* the pivot is the origin */
    theta[k] = atan2(b->position[0], -b->position[1]);
  }
  *error = joint_measured_period(theta, n + 1, dt) - joint_elliptic_period(GLM_PI_2, 1.0);
  free(theta);
  joint_scene_free(&scene);
}

static void check_soft_pendulum(imp_check_state *s) {
  imp_soft_step_settings settings;
  imp_soft_step_defaults(&settings);
  const double g = 9.81, length = 1.0, h = 1.0 / 240.0;
  const double omega = 2.0 * GLM_PI * 2.0 * settings.contact_hertz; /* f_j = 60 Hz */
  imp_softness joint = imp_softness_make(2.0f * settings.contact_hertz,
                                         settings.joint_damping_ratio, (float)h);
  double drift = 0.5 * h * (2.0 * g / length) * length;
  double rate = joint.mass_scale * joint.bias_rate;
  double exact = joint_elliptic_period(GLM_PI_2, length), gap[2], error[2];
  for (int k = 0; k < 2; k++) soft_pendulum(1.0 / (60.0 * (k + 1)), &gap[k], &error[k]);
  
#line 2867 "chapters/16-which-solver.nw"
IMP_CHECK_LE(s, gap[0], 1.2 * (3.0 * g / (omega * omega) + drift / rate) + 1e-5);
IMP_CHECK_LE(s, fabs(error[0]) / exact, 1e-3);
IMP_CHECK_TRUE(s, error[0] / error[1] > 1.6 && error[0] / error[1] < 2.4);
#line 2915 "chapters/16-which-solver.nw"
}
#line 2947 "chapters/16-which-solver.nw"
static void check_chain_stretch(imp_check_state *s) {
  const long links = 5;
  const float link = 0.25f, ball = 10.0f;
  which_joints scene = {.solver = WHICH_SOFT, .link = link};
  imp_soft_step_defaults(&scene.soft);
  if (!joint_scene_build(links + 1, links + 1, &scene.scene)) abort();
  imp_world *w = &scene.scene.world;
  w->resolve = imp_resolve_soft;
  w->resolve_settings = &scene.soft;
  uint32_t previous = 0, body, joint;
  for (long k = 0; k <= links; k++) {
    vec3 end = {0.0f, -link * (float)k, 0.0f};
    bool added = k < links ? joint_scene_add_box(&scene.scene, (vec3){0.02f, 0.5f * link, 0.02f},
                                                 1.0f, (vec3){0, -link * ((float)k + 0.5f), 0},
                                                 &body)
                           : which_joints_add_sphere(&scene, 0.2f, ball,
                                                     (vec3){0, end[1] - 0.2f, 0}, &body);
    imp_joint_def def;
    if (!added || imp_joint_def_at(w, IMP_JOINT_BALL, previous, body, end, end, &def) != IMP_OK ||
        imp_world_add_joint(w, &def, &joint) != IMP_OK)
      abort();
    previous = body;
  }
  for (int n = 0; n < 180; n++) imp_world_step(w, 1.0f / 60.0f);
  double omega = 2.0 * GLM_PI * 2.0 * scene.soft.contact_hertz;
  for (uint32_t j = 0; j < w->joint_count; j++) {
    vec3 at[2];
    for (int side = 0; side < 2; side++)
      imp_body_world_point(&w->bodies[w->joints[j].def.body[side]],
                           w->joints[j].def.local_anchor[side], at[side]);
    double gap = glm_vec3_distance(at[0], at[1]);
    double load = 9.81 * (ball + (double)(links - (long)j)); /* N: what hangs below */
    double w_a = j == 0 ? 0.0 : 1.0, w_b = j == (uint32_t)links ? 1.0 / ball : 1.0;
    double exact = load * (w_a + w_b) / (omega * omega);
    
#line 2943 "chapters/16-which-solver.nw"
IMP_CHECK_NEAR(s, gap, exact, 1e-3 * exact + 4 * IMP_U * 1.65);
#line 2982 "chapters/16-which-solver.nw"
  }
  joint_scene_free(&scene.scene);
}
#line 3013 "chapters/16-which-solver.nw"
typedef struct frame_outcome {
  double moved_at_end, moved_ever;
} frame_outcome;

static void frame_row(void *context, const double *values) {
  frame_outcome *o = context;
  o->moved_at_end = values[WHICH_COLUMNS + 1];
  o->moved_ever = fmax(o->moved_ever, values[WHICH_COLUMNS + 1]);
}

/* One frame of two cards at theta degrees, friction mu, for 3 s. */
static frame_outcome frame_run(const char *solver, double theta, double mu) {
  const imp_experiment *e = imp_find_experiment("which-cards");
  imp_args args;
  imp_args_defaults(e, &args);
  char setting[4][64], message[IMP_MESSAGE_SIZE];
  snprintf(setting[0], sizeof setting[0], "solver=%s", solver);
  snprintf(setting[1], sizeof setting[1], "angle=%.4f", theta);
  snprintf(setting[2], sizeof setting[2], "mu=%.6f", mu);
  snprintf(setting[3], sizeof setting[3], "levels=1");
  for (int k = 0; k < 4; k++)
    if (imp_args_set(&args, setting[k], message) != 0) abort();
  if (imp_args_set(&args, "duration=3", message) != 0) abort();
  frame_outcome o = {0.0, 0.0};
  e->run(&args, &(imp_sink){frame_row, &o});
  return o;
}

static void check_card_frame(imp_check_state *s) {
  const char *solvers[] = {"pgs", "ngs", "soft"};
  const double thetas[] = {55.0, 65.0, 75.0};
  for (int k = 0; k < 3; k++)
    for (int a = 0; a < 3; a++) {
      double cot = 1.0 / tan(thetas[a] * GLM_PI / 180.0);
      frame_outcome low = frame_run(solvers[k], thetas[a], 0.85 * cot);
      frame_outcome high = frame_run(solvers[k], thetas[a], 1.15 * cot);
      
#line 3008 "chapters/16-which-solver.nw"
IMP_CHECK_TRUE(s, low.moved_at_end == 2);
IMP_CHECK_TRUE(s, high.moved_ever == 0);
#line 3050 "chapters/16-which-solver.nw"
    }
}
#line 3082 "chapters/16-which-solver.nw"
/* The column on the ground under the stage "jacobi" with relaxation omega,
 * stepped for 2 s; its corners' last impulses and its kinetic energy. */
static double column_run(float omega, double corner[4]) {
  imp_jacobi_settings settings;
  imp_jacobi_defaults(&settings);
  settings.relaxation = omega;
  resting_scene scene;
  uint32_t column;
  imp_shape box;
  imp_shape_box((vec3){0.1f, 0.5f, 0.1f}, &box);
  if (!resting_scene_build(1, "jacobi", (vec3){0.0f, 1.0f, 0.0f}, 0.5f,
                           (vec3){0.0f, -9.81f, 0.0f}, &scene) ||
      !resting_scene_add(&scene, &box, 1.0f, (vec3){0.0f, 0.5f - RESTING_SET_DEPTH, 0.0f},
                         (versor){0, 0, 0, 1}, 0.5f, 0.0f, &column))
    abort();
  scene.world.resolve_settings = &settings;
  for (int n = 0; n < 120; n++) imp_world_step(&scene.world, 1.0f / 60.0f);
  for (int k = 0; k < 4; k++) corner[k] = 0.0;
  if (scene.world.contact_count == 1)
    for (int k = 0; k < scene.world.contacts[0].manifold.count && k < 4; k++)
      corner[k] = scene.world.contacts[0].manifold.point[k].impulse[0];
  double energy = imp_world_kinetic_energy(&scene.world);
  resting_scene_free(&scene);
  return energy;
}

static void check_jacobi_column(imp_check_state *s) {
  double corner[4], ignored[4];
  column_run(0.5f, corner);
  double plain_energy = column_run(1.0f, ignored);
  double share = 9.81 / 60.0 / 4.0;
  for (int k = 0; k < 4; k++) {
    
#line 3077 "chapters/16-which-solver.nw"
IMP_CHECK_NEAR(s, corner[k], share, 16 * IMP_U * share);
IMP_CHECK_TRUE(s, plain_energy > 1e-3);
#line 3115 "chapters/16-which-solver.nw"
  }
}
#line 3136 "chapters/16-which-solver.nw"
static void check_default_stage(imp_check_state *s) {
  imp_world_def def;
  imp_world_def_init(&def);
  
#line 3131 "chapters/16-which-solver.nw"
IMP_CHECK_TRUE(s, def.resolve == imp_resolve_soft && def.resolve_settings == NULL);
IMP_CHECK_TRUE(s, strcmp(imp_resolver_default()->name, "soft") == 0);
#line 3140 "chapters/16-which-solver.nw"
}

#line 2624 "chapters/16-which-solver.nw"
static const imp_check checks[] = {
#line 2684 "chapters/16-which-solver.nw"
{"rest-depth", "a resting sphere sits g/omega^2 deep under the soft step", check_rest_depth},
#line 2736 "chapters/16-which-solver.nw"
{"free-fall", "a body touching nothing follows the sub-steps' symplectic Euler exactly",
 check_free_fall},
#line 2782 "chapters/16-which-solver.nw"
{"push-out", "a sphere started in overlap rises no faster than the push-out speed",
 check_push_out},
#line 2839 "chapters/16-which-solver.nw"
{"repeat-refuse", "the soft step repeats itself bit for bit and refuses bad settings",
 check_repeat_and_refuse},
#line 2919 "chapters/16-which-solver.nw"
{"soft-pendulum", "the soft step holds a ball-joint pendulum and keeps its period to first order",
 check_soft_pendulum},
#line 2988 "chapters/16-which-solver.nw"
{"chain-stretch", "a chain at rest under the soft step stretches each joint by T / (m_j omega_j^2)",
 check_chain_stretch},
#line 3055 "chapters/16-which-solver.nw"
{"card-frame", "two leaning cards stand above mu = cot(theta) and fall below",
 check_card_frame},
#line 3120 "chapters/16-which-solver.nw"
{"jacobi-column", "relaxed Jacobi rests a column on four corners, plain Jacobi does not",
 check_jacobi_column},
#line 3144 "chapters/16-which-solver.nw"
{"default-stage", "the world's default resolver is the soft step with its defaults",
 check_default_stage},
#line 2626 "chapters/16-which-solver.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
