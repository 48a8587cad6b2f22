#line 937 "chapters/08-collision.nw"
/* collide.h: the narrow phase, contacts between two shapes (chapter 8). */
#ifndef IMP_COLLIDE_H
#define IMP_COLLIDE_H

#include <imp/manifold.h>
#include <imp/shape.h>

/* The contacts of shape a at world transform xa with shape b at xb, written
 * to *m (the normal from a towards b, every impulse 0); returns their
 * number, also in m->count, 0 when the shapes are apart. Only the count, and
 * the normal and the points below it, are written: the rest of *m is left
 * as it was and means nothing. Touching (depth 0)
 * counts. The shapes are those the imp_shape_ functions made. Returns -1,
 * *m empty, when a transform's origin or axes are not finite or a shape's
 * kind is unknown: there is then no answer, not even "apart". */
int imp_collide(const imp_shape *a, const imp_transform *xa, const imp_shape *b,
                const imp_transform *xb, imp_manifold *m);

#endif
