#line 788 "chapters/04-contacts.nw"
/* bounce: a ball dropped on the ground, with and without the resting-contact
 * fix (chapter 4). */
#include "harness.h"

#include <imp/particle_contact.h>
#line 796 "chapters/04-contacts.nw"
static const char *const resting_choices[] = {"fix", "none", NULL};

static const imp_param bounce_params[] = {
    {"h0", IMP_REAL, "m", 10.0, 0.0, 1000.0, NULL, "drop height"},
    {"e", IMP_REAL, "", 0.8, 0.0, 1.0, NULL, "coefficient of restitution"},
    {"g", IMP_REAL, "m/s^2", 9.8, 0.1, 100.0, NULL, "gravity, downwards"},
    {"dt", IMP_REAL, "s", 0.001, 1e-5, 0.1, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 16000, 1, 1000000, NULL, "number of steps"},
    {"resting", IMP_CHOICE, "", 0, 0, 0, resting_choices,
     "the resting-contact fix: fix or none"},
};

enum { B_T, B_Y, B_VY, B_KE, B_PE, B_E, B_CONTACT, BOUNCE_COLUMNS };

static const imp_column bounce_columns[BOUNCE_COLUMNS] = {
    {"t", "s", "time"},
    {"y", "m", "height above the ground"},
    {"vy", "m/s", "vertical velocity"},
    {"ke", "J/kg", "kinetic energy per kilogram"},
    {"pe", "J/kg", "potential energy per kilogram, g y"},
    {"e", "J/kg", "ke + pe"},
    {"contact", "", "1 if the ground contact was resolved in this step"},
};
#line 753 "chapters/04-contacts.nw"
static void bounce_run(const imp_args *args, const imp_sink *sink) {
  
#line 774 "chapters/04-contacts.nw"
float g = (float)imp_arg(args, "g"), dt = (float)imp_arg(args, "dt");
float restitution = (float)imp_arg(args, "e");
long steps = imp_arg_long(args, "steps");
int touched = 0; /* whether the last step found the contact, a column */
#line 755 "chapters/04-contacts.nw"
  imp_particle_contact_resolver resolver = {
      .max_iterations = 2, .resting_fix = imp_arg_choice(args, "resting") == 0};
  imp_particle ball;
  imp_particle_init(&ball);
  ball.position[1] = (float)imp_arg(args, "h0");
  ball.acceleration[1] = -g;
  for (long n = 0;; n++) {
    
#line 781 "chapters/04-contacts.nw"
double y = ball.position[1], vy = ball.velocity[1];
double ke = 0.5 * vy * vy, pe = g * y;
double row[BOUNCE_COLUMNS] = {n * (double)dt, y, vy, ke, pe, ke + pe, touched};
imp_emit(sink, row);
#line 763 "chapters/04-contacts.nw"
    if (n == steps) break;
    imp_particle_integrate(&ball, dt, IMP_SYMPLECTIC_EULER);
    imp_particle_contact contact;
    touched = imp_particle_ground_contact(&ball, 0.0f, restitution, &contact);
    if (touched) imp_particle_resolve_contacts(&resolver, &contact, 1, dt);
  }
}
#line 822 "chapters/04-contacts.nw"
const imp_experiment imp_bounce = {
    .name = "bounce",
    .chapter = 4,
    .summary = "a ball dropped on the ground: apexes fall by e^2, then rest",
    .params = bounce_params,
    .param_count = sizeof bounce_params / sizeof *bounce_params,
    .columns = bounce_columns,
    .column_count = BOUNCE_COLUMNS,
    .run = bounce_run,
};
