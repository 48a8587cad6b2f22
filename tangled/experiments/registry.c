#line 1781 "chapters/01-rotation.nw"
/* The experiments of every chapter, in the order of the book. */
#include "harness.h"

#line 1794 "chapters/01-rotation.nw"
extern const imp_experiment imp_spin;
#line 735 "chapters/02-particles.nw"
extern const imp_experiment imp_projectile;
#line 1085 "chapters/02-particles.nw"
extern const imp_experiment imp_oscillator;
#line 665 "chapters/03-forces.nw"
extern const imp_experiment imp_drag_experiment;
#line 1188 "chapters/03-forces.nw"
extern const imp_experiment imp_spring_pair;
#line 1572 "chapters/03-forces.nw"
extern const imp_experiment imp_chain;
#line 2133 "chapters/03-forces.nw"
extern const imp_experiment imp_buoyancy_experiment;
#line 2792 "chapters/03-forces.nw"
extern const imp_experiment imp_stiff_spring_experiment;
#line 839 "chapters/04-contacts.nw"
extern const imp_experiment imp_bounce;
#line 1113 "chapters/04-contacts.nw"
extern const imp_experiment imp_rod_pendulum;
#line 1461 "chapters/04-contacts.nw"
extern const imp_experiment imp_cradle;
#line 1826 "chapters/04-contacts.nw"
extern const imp_experiment imp_bridge;
#line 2107 "chapters/05-mass.nw"
extern const imp_experiment imp_inertia;
#line 1117 "chapters/06-bodies.nw"
extern const imp_experiment imp_tumble;
#line 1628 "chapters/06-bodies.nw"
extern const imp_experiment imp_top;
#line 3341 "chapters/07-flatland.nw"
extern const imp_experiment imp_flat_fall, imp_flat_sink, imp_flat_bounce, imp_flat_roll,
    imp_flat_pile, imp_flat_pyramid, imp_flat_shapes;
#line 3700 "chapters/08-collision.nw"
extern const imp_experiment imp_contacts;
#line 1893 "chapters/09-broadphase.nw"
extern const imp_experiment imp_sweep;
#line 1287 "chapters/10-world.nw"
extern const imp_experiment imp_room, imp_room_poses;
#line 2519 "chapters/11-impulses.nw"
extern const imp_experiment imp_ruler_drop;
#line 2919 "chapters/11-impulses.nw"
extern const imp_experiment imp_sphere_bounce;
#line 3158 "chapters/11-impulses.nw"
extern const imp_experiment imp_box_drop;
#line 1857 "chapters/12-resting.nw"
extern const imp_experiment imp_incline;
#line 2074 "chapters/12-resting.nw"
extern const imp_experiment imp_box_rest;
#line 2265 "chapters/12-resting.nw"
extern const imp_experiment imp_tower;
#line 2405 "chapters/12-resting.nw"
extern const imp_experiment imp_cradle3d;
#line 843 "chapters/13-constraints.nw"
extern const imp_experiment imp_settle;

#line 1786 "chapters/01-rotation.nw"
const imp_experiment *const imp_experiments[] = {
#line 1798 "chapters/01-rotation.nw"
    &imp_spin,
#line 739 "chapters/02-particles.nw"
    &imp_projectile,
#line 1089 "chapters/02-particles.nw"
    &imp_oscillator,
#line 669 "chapters/03-forces.nw"
    &imp_drag_experiment,
#line 1192 "chapters/03-forces.nw"
    &imp_spring_pair,
#line 1576 "chapters/03-forces.nw"
    &imp_chain,
#line 2137 "chapters/03-forces.nw"
    &imp_buoyancy_experiment,
#line 2796 "chapters/03-forces.nw"
    &imp_stiff_spring_experiment,
#line 843 "chapters/04-contacts.nw"
    &imp_bounce,
#line 1117 "chapters/04-contacts.nw"
    &imp_rod_pendulum,
#line 1465 "chapters/04-contacts.nw"
    &imp_cradle,
#line 1830 "chapters/04-contacts.nw"
    &imp_bridge,
#line 2111 "chapters/05-mass.nw"
    &imp_inertia,
#line 1121 "chapters/06-bodies.nw"
    &imp_tumble,
#line 1632 "chapters/06-bodies.nw"
    &imp_top,
#line 3346 "chapters/07-flatland.nw"
    &imp_flat_fall, &imp_flat_sink, &imp_flat_bounce, &imp_flat_roll,
    &imp_flat_pile, &imp_flat_pyramid, &imp_flat_shapes,
#line 3704 "chapters/08-collision.nw"
    &imp_contacts,
#line 1897 "chapters/09-broadphase.nw"
    &imp_sweep,
#line 1291 "chapters/10-world.nw"
    &imp_room,
    &imp_room_poses,
#line 2523 "chapters/11-impulses.nw"
    &imp_ruler_drop,
#line 2923 "chapters/11-impulses.nw"
    &imp_sphere_bounce,
#line 3162 "chapters/11-impulses.nw"
    &imp_box_drop,
#line 1861 "chapters/12-resting.nw"
    &imp_incline,
#line 2078 "chapters/12-resting.nw"
    &imp_box_rest,
#line 2269 "chapters/12-resting.nw"
    &imp_tower,
#line 2409 "chapters/12-resting.nw"
    &imp_cradle3d,
#line 847 "chapters/13-constraints.nw"
    &imp_settle,
#line 1788 "chapters/01-rotation.nw"
};

const size_t imp_experiment_count = sizeof imp_experiments / sizeof *imp_experiments;
