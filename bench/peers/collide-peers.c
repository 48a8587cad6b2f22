/* bench-collide-peers [CSV [ROUNDS]]: the poses of bench-collide (made by
 * experiments/shared/collide-poses.c, chapter 8) through
 * Impulse, ODE's dCollide and Bullet's default algorithms in one run; ns per
 * call, min and median over the rounds (the three engines take turns in each
 * round), and whether the engines agree on touching. The whole comparison
 * is made REPEATS times over, all pairs each time, so that the ratio of
 * Impulse's least time to ODE's comes with its spread: the least and the
 * largest of the REPEATS ratios (each the ratio of that repetition's least
 * times) are printed beside the least and the median over all the rounds.
 * Each repetition then times every engine alone: its loop over the poses
 * run ROUNDS times back to back, nothing of the others' between its passes,
 * so that its poses stay in the caches; min, median and the range of the
 * ratios likewise. Taking turns, each engine starts its pass with its data
 * pushed out by the others'; alone, it does not: the difference of the two
 * is the cost of the caches, the alone figure that of the code.
 * The time is the process's CPU time, so that other programs on a busy
 * machine count less (they still share the caches). With CSV, the table
 * also goes there: chapter 8's table is book/measured/collide-peers.csv,
 * refreshed by
 *   build/bench-collide-peers book/measured/collide-peers.csv
 * Built only when pkg-config finds ode and bullet; never a test. */
#define _POSIX_C_SOURCE 200809L /* clock_gettime */
#include "shared/collide-poses.h"

#include <ode/ode.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

enum { CONFIGURATIONS = COLLIDE_POSES, MAX_ROUNDS = 101, KINDS = 4, REPEATS = 3, PAIRS = 9 };
static int rounds = 31;

int peer_bullet_collide(int n, float *depth);
void peer_bullet_prepare(int count);
void peer_bullet_set(int n, int i, int kind, const float *params, const float *position,
                     const float *quat);

static double wall_seconds(void) { /* the process's CPU time, in fact */
  struct timespec t;
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

static void shape_params(const imp_shape *s, float p[4]) {
  p[0] = s->radius, p[1] = s->half_height, p[2] = p[3] = 0.0f;
  if (s->kind == IMP_SHAPE_BOX)
    for (int k = 0; k < 3; k++) p[k] = s->half_extents[k];
  if (s->kind == IMP_SHAPE_PLANE) {
    for (int k = 0; k < 3; k++) p[k] = s->normal[k];
    p[3] = s->offset;
  }
}

/* ODE's geom for the shape at the pose; its capsule's axis is z, ours y. */
static dGeomID ode_geom(const imp_shape *s, const imp_transform *t) {
  dGeomID g = 0;
  if (s->kind == IMP_SHAPE_SPHERE) g = dCreateSphere(0, s->radius);
  if (s->kind == IMP_SHAPE_CAPSULE) g = dCreateCapsule(0, s->radius, 2.0 * s->half_height);
  if (s->kind == IMP_SHAPE_BOX)
    g = dCreateBox(0, 2.0 * s->half_extents[0], 2.0 * s->half_extents[1],
                   2.0 * s->half_extents[2]);
  if (s->kind == IMP_SHAPE_PLANE)
    return dCreatePlane(0, s->normal[0], s->normal[1], s->normal[2], s->offset);
  dGeomSetPosition(g, t->position[0], t->position[1], t->position[2]);
  dMatrix3 R;
  for (int i = 0; i < 3; i++) { /* row i of the 3x4 matrix */
    if (s->kind == IMP_SHAPE_CAPSULE) { /* columns x, -z, y */
      R[4 * i + 0] = t->rotation[0][i];
      R[4 * i + 1] = -t->rotation[2][i];
      R[4 * i + 2] = t->rotation[1][i];
    } else {
      for (int j = 0; j < 3; j++) R[4 * i + j] = t->rotation[j][i];
    }
    R[4 * i + 3] = 0.0;
  }
  dGeomSetRotation(g, R);
  return g;
}

static int by_value(const void *x, const void *y) {
  double a = *(const double *)x, b = *(const double *)y;
  return (a > b) - (a < b);
}

static imp_shape sa[CONFIGURATIONS], sb[CONFIGURATIONS];
static imp_transform a[CONFIGURATIONS], b[CONFIGURATIONS];
static dGeomID ga[CONFIGURATIONS], gb[CONFIGURATIONS];
static int ours[CONFIGURATIONS];
static float our_depth[CONFIGURATIONS];

/* Min and median of n ns per call. */
static void summarise(double *ns, int n, double *min, double *median) {
  qsort(ns, n, sizeof *ns, by_value);
  *min = ns[0], *median = ns[n / 2];
}

/* The rounds' times of one pair in every repetition, and what it found. */
typedef struct pair_times {
  double imp[REPEATS * MAX_ROUNDS], ode[REPEATS * MAX_ROUNDS], bt[REPEATS * MAX_ROUNDS];
  double ratio[REPEATS]; /* Impulse's least over ODE's, one per repetition */
  /* the same, each engine alone */
  double imp_alone[REPEATS * MAX_ROUNDS], ode_alone[REPEATS * MAX_ROUNDS],
      bt_alone[REPEATS * MAX_ROUNDS], ratio_alone[REPEATS];
  long our_touching, touching, disagree_ode, disagree_bullet;
} pair_times;

static pair_times times[PAIRS];

static double least(const double *t, int n) {
  double m = t[0];
  for (int i = 1; i < n; i++) m = t[i] < m ? t[i] : m;
  return m;
}

/* One pass of each engine over the poses, ns per call. Each engine is asked
 * the same: its contacts for every pose, of which the count is kept (the
 * frames and geoms were built once, before the timing, for both). */
static int counts[CONFIGURATIONS];

static double impulse_pass(void) {
  double start = wall_seconds();
  for (int n = 0; n < CONFIGURATIONS; n++) {
    imp_manifold m;
    counts[n] = imp_collide(&sa[n], &a[n], &sb[n], &b[n], &m);
  }
  return 1e9 * (wall_seconds() - start) / CONFIGURATIONS;
}

static double ode_pass(void) {
  double start = wall_seconds();
  for (int n = 0; n < CONFIGURATIONS; n++) {
    dContactGeom c[4];
    counts[n] = dCollide(ga[n], gb[n], 4, c, sizeof c[0]);
  }
  return 1e9 * (wall_seconds() - start) / CONFIGURATIONS;
}

/* Impulse's answers for the agreement, outside the timing. */
static void impulse_answers(void) {
  for (int n = 0; n < CONFIGURATIONS; n++) {
    imp_manifold m;
    ours[n] = imp_collide(&sa[n], &a[n], &sb[n], &b[n], &m) > 0;
    our_depth[n] = ours[n] ? m.point[0].depth : 0.0f;
  }
}

static double bullet_pass(void) {
  double start = wall_seconds();
  for (int n = 0; n < CONFIGURATIONS; n++) {
    float depth;
    peer_bullet_collide(n, &depth);
  }
  return 1e9 * (wall_seconds() - start) / CONFIGURATIONS;
}

/* One repetition's rounds for the pair of kinds ka, kb; agreement in the
 * first repetition's first round. */
static void time_pair(int ka, int kb, int repeat, pair_times *p) {
  collide_poses(ka, kb, CONFIGURATIONS, sa, a, sb, b); /* bench-collide's, a plane's frame the world's */
  peer_bullet_prepare(CONFIGURATIONS);
  for (int n = 0; n < CONFIGURATIONS; n++) {
    ga[n] = ode_geom(&sa[n], &a[n]);
    gb[n] = ode_geom(&sb[n], &b[n]);
    float q[4];
    shape_params(&sa[n], q);
    peer_bullet_set(n, 0, ka, q, a[n].position, a[n].orientation);
    shape_params(&sb[n], q);
    peer_bullet_set(n, 1, kb, q, b[n].position, b[n].orientation);
  }
  double *t_imp = p->imp + repeat * rounds, *t_ode = p->ode + repeat * rounds,
         *t_bt = p->bt + repeat * rounds;
  if (repeat == 0) { /* agreement, outside the timing */
    impulse_answers();
    for (int n = 0; n < CONFIGURATIONS; n++) {
      dContactGeom c[4];
      int count = dCollide(ga[n], gb[n], 4, c, sizeof c[0]);
      p->touching += count > 0;
      double depth = 0;
      for (int k = 0; k < count; k++) depth = c[k].depth > depth ? c[k].depth : depth;
      p->our_touching += ours[n];
      if ((count > 0) != ours[n] && (depth > 1e-3 || our_depth[n] > 1e-3)) p->disagree_ode++;
      float bt_depth;
      int t = peer_bullet_collide(n, &bt_depth);
      if (t != ours[n] && (bt_depth > 1e-3f || our_depth[n] > 1e-3f)) p->disagree_bullet++;
    }
  }
  for (int round = 0; round < rounds; round++) {
    t_imp[round] = impulse_pass(); /* the engines take turns */
    t_ode[round] = ode_pass();
    t_bt[round] = bullet_pass();
  }
  p->ratio[repeat] = least(t_imp, rounds) / least(t_ode, rounds);
  double *a_imp = p->imp_alone + repeat * rounds, *a_ode = p->ode_alone + repeat * rounds,
         *a_bt = p->bt_alone + repeat * rounds;
  for (int round = 0; round < rounds; round++) a_imp[round] = impulse_pass(); /* alone */
  for (int round = 0; round < rounds; round++) a_ode[round] = ode_pass();
  for (int round = 0; round < rounds; round++) a_bt[round] = bullet_pass();
  p->ratio_alone[repeat] = least(a_imp, rounds) / least(a_ode, rounds);
  for (int n = 0; n < CONFIGURATIONS; n++) dGeomDestroy(ga[n]), dGeomDestroy(gb[n]);
}

/* The figures of one pair, taking turns or alone. */
typedef struct summary {
  char name[32];
  double imp_min, imp_med, ode_min, ode_med, bt_min, bt_med, low, high;
} summary;

static summary summaries[2][PAIRS];

static void summarise_pair(pair_times *p, int alone, summary *s) {
  int n = REPEATS * rounds;
  summarise(alone ? p->imp_alone : p->imp, n, &s->imp_min, &s->imp_med);
  summarise(alone ? p->ode_alone : p->ode, n, &s->ode_min, &s->ode_med);
  summarise(alone ? p->bt_alone : p->bt, n, &s->bt_min, &s->bt_med);
  const double *ratio = alone ? p->ratio_alone : p->ratio;
  s->low = s->high = ratio[0];
  for (int r = 1; r < REPEATS; r++) {
    s->low = ratio[r] < s->low ? ratio[r] : s->low;
    s->high = ratio[r] > s->high ? ratio[r] : s->high;
  }
}

int main(int argc, char **argv) {
  FILE *csv = NULL;
  if (argc > 1 && !(csv = fopen(argv[1], "w"))) {
    perror(argv[1]);
    return 1;
  }
  if (argc > 2) rounds = atoi(argv[2]);
  if (rounds < 1 || rounds > MAX_ROUNDS) {
    fprintf(stderr, "bench-collide-peers: ROUNDS from 1 to %d\n", MAX_ROUNDS);
    return 1;
  }
  if (csv)
    fprintf(csv, "pair,impulse_min,impulse_median,ode_min,ode_median,bullet_min,"
                 "bullet_median,impulse_over_ode_low,impulse_over_ode_high,"
                 "impulse_alone_min,impulse_alone_median,ode_alone_min,ode_alone_median,"
                 "bullet_alone_min,bullet_alone_median,alone_impulse_over_ode_low,"
                 "alone_impulse_over_ode_high\n");
  dInitODE2(0);
  const char *names[] = {"sphere", "capsule", "box", "plane"};
  for (int repeat = 0; repeat < REPEATS; repeat++) {
    int pair = 0;
    for (int ka = 0; ka < IMP_SHAPE_PLANE; ka++)
      for (int kb = ka; kb <= IMP_SHAPE_PLANE; kb++) time_pair(ka, kb, repeat, &times[pair++]);
  }
  printf("ns per call over %d configurations, %d repetitions of %d rounds (min / median "
         "over all rounds; Imp/ODE: the least and the largest of the repetitions' ratios)\n",
         CONFIGURATIONS, REPEATS, rounds);
  for (int alone = 0; alone < 2; alone++) {
    printf("\n%s\n", alone ? "each engine alone, its passes back to back"
                            : "taking turns: Impulse, ODE, Bullet in each round");
    printf("%-16s %15s %15s %15s %11s %9s %16s\n", "pair", "Impulse", "ODE", "Bullet",
           "Imp/ODE", "touch I/O", "differ>1mm O/B");
    int pair = 0;
    for (int ka = 0; ka < IMP_SHAPE_PLANE; ka++)
      for (int kb = ka; kb <= IMP_SHAPE_PLANE; kb++, pair++) {
        summary *s = &summaries[alone][pair];
        pair_times *p = &times[pair];
        summarise_pair(p, alone, s);
        snprintf(s->name, sizeof s->name, "%s-%s", names[ka], names[kb]);
        printf("%-16s %7.1f %7.1f %7.1f %7.1f %7.1f %7.1f %5.2f-%5.2f %4.0f/%3.0f%% "
               "%8ld/%7ld\n",
               s->name, s->imp_min, s->imp_med, s->ode_min, s->ode_med, s->bt_min, s->bt_med,
               s->low, s->high, 100.0 * p->our_touching / CONFIGURATIONS,
               100.0 * p->touching / CONFIGURATIONS, p->disagree_ode, p->disagree_bullet);
      }
  }
  for (int pair = 0; csv && pair < PAIRS; pair++) {
    const summary *t = &summaries[0][pair], *s = &summaries[1][pair];
    fprintf(csv, "%s,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,%.2f,%.2f,%.1f,%.1f,%.1f,%.1f,%.1f,%.1f,"
                 "%.2f,%.2f\n",
            t->name, t->imp_min, t->imp_med, t->ode_min, t->ode_med, t->bt_min, t->bt_med,
            t->low, t->high, s->imp_min, s->imp_med, s->ode_min, s->ode_med, s->bt_min,
            s->bt_med, s->low, s->high);
  }
  dCloseODE();
  if (csv && fclose(csv) != 0) {
    perror(argv[1]);
    return 1;
  }
  return 0;
}
