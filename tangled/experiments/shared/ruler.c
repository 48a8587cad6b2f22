#line 2688 "chapters/11-impulses.nw"
/* ruler.c: the bodies of the ruler drop (chapter 11). */
#include "shared/ruler.h"

#include <math.h>

static const float ruler_length = 1.0f, ruler_mass = 1.0f, ruler_thickness = 0.005f;

double ruler_make(int kind, float angle_deg, imp_body *b, vec3 end) {
  imp_body_init(b);
  imp_mass mass = {.mass = ruler_mass};
  float half = 0.5f * ruler_length, across = 0.0f;
  if (kind == RULER_SPHERE) {
    imp_mass_sphere(ruler_mass, half, &mass);
    glm_vec3_copy((vec3){0.0f, -half, 0.0f}, end);
    angle_deg = 0.0f; /* a ball has no angle */
  } else {
    across = ruler_mass * ruler_length * ruler_length / (kind == RULER_ROD ? 12.0f : 4.0f);
    glm_mat3_zero(mass.inertia);
    mass.inertia[0][0] = 0.01f * across; /* along the rod: a token moment */
    mass.inertia[1][1] = mass.inertia[2][2] = across;
    glm_vec3_copy((vec3){-half, 0.0f, 0.0f}, end);
  }
  imp_body_set_mass(b, &mass);
  glm_quatv(b->orientation, glm_rad(angle_deg), (vec3){0.0f, 0.0f, 1.0f});
  imp_body_update(b);
  vec3 low;
  imp_body_world_point(b, end, low);
  b->position[1] -= low[1]; /* the lower end on the ground */
  return kind == RULER_SPHERE ? mass.inertia[2][2] : across;
}

bool ruler_scene_build(int kind, float angle_deg, float e, impulse_scene *dest, vec3 end) {
  imp_body b;
  ruler_make(kind, angle_deg, &b, end);
  imp_shape_def shapes[2];
  imp_shape shape;
  int count = 1;
  if (kind == RULER_SPHERE) {
    imp_shape_sphere(0.5f * ruler_length, &shape);
    imp_shape_def_init(&shape, &shapes[0]);
  } else if (kind == RULER_ROD) { /* a capsule along the body's x axis */
    imp_shape_capsule(ruler_thickness, 0.5f * ruler_length, &shape);
    imp_shape_def_init(&shape, &shapes[0]);
    versor along_x;
    glm_quatv(along_x, -GLM_PI_2f, (vec3){0.0f, 0.0f, 1.0f});
    imp_transform_set((vec3){0.0f, 0.0f, 0.0f}, along_x, &shapes[0].local);
  } else { /* two small spheres at the ends */
    count = 2;
    imp_shape_sphere(ruler_thickness, &shape);
    for (int k = 0; k < 2; k++) {
      imp_shape_def_init(&shape, &shapes[k]);
      versor none;
      glm_quat_identity(none);
      imp_transform_set((vec3){k ? 0.5f : -0.5f, 0.0f, 0.0f}, none, &shapes[k].local);
    }
  }
  for (int k = 0; k < count; k++) shapes[k].restitution = e;
  if (kind != RULER_SPHERE) b.position[1] += ruler_thickness; /* the surface touches */
  return impulse_scene_build(&b, shapes, count, dest);
}

#line 2753 "chapters/11-impulses.nw"
double ruler_end_velocity(const imp_body *b, const vec3 end) {
  vec3 world, v;
  imp_body_world_point((imp_body *)b, (float *)end, world);
  imp_body_point_velocity(b, world, v);
  return v[1];
}
