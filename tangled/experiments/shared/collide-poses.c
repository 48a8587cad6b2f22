#line 5854 "chapters/08-collision.nw"
#include "shared/collide-poses.h"

#include "random.h"

static void random_body(imp_rng *r, imp_transform *b) {
  imp_transform_identity(b);
  for (int i = 0; i < 4; i++) b->orientation[i] = (float)imp_rng_uniform(r, -1, 1);
  glm_quat_normalize(b->orientation);
  imp_transform_update(b);
}

static void random_shape_of(imp_rng *r, imp_shape_kind kind, imp_shape *s) {
  vec3 h;
  for (int k = 0; k < 3; k++) h[k] = (float)imp_rng_uniform(r, 0.2, 1.5);
  if (kind == IMP_SHAPE_SPHERE) imp_shape_sphere(h[0], s);
  if (kind == IMP_SHAPE_CAPSULE) imp_shape_capsule(h[0], h[1], s);
  if (kind == IMP_SHAPE_BOX) imp_shape_box(h, s);
  if (kind == IMP_SHAPE_PLANE) imp_shape_plane(h, (float)imp_rng_uniform(r, -1, 1), s);
}

void collide_poses(int ka, int kb, int count, imp_shape *sa, imp_transform *a, imp_shape *sb,
                   imp_transform *b) {
  imp_rng r = imp_rng_seed(880 + 4 * (uint64_t)ka + (uint64_t)kb);
  for (int n = 0; n < count; n++) {
    random_shape_of(&r, (imp_shape_kind)ka, &sa[n]);
    random_shape_of(&r, (imp_shape_kind)kb, &sb[n]);
    random_body(&r, &a[n]);
    random_body(&r, &b[n]);
    double u[3];
    imp_rng_direction(&r, u);
    for (int k = 0; k < 3; k++) b[n].position[k] = (float)(imp_rng_uniform(&r, 0, 2) * u[k]);
    if (kb == IMP_SHAPE_PLANE) imp_transform_identity(&b[n]); /* the normal is the world's */
  }
}
