/* harness.h: the contract between the chapters' experiments and `impulse`.
 *
 * An experiment is a table of parameters (name, unit, default, allowed
 * range), a table of output columns, and a function that simulates and hands
 * one row of numbers at a time to a sink. The program validates every value
 * against the table before the experiment starts, and `impulse help` prints
 * the same table, so the two cannot disagree. Experiments never see bad input.
 */
#ifndef IMPULSE_HARNESS_H
#define IMPULSE_HARNESS_H

#include <stddef.h>
#include <stdio.h>

enum { IMP_MAX_PARAMS = 24, IMP_MAX_COLUMNS = 48, IMP_MESSAGE_SIZE = 512 };

typedef enum imp_param_kind {
  IMP_REAL,    /* any finite number in [min, max] */
  IMP_INTEGER, /* a whole number in [min, max] */
  IMP_CHOICE   /* one of the words in `choices`; its index is the value */
} imp_param_kind;

typedef struct imp_param {
  const char *name;
  imp_param_kind kind;
  const char *unit;             /* "" for a pure number */
  double fallback;              /* the default (an index for IMP_CHOICE) */
  double min, max;              /* inclusive; ignored for IMP_CHOICE */
  const char *const *choices;   /* NULL-terminated words, for IMP_CHOICE */
  const char *meaning;
} imp_param;

typedef struct imp_column {
  const char *name;
  const char *unit;             /* "" for a pure number */
  const char *meaning;
} imp_column;

/* Where rows go: a CSV file for `impulse run`, an array in a test. */
typedef struct imp_sink {
  void (*row)(void *context, const double *values);
  void *context;
} imp_sink;

struct imp_experiment;

/* The validated parameter values of one run, in table order. */
typedef struct imp_args {
  const struct imp_experiment *experiment;
  double value[IMP_MAX_PARAMS];
} imp_args;

typedef struct imp_experiment {
  const char *name;
  int chapter;
  const char *summary;
  const imp_param *params;
  size_t param_count;
  const imp_column *columns;
  size_t column_count;
  void (*run)(const imp_args *args, const imp_sink *sink);
  /* Where a run may blow up on purpose (an explicit stepper past its
   * stability limit), for the warning `impulse run` prints when a value in
   * the CSV is not finite; NULL when no run inside the ranges should. */
  const char *unstable;
  /* 1: the experiment writes NaN for "none" (no contact, no such point), as
   * its columns' meanings say; only an infinity is then a blow-up. */
  int nan_means_none;
  /* The parameter that chooses among the world's resolve stages, if any,
   * and a function giving the name of the stage a world made with the
   * engine's defaults gets (the harness knows nothing of the world): `impulse
   * help` prints it beside the experiment's own default. NULL: no such
   * parameter. */
  const char *stage_param;
  const char *(*engine_stage)(void);
} imp_experiment;

/* The registry is tangled from the chapters (experiments/registry.c). */
extern const imp_experiment *const imp_experiments[];
extern const size_t imp_experiment_count;
const imp_experiment *imp_find_experiment(const char *name);

/* Reading arguments inside an experiment. Asking for a parameter the table
 * does not have is a programming error and aborts. */
double imp_arg(const imp_args *args, const char *name);
long imp_arg_long(const imp_args *args, const char *name);
int imp_arg_choice(const imp_args *args, const char *name);

/* Setting arguments from text: imp_args_set takes "KEY=VALUE" and returns
 * 0, or -1 with one line in `message` naming the problem and what is
 * allowed. A number is written in decimal: an optional sign, digits with an
 * optional fraction (at least one digit in all), an optional exponent, and
 * nothing else (no spaces, no hexadecimal, no inf or nan); a whole-number
 * parameter takes an optional sign and digits only. */
void imp_args_defaults(const imp_experiment *experiment, imp_args *args);
int imp_args_set(imp_args *args, const char *assignment,
                 char message[IMP_MESSAGE_SIZE]);

/* `text` as it can be shown inside a one-line message: control characters
 * and backslashes as C escapes (\n, \t, \\, \x1b), cut to fit `size`
 * bytes with "..." when it is longer. Returns `shown`. */
const char *imp_shown(const char *text, char *shown, size_t size);
/* The rule above, one sentence for `impulse help`. */
extern const char imp_number_rule[];

/* Hand one row (column_count numbers) to the sink. */
void imp_emit(const imp_sink *sink, const double *values);

/* A sink that writes CSV: the header on creation, then one line per row.
 * It notes the first value that is not finite (infinite, or NaN where NaN
 * does not mean "none"), so that `impulse run` can say so. */
typedef struct imp_csv {
  FILE *file;
  const imp_experiment *experiment;
  size_t column_count;
  long rows;                    /* rows written so far */
  long bad_row;                 /* the first row with a value not finite; -1: none */
  size_t bad_column;            /* its first such column */
  double bad_time;              /* the row's `t`, NAN when there is no column t */
} imp_csv;
void imp_csv_begin(imp_csv *csv, FILE *file, const imp_experiment *experiment);
imp_sink imp_csv_sink(imp_csv *csv);

void imp_print_list(FILE *out);
void imp_print_help(const imp_experiment *experiment, FILE *out);
/* The same parameters and columns as a LaTeX tabular, for the book. */
void imp_print_help_latex(const imp_experiment *experiment, FILE *out);

#endif
