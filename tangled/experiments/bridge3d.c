#line 4252 "chapters/15-joints.nw"
/* bridge3d: a bridge of planks on hinges, hung between two banks (chapter 15). */
#include "harness.h"

#include <math.h>

#include "shared/bridge3d-scene.h"

#line 4401 "chapters/15-joints.nw"
enum { B_T, B_SAG, B_EXACT_SAG, B_GAP, B_ENERGY, B_SUPPORT, B_PULL, B_EXACT_PULL,
       BRIDGE_COLUMNS };

static const imp_column bridge3d_columns[BRIDGE_COLUMNS] = {
    {"t", "s", "time"},
    {"sag", "m", "the middle of the deck below the banks"},
    {"exact_sag", "m", "the same at rest: equation (joints-bridge)"},
    {"gap", "m", "largest distance between a hinge's anchors"},
    {"energy", "J", "kinetic plus potential energy, zero at the banks' height"},
    {"support", "N", "vertical force of the two end hinges on the bridge"},
    {"pull", "N", "horizontal force of the left end hinge, outwards"},
    {"exact_pull", "N", "the tension H at rest"},
};

#line 4267 "chapters/15-joints.nw"
static void bridge3d_run(const imp_args *args, const imp_sink *sink) {
  bridge3d b;
  double x[BRIDGE3D_MAX_PLANKS + 1], y[BRIDGE3D_MAX_PLANKS + 1], tension = 0.0;
  bool built = bridge3d_build_at_rest(args, &b, x, y, &tension);
  long steps = lround(imp_arg(args, "duration") / b.dt);
  for (long n = 0; n <= steps && built; n++) {
    if (n > 0) imp_world_step(&b.scene.world, b.dt);
    bridge3d_state now;
    bridge3d_measure(&b, &now);
    
#line 4417 "chapters/15-joints.nw"
double middle = b.planks % 2 == 0 ? -y[b.planks / 2]
                                  : -0.5 * (y[b.planks / 2] + y[b.planks / 2 + 1]);
double row[BRIDGE_COLUMNS] = {n * (double)b.dt, now.sag, middle, now.gap, now.energy,
                              now.support, now.pull, tension * b.plank_mass * 9.81};
imp_emit(sink, row);
#line 4277 "chapters/15-joints.nw"
  }
  bridge3d_free(&b);
}

#line 4425 "chapters/15-joints.nw"
const imp_experiment imp_bridge3d = {
    .name = "bridge3d",
    .chapter = 15,
    .summary = "a bridge of planks on hinges between two banks: its sag and its end forces",
    .params = bridge3d_params,
    .param_count = BRIDGE3D_PARAMS,
    .columns = bridge3d_columns,
    .column_count = BRIDGE_COLUMNS,
    .run = bridge3d_run,
};
