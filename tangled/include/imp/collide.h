#line 712 "chapters/08-collision.nw"
/* collide.h: the narrow phase, contacts between two shapes (chapter 8). */
#ifndef IMP_COLLIDE_H
#define IMP_COLLIDE_H

#include <imp/manifold.h>
#include <imp/shape.h>

/* The contacts of shape a on body ba with shape b on body bb, written to
 * *m (the normal from a towards b); returns their number, also in m->count,
 * 0 when the shapes are apart. Touching (depth 0) counts. A plane's body may
 * be NULL. The shapes are those the imp_shape_ functions made. */
int imp_collide(const imp_shape *a, imp_body *ba, const imp_shape *b, imp_body *bb,
                imp_manifold *m);

#endif
