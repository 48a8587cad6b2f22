/* main.c: the `impulse` program, which runs every chapter's experiments.
 *
 *   impulse list
 *   impulse help NAME
 *   impulse help --latex NAME   (the same table, typeset for the book)
 *   impulse run NAME [--set KEY=VALUE]... [--out FILE.csv]
 *
 * Exit status: 0 done; 2 bad input (one line on stderr says what and what is
 * allowed, and nothing is written); 1 the output could not be written.
 */
#define _POSIX_C_SOURCE 200809L
#include "harness.h"

#include <errno.h>
#include <getopt.h>
#include <libgen.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

enum { EXIT_BAD_INPUT = 2 };

static const char usage[] =
    "usage: impulse list\n"
    "       impulse help NAME\n"
    "       impulse help --latex NAME\n"
    "       impulse run NAME [--set KEY=VALUE]... [--out FILE.csv]\n";

static int bad_input(const char *format, ...)
    __attribute__((format(printf, 1, 2)));

static int bad_input(const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  fputs("impulse: ", stderr);
  vfprintf(stderr, format, ap);
  fputc('\n', stderr);
  va_end(ap);
  return EXIT_BAD_INPUT;
}

static void list_names(char *out, size_t size) {
  size_t used = 0;
  out[0] = '\0';
  for (size_t i = 0; i < imp_experiment_count && used < size; i++)
    used += (size_t)snprintf(out + used, size - used, "%s%s", i ? ", " : "",
                             imp_experiments[i]->name);
}

static const imp_experiment *find_or_complain(const char *name) {
  const imp_experiment *e = imp_find_experiment(name);
  if (!e) {
    char names[1024];
    list_names(names, sizeof names);
    bad_input("unknown experiment '%s': the experiments are %s (see impulse list)",
              name, names);
  }
  return e;
}

/* The folder --out names must exist and the path must not be a folder. */
static int check_output_path(const char *path) {
  struct stat st;
  if (path[0] == '\0') return bad_input("--out needs a file name");
  if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
    return bad_input("--out %s is a folder: give a file name such as %s/run.csv",
                     path, path);
  char copy[4096];
  snprintf(copy, sizeof copy, "%s", path);
  const char *folder = dirname(copy);
  if (stat(folder, &st) != 0 || !S_ISDIR(st.st_mode))
    return bad_input("--out %s: the folder '%s' does not exist", path, folder);
  return 0;
}

static int copy_stream(FILE *from, FILE *to) {
  char buffer[1 << 14];
  size_t n;
  rewind(from);
  while ((n = fread(buffer, 1, sizeof buffer, from)) > 0)
    if (fwrite(buffer, 1, n, to) != n) return -1;
  return ferror(from) ? -1 : 0;
}

/* Run into a temporary file first: a run that fails leaves no partial CSV. */
static int run_experiment(const imp_args *args, const char *out_path) {
  char temp_path[4200] = "";
  FILE *file;
  if (out_path) {
    snprintf(temp_path, sizeof temp_path, "%s.partial-XXXXXX", out_path);
    int fd = mkstemp(temp_path);
    file = fd < 0 ? NULL : fdopen(fd, "w");
  } else {
    file = tmpfile();
  }
  if (!file) {
    fprintf(stderr, "impulse: cannot write %s: %s\n", out_path ? out_path : "a temporary file",
            strerror(errno));
    return EXIT_FAILURE;
  }
  imp_csv csv;
  imp_csv_begin(&csv, file, args->experiment);
  imp_sink sink = imp_csv_sink(&csv);
  args->experiment->run(args, &sink);

  int failed = fflush(file) != 0 || ferror(file);
  if (!out_path) failed = failed || copy_stream(file, stdout) != 0 || fflush(stdout) != 0;
  failed = (fclose(file) != 0) || failed;
  if (out_path && !failed && rename(temp_path, out_path) != 0) failed = 1;
  if (failed) {
    fprintf(stderr, "impulse: writing %s failed: %s\n", out_path ? out_path : "standard output",
            strerror(errno));
    if (out_path) unlink(temp_path);
    return EXIT_FAILURE;
  }
  return EXIT_SUCCESS;
}

static int command_run(int argc, char **argv) {
  static const struct option options[] = {
      {"set", required_argument, NULL, 's'},
      {"out", required_argument, NULL, 'o'},
      {"help", no_argument, NULL, 'h'},
      {NULL, 0, NULL, 0}};
  /* Collect first, check after: the experiment's name may come last. */
  const char *sets[256];
  int set_count = 0;
  const char *out_path = NULL;
  opterr = 0;
  int c;
  while ((c = getopt_long(argc, argv, ":s:o:h", options, NULL)) != -1) {
    switch (c) {
    case 's':
      if (set_count == (int)(sizeof sets / sizeof sets[0]))
        return bad_input("too many --set options");
      sets[set_count++] = optarg;
      break;
    case 'o': out_path = optarg; break;
    case 'h': fputs(usage, stdout); return EXIT_SUCCESS;
    case ':': return bad_input("%s needs a value", argv[optind - 1]);
    default: return bad_input("unknown option '%s': run takes --set KEY=VALUE and --out FILE.csv",
                              argv[optind - 1]);
    }
  }
  if (optind >= argc) return bad_input("run needs an experiment name (see impulse list)");
  if (optind + 1 < argc)
    return bad_input("unexpected argument '%s' after the experiment name '%s'",
                     argv[optind + 1], argv[optind]);
  const imp_experiment *e = find_or_complain(argv[optind]);
  if (!e) return EXIT_BAD_INPUT;

  imp_args args;
  imp_args_defaults(e, &args);
  char message[IMP_MESSAGE_SIZE];
  for (int i = 0; i < set_count; i++)
    if (imp_args_set(&args, sets[i], message) != 0)
      return bad_input("%s", message);
  if (out_path && check_output_path(out_path) != 0) return EXIT_BAD_INPUT;
  return run_experiment(&args, out_path);
}

int main(int argc, char **argv) {
  if (argc < 2)
    return bad_input("no command: use impulse list, impulse help NAME or "
                     "impulse run NAME [--set KEY=VALUE]... [--out FILE.csv]");
  const char *command = argv[1];
  if (strcmp(command, "list") == 0 && argc == 2) {
    imp_print_list(stdout);
    return EXIT_SUCCESS;
  }
  if (strcmp(command, "help") == 0 && argc == 3) {
    const imp_experiment *e = find_or_complain(argv[2]);
    if (!e) return EXIT_BAD_INPUT;
    imp_print_help(e, stdout);
    return EXIT_SUCCESS;
  }
  if (strcmp(command, "help") == 0 && argc == 4 && strcmp(argv[2], "--latex") == 0) {
    const imp_experiment *e = find_or_complain(argv[3]);
    if (!e) return EXIT_BAD_INPUT;
    imp_print_help_latex(e, stdout);
    return EXIT_SUCCESS;
  }
  if (strcmp(command, "run") == 0) return command_run(argc - 1, argv + 1);
  if (strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0 ||
      (strcmp(command, "help") == 0 && argc == 2)) {
    fputs(usage, stdout);
    return EXIT_SUCCESS;
  }
  return bad_input("unknown command '%s': the commands are list, help NAME and run NAME",
                   command);
}
