#line 155 "chapters/01-rotation.nw"
/* rotation.c: the functions of chapter 1. */
#include <imp/rotation.h>

#include <math.h>

#line 212 "chapters/01-rotation.nw"
void imp_skew(vec3 d, mat3 dest) {
  /* Column by column: dest[j][i] is row i, column j. */
  dest[0][0] = 0.0f;  dest[0][1] = d[2];  dest[0][2] = -d[1];
  dest[1][0] = -d[2]; dest[1][1] = 0.0f;  dest[1][2] = d[0];
  dest[2][0] = d[1];  dest[2][1] = -d[0]; dest[2][2] = 0.0f;
}
#line 383 "chapters/01-rotation.nw"
void imp_mat3_rotation(vec3 axis, float angle, mat3 dest) {
  float length = glm_vec3_norm(axis);
  if (!(length > 0.0f)) {
    glm_mat3_identity(dest);
    return;
  }
  vec3 d;
  glm_vec3_scale(axis, 1.0f / length, d);
  float sine = sinf(angle);
  float half = sinf(0.5f * angle);
  float versine = 2.0f * half * half; /* 1 - cos, without cancellation */
  float cosine = 1.0f - versine;
  mat3 k;
  imp_skew(d, k);
  for (int j = 0; j < 3; j++)     /* column */
    for (int i = 0; i < 3; i++)   /* row */
      dest[j][i] = (i == j ? cosine : 0.0f) + sine * k[j][i]
                   + versine * d[i] * d[j];
}
#line 778 "chapters/01-rotation.nw"
void imp_quat_mat3(versor q, mat3 dest) {
  float x = q[0], y = q[1], z = q[2], w = q[3]; /* cglm: real part last */
  /* column 0 */
  dest[0][0] = 1.0f - 2.0f * (y * y + z * z);
  dest[0][1] = 2.0f * (x * y + w * z);
  dest[0][2] = 2.0f * (x * z - w * y);
  /* column 1 */
  dest[1][0] = 2.0f * (x * y - w * z);
  dest[1][1] = 1.0f - 2.0f * (x * x + z * z);
  dest[1][2] = 2.0f * (y * z + w * x);
  /* column 2 */
  dest[2][0] = 2.0f * (x * z + w * y);
  dest[2][1] = 2.0f * (y * z - w * x);
  dest[2][2] = 1.0f - 2.0f * (x * x + y * y);
}
#line 915 "chapters/01-rotation.nw"
void imp_mat3_quat(mat3 m, versor dest) {
  /* m[j][i] is row i, column j: m[1][2] is R21, m[2][1] is R12. */
  float trace = m[0][0] + m[1][1] + m[2][2];
  float w4 = 1.0f + trace; /* four times the squares */
  float x4 = 1.0f + 2.0f * m[0][0] - trace;
  float y4 = 1.0f + 2.0f * m[1][1] - trace;
  float z4 = 1.0f + 2.0f * m[2][2] - trace;
  float wx4 = m[1][2] - m[2][1], xy4 = m[0][1] + m[1][0];
  float wy4 = m[2][0] - m[0][2], xz4 = m[2][0] + m[0][2];
  float wz4 = m[0][1] - m[1][0], yz4 = m[1][2] + m[2][1];
  float w, x, y, z;
  if (w4 >= x4 && w4 >= y4 && w4 >= z4) {
    w = 0.5f * sqrtf(w4);
    x = wx4 / (4.0f * w); y = wy4 / (4.0f * w); z = wz4 / (4.0f * w);
  } else if (x4 >= y4 && x4 >= z4) {
    x = 0.5f * sqrtf(x4);
    w = wx4 / (4.0f * x); y = xy4 / (4.0f * x); z = xz4 / (4.0f * x);
  } else if (y4 >= z4) {
    y = 0.5f * sqrtf(y4);
    w = wy4 / (4.0f * y); x = xy4 / (4.0f * y); z = yz4 / (4.0f * y);
  } else {
    z = 0.5f * sqrtf(z4);
    w = wz4 / (4.0f * z); x = xz4 / (4.0f * z); y = yz4 / (4.0f * z);
  }
  glm_quat_init(dest, x, y, z, w);
  glm_quat_normalize(dest);
}
#line 1159 "chapters/01-rotation.nw"
void imp_quat_rate(versor q, vec3 w, versor dest) {
  versor spin = {w[0], w[1], w[2], 0.0f}; /* the pure quaternion (0, w) */
  versor product;
  glm_quat_mul(spin, q, product);  /* world frame: w on the left */
  glm_vec4_scale(product, 0.5f, dest);
}
#line 1462 "chapters/01-rotation.nw"
void imp_mat3_euler_step(mat3 r, vec3 w, float dt, mat3 dest) {
  mat3 k, kr;
  imp_skew(w, k);
  glm_mat3_mul(k, r, kr);
  for (int j = 0; j < 3; j++)
    for (int i = 0; i < 3; i++) dest[j][i] = r[j][i] + dt * kr[j][i];
}

void imp_quat_euler_step(versor q, vec3 w, float dt, versor dest) {
  versor rate;
  imp_quat_rate(q, w, rate);
  for (int i = 0; i < 4; i++) dest[i] = q[i] + dt * rate[i];
}

void imp_quat_integrate(versor q, vec3 w, float dt, versor dest) {
  imp_quat_euler_step(q, w, dt, dest);
  glm_quat_normalize(dest);
}

void imp_quat_exp_step(versor q, vec3 w, float dt, versor dest) {
  float speed = glm_vec3_norm(w);
  float half = 0.5f * speed * dt; /* half the angle turned in this step */
  /* sin(half) / speed, with its limit dt/2 for a body at rest */
  float s = speed > 0.0f ? sinf(half) / speed : 0.5f * dt;
  versor turn = {s * w[0], s * w[1], s * w[2], cosf(half)};
  versor product;
  glm_quat_mul(turn, q, product);
  glm_vec4_copy(product, dest);
}
