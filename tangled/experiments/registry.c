#line 1572 "chapters/01-rotation.nw"
/* The experiments of every chapter, in the order of the book. */
#include "harness.h"

#line 1585 "chapters/01-rotation.nw"
extern const imp_experiment imp_spin;
#line 628 "chapters/02-particles.nw"
extern const imp_experiment imp_projectile;
#line 924 "chapters/02-particles.nw"
extern const imp_experiment imp_oscillator;
#line 602 "chapters/03-forces.nw"
extern const imp_experiment imp_drag_experiment;
#line 1052 "chapters/03-forces.nw"
extern const imp_experiment imp_spring_pair;
#line 1372 "chapters/03-forces.nw"
extern const imp_experiment imp_chain;
#line 1842 "chapters/03-forces.nw"
extern const imp_experiment imp_buoyancy_experiment;
#line 2438 "chapters/03-forces.nw"
extern const imp_experiment imp_stiff_spring_experiment;
#line 734 "chapters/04-contacts.nw"
extern const imp_experiment imp_bounce;
#line 966 "chapters/04-contacts.nw"
extern const imp_experiment imp_rod_pendulum;
#line 1256 "chapters/04-contacts.nw"
extern const imp_experiment imp_cradle;
#line 1543 "chapters/04-contacts.nw"
extern const imp_experiment imp_bridge;
#line 1876 "chapters/05-mass.nw"
extern const imp_experiment imp_inertia;
#line 1017 "chapters/06-bodies.nw"
extern const imp_experiment imp_tumble;
#line 1420 "chapters/06-bodies.nw"
extern const imp_experiment imp_top;
#line 637 "chapters/07-flatland.nw"
extern const imp_experiment imp_flat_fall;
#line 2033 "chapters/07-flatland.nw"
extern const imp_experiment imp_flat_sink;
#line 2197 "chapters/07-flatland.nw"
extern const imp_experiment imp_flat_bounce;
#line 2407 "chapters/07-flatland.nw"
extern const imp_experiment imp_flat_roll;
#line 2746 "chapters/07-flatland.nw"
extern const imp_experiment imp_flat_pile;
#line 2839 "chapters/07-flatland.nw"
extern const imp_experiment imp_flat_pyramid;
#line 2940 "chapters/07-flatland.nw"
extern const imp_experiment imp_flat_shapes;
#line 3171 "chapters/08-collision.nw"
extern const imp_experiment imp_contacts;
#line 1761 "chapters/09-broadphase.nw"
extern const imp_experiment imp_sweep;
#line 943 "chapters/10-world.nw"
extern const imp_experiment imp_room, imp_room_poses;
#line 2441 "chapters/11-impulses.nw"
extern const imp_experiment imp_ruler_drop;
#line 2825 "chapters/11-impulses.nw"
extern const imp_experiment imp_sphere_bounce;
#line 3047 "chapters/11-impulses.nw"
extern const imp_experiment imp_box_drop;
#line 1828 "chapters/12-resting.nw"
extern const imp_experiment imp_incline;
#line 2037 "chapters/12-resting.nw"
extern const imp_experiment imp_box_rest;
#line 2221 "chapters/12-resting.nw"
extern const imp_experiment imp_tower;
#line 2352 "chapters/12-resting.nw"
extern const imp_experiment imp_cradle3d;

#line 1577 "chapters/01-rotation.nw"
const imp_experiment *const imp_experiments[] = {
#line 1589 "chapters/01-rotation.nw"
    &imp_spin,
#line 632 "chapters/02-particles.nw"
    &imp_projectile,
#line 928 "chapters/02-particles.nw"
    &imp_oscillator,
#line 606 "chapters/03-forces.nw"
    &imp_drag_experiment,
#line 1056 "chapters/03-forces.nw"
    &imp_spring_pair,
#line 1376 "chapters/03-forces.nw"
    &imp_chain,
#line 1846 "chapters/03-forces.nw"
    &imp_buoyancy_experiment,
#line 2442 "chapters/03-forces.nw"
    &imp_stiff_spring_experiment,
#line 738 "chapters/04-contacts.nw"
    &imp_bounce,
#line 970 "chapters/04-contacts.nw"
    &imp_rod_pendulum,
#line 1260 "chapters/04-contacts.nw"
    &imp_cradle,
#line 1547 "chapters/04-contacts.nw"
    &imp_bridge,
#line 1880 "chapters/05-mass.nw"
    &imp_inertia,
#line 1021 "chapters/06-bodies.nw"
    &imp_tumble,
#line 1424 "chapters/06-bodies.nw"
    &imp_top,
#line 641 "chapters/07-flatland.nw"
    &imp_flat_fall,
#line 2037 "chapters/07-flatland.nw"
    &imp_flat_sink,
#line 2201 "chapters/07-flatland.nw"
    &imp_flat_bounce,
#line 2411 "chapters/07-flatland.nw"
    &imp_flat_roll,
#line 2750 "chapters/07-flatland.nw"
    &imp_flat_pile,
#line 2843 "chapters/07-flatland.nw"
    &imp_flat_pyramid,
#line 2944 "chapters/07-flatland.nw"
    &imp_flat_shapes,
#line 3175 "chapters/08-collision.nw"
    &imp_contacts,
#line 1765 "chapters/09-broadphase.nw"
    &imp_sweep,
#line 947 "chapters/10-world.nw"
    &imp_room,
    &imp_room_poses,
#line 2445 "chapters/11-impulses.nw"
    &imp_ruler_drop,
#line 2829 "chapters/11-impulses.nw"
    &imp_sphere_bounce,
#line 3051 "chapters/11-impulses.nw"
    &imp_box_drop,
#line 1832 "chapters/12-resting.nw"
    &imp_incline,
#line 2041 "chapters/12-resting.nw"
    &imp_box_rest,
#line 2225 "chapters/12-resting.nw"
    &imp_tower,
#line 2356 "chapters/12-resting.nw"
    &imp_cradle3d,
#line 1579 "chapters/01-rotation.nw"
};

const size_t imp_experiment_count = sizeof imp_experiments / sizeof *imp_experiments;
