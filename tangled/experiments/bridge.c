#line 1696 "chapters/04-contacts.nw"
/* bridge: a deck of particles on rods and cables under a moving load
 * (chapter 4). */
#line 1762 "chapters/04-contacts.nw"
#include "harness.h"

#include <imp/particle_contact.h>
#include <math.h>

#line 1700 "chapters/04-contacts.nw"
enum { DECK = 9, BRIDGE_CONTACTS = 2 * DECK + 1 };

#line 1769 "chapters/04-contacts.nw"
static const imp_param bridge_params[] = {
    {"load", IMP_REAL, "kg", 10.0, 0.0, 1000.0, NULL, "mass of the moving load"},
    {"speed", IMP_REAL, "m/s", 1.0, 0.0, 100.0, NULL, "speed of the load"},
    {"cable", IMP_REAL, "m", 2.1, 2.0, 3.0, NULL,
     "length of the cables from the supports 2 m above the deck"},
    {"ends", IMP_REAL, "m", 1.1, 1.0, 2.0, NULL,
     "length of the cables from the abutments to the deck's ends"},
    {"damping", IMP_REAL, "", 0.9, 1e-3, 1.0, NULL,
     "fraction of velocity kept per second"},
    {"g", IMP_REAL, "m/s^2", 9.8, 0.1, 100.0, NULL, "gravity, downwards"},
    {"dt", IMP_REAL, "s", 0.01, 1e-4, 0.05, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 6000, 1, 1000000, NULL, "number of steps"},
    {"bounce", IMP_REAL, "", 0.3, 0.0, 1.0, NULL,
     "restitution of the hanging cables"},
    {"passes", IMP_INTEGER, "", 2, 1, 1000, NULL,
     "resolver iterations allowed per contact"},
};

enum { BR_T, BR_LOAD_X, BR_KE, BR_PE, BR_E, BR_SAG, BR_CABLE, BR_ROD,
       BR_ITERATIONS, BR_CONTACTS, BR_X0, BR_Y0 = BR_X0 + DECK,
       BRIDGE_COLUMNS = BR_Y0 + DECK };

static const imp_column bridge_columns[BRIDGE_COLUMNS] = {
    {"t", "s", "time"},
    {"load_x", "m", "position of the load along the deck"},
    {"ke", "J", "kinetic energy of the deck"},
    {"pe", "J", "potential energy of the deck and load, from the start"},
    {"e", "J", "ke + pe"},
    {"sag", "m", "height of the lowest deck particle (start at 0)"},
    {"cable_stretch", "m", "worst overstretch of a cable"},
    {"rod_error", "m", "worst error of a rod's length"},
    {"iterations", "", "iterations the resolver used in the last step"},
    {"contacts", "", "contacts it was given in the last step"},
    {"x0", "m", "position of deck particle 0 along the deck (its support at x = 0, "
     "y = 2 m; abutments at x = -1 and 9 m, y = 0)"},
    {"x1", "m", "particle 1 (support at x = 1 m)"}, {"x2", "m", "particle 2"},
    {"x3", "m", "particle 3"}, {"x4", "m", "particle 4"}, {"x5", "m", "particle 5"},
    {"x6", "m", "particle 6"}, {"x7", "m", "particle 7"}, {"x8", "m", "particle 8"},
    {"y0", "m", "height of deck particle 0 (start at 0)"},
    {"y1", "m", "particle 1"}, {"y2", "m", "particle 2"}, {"y3", "m", "particle 3"},
    {"y4", "m", "particle 4"}, {"y5", "m", "particle 5"}, {"y6", "m", "particle 6"},
    {"y7", "m", "particle 7"}, {"y8", "m", "particle 8"},
};
#line 1703 "chapters/04-contacts.nw"
typedef struct bridge {
  imp_particle deck[DECK], support[DECK], abutment[2];
  float cable, ends, load, speed, g, bounce;
} bridge;

static void bridge_setup(bridge *b, float damping) {
  for (int i = 0; i < DECK; i++) {
    imp_particle_init(&b->deck[i]);
    b->deck[i].position[0] = (float)i;
    b->deck[i].damping = damping;
    imp_particle_init(&b->support[i]);
    imp_particle_set_immovable(&b->support[i]);
    b->support[i].position[0] = (float)i;
    b->support[i].position[1] = 2.0f;
  }
  for (int k = 0; k < 2; k++) {
    imp_particle_init(&b->abutment[k]);
    imp_particle_set_immovable(&b->abutment[k]);
    b->abutment[k].position[0] = k ? (float)DECK : -1.0f;
  }
}

/* Where the load is at time t: to and fro between the deck's ends. */
static double load_position(double speed, double t) {
  double span = DECK - 1, travelled = fmod(speed * t, 2 * span);
  return travelled <= span ? travelled : 2 * span - travelled;
}
#line 1733 "chapters/04-contacts.nw"
/* Gravity for every particle, and the load's weight shared by the two
 * particles either side of it, as constant accelerations (1 kg particles). */
static void apply_load(bridge *b, double x) {
  int left = (int)fmin(floor(x), DECK - 2);
  double share = x - left; /* of the load carried by the right particle */
  for (int i = 0; i < DECK; i++) b->deck[i].acceleration[1] = -b->g;
  b->deck[left].acceleration[1] -= (float)((1 - share) * b->load * b->g);
  b->deck[left + 1].acceleration[1] -= (float)(share * b->load * b->g);
}
#line 1745 "chapters/04-contacts.nw"
static size_t bridge_contacts(bridge *b, imp_particle_contact *out) {
  size_t count = 0;
  for (int i = 0; i < DECK; i++)
    count += (size_t)imp_particle_cable_contact(&b->deck[i], &b->support[i], b->cable,
                                                b->bounce, &out[count]);
  for (int i = 0; i + 1 < DECK; i++)
    count += (size_t)imp_particle_rod_contact(&b->deck[i], &b->deck[i + 1], 1.0f, 1e-6f,
                                              &out[count]);
  count += (size_t)imp_particle_cable_contact(&b->deck[0], &b->abutment[0], b->ends, 0.0f,
                                              &out[count]);
  count += (size_t)imp_particle_cable_contact(&b->deck[DECK - 1], &b->abutment[1],
                                              b->ends, 0.0f, &out[count]);
  return count;
}
#line 1851 "chapters/04-contacts.nw"
static double link_length(const imp_particle *a, const imp_particle *b) {
  double s = 0;
  for (int i = 0; i < 3; i++) {
    double d = (double)a->position[i] - b->position[i];
    s += d * d;
  }
  return sqrt(s);
}

static void bridge_row(const bridge *b, double t, double x, int iterations,
                       size_t contacts, double *row) {
  double ke = 0, pe = 0, sag = 0, stretch = 0, rod = 0;
  for (int i = 0; i < DECK; i++) {
    const imp_particle *p = &b->deck[i];
    ke += 0.5 * glm_vec3_norm2((float *)p->velocity);
    pe += b->g * (double)p->position[1];
    sag = fmin(sag, p->position[1]);
    stretch = fmax(stretch, link_length(p, &b->support[i]) - b->cable);
    if (i + 1 < DECK) rod = fmax(rod, fabs(link_length(p, &b->deck[i + 1]) - 1.0));
  }
  stretch = fmax(stretch, link_length(&b->deck[0], &b->abutment[0]) - b->ends);
  stretch = fmax(stretch, link_length(&b->deck[DECK - 1], &b->abutment[1]) - b->ends);
  int left = (int)fmin(floor(x), DECK - 2);
  double share = x - left;
  double under = (1 - share) * b->deck[left].position[1] +
                 share * b->deck[left + 1].position[1];
  pe += b->load * b->g * under;
  double values[BR_X0] = {t, x, ke, pe, ke + pe, sag, stretch, rod,
                          iterations, (double)contacts};
  for (int c = 0; c < BR_X0; c++) row[c] = values[c];
  for (int i = 0; i < DECK; i++) {
    row[BR_X0 + i] = b->deck[i].position[0];
    row[BR_Y0 + i] = b->deck[i].position[1];
  }
}

#line 1836 "chapters/04-contacts.nw"
static void bridge_run(const imp_args *args, const imp_sink *sink) {
  
#line 1890 "chapters/04-contacts.nw"
bridge b = {.cable = (float)imp_arg(args, "cable"),
            .load = (float)imp_arg(args, "load"),
            .speed = (float)imp_arg(args, "speed"),
            .ends = (float)imp_arg(args, "ends"),
            .g = (float)imp_arg(args, "g"),
            .bounce = (float)imp_arg(args, "bounce")};
float dt = (float)imp_arg(args, "dt");
long steps = imp_arg_long(args, "steps");
int passes = (int)imp_arg_long(args, "passes");
bridge_setup(&b, (float)imp_arg(args, "damping"));
#line 1838 "chapters/04-contacts.nw"
  imp_particle_contact_resolver resolver = {.velocity_epsilon = 1e-6f,
                                            .penetration_epsilon = 1e-7f,
                                            .resting_fix = 1};
  imp_particle_contact contacts[BRIDGE_CONTACTS];
  int iterations = 0;
  size_t count = 0;
  for (long n = 0;; n++) {
    double t = n * (double)dt, x = load_position(b.speed, t);
    
#line 1903 "chapters/04-contacts.nw"
double row[BRIDGE_COLUMNS];
bridge_row(&b, t, x, iterations, count, row);
imp_emit(sink, row);
#line 1847 "chapters/04-contacts.nw"
    if (n == steps) break;
#line 1826 "chapters/04-contacts.nw"
    apply_load(&b, x);
    for (int i = 0; i < DECK; i++)
      imp_particle_integrate(&b.deck[i], dt, IMP_SYMPLECTIC_EULER);
    count = bridge_contacts(&b, contacts);
    resolver.max_iterations = passes * (int)count; /* Millington: 2 */
    iterations = imp_particle_resolve_contacts(&resolver, contacts, count, dt);
#line 1690 "chapters/04-contacts.nw"
  }
}
#line 1909 "chapters/04-contacts.nw"
const imp_experiment imp_bridge = {
    .name = "bridge",
    .chapter = 4,
    .summary = "a deck on rods and cables under a moving load",
    .params = bridge_params,
    .param_count = sizeof bridge_params / sizeof *bridge_params,
    .columns = bridge_columns,
    .column_count = BRIDGE_COLUMNS,
    .run = bridge_run,
};
