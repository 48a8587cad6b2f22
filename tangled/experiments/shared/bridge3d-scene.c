#line 4128 "chapters/15-joints.nw"
/* bridge3d-scene.c: a bridge of planks on hinges (chapter 15). */
#include "shared/bridge3d-scene.h"

#include <math.h>

#line 4142 "chapters/15-joints.nw"
/* The part of the bridge's weight, in units of one plank's, that the middle
 * of plank k of n carries: equation (joints-bridge-load). */
static double bridge_carried(long n, long k, double load) {
  double side = n / 2.0 - k - 0.5;
  return side + 0.5 * load * ((side > 0.0) - (side < 0.0));
}

bool bridge3d_rest_shape(long n, double span, double link, double load, double *x,
                         double *y, double *tension) {
  if (!(n * link > span)) return false;
  double lo = 1e-9, hi = 1e9; /* H / (m g): bisect in the logarithm */
  for (int i = 0; i < 200; i++) {
    double h = sqrt(lo * hi), reach = 0.0;
    for (long k = 0; k < n; k++) reach += link * cos(atan(bridge_carried(n, k, load) / h));
    if (reach < span) lo = h;
    else hi = h;
  }
  *tension = sqrt(lo * hi);
  x[0] = -0.5 * span, y[0] = 0.0;
  for (long k = 0; k < n; k++) {
    double slope = atan(bridge_carried(n, k, load) / *tension);
    x[k + 1] = x[k] + link * cos(slope);
    y[k + 1] = y[k] - link * sin(slope);
  }
  return true;
}
#line 4174 "chapters/15-joints.nw"
static bool bridge_box(bridge3d *b, const vec3 half, float mass, const vec3 at,
                       const versor q, uint32_t *index) {
  imp_shape box;
  imp_shape_def def;
  uint32_t shape;
  if (imp_shape_box((float *)half, &box) != IMP_OK ||
      !joint_scene_add_box(&b->scene, half, mass, at, index))
    return false;
  imp_body *body = &b->scene.world.bodies[*index];
  body->linear_damping = body->angular_damping = b->damping;
  imp_shape_def_init(&box, &def);
  return imp_body_set_pose(body, at, q) == IMP_OK &&
         imp_world_add_shape(&b->scene.world, *index, &def, &shape) == IMP_OK;
}
#line 4191 "chapters/15-joints.nw"
/* The planks as a V from (-span/2, 0) to (span/2, 0), each half straight (an
 * odd bridge's middle plank level), hinged about z at the planks' ends; the
 * load above the V's lowest point. */
static bool bridge_build_planks(bridge3d *b, float span, const vec3 half, float mass,
                                float load) {
  long n = b->planks;
  float link = 2.0f * half[0];
  float dx = n % 2 == 0 ? span / (float)n : (span - link) / (float)(n - 1);
  float dy = sqrtf(fmaxf(link * link - dx * dx, 0.0f));
  vec3 end = {-0.5f * span, 0.0f, 0.0f}, axis = {0.0f, 0.0f, 1.0f};
  uint32_t previous = 0, body = 0, joint;
  imp_joint_def def;
  bool built = true;
  for (long k = 0; k <= n && built; k++) {
    vec3 step = {dx, 2 * k + 1 < n ? -dy : dy, 0.0f}, centre, along;
    if (2 * k + 1 == n) step[0] = link, step[1] = 0.0f;
    body = 0; /* the last hinge joins the last plank to the bank */
    if (k < n) {
      versor q;
      glm_vec3_normalize_to(step, along);
      glm_quat_from_vecs((vec3){1.0f, 0.0f, 0.0f}, along, q);
      glm_vec3_copy(end, centre);
      glm_vec3_muladds(step, 0.5f, centre);
      built = bridge_box(b, half, mass, centre, q, &body);
      if (k == 0) b->first = body;
    }
    built = built && imp_joint_def_at(&b->scene.world, IMP_JOINT_HINGE, previous, body, end,
                                      axis, &def) == IMP_OK &&
            imp_world_add_joint(&b->scene.world, &def, &joint) == IMP_OK;
    glm_vec3_add(end, step, end);
    previous = body;
  }
  vec3 cube = {0.2f, 0.2f, 0.2f}, above = {0.0f, 0.5f - (float)(n / 2) * dy, 0.0f};
  b->load = 0;
  return built && (load == 0.0f || bridge_box(b, cube, load, above, (versor){0, 0, 0, 1},
                                              &b->load));
}
#line 4235 "chapters/15-joints.nw"
/* N: the end hinges' vertical force on the bridge, together, and the left
 * hinge's horizontal pull, outwards; from the impulses of the last step of
 * dt seconds. */
void bridge3d_end_forces(const bridge3d *b, double *support, double *pull) {
  const imp_joint *left = &b->scene.world.joints[0];
  const imp_joint *right = &b->scene.world.joints[b->planks];
  *support = (left->point_impulse[1] - right->point_impulse[1]) / b->dt;
  *pull = -left->point_impulse[0] / b->dt;
}
#line 4337 "chapters/15-joints.nw"
const imp_param bridge3d_params[BRIDGE3D_PARAMS] = {
    {"planks", IMP_INTEGER, "", 21, 2, BRIDGE3D_MAX_PLANKS, NULL, "planks in the bridge"},
    {"plank_length", IMP_REAL, "m", 0.5, 0.05, 5.0, NULL, "along the bridge"},
    {"plank_width", IMP_REAL, "m", 1.0, 0.05, 5.0, NULL, "across the bridge"},
    {"plank_thickness", IMP_REAL, "m", 0.05, 0.005, 1.0, NULL, "of each plank"},
    {"density", IMP_REAL, "kg/m^3", 600.0, 1.0, 10000.0, NULL, "of the planks (wood)"},
    {"span", IMP_REAL, "m", 8.5, 0.1, 1000.0, NULL, "between the banks, < planks x length"},
    {"load", IMP_REAL, "kg", 0.0, 0.0, 10000.0, NULL, "a 0.4 m cube dropped on the middle; 0 none"},
    {"damping", IMP_REAL, "", 0.5, 0.0, 1.0, NULL, "fraction of velocity kept per second"},
    {"iterations", IMP_INTEGER, "", 10, 1, 200, NULL, "velocity iterations"},
    {"dt", IMP_REAL, "s", 1.0 / 60.0, 1e-4, 0.05, NULL, "time step"},
    {"duration", IMP_REAL, "s", 40.0, 0.0, 200.0, NULL, "length of the run"},
};

bool bridge3d_build(const imp_args *args, bridge3d *dest) {
  bridge3d *b = dest;
  b->scene.memory = NULL;
  b->planks = imp_arg_long(args, "planks");
  b->span = imp_arg(args, "span"), b->link = imp_arg(args, "plank_length");
  b->dt = (float)imp_arg(args, "dt"), b->damping = (float)imp_arg(args, "damping");
  vec3 half = {0.5f * (float)b->link, 0.5f * (float)imp_arg(args, "plank_thickness"),
               0.5f * (float)imp_arg(args, "plank_width")};
  b->plank_mass = imp_arg(args, "density") * 8.0 * half[0] * half[1] * half[2];
  if (!(b->planks * b->link > b->span)) return false;
  b->load_mass = imp_arg(args, "load");
  if (!joint_scene_build((uint32_t)b->planks + 1, (uint32_t)b->planks + 1, &b->scene))
    return false;
  b->scene.settings.velocity_iterations = (int)imp_arg_long(args, "iterations");
  return bridge_build_planks(b, (float)b->span, half, (float)b->plank_mass,
                             (float)b->load_mass);
}

bool bridge3d_build_at_rest(const imp_args *args, bridge3d *dest, double *x, double *y,
                            double *tension) {
  return bridge3d_build(args, dest) &&
         bridge3d_rest_shape(dest->planks, dest->span, dest->link,
                             dest->load_mass / dest->plank_mass, x, y, tension);
}

void bridge3d_free(bridge3d *b) { joint_scene_free(&b->scene); }
#line 4380 "chapters/15-joints.nw"
void bridge3d_hinge(const bridge3d *b, uint32_t j, vec3 dest) {
  vec3 at[2];
  joint_scene_anchors(&b->scene.world, j, at);
  glm_vec3_lerp(at[0], at[1], 0.5f, dest);
}

void bridge3d_measure(const bridge3d *b, bridge3d_state *dest) {
  const imp_world *w = &b->scene.world;
  double gap = joint_scene_gap(w);
  vec3 middle;
  if (b->planks % 2 == 0) bridge3d_hinge(b, (uint32_t)b->planks / 2, middle);
  else glm_vec3_copy((float *)w->bodies[b->first + (uint32_t)b->planks / 2].position, middle);
  dest->sag = -middle[1];
  dest->gap = gap;
  dest->energy = imp_world_kinetic_energy(w) +
                 imp_world_potential_energy(w, (vec3){0.0f, -9.81f, 0.0f});
  bridge3d_end_forces(b, &dest->support, &dest->pull);
}
