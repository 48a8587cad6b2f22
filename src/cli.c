/* cli.c: the `impulse` command line, which runs every chapter's experiments.
 *
 *   impulse list
 *   impulse help NAME
 *   impulse help --latex NAME   (the same table, typeset for the book)
 *   impulse run NAME [--set KEY=VALUE]... [--out FILE.csv]
 *
 * Where `--out PATH` writes (the README says the same to the reader):
 *  - PATH is a regular file, new or existing: the CSV goes to a temporary
 *    file in the same folder (impulse-partial-XXXXXX), which is renamed over
 *    PATH when the run is done, so PATH holds its old contents or the whole
 *    new CSV, never a part. A new file gets the mode the umask gives (0666
 *    less the umask, as the shell's > gives); an existing file keeps its
 *    mode, and its owner and group where the system allows it.
 *  - PATH is a file without write permission (for its owner, or for the user
 *    running impulse): refused. rename() needs permission on the folder, not
 *    the file, so it would replace a file its owner protected; root is
 *    refused too, for the same reason.
 *  - PATH is a symbolic link: followed, and what it points to decides by
 *    these rules; a regular file is replaced in its own folder and the link
 *    is left as it is. A link to nothing is refused.
 *  - PATH is a character device (/dev/null), a FIFO, or whatever standard
 *    output is (/dev/stdout, /dev/fd/1, or the file standard output goes
 *    to): the CSV is written through it as a stream once the run is done,
 *    with no temporary file and no rename; it is never replaced.
 *  - PATH is a folder, a block device, a socket, ends in '/', is in a
 *    folder that does not exist, or is too long: refused.
 * Refusals are bad input: one line, exit status 2, and nothing written,
 * since every one of them is found before the experiment starts.
 */
#define _XOPEN_SOURCE 700 /* POSIX 2008 with realpath */
#include "cli.h"

#include "harness.h"

#include <errno.h>
#include <fcntl.h>
#include <getopt.h>
#include <limits.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct cli {
  FILE *out; /* NULL when standard output is closed */
  FILE *err;
} cli;

/* Room for a word the user typed, shown in a message (imp_shown cuts it). */
enum { SHOWN = 96 };
#define SHOW(text, buffer) imp_shown((text), (buffer), sizeof (buffer))

static const char usage[] =
    "usage: impulse list\n"
    "       impulse help NAME\n"
    "       impulse help --latex NAME\n"
    "       impulse run NAME [--set KEY=VALUE]... [--out FILE.csv]\n";

static int say(const cli *c, int status, const char *format, va_list ap) {
  fputs("impulse: ", c->err);
  vfprintf(c->err, format, ap);
  fputc('\n', c->err);
  fflush(c->err);
  return status;
}

static int bad_input(const cli *c, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
static int bad_input(const cli *c, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  int status = say(c, IMP_EXIT_BAD_INPUT, format, ap);
  va_end(ap);
  return status;
}

static int write_failed(const cli *c, const char *format, ...)
    __attribute__((format(printf, 2, 3)));
static int write_failed(const cli *c, const char *format, ...) {
  va_list ap;
  va_start(ap, format);
  int status = say(c, IMP_EXIT_WRITE_FAILED, format, ap);
  va_end(ap);
  return status;
}

static int stdout_closed(const cli *c) {
  return write_failed(c, "standard output is closed: nothing written "
                         "(redirect it, or give --out FILE.csv)");
}

/* What list and help print is checked like a CSV: a full disk or a closed
 * pipe is an error, not a silent success. */
static int finish_printing(const cli *c) {
  if (fflush(c->out) != 0 || ferror(c->out))
    return write_failed(c, "writing standard output failed: %s", strerror(errno));
  return IMP_EXIT_DONE;
}

static void list_names(char *out, size_t size) {
  size_t used = 0;
  out[0] = '\0';
  for (size_t i = 0; i < imp_experiment_count && used < size; i++)
    used += (size_t)snprintf(out + used, size - used, "%s%s", i ? ", " : "",
                             imp_experiments[i]->name);
}

static const imp_experiment *find_or_complain(const cli *c, const char *name) {
  const imp_experiment *e = imp_find_experiment(name);
  if (!e) {
    char names[1024], shown[SHOWN];
    list_names(names, sizeof names);
    bad_input(c, "unknown experiment '%s': the experiments are %s (see impulse list)",
              SHOW(name, shown), names);
  }
  return e;
}

/* ---- the temporary file of a run in progress, for the signal handler
 * (static because a handler can reach nothing else; armed only while the
 * file exists under this name) */

static char pending_temp[PATH_MAX];
static volatile sig_atomic_t pending_armed;
static const int fatal_signals[] = {SIGINT, SIGTERM, SIGHUP};

/* Only async-signal-safe calls: unlink, signal, raise. The signal is
 * blocked while its handler runs, so raise() delivers it on return, with
 * the default action restored: the shell sees a death by that signal. */
static void remove_temp_and_die(int signal_number) {
  if (pending_armed) unlink(pending_temp);
  signal(signal_number, SIG_DFL);
  raise(signal_number);
}

void imp_cli_handle_signals(void) {
  for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++) {
    struct sigaction old, action = {.sa_handler = remove_temp_and_die};
    sigemptyset(&action.sa_mask);
    if (sigaction(fatal_signals[i], NULL, &old) == 0 && old.sa_handler != SIG_IGN)
      sigaction(fatal_signals[i], &action, NULL);
  }
}

static void block_fatal_signals(int how, sigset_t *old) {
  sigset_t set;
  sigemptyset(&set);
  for (size_t i = 0; i < sizeof fatal_signals / sizeof fatal_signals[0]; i++)
    sigaddset(&set, fatal_signals[i]);
  sigprocmask(how, how == SIG_BLOCK ? &set : old, how == SIG_BLOCK ? old : NULL);
}

static void discard_temp(void) {
  unlink(pending_temp);
  pending_armed = 0;
}

/* ---- where the CSV goes */

typedef enum destination {
  TO_STDOUT, /* buffered, then copied to standard output */
  TO_STREAM, /* buffered, then copied through a device or FIFO */
  TO_FILE    /* written to pending_temp, renamed over target */
} destination;

typedef struct output {
  destination kind;
  FILE *csv;                /* where the run writes */
  FILE *stream;             /* TO_STDOUT, TO_STREAM: where the CSV goes at the end */
  char target[PATH_MAX];    /* TO_FILE: the regular file to replace */
  char shown[SHOWN];        /* --out as the user gave it, for messages */
} output;

/* The folder of path: "." for a bare name, "/" for a name in the root. */
static void folder_of(const char *path, char folder[PATH_MAX]) {
  const char *slash = strrchr(path, '/');
  if (!slash) snprintf(folder, PATH_MAX, ".");
  else if (slash == path) snprintf(folder, PATH_MAX, "/");
  else snprintf(folder, PATH_MAX, "%.*s", (int)(slash - path), path);
}

/* One line for a path that lstat, stat or open refused with errno `error`. */
static int refuse_path(const cli *c, const output *o, const char *path, int error) {
  char folder[PATH_MAX], shown[SHOWN];
  folder_of(path, folder);
  switch (error) {
  case ENOENT:
    return bad_input(c, "--out %s: the folder '%s' does not exist", o->shown,
                     SHOW(folder, shown));
  case ENOTDIR:
    return bad_input(c, "--out %s: '%s' is not a folder", o->shown, SHOW(folder, shown));
  case ENAMETOOLONG:
    return bad_input(c, "--out %s: the name is too long (a name in a path takes at most "
                        "%d bytes, a path %d)", o->shown, NAME_MAX, PATH_MAX - 1);
  default:
    return bad_input(c, "--out %s: %s", o->shown, strerror(error));
  }
}

/* A temporary file next to target, with its mode (and owner, if it has one). */
static int create_temp(const cli *c, output *o, mode_t mode, const struct stat *existing) {
  char folder[PATH_MAX], shown[SHOWN];
  folder_of(o->target, folder);
  const char *prefix = strcmp(folder, "/") == 0 ? "" : folder;
  static const char name[] = "/impulse-partial-XXXXXX";
  size_t prefix_length = strlen(prefix);
  if (prefix_length + sizeof name > sizeof pending_temp)
    return bad_input(c, "--out %s: the name is too long for a temporary file beside it "
                        "(a path takes at most %d bytes)", o->shown, PATH_MAX - 1);
  sigset_t old; /* so that no signal falls between creating and arming */
  block_fatal_signals(SIG_BLOCK, &old);
  memcpy(pending_temp, prefix, prefix_length);
  memcpy(pending_temp + prefix_length, name, sizeof name);
  int fd = mkstemp(pending_temp), error = errno;
  if (fd >= 0) pending_armed = 1;
  block_fatal_signals(SIG_SETMASK, &old);
  if (fd < 0)
    return bad_input(c, "--out %s: cannot create a file in the folder '%s': %s", o->shown,
                     SHOW(folder, shown), strerror(error));
  if (existing && (existing->st_uid != geteuid() || existing->st_gid != getegid()) &&
      fchown(fd, existing->st_uid, existing->st_gid) != 0) {
    /* not permitted: the new file is the user's own, as a copy would be */
  }
  if (fchmod(fd, mode) != 0 || !(o->csv = fdopen(fd, "w"))) {
    error = errno;
    close(fd);
    discard_temp();
    return write_failed(c, "--out %s: cannot set up the temporary file: %s", o->shown,
                        strerror(error));
  }
  o->kind = TO_FILE;
  return IMP_EXIT_DONE;
}

static int new_file(const cli *c, output *o, const char *path) {
  char folder[PATH_MAX];
  struct stat st;
  folder_of(path, folder);
  if (stat(folder, &st) != 0) return refuse_path(c, o, path, errno);
  if (!S_ISDIR(st.st_mode)) return refuse_path(c, o, path, ENOTDIR);
  mode_t mask = umask(0); /* reading the umask means setting it */
  umask(mask);
  snprintf(o->target, sizeof o->target, "%s", path);
  return create_temp(c, o, 0666 & ~mask, NULL);
}

static int existing_file(const cli *c, output *o, const char *path, const struct stat *st) {
  if ((st->st_mode & 0222) == 0 || faccessat(AT_FDCWD, path, W_OK, AT_EACCESS) != 0)
    return bad_input(c, "--out %s is read-only: impulse does not replace a protected "
                        "file (make it writable, or choose another name)", o->shown);
  if (!realpath(path, o->target)) return refuse_path(c, o, path, errno);
  return create_temp(c, o, st->st_mode & 0777, st);
}

/* The CSV is buffered in an unlinked temporary file and copied at the end:
 * an interrupted run sends nothing, and leaves nothing behind. */
static int buffered(const cli *c, output *o) {
  if (!(o->csv = tmpfile())) {
    int error = errno;
    if (o->kind == TO_STREAM) fclose(o->stream);
    return write_failed(c, "cannot make a temporary file to hold the CSV: %s",
                        strerror(error));
  }
  return IMP_EXIT_DONE;
}

static int to_standard_output(const cli *c, output *o) {
  if (!c->out) return stdout_closed(c);
  o->kind = TO_STDOUT;
  o->stream = c->out;
  return buffered(c, o);
}

static int is_standard_output(const cli *c, const struct stat *st) {
  struct stat standard;
  return c->out && fileno(c->out) >= 0 && fstat(fileno(c->out), &standard) == 0 &&
         standard.st_dev == st->st_dev && standard.st_ino == st->st_ino;
}

/* A device or FIFO: opened without O_CREAT or O_TRUNC, so nothing there is
 * made or replaced; checked again once open, in case it changed meanwhile. */
static int device(const cli *c, output *o, const char *path) {
  int fd = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC);
  if (fd < 0) return refuse_path(c, o, path, errno);
  struct stat st;
  if (fstat(fd, &st) != 0 || !(S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) ||
      !(o->stream = fdopen(fd, "w"))) {
    close(fd);
    return bad_input(c, "--out %s changed while it was being opened", o->shown);
  }
  o->kind = TO_STREAM;
  return buffered(c, o);
}

static int prepare_output(const cli *c, const char *path, output *o) {
  if (!path) return to_standard_output(c, o);
  SHOW(path, o->shown);
  size_t length = strlen(path);
  if (length == 0) return bad_input(c, "--out needs a file name");
  if (length >= PATH_MAX) return refuse_path(c, o, path, ENAMETOOLONG);
  if (path[length - 1] == '/')
    return bad_input(c, "--out %s names a folder: give a file name such as %srun.csv",
                     o->shown, o->shown);
  struct stat st;
  if (lstat(path, &st) != 0)
    return errno == ENOENT ? new_file(c, o, path) : refuse_path(c, o, path, errno);
  if (S_ISLNK(st.st_mode) && stat(path, &st) != 0) {
    if (errno != ENOENT) return refuse_path(c, o, path, errno);
    char target[PATH_MAX], shown[SHOWN];
    ssize_t n = readlink(path, target, sizeof target - 1);
    target[n > 0 ? n : 0] = '\0';
    return bad_input(c, "--out %s is a symbolic link to '%s', which does not exist",
                     o->shown, SHOW(target, shown));
  }
  if (is_standard_output(c, &st)) return to_standard_output(c, o);
  if (S_ISDIR(st.st_mode))
    return bad_input(c, "--out %s is a folder: give a file name such as %s/run.csv",
                     o->shown, o->shown);
  if (S_ISREG(st.st_mode)) return existing_file(c, o, path, &st);
  if (S_ISCHR(st.st_mode) || S_ISFIFO(st.st_mode)) return device(c, o, path);
  return bad_input(c, "--out %s is a %s: impulse writes to files, pipes and character "
                      "devices", o->shown, S_ISBLK(st.st_mode) ? "block device" : "socket");
}

static int copy_stream(FILE *from, FILE *to) {
  char buffer[1 << 14];
  size_t n;
  rewind(from);
  while ((n = fread(buffer, 1, sizeof buffer, from)) > 0)
    if (fwrite(buffer, 1, n, to) != n) return -1;
  return ferror(from) ? -1 : 0;
}

/* Flush, copy or rename; on any failure the temporary file goes. */
static int finish_output(const cli *c, output *o) {
  int error = 0;
  if (fflush(o->csv) != 0 || ferror(o->csv)) error = errno ? errno : EIO;
  if (o->kind == TO_FILE) {
    if (fclose(o->csv) != 0 && !error) error = errno;
    if (!error && rename(pending_temp, o->target) != 0) error = errno;
    if (error) discard_temp();
    pending_armed = 0;
  } else {
    errno = 0;
    if (!error && (copy_stream(o->csv, o->stream) != 0 || fflush(o->stream) != 0))
      error = errno ? errno : EIO;
    fclose(o->csv);
    if (o->kind == TO_STREAM && fclose(o->stream) != 0 && !error) error = errno;
  }
  if (error)
    return write_failed(c, "writing %s failed: %s",
                        o->kind == TO_STDOUT ? "standard output" : o->shown, strerror(error));
  return IMP_EXIT_DONE;
}

/* A run inside the ranges may still blow up: an explicit stepper past its
 * stability limit is a lesson, not bad input. The CSV is written whole and
 * the status stays 0; one line says where the numbers stopped being numbers,
 * and why if the experiment knows (imp_experiment.unstable). */
static void warn_if_not_finite(const cli *c, const imp_csv *csv) {
  if (csv->bad_row < 0) return;
  const imp_experiment *e = csv->experiment;
  const char *column = e->columns[csv->bad_column].name;
  char where[64];
  if (isnan(csv->bad_time)) snprintf(where, sizeof where, "row %ld", csv->bad_row + 1);
  else snprintf(where, sizeof where, "t = %.6g s", csv->bad_time);
  fprintf(c->err, "impulse: warning: column %s is not finite from %s (%s)\n", column, where,
          e->unstable ? e->unstable : "see impulse help for where the experiment is stable");
  fflush(c->err);
}

static int run_experiment(const cli *c, const imp_args *args, const char *out_path) {
  output o = {.kind = TO_STDOUT};
  int status = prepare_output(c, out_path, &o);
  if (status != IMP_EXIT_DONE) return status;
  imp_csv csv;
  imp_csv_begin(&csv, o.csv, args->experiment);
  imp_sink sink = imp_csv_sink(&csv);
  errno = 0;
  args->experiment->run(args, &sink);
  int done = finish_output(c, &o);
  if (done == IMP_EXIT_DONE) warn_if_not_finite(c, &csv);
  return done;
}

/* ---- the commands */

/* getopt's '?': an option that does not exist, or --help=VALUE. */
static int bad_option(const cli *c, char **argv, const char *short_options) {
  char shown[SHOWN];
  if (optopt && strchr(short_options, optopt))
    return bad_input(c, "%s takes no value", SHOW(argv[optind - 1], shown));
  if (optopt) {
    const char letter[2] = {(char)optopt, '\0'};
    return bad_input(c, "unknown option '-%s': run takes --set KEY=VALUE and --out FILE.csv",
                     SHOW(letter, shown));
  }
  return bad_input(c, "unknown option '%s': run takes --set KEY=VALUE and --out FILE.csv",
                   SHOW(argv[optind - 1], shown));
}

static int command_run(const cli *c, int argc, char **argv) {
  static const struct option options[] = {
      {"set", required_argument, NULL, 's'},
      {"out", required_argument, NULL, 'o'},
      {"help", no_argument, NULL, 'h'},
      {NULL, 0, NULL, 0}};
  static const char short_options[] = ":s:o:h";
  /* Collect first, check after: the experiment's name may come last. */
  const char *sets[256];
  int set_count = 0;
  const char *out_path = NULL;
  char shown[SHOWN], other[SHOWN];
  optind = 0; /* glibc: start afresh, whatever an earlier call left */
  opterr = 0;
  int option;
  while ((option = getopt_long(argc, argv, short_options, options, NULL)) != -1) {
    switch (option) {
    case 's':
      if (set_count == (int)(sizeof sets / sizeof sets[0]))
        return bad_input(c, "too many --set options (at most %d)", set_count);
      sets[set_count++] = optarg;
      break;
    case 'o':
      if (out_path)
        return bad_input(c, "--out is given twice ('%s' and '%s'): give one",
                         SHOW(out_path, shown), SHOW(optarg, other));
      out_path = optarg;
      break;
    case 'h':
      if (!c->out) return stdout_closed(c);
      fputs(usage, c->out);
      return finish_printing(c);
    case ':':
      return bad_input(c, "%s needs a value",
                       optopt == 's' ? "--set" : optopt == 'o' ? "--out" : "an option");
    default: return bad_option(c, argv, "soh");
    }
  }
  if (optind >= argc) return bad_input(c, "run needs an experiment name (see impulse list)");
  if (optind + 1 < argc)
    return bad_input(c, "unexpected argument '%s' after the experiment name '%s'",
                     SHOW(argv[optind + 1], shown), SHOW(argv[optind], other));
  const imp_experiment *e = find_or_complain(c, argv[optind]);
  if (!e) return IMP_EXIT_BAD_INPUT;

  imp_args args;
  imp_args_defaults(e, &args);
  char message[IMP_MESSAGE_SIZE];
  for (int i = 0; i < set_count; i++)
    if (imp_args_set(&args, sets[i], message) != 0) return bad_input(c, "%s", message);
  return run_experiment(c, &args, out_path);
}

/* help NAME, help --latex NAME (argv[0] is "help"). */
static int command_help(const cli *c, int argc, char **argv) {
  char shown[SHOWN], other[SHOWN];
  int latex = argc > 1 && strcmp(argv[1], "--latex") == 0, name = 1 + latex;
  if (argc == 1) {
    if (!c->out) return stdout_closed(c);
    fputs(usage, c->out);
    return finish_printing(c);
  }
  if (argc == name) return bad_input(c, "help --latex needs an experiment name");
  if (argc > name + 1)
    return bad_input(c, "help takes one experiment name: unexpected '%s' after '%s'",
                     SHOW(argv[name + 1], shown), SHOW(argv[name], other));
  const imp_experiment *e = find_or_complain(c, argv[name]);
  if (!e) return IMP_EXIT_BAD_INPUT;
  if (!c->out) return stdout_closed(c);
  (latex ? imp_print_help_latex : imp_print_help)(e, c->out);
  return finish_printing(c);
}

int imp_cli(int argc, char **argv, FILE *out, FILE *err) {
  const cli c = {out, err};
  char shown[SHOWN];
  if (argc < 2)
    return bad_input(&c, "no command: use impulse list, impulse help NAME or "
                         "impulse run NAME [--set KEY=VALUE]... [--out FILE.csv]");
  const char *command = argv[1];
  if (strcmp(command, "run") == 0) return command_run(&c, argc - 1, argv + 1);
  if (strcmp(command, "help") == 0) return command_help(&c, argc - 1, argv + 1);
  int is_list = strcmp(command, "list") == 0;
  if (is_list || strcmp(command, "--help") == 0 || strcmp(command, "-h") == 0) {
    if (argc > 2)
      return bad_input(&c, "%s takes no arguments: unexpected '%s'", command,
                       SHOW(argv[2], shown));
    if (!out) return stdout_closed(&c);
    if (is_list) imp_print_list(out);
    else fputs(usage, out);
    return finish_printing(&c);
  }
  return bad_input(&c, "unknown command '%s': the commands are list, help NAME and run NAME",
                   SHOW(command, shown));
}
