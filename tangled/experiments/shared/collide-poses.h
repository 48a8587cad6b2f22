#line 5835 "chapters/08-collision.nw"
/* collide-poses.h: the seeded poses of the narrow-phase benchmarks (chapter
 * 8), shared by bench-collide and bench-collide-peers. */
#ifndef IMPULSE_COLLIDE_POSES_H
#define IMPULSE_COLLIDE_POSES_H

#include <imp/collide.h>

enum { COLLIDE_POSES = 10000 };

/* count poses of shapes of kinds ka and kb: sizes 0.2 to 1.5 m, turned at
 * random, b's centre within 2 m of a's; a plane's frame is the world's. The
 * same seed for a pair of kinds in every program. */
void collide_poses(int ka, int kb, int count, imp_shape *sa, imp_transform *a, imp_shape *sb,
                   imp_transform *b);

#endif
