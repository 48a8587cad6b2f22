#line 659 "chapters/07-flatland.nw"
/* flat-fall: a spinning rectangle thrown under gravity, stepped two ways
 * (chapter 7). */
#line 653 "chapters/07-flatland.nw"
#include "harness.h"

#include <imp/flat.h>

#line 663 "chapters/07-flatland.nw"
static const imp_param fall_params[] = {
    {"vx", IMP_REAL, "m/s", 3.0, -100.0, 100.0, NULL, "initial horizontal velocity"},
    {"vy", IMP_REAL, "m/s", 10.0, -100.0, 100.0, NULL, "initial vertical velocity"},
    {"spin", IMP_REAL, "rad/s", 2.0, -100.0, 100.0, NULL, "angular velocity"},
    {"g", IMP_REAL, "m/s^2", 20.0, 0.0, 100.0, NULL, "gravity, downwards"},
    {"dt", IMP_REAL, "s", 1.0 / 60, 1e-4, 0.1, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 60, 1, 100000, NULL, "number of steps"},
};

enum { F_T, F_X, F_Y, F_Y_EXPLICIT, F_Y_EXACT, F_VY, F_ANGLE, FALL_COLUMNS };

static const imp_column fall_columns[FALL_COLUMNS] = {
    {"t", "s", "time"},
    {"x", "m", "horizontal position (both steppers)"},
    {"y", "m", "height, symplectic Euler"},
    {"y_explicit", "m", "height, explicit Euler"},
    {"y_exact", "m", "the parabola vy t - g t^2/2"},
    {"vy", "m/s", "vertical velocity (both steppers)"},
    {"angle", "rad", "angle (both steppers)"},
};
#line 686 "chapters/07-flatland.nw"
static void fall_run(const imp_args *args, const imp_sink *sink) {
  float h = (float)imp_arg(args, "dt"), g = (float)imp_arg(args, "g");
  long steps = imp_arg_long(args, "steps");
  vec2 gravity = {0.0f, -g};
  imp_flat_body body[2]; /* symplectic, explicit */
  for (int k = 0; k < 2; k++) {
    imp_flat_rectangle((vec2){0.0f, 0.0f}, 1.0f, 0.5f, 1.0f, &body[k]);
    body[k].velocity[0] = (float)imp_arg(args, "vx");
    body[k].velocity[1] = (float)imp_arg(args, "vy");
    body[k].angular_velocity = (float)imp_arg(args, "spin");
  }
  for (long n = 0;; n++) {
    
#line 707 "chapters/07-flatland.nw"
double t = n * (double)h, vy0 = (float)imp_arg(args, "vy");
double row[FALL_COLUMNS] = {t, body[0].position[0], body[0].position[1],
                            body[1].position[1], vy0 * t - 0.5 * g * t * t,
                            body[0].velocity[1], body[0].angle};
imp_emit(sink, row);
#line 699 "chapters/07-flatland.nw"
    if (n == steps) break;
    imp_flat_move(&body[0], gravity, h, IMP_FLAT_SYMPLECTIC);
    imp_flat_move(&body[1], gravity, h, IMP_FLAT_EXPLICIT);
  }
}
#line 715 "chapters/07-flatland.nw"
const imp_experiment imp_flat_fall = {
    .name = "flat-fall",
    .chapter = 7,
    .summary = "a spinning rectangle thrown under gravity: symplectic and explicit Euler",
    .params = fall_params,
    .param_count = sizeof fall_params / sizeof *fall_params,
    .columns = fall_columns,
    .column_count = FALL_COLUMNS,
    .run = fall_run,
};
