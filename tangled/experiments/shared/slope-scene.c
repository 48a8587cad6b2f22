#line 2204 "chapters/12-resting.nw"
/* slope-scene.c: chapter 12's box on a tilted plane. */
#include "shared/slope-scene.h"

#include <math.h>

#line 2217 "chapters/12-resting.nw"
bool slope_scene_build(double theta, float mu, const char *resolver, const void *settings,
                       slope_scene *dest) {
  vec3 up = {(float)-sin(theta), (float)cos(theta), 0.0f};
  glm_vec3_copy((vec3){(float)-cos(theta), (float)-sin(theta), 0.0f}, dest->downhill);
  imp_shape cube;
  imp_shape_box((vec3){0.5f, 0.5f, 0.5f}, &cube);
  versor tilt;
  glm_quatv(tilt, (float)theta, (vec3){0.0f, 0.0f, 1.0f});
  glm_vec3_scale(up, 0.5f - RESTING_SET_DEPTH, dest->start); /* resting on the plane */
  bool built = resting_scene_build(1, resolver, up, mu, (vec3){0.0f, -9.81f, 0.0f},
                                   &dest->scene);
  if (built && settings) dest->scene.world.resolve_settings = settings;
  return built && resting_scene_add(&dest->scene, &cube, 1.0f, dest->start, tilt, mu, 0.0f,
                                    &dest->box);
}

#line 2240 "chapters/12-resting.nw"
void slope_scene_run(slope_scene *s, double a, float dt, long steps, const imp_sink *sink) {
  const imp_body *b = &s->scene.world.bodies[s->box];
  for (long n = 0; n <= steps; n++) {
    if (n > 0) imp_world_step(&s->scene.world, dt);
    vec3 moved;
    glm_vec3_sub((float *)b->position, s->start, moved);
    double row[SLOPE_COLUMNS] = {
        n * (double)dt, glm_vec3_dot(moved, s->downhill),
        glm_vec3_dot((float *)b->velocity, s->downhill),
        a * dt * dt * n * (n + 1) / 2.0, a * n * dt};
    imp_emit(sink, row);
  }
}

#line 2256 "chapters/12-resting.nw"
const imp_column slope_columns[SLOPE_COLUMNS] = {
    {"t", "s", "time"},
    {"s", "m", "distance travelled down the slope"},
    {"v", "m/s", "speed down the slope"},
    {"s_pred", "m", "predicted distance, a dt^2 n(n+1)/2"},
    {"v_pred", "m/s", "predicted speed, a n dt"},
};
