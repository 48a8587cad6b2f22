/* harness.c: parameter tables, validation, help, CSV. */
#define _POSIX_C_SOURCE 200809L /* strcasecmp */
#include "harness.h"

#include <errno.h>
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

const imp_experiment *imp_find_experiment(const char *name) {
  for (size_t i = 0; i < imp_experiment_count; i++)
    if (strcmp(imp_experiments[i]->name, name) == 0) return imp_experiments[i];
  return NULL;
}

static const imp_param *find_param(const imp_experiment *e, const char *name,
                                   size_t *index) {
  for (size_t i = 0; i < e->param_count; i++)
    if (strcmp(e->params[i].name, name) == 0) {
      *index = i;
      return &e->params[i];
    }
  return NULL;
}

static size_t param_index_or_abort(const imp_args *args, const char *name) {
  size_t index;
  if (!find_param(args->experiment, name, &index)) {
    fprintf(stderr, "internal error: experiment %s has no parameter '%s'\n",
            args->experiment->name, name);
    abort();
  }
  return index;
}

double imp_arg(const imp_args *args, const char *name) {
  return args->value[param_index_or_abort(args, name)];
}

long imp_arg_long(const imp_args *args, const char *name) {
  return (long)imp_arg(args, name);
}

int imp_arg_choice(const imp_args *args, const char *name) {
  return (int)imp_arg(args, name);
}

void imp_args_defaults(const imp_experiment *e, imp_args *args) {
  args->experiment = e;
  for (size_t i = 0; i < e->param_count; i++) args->value[i] = e->params[i].fallback;
}

/* ---- describing what a parameter allows, for help and for errors */

static void format_number(double x, char *out, size_t size) {
  snprintf(out, size, "%.10g", x);
}

static void describe_allowed(const imp_param *p, char *out, size_t size) {
  if (p->kind == IMP_CHOICE) {
    size_t used = (size_t)snprintf(out, size, "one of");
    for (size_t i = 0; p->choices[i] && used < size; i++)
      used += (size_t)snprintf(out + used, size - used, "%s %s",
                               i ? "," : "", p->choices[i]);
    return;
  }
  char lo[32], hi[32];
  format_number(p->min, lo, sizeof lo);
  format_number(p->max, hi, sizeof hi);
  snprintf(out, size, "%s in [%s, %s]%s%s",
           p->kind == IMP_INTEGER ? "a whole number" : "a number", lo, hi,
           p->unit[0] ? " " : "", p->unit);
}

static void describe_default(const imp_param *p, char *out, size_t size) {
  if (p->kind == IMP_CHOICE)
    snprintf(out, size, "%s", p->choices[(int)p->fallback]);
  else
    format_number(p->fallback, out, size);
}

/* ---- showing what the user typed, safely, in a one-line message */

const char *imp_shown(const char *text, char *shown, size_t size) {
  static const char hex[] = "0123456789abcdef";
  size_t used = 0;
  if (size == 0) return shown;
  for (const unsigned char *c = (const unsigned char *)text; *c; c++) {
    char spelled[5] = {(char)*c, '\0'};
    if (*c == '\\' || *c == '\n' || *c == '\t' || *c == '\r') {
      spelled[0] = '\\';
      spelled[1] = *c == '\n' ? 'n' : *c == '\t' ? 't' : *c == '\r' ? 'r' : '\\';
      spelled[2] = '\0';
    } else if (*c < 0x20 || *c == 0x7f) {
      spelled[0] = '\\', spelled[1] = 'x', spelled[2] = hex[*c >> 4],
      spelled[3] = hex[*c & 15], spelled[4] = '\0';
    }
    size_t length = strlen(spelled);
    /* keep room for "..." unless this is the last character */
    size_t room = c[1] ? size - 4 : size - 1;
    if (size < 4 || used + length > room) {
      if (size >= 4) memcpy(shown + used, "...", 4);
      else shown[used] = '\0';
      return shown;
    }
    memcpy(shown + used, spelled, length);
    used += length;
  }
  shown[used] = '\0';
  return shown;
}

/* ---- parsing "key=value" */

static int fail(char message[IMP_MESSAGE_SIZE], const char *format, ...)
    __attribute__((format(printf, 2, 3)));

static int fail(char message[IMP_MESSAGE_SIZE], const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  vsnprintf(message, IMP_MESSAGE_SIZE, format, ap);
  va_end(ap);
  return -1;
}

static void list_param_names(const imp_experiment *e, char *out, size_t size) {
  size_t used = 0;
  out[0] = '\0';
  for (size_t i = 0; i < e->param_count && used < size; i++)
    used += (size_t)snprintf(out + used, size - used, "%s%s", i ? ", " : "",
                             e->params[i].name);
}

/* Shown key and value, for the messages below. */
enum { SHOWN_SIZE = 96 };

static int parse_choice(const imp_param *p, const char *text, double *value,
                        char message[IMP_MESSAGE_SIZE]) {
  for (int i = 0; p->choices[i]; i++)
    if (strcmp(p->choices[i], text) == 0) {
      *value = i;
      return 0;
    }
  char allowed[256], shown[SHOWN_SIZE];
  describe_allowed(p, allowed, sizeof allowed);
  return fail(message, "%s=%s is not allowed: %s takes %s", p->name,
              imp_shown(text, shown, sizeof shown), p->name, allowed);
}

const char imp_number_rule[] =
    "numbers: decimal, as 0.01, -2.5 or 1e-3: an optional sign, digits with an\n"
    "  optional fraction and exponent, and nothing else (no spaces, hexadecimal,\n"
    "  inf or nan); a whole number is an optional sign and digits (4000, not 4e3)";

static const char *skip_digits(const char *s, size_t *count) {
  while (*s >= '0' && *s <= '9') s++, ++*count;
  return s;
}

/* Is text a number as imp_number_rule says (a whole one if whole_only)? The
 * rule is checked here, not left to strtod, which also takes leading
 * spaces, hexadecimal, inf, nan and the locale's own spellings. */
static int is_decimal(const char *text, int whole_only) {
  const char *s = text;
  size_t digits = 0, exponent_digits = 0;
  if (*s == '+' || *s == '-') s++;
  s = skip_digits(s, &digits);
  if (whole_only) return digits > 0 && *s == '\0';
  if (*s == '.') s = skip_digits(s + 1, &digits);
  if (digits == 0) return 0;
  if (*s == 'e' || *s == 'E') {
    s++;
    if (*s == '+' || *s == '-') s++;
    s = skip_digits(s, &exponent_digits);
    if (exponent_digits == 0) return 0;
  }
  return *s == '\0';
}

/* inf, infinity or nan in any case, with a sign or not: said to be not
 * finite rather than not a number, which a reader would find odd for inf. */
static int names_non_finite(const char *text) {
  if (*text == '+' || *text == '-') text++;
  return strcasecmp(text, "inf") == 0 || strcasecmp(text, "infinity") == 0 ||
         strcasecmp(text, "nan") == 0;
}

static int parse_number(const imp_param *p, const char *text, double *value,
                        char message[IMP_MESSAGE_SIZE]) {
  char allowed[256], shown[SHOWN_SIZE];
  describe_allowed(p, allowed, sizeof allowed);
  imp_shown(text, shown, sizeof shown);
  if (names_non_finite(text))
    return fail(message, "%s=%s is not finite: %s takes %s", p->name, shown, p->name,
                allowed);
  if (!is_decimal(text, 0))
    return fail(message, "%s=%s is not a number: %s takes %s", p->name, shown, p->name,
                allowed);
  if (p->kind == IMP_INTEGER && !is_decimal(text, 1))
    return fail(message, "%s=%s is not a whole number written with digits: %s takes %s",
                p->name, shown, p->name, allowed);
  double x = strtod(text, NULL); /* the grammar above is a subset of strtod's */
  if (!isfinite(x) || x < p->min || x > p->max)
    return fail(message, "%s=%s is out of range: %s takes %s", p->name, shown, p->name,
                allowed);
  *value = x;
  return 0;
}

int imp_args_set(imp_args *args, const char *assignment,
                 char message[IMP_MESSAGE_SIZE]) {
  const imp_experiment *e = args->experiment;
  const char *equals = strchr(assignment, '=');
  char shown[SHOWN_SIZE];
  if (!equals || equals == assignment) {
    char example[64];
    describe_default(&e->params[0], example, sizeof example);
    return fail(message, "--set %s: expected KEY=VALUE, such as --set %s=%s",
                imp_shown(assignment, shown, sizeof shown), e->params[0].name, example);
  }
  size_t key_length = (size_t)(equals - assignment);
  const imp_param *p = NULL;
  size_t index = 0;
  for (size_t i = 0; i < e->param_count && !p; i++)
    if (strncmp(e->params[i].name, assignment, key_length) == 0 &&
        e->params[i].name[key_length] == '\0')
      p = &e->params[i], index = i;
  if (!p) {
    char names[256], key[4 * SHOWN_SIZE];
    snprintf(key, sizeof key, "%.*s", (int)(key_length < sizeof key ? key_length : sizeof key - 1),
             assignment);
    list_param_names(e, names, sizeof names);
    return fail(message, "%s has no parameter '%s': its parameters are %s", e->name,
                imp_shown(key, shown, sizeof shown), names);
  }
  const char *text = equals + 1;
  return p->kind == IMP_CHOICE ? parse_choice(p, text, &args->value[index], message)
                               : parse_number(p, text, &args->value[index], message);
}

/* ---- rows */

void imp_emit(const imp_sink *sink, const double *values) {
  sink->row(sink->context, values);
}

/* The index of the column called t, or -1. */
static long time_column(const imp_experiment *e) {
  for (size_t i = 0; i < e->column_count; i++)
    if (strcmp(e->columns[i].name, "t") == 0) return (long)i;
  return -1;
}

static void note_not_finite(imp_csv *csv, const double *values) {
  int nan_means_none = csv->experiment->nan_means_none;
  for (size_t i = 0; i < csv->column_count; i++) {
    if (isfinite(values[i]) || (isnan(values[i]) && nan_means_none)) continue;
    long t = time_column(csv->experiment);
    csv->bad_row = csv->rows;
    csv->bad_column = i;
    csv->bad_time = t >= 0 ? values[t] : NAN;
    return;
  }
}

static void csv_row(void *context, const double *values) {
  imp_csv *csv = context;
  if (csv->bad_row < 0) note_not_finite(csv, values);
  for (size_t i = 0; i < csv->column_count; i++)
    fprintf(csv->file, i ? ",%.9g" : "%.9g", values[i]);
  fputc('\n', csv->file);
  csv->rows++;
}

void imp_csv_begin(imp_csv *csv, FILE *file, const imp_experiment *e) {
  csv->file = file;
  csv->experiment = e;
  csv->column_count = e->column_count;
  csv->rows = 0;
  csv->bad_row = -1;
  csv->bad_column = 0;
  csv->bad_time = NAN;
  for (size_t i = 0; i < e->column_count; i++)
    fprintf(file, i ? ",%s" : "%s", e->columns[i].name);
  fputc('\n', file);
}

imp_sink imp_csv_sink(imp_csv *csv) {
  return (imp_sink){.row = csv_row, .context = csv};
}

/* ---- list and help */

void imp_print_list(FILE *out) {
  for (size_t i = 0; i < imp_experiment_count; i++) {
    const imp_experiment *e = imp_experiments[i];
    fprintf(out, "%-16s chapter %-3d %s\n", e->name, e->chapter, e->summary);
  }
}

/* The stage a world made with the engine's defaults gets, if p is the
 * experiment's choice of resolve stage; NULL otherwise. */
static const char *engine_stage(const imp_experiment *e, const imp_param *p) {
  if (!e->stage_param || !e->engine_stage || strcmp(p->name, e->stage_param) != 0) return NULL;
  return e->engine_stage();
}

void imp_print_help(const imp_experiment *e, FILE *out) {
  fprintf(out, "%s (chapter %d): %s\n\n", e->name, e->chapter, e->summary);
  fprintf(out, "parameters (--set NAME=VALUE):\n");
  for (size_t i = 0; i < e->param_count; i++) {
    const imp_param *p = &e->params[i];
    char allowed[256], fallback[64];
    describe_allowed(p, allowed, sizeof allowed);
    describe_default(p, fallback, sizeof fallback);
    const char *stage = engine_stage(e, p);
    fprintf(out, "  %-12s %s%s%s\n  %-12s   default %s; %s\n", p->name, p->meaning,
            stage ? "; a world made with the engine's defaults gets " : "", stage ? stage : "",
            "", fallback, allowed);
  }
  fprintf(out, "\n%s.\n", imp_number_rule);
  fprintf(out, "\ncolumns of the CSV:\n");
  for (size_t i = 0; i < e->column_count; i++) {
    const imp_column *c = &e->columns[i];
    fprintf(out, "  %-20s %-6s %s\n", c->name, c->unit[0] ? c->unit : "-", c->meaning);
  }
  char example[64];
  describe_default(&e->params[0], example, sizeof example);
  fprintf(out, "\nexample: impulse run %s --set %s=%s --out %s.csv\n", e->name,
          e->params[0].name, example, e->name);
}

/* ---- the same table for the book */

/* A power written ^2, ^-1 or ^(n/2) as a superscript; a lone ^ as itself.
 * Returns the last character it used. */
static const char *put_power(const char *caret, FILE *out) {
  const char *c = caret + 1, *end;
  if (*c == '(' && (end = strchr(c, ')')) != NULL) {
    fprintf(out, "\\textsuperscript{%.*s}", (int)(end - c - 1), c + 1);
    return end;
  }
  size_t n = strspn(c, "-0123456789abcdefghijklmnopqrstuvwxyz");
  if (n == 0) {
    fputs("\\textasciicircum{}", out);
    return caret;
  }
  fprintf(out, "\\textsuperscript{%.*s}", (int)n, c);
  return c + n - 1;
}

/* Text as LaTeX: the characters that TeX reads as commands are spelled out. */
static void put_latex(const char *text, FILE *out) {
  for (const char *c = text; *c; c++) {
    switch (*c) {
    case '\\': fputs("\\textbackslash{}", out); break;
    case '^': c = put_power(c, out); break;
    case '~': fputs("\\textasciitilde{}", out); break;
    case '<': fputs("\\textless{}", out); break;
    case '>': fputs("\\textgreater{}", out); break;
    case '_': case '%': case '&': case '#': case '$': case '{': case '}':
      fputc('\\', out); fputc(*c, out); break;
    default: fputc(*c, out);
    }
  }
}

void imp_print_help_latex(const imp_experiment *e, FILE *out) {
  fputs("\\begin{tabularx}{\\textwidth}{@{}l>{\\raggedright}p{0.36\\textwidth}"
        ">{\\raggedright\\arraybackslash}X@{}}\n\\toprule\n", out);
  fputs("parameter & default; allowed & meaning\\\\\n\\midrule\n", out);
  for (size_t i = 0; i < e->param_count; i++) {
    const imp_param *p = &e->params[i];
    char allowed[256], fallback[64];
    describe_allowed(p, allowed, sizeof allowed);
    describe_default(p, fallback, sizeof fallback);
    fputs("\\texttt{", out); put_latex(p->name, out); fputs("} & ", out);
    put_latex(fallback, out); fputs("; ", out); put_latex(allowed, out);
    fputs(" & ", out); put_latex(p->meaning, out);
    const char *stage = engine_stage(e, p);
    if (stage) {
      fputs("; a world made with the engine's defaults gets \\texttt{", out);
      put_latex(stage, out);
      fputs("}", out);
    }
    fputs("\\\\\n", out);
  }
  fputs("\\midrule\ncolumn & unit & meaning\\\\\n\\midrule\n", out);
  for (size_t i = 0; i < e->column_count; i++) {
    const imp_column *c = &e->columns[i];
    fputs("\\texttt{", out); put_latex(c->name, out); fputs("} & ", out);
    put_latex(c->unit[0] ? c->unit : "--", out); fputs(" & ", out);
    put_latex(c->meaning, out); fputs("\\\\\n", out);
  }
  fputs("\\bottomrule\n\\end{tabularx}\n", out);
}
