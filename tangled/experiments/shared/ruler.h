#line 2130 "chapters/11-impulses.nw"
/* ruler.h: the three bodies of the ruler drop and their ground contacts
 * (chapter 11), shared by the experiment and the checks. */
#ifndef IMPULSE_RULER_H
#define IMPULSE_RULER_H

#include <imp/resolve.h>

enum { RULER_SPHERE, RULER_ROD, RULER_DUMBBELL, RULER_MOST_CONTACTS = 2 };

/* A body of kind RULER_*, 1 kg, 1 m, turned by angle_deg about z, its lower
 * end (kept in end, body coordinates) on the ground y = 0; returns its moment
 * of inertia about z. */
double ruler_make(int kind, float angle_deg, imp_body *b, vec3 end);
/* Ground contacts (body index 0) at the ends at or below y = 0; their number. */
int ruler_contacts(const imp_body *b, int kind, float restitution, imp_contact *contacts);
/* Vertical velocity of b's material at the body point end. */
double ruler_end_velocity(const imp_body *b, const vec3 end);

#endif
