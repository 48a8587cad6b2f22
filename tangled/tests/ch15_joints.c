#line 216 "chapters/15-joints.nw"
/* Chapter 15's numerical checks: each follows its claim in the text. */
#include "check.h"
#include "harness.h"
#include "random.h"

#include <cglm/cglm.h>
#include <imp/joint.h>
#include <imp/mass.h>
#include <imp/softness.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "shared/joint-scene.h"

#line 2514 "chapters/15-joints.nw"
/* A random dynamic box in s at a random pose, with random velocities. */
static uint32_t random_box(joint_scene *s, imp_rng *g) {
  vec3 half, at;
  for (int k = 0; k < 3; k++) {
    half[k] = (float)imp_rng_uniform(g, 0.1, 0.8);
    at[k] = (float)imp_rng_uniform(g, -1.0, 1.0);
  }
  uint32_t i;
  if (!joint_scene_add_box(s, half, (float)imp_rng_uniform(g, 0.5, 5.0), at, &i)) abort();
  imp_body *b = &s->world.bodies[i];
  double axis[3];
  imp_rng_direction(g, axis);
  glm_quatv(b->orientation, (float)imp_rng_uniform(g, 0.0, 3.0),
            (vec3){(float)axis[0], (float)axis[1], (float)axis[2]});
  for (int k = 0; k < 3; k++) {
    b->velocity[k] = (float)imp_rng_uniform(g, -2.0, 2.0);
    b->angular_velocity[k] = (float)imp_rng_uniform(g, -3.0, 3.0);
  }
  imp_body_update(b);
  return i;
}

/* The distance between joint j's anchors now. */
static double anchor_gap(const imp_world *w, uint32_t j) {
  vec3 at[2];
  for (int side = 0; side < 2; side++)
    imp_body_world_point(&w->bodies[w->joints[j].def.body[side]],
                         (float *)w->joints[j].def.local_anchor[side], at[side]);
  return glm_vec3_distance(at[0], at[1]);
}

static imp_solver_settings one_sweep(void) {
  imp_solver_settings s;
  imp_solver_defaults(&s);
  s.velocity_iterations = 1;
  s.position_iterations = 0;
  s.warm_start = false;
  return s;
}
#line 185 "chapters/15-joints.nw"
static void check_soft_row(imp_check_state *s) {
  imp_rng g = imp_rng_seed(15);
  for (int trial = 0; trial < 2000; trial++) {
    float m = (float)imp_rng_uniform(&g, 0.1, 10.0), c1 = (float)imp_rng_uniform(&g, -0.5, 0.5);
    float v1 = (float)imp_rng_uniform(&g, -5.0, 5.0);
    float hertz = (float)exp(imp_rng_uniform(&g, log(0.1), log(60.0)));
    float zeta = (float)imp_rng_uniform(&g, 0.0, 2.0);
    float h = (float)exp(imp_rng_uniform(&g, log(1e-4), log(1.0 / 30.0)));
    imp_softness soft = imp_softness_make(hertz, zeta, h);
    double w = 2.0 * GLM_PI * hertz;
    double exact = (v1 - h * w * w * c1) / (1.0 + 2.0 * zeta * w * h + w * w * h * h);
    float p = -soft.mass_scale * m * (v1 + soft.bias_rate * c1);
    double once = v1 + p / m;
    float acc = 0.0f, v = v1;
    for (int k = 0; k < 10; k++) {
      float dp = -soft.mass_scale * m * (v + soft.bias_rate * c1) - soft.impulse_scale * acc;
      acc += dp;
      v += dp / m;
    }
    double ten = v, size = fabs(v1) + soft.bias_rate * fabs(c1);
    
#line 180 "chapters/15-joints.nw"
IMP_CHECK_NEAR(s, once, exact, 16 * IMP_U * size);
IMP_CHECK_NEAR(s, ten, exact, 16 * IMP_U * size * fmin(10.0, 1.0 / (1.0 - soft.impulse_scale)));
#line 206 "chapters/15-joints.nw"
  }
}
#line 2569 "chapters/15-joints.nw"
static double max_entry(mat3 m) {
  double most = 0.0;
  for (int c = 0; c < 3; c++)
    for (int r = 0; r < 3; r++) most = fmax(most, fabs(m[c][r]));
  return most;
}

static void check_point_matrix(imp_check_state *s) {
  imp_rng g = imp_rng_seed(1501);
  for (int trial = 0; trial < 300; trial++) {
    joint_scene scene;
    if (!joint_scene_build(2, 0, &scene)) abort();
    uint32_t body[2] = {random_box(&scene, &g), random_box(&scene, &g)};
    float w_inv[2];
    mat3 inertia[2];
    vec3 arm[2];
    double size = 0.0;
    for (int side = 0; side < 2; side++) {
      const imp_body *b = &scene.world.bodies[body[side]];
      w_inv[side] = b->inverse_mass;
      glm_mat3_copy((vec3 *)b->inverse_inertia_world, inertia[side]);
      for (int k = 0; k < 3; k++) arm[side][k] = (float)imp_rng_uniform(&g, -1.5, 1.5);
      size += w_inv[side] + glm_vec3_norm2(arm[side]) * max_entry(inertia[side]);
    }
    mat3 k;
    imp_joint_point_matrix(w_inv, inertia, arm, k);
    for (int c = 0; c < 3; c++)
      for (int r = 0; r < 3; r++) {
        double exact = (c == r) * ((double)w_inv[0] + w_inv[1]);
        for (int side = 0; side < 2; side++) {
          vec3 rd, re, turn;
          glm_vec3_cross(arm[side], (vec3){r == 0, r == 1, r == 2}, rd);
          glm_vec3_cross(arm[side], (vec3){c == 0, c == 1, c == 2}, re);
          glm_mat3_mulv(inertia[side], re, turn);
          for (int q = 0; q < 3; q++) exact += (double)rd[q] * turn[q];
        }
        
#line 2565 "chapters/15-joints.nw"
IMP_CHECK_NEAR(s, k[c][r], exact, 16 * IMP_U * size);
#line 2606 "chapters/15-joints.nw"
      }
    joint_scene_free(&scene);
  }
}
#line 2639 "chapters/15-joints.nw"
static void check_no_work(imp_check_state *s) {
  imp_rng g = imp_rng_seed(1502);
  imp_solver_settings settings = one_sweep();
  for (int trial = 0; trial < 300; trial++) {
    joint_scene scene;
    if (!joint_scene_build(2, 1, &scene)) abort();
    imp_world *w = &scene.world;
    uint32_t a = random_box(&scene, &g), b = random_box(&scene, &g), index;
    vec3 anchor;
    for (int k = 0; k < 3; k++) anchor[k] = (float)imp_rng_uniform(&g, -1.0, 1.0);
    imp_joint_def def;
    if (imp_joint_def_at(w, IMP_JOINT_BALL, a, b, anchor, NULL, &def) != IMP_OK ||
        imp_world_add_joint(w, &def, &index) != IMP_OK)
      abort();
    imp_body before[2] = {w->bodies[a], w->bodies[b]};
    imp_solver_resolve(w, &settings, 1.0f / 60.0f, NULL);
    const imp_joint *j = &w->joints[index];
    const float *p = j->point_impulse;
    vec3 dv, va, vb;
    imp_body_point_velocity(&w->bodies[a], anchor, va);
    imp_body_point_velocity(&w->bodies[b], anchor, vb);
    glm_vec3_sub(vb, va, dv);
    double v = 0.0, power = 0.0;
    for (int side = 0; side < 2; side++) {
      const imp_body *now = &w->bodies[side ? b : a];
      double sign = side ? 1.0 : -1.0;
      vec3 r_x_p;
      glm_vec3_cross((float *)j->arm[side], (float *)p, r_x_p);
      v += glm_vec3_norm(before[side].velocity) +
           glm_vec3_norm(before[side].angular_velocity) * glm_vec3_norm((float *)j->arm[side]);
      power += sign * (glm_vec3_dot((float *)p, (float *)now->velocity) +
                       glm_vec3_dot(r_x_p, (float *)now->angular_velocity));
    }
    for (int side = 0; side < 2; side++) {
      const imp_body *now = &w->bodies[side ? b : a];
      float sign = side ? 1.0f : -1.0f;
      vec3 change, expected, r_x_p;
      glm_vec3_sub((float *)now->velocity, before[side].velocity, change);
      glm_vec3_scale((float *)p, sign * now->inverse_mass, expected);
      double scale = glm_vec3_norm(expected) + glm_vec3_norm(before[side].velocity);
      
#line 2633 "chapters/15-joints.nw"
IMP_CHECK_LE(s, glm_vec3_norm(dv), 32 * IMP_U * v);
IMP_CHECK_NEAR(s, power, 0.0, 32 * IMP_U * glm_vec3_norm((float *)p) * v);
for (int k = 0; k < 3; k++) IMP_CHECK_NEAR(s, change[k], expected[k], 16 * IMP_U * scale);
#line 2680 "chapters/15-joints.nw"
      glm_vec3_sub((float *)now->angular_velocity, before[side].angular_velocity, change);
      glm_vec3_cross((float *)j->arm[side], (float *)p, r_x_p);
      glm_mat3_mulv((vec3 *)now->inverse_inertia_world, r_x_p, expected);
      glm_vec3_scale(expected, sign, expected);
      scale = glm_vec3_norm(expected) + glm_vec3_norm(before[side].angular_velocity);
      for (int k = 0; k < 3; k++) IMP_CHECK_NEAR(s, change[k], expected[k], 16 * IMP_U * scale);
    }
    joint_scene_free(&scene);
  }
}
#line 2710 "chapters/15-joints.nw"
static void check_soft_joint(imp_check_state *s) {
  imp_rng g = imp_rng_seed(1503);
  for (int trial = 0; trial < 200; trial++) {
    float hertz = (float)imp_rng_uniform(&g, 0.5, 30.0), zeta = (float)imp_rng_uniform(&g, 0, 2);
    float h = 1.0f / 60.0f;
    vec3 offset, velocity;
    for (int k = 0; k < 3; k++) {
      offset[k] = (float)imp_rng_uniform(&g, -0.2, 0.2);
      velocity[k] = (float)imp_rng_uniform(&g, -3.0, 3.0);
    }
    for (int sweeps = 1; sweeps <= 10; sweeps += 9) {
      joint_scene scene;
      if (!joint_scene_build(1, 1, &scene)) abort();
      imp_world *w = &scene.world;
      imp_rng again = imp_rng_seed(1503 + (uint64_t)trial);
      uint32_t box = random_box(&scene, &again), index;
      imp_joint_def def;
      if (imp_joint_def_at(w, IMP_JOINT_BALL, 0, box, w->bodies[box].position, NULL, &def) !=
          IMP_OK)
        abort();
      def.hertz = hertz, def.damping_ratio = zeta;
      if (imp_world_add_joint(w, &def, &index) != IMP_OK) abort();
      imp_body *b = &w->bodies[box];
      glm_vec3_add(b->position, offset, b->position);
      glm_vec3_copy(velocity, b->velocity);
      glm_vec3_zero(b->angular_velocity);
      imp_body_update(b);
      imp_solver_settings settings = one_sweep();
      settings.velocity_iterations = sweeps;
      imp_solver_resolve(w, &settings, h, NULL);
      imp_softness soft = imp_softness_make(hertz, zeta, h);
      double omega = 2.0 * GLM_PI * hertz, leak = fmin(10.0, 1.0 / (1.0 - soft.impulse_scale));
      for (int k = 0; k < 3; k++) {
        double exact = (velocity[k] - h * omega * omega * offset[k]) /
                       (1.0 + 2.0 * zeta * omega * h + omega * omega * h * h);
        double got = b->velocity[k], size = fabs(velocity[k]) + soft.bias_rate * fabs(offset[k]);
        
#line 2706 "chapters/15-joints.nw"
IMP_CHECK_NEAR(s, got, exact, 16 * IMP_U * size * (sweeps == 1 ? 1.0 : leak));
#line 2747 "chapters/15-joints.nw"
      }
      joint_scene_free(&scene);
    }
  }
}
#line 2778 "chapters/15-joints.nw"
static void check_ball_holds(imp_check_state *s) {
  const float h = 1.0f / 60.0f, length = 1.0f;
  for (int kind = 0; kind < 2; kind++) {
    joint_scene scene;
    uint32_t bob;
    if (!joint_scene_build(1, 1, &scene) ||
        !joint_pendulum(&scene, GLM_PI_2f, length, kind ? IMP_JOINT_HINGE : IMP_JOINT_BALL,
                        &bob))
      abort();
    const imp_world *w = &scene.world;
    for (int n = 0; n < 600; n++) {
      imp_world_step(&scene.world, h);
      double turn = h * glm_vec3_norm((float *)w->bodies[bob].angular_velocity);
      
#line 2774 "chapters/15-joints.nw"
IMP_CHECK_LE(s, anchor_gap(w, 0), 1.2 * 0.5 * turn * turn * length + 1e-5);
#line 2792 "chapters/15-joints.nw"
    }
    joint_scene_free(&scene);
  }
}
#line 2823 "chapters/15-joints.nw"
static void check_hinge(imp_check_state *s) {
  const float h = 1.0f / 60.0f, lower = -GLM_PI_4f, upper = GLM_PI_2f;
  joint_scene scene;
  if (!joint_scene_build(1, 1, &scene)) abort();
  imp_world *w = &scene.world;
  imp_mass m;
  uint32_t bob, index;
  vec3 at = {sinf(80.0f * GLM_PIf / 180.0f), -cosf(80.0f * GLM_PIf / 180.0f), 0.0f};
  imp_body body;
  imp_body_init(&body);
  if (imp_mass_sphere(1.0f, JOINT_BOB_RADIUS, &m) != IMP_OK || imp_body_set_mass(&body, &m))
    abort();
  glm_vec3_copy(at, body.position);
  body.acceleration[1] = -9.81f;
  imp_body_update(&body);
  imp_joint_def def;
  if (imp_world_add_body(w, &body, &bob) != IMP_OK ||
      imp_joint_def_at(w, IMP_JOINT_HINGE, 0, bob, (vec3){0, 0, 0}, (vec3){0, 0, 1}, &def))
    abort();
  def.enable_limit = true, def.lower = lower - 80.0f * GLM_PIf / 180.0f;
  def.upper = upper - 80.0f * GLM_PIf / 180.0f; /* the angle counts from the release */
  if (imp_world_add_joint(w, &def, &index) != IMP_OK) abort();
  w->bodies[bob].angular_velocity[0] = 2.0f;
  w->bodies[bob].velocity[2] = 1.0f;
  double lowest = INFINITY;
  for (int n = 0; n < 600; n++) {
    imp_world_step(w, h);
    vec3 a_a, a_b, cross;
    glm_quat_rotatev(w->bodies[0].orientation, w->joints[0].def.local_axis[0], a_a);
    glm_quat_rotatev(w->bodies[bob].orientation, w->joints[0].def.local_axis[1], a_b);
    glm_vec3_cross(a_a, a_b, cross);
    const float *x = w->bodies[bob].position;
    double angle = atan2(x[0], -x[1]);
    lowest = fmin(lowest, angle);
    
#line 2818 "chapters/15-joints.nw"
IMP_CHECK_LE(s, glm_vec3_norm(cross), 1e-5);
IMP_CHECK_TRUE(s, angle >= lower - 0.01 && angle <= upper + 0.01);
#line 2858 "chapters/15-joints.nw"
  }
  IMP_CHECK_TRUE(s, lowest < lower + 0.05); /* it did reach the limit */
  joint_scene_free(&scene);
}
#line 2884 "chapters/15-joints.nw"
static void check_motor(imp_check_state *s) {
  const float h = 1.0f / 60.0f, speed = 3.0f, torque = 0.5f, mass = 2.0f;
  joint_scene scene;
  uint32_t box, index;
  if (!joint_scene_build(1, 1, &scene) ||
      !joint_scene_add_box(&scene, (vec3){0.5f, 0.2f, 0.3f}, mass, (vec3){0, 0, 0}, &box))
    abort();
  imp_world *w = &scene.world;
  glm_vec3_zero(w->bodies[box].acceleration);
  imp_joint_def def;
  if (imp_joint_def_at(w, IMP_JOINT_HINGE, 0, box, (vec3){0, 0, 0}, (vec3){0, 0, 1}, &def))
    abort();
  def.enable_motor = true, def.motor_speed = speed, def.max_motor_torque = torque;
  if (imp_world_add_joint(w, &def, &index) != IMP_OK) abort();
  double inertia = mass * (1.0 * 1.0 + 0.4 * 0.4) / 12.0;
  for (int n = 1; n <= 180; n++) {
    imp_world_step(w, h);
    double spin = w->bodies[box].angular_velocity[2];
    
#line 2880 "chapters/15-joints.nw"
IMP_CHECK_NEAR(s, spin, fmin(n * h * torque / inertia, speed), 8 * IMP_U * speed * n);
#line 2903 "chapters/15-joints.nw"
  }
  joint_scene_free(&scene);
}
#line 2933 "chapters/15-joints.nw"
static void check_weld(imp_check_state *s) {
  const float h = 1.0f / 60.0f, angle = GLM_PI_2f * 2.0f / 3.0f;
  joint_scene scene;
  uint32_t upper, lower, index;
  vec3 top = {0, 0, 0}, joint = {0.6f * sinf(angle), -0.6f * cosf(angle), 0};
  vec3 at_upper, at_lower;
  glm_vec3_scale(joint, 0.5f, at_upper);
  glm_vec3_scale(joint, 0.6f / 0.6f + 0.2f / 0.6f, at_lower);
  if (!joint_scene_build(2, 2, &scene) ||
      !joint_scene_add_box(&scene, (vec3){0.1f, 0.3f, 0.1f}, 1.0f, at_upper, &upper) ||
      !joint_scene_add_box(&scene, (vec3){0.2f, 0.2f, 0.2f}, 2.0f, at_lower, &lower))
    abort();
  imp_world *w = &scene.world;
  versor tilt;
  glm_quatv(tilt, angle, (vec3){0, 0, 1});
  imp_body_set_pose(&w->bodies[upper], at_upper, tilt);
  imp_body_set_pose(&w->bodies[lower], at_lower, tilt);
  imp_joint_def def;
  if (imp_joint_def_at(w, IMP_JOINT_BALL, 0, upper, top, NULL, &def) ||
      imp_world_add_joint(w, &def, &index) ||
      imp_joint_def_at(w, IMP_JOINT_FIXED, upper, lower, joint, NULL, &def) ||
      imp_world_add_joint(w, &def, &index))
    abort();
  double arm = glm_vec3_distance(w->bodies[upper].position, w->bodies[lower].position);
  for (int n = 0; n < 600; n++) {
    imp_world_step(w, h);
    versor wanted, back, e;
    glm_quat_mul(w->bodies[upper].orientation, w->joints[1].def.reference, wanted);
    glm_quat_inv(wanted, back);
    glm_quat_mul(w->bodies[lower].orientation, back, e);
    vec3 error;
    glm_vec3_scale(e, e[3] < 0.0f ? -2.0f : 2.0f, error);
    double turn = h * fmax(glm_vec3_norm(w->bodies[upper].angular_velocity),
                           glm_vec3_norm(w->bodies[lower].angular_velocity));
    
#line 2928 "chapters/15-joints.nw"
IMP_CHECK_LE(s, glm_vec3_norm(error), 1e-3);
IMP_CHECK_LE(s, anchor_gap(w, 1), 1.2 * 0.5 * turn * turn * arm + 1e-5);
#line 2968 "chapters/15-joints.nw"
  }
  joint_scene_free(&scene);
}
#line 2999 "chapters/15-joints.nw"
static uint32_t distance_bob(joint_scene *scene, vec3 at, bool rope) {
  imp_mass m;
  imp_body body;
  uint32_t bob, index;
  imp_body_init(&body);
  if (imp_mass_sphere(1.0f, JOINT_BOB_RADIUS, &m) != IMP_OK || imp_body_set_mass(&body, &m))
    abort();
  glm_vec3_copy(at, body.position);
  body.acceleration[1] = -9.81f;
  imp_body_update(&body);
  imp_joint_def def;
  if (imp_world_add_body(&scene->world, &body, &bob) ||
      imp_joint_def_distance(&scene->world, 0, bob, (vec3){0, 0, 0}, at, &def))
    abort();
  def.length = 1.0f;
  def.enable_limit = rope, def.lower = 0.2f, def.upper = 1.0f;
  if (imp_world_add_joint(&scene->world, &def, &index)) abort();
  return bob;
}

static void check_distance(imp_check_state *s) {
  const float h = 1.0f / 60.0f;
  for (int rope = 0; rope < 2; rope++) {
    joint_scene scene;
    if (!joint_scene_build(1, 1, &scene)) abort();
    uint32_t bob = distance_bob(&scene, rope ? (vec3){0, -0.5f, 0} : (vec3){1, 0, 0}, rope);
    const imp_body *b = &scene.world.bodies[bob];
    bool slack = true;
    for (int n = 1; n <= 600; n++) {
      imp_world_step(&scene.world, h);
      double distance = glm_vec3_norm((float *)b->position), vy = b->velocity[1];
      double speed = glm_vec3_norm((float *)b->velocity);
      slack = slack && distance < 0.9;
      if (!rope) {
        
#line 2990 "chapters/15-joints.nw"
IMP_CHECK_NEAR(s, distance, 1.0, 1.2 * 0.5 * h * h * speed * speed + 1e-5);
#line 3034 "chapters/15-joints.nw"
      } else {
        
#line 2994 "chapters/15-joints.nw"
if (slack) IMP_CHECK_NEAR(s, vy, -9.81 * n * h, 8 * IMP_U * 9.81 * n * h);
IMP_CHECK_LE(s, fmax(distance - 1.0, 0.0), 1.2 * 0.5 * h * h * speed * speed + 1e-5);
#line 3036 "chapters/15-joints.nw"
      }
    }
    joint_scene_free(&scene);
  }
}
#line 3070 "chapters/15-joints.nw"
static void check_period(imp_check_state *s) {
  const char *const joints[] = {"ball", "hinge"};
  double exact = joint_elliptic_period(GLM_PI_2, 1.0);
  for (int kind = 0; kind < 2; kind++) {
    double shortfall[2];
    for (int k = 0; k < 2; k++) {
      double dt = 1.0 / (600.0 * (k + 1));
      imp_table t;
      imp_table_runf(&t, "pendulum-joint", "angle=90 length=1 joint=%s dt=%.17g duration=4",
                     joints[kind], dt);
      double *theta = malloc(t.rows * sizeof *theta);
      if (!theta) abort();
      for (size_t r = 0; r < t.rows; r++) theta[r] = imp_table_at(&t, r, "theta");
      shortfall[k] = exact - joint_measured_period(theta, (long)t.rows, dt);
      free(theta);
      imp_table_free(&t);
    }
    
#line 3064 "chapters/15-joints.nw"
IMP_CHECK_TRUE(s, shortfall[0] > 0.0 && shortfall[1] > 0.0);
IMP_CHECK_LE(s, shortfall[0] / exact, 0.006);
IMP_CHECK_TRUE(s, shortfall[0] / shortfall[1] > 1.6 && shortfall[0] / shortfall[1] < 2.4);
#line 3088 "chapters/15-joints.nw"
  }
}
#line 3115 "chapters/15-joints.nw"
static void check_chain(imp_check_state *s) {
  imp_table t;
  imp_table_runf(&t, "hanging-chain", "duration=30");
  size_t last = t.rows - 1;
  double sag = imp_table_at(&t, last, "sag"), gap = imp_table_at(&t, last, "gap");
  double links = joint_chain_sag(20, 4.0, 5.0), catenary = joint_catenary_sag(4.0, 5.0);
  
#line 3109 "chapters/15-joints.nw"
IMP_CHECK_NEAR(s, sag, links, 5e-4);
IMP_CHECK_LE(s, gap, 1e-5);
IMP_CHECK_TRUE(s, fabs(links - catenary) > 1e-3);
#line 3122 "chapters/15-joints.nw"
  imp_table_free(&t);
}
#line 3141 "chapters/15-joints.nw"
static void check_refusals(imp_check_state *s) {
  joint_scene scene;
  uint32_t a, b, index = 77;
  if (!joint_scene_build(2, 1, &scene) ||
      !joint_scene_add_box(&scene, (vec3){0.5f, 0.5f, 0.5f}, 1.0f, (vec3){0, 0, 0}, &a) ||
      !joint_scene_add_box(&scene, (vec3){0.5f, 0.5f, 0.5f}, 1.0f, (vec3){2, 0, 0}, &b))
    abort();
  imp_world *w = &scene.world;
  imp_joint_def good, bad[18];
  if (imp_joint_def_at(w, IMP_JOINT_HINGE, a, b, (vec3){1, 0, 0}, (vec3){0, 0, 1}, &good))
    abort();
  for (int k = 0; k < 18; k++) bad[k] = good;
  bad[0].body[1] = 7;                       /* no such body */
  bad[1].body[1] = a;                       /* a body with itself */
  bad[2].body[0] = 0, bad[2].body[1] = 0;   /* two static bodies (and itself) */
  bad[3].local_anchor[0][1] = NAN;
  glm_vec3_zero(bad[4].local_axis[1]);      /* a hinge with no axis */
  glm_vec3_copy(bad[5].local_axis[0], bad[5].local_normal[0]); /* normal along the axis */
  bad[6].enable_limit = true, bad[6].lower = 1.0f, bad[6].upper = 0.0f;
  bad[7].enable_limit = true, bad[7].lower = -4.0f, bad[7].upper = 0.0f; /* beyond -pi */
  bad[8].enable_motor = true, bad[8].max_motor_torque = -1.0f;
  bad[9].hertz = -1.0f;
  bad[10].damping_ratio = INFINITY;
  bad[11].kind = IMP_JOINT_DISTANCE, bad[11].length = 0.0f; /* zero length */
  bad[12].kind = IMP_JOINT_DISTANCE, bad[12].length = 1.0f;
  bad[12].enable_limit = true, bad[12].lower = 0.0f, bad[12].upper = 1.0f;
  bad[13].kind = (imp_joint_kind)9;
  
#line 3182 "chapters/15-joints.nw"
for (int k = 14; k < 18; k++) bad[k].kind = IMP_JOINT_BALL;
bad[14].max_friction_torque = -1.0f;
bad[15].max_friction_torque = NAN;
bad[16].enable_cone = true, bad[16].cone_angle = 0.0f;        /* no cone at all */
bad[17].enable_cone = true, bad[17].cone_angle = 1.0f;
glm_vec3_zero(bad[17].local_axis[0]);                          /* a cone with no axis */
#line 3169 "chapters/15-joints.nw"
  for (int k = 0; k < 18; k++) {
    imp_status status = imp_world_add_joint(w, &bad[k], &index);
    bool unchanged = w->joint_count == 0 && w->first_joint[a] == IMP_NONE &&
                     w->first_joint[b] == IMP_NONE && index == 77;
    
#line 3137 "chapters/15-joints.nw"
IMP_CHECK_TRUE(s, status == IMP_BAD_VALUE && unchanged);
#line 3174 "chapters/15-joints.nw"
  }
  IMP_CHECK_TRUE(s, imp_world_add_joint(w, &good, &index) == IMP_OK && index == 0);
  IMP_CHECK_TRUE(s, imp_world_add_joint(w, &good, &index) == IMP_FULL && w->joint_count == 1);
  joint_scene_free(&scene);
}
#line 3206 "chapters/15-joints.nw"
static int contacts_with_joint(int joint, bool collide) {
  joint_scene scene;
  uint32_t box[2], shape, index;
  if (!joint_scene_build(2, 1, &scene)) abort();
  for (int k = 0; k < 2; k++) {
    imp_shape cube;
    imp_shape_def def;
    imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
    imp_shape_def_init(&cube, &def);
    if (!joint_scene_add_box(&scene, (vec3){0.5f, 0.5f, 0.5f}, 1.0f, (vec3){0.5f * k, 0, 0},
                             &box[k]) ||
        imp_world_add_shape(&scene.world, box[k], &def, &shape) != IMP_OK)
      abort();
  }
  imp_joint_def def;
  if (imp_joint_def_at(&scene.world, IMP_JOINT_BALL, box[0], box[1], (vec3){0.25f, 0, 0}, NULL,
                       &def))
    abort();
  def.collide = collide;
  if (joint && imp_world_add_joint(&scene.world, &def, &index) != IMP_OK) abort();
  imp_world_find_pairs(&scene.world);
  imp_world_collide(&scene.world);
  int count = (int)scene.world.contact_count;
  joint_scene_free(&scene);
  return count;
}

static void check_apart(imp_check_state *s) {
  int contacts[3] = {contacts_with_joint(0, false), contacts_with_joint(1, false),
                     contacts_with_joint(1, true)};
  joint_scene scene;
  uint32_t box[3], index;
  if (!joint_scene_build(3, 2, &scene)) abort();
  for (int k = 0; k < 3; k++)
    if (!joint_scene_add_box(&scene, (vec3){0.2f, 0.2f, 0.2f}, 1.0f, (vec3){(float)k, 0, 0},
                             &box[k]))
      abort();
  for (int k = 0; k < 2; k++) {
    imp_joint_def def;
    if (imp_joint_def_at(&scene.world, IMP_JOINT_BALL, box[k], box[k + 1],
                         (vec3){k + 0.5f, 0, 0}, NULL, &def) ||
        imp_world_add_joint(&scene.world, &def, &index))
      abort();
  }
  uint32_t islands = imp_world_find_islands(&scene.world);
  
#line 3201 "chapters/15-joints.nw"
IMP_CHECK_TRUE(s, contacts[0] == 1 && contacts[1] == 0 && contacts[2] == 1);
IMP_CHECK_TRUE(s, islands == 1);
#line 3252 "chapters/15-joints.nw"
  joint_scene_free(&scene);
}
#line 3281 "chapters/15-joints.nw"
/* A joint scene without gravity holding one body at its centre of mass on a
 * ball joint of friction `torque`. */
static uint32_t friction_ball(joint_scene *scene, const imp_mass *m, float torque) {
  uint32_t body, index;
  imp_body b;
  imp_body_init(&b);
  imp_joint_def def;
  if (!joint_scene_build(1, 1, scene) || imp_body_set_mass(&b, m) != IMP_OK ||
      imp_world_add_body(&scene->world, &b, &body) != IMP_OK ||
      imp_joint_def_at(&scene->world, IMP_JOINT_BALL, 0, body, (vec3){0, 0, 0}, NULL, &def))
    abort();
  def.max_friction_torque = torque;
  if (imp_world_add_joint(&scene->world, &def, &index) != IMP_OK) abort();
  return body;
}

static void check_friction_spin(imp_check_state *s) {
  const float h = 1.0f / 60.0f, torque = 0.3f, spin = 5.0f;
  imp_rng g = imp_rng_seed(1510);
  imp_mass m;
  if (imp_mass_sphere(2.0f, 0.3f, &m) != IMP_OK) abort();
  double inertia = 0.4 * 2.0 * 0.3 * 0.3;
  for (int trial = 0; trial < 8; trial++) {
    joint_scene scene;
    uint32_t ball = friction_ball(&scene, &m, torque);
    double axis[3];
    imp_rng_direction(&g, axis);
    vec3 d = {(float)axis[0], (float)axis[1], (float)axis[2]};
    float *omega = scene.world.bodies[ball].angular_velocity;
    glm_vec3_scale(d, spin, omega);
    for (int n = 1; n <= 120; n++) {
      imp_world_step(&scene.world, h);
      double along = glm_vec3_dot(omega, d);
      vec3 across;
      glm_vec3_cross(omega, d, across);
      
#line 3276 "chapters/15-joints.nw"
IMP_CHECK_NEAR(s, along, fmax(spin - n * h * torque / inertia, 0.0), 8 * IMP_U * spin * n);
IMP_CHECK_LE(s, glm_vec3_norm(across), 8 * IMP_U * spin * n);
#line 3317 "chapters/15-joints.nw"
    }
    joint_scene_free(&scene);
  }
}
#line 3351 "chapters/15-joints.nw"
/* The angle (rad) below the horizontal of a rod of `mass` 1 m long held at
 * its end with friction torque `torque`, after `steps` steps of h. */
static double rod_drop(float torque, float h, int steps) {
  joint_scene scene;
  uint32_t rod, index;
  imp_joint_def def;
  if (!joint_scene_build(1, 1, &scene) ||
      !joint_scene_add_box(&scene, (vec3){0.5f, 0.05f, 0.05f}, 1.0f, (vec3){0.5f, 0, 0}, &rod) ||
      imp_joint_def_at(&scene.world, IMP_JOINT_BALL, 0, rod, (vec3){0, 0, 0}, NULL, &def))
    abort();
  def.max_friction_torque = torque;
  if (imp_world_add_joint(&scene.world, &def, &index) != IMP_OK) abort();
  for (int n = 0; n < steps; n++) imp_world_step(&scene.world, h);
  const float *x = scene.world.bodies[rod].position;
  double angle = atan2(-x[1], x[0]);
  joint_scene_free(&scene);
  return angle;
}

static void check_friction_holds(imp_check_state *s) {
  const float h = 1.0f / 60.0f;
  const double weight = 9.81 * 0.5, ip = (1.0 + 0.01) / 12.0 + 0.25;
  double angle[2] = {rod_drop((float)(1.25 * weight), h, 120),
                     rod_drop((float)(0.5 * weight), h, 12)};
  double accel = 0.5 * weight / ip;
  
#line 3346 "chapters/15-joints.nw"
IMP_CHECK_LE(s, fabs(angle[0]), 1e-3);
IMP_CHECK_NEAR(s, angle[1], h * h * accel * 12 * 13 / 2, 0.03 * h * h * accel * 12 * 13 / 2);
#line 3377 "chapters/15-joints.nw"
}
#line 3424 "chapters/15-joints.nw"
/* A 1 kg box bob 1 m from the origin at `angle` from the vertical (plane
 * z = 0) on a ball joint; with a cone of half-angle alpha if alpha > 0,
 * about `axis` in the world and about the bob's direction from the origin
 * in the bob, so that the swing is the angle between the two. */
static uint32_t cone_pendulum(joint_scene *scene, float angle, float alpha, const vec3 axis) {
  uint32_t bob, index;
  vec3 at = {sinf(angle), -cosf(angle), 0.0f};
  imp_joint_def def;
  if (!joint_scene_build(1, 1, scene) ||
      !joint_scene_add_box(scene, (vec3){0.05f, 0.05f, 0.05f}, 1.0f, at, &bob) ||
      imp_joint_def_at(&scene->world, IMP_JOINT_BALL, 0, bob, (vec3){0, 0, 0}, NULL, &def))
    abort();
  if (alpha > 0.0f) {
    def.enable_cone = true, def.cone_angle = alpha;
    glm_vec3_copy((float *)axis, def.local_axis[0]);
    glm_vec3_copy(at, def.local_axis[1]);
  }
  if (imp_world_add_joint(&scene->world, &def, &index) != IMP_OK) abort();
  return bob;
}

/* The swing of joint 0's cone in w now (rad). */
static double swing_now(const imp_world *w) {
  vec3 a_a, a_b;
  const imp_joint *j = &w->joints[0];
  glm_quat_rotatev((float *)w->bodies[j->def.body[0]].orientation, (float *)j->def.local_axis[0],
                   a_a);
  glm_quat_rotatev((float *)w->bodies[j->def.body[1]].orientation, (float *)j->def.local_axis[1],
                   a_b);
  vec3 cross;
  glm_vec3_cross(a_a, a_b, cross);
  return atan2(glm_vec3_norm(cross), glm_vec3_dot(a_a, a_b));
}

static void check_cone(imp_check_state *s) {
  const float h = 1.0f / 60.0f, alpha = GLM_PI_4f, narrow = GLM_PIf / 6.0f;
  joint_scene scene;
  uint32_t bob = cone_pendulum(&scene, GLM_PI_2f, alpha, (vec3){1, 0, 0});
  const imp_world *w = &scene.world;
  for (int n = 0; n < 180; n++) {
    imp_world_step(&scene.world, h);
    double swing = swing_now(w);
    
#line 3405 "chapters/15-joints.nw"
IMP_CHECK_LE(s, swing, alpha + 0.01);
IMP_CHECK_TRUE(s, w->joints[0].cone_impulse >= 0.0f);
#line 3467 "chapters/15-joints.nw"
  }
  double rest = swing_now(w);
  
#line 3414 "chapters/15-joints.nw"
IMP_CHECK_NEAR(s, rest, alpha, 0.01);
IMP_CHECK_LE(s, glm_vec3_norm(w->bodies[bob].velocity), 1e-3);
#line 3470 "chapters/15-joints.nw"
  joint_scene_free(&scene);
  bob = cone_pendulum(&scene, 80.0f * GLM_PIf / 180.0f, narrow, (vec3){0, -1, 0});
  for (int n = 0; n < 180; n++) {
    imp_world_step(&scene.world, h);
    double outside = swing_now(w), inside = n < 30 ? INFINITY : narrow;
    
#line 3410 "chapters/15-joints.nw"
IMP_CHECK_LE(s, outside, inside + 0.01);
#line 3476 "chapters/15-joints.nw"
  }
  joint_scene_free(&scene);
  joint_scene free_scene, cone_scene;
  cone_pendulum(&free_scene, GLM_PIf / 9.0f, 0.0f, (vec3){0, -1, 0});
  cone_pendulum(&cone_scene, GLM_PIf / 9.0f, narrow, (vec3){0, -1, 0});
  for (int n = 0; n < 600; n++) {
    imp_world_step(&free_scene.world, h);
    imp_world_step(&cone_scene.world, h);
    
#line 3419 "chapters/15-joints.nw"
IMP_CHECK_TRUE(s, memcmp(&free_scene.world.bodies[1], &cone_scene.world.bodies[1],
                         sizeof(imp_body)) == 0);
#line 3485 "chapters/15-joints.nw"
  }
  joint_scene_free(&free_scene);
  joint_scene_free(&cone_scene);
}
#line 4008 "chapters/15-joints.nw"
/* The ragdoll pushed at `push` m/s with `sweeps` sweeps for six seconds, into
 * t; its energy at the start and the most it reached. */
static void ragdoll_table(double push, int sweeps, imp_table *t, double *start, double *most) {
  imp_table_runf(t, "ragdoll", "push=%g iterations=%d duration=6", push, sweeps);
  *start = *most = imp_table_at(t, 0, "energy");
  for (size_t r = 1; r < t->rows; r++) *most = fmax(*most, imp_table_at(t, r, "energy"));
}

static void check_ragdoll(imp_check_state *s) {
  const double pushes[] = {1.5, 10.0, 1.5, 3.0, 1.5, 10.0, 9.5, 9.5, 9.5};
  const int sweeps[] = {10, 10, 12, 20, 20, 20, 8, 10, 12};
  for (int k = 0; k < 9; k++) {
    imp_table t;
    double start, most;
    ragdoll_table(pushes[k], sweeps[k], &t, &start, &most);
    
#line 3981 "chapters/15-joints.nw"
IMP_CHECK_LE(s, most - start, 0.0);
IMP_CHECK_LE(s, imp_table_at(&t, t.rows - 1, "gap"), 1e-3);
IMP_CHECK_LE(s, imp_table_at(&t, t.rows - 1, "speed"), 1e-3);
#line 4024 "chapters/15-joints.nw"
    imp_table_free(&t);
  }
}

static void check_ragdoll_sweep(imp_check_state *s) {
  const int sweeps[] = {8, 10, 12, 20};
  for (int push = 1; push <= 30; push++) {
    for (int k = 0; k < 4; k++) {
      imp_table t;
      double start, most;
      ragdoll_table(0.5 * push, sweeps[k], &t, &start, &most);
      
#line 4002 "chapters/15-joints.nw"
IMP_CHECK_LE(s, most - start, 0.0);
IMP_CHECK_LE(s, imp_table_at(&t, t.rows - 1, "gap"), 1e-3);
IMP_CHECK_LE(s, imp_table_at(&t, t.rows - 1, "speed"), 1e-3);
#line 4036 "chapters/15-joints.nw"
      imp_table_free(&t);
    }
  }
}
#line 4599 "chapters/15-joints.nw"
/* The statics of the text, apart from the experiments: the depth of the
 * middle of n planks of length `link` across `span`, a load of `load` planks'
 * mass at the middle, and H / (m g). */
static double bridge_statics(long n, double span, double link, double load, double *tension) {
  double carried[64], lo = 1e-9, hi = 1e9, h = 1.0, sag = 0.0;
  if (n > 64) abort();
  for (long k = 0; k < n; k++) {
    double side = n / 2.0 - k - 0.5;
    carried[k] = side + (side > 0 ? 0.5 * load : side < 0 ? -0.5 * load : 0.0);
  }
  for (int i = 0; i < 300; i++) {
    double reach = 0.0;
    h = sqrt(lo * hi);
    for (long k = 0; k < n; k++) reach += link * h / hypot(carried[k], h);
    *(reach < span ? &lo : &hi) = h;
  }
  for (long k = 0; 2 * k + 1 <= n; k++) sag += link * carried[k] / hypot(carried[k], h);
  *tension = h;
  return sag;
}

static void check_bridge(imp_check_state *s) {
  const double loads[] = {0.0, 80.0}, plank = 600.0 * 0.5 * 1.0 * 0.05;
  double kept = pow(0.5, 1.0 / 60.0);
  for (int k = 0; k < 2; k++) {
    imp_table t;
    imp_table_runf(&t, "bridge3d", "load=%g duration=%d", loads[k], k ? 60 : 40);
    size_t last = t.rows - 1;
    double tension, sag = bridge_statics(21, 8.5, 0.5, loads[k] / plank, &tension);
    double weight = (21 * plank + loads[k]) * 9.81, pull = tension * plank * 9.81;
    
#line 4591 "chapters/15-joints.nw"
IMP_CHECK_LE(s, imp_table_at(&t, last, "gap"), 2e-6);
IMP_CHECK_NEAR(s, imp_table_at(&t, last, "sag"), sag, 4e-5);
IMP_CHECK_NEAR(s, imp_table_at(&t, last, "exact_sag"), sag, 1e-7);
IMP_CHECK_NEAR(s, imp_table_at(&t, last, "support"), weight * kept, 1e-5 * weight);
IMP_CHECK_NEAR(s, imp_table_at(&t, last, "pull"), pull * kept, 1e-4 * pull);
#line 4630 "chapters/15-joints.nw"
    imp_table_free(&t);
  }
  imp_table t;
  imp_table_runf(&t, "bridge3d", "planks=20 duration=0");
  IMP_CHECK_NEAR(s, imp_table_at(&t, 0, "exact_sag"), joint_chain_sag(20, 8.5, 10.0), 1e-7);
  imp_table_free(&t);
}

#line 234 "chapters/15-joints.nw"
static const imp_check checks[] = {
#line 211 "chapters/15-joints.nw"
{"soft-row", "one soft update is the implicit Euler step of the spring-damper; ten are too",
 check_soft_row},
#line 2613 "chapters/15-joints.nw"
{"point-matrix", "the ball joint's block K is J M^-1 J^T of its three rows", check_point_matrix},
#line 2693 "chapters/15-joints.nw"
{"no-work", "one sweep stops a ball joint's anchors; its impulse is M^-1 J^T P and does no work",
 check_no_work},
#line 2755 "chapters/15-joints.nw"
{"soft-joint", "a soft ball joint at the centre of mass takes the implicit spring-damper step",
 check_soft_joint},
#line 2799 "chapters/15-joints.nw"
{"ball-holds", "a pendulum's joint keeps its anchors within (h w)^2 |r| / 2 after every step",
 check_ball_holds},
#line 2865 "chapters/15-joints.nw"
{"hinge", "a hinge keeps its axes aligned and its angle within its limits", check_hinge},
#line 2909 "chapters/15-joints.nw"
{"motor", "a hinge motor spins a box up at tau/I until it reaches its speed", check_motor},
#line 2974 "chapters/15-joints.nw"
{"weld", "a weld keeps two boxes' relative pose while they swing", check_weld},
#line 3044 "chapters/15-joints.nw"
{"distance", "a distance joint holds its length, a rope its maximum, and a slack rope lets go",
 check_distance},
#line 3093 "chapters/15-joints.nw"
{"period", "the joint pendulum's period at 90 degrees tends to the elliptic period at first order",
 check_period},
#line 3127 "chapters/15-joints.nw"
{"chain", "a damped chain of twenty links comes to rest at its links' exact sag", check_chain},
#line 3191 "chapters/15-joints.nw"
{"refusals", "bad joints are refused and a full world says so, changing nothing", check_refusals},
#line 3257 "chapters/15-joints.nw"
{"apart", "joined bodies do not collide unless asked, and are one island", check_apart},
#line 3324 "chapters/15-joints.nw"
{"friction-spin", "a ball joint's friction slows a spin at exactly tau/I until it stops",
 check_friction_spin},
#line 3381 "chapters/15-joints.nw"
{"friction-holds", "joint friction holds a rod below its torque and lets it swing above",
 check_friction_holds},
#line 3492 "chapters/15-joints.nw"
{"cone", "a ball joint's cone holds a bob within it, pushing only, and is not felt inside",
 check_cone},
#line 4043 "chapters/15-joints.nw"
{"ragdoll", "a ragdoll dropped on the ground never gains energy, its joints close, it rests",
 check_ragdoll},
{"ragdoll-sweep", "pushed at 0.5 to 15 m/s, the ragdoll never gains energy, stays whole, rests",
 check_ragdoll_sweep},
#line 4640 "chapters/15-joints.nw"
{"bridge", "a plank bridge rests in its statics' shape, loaded or not, and its banks carry it",
 check_bridge},
#line 236 "chapters/15-joints.nw"
};

int main(int argc, char **argv) {
  return imp_check_main(argc, argv, checks, sizeof checks / sizeof *checks);
}
