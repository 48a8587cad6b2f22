/* check.h: the numerical checks that follow each derivation.
 *
 * A chapter's test program is a table of named checks. Each check makes
 * assertions of the form |got - want| <= tolerance; the runner counts them,
 * prints the first few failures with the chapter line they come from (the
 * tangled code carries #line directives), and reports the worst ratio
 * |got - want| / tolerance, so a reader can see how much room each tolerance
 * leaves. `prog --list` names the checks, `prog NAME...` runs some of them.
 */
#ifndef IMPULSE_CHECK_H
#define IMPULSE_CHECK_H

#include <float.h>
#include <stddef.h>

/* Unit round-off of single precision: a correctly rounded float operation
 * has relative error at most u = 2^-24. Tolerances in the chapters are
 * written as small multiples of u times the size of the quantities. */
#define IMP_U (FLT_EPSILON / 2.0)

typedef struct imp_check_state {
  const char *name;
  long assertions;
  long failures;
  double worst_ratio;     /* largest |got - want| / tolerance seen */
  const char *worst_where;
  int worst_line;
} imp_check_state;

typedef struct imp_check {
  const char *name;
  const char *claim;      /* one line: what the check asserts */
  void (*run)(imp_check_state *state);
} imp_check;

/* |got - want| <= tolerance; a NaN anywhere fails. */
#define IMP_CHECK_NEAR(s, got, want, tol) \
  imp_check_near((s), __FILE__, __LINE__, #got, (got), (want), (tol))
/* got <= bound. */
#define IMP_CHECK_LE(s, got, bound) \
  imp_check_near((s), __FILE__, __LINE__, #got " <= " #bound, (got), 0.0, (bound))
/* A condition that must hold exactly. */
#define IMP_CHECK_TRUE(s, cond) \
  imp_check_true((s), __FILE__, __LINE__, #cond, (cond))

void imp_check_near(imp_check_state *s, const char *file, int line,
                    const char *what, double got, double want, double tol);
void imp_check_true(imp_check_state *s, const char *file, int line,
                    const char *what, int cond);

/* An experiment run in-process, its rows kept in memory. */
typedef struct imp_table {
  const struct imp_experiment *experiment;
  size_t rows, columns, capacity;
  double *data;
} imp_table;

/* Run an experiment with its defaults changed by "key=value" settings (a
 * NULL-terminated list, or NULL). Bad settings are a bug in the check:
 * the message is printed and the program aborts. */
void imp_table_run(imp_table *t, const char *experiment, const char *const *settings);
/* The same, with the settings written printf-style and separated by spaces:
 * imp_table_runf(&t, "projectile", "integrator=%s dt=%g", "explicit", 0.1). */
void imp_table_runf(imp_table *t, const char *experiment, const char *format, ...)
    __attribute__((format(printf, 3, 4)));
/* The value of a named column in a row; an unknown column aborts. */
double imp_table_at(const imp_table *t, size_t row, const char *column);
void imp_table_free(imp_table *t);

/* The whole main() of a chapter's test program. */
int imp_check_main(int argc, char **argv, const imp_check *checks, size_t count);

#endif
