#line 1789 "chapters/01-rotation.nw"
/* The experiments of every chapter, in the order of the book. */
#include "harness.h"

#line 1802 "chapters/01-rotation.nw"
extern const imp_experiment imp_spin;
#line 735 "chapters/02-particles.nw"
extern const imp_experiment imp_projectile;
#line 1093 "chapters/02-particles.nw"
extern const imp_experiment imp_oscillator;
#line 669 "chapters/03-forces.nw"
extern const imp_experiment imp_drag_experiment;
#line 1195 "chapters/03-forces.nw"
extern const imp_experiment imp_spring_pair;
#line 1587 "chapters/03-forces.nw"
extern const imp_experiment imp_chain;
#line 2148 "chapters/03-forces.nw"
extern const imp_experiment imp_buoyancy_experiment;
#line 2820 "chapters/03-forces.nw"
extern const imp_experiment imp_stiff_spring_experiment;
#line 839 "chapters/04-contacts.nw"
extern const imp_experiment imp_bounce;
#line 1113 "chapters/04-contacts.nw"
extern const imp_experiment imp_rod_pendulum;
#line 1469 "chapters/04-contacts.nw"
extern const imp_experiment imp_cradle;
#line 1916 "chapters/04-contacts.nw"
extern const imp_experiment imp_bridge;
#line 2107 "chapters/05-mass.nw"
extern const imp_experiment imp_inertia;
#line 1375 "chapters/06-bodies.nw"
extern const imp_experiment imp_tumble;
#line 1886 "chapters/06-bodies.nw"
extern const imp_experiment imp_top;
#line 3341 "chapters/07-flatland.nw"
extern const imp_experiment imp_flat_fall, imp_flat_sink, imp_flat_bounce, imp_flat_roll,
    imp_flat_pile, imp_flat_pyramid, imp_flat_shapes;
#line 3965 "chapters/08-collision.nw"
extern const imp_experiment imp_contacts;
#line 1893 "chapters/09-broadphase.nw"
extern const imp_experiment imp_sweep;
#line 1415 "chapters/10-world.nw"
extern const imp_experiment imp_room, imp_room_poses;
#line 2548 "chapters/11-impulses.nw"
extern const imp_experiment imp_ruler_drop;
#line 2933 "chapters/11-impulses.nw"
extern const imp_experiment imp_sphere_bounce;
#line 3172 "chapters/11-impulses.nw"
extern const imp_experiment imp_box_drop;
#line 2030 "chapters/12-resting.nw"
extern const imp_experiment imp_incline;
#line 2263 "chapters/12-resting.nw"
extern const imp_experiment imp_box_rest;
#line 2460 "chapters/12-resting.nw"
extern const imp_experiment imp_tower;
#line 2603 "chapters/12-resting.nw"
extern const imp_experiment imp_cradle3d;
#line 878 "chapters/13-constraints.nw"
extern const imp_experiment imp_settle;
#line 1181 "chapters/14-solver.nw"
extern const imp_experiment imp_stack3d;
#line 1289 "chapters/14-solver.nw"
extern const imp_experiment imp_pyramid3d;
#line 1422 "chapters/14-solver.nw"
extern const imp_experiment imp_incline3d;
#line 1526 "chapters/14-solver.nw"
extern const imp_experiment imp_warmstart;
#line 1626 "chapters/14-solver.nw"
extern const imp_experiment imp_popout;
#line 1782 "chapters/15-joints.nw"
extern const imp_experiment imp_pendulum_joint;
#line 1901 "chapters/15-joints.nw"
extern const imp_experiment imp_pendulum_period;
#line 2078 "chapters/15-joints.nw"
extern const imp_experiment imp_hanging_chain;
#line 3016 "chapters/15-joints.nw"
extern const imp_experiment imp_ragdoll;
#line 1313 "chapters/17-flatland-revisited.nw"
extern const imp_experiment imp_stack_pyramid, imp_stack_pile, imp_stack_shapes;

#line 1794 "chapters/01-rotation.nw"
const imp_experiment *const imp_experiments[] = {
#line 1806 "chapters/01-rotation.nw"
    &imp_spin,
#line 739 "chapters/02-particles.nw"
    &imp_projectile,
#line 1097 "chapters/02-particles.nw"
    &imp_oscillator,
#line 673 "chapters/03-forces.nw"
    &imp_drag_experiment,
#line 1199 "chapters/03-forces.nw"
    &imp_spring_pair,
#line 1591 "chapters/03-forces.nw"
    &imp_chain,
#line 2152 "chapters/03-forces.nw"
    &imp_buoyancy_experiment,
#line 2824 "chapters/03-forces.nw"
    &imp_stiff_spring_experiment,
#line 843 "chapters/04-contacts.nw"
    &imp_bounce,
#line 1117 "chapters/04-contacts.nw"
    &imp_rod_pendulum,
#line 1473 "chapters/04-contacts.nw"
    &imp_cradle,
#line 1920 "chapters/04-contacts.nw"
    &imp_bridge,
#line 2111 "chapters/05-mass.nw"
    &imp_inertia,
#line 1379 "chapters/06-bodies.nw"
    &imp_tumble,
#line 1890 "chapters/06-bodies.nw"
    &imp_top,
#line 3346 "chapters/07-flatland.nw"
    &imp_flat_fall, &imp_flat_sink, &imp_flat_bounce, &imp_flat_roll,
    &imp_flat_pile, &imp_flat_pyramid, &imp_flat_shapes,
#line 3969 "chapters/08-collision.nw"
    &imp_contacts,
#line 1897 "chapters/09-broadphase.nw"
    &imp_sweep,
#line 1419 "chapters/10-world.nw"
    &imp_room,
    &imp_room_poses,
#line 2552 "chapters/11-impulses.nw"
    &imp_ruler_drop,
#line 2937 "chapters/11-impulses.nw"
    &imp_sphere_bounce,
#line 3176 "chapters/11-impulses.nw"
    &imp_box_drop,
#line 2034 "chapters/12-resting.nw"
    &imp_incline,
#line 2267 "chapters/12-resting.nw"
    &imp_box_rest,
#line 2464 "chapters/12-resting.nw"
    &imp_tower,
#line 2607 "chapters/12-resting.nw"
    &imp_cradle3d,
#line 882 "chapters/13-constraints.nw"
    &imp_settle,
#line 1185 "chapters/14-solver.nw"
    &imp_stack3d,
#line 1293 "chapters/14-solver.nw"
    &imp_pyramid3d,
#line 1426 "chapters/14-solver.nw"
    &imp_incline3d,
#line 1530 "chapters/14-solver.nw"
    &imp_warmstart,
#line 1630 "chapters/14-solver.nw"
    &imp_popout,
#line 1786 "chapters/15-joints.nw"
    &imp_pendulum_joint,
#line 1905 "chapters/15-joints.nw"
    &imp_pendulum_period,
#line 2082 "chapters/15-joints.nw"
    &imp_hanging_chain,
#line 3020 "chapters/15-joints.nw"
    &imp_ragdoll,
#line 1317 "chapters/17-flatland-revisited.nw"
    &imp_stack_pyramid, &imp_stack_pile, &imp_stack_shapes,
#line 1796 "chapters/01-rotation.nw"
};

const size_t imp_experiment_count = sizeof imp_experiments / sizeof *imp_experiments;
