#line 2152 "chapters/11-impulses.nw"
/* ruler.c: the bodies of the ruler drop (chapter 11). */
#include "shared/ruler.h"

#include <math.h>

static const float ruler_length = 1.0f, ruler_mass = 1.0f;

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

int ruler_contacts(const imp_body *b, int kind, float restitution, imp_contact *contacts) {
  vec3 ends[2];
  int n = 0, count = kind == RULER_SPHERE ? 1 : 2;
  for (int k = 0; k < count; k++) {
    vec3 local = {k ? 0.5f : -0.5f, 0.0f, 0.0f};
    if (kind == RULER_SPHERE) /* the ball's lowest point, whatever its turn */
      glm_vec3_copy((vec3){b->position[0], b->position[1] - 0.5f, b->position[2]}, ends[k]);
    else
      imp_body_world_point((imp_body *)b, local, ends[k]);
  }
  for (int k = 0; k < count; k++)
    if (ends[k][1] <= 0.0f)
      contacts[n++] = (imp_contact){.body = {IMP_NO_BODY, 0},
                                    .point = {ends[k][0], ends[k][1], ends[k][2]},
                                    .normal = {0.0f, 1.0f, 0.0f},
                                    .penetration = -ends[k][1],
                                    .restitution = restitution};
  return n;
}

double ruler_end_velocity(const imp_body *b, const vec3 end) {
  vec3 world, v;
  imp_body_world_point(b, (float *)end, world);
  imp_body_point_velocity(b, world, v);
  return v[1];
}
