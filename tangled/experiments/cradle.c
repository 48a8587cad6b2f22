#line 1328 "chapters/04-contacts.nw"
/* cradle: Newton's cradle of five particles on cables (chapter 4). */
#line 1415 "chapters/04-contacts.nw"
#include "harness.h"

#include <imp/particle_contact.h>
#include <math.h>

#line 1331 "chapters/04-contacts.nw"
enum { BALLS = 5 };

#line 1422 "chapters/04-contacts.nw"
static const imp_param cradle_params[] = {
    {"theta0", IMP_REAL, "deg", 30.0, 0.0, 90.0, NULL,
     "angle the first ball is pulled back"},
    {"e", IMP_REAL, "", 1.0, 0.0, 1.0, NULL, "restitution between balls"},
    {"length", IMP_REAL, "m", 1.0, 0.1, 10.0, NULL, "cable length"},
    {"radius", IMP_REAL, "m", 0.1, 0.01, 1.0, NULL, "ball radius"},
    {"g", IMP_REAL, "m/s^2", 9.8, 0.1, 100.0, NULL, "gravity, downwards"},
    {"dt", IMP_REAL, "s", 0.0005, 1e-5, 0.01, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 8000, 1, 1000000, NULL, "number of steps"},
    {"iterations", IMP_INTEGER, "", 100, 1, 100000, NULL,
     "the resolver's iteration limit"},
};

enum { C_T, C_X1, C_VX1 = C_X1 + BALLS, C_PX = C_VX1 + BALLS, C_KE, C_PE, C_E,
       C_Y1, CRADLE_COLUMNS = C_Y1 + BALLS };

static const imp_column cradle_columns[CRADLE_COLUMNS] = {
    {"t", "s", "time"},
    {"x1", "m", "horizontal position of ball 1"},
    {"x2", "m", "ball 2"}, {"x3", "m", "ball 3"}, {"x4", "m", "ball 4"},
    {"x5", "m", "ball 5"},
    {"vx1", "m/s", "horizontal velocity of ball 1"},
    {"vx2", "m/s", "ball 2"}, {"vx3", "m/s", "ball 3"}, {"vx4", "m/s", "ball 4"},
    {"vx5", "m/s", "ball 5"},
    {"px", "kg m/s", "horizontal momentum of the row (1 kg balls)"},
    {"ke", "J", "kinetic energy"},
    {"pe", "J", "potential energy above the balls' lowest points"},
    {"e", "J", "ke + pe"},
    {"y1", "m", "height of ball 1 (anchors at 0; ball i hangs from x = 2 r (i - 1))"},
    {"y2", "m", "ball 2"}, {"y3", "m", "ball 3"}, {"y4", "m", "ball 4"},
    {"y5", "m", "ball 5"},
};
#line 1334 "chapters/04-contacts.nw"
typedef struct cradle {
  imp_particle anchor[BALLS], ball[BALLS];
  float length, radius, restitution;
} cradle;

static void cradle_setup(cradle *c, double theta0, float g) {
  for (int i = 0; i < BALLS; i++) {
    imp_particle_init(&c->anchor[i]);
    imp_particle_set_immovable(&c->anchor[i]);
    c->anchor[i].position[0] = 2.0f * c->radius * (float)i;
    imp_particle_init(&c->ball[i]);
    c->ball[i].position[0] = c->anchor[i].position[0];
    c->ball[i].position[1] = -c->length;
    c->ball[i].acceleration[1] = -g;
  }
  c->ball[0].position[0] = (float)(-c->length * sin(theta0));
  c->ball[0].position[1] = (float)(-c->length * cos(theta0));
}
#line 1355 "chapters/04-contacts.nw"
static size_t cradle_contacts(cradle *c, imp_particle_contact *out) {
  size_t count = 0;
  for (int i = 0; i < BALLS; i++)
    count += (size_t)imp_particle_cable_contact(&c->ball[i], &c->anchor[i], c->length,
                                                0.0f, &out[count]);
  for (int i = 0; i + 1 < BALLS; i++)
    count += (size_t)imp_particle_sphere_contact(&c->ball[i], &c->ball[i + 1],
                                                 2.0f * c->radius, 1e-6f,
                                                 c->restitution, &out[count]);
  return count;
}
#line 1369 "chapters/04-contacts.nw"
static void cradle_row(const cradle *c, double t, float g, double *row) {
  double px = 0, ke = 0, pe = 0;
  row[C_T] = t;
  for (int i = 0; i < BALLS; i++) {
    const imp_particle *b = &c->ball[i];
    row[C_X1 + i] = b->position[0];
    row[C_Y1 + i] = b->position[1];
    row[C_VX1 + i] = b->velocity[0];
    px += b->velocity[0];
    ke += 0.5 * ((double)b->velocity[0] * b->velocity[0] +
                 (double)b->velocity[1] * b->velocity[1]);
    pe += g * ((double)b->position[1] + c->length);
  }
  row[C_PX] = px;
  row[C_KE] = ke;
  row[C_PE] = pe;
  row[C_E] = ke + pe;
}

static void cradle_run(const imp_args *args, const imp_sink *sink) {
  cradle c = {.length = (float)imp_arg(args, "length"),
              .radius = (float)imp_arg(args, "radius"),
              .restitution = (float)imp_arg(args, "e")};
  float g = (float)imp_arg(args, "g"), dt = (float)imp_arg(args, "dt");
  long steps = imp_arg_long(args, "steps");
  imp_particle_contact_resolver resolver = {
      .max_iterations = (int)imp_arg_long(args, "iterations"),
      .velocity_epsilon = 1e-6f, .penetration_epsilon = 1e-7f, .resting_fix = 1};
  cradle_setup(&c, glm_rad((float)imp_arg(args, "theta0")), g);
  imp_particle_contact contacts[2 * BALLS];
  for (long n = 0;; n++) {
    double row[CRADLE_COLUMNS];
    cradle_row(&c, n * (double)dt, g, row);
    imp_emit(sink, row);
    if (n == steps) break;
    for (int i = 0; i < BALLS; i++)
      imp_particle_integrate(&c.ball[i], dt, IMP_SYMPLECTIC_EULER);
    size_t count = cradle_contacts(&c, contacts);
    imp_particle_resolve_contacts(&resolver, contacts, count, dt);
  }
}

#line 1457 "chapters/04-contacts.nw"
const imp_experiment imp_cradle = {
    .name = "cradle",
    .chapter = 4,
    .summary = "Newton's cradle: five balls on cables pass the momentum on",
    .params = cradle_params,
    .param_count = sizeof cradle_params / sizeof *cradle_params,
    .columns = cradle_columns,
    .column_count = CRADLE_COLUMNS,
    .run = cradle_run,
};
