#line 1789 "chapters/01-rotation.nw"
/* The experiments of every chapter, in the order of the book. */
#include "harness.h"

#line 1802 "chapters/01-rotation.nw"
extern const imp_experiment imp_spin;
#line 736 "chapters/02-particles.nw"
extern const imp_experiment imp_projectile;
#line 1094 "chapters/02-particles.nw"
extern const imp_experiment imp_oscillator;
#line 671 "chapters/03-forces.nw"
extern const imp_experiment imp_drag_experiment;
#line 1197 "chapters/03-forces.nw"
extern const imp_experiment imp_spring_pair;
#line 1584 "chapters/03-forces.nw"
extern const imp_experiment imp_chain;
#line 2145 "chapters/03-forces.nw"
extern const imp_experiment imp_buoyancy_experiment;
#line 2835 "chapters/03-forces.nw"
extern const imp_experiment imp_stiff_spring_experiment;
#line 840 "chapters/04-contacts.nw"
extern const imp_experiment imp_bounce;
#line 1114 "chapters/04-contacts.nw"
extern const imp_experiment imp_rod_pendulum;
#line 1475 "chapters/04-contacts.nw"
extern const imp_experiment imp_cradle;
#line 1922 "chapters/04-contacts.nw"
extern const imp_experiment imp_bridge;
#line 2107 "chapters/05-mass.nw"
extern const imp_experiment imp_inertia;
#line 1385 "chapters/06-bodies.nw"
extern const imp_experiment imp_tumble;
#line 1887 "chapters/06-bodies.nw"
extern const imp_experiment imp_top;
#line 3379 "chapters/07-flatland.nw"
extern const imp_experiment imp_flat_fall, imp_flat_sink, imp_flat_bounce, imp_flat_roll,
    imp_flat_pile, imp_flat_pyramid, imp_flat_shapes;
#line 4828 "chapters/08-collision.nw"
extern const imp_experiment imp_contacts;
#line 1905 "chapters/09-broadphase.nw"
extern const imp_experiment imp_sweep;
#line 1456 "chapters/10-world.nw"
extern const imp_experiment imp_room, imp_room_poses;
#line 2559 "chapters/11-impulses.nw"
extern const imp_experiment imp_ruler_drop;
#line 2944 "chapters/11-impulses.nw"
extern const imp_experiment imp_sphere_bounce;
#line 3183 "chapters/11-impulses.nw"
extern const imp_experiment imp_box_drop;
#line 2316 "chapters/12-resting.nw"
extern const imp_experiment imp_incline;
#line 2560 "chapters/12-resting.nw"
extern const imp_experiment imp_box_rest;
#line 2778 "chapters/12-resting.nw"
extern const imp_experiment imp_tower;
#line 2923 "chapters/12-resting.nw"
extern const imp_experiment imp_cradle3d;
#line 879 "chapters/13-constraints.nw"
extern const imp_experiment imp_settle;
#line 1871 "chapters/14-solver.nw"
extern const imp_experiment imp_stack3d;
#line 2003 "chapters/14-solver.nw"
extern const imp_experiment imp_pyramid3d;
#line 2129 "chapters/14-solver.nw"
extern const imp_experiment imp_incline3d;
#line 2233 "chapters/14-solver.nw"
extern const imp_experiment imp_warmstart;
#line 2333 "chapters/14-solver.nw"
extern const imp_experiment imp_popout;
#line 2192 "chapters/15-joints.nw"
extern const imp_experiment imp_pendulum_joint;
#line 2311 "chapters/15-joints.nw"
extern const imp_experiment imp_pendulum_period;
#line 2481 "chapters/15-joints.nw"
extern const imp_experiment imp_hanging_chain;
#line 3696 "chapters/15-joints.nw"
extern const imp_experiment imp_ragdoll;
#line 4438 "chapters/15-joints.nw"
extern const imp_experiment imp_bridge3d;
#line 4520 "chapters/15-joints.nw"
extern const imp_experiment imp_bridge3d_shape;
#line 1252 "chapters/16-which-solver.nw"
extern const imp_experiment imp_which_stack;
#line 1306 "chapters/16-which-solver.nw"
extern const imp_experiment imp_which_pyramid;
#line 1369 "chapters/16-which-solver.nw"
extern const imp_experiment imp_which_ratio;
#line 1445 "chapters/16-which-solver.nw"
extern const imp_experiment imp_which_ramp;
#line 1513 "chapters/16-which-solver.nw"
extern const imp_experiment imp_which_overlap;
#line 1768 "chapters/16-which-solver.nw"
extern const imp_experiment imp_which_cards;
#line 2056 "chapters/16-which-solver.nw"
extern const imp_experiment imp_which_chain;
#line 2197 "chapters/16-which-solver.nw"
extern const imp_experiment imp_which_grid;
#line 1366 "chapters/17-flatland-revisited.nw"
extern const imp_experiment imp_stack_pyramid, imp_stack_pile, imp_stack_shapes;

#line 1794 "chapters/01-rotation.nw"
const imp_experiment *const imp_experiments[] = {
#line 1806 "chapters/01-rotation.nw"
    &imp_spin,
#line 740 "chapters/02-particles.nw"
    &imp_projectile,
#line 1098 "chapters/02-particles.nw"
    &imp_oscillator,
#line 675 "chapters/03-forces.nw"
    &imp_drag_experiment,
#line 1201 "chapters/03-forces.nw"
    &imp_spring_pair,
#line 1588 "chapters/03-forces.nw"
    &imp_chain,
#line 2149 "chapters/03-forces.nw"
    &imp_buoyancy_experiment,
#line 2839 "chapters/03-forces.nw"
    &imp_stiff_spring_experiment,
#line 844 "chapters/04-contacts.nw"
    &imp_bounce,
#line 1118 "chapters/04-contacts.nw"
    &imp_rod_pendulum,
#line 1479 "chapters/04-contacts.nw"
    &imp_cradle,
#line 1926 "chapters/04-contacts.nw"
    &imp_bridge,
#line 2111 "chapters/05-mass.nw"
    &imp_inertia,
#line 1389 "chapters/06-bodies.nw"
    &imp_tumble,
#line 1891 "chapters/06-bodies.nw"
    &imp_top,
#line 3384 "chapters/07-flatland.nw"
    &imp_flat_fall, &imp_flat_sink, &imp_flat_bounce, &imp_flat_roll,
    &imp_flat_pile, &imp_flat_pyramid, &imp_flat_shapes,
#line 4832 "chapters/08-collision.nw"
    &imp_contacts,
#line 1909 "chapters/09-broadphase.nw"
    &imp_sweep,
#line 1460 "chapters/10-world.nw"
    &imp_room,
    &imp_room_poses,
#line 2563 "chapters/11-impulses.nw"
    &imp_ruler_drop,
#line 2948 "chapters/11-impulses.nw"
    &imp_sphere_bounce,
#line 3187 "chapters/11-impulses.nw"
    &imp_box_drop,
#line 2320 "chapters/12-resting.nw"
    &imp_incline,
#line 2564 "chapters/12-resting.nw"
    &imp_box_rest,
#line 2782 "chapters/12-resting.nw"
    &imp_tower,
#line 2927 "chapters/12-resting.nw"
    &imp_cradle3d,
#line 883 "chapters/13-constraints.nw"
    &imp_settle,
#line 1875 "chapters/14-solver.nw"
    &imp_stack3d,
#line 2007 "chapters/14-solver.nw"
    &imp_pyramid3d,
#line 2133 "chapters/14-solver.nw"
    &imp_incline3d,
#line 2237 "chapters/14-solver.nw"
    &imp_warmstart,
#line 2337 "chapters/14-solver.nw"
    &imp_popout,
#line 2196 "chapters/15-joints.nw"
    &imp_pendulum_joint,
#line 2315 "chapters/15-joints.nw"
    &imp_pendulum_period,
#line 2485 "chapters/15-joints.nw"
    &imp_hanging_chain,
#line 3700 "chapters/15-joints.nw"
    &imp_ragdoll,
#line 4442 "chapters/15-joints.nw"
    &imp_bridge3d,
#line 4524 "chapters/15-joints.nw"
    &imp_bridge3d_shape,
#line 1256 "chapters/16-which-solver.nw"
    &imp_which_stack,
#line 1310 "chapters/16-which-solver.nw"
    &imp_which_pyramid,
#line 1373 "chapters/16-which-solver.nw"
    &imp_which_ratio,
#line 1449 "chapters/16-which-solver.nw"
    &imp_which_ramp,
#line 1517 "chapters/16-which-solver.nw"
    &imp_which_overlap,
#line 1772 "chapters/16-which-solver.nw"
    &imp_which_cards,
#line 2060 "chapters/16-which-solver.nw"
    &imp_which_chain,
#line 2201 "chapters/16-which-solver.nw"
    &imp_which_grid,
#line 1370 "chapters/17-flatland-revisited.nw"
    &imp_stack_pyramid, &imp_stack_pile, &imp_stack_shapes,
#line 1796 "chapters/01-rotation.nw"
};

const size_t imp_experiment_count = sizeof imp_experiments / sizeof *imp_experiments;
