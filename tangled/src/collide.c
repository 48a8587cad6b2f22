#line 959 "chapters/08-collision.nw"
/* collide.c: the narrow phase of chapter 8. */
#include <imp/collide.h>

#include <float.h>
#include <math.h>
#include <stddef.h>
#include <string.h>

#line 973 "chapters/08-collision.nw"
/* Write the point p, every field (its impulse zero): imp_collide clears
 * nothing beyond the count. */
static inline void set_point(imp_manifold_point *p, const vec3 position, float depth,
                             uint32_t feature) {
  glm_vec3_copy((float *)position, p->position);
  p->depth = depth;
  p->feature = feature;
  glm_vec3_zero(p->impulse);
}

/* Append a point. The caller never adds more than the manifold holds. */
static void add_point(imp_manifold *m, const vec3 position, float depth,
                      uint32_t feature) {
  set_point(&m->point[m->count++], position, depth, feature);
}

/* The same for the one point of a pair that finds at most one, into the
 * manifold imp_collide emptied: at index 0, with no count to read. */
static inline int only_point(imp_manifold *m, const vec3 position, float depth,
                             uint32_t feature) {
  set_point(&m->point[0], position, depth, feature);
  return m->count = 1;
}
#line 1157 "chapters/08-collision.nw"
/* The larger and the smaller of two numbers that are not NaN. The C
 * library's fmaxf and fminf promise an answer for a NaN too, so the compiler
 * calls them rather than use the processor's instructions, whose answers for
 * a NaN differ; where NaN has been ruled out, these are two instructions. */
static inline float larger(float a, float b) { return a > b ? a : b; }
static inline float smaller(float a, float b) { return a < b ? a : b; }

/* A function kept out of its caller: a rare path inlined into a common one
 * makes the common one save, load and spill the rare one's registers. */
#if defined(__GNUC__)
#define IMP_SEPARATE __attribute__((noinline))
#else
#define IMP_SEPARATE
#endif

/* A function the compiler must inline: called with constant indices, it
 * has them folded in rather than passed and used to index. */
#if defined(__GNUC__)
#define IMP_INLINE inline __attribute__((always_inline))
#else
#define IMP_INLINE inline
#endif

/* condition ? x : y, chosen by masking the bits: a conditional expression
 * of two floats the compiler makes a branch, and a branch on the pose is one
 * the processor cannot predict. The bits of x or of y, exactly. */
static inline float choose(int condition, float x, float y) {
  uint32_t bx, by, mask = -(uint32_t)(condition != 0);
  memcpy(&bx, &x, sizeof bx);
  memcpy(&by, &y, sizeof by);
  by = (bx & mask) | (by & ~mask);
  memcpy(&x, &by, sizeof x);
  return x;
}

/* The same as unit_direction, for any v: on v scaled by its largest
 * component, so that neither tiny nor huge lengths under- or overflow. */
static float unit_direction_scaled(const vec3 v, vec3 dest) {
  float x = fabsf(v[0]), y = fabsf(v[1]), z = fabsf(v[2]);
  if (isnan(x + y + z)) return NAN; /* the comparisons below would skip it */
  float scale = larger(x, larger(y, z));
  if (scale == 0.0f) return 0.0f;
  if (isinf(scale)) return INFINITY;
  vec3 w;
  glm_vec3_scale((float *)v, 1.0f / scale, w);
  float length = glm_vec3_norm(w);
  glm_vec3_scale(w, 1.0f / length, dest);
  return scale * length;
}

/* dest = v / |v|; returns |v|, or 0 when v is zero, NaN or infinity when v
 * is not finite (dest untouched then). Where v . v is a normal float far
 * from both ends of the range, as for any length between 1e-15 and 1e15,
 * that is one square root and one division, multiplied by; elsewhere, and
 * for zero, NaN and infinity (every comparison with NaN is false), the
 * scaled form above. The test is on the pose, but the same way nearly
 * always: a branch the processor predicts. */
static inline float unit_direction(const vec3 v, vec3 dest) {
  float length2 = glm_vec3_norm2((float *)v);
  if (!(length2 >= 0x1p-100f && length2 <= 0x1p100f)) return unit_direction_scaled(v, dest);
  float length = sqrtf(length2);
  glm_vec3_scale((float *)v, 1.0f / length, dest);
  return length;
}

/* The contact of two round shapes whose cores' closest points pa and pb are
 * `length` apart along the unit normal n, as the manifold's only point. */
static inline int round_contact_along(const vec3 pa, float ra, const vec3 pb, float rb,
                                      const vec3 n, float length, uint32_t feature,
                                      imp_manifold *m) {
  vec3 position;
  float depth = ra + rb - length;
  if (!(depth >= 0.0f)) return 0;
  glm_vec3_add((float *)pa, (float *)pb, position);
  glm_vec3_muladds((float *)n, ra - rb, position);
  glm_vec3_scale(position, 0.5f, position);
  glm_vec3_copy((float *)n, m->normal);
  return only_point(m, position, depth, feature);
}

/* round_contact for the rare gaps: zero, outside the ordinary range of
 * lengths, or not finite; kept out of the common path (IMP_SEPARATE). */
static IMP_SEPARATE int round_contact_rare(const vec3 pa, float ra, const vec3 pb, float rb,
                              const vec3 fallback, uint32_t feature, imp_manifold *m) {
  vec3 d, n = {0.0f, 0.0f, 0.0f}; /* unread unless unit_direction writes it */
  glm_vec3_sub((float *)pb, (float *)pa, d);
  float length = unit_direction_scaled(d, n);
  if (length == 0.0f) glm_vec3_copy((float *)fallback, n);
  return round_contact_along(pa, ra, pb, rb, n, length, feature, m);
}

/* The same, the normal along pb - pa, or `fallback` when they coincide: the
 * steps of unit_direction, with the depth known before the division, so
 * that shapes apart cost none. */
static inline int round_contact(const vec3 pa, float ra, const vec3 pb, float rb,
                                const vec3 fallback, uint32_t feature, imp_manifold *m) {
  vec3 d, n;
  glm_vec3_sub((float *)pb, (float *)pa, d);
  float length2 = glm_vec3_norm2(d);
  if (!(length2 >= 0x1p-100f && length2 <= 0x1p100f))
    return round_contact_rare(pa, ra, pb, rb, fallback, feature, m);
  float length = sqrtf(length2);
  if (!(ra + rb - length >= 0.0f)) return 0;
  glm_vec3_scale(d, 1.0f / length, n);
  return round_contact_along(pa, ra, pb, rb, n, length, feature, m);
}
#line 1273 "chapters/08-collision.nw"
static float closest_on_segment(const vec3 a, const vec3 b, const vec3 p, vec3 dest) {
  vec3 d, ap;
  glm_vec3_sub((float *)b, (float *)a, d);
  glm_vec3_sub((float *)p, (float *)a, ap);
  float length2 = glm_vec3_norm2(d);
  float t = length2 > 0.0f ? glm_clamp(glm_vec3_dot(ap, d) / length2, 0.0f, 1.0f) : 0.0f;
  glm_vec3_copy((float *)a, dest);
  glm_vec3_muladds(d, t, dest);
  return t;
}
#line 1319 "chapters/08-collision.nw"
/* The twelve numbers of the identity frame, axes then origin, as they lie
 * in an imp_transform. */
static const float identity_frame[12] = {1, 0, 0, 0, 1, 0, 0, 0, 1, 0, 0, 0};
_Static_assert(offsetof(imp_transform, rotation) == 0, "a frame begins with its axes");

/* Eight-byte word k of the twelve numbers from `numbers` on. */
static inline uint64_t frame_word(const void *numbers, int k) {
  uint64_t word;
  memcpy(&word, (const char *)numbers + 8 * k, sizeof word);
  return word;
}

/* Whether the frame's twelve numbers are the identity's, bit for bit. As
 * six words, those of the identity are a 1 and a 0 in words 0, 2 and 4, two
 * zeros in the others: the test is six loads, three exclusive ors and five
 * ors, and one branch (memcmp's expansion branches after each pair). */
static inline int is_identity_frame(const imp_transform *xf) {
  uint64_t one = frame_word(identity_frame, 0); /* 1 and 0, whatever the byte order */
  return ((frame_word(xf, 0) ^ one) | frame_word(xf, 1) | (frame_word(xf, 2) ^ one) |
          frame_word(xf, 3) | (frame_word(xf, 4) ^ one) | frame_word(xf, 5)) == 0;
}

/* normal = the plane's normal in the world, n_w = R n; returns its offset
 * there, d_w = d + n_w . p. A frame that is the identity to the bit, as the
 * ground's is, has nothing to turn or move: the plane's own numbers are the
 * answer, found by testing the frame's bits rather than by twelve products
 * and their sums (see the text). */
static inline float placed_plane(const imp_shape *plane, const imp_transform *xf,
                                 vec3 normal) {
  if (is_identity_frame(xf)) {
    glm_vec3_copy((float *)plane->normal, normal);
    return plane->offset;
  }
  imp_transform_vector(xf, plane->normal, normal);
  return plane->offset + glm_vec3_dot(normal, (float *)xf->position);
}

/* The ball of radius r at c against the plane of world normal n and offset
 * d, as the manifold's only point. */
static inline int ball_plane(const vec3 c, float r, const vec3 n, float d, uint32_t feature,
                             imp_manifold *m) {
  float height = glm_vec3_dot((float *)c, (float *)n) - d;
  float depth = r - height;
  if (!(depth >= 0.0f)) return 0;
  vec3 position;
  glm_vec3_copy((float *)c, position);
  glm_vec3_muladds((float *)n, -0.5f * (r + height), position);
  glm_vec3_negate_to((float *)n, m->normal);
  return only_point(m, position, depth, feature);
}
#line 1485 "chapters/08-collision.nw"
/* What the closest points of segments p1 + s d1 and p2 + t d2 are made of:
 * r = p1 - p2, the dot products of the text, d1 x d2 and its squared
 * length. Two capsules need most of them again, and compute them once. */
typedef struct segment_pair {
  vec3 r, across;
  float a, b, c, e, f, across2;
} segment_pair;

static inline void segment_pair_of(const vec3 p1, const vec3 d1, const vec3 p2,
                                   const vec3 d2, segment_pair *q) {
  glm_vec3_sub((float *)p1, (float *)p2, q->r);
  q->a = glm_vec3_dot((float *)d1, (float *)d1), q->e = glm_vec3_dot((float *)d2, (float *)d2);
  q->c = glm_vec3_dot((float *)d1, q->r), q->f = glm_vec3_dot((float *)d2, q->r);
  q->b = glm_vec3_dot((float *)d1, (float *)d2);
  glm_vec3_cross((float *)d1, (float *)d2, q->across);
  q->across2 = glm_vec3_norm2(q->across);
}

/* Parameters s, t of the closest points of the pair q (d2 its second
 * direction), for segments that are not parallel or are points. */
static inline void closest_of_pair(const segment_pair *q, const vec3 d2, float *s,
                                   float *t) {
  float a = q->a, b = q->b, c = q->c, e = q->e, f = q->f;
  if (a <= 0.0f && e <= 0.0f) {
    *s = *t = 0.0f;
  } else if (a <= 0.0f) {
    *s = 0.0f;
    *t = glm_clamp(f / e, 0.0f, 1.0f);
  } else if (e <= 0.0f) {
    *t = 0.0f;
    *s = glm_clamp(-c / a, 0.0f, 1.0f);
  } else {
    /* b f - c e and a e - b^2 as (d1 x d2).(d2 x r) and |d1 x d2|^2, which
     * do not cancel for nearly parallel segments (see the text) */
    vec3 d2_r;
    glm_vec3_cross((float *)d2, (float *)q->r, d2_r);
    *s = q->across2 > 0.0f
             ? glm_clamp(glm_vec3_dot((float *)q->across, d2_r) / q->across2, 0.0f, 1.0f)
             : 0.0f;
    *t = (b * *s + f) / e;
    if (*t < 0.0f) {
      *t = 0.0f;
      *s = glm_clamp(-c / a, 0.0f, 1.0f);
    } else if (*t > 1.0f) {
      *t = 1.0f;
      *s = glm_clamp((b - c) / a, 0.0f, 1.0f);
    }
  }
}

/* The same for segments p1 + s d1 and p2 + t d2. */
static void closest_of_segments(const vec3 p1, const vec3 d1, const vec3 p2,
                                const vec3 d2, float *s, float *t) {
  segment_pair q;
  segment_pair_of(p1, d1, p2, d2, &q);
  closest_of_pair(&q, d2, s, t);
}

/* One end of a contact along a line: the ball of radius ra at pa and the
 * ball of radius rb at pb (rb = 0 for a box's point), its depth and place
 * measured along its own gap pb - pa; n, the contact's normal, stands in
 * only for a gap of zero length. */
static void end_contact(const vec3 pa, float ra, const vec3 pb, float rb, const vec3 n,
                        uint32_t feature, imp_manifold *m) {
  vec3 gap, position;
  glm_vec3_sub((float *)pb, (float *)pa, gap);
  float length = unit_direction(gap, gap);
  float depth = ra + rb - length;
  if (!(depth >= 0.0f)) return;
  if (length == 0.0f) glm_vec3_copy((float *)n, gap);
  glm_vec3_add((float *)pa, (float *)pb, position);
  glm_vec3_muladds(gap, ra - rb, position);
  glm_vec3_scale(position, 0.5f, position);
  add_point(m, position, depth, feature);
}

/* After the ends: the closest pair's point, of depth `closest->depth`, is
 * kept as well when it is deeper than every end by more than rounding (the
 * lines cross between the ends), and alone when no end touches. */
static void keep_closest(const imp_manifold_point *closest, float size, imp_manifold *m) {
  float deepest = -INFINITY;
  for (int i = 0; i < m->count; i++) deepest = fmaxf(deepest, m->point[i].depth);
  if (!(closest->depth > deepest + 16.0f * FLT_EPSILON * size)) return;
  m->point[m->count++] = *closest;
}
#line 1701 "chapters/08-collision.nw"
/* Append to m at most four of the count candidates, chosen to span them.
 * A later candidate displaces an earlier one only if it is better by the
 * slack, a thousandth of the candidates' spread: near-ties, and the exact
 * ties of symmetric patches, go to the earlier one whatever the rounding. */
/* The most candidates: what the clipping of two boxes' faces can leave. */
enum { KEEP_MAX = 19 };

static void keep_four(const imp_manifold_point *c, int count, const vec3 n,
                      imp_manifold *m) {
  if (count <= IMP_MANIFOLD_POINTS) {
    for (int i = 0; i < count; i++) m->point[m->count++] = c[i];
    return;
  }
  /* Which candidate wins each comparison depends on the pose, a choice no
   * branch predictor learns: the running choices are kept as values and
   * chosen by conditional expressions, which the compiler makes moves. */
  float spread2 = 0.0f; /* distances compared squared: (d > best + slack) = (d^2 > ...^2) */
  int deepest = 0; /* strictly, for the end */
  float deepest_depth = c[0].depth;
  for (int i = 1; i < count; i++) {
    spread2 = larger(spread2, glm_vec3_distance2((float *)c[i].position, (float *)c[0].position));
    deepest ^= (deepest ^ i) & -(c[i].depth > deepest_depth);
    deepest_depth = larger(c[i].depth, deepest_depth);
  }
  float spread = sqrtf(spread2), slack = 1e-3f * spread;
  int pick[4] = {0, -1, -1, -1};
  float top = c[0].depth;
  for (int i = 1; i < count; i++) {
    int take = c[i].depth > top + slack;
    pick[0] = take ? i : pick[0];
    top = take ? c[i].depth : top;
  }
  float bar = 0.0f; /* the first candidate is taken whatever its merit */
  for (int i = 0; i < count; i++) {
    float d2 = glm_vec3_distance2((float *)c[i].position, (float *)c[pick[0]].position);
    float reach = sqrtf(d2) + slack;
    int take = (i != pick[0]) & ((pick[1] < 0) | (d2 > bar));
    pick[1] = take ? i : pick[1];
    bar = take ? reach * reach : bar;
  }
  /* the signed area of (a, b, p) is (p - a) . (n x (b - a)): one dot per point */
  vec3 base, across;
  glm_vec3_sub((float *)c[pick[1]].position, (float *)c[pick[0]].position, base);
  glm_vec3_cross((float *)n, base, across);
  /* the candidates but the first two picks, in order, listed by storing
   * each index and moving the end on only if it is not a pick: the loops
   * below then test no index, which would be a branch on the pose */
  int rest[KEEP_MAX], others = 0;
  for (int i = 0; i < count; i++)
    rest[others] = i, others += (i != pick[0]) & (i != pick[1]);
  float orientation = 1.0f, best = 0.0f, margin = slack * spread;
  for (int q = 0; q < others; q++) {
    int i = rest[q];
    vec3 from;
    glm_vec3_sub((float *)c[i].position, (float *)c[pick[0]].position, from);
    float area = glm_vec3_dot(from, across);
    if (pick[2] < 0 || fabsf(area) > best + margin)
      best = fabsf(area), pick[2] = i, orientation = area < 0 ? -1 : 1;
  }
  vec3 edge_across[3];
  for (int e = 0; e < 3; e++) {
    vec3 edge;
    glm_vec3_sub((float *)c[pick[(e + 1) % 3]].position, (float *)c[pick[e]].position, edge);
    glm_vec3_cross((float *)n, edge, edge_across[e]);
    glm_vec3_scale(edge_across[e], orientation, edge_across[e]);
  }
  best = margin; /* only a point clearly outside adds area */
  for (int q = 0; q < others; q++) {
    int i = rest[q];
    if (i == pick[2]) continue;
    vec3 from0, from1, from2;
    glm_vec3_sub((float *)c[i].position, (float *)c[pick[0]].position, from0);
    glm_vec3_sub((float *)c[i].position, (float *)c[pick[1]].position, from1);
    glm_vec3_sub((float *)c[i].position, (float *)c[pick[2]].position, from2);
    float outside = smaller(0.0f, glm_vec3_dot(from0, edge_across[0]));
    outside = smaller(outside, glm_vec3_dot(from1, edge_across[1]));
    outside = smaller(outside, glm_vec3_dot(from2, edge_across[2]));
    if (-outside > best + (pick[3] >= 0 ? margin : 0.0f)) best = -outside, pick[3] = i;
  }
  /* the deepest point, strictly: if the slack passed it over and no later
   * choice took it, it takes a free place or that of the kept point nearest it */
  int kept = 0, slot = 0;
  float gap = INFINITY;
  for (int k = 0; k < 4; k++) {
    if (pick[k] == deepest) {
      kept = 1;
    } else if (pick[k] < 0) {
      if (gap >= 0.0f) gap = -1.0f, slot = k;
    } else {
      float d2 = glm_vec3_distance2((float *)c[pick[k]].position, (float *)c[deepest].position);
      if (d2 < gap) gap = d2, slot = k;
    }
  }
  if (!kept) pick[slot] = deepest;
  for (int k = 0; k < 4; k++)
    if (pick[k] >= 0) m->point[m->count++] = c[pick[k]];
}
#line 2205 "chapters/08-collision.nw"
enum { SAT_FACE_A, SAT_FACE_B, SAT_EDGE };

/* The result of the separating-axis test in A's frame: for each of the
 * three kinds of axis, the largest separation, which axis gave it, and its
 * unit direction pointing from A to B. */
typedef struct sat_result {
  float separation[3];
  int axis[3]; /* face: its index; edge: 3 i + j; -1 if none was tested */
  vec3 direction[3];
} sat_result;

/* Axis k with separation s becomes the leader best when it exceeds the
 * leader's separation top (the first stays on a tie). Which one leads is a
 * matter of the pose that no branch predictor learns, so the choice is made
 * by a mask and the processor's maximum, with no branch. Called with a
 * constant k, in the order of the axes. */
static IMP_INLINE void lead(int k, float s, int *best, float *top) {
  int take = s > *top;
  *best ^= (*best ^ k) & -take;
  *top = larger(s, *top);
}

/* dest_i = x_{i+1} y_{i+2} + x_{i+2} y_{i+1} (indices mod 3): the sum of
 * the two products a cross product would subtract. */
static void crossed_sum(const vec3 x, const vec3 y, vec3 dest) {
  dest[0] = x[1] * y[2] + x[2] * y[1];
  dest[1] = x[2] * y[0] + x[0] * y[2];
  dest[2] = x[0] * y[1] + x[1] * y[0];
}

/* The nine edge axes a_i x b_j, at k = 3 i + j. */
typedef struct sat_edges {
  float separation[9], along[9], inverse_sine[9];
} sat_edges;

#line 2336 "chapters/08-collision.nw"
/* Axis k, offset along from A to B, the reaches of A and B, squared length
 * sine2 before it is made unit; nearly parallel edges: see the text. */
static IMP_INLINE void edge_axis(int k, float along, float reach_a, float reach_b,
                                 float sine2, sat_edges *e) {
  int valid = sine2 >= 1e-6f;
  /* sine2 itself when valid; an invalid axis's inverse is not read */
  e->inverse_sine[k] = 1.0f / sqrtf(larger(sine2, 1e-6f));
  e->along[k] = along;
  /* an invalid axis at -infinity never leads (finite frames, finite sizes) */
  float separation = (fabsf(along) - reach_a - reach_b) * e->inverse_sine[k];
  e->separation[k] = choose(valid, separation, -INFINITY);
}
#line 2316 "chapters/08-collision.nw"
/* The axes a_i x b_j, i = 0, 1, 2, of B's edge direction b_j; j1 and j2
 * are the next two indices after j, in cyclic order. */
static IMP_INLINE void edge_axes_of(mat3 c, mat3 abs_c, const vec3 ha, const vec3 hb,
                                    const vec3 t, int j, int j1, int j2, sat_edges *e) {
  vec3 along, reach_a, reach_b;
  glm_vec3_cross(c[j], (float *)t, along); /* component i: (a_i x b_j) . t */
  crossed_sum(ha, abs_c[j], reach_a);
  glm_vec3_scale(abs_c[j2], hb[j1], reach_b);
  glm_vec3_muladds(abs_c[j1], hb[j2], reach_b);
  /* |a_i x b_j|^2, the squares of b_j's other two components */
  edge_axis(j, along[0], reach_a[0], reach_b[0],
            c[j][1] * c[j][1] + c[j][2] * c[j][2], e);
  edge_axis(3 + j, along[1], reach_a[1], reach_b[1],
            c[j][2] * c[j][2] + c[j][0] * c[j][0], e);
  edge_axis(6 + j, along[2], reach_a[2], reach_b[2],
            c[j][0] * c[j][0] + c[j][1] * c[j][1], e);
}

#line 2243 "chapters/08-collision.nw"
/* Box B (half extents hb, axes the columns of c, centre t) against box A
 * (half extents ha, at the origin, axis-aligned). c[j][i] = a_i . b_j.
 * False, with only the face axes filled in, when a face axis separates. */
static bool sat_boxes(const vec3 ha, const vec3 hb, mat3 c, const vec3 t,
                      sat_result *r) {
  mat3 abs_c; /* abs_c[j][i] = |a_i . b_j|: column j is |b_j| in A's frame */
  glm_vec3_abs(c[0], abs_c[0]);
  glm_vec3_abs(c[1], abs_c[1]);
  glm_vec3_abs(c[2], abs_c[2]);
  
#line 2281 "chapters/08-collision.nw"
vec3 reach_b, along_b = {glm_vec3_dot(c[0], (float *)t), glm_vec3_dot(c[1], (float *)t),
                         glm_vec3_dot(c[2], (float *)t)};
glm_mat3_mulv(abs_c, (float *)hb, reach_b); /* sum_j hb_j |C_ij|, for each i */
float *h = (float *)ha, face[2][3] = {
    {fabsf(t[0]) - ha[0] - reach_b[0], fabsf(t[1]) - ha[1] - reach_b[1],
     fabsf(t[2]) - ha[2] - reach_b[2]},
    {fabsf(along_b[0]) - glm_vec3_dot(h, abs_c[0]) - hb[0],
     fabsf(along_b[1]) - glm_vec3_dot(h, abs_c[1]) - hb[1],
     fabsf(along_b[2]) - glm_vec3_dot(h, abs_c[2]) - hb[2]}};
#line 2253 "chapters/08-collision.nw"
  
#line 2354 "chapters/08-collision.nw"
for (int kind = SAT_FACE_A; kind <= SAT_FACE_B; kind++) {
  int k = 0;
  float top = face[kind][0];
  lead(1, face[kind][1], &k, &top);
  lead(2, face[kind][2], &k, &top);
  r->axis[kind] = k;
  r->separation[kind] = top;
  float sign = (kind == SAT_FACE_A ? t[k] : along_b[k]) < 0.0f ? -1.0f : 1.0f;
  glm_vec3_zero(r->direction[kind]);
  if (kind == SAT_FACE_A)
    r->direction[kind][k] = sign;
  else
    glm_vec3_scale(c[k], sign, r->direction[kind]);
}
#line 2254 "chapters/08-collision.nw"
  if (r->separation[SAT_FACE_A] > 0.0f || r->separation[SAT_FACE_B] > 0.0f) return false;
  
#line 2309 "chapters/08-collision.nw"
sat_edges edges;
edge_axes_of(c, abs_c, ha, hb, t, 0, 1, 2, &edges);
edge_axes_of(c, abs_c, ha, hb, t, 1, 2, 0, &edges);
edge_axes_of(c, abs_c, ha, hb, t, 2, 0, 1, &edges);
#line 2256 "chapters/08-collision.nw"
  
#line 2371 "chapters/08-collision.nw"
int k = -1;
float top = -INFINITY, *s = edges.separation;
lead(0, s[0], &k, &top), lead(1, s[1], &k, &top), lead(2, s[2], &k, &top);
lead(3, s[3], &k, &top), lead(4, s[4], &k, &top), lead(5, s[5], &k, &top);
lead(6, s[6], &k, &top), lead(7, s[7], &k, &top), lead(8, s[8], &k, &top);
r->axis[SAT_EDGE] = k;
if (k >= 0) {
  int i = k / 3, j = k % 3;
  vec3 e = {0, 0, 0}, l;
  e[i] = 1.0f;
  glm_vec3_cross(e, c[j], l); /* a_i x b_j */
  glm_vec3_scale(l, (edges.along[k] < 0.0f ? -1.0f : 1.0f) * edges.inverse_sine[k], l);
  r->separation[SAT_EDGE] = top;
  glm_vec3_copy(l, r->direction[SAT_EDGE]);
} else {
  r->separation[SAT_EDGE] = 0.0f;
  glm_vec3_zero(r->direction[SAT_EDGE]);
}
#line 2257 "chapters/08-collision.nw"
  return true;
}
#line 2441 "chapters/08-collision.nw"
/* A vertex of the polygon being clipped: reference-face coordinates
 * (x, y along the face, z the height above it), its feature code, and the
 * edge that arrives at it (0-3 incident edges, 4-7 side planes). Sixteen
 * bytes, which the processor copies in one move. */
typedef struct clip_vertex {
  vec3 p;
  uint16_t feature; /* below 4 + 8 * 4 */
  uint16_t edge_in;
} clip_vertex;

/* The most vertices four cuts can leave of a quadrilateral, even one made
 * non-convex by rounding: each cut keeps n - c/2 of n at most and adds c
 * crossings, c <= n, so 4, 6, 9, 13, 19. */
enum { CLIP_MAX = 19 };

/* Keep the part of the polygon where sign * p[axis] <= limit. Called with
 * constant axis, sign and plane, which the compiler folds in; each vertex's
 * distance to the plane is computed once and kept for the next edge. */
static IMP_INLINE int clip_side(const clip_vertex *in, int count, int axis, float sign,
                                float limit, uint32_t plane, clip_vertex *out) {
  int kept = 0;
  float ds = count > 0 ? sign * in[count - 1].p[axis] - limit : 0.0f;
  for (int i = 0, previous = count - 1; i < count; previous = i++) {
    const clip_vertex *s = &in[previous], *e = &in[i];
    float de = sign * e->p[axis] - limit;
    int s_in = ds <= 0.0f, e_in = de <= 0.0f;
    if (s_in != e_in) {
      clip_vertex *x = &out[kept++];
      glm_vec3_lerp((float *)s->p, (float *)e->p, ds / (ds - de), x->p);
      x->feature = (uint16_t)(4u + 8u * plane + e->edge_in);
      x->edge_in = (uint16_t)(e_in ? 4u + plane : e->edge_in);
    }
    if (e_in) out[kept++] = *e;
    ds = de;
  }
  return kept;
}
#line 2481 "chapters/08-collision.nw"
/* Face contact: face (k, side) of box r on body xr is the reference, box i
 * the incident one, its centre and axes given in r's frame (the separating-
 * axis test has them already). The normal written is the reference face's
 * outward normal, negated if the reference box is the manifold's second. */
static void box_face_contact(const imp_shape *r, const imp_transform *xr, const imp_shape *i,
                             const vec3 centre, mat3 axes, int k, float side,
                             uint32_t reference_is_b, imp_manifold *m) {
  int j = 0;
  for (int q = 1; q < 3; q++)
    if (fabsf(axes[q][k]) > fabsf(axes[j][k])) j = q;
  float facing = side * axes[j][k] > 0.0f ? -1.0f : 1.0f; /* incident face's side */
  static const int next[3] = {1, 2, 0}, after[3] = {2, 0, 1};
  int j1 = next[j], j2 = after[j], k1 = next[k], k2 = after[k];
  clip_vertex polygon[2][CLIP_MAX];
  
#line 2552 "chapters/08-collision.nw"
vec3 mid, u, w; /* the face's centre and half edges, box r's frame */
glm_vec3_copy((float *)centre, mid);
glm_vec3_muladds(axes[j], facing * i->half_extents[j], mid);
glm_vec3_scale(axes[j1], i->half_extents[j1], u);
glm_vec3_scale(axes[j2], i->half_extents[j2], w);
/* in the face's coordinates (x, y along it, z across it, before the
 * height of the face is taken off) */
vec3 fm = {mid[k1], mid[k2], side * mid[k]}, fu = {u[k1], u[k2], side * u[k]},
     fw = {w[k1], w[k2], side * w[k]}, plus, minus;
glm_vec3_add(fm, fu, plus);
glm_vec3_sub(fm, fu, minus);
glm_vec3_add(plus, fw, polygon[0][0].p);
glm_vec3_add(minus, fw, polygon[0][1].p);
glm_vec3_sub(minus, fw, polygon[0][2].p);
glm_vec3_sub(plus, fw, polygon[0][3].p);
for (int v = 0; v < 4; v++) { /* unrolled by the compiler */
  polygon[0][v].p[2] -= r->half_extents[k];
  polygon[0][v].feature = (uint16_t)v;
  polygon[0][v].edge_in = (uint16_t)((v + 3) % 4);
}
#line 2496 "chapters/08-collision.nw"
  /* the side planes x <= h, -x <= h, y <= h', -y <= h' in turn, from one
   * buffer to the other and back */
  float limit_x = r->half_extents[k1], limit_y = r->half_extents[k2];
  int count = clip_side(polygon[0], 4, 0, 1.0f, limit_x, 0, polygon[1]);
  count = clip_side(polygon[1], count, 0, -1.0f, limit_x, 1, polygon[0]);
  count = clip_side(polygon[0], count, 1, 1.0f, limit_y, 2, polygon[1]);
  count = clip_side(polygon[1], count, 1, -1.0f, limit_y, 3, polygon[0]);
  uint32_t faces = reference_is_b << 15 | (uint32_t)(2 * k + (side > 0)) << 11 |
                   (uint32_t)(2 * j + (facing > 0)) << 7;
  /* the candidates in the face's coordinates (x, y along it, z midway to
   * the face): the four are chosen there, and only they are turned into
   * the world; four or fewer go straight into the manifold, not through a
   * copy that would read whole what was just written field by field */
  int under = 0, first = m->count;
  for (int v = 0; v < count; v++) under += polygon[0][v].p[2] <= 0.0f;
  imp_manifold_point below[CLIP_MAX];
  imp_manifold_point *candidate = under > IMP_MANIFOLD_POINTS ? below : &m->point[first];
  for (int v = 0; v < count; v++) {
    const clip_vertex *c = &polygon[0][v];
    if (!(c->p[2] <= 0.0f)) continue;
    imp_manifold_point *p = candidate++;
    p->position[0] = c->p[0], p->position[1] = c->p[1], p->position[2] = 0.5f * c->p[2];
    p->depth = -c->p[2];
    p->feature = faces | c->feature;
    glm_vec3_zero(p->impulse);
  }
  if (under > IMP_MANIFOLD_POINTS)
    keep_four(below, under, (vec3){0.0f, 0.0f, 1.0f}, m);
  else
    m->count += under;
  /* the box's coordinates (k, k1, k2) read from the face's (height, x, y)
   * at indices fixed for the call, not stored at the indices k, k1, k2: the
   * processor could not forward three separate stores to the read of the
   * whole vector, and would wait for them; nor chosen by tests on k, which
   * the processor would have to guess */
  static const int role[3][3] = {{0, 1, 2}, {2, 0, 1}, {1, 2, 0}};
  const int *from_face = role[k];
  for (int q = first; q < m->count; q++) {
    float *x = m->point[q].position;
    float face_point[3] = {side * (r->half_extents[k] + x[2]), x[0], x[1]};
    vec3 local = {face_point[from_face[0]], face_point[from_face[1]],
                  face_point[from_face[2]]};
    imp_transform_point(xr, local, x);
  }
  glm_vec3_scale((float *)xr->rotation[k], reference_is_b ? -side : side, m->normal);
}
#line 2731 "chapters/08-collision.nw"
/* The edge of a box parallel to its axis `axis`, farthest along `toward`
 * (box frame): its start and its direction (the whole edge). Returns the
 * edge's number, 4 axis + the signs of the other two coordinates. */
static uint32_t box_edge(const vec3 half, int axis, const vec3 toward, vec3 start,
                         vec3 along) {
  uint32_t number = 4u * (uint32_t)axis;
  for (int q = 0; q < 3; q++) {
    if (q == axis) continue;
    int positive = toward[q] >= 0.0f;
    start[q] = positive ? half[q] : -half[q];
    along[q] = 0.0f;
    number |= (uint32_t)positive << (q == (axis + 1) % 3 ? 0 : 1);
  }
  start[axis] = -half[axis];
  along[axis] = 2.0f * half[axis];
  return number;
}
#line 2960 "chapters/08-collision.nw"
/* The interval [enter, leave] of s over which coordinate k of the segment
 * e0 + s d (box frame) lies in the box's slab |x_k| <= half. A coordinate
 * that moves by less than 2^-60 m along the whole segment is taken as fixed:
 * in its slab for every s (the interval is the whole line), or for none,
 * which bit 1 << k of *apart records. */
static inline void slab_interval(float half, float e0, float d, float *enter, float *leave,
                                 int bit, int *apart) {
  if (!(fabsf(d) >= 0x1p-60f)) { /* parallel to the slab's faces, or a point */
    if (!(fabsf(e0) <= half)) *apart |= bit;
    *enter = -INFINITY, *leave = INFINITY;
    return;
  }
  float inverse = 1.0f / d;
  float low = (-half - e0) * inverse, high = (half - e0) * inverse;
  *enter = smaller(low, high), *leave = larger(low, high);
}

/* The segment's clipping by the three slabs: the coordinate that enters its
 * slab last (i, at s = last) and the one that leaves first (j, at s = first).
 * The segment enters the box if [last, first] meets [0, 1]. */
typedef struct segment_clip {
  float enter[3], leave[3], last, first;
  int i, j, apart;
} segment_clip;

static inline void clip_segment(const vec3 half, const vec3 e0, const vec3 d, segment_clip *c) {
  c->apart = 0;
  slab_interval(half[0], e0[0], d[0], &c->enter[0], &c->leave[0], 1, &c->apart);
  slab_interval(half[1], e0[1], d[1], &c->enter[1], &c->leave[1], 2, &c->apart);
  slab_interval(half[2], e0[2], d[2], &c->enter[2], &c->leave[2], 4, &c->apart);
  /* a later coordinate leads only if strictly beyond */
  c->i = c->enter[1] > c->enter[0];
  c->last = larger(c->enter[1], c->enter[0]);
  c->i = c->enter[2] > c->last ? 2 : c->i;
  c->last = larger(c->enter[2], c->last);
  c->j = c->leave[1] < c->leave[0];
  c->first = smaller(c->leave[1], c->leave[0]);
  c->j = c->leave[2] < c->first ? 2 : c->j;
  c->first = smaller(c->leave[2], c->first);
}

/* A capsule in the box's frame: its centre c and unit axis u, its segment
 * e0 + s d, s in [0, 1] (e0 = c - l u, d = 2 l u), and the segment's
 * clipping by the box's slabs. */
typedef struct capsule_in_box {
  vec3 c, u, e0, d;
  segment_clip clip;
} capsule_in_box;

static inline int segment_enters(const segment_clip *c) {
  return !c->apart & (larger(c->last, 0.0f) <= smaller(c->first, 1.0f));
}

/* The parameter s in [0, 1] of the segment's point nearest the box, the
 * segment being outside it: the least of the sum over k of d_k^2 times the
 * squared distance of s from coordinate k's interval (see the text). */
static inline float nearest_parameter(const segment_clip *c, const vec3 d) {
  if (!(c->last > c->first)) /* the line crosses the box, the segment stops short */
    return 0.5f * (glm_clamp(c->last, 0.0f, 1.0f) + glm_clamp(c->first, 0.0f, 1.0f));
  int i = c->i, j = c->j, k = 3 - i - j; /* i != j: enter <= leave in each slab */
  float wi = d[i] * d[i], wj = d[j] * d[j], wk = d[k] * d[k];
  float sum = wi * c->last + wj * c->first, weight = wi + wj;
  float s0 = sum / weight; /* the least with i before its slab and j after its own */
  float t = glm_clamp(s0, c->enter[k], c->leave[k]); /* s0 itself if k is inside there */
  return glm_clamp((sum + wk * t) / (weight + wk), 0.0f, 1.0f);
}

/* One end of the part of the segment over face (k, side), at p (box frame):
 * a contact of depth r - z, z its height above the face, midway between
 * the face and the capsule's deepest point, at height -depth/2. */
static inline void face_end(float radius, float half, const imp_transform *xb, vec3 p, int k,
                            float side, uint32_t feature, imp_manifold *m) {
  float depth = radius - (side * p[k] - half);
  if (!(depth >= 0.0f)) return;
  p[k] = side * (half - 0.5f * depth);
  imp_transform_point(xb, p, p);
  add_point(m, p, depth, feature);
}

/* The part of the segment e0 + s d (box frame) over face (k, side) of the
 * box, the interval of s inside the other two slabs: contacts at its ends;
 * the normal, from the capsule to the box, is minus the face's outward
 * normal. */
static void capsule_face(float radius, const imp_shape *box, const imp_transform *xb,
                         const capsule_in_box *g, int k, float side, uint32_t face_code,
                         imp_manifold *m) {
  const segment_clip *clip = &g->clip;
  int k1 = k == 0, k2 = 2 - (k == 2); /* the other two axes */
  if (clip->apart & ~(1 << k)) return; /* parallel to the face, and beside it */
  float low = larger(0.0f, larger(clip->enter[k1], clip->enter[k2]));
  float high = smaller(1.0f, smaller(clip->leave[k1], clip->leave[k2]));
  if (!(low <= high)) return;
  vec3 p;
  glm_vec3_copy((float *)g->e0, p);
  glm_vec3_muladds((float *)g->d, low, p);
  face_end(radius, box->half_extents[k], xb, p, k, side, face_code << 4 | 1u, m);
  if (high > low) {
    glm_vec3_copy((float *)g->e0, p);
    glm_vec3_muladds((float *)g->d, high, p);
    face_end(radius, box->half_extents[k], xb, p, k, side, face_code << 4 | 2u, m);
  }
  glm_vec3_scale((float *)xb->rotation[k], -side, m->normal);
}

/* The part of the segment e0 + s d (box frame) alongside the box's edge
 * parallel to axis k nearest it: contacts at its ends, each measured along
 * its own gap to the box; the normal is minus outward, the direction from
 * the edge towards the segment (box frame). */
static void capsule_edge(float radius, const imp_shape *box, const imp_transform *xb,
                         const vec3 e0, const vec3 d, int k, const vec3 outward,
                         imp_manifold *m) {
  float h = box->half_extents[k];
  float t1 = (-h - e0[k]) / d[k], t2 = (h - e0[k]) / d[k];
  float low = fmaxf(0.0f, fminf(t1, t2)), high = fminf(1.0f, fmaxf(t1, t2));
  if (!(low <= high)) return;
  vec3 inward;
  glm_vec3_negate_to((float *)outward, inward);
  for (int end = 0; end < (high > low ? 2 : 1); end++) {
    vec3 p, q;
    glm_vec3_copy((float *)e0, p);
    glm_vec3_muladds((float *)d, end ? high : low, p);
    for (int i = 0; i < 3; i++)
      q[i] = glm_clamp(p[i], -box->half_extents[i], box->half_extents[i]);
    int before = m->count;
    end_contact(p, radius, q, 0.0f, inward, (uint32_t)(8 + k) << 4 | (uint32_t)(end + 1), m);
    if (m->count > before) /* from the box's frame to the world */
      imp_transform_point(xb, m->point[before].position, m->point[before].position);
  }
  glm_vec3_zero(m->normal);
  for (int i = 0; i < 3; i++) glm_vec3_muladds((float *)xb->rotation[i], -outward[i], m->normal);
}

/* The edge axis e_k x u of the box and the segment c +- l u (box frame),
 * k1 and k2 the other two indices in cyclic order, given as constants
 * (remainders cost more than the rest): at k its offset along the axis, its
 * inverse length, its separation, and whether its edges are not nearly
 * parallel (see section 8.4). */
static inline void segment_edge_axis(const vec3 h, const vec3 c, const vec3 u, int k, int k1,
                                     int k2, float *along, float *inverse, float *separation,
                                     int *valid) {
  float sine2 = u[k1] * u[k1] + u[k2] * u[k2]; /* |e_k x u|^2 */
  valid[k] = !(sine2 < 1e-6f);
  inverse[k] = 1.0f / sqrtf(sine2);
  along[k] = c[k2] * u[k1] - c[k1] * u[k2];
  separation[k] = (fabsf(along[k]) - h[k1] * fabsf(u[k2]) - h[k2] * fabsf(u[k1])) * inverse[k];
}

/* The edge axes of the box and the segment c +- l u (box frame, u unit),
 * the crosses e_k x u: the leader among those whose edges are not nearly
 * parallel (-1 if none is), its separation and its unit direction from the
 * box towards the segment. Every separation is computed and the leader
 * chosen by values, not branches; a later axis leads only if its
 * separation is strictly larger. */
static int segment_edge_lead(const vec3 h, const vec3 c, const vec3 u, float *lead,
                             vec3 direction) {
  int edge = -1, valid[3];
  float best = 0.0f, along[3], inverse[3], separation[3];
  segment_edge_axis(h, c, u, 0, 1, 2, along, inverse, separation, valid);
  segment_edge_axis(h, c, u, 1, 2, 0, along, inverse, separation, valid);
  segment_edge_axis(h, c, u, 2, 0, 1, along, inverse, separation, valid);
  for (int k = 0; k < 3; k++) {
    int take = valid[k] & ((edge < 0) | (separation[k] > best));
    edge = take ? k : edge;
    best = choose(take, separation[k], best);
  }
  if (edge < 0) return -1;
  vec3 e = {0, 0, 0};
  e[edge] = 1.0f;
  *lead = best;
  glm_vec3_cross(e, (float *)u, direction);
  glm_vec3_scale(direction, (along[edge] < 0.0f ? -1.0f : 1.0f) * inverse[edge], direction);
  return edge;
}

/* Whether no edge axis can win against a face whose overlap, less the bias,
 * is overlap > 0: an edge axis's overlap is -N_k / |e_k x u|, with N_k its
 * separation times that length and |e_k x u| <= 1, so it is at least -N_k;
 * if every -N_k is at least the face's (with a margin of 2^-20 of itself
 * for the rounding, some 16 u), none is smaller. No root, no division. */
static inline int edges_cannot_win(const vec3 h, const vec3 c, const vec3 u, float overlap) {
  float n0 = fabsf(c[2] * u[1] - c[1] * u[2]) - h[1] * fabsf(u[2]) - h[2] * fabsf(u[1]);
  float n1 = fabsf(c[0] * u[2] - c[2] * u[0]) - h[2] * fabsf(u[0]) - h[0] * fabsf(u[2]);
  float n2 = fabsf(c[1] * u[0] - c[0] * u[1]) - h[0] * fabsf(u[1]) - h[1] * fabsf(u[0]);
  float least = -larger(n0, larger(n1, n2)) * (1.0f - 0x1p-20f);
  return (overlap > 0.0f) & (least >= overlap);
}
#line 1286 "chapters/08-collision.nw"
static int sphere_sphere(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                         const imp_transform *xb, imp_manifold *m) {
  static const vec3 up = {0.0f, 1.0f, 0.0f};
  return round_contact(xa->position, a->radius, xb->position, b->radius, up, 0, m);
}

static int sphere_capsule(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                          const imp_transform *xb, imp_manifold *m) {
  vec3 offset, closest; /* on the segment c + s a_y, |s| <= l: s = (p - c) . a_y clamped */
  glm_vec3_sub((float *)xa->position, (float *)xb->position, offset);
  float s = glm_vec3_dot(offset, (float *)xb->rotation[1]);
  s = larger(-b->half_height, smaller(s, b->half_height)); /* NaN (an overflow): the end */
  glm_vec3_copy((float *)xb->position, closest);
  glm_vec3_muladds((float *)xb->rotation[1], s, closest);
  return round_contact(xa->position, a->radius, closest, b->radius, xb->rotation[0], 0, m);
}
#line 1372 "chapters/08-collision.nw"
/* The end c + arm of a capsule of radius r, at `height` above the plane of
 * world normal n, as point `index` of the manifold if it touches; returns
 * whether it does. The caller keeps the count. */
static inline int end_plane(const vec3 c, const vec3 arm, float height, float r,
                            const vec3 n, uint32_t feature, int index, imp_manifold *m) {
  float depth = r - height;
  if (!(depth >= 0.0f)) return 0;
  vec3 position; /* midway: c + arm - (r + height)/2 n */
  glm_vec3_add((float *)c, (float *)arm, position);
  glm_vec3_muladds((float *)n, -0.5f * (r + height), position);
  glm_vec3_negate_to((float *)n, m->normal);
  set_point(&m->point[index], position, depth, feature);
  return 1;
}

static int sphere_plane(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                        const imp_transform *xb, imp_manifold *m) {
  vec3 n; /* the plane's, in the world */
  float d = placed_plane(b, xb, n);
  return ball_plane(xa->position, a->radius, n, d, 0, m);
}

static int capsule_plane(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                         const imp_transform *xb, imp_manifold *m) {
  vec3 n, arm, back; /* the ends are c - arm and c + arm */
  float d = placed_plane(b, xb, n);
  glm_vec3_scale((float *)xa->rotation[1], a->half_height, arm);
  glm_vec3_negate_to(arm, back);
  /* an end's height is the centre's, less or plus l (n . a_y) */
  float centre = glm_vec3_dot((float *)xa->position, n) - d, reach = glm_vec3_dot(arm, n);
  int count = end_plane(xa->position, back, centre - reach, a->radius, n, 0, 0, m);
  if (a->half_height > 0.0f)
    count += end_plane(xa->position, arm, centre + reach, a->radius, n, 1, count, m);
  return m->count = count;
}
#line 1582 "chapters/08-collision.nw"
/* The capsule's segment: its ends c -+ l a_y,
 * and their difference; written out for the compiler to keep in registers. */
static inline void segment_of_capsule(const imp_shape *s, const imp_transform *xf,
                                      vec3 ends[2], vec3 along) {
  const float *c = xf->position, *y = xf->rotation[1];
  float l = s->half_height;
  ends[0][0] = c[0] - y[0] * l, ends[1][0] = c[0] + y[0] * l;
  ends[0][1] = c[1] - y[1] * l, ends[1][1] = c[1] + y[1] * l;
  ends[0][2] = c[2] - y[2] * l, ends[1][2] = c[2] + y[2] * l;
  glm_vec3_sub(ends[1], ends[0], along);
}

/* dest = p + t d. */
static inline void point_along(const vec3 p, const vec3 d, float t, vec3 dest) {
  dest[0] = p[0] + d[0] * t, dest[1] = p[1] + d[1] * t, dest[2] = p[2] + d[2] * t;
}

static int capsule_capsule(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                           const imp_transform *xb, imp_manifold *m) {
  vec3 ea[2], eb[2], da, db, pa, pb, across;
  segment_of_capsule(a, xa, ea, da);
  segment_of_capsule(b, xb, eb, db);
  float s, t;
  segment_pair q;
  segment_pair_of(ea[0], da, eb[0], db, &q);
  closest_of_pair(&q, db, &s, &t);
  point_along(ea[0], da, s, pa);
  point_along(eb[0], db, t, pb);
  const float *fallback = xa->rotation[0];
  float la = q.a; /* nearly parallel: sin^2 of the angle below 1e-4 */
  /* & and |, not && and ||: one test each, not a branch per term */
  int parallel = (la > 0.0f) & (q.e > 0.0f) & (q.across2 <= 1e-4f * q.a * q.e);
  int between = !parallel & (s > 0.0f) & (s < 1.0f) & (t > 0.0f) & (t < 1.0f);
  if (between || glm_vec3_eqv(pa, pb)) { /* across both, from A to B */
    vec3 gap;
    glm_vec3_sub(pb, pa, gap);
    float along = glm_vec3_dot(gap, q.across);
    if (along == 0.0f) { /* the cores meet: from A's centre to B's */
      vec3 centres;
      glm_vec3_sub((float *)xb->position, (float *)xa->position, centres);
      along = glm_vec3_dot(centres, q.across);
    }
    glm_vec3_scale(q.across, choose(along < 0.0f, -1.0f, 1.0f), across); /* exact */
    if (unit_direction(across, across) > 0.0f) {
      if (between) /* closest between both pairs of ends: the gap is across both */
        return round_contact_along(pa, a->radius, pb, b->radius, across,
                                   fabsf(glm_vec3_dot(gap, across)), 0, m);
      fallback = across;
    }
  }
  if (!round_contact(pa, a->radius, pb, b->radius, fallback, 0, m)) return 0;
  if (parallel) {
    /* both ends of the interval where they face, each along its own gap */
    vec3 to0, to1;
    glm_vec3_sub(eb[0], ea[0], to0);
    glm_vec3_sub(eb[1], ea[0], to1);
    float s0 = glm_clamp(glm_vec3_dot(to0, da) / la, 0.0f, 1.0f);
    float s1 = glm_clamp(glm_vec3_dot(to1, da) / la, 0.0f, 1.0f);
    float ends[2] = {fminf(s0, s1), fmaxf(s0, s1)};
    if (ends[1] > ends[0]) {
      imp_manifold_point closest = m->point[0];
      m->count = 0;
      for (int i = 0; i < 2; i++) {
        glm_vec3_copy(ea[0], pa);
        glm_vec3_muladds(da, ends[i], pa);
        closest_on_segment(eb[0], eb[1], pa, pb);
        end_contact(pa, a->radius, pb, b->radius, m->normal, (uint32_t)i + 1, m);
      }
      keep_closest(&closest, a->radius + b->radius + sqrtf(la), m);
    }
  }
  return m->count;
}
#line 1832 "chapters/08-collision.nw"
/* Corner i of a box as a contact point, midway between the corner and its
 * shadow on the plane, with its depth: first[bits 0 and 1 of i], the base
 * and the first two steps already summed, + step[2][bit 2], lane 3 the
 * depth (see the text). Every field written, the impulse zero. */
static inline void box_corner(vec4 first[4], vec4 step[3][2], int i, imp_manifold_point *p) {
  /* signs looked up, not chosen (a choice would be a branch); the sums
   * written out, with no loop to count, four lanes the processor adds at once */
  const float *s01 = first[i & 3], *s2 = step[2][i >> 2 & 1];
  p->position[0] = s01[0] + s2[0];
  p->position[1] = s01[1] + s2[1];
  p->position[2] = s01[2] + s2[2];
  p->depth = s01[3] + s2[3];
  p->feature = (uint32_t)i;
  glm_vec3_zero(p->impulse);
}

static int box_plane(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                     const imp_transform *xb, imp_manifold *m) {
  vec3 n; /* the plane's normal in the world, and its offset there */
  float offset = placed_plane(b, xb, n);
  /* a corner's height is the centre's plus or minus h_k (n . a_k) for each k */
  float centre = glm_vec3_dot((float *)xa->position, n) - offset;
  vec3 reach, arm[3];
  
#line 1907 "chapters/08-collision.nw"
glm_vec3_scale((float *)xa->rotation[0], a->half_extents[0], arm[0]);
glm_vec3_scale((float *)xa->rotation[1], a->half_extents[1], arm[1]);
glm_vec3_scale((float *)xa->rotation[2], a->half_extents[2], arm[2]);
reach[0] = glm_vec3_dot(arm[0], n);
reach[1] = glm_vec3_dot(arm[1], n);
reach[2] = glm_vec3_dot(arm[2], n);
#line 1856 "chapters/08-collision.nw"
  
#line 1922 "chapters/08-collision.nw"
float x0 = centre - reach[0], x1 = centre + reach[0];
float y0 = x0 - reach[1], y1 = x1 - reach[1], y2 = x0 + reach[1], y3 = x1 + reach[1];
float heights[8] = {y0 - reach[2], y1 - reach[2], y2 - reach[2], y3 - reach[2],
                    y0 + reach[2], y1 + reach[2], y2 + reach[2], y3 + reach[2]};
#line 1857 "chapters/08-collision.nw"
  /* corner i is x + sum s_k arm_k and its shadow that less height_i n, so
   * the point midway is base + sum s_k step_k, with base = x - (centre/2) n
   * and step_k = arm_k - (reach_k/2) n: three sums per coordinate, and a
   * fourth lane, -centre - sum s_k reach_k, for the depth */
  vec4 along = {n[0], n[1], n[2], 0.0f}, half; /* 0 in the depth's lane: see the text */
  vec4 base = {xa->position[0], xa->position[1], xa->position[2], -centre};
  vec4 step[3][2]; /* step[k][1] = (step_k, -reach_k), step[k][0] = -step[k][1] */
  glm_vec4_scale(along, -0.5f * centre, half);
  glm_vec4_add(base, half, base);
  
#line 1949 "chapters/08-collision.nw"
glm_vec4_copy((vec4){arm[0][0], arm[0][1], arm[0][2], -reach[0]}, step[0][1]);
glm_vec4_copy((vec4){arm[1][0], arm[1][1], arm[1][2], -reach[1]}, step[1][1]);
glm_vec4_copy((vec4){arm[2][0], arm[2][1], arm[2][2], -reach[2]}, step[2][1]);
glm_vec4_scale(along, -0.5f * reach[0], half), glm_vec4_add(step[0][1], half, step[0][1]);
glm_vec4_scale(along, -0.5f * reach[1], half), glm_vec4_add(step[1][1], half, step[1][1]);
glm_vec4_scale(along, -0.5f * reach[2], half), glm_vec4_add(step[2][1], half, step[2][1]);
glm_vec4_negate_to(step[0][1], step[0][0]);
glm_vec4_negate_to(step[1][1], step[1][0]);
glm_vec4_negate_to(step[2][1], step[2][0]);
glm_vec4_add(base, step[0][0], step[0][0]); /* the base, added once */
glm_vec4_add(base, step[0][1], step[0][1]);
#line 1867 "chapters/08-collision.nw"
  vec4 first[4]; /* base + step[0][bit 0] + step[1][bit 1] */
  
#line 1970 "chapters/08-collision.nw"
glm_vec4_add(step[0][0], step[1][0], first[0]);
glm_vec4_add(step[0][1], step[1][0], first[1]);
glm_vec4_add(step[0][0], step[1][1], first[2]);
glm_vec4_add(step[0][1], step[1][1], first[3]);
#line 1869 "chapters/08-collision.nw"
  int below[8], count = 0;
  
#line 1981 "chapters/08-collision.nw"
below[count] = 0, count += heights[0] <= 0.0f;
below[count] = 1, count += heights[1] <= 0.0f;
below[count] = 2, count += heights[2] <= 0.0f;
below[count] = 3, count += heights[3] <= 0.0f;
below[count] = 4, count += heights[4] <= 0.0f;
below[count] = 5, count += heights[5] <= 0.0f;
below[count] = 6, count += heights[6] <= 0.0f;
below[count] = 7, count += heights[7] <= 0.0f;
#line 1871 "chapters/08-collision.nw"
  glm_vec3_negate_to(n, m->normal);
  if (count <= IMP_MANIFOLD_POINTS) { /* all of them, straight into the manifold */
    for (int c = 0; c < count; c++)
      box_corner(first, step, below[c], &m->point[c]);
    return m->count = count;
  }
  /* more than four: the face turned most towards the plane, on the deep side */
  int k = 0;
  for (int q = 1; q < 3; q++) /* |n . a_q| > |n . a_k|, as reach = h (n . a) */
    if (fabsf(reach[q]) * a->half_extents[k] > fabsf(reach[k]) * a->half_extents[q]) k = q;
  int side = reach[k] < 0.0f ? 1 << k : 0, face[4], under = 0;
  for (int c = 0; c < 4; c++) { /* c's two bits, with bit k of the side put between */
    int low = c & ((1 << k) - 1);
    face[c] = low | (c - low) << 1 | side;
  }
  for (int c = 0; c < 4; c++) under += heights[face[c]] <= 0.0f;
  if (under == 4) { /* all four below: they are the contact */
    for (int c = 0; c < 4; c++)
      box_corner(first, step, face[c], &m->point[c]);
    return m->count = 4;
  }
  imp_manifold_point candidates[8]; /* each written whole by box_corner */
  for (int c = 0; c < count; c++)
    box_corner(first, step, below[c], &candidates[c]);
  keep_four(candidates, count, m->normal, m);
  return m->count;
}
#line 2019 "chapters/08-collision.nw"
/* A box's coordinate q clamped to its slab [-h, h], and where q lies: 0
 * inside, 1 below, 2 above; without a branch. */
static inline uint32_t slab(float q, float h, float *clamped) {
  *clamped = glm_clamp(q, -h, h);
  return (uint32_t)(q < -h) + 2u * (uint32_t)(q > h);
}

static int sphere_box(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                      const imp_transform *xb, imp_manifold *m) {
  vec3 offset, q, clamped;
  glm_vec3_sub((float *)xa->position, (float *)xb->position, offset);
  imp_transform_local_vector(xb, offset, q);
  const float *h = b->half_extents; /* three calls, not a loop the compiler keeps */
  uint32_t region = slab(q[0], h[0], &clamped[0]) + 3u * slab(q[1], h[1], &clamped[1]) +
                    9u * slab(q[2], h[2], &clamped[2]);
  if (region) { /* the direction in the box's frame, where clamped - q is exact */
    vec3 toward, n = {0.0f, 0.0f, 0.0f}, position; /* n: as in round_contact */
    glm_vec3_sub(clamped, q, toward);
    float length = unit_direction(toward, n); /* > 0: q is outside */
    float depth = a->radius - length;
    if (!(depth >= 0.0f)) return 0;
    imp_transform_vector(xb, n, m->normal);
    /* midway between the sphere's deepest point c + r n and the box's
     * closest point, c + length n */
    glm_vec3_copy((float *)xa->position, position);
    glm_vec3_muladds(m->normal, 0.5f * (a->radius + length), position);
    return only_point(m, position, depth, region);
  }
  int face = 0;
  for (int k = 1; k < 3; k++)
    if (b->half_extents[k] - fabsf(q[k]) < b->half_extents[face] - fabsf(q[face])) face = k;
  float side = q[face] < 0.0f ? -1.0f : 1.0f;
  float gap = b->half_extents[face] - fabsf(q[face]); /* below the face */
  if (!(gap >= 0.0f)) return 0; /* a NaN pose */
  vec3 outward, position;
  glm_vec3_scale((float *)xb->rotation[face], side, outward);
  glm_vec3_copy((float *)xa->position, position);
  glm_vec3_muladds(outward, 0.5f * (gap - a->radius), position);
  glm_vec3_negate_to(outward, m->normal);
  return only_point(m, position, a->radius + gap, 27u + 2u * (uint32_t)face + (side > 0.0f));
}
#line 2751 "chapters/08-collision.nw"
/* Of a shape's half extents, which are finite and positive. */
static float smallest(const vec3 h) { return smaller(h[0], smaller(h[1], h[2])); }
static float largest(const vec3 h) { return larger(h[0], larger(h[1], h[2])); }

static void box_edge_contact(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                             const imp_transform *xb, const sat_result *r, imp_manifold *m) {
  int i = r->axis[SAT_EDGE] / 3, j = r->axis[SAT_EDGE] % 3;
  vec3 normal = {0, 0, 0}, back, sa, da, sb_local, db_local, offset, sb, db = {0, 0, 0};
  for (int k = 0; k < 3; k++) /* L in the world: R_A L */
    glm_vec3_muladds((float *)xa->rotation[k], r->direction[SAT_EDGE][k], normal);
  /* A's edge farthest along L (A's frame), B's farthest along -L (B's frame) */
  uint32_t edge_a = box_edge(a->half_extents, i, r->direction[SAT_EDGE], sa, da);
  glm_vec3_negate_to(normal, back);
  imp_transform_local_vector(xb, back, back);
  uint32_t edge_b = box_edge(b->half_extents, j, back, sb_local, db_local);
  glm_vec3_sub((float *)xb->position, (float *)xa->position, offset);
  imp_transform_local_vector(xa, offset, sb); /* B's edge in A's frame */
  for (int k = 0; k < 3; k++) {
    vec3 axis;
    imp_transform_local_vector(xa, xb->rotation[k], axis);
    glm_vec3_muladds(axis, sb_local[k], sb);
    glm_vec3_muladds(axis, db_local[k], db);
  }
  float s, u;
  closest_of_segments(sa, da, sb, db, &s, &u);
  vec3 pa, pb, middle;
  glm_vec3_copy(sa, pa);
  glm_vec3_muladds(da, s, pa);
  glm_vec3_copy(sb, pb);
  glm_vec3_muladds(db, u, pb);
  /* edges that touch are within the overlap of each other; edges farther
   * apart were named by an axis that rounding or a skipped axis let win */
  float depth = -r->separation[SAT_EDGE];
  float size = glm_vec3_norm(sb) + largest(a->half_extents) + largest(b->half_extents);
  if (!(glm_vec3_distance(pa, pb) <= depth + 64.0f * FLT_EPSILON * size)) return;
  glm_vec3_add(pa, pb, middle);
  glm_vec3_scale(middle, 0.5f, middle);
  vec3 position;
  imp_transform_point(xa, middle, position);
  glm_vec3_copy(normal, m->normal);
  add_point(m, position, depth, 1u << 16 | edge_a << 8 | edge_b);
}

/* The face contact with A's face (reference_is_b 0) or B's as the reference;
 * c and t are B's axes and centre in A's frame. */
static void box_face_of(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                        const imp_transform *xb, const sat_result *r, mat3 c, const vec3 t,
                        int reference_is_b, imp_manifold *m) {
  int kind = reference_is_b ? SAT_FACE_B : SAT_FACE_A, k = r->axis[kind];
  if (reference_is_b) { /* B's face towards A: against the direction from A to B */
    vec3 offset, centre; /* A in B's frame: its axes are the rows of c */
    mat3 axes;
    glm_vec3_sub((float *)xa->position, (float *)xb->position, offset);
    imp_transform_local_vector(xb, offset, centre);
    glm_mat3_transpose_to(c, axes);
    box_face_contact(b, xb, a, centre, axes, k,
                     glm_vec3_dot((float *)r->direction[kind], c[k]) > 0.0f ? -1.0f : 1.0f,
                     1u, m);
  } else {
    box_face_contact(a, xa, b, t, c, k, r->direction[kind][k] > 0.0f ? 1.0f : -1.0f, 0u, m);
  }
}

static int box_box(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                   const imp_transform *xb, imp_manifold *m) {
  vec3 offset, t;
  mat3 c;
  glm_vec3_sub((float *)xb->position, (float *)xa->position, offset);
  imp_transform_local_vector(xa, offset, t);
  for (int j = 0; j < 3; j++) imp_transform_local_vector(xa, xb->rotation[j], c[j]);
  sat_result r;
  if (!sat_boxes(a->half_extents, b->half_extents, c, t, &r)) return 0; /* a face separates */
  float worst = fmaxf(r.separation[SAT_FACE_A], r.separation[SAT_FACE_B]);
  int has_edge = r.axis[SAT_EDGE] >= 0;
  if (has_edge) worst = fmaxf(worst, r.separation[SAT_EDGE]);
  if (!(worst <= 0.0f)) return 0; /* a separating axis (or a NaN pose) */
  float margin = 0.005f * smaller(smallest(a->half_extents), smallest(b->half_extents));
  float overlap_a = -r.separation[SAT_FACE_A], overlap_b = -r.separation[SAT_FACE_B];
  int reference_is_b = overlap_b < 0.98f * overlap_a - margin;
  float overlap_face = reference_is_b ? overlap_b : overlap_a;
  int edge_wins = has_edge && -r.separation[SAT_EDGE] < 0.90f * overlap_face - margin;
  if (!edge_wins) {
    box_face_of(a, xa, b, xb, &r, c, t, reference_is_b, m);
    /* an edge just outside the rim of the face the bias chose: the other's */
    if (m->count == 0) box_face_of(a, xa, b, xb, &r, c, t, !reference_is_b, m);
    if (m->count > 0 || !has_edge) return m->count;
  }
  box_edge_contact(a, xa, b, xb, &r, m);
  return m->count;
}
#line 3149 "chapters/08-collision.nw"
/* The largest of |v_0|, |v_1|, |v_2| and its index, chosen by values. */
static inline float largest_component(const vec3 v, int *k) {
  float x = fabsf(v[0]), y = fabsf(v[1]), z = fabsf(v[2]);
  int q = y > x;
  float most = larger(y, x);
  *k = q + (z > most) * (2 - q);
  return larger(z, most);
}

/* The face of the box a normal in its frame points out of, if the normal is
 * within a hundredth of a radian of it and the segment (of the given
 * length) lies along the face. */
static int lying_on_face(const vec3 normal, const vec3 d, float length, int *k, float *side) {
  if (!(largest_component(normal, k) > 0.99995f)) return 0;
  *side = normal[*k] < 0.0f ? -1.0f : 1.0f;
  return fabsf(d[*k]) <= 0.01f * length;
}

/* The box point lies on an edge (axis k) that the segment runs along, within
 * a hundredth of a radian. */
static int along_edge(const vec3 half, const vec3 on_box, const vec3 d, float length, int *k) {
  if (!(largest_component(d, k) > 0.99995f * length)) return 0;
  int k1 = *k == 0, k2 = 2 - (*k == 2); /* the other two axes */
  return fabsf(on_box[k1]) == half[k1] && fabsf(on_box[k2]) == half[k2];
}

/* The segment e0 + s d (box frame) outside the box, on_segment and on_box
 * its closest points, gap the unit direction from the box to the segment
 * and distance their distance: the ends of the part along a face or an
 * edge, or else the one round contact. */
IMP_SEPARATE static int capsule_box_outside(const imp_shape *a, const imp_shape *b,
                                            const imp_transform *xb, const capsule_in_box *g,
                                            const vec3 on_segment, const vec3 on_box,
                                            const vec3 gap, float distance, imp_manifold *m) {
  int k;
  float side;
  if (lying_on_face(gap, g->d, 2.0f * a->half_height, &k, &side)) {
    capsule_face(a->radius, b, xb, g, k, side, (uint32_t)(2 * k + (side > 0)), m);
    if (m->count > 0) return m->count;
  }
  
#line 3314 "chapters/08-collision.nw"
float depth = a->radius - distance;
if (!(depth >= 0.0f)) return 0;
vec3 middle, position; /* midway between on_box and the capsule's deepest point */
glm_vec3_add((float *)on_segment, (float *)on_box, middle);
glm_vec3_muladds((float *)gap, -a->radius, middle);
glm_vec3_scale(middle, 0.5f, middle);
imp_transform_point(xb, middle, position);
imp_transform_vector(xb, gap, m->normal);
glm_vec3_negate(m->normal); /* from the capsule to the box */
add_point(m, position, depth, 0);
#line 3190 "chapters/08-collision.nw"
  if (along_edge(b->half_extents, on_box, g->d, 2.0f * a->half_height, &k)) {
    imp_manifold_point closest = m->point[0];
    m->count = 0;
    capsule_edge(a->radius, b, xb, g->e0, g->d, k, gap, m);
    keep_closest(&closest, a->radius + 2.0f * a->half_height + largest(b->half_extents), m);
  }
  return m->count;
}

/* The one contact of a capsule entering the box along axis l (from the box
 * to the capsule, box frame) at the given separation: the box's edge along
 * axis k nearest the segment (edge), or else the box's corner farthest
 * along l and the segment's point nearest it. */
IMP_SEPARATE static int capsule_box_axis_contact(const imp_shape *a, const imp_shape *b,
                                                 const imp_transform *xb, const vec3 e0,
                                                 const vec3 d, int k, int edge, const vec3 l,
                                                 float separation, imp_manifold *m) {
  vec3 on_segment, on_box, position;
  if (edge) { /* the box's edge along the axis, and the segment */
    vec3 start, along;
    float s, t;
    const float *h = b->half_extents; /* the edge along axis k farthest along l */
    start[0] = l[0] < 0.0f ? -h[0] : h[0], along[0] = 0.0f;
    start[1] = l[1] < 0.0f ? -h[1] : h[1], along[1] = 0.0f;
    start[2] = l[2] < 0.0f ? -h[2] : h[2], along[2] = 0.0f;
    start[k] = -h[k], along[k] = 2.0f * h[k];
    closest_of_segments(e0, d, start, along, &s, &t);
    glm_vec3_copy(start, on_box);
    glm_vec3_muladds(along, t, on_box);
    glm_vec3_copy((float *)e0, on_segment);
    glm_vec3_muladds((float *)d, s, on_segment);
  } else { /* the box's corner farthest along l, and the segment's point nearest it */
    for (int q = 0; q < 3; q++)
      on_box[q] = l[q] < 0.0f ? -b->half_extents[q] : b->half_extents[q];
    vec3 e1;
    glm_vec3_add((float *)e0, (float *)d, e1);
    closest_on_segment(e0, e1, on_box, on_segment);
  }
  glm_vec3_muladds((float *)l, -a->radius, on_segment); /* the capsule's deepest point */
  glm_vec3_add(on_segment, on_box, position);
  glm_vec3_scale(position, 0.5f, position);
  imp_transform_point(xb, position, position);
  glm_vec3_zero(m->normal);
  for (int q = 0; q < 3; q++) glm_vec3_muladds((float *)xb->rotation[q], -l[q], m->normal);
  add_point(m, position, a->radius - separation, 15u << 4);
  return 1;
}

/* The segment enters the box (or touches it, to rounding): the depth along
 * the best of the six separating axes of the box and the segment c +- l u
 * (box frame, u unit), the faces of their Minkowski sum. */
IMP_SEPARATE static int capsule_box_entering(const imp_shape *a, const imp_shape *b,
                                             const imp_transform *xb, const capsule_in_box *g,
                                             imp_manifold *m) {
  const float *h = b->half_extents, *c = g->c, *u = g->u, l = a->half_height;
  int face = 0; /* the leading face axis, chosen by values */
  float lead = fabsf(c[0]) - h[0] - l * fabsf(u[0]);
  for (int k = 1; k < 3; k++) {
    float separation = fabsf(c[k]) - h[k] - l * fabsf(u[k]);
    face = separation > lead ? k : face;
    lead = larger(separation, lead);
  }
  float side = c[face] < 0.0f ? -1.0f : 1.0f;
  vec3 direction = {0, 0, 0};
  direction[face] = side;
  /* an edge axis is best only if its overlap is clearly the smaller: the
   * bias toward the box's faces */
  float overlap = 0.90f * -lead - 0.005f * smallest(h), separation = lead;
  int edge = -1, best_is_edge = 0;
  if (!edges_cannot_win(h, c, u, overlap)) {
    vec3 edge_direction;
    float edge_separation;
    edge = segment_edge_lead(h, c, u, &edge_separation, edge_direction);
    best_is_edge = edge >= 0 && -edge_separation < overlap;
    if (best_is_edge) {
      separation = edge_separation;
      glm_vec3_copy(edge_direction, direction);
    }
  }
  if (!(separation <= a->radius)) return 0; /* a NaN pose */
  if (!best_is_edge) { /* the segment enters the box: depth r - s along the best axis */
    capsule_face(a->radius, b, xb, g, face, side, (uint32_t)(2 * face + (side > 0)), m);
    if (m->count > 0) return m->count;
  }
  return capsule_box_axis_contact(a, b, xb, g->e0, g->d, edge, best_is_edge, direction,
                                  separation, m);
}

static int capsule_box(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                       const imp_transform *xb, imp_manifold *m) {
  capsule_in_box g; /* everything in the box's frame */
  vec3 offset;
  glm_vec3_sub((float *)xa->position, (float *)xb->position, offset);
  imp_transform_local_vector(xb, offset, g.c);
  imp_transform_local_vector(xb, xa->rotation[1], g.u);
  glm_vec3_copy(g.c, g.e0);
  glm_vec3_muladds(g.u, -a->half_height, g.e0);
  glm_vec3_scale(g.u, 2.0f * a->half_height, g.d);
  clip_segment(b->half_extents, g.e0, g.d, &g.clip);
  if (segment_enters(&g.clip)) return capsule_box_entering(a, b, xb, &g, m);
  vec3 on_segment, on_box, gap;
  glm_vec3_copy(g.e0, on_segment);
  glm_vec3_muladds(g.d, nearest_parameter(&g.clip, g.d), on_segment);
  for (int q = 0; q < 3; q++)
    on_box[q] = glm_clamp(on_segment[q], -b->half_extents[q], b->half_extents[q]);
  float distance2 = glm_vec3_distance2(on_segment, on_box);
  if (!(distance2 <= a->radius * a->radius)) return 0; /* apart, or a NaN pose */
  glm_vec3_sub(on_segment, on_box, gap);
  float distance = distance2 > 0.0f ? unit_direction(gap, gap) : 0.0f;
  if (distance > 0.0f) /* the segment is outside */
    return capsule_box_outside(a, b, xb, &g, on_segment, on_box, gap, distance, m);
  return capsule_box_entering(a, b, xb, &g, m); /* touching, to rounding */
}
#line 999 "chapters/08-collision.nw"
typedef int (*pair_function)(const imp_shape *, const imp_transform *, const imp_shape *,
                             const imp_transform *, imp_manifold *);

/* Two planes never collide: neither moves. */
static int plane_plane(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                       const imp_transform *xb, imp_manifold *m) {
  return 0;
}

/* The pair `name` in the order other than that of `pair`, the function
 * written for it: called with the shapes swapped, its normal negated (the
 * points and their depths do not depend on the order). Each is a function
 * of its own, so that the entry jumps into whatever the table names. */
#define IMP_SWAPPED_PAIR(name, pair)                                                       \
  static int name(const imp_shape *a, const imp_transform *xa, const imp_shape *b,        \
                  const imp_transform *xb, imp_manifold *m) {                              \
    int count = pair(b, xb, a, xa, m);                                                     \
    if (count > 0) glm_vec3_negate(m->normal);                                             \
    return count;                                                                          \
  }
IMP_SWAPPED_PAIR(capsule_sphere, sphere_capsule)
IMP_SWAPPED_PAIR(box_sphere, sphere_box)
IMP_SWAPPED_PAIR(box_capsule, capsule_box)
IMP_SWAPPED_PAIR(plane_sphere, sphere_plane)
IMP_SWAPPED_PAIR(plane_capsule, capsule_plane)
IMP_SWAPPED_PAIR(plane_box, box_plane)

/* For each ordered pair of kinds, its function; each returns the count it
 * wrote. */
static const pair_function pair_table[IMP_SHAPE_KINDS][IMP_SHAPE_KINDS] = {
    [IMP_SHAPE_SPHERE] = {sphere_sphere, sphere_capsule, sphere_box, sphere_plane},
    [IMP_SHAPE_CAPSULE] = {capsule_sphere, capsule_capsule, capsule_box, capsule_plane},
    [IMP_SHAPE_BOX] = {box_sphere, box_capsule, box_box, box_plane},
    [IMP_SHAPE_PLANE] = {plane_sphere, plane_capsule, plane_box, plane_plane},
};

/* The axes and the origins of both frames, all the pair functions read, are
 * finite: x * 0 is 0 for a finite x and NaN otherwise, so one comparison
 * tests twenty-four. The twelve numbers of a frame lie in a row, the nine
 * of the axes and then the origin (see imp_transform), and are summed in
 * four lanes, not as one chain (the compiler may not reorder a sum: it
 * would change a rounding elsewhere): three loads, three products and two
 * sums of the processor's vector instructions a frame. */
static inline int frames_finite(const imp_transform *xa, const imp_transform *xb) {
  const float *ra = xa->rotation[0], *rb = xb->rotation[0]; /* the nine in a row */
  const float *pa = xa->position, *pb = xb->position;
  float last_a[4] = {ra[8], pa[0], pa[1], pa[2]}, last_b[4] = {rb[8], pb[0], pb[1], pb[2]};
  vec4 zero;
  for (int l = 0; l < 4; l++) /* lane l: numbers l, l + 4 and l + 8 of each frame */
    zero[l] = (ra[l] * 0.0f + rb[l] * 0.0f) + (ra[l + 4] * 0.0f + rb[l + 4] * 0.0f) +
              (last_a[l] * 0.0f + last_b[l] * 0.0f);
  /* the lanes summed by cglm's shuffles, in any order: each is 0 or NaN */
  return glm_vec4_hadd(zero) == 0.0f;
}
_Static_assert(offsetof(imp_transform, position) == sizeof(mat3),
               "a frame's origin follows its axes");

int imp_collide(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                const imp_transform *xb, imp_manifold *m) {
  m->count = 0; /* all a reader may read of an empty manifold: see the text */
  /* both kinds known, in one test: the number of kinds is a power of two */
  if (((unsigned)a->kind | (unsigned)b->kind) >= IMP_SHAPE_KINDS || !frames_finite(xa, xb))
    return -1; /* no answer: see the text */
  return pair_table[a->kind][b->kind](a, xa, b, xb, m); /* each returns its count */
}
_Static_assert((IMP_SHAPE_KINDS & (IMP_SHAPE_KINDS - 1)) == 0,
               "the number of kinds is a power of two");
