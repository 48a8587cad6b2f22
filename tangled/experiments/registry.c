#line 1572 "chapters/01-rotation.nw"
/* The experiments of every chapter, in the order of the book. */
#include "harness.h"

#line 1585 "chapters/01-rotation.nw"
extern const imp_experiment imp_spin;
#line 604 "chapters/02-particles.nw"
extern const imp_experiment imp_projectile;
#line 879 "chapters/02-particles.nw"
extern const imp_experiment imp_oscillator;
#line 596 "chapters/03-forces.nw"
extern const imp_experiment imp_drag_experiment;
#line 1046 "chapters/03-forces.nw"
extern const imp_experiment imp_spring_pair;
#line 1366 "chapters/03-forces.nw"
extern const imp_experiment imp_chain;
#line 1836 "chapters/03-forces.nw"
extern const imp_experiment imp_buoyancy_experiment;
#line 2433 "chapters/03-forces.nw"
extern const imp_experiment imp_stiff_spring_experiment;

#line 1577 "chapters/01-rotation.nw"
const imp_experiment *const imp_experiments[] = {
#line 1589 "chapters/01-rotation.nw"
    &imp_spin,
#line 608 "chapters/02-particles.nw"
    &imp_projectile,
#line 883 "chapters/02-particles.nw"
    &imp_oscillator,
#line 600 "chapters/03-forces.nw"
    &imp_drag_experiment,
#line 1050 "chapters/03-forces.nw"
    &imp_spring_pair,
#line 1370 "chapters/03-forces.nw"
    &imp_chain,
#line 1840 "chapters/03-forces.nw"
    &imp_buoyancy_experiment,
#line 2437 "chapters/03-forces.nw"
    &imp_stiff_spring_experiment,
#line 1579 "chapters/01-rotation.nw"
};

const size_t imp_experiment_count = sizeof imp_experiments / sizeof *imp_experiments;
