#line 4454 "chapters/15-joints.nw"
/* bridge3d-shape: the bridge's hinges after a run, beside their rest
 * positions (chapter 15). */
#include "harness.h"

#include <math.h>

#include "shared/bridge3d-scene.h"

#line 4493 "chapters/15-joints.nw"
enum { S_HINGE, S_X, S_Y, S_EXACT_X, S_EXACT_Y, S_LOAD_X, S_LOAD_Y, SHAPE_COLUMNS };

static const imp_column bridge3d_shape_columns[SHAPE_COLUMNS] = {
    {"hinge", "", "index of the hinge, 0 at the left bank"},
    {"x", "m", "the hinge's position along the bridge"},
    {"y", "m", "its height, 0 at the banks"},
    {"exact_x", "m", "the same at rest: equation (joints-bridge)"},
    {"exact_y", "m", "the same at rest"},
    {"load_x", "m", "the load's centre (0 without a load)"},
    {"load_y", "m", "the load's centre height"},
};

#line 4470 "chapters/15-joints.nw"
static void bridge3d_shape_run(const imp_args *args, const imp_sink *sink) {
  bridge3d b;
  double x[BRIDGE3D_MAX_PLANKS + 1], y[BRIDGE3D_MAX_PLANKS + 1], tension = 0.0;
  bool built = bridge3d_build_at_rest(args, &b, x, y, &tension);
  long steps = lround(imp_arg(args, "duration") / b.dt);
  for (long n = 0; n < steps && built; n++) imp_world_step(&b.scene.world, b.dt);
  for (long j = 0; j <= b.planks && built; j++) {
    vec3 at;
    bridge3d_hinge(&b, (uint32_t)j, at);
    
#line 4486 "chapters/15-joints.nw"
const float *load = b.scene.world.bodies[b.load].position;
double row[SHAPE_COLUMNS] = {(double)j, at[0], at[1], x[j], y[j],
                             b.load ? load[0] : 0.0, b.load ? load[1] : 0.0};
imp_emit(sink, row);
#line 4480 "chapters/15-joints.nw"
  }
  bridge3d_free(&b);
}

#line 4507 "chapters/15-joints.nw"
const imp_experiment imp_bridge3d_shape = {
    .name = "bridge3d-shape",
    .chapter = 15,
    .summary = "the plank bridge's hinges after a run, beside their rest positions",
    .params = bridge3d_params,
    .param_count = BRIDGE3D_PARAMS,
    .columns = bridge3d_shape_columns,
    .column_count = SHAPE_COLUMNS,
    .run = bridge3d_shape_run,
};
