#line 1761 "chapters/01-rotation.nw"
/* The experiments of every chapter, in the order of the book. */
#include "harness.h"

#line 1774 "chapters/01-rotation.nw"
extern const imp_experiment imp_spin;
#line 723 "chapters/02-particles.nw"
extern const imp_experiment imp_projectile;
#line 1068 "chapters/02-particles.nw"
extern const imp_experiment imp_oscillator;
#line 653 "chapters/03-forces.nw"
extern const imp_experiment imp_drag_experiment;
#line 1170 "chapters/03-forces.nw"
extern const imp_experiment imp_spring_pair;
#line 1543 "chapters/03-forces.nw"
extern const imp_experiment imp_chain;
#line 2096 "chapters/03-forces.nw"
extern const imp_experiment imp_buoyancy_experiment;
#line 2743 "chapters/03-forces.nw"
extern const imp_experiment imp_stiff_spring_experiment;
#line 827 "chapters/04-contacts.nw"
extern const imp_experiment imp_bounce;
#line 1092 "chapters/04-contacts.nw"
extern const imp_experiment imp_rod_pendulum;
#line 1422 "chapters/04-contacts.nw"
extern const imp_experiment imp_cradle;
#line 1752 "chapters/04-contacts.nw"
extern const imp_experiment imp_bridge;
#line 2079 "chapters/05-mass.nw"
extern const imp_experiment imp_inertia;
#line 1117 "chapters/06-bodies.nw"
extern const imp_experiment imp_tumble;
#line 1628 "chapters/06-bodies.nw"
extern const imp_experiment imp_top;
#line 3284 "chapters/07-flatland.nw"
extern const imp_experiment imp_flat_fall, imp_flat_sink, imp_flat_bounce, imp_flat_roll,
    imp_flat_pile, imp_flat_pyramid, imp_flat_shapes;
#line 3400 "chapters/08-collision.nw"
extern const imp_experiment imp_contacts;
#line 1891 "chapters/09-broadphase.nw"
extern const imp_experiment imp_sweep;
#line 1275 "chapters/10-world.nw"
extern const imp_experiment imp_room, imp_room_poses;

#line 1766 "chapters/01-rotation.nw"
const imp_experiment *const imp_experiments[] = {
#line 1778 "chapters/01-rotation.nw"
    &imp_spin,
#line 727 "chapters/02-particles.nw"
    &imp_projectile,
#line 1072 "chapters/02-particles.nw"
    &imp_oscillator,
#line 657 "chapters/03-forces.nw"
    &imp_drag_experiment,
#line 1174 "chapters/03-forces.nw"
    &imp_spring_pair,
#line 1547 "chapters/03-forces.nw"
    &imp_chain,
#line 2100 "chapters/03-forces.nw"
    &imp_buoyancy_experiment,
#line 2747 "chapters/03-forces.nw"
    &imp_stiff_spring_experiment,
#line 831 "chapters/04-contacts.nw"
    &imp_bounce,
#line 1096 "chapters/04-contacts.nw"
    &imp_rod_pendulum,
#line 1426 "chapters/04-contacts.nw"
    &imp_cradle,
#line 1756 "chapters/04-contacts.nw"
    &imp_bridge,
#line 2083 "chapters/05-mass.nw"
    &imp_inertia,
#line 1121 "chapters/06-bodies.nw"
    &imp_tumble,
#line 1632 "chapters/06-bodies.nw"
    &imp_top,
#line 3289 "chapters/07-flatland.nw"
    &imp_flat_fall, &imp_flat_sink, &imp_flat_bounce, &imp_flat_roll,
    &imp_flat_pile, &imp_flat_pyramid, &imp_flat_shapes,
#line 3404 "chapters/08-collision.nw"
    &imp_contacts,
#line 1895 "chapters/09-broadphase.nw"
    &imp_sweep,
#line 1279 "chapters/10-world.nw"
    &imp_room,
    &imp_room_poses,
#line 1768 "chapters/01-rotation.nw"
};

const size_t imp_experiment_count = sizeof imp_experiments / sizeof *imp_experiments;
