#line 2359 "chapters/15-joints.nw"
/* hanging-chain: a chain of links hanging between two points (chapter 15). */
#include "harness.h"

#include <math.h>

#include "shared/joint-scene.h"

#line 2376 "chapters/15-joints.nw"
static const char *const hanging_chain_joints[] = {"ball", "hinge", NULL};

static const imp_param hanging_chain_params[] = {
    {"links", IMP_INTEGER, "", 20, 2, 200, NULL, "links in the chain (even)"},
    {"span", IMP_REAL, "m", 4.0, 0.5, 20.0, NULL, "distance between the two ends"},
    {"length", IMP_REAL, "m", 5.0, 1.0, 40.0, NULL, "length of the chain, > span"},
    {"joint", IMP_CHOICE, "", 0, 0, 0, hanging_chain_joints, "ball and socket, or hinge about z"},
    {"hertz", IMP_REAL, "Hz", 0.0, 0.0, 120.0, NULL, "softness of the joints; 0 rigid"},
    {"iterations", IMP_INTEGER, "", 10, 1, 200, NULL, "velocity iterations"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 20.0, 0.1, 200.0, NULL, "length of the run"},
};

enum { H_T, H_SAG, H_LINKS, H_CATENARY, H_GAP, HANGING_COLUMNS };

static const imp_column hanging_chain_columns[HANGING_COLUMNS] = {
    {"t", "s", "time"},
    {"sag", "m", "depth of the middle joint below the ends"},
    {"links_sag", "m", "the links' exact sag at rest"},
    {"catenary", "m", "the catenary's sag"},
    {"gap", "m", "largest distance between a joint's anchors"},
};

#line 2401 "chapters/15-joints.nw"
/* Link k of n, as a V of two straight halves from (-span/2, 0) and (span/2, 0)
 * meeting at the middle; the joints between them at the links' ends. */
static bool hanging_chain_build(joint_scene *s, long n, float span, float length,
                                imp_joint_kind kind, float hertz) {
  float link = length / (float)n, half = 0.5f * span;
  float drop = sqrtf(fmaxf(0.25f * length * length - half * half, 0.0f));
  vec3 end = {-half, 0.0f, 0.0f};
  uint32_t previous = 0, body = 0, joint;
  bool built = true;
  for (long k = 0; k < n && built; k++) {
    vec3 step = {half / (0.5f * (float)n), (k < n / 2 ? -drop : drop) / (0.5f * (float)n), 0};
    vec3 centre, next, size = {0.5f * link, 0.02f, 0.02f};
    glm_vec3_add(end, step, next);
    glm_vec3_lerp(end, next, 0.5f, centre);
    versor q;
    vec3 along;
    glm_vec3_normalize_to(step, along);
    glm_quat_from_vecs((vec3){1, 0, 0}, along, q);
    imp_joint_def def;
    built = joint_scene_add_box(s, size, 1.0f, centre, &body) &&
            imp_body_set_pose(&s->world.bodies[body], centre, q) == IMP_OK &&
            imp_joint_def_at(&s->world, kind, previous, body, end, (vec3){0, 0, 1}, &def) ==
                IMP_OK;
    def.hertz = hertz, def.damping_ratio = 1.0f;
    built = built && imp_world_add_joint(&s->world, &def, &joint) == IMP_OK;
    previous = body;
    glm_vec3_copy(next, end);
  }
  imp_joint_def def;
  built = built && imp_joint_def_at(&s->world, kind, previous, 0, end, (vec3){0, 0, 1}, &def) ==
                       IMP_OK;
  def.hertz = hertz, def.damping_ratio = 1.0f;
  return built && imp_world_add_joint(&s->world, &def, &joint) == IMP_OK;
}

#line 2438 "chapters/15-joints.nw"
static void hanging_chain_run(const imp_args *args, const imp_sink *sink) {
  long n = imp_arg_long(args, "links") / 2 * 2;
  float span = (float)imp_arg(args, "span"), length = (float)imp_arg(args, "length");
  float dt = (float)imp_arg(args, "dt");
  imp_joint_kind kind = imp_arg_choice(args, "joint") ? IMP_JOINT_HINGE : IMP_JOINT_BALL;
  joint_scene scene;
  bool built = length > span && joint_scene_build((uint32_t)n, (uint32_t)n + 1, &scene);
  scene.settings.velocity_iterations = (int)imp_arg_long(args, "iterations");
  built = built && hanging_chain_build(&scene, n, span, length, kind, (float)imp_arg(args, "hertz"));
  for (uint32_t i = 1; built && i < scene.world.body_count; i++)
    scene.world.bodies[i].linear_damping = scene.world.bodies[i].angular_damping = 0.5f;
  double links = joint_chain_sag((int)n, span, length), catenary = joint_catenary_sag(span, length);
  long steps = lround(imp_arg(args, "duration") / dt);
  for (long step = 0; step <= steps && built; step++) {
    if (step > 0) imp_world_step(&scene.world, dt);
    
#line 2460 "chapters/15-joints.nw"
vec3 at[2];
joint_scene_anchors(&scene.world, (uint32_t)n / 2, at);
double gap = joint_scene_gap(&scene.world), sag = -at[0][1];
double row[HANGING_COLUMNS] = {step * (double)dt, sag, links, catenary, gap};
imp_emit(sink, row);
#line 2454 "chapters/15-joints.nw"
  }
  if (length > span) joint_scene_free(&scene);
}

#line 2468 "chapters/15-joints.nw"
const imp_experiment imp_hanging_chain = {
    .name = "hanging-chain",
    .chapter = 15,
    .summary = "a chain of links hanging between two points: its sag against the catenary",
    .params = hanging_chain_params,
    .param_count = sizeof hanging_chain_params / sizeof *hanging_chain_params,
    .columns = hanging_chain_columns,
    .column_count = HANGING_COLUMNS,
    .run = hanging_chain_run,
};
