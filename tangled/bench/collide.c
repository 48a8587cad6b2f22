#line 5763 "chapters/08-collision.nw"
/* bench-collide: the time of one narrow-phase call, for each pair of kinds. */
#line 5795 "chapters/08-collision.nw"
#include "shared/collide-poses.h"

#include <stdio.h>
#include <time.h>

enum { CONFIGURATIONS = COLLIDE_POSES, ROUNDS = 20 };

static double wall_seconds(void) { /* C11's clock: the wall time, to a nanosecond */
  struct timespec t;
  timespec_get(&t, TIME_UTC);
  return t.tv_sec + 1e-9 * t.tv_nsec;
}

#line 5766 "chapters/08-collision.nw"
int main(void) {
  
#line 5810 "chapters/08-collision.nw"
static imp_shape sa[CONFIGURATIONS], sb[CONFIGURATIONS];
static imp_transform a[CONFIGURATIONS], b[CONFIGURATIONS];
const char *names[] = {"sphere", "capsule", "box", "plane"};
printf("%-18s %12s %10s\n", "pair", "ns per call", "touching");
#line 5768 "chapters/08-collision.nw"
  for (int ka = 0; ka < IMP_SHAPE_PLANE; ka++)
    for (int kb = ka; kb <= IMP_SHAPE_PLANE; kb++) {
      
#line 5817 "chapters/08-collision.nw"
collide_poses(ka, kb, CONFIGURATIONS, sa, a, sb, b);
#line 5771 "chapters/08-collision.nw"
      
#line 5784 "chapters/08-collision.nw"
long touching = 0;
double start = wall_seconds();
for (int round = 0; round < ROUNDS; round++)
  for (int n = 0; n < CONFIGURATIONS; n++) {
    imp_manifold m;
    touching += imp_collide(&sa[n], &a[n], &sb[n], &b[n], &m) > 0;
  }
double each = (wall_seconds() - start) / ((double)ROUNDS * CONFIGURATIONS);
#line 5772 "chapters/08-collision.nw"
      
#line 5891 "chapters/08-collision.nw"
char pair[32];
snprintf(pair, sizeof pair, "%s-%s", names[ka], names[kb]);
printf("%-18s %12.1f %9.0f%%\n", pair, 1e9 * each,
       100.0 * touching / ((double)ROUNDS * CONFIGURATIONS));
#line 5773 "chapters/08-collision.nw"
    }
  return 0;
}
