/* check.c: count, report and run the chapters' numerical checks. */
#include "check.h"

#include "harness.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { FAILURES_SHOWN = 5 };

static void record(imp_check_state *s, const char *file, int line, double ratio) {
  s->assertions++;
  if (!(ratio <= s->worst_ratio)) { /* also takes a NaN ratio */
    s->worst_ratio = ratio;
    s->worst_where = file;
    s->worst_line = line;
  }
}

static int note_failure(imp_check_state *s) {
  return ++s->failures <= FAILURES_SHOWN;
}

void imp_check_near(imp_check_state *s, const char *file, int line,
                    const char *what, double got, double want, double tol) {
  double error = fabs(got - want);
  double ratio = tol > 0 ? error / tol : (error == 0 ? 0 : INFINITY);
  if (isnan(got) || isnan(want)) ratio = NAN;
  record(s, file, line, ratio);
  if (ratio <= 1.0) return;
  if (note_failure(s))
    fprintf(stderr, "%s:%d: %s: %s = %.9g, expected %.9g within %.3g (off by %.3g)\n",
            file, line, s->name, what, got, want, tol, error);
}

void imp_check_true(imp_check_state *s, const char *file, int line,
                    const char *what, int cond) {
  record(s, file, line, cond ? 0.0 : INFINITY);
  if (!cond && note_failure(s))
    fprintf(stderr, "%s:%d: %s: expected %s\n", file, line, s->name, what);
}

static void table_row(void *context, const double *values) {
  imp_table *t = context;
  if (t->rows == t->capacity) {
    t->capacity = t->capacity ? 2 * t->capacity : 1024;
    t->data = realloc(t->data, t->capacity * t->columns * sizeof *t->data);
    if (!t->data) abort();
  }
  memcpy(t->data + t->rows * t->columns, values, t->columns * sizeof *values);
  t->rows++;
}

void imp_table_run(imp_table *t, const char *name, const char *const *settings) {
  const imp_experiment *e = imp_find_experiment(name);
  if (!e) {
    fprintf(stderr, "check: no experiment '%s'\n", name);
    abort();
  }
  imp_args args;
  imp_args_defaults(e, &args);
  char message[IMP_MESSAGE_SIZE];
  for (size_t i = 0; settings && settings[i]; i++)
    if (imp_args_set(&args, settings[i], message) != 0) {
      fprintf(stderr, "check: %s\n", message);
      abort();
    }
  *t = (imp_table){.experiment = e, .columns = e->column_count};
  imp_sink sink = {.row = table_row, .context = t};
  e->run(&args, &sink);
}

void imp_table_runf(imp_table *t, const char *experiment, const char *format, ...) {
  char text[1024];
  const char *settings[32];
  va_list ap;
  va_start(ap, format);
  vsnprintf(text, sizeof text, format, ap);
  va_end(ap);
  int n = 0;
  for (char *word = text; *word && n < 31;) {
    char *space = strchr(word, ' ');
    if (space) *space = '\0';
    if (*word) settings[n++] = word;
    if (!space) break;
    word = space + 1;
  }
  settings[n] = NULL;
  imp_table_run(t, experiment, settings);
}

double imp_table_at(const imp_table *t, size_t row, const char *column) {
  const imp_experiment *e = t->experiment;
  for (size_t c = 0; c < e->column_count; c++)
    if (strcmp(e->columns[c].name, column) == 0) return t->data[row * t->columns + c];
  fprintf(stderr, "check: experiment %s has no column '%s'\n", e->name, column);
  abort();
}

void imp_table_free(imp_table *t) {
  free(t->data);
  *t = (imp_table){0};
}

static int run_one(const imp_check *check) {
  imp_check_state s = {.name = check->name};
  check->run(&s);
  if (s.assertions == 0) {
    fprintf(stderr, "%s: made no assertion\n", check->name);
    return 1;
  }
  printf("%-28s %s: %ld assertions, %ld failed", check->name,
         s.failures ? "FAIL" : "ok", s.assertions, s.failures);
  if (s.worst_where && isfinite(s.worst_ratio))
    printf("; worst error %.2g of its tolerance (%s:%d)", s.worst_ratio,
           s.worst_where, s.worst_line);
  printf("\n  claim: %s\n", check->claim);
  return s.failures != 0;
}

int imp_check_main(int argc, char **argv, const imp_check *checks, size_t count) {
  if (argc == 2 && strcmp(argv[1], "--list") == 0) {
    for (size_t i = 0; i < count; i++) printf("%s\n", checks[i].name);
    return 0;
  }
  int failed = 0;
  if (argc == 1) {
    for (size_t i = 0; i < count; i++) failed += run_one(&checks[i]);
  }
  for (int a = 1; a < argc; a++) {
    size_t i = 0;
    while (i < count && strcmp(checks[i].name, argv[a]) != 0) i++;
    if (i == count) {
      fprintf(stderr, "%s: no check named '%s' (--list names them)\n", argv[0], argv[a]);
      return 2;
    }
    failed += run_one(&checks[i]);
  }
  return failed ? 1 : 0;
}
