#line 1804 "chapters/09-broadphase.nw"
/* sweep: sweep and prune on cubes moving in a room (chapter 9). */
#line 1849 "chapters/09-broadphase.nw"
#include "harness.h"
#include "random.h"

#include <imp/broadphase.h>
#include <stdlib.h>

#include "shared/cube-room.h"

#line 1859 "chapters/09-broadphase.nw"
static const char *const axis_names[] = {"auto", "x", "y", "z", NULL};

static const imp_param sweep_params[] = {
    {"n", IMP_INTEGER, "", 300, 1, 5000, NULL, "number of cubes"},
    {"side", IMP_REAL, "m", 1.0, 0.01, 10.0, NULL, "side of each cube"},
    {"room", IMP_REAL, "m", 20.0, 0.0, 1000.0, NULL, "length of the room along x and z"},
    {"height", IMP_REAL, "m", 20.0, 0.0, 1000.0, NULL, "height of the room along y"},
    {"speed", IMP_REAL, "m/s", 2.0, 0.0, 100.0, NULL, "speed of every cube"},
    {"dt", IMP_REAL, "s", 0.01, 1e-4, 0.1, NULL, "time step"},
    {"steps", IMP_INTEGER, "", 200, 1, 10000, NULL, "number of steps"},
    {"seed", IMP_INTEGER, "", 1, 0, 1e9, NULL, "seed of the positions and directions"},
    {"axis", IMP_CHOICE, "", 0, 0, 0, axis_names,
     "sweep axis: auto (largest variance), x, y or z"},
};

enum { S_T, S_PAIRS, S_CANDIDATES, S_SWAPS, S_RESORTED, S_ALL, SWEEP_COLUMNS };

static const imp_column sweep_columns[SWEEP_COLUMNS] = {
    {"t", "s", "time"},
    {"pairs", "", "overlapping pairs reported by the broad phase"},
    {"candidates", "", "pairs overlapping on the sweep axis (sweep work)"},
    {"swaps", "", "exchanges made by the insertion sort in this update"},
    {"resorted", "", "1 if the list was sorted from scratch (heapsort)"},
    {"all_pairs", "", "overlapping pairs found by testing all n(n-1)/2"},
};
#line 1808 "chapters/09-broadphase.nw"
static void sweep_row(imp_broadphase *bp, const cube_room *room, double t,
                      const imp_sink *sink) {
  size_t pairs = 0, all = 0;
  imp_broadphase_pairs(bp, NULL, 0, &pairs);
  imp_broadphase_all_pairs(room->boxes, room->count, NULL, 0, &all);
  double row[SWEEP_COLUMNS] = {t, (double)pairs, (double)bp->candidates,
                               (double)bp->swaps, bp->resorted, (double)all};
  imp_emit(sink, row);
}

static void sweep_run(const imp_args *args, const imp_sink *sink) {
  size_t n = (size_t)imp_arg_long(args, "n");
  long steps = imp_arg_long(args, "steps");
  float dt = (float)imp_arg(args, "dt"), length = (float)imp_arg(args, "room");
  imp_rng r = imp_rng_seed((uint64_t)imp_arg_long(args, "seed"));
  cube_room room;
  imp_sweep_entry *storage = malloc(n * sizeof *storage);
  if (cube_room_alloc(&room, n) && storage) {
    cube_room_fill(&room, &r, (float)imp_arg(args, "side"),
                   (vec3){length, (float)imp_arg(args, "height"), length},
                   (float)imp_arg(args, "speed"));
    int choice = imp_arg_choice(args, "axis");
    int axis = choice == 0 ? imp_broadphase_choose_axis(room.boxes, n) : choice - 1;
    imp_broadphase bp;
    imp_broadphase_init(&bp, storage, n, axis);
    imp_broadphase_update(&bp, room.boxes, n);
    sweep_row(&bp, &room, 0.0, sink);
    for (long step = 1; step <= steps; step++) {
      cube_room_step(&room, dt);
      imp_broadphase_update(&bp, room.boxes, n);
      sweep_row(&bp, &room, step * (double)dt, sink);
    }
  }
  cube_room_free(&room);
  free(storage);
}

#line 1887 "chapters/09-broadphase.nw"
const imp_experiment imp_sweep = {
    .name = "sweep",
    .chapter = 9,
    .summary = "sweep and prune on cubes moving in a room: pairs, candidates, swaps",
    .params = sweep_params,
    .param_count = sizeof sweep_params / sizeof *sweep_params,
    .columns = sweep_columns,
    .column_count = SWEEP_COLUMNS,
    .run = sweep_run,
};
