/* fuzz_cli.c: a libFuzzer target for the `impulse` command line and the
 * harness (src/cli.c, src/harness.c), called in-process through imp_cli.
 *
 * The experiments are two small ones defined here, with a parameter of
 * every kind, so an input costs microseconds and reaches the parser, the
 * validation and every kind of output path, not the physics.
 *
 * Sandbox: the target works, while it runs an input, in a folder of its
 * own under /tmp, made anew for every input with fixtures: a file, a read-only file, a folder, links
 * to a file, to nothing and to the folder, and a character device (a node
 * of its own made with mknod where allowed, else a link to /dev/null when
 * not root, who could not replace it). Every '/' in an input becomes '_',
 * so no path reaches outside the folder; byte 0x01 followed by a byte k
 * stands for fixture path k (some with '/': "folder/new.csv", ...).
 *
 * Input: byte 0 chooses whether standard output is closed (bit 0); the
 * rest is the arguments after "impulse", separated by NUL bytes.
 *
 * Properties checked after every call:
 *  - the status is 0, 1 or 2; with 0 nothing is on stderr, otherwise
 *    exactly one line beginning "impulse: ";
 *  - no temporary file (impulse-partial-*) is left;
 *  - the read-only file, the links, the folder and the device are what
 *    they were;
 *  - with status 2 (bad input) nothing in the sandbox changed at all.
 * A failure prints the arguments and aborts.
 */
#define _XOPEN_SOURCE 700
#include "cli.h"
#include "harness.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <sys/types.h>
#include <unistd.h>

/* ---- two experiments, a parameter of each kind */

static const char *const modes[] = {"calm", "wild", NULL};
static const imp_param alpha_params[] = {
    {"x", IMP_REAL, "m", 1.0, -10.0, 10.0, NULL, "a length"},
    {"dt", IMP_REAL, "s", 0.01, 1e-6, 1.0, NULL, "a time step"},
    {"steps", IMP_INTEGER, "", 5.0, 0.0, 40.0, NULL, "how many rows after the first"},
    {"mode", IMP_CHOICE, "", 0.0, 0.0, 0.0, modes, "the sign of x"},
};
static const imp_column alpha_columns[] = {{"t", "s", "time"}, {"x", "m", "a length"}};

static void run_alpha(const imp_args *args, const imp_sink *sink) {
  double x = imp_arg(args, "x") * (imp_arg_choice(args, "mode") ? -1.0 : 1.0);
  for (long i = 0; i <= imp_arg_long(args, "steps"); i++) {
    double row[2] = {(double)i * imp_arg(args, "dt"), x};
    imp_emit(sink, row);
  }
}

static const imp_param beta_params[] = {
    {"n", IMP_INTEGER, "", 3.0, -5.0, 5.0, NULL, "a count"},
};
static const imp_column beta_columns[] = {{"n", "", "the count"}};

static void run_beta(const imp_args *args, const imp_sink *sink) {
  double row[1] = {imp_arg(args, "n")};
  imp_emit(sink, row);
}

static const imp_experiment alpha = {"alpha", 1, "rows of x", alpha_params, 4,
                                     alpha_columns, 2, run_alpha, NULL, 0, NULL, NULL};
static const imp_experiment beta = {"beta", 2, "one row", beta_params, 1, beta_columns, 1,
                                    run_beta, NULL, 0, NULL, NULL};
const imp_experiment *const imp_experiments[] = {&alpha, &beta};
const size_t imp_experiment_count = 2;

/* ---- the sandbox */

static char sandbox[64];
static FILE *null_out;
static int home = -1; /* the folder libFuzzer works in, kept between inputs */

static const char *const fixture_paths[] = {
    "file.csv", "read-only.csv", "folder", "folder/new.csv", "link.csv", "dangling.csv",
    "folder-link", "folder-link/x.csv", "device", "new.csv", "nosuch/x.csv",
    "file.csv/x.csv", "folder/", ".", "..", "alpha", "--out", "--set", "run", "steps=3"};
enum { FIXTURES = sizeof fixture_paths / sizeof fixture_paths[0] };

static void must(int ok, const char *what) {
  if (!ok) {
    perror(what);
    abort();
  }
}

static void write_file(const char *path, const char *text, mode_t mode) {
  FILE *f = fopen(path, "w");
  must(f != NULL, path);
  fputs(text, f);
  must(fclose(f) == 0, path);
  must(chmod(path, mode) == 0, path);
}

static void empty_folder(const char *path) {
  DIR *dir = opendir(path);
  must(dir != NULL, path);
  for (struct dirent *e; (e = readdir(dir));) {
    if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0) continue;
    char child[512];
    snprintf(child, sizeof child, "%s/%s", path, e->d_name);
    struct stat st;
    if (lstat(child, &st) == 0 && S_ISDIR(st.st_mode)) {
      empty_folder(child);
      rmdir(child);
    } else {
      unlink(child);
    }
  }
  closedir(dir);
}

static void make_fixtures(void) {
  empty_folder(".");
  write_file("file.csv", "old\n", 0644);
  write_file("read-only.csv", "protected\n", 0444);
  must(mkdir("folder", 0755) == 0, "folder");
  must(symlink("file.csv", "link.csv") == 0, "link.csv");
  must(symlink("nowhere.csv", "dangling.csv") == 0, "dangling.csv");
  must(symlink("folder", "folder-link") == 0, "folder-link");
  if (mknod("device", S_IFCHR | 0666, makedev(1, 3)) != 0) {
    if (geteuid() != 0) must(symlink("/dev/null", "device") == 0, "device");
  }
}

/* What the sandbox holds: every entry's name, kind, size, mode and link. */
static void snapshot(const char *path, char *out, size_t size, size_t *used) {
  DIR *dir = opendir(path);
  must(dir != NULL, path);
  char names[64][256];
  int n = 0;
  for (struct dirent *e; (e = readdir(dir)) && n < 64;)
    if (strcmp(e->d_name, ".") && strcmp(e->d_name, ".."))
      snprintf(names[n++], sizeof names[0], "%s", e->d_name);
  closedir(dir);
  qsort(names, (size_t)n, sizeof names[0], (int (*)(const void *, const void *))strcmp);
  for (int i = 0; i < n; i++) {
    char child[512], link[256] = "";
    snprintf(child, sizeof child, "%.200s/%.255s", path, names[i]);
    struct stat st;
    if (lstat(child, &st) != 0) continue;
    if (S_ISLNK(st.st_mode)) {
      ssize_t k = readlink(child, link, sizeof link - 1);
      link[k > 0 ? k : 0] = '\0';
    }
    if (*used < size)
      *used += (size_t)snprintf(out + *used, size - *used, "%s %o %lld %s\n", child,
                                (unsigned)st.st_mode, (long long)st.st_size, link);
    if (S_ISDIR(st.st_mode)) snapshot(child, out, size, used);
  }
}

static void take_snapshot(char *out, size_t size) {
  size_t used = 0;
  out[0] = '\0';
  snapshot(".", out, size, &used);
}

static void remove_sandbox(void) {
  if (chdir(sandbox) == 0) {
    empty_folder(".");
    if (fchdir(home) == 0) rmdir(sandbox);
  }
}

/* The target works in the sandbox only while it runs an input: libFuzzer,
 * between inputs, finds itself where it started (its fork mode needs that). */
int LLVMFuzzerInitialize(int *argc, char ***argv);
int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc, (void)argv;
  snprintf(sandbox, sizeof sandbox, "/tmp/impulse-fuzz-cli-XXXXXX");
  must(mkdtemp(sandbox) != NULL, "mkdtemp");
  home = open(".", O_RDONLY | O_DIRECTORY);
  must(home >= 0, "the current folder");
  atexit(remove_sandbox);
  null_out = fopen("/dev/null", "w");
  must(null_out != NULL, "/dev/null");
  return 0;
}

/* ---- one input */

enum { MAX_ARGS = 24, MAX_TEXT = 4096 };

static int decode(const uint8_t *data, size_t size, char text[MAX_TEXT], char *argv[MAX_ARGS + 1]) {
  int argc = 0;
  size_t used = 0;
  argv[argc++] = "impulse";
  argv[argc] = text;
  for (size_t i = 0; i < size && used + 300 < MAX_TEXT; i++) {
    uint8_t c = data[i];
    if (c == 0) {
      text[used++] = '\0';
      if (argc == MAX_ARGS) break;
      argv[++argc] = text + used;
    } else if (c == 1 && i + 1 < size) {
      const char *fixture = fixture_paths[data[++i] % FIXTURES];
      size_t length = strlen(fixture);
      memcpy(text + used, fixture, length);
      used += length;
    } else {
      text[used++] = c == '/' ? '_' : (char)c;
    }
  }
  text[used] = '\0';
  return argc + 1;
}

static void show_args(int argc, char **argv) {
  fputs("arguments:", stderr);
  for (int i = 0; i < argc; i++) {
    char shown[256];
    fprintf(stderr, " '%s'", imp_shown(argv[i], shown, sizeof shown));
  }
  fputc('\n', stderr);
}

static void fail(int argc, char **argv, const char *what, const char *detail) {
  if (fchdir(home) != 0) perror("back to the starting folder");
  fprintf(stderr, "impulse command line: %s\n", what);
  show_args(argc, argv);
  if (detail) fprintf(stderr, "%s\n", detail);
  abort();
}

static int is_link_to(const char *path, const char *target) {
  char link[256];
  ssize_t n = readlink(path, link, sizeof link - 1);
  if (n < 0) return 0;
  link[n] = '\0';
  return strcmp(link, target) == 0;
}

static int partial_left(const char *folder) {
  DIR *dir = opendir(folder);
  if (!dir) return 0;
  int found = 0;
  for (struct dirent *e; (e = readdir(dir));)
    if (strncmp(e->d_name, "impulse-partial-", 16) == 0) found = 1;
  closedir(dir);
  return found;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size == 0) return 0;
  static char text[MAX_TEXT], before[1 << 14], after[1 << 14];
  char *argv[MAX_ARGS + 2];
  int argc = decode(data + 1, size - 1, text, argv);
  argv[argc] = NULL;
  char *original[MAX_ARGS + 2]; /* getopt reorders argv */
  memcpy(original, argv, sizeof argv);
  must(chdir(sandbox) == 0, sandbox);
  make_fixtures();
  take_snapshot(before, sizeof before);

  char *messages = NULL;
  size_t message_size = 0;
  FILE *err = open_memstream(&messages, &message_size);
  must(err != NULL, "open_memstream");
  int status = imp_cli(argc, argv, data[0] & 1 ? NULL : null_out, err);
  fclose(err);

  if (status < 0 || status > 2) fail(argc, original, "status not 0, 1 or 2", messages);
  char *newline = strchr(messages, '\n');
  if (status == 0 && message_size != 0) fail(argc, original, "success with a message", messages);
  if (status != 0 && (strncmp(messages, "impulse: ", 9) != 0 || !newline || newline[1] != '\0'))
    fail(argc, original, "a failure not told in exactly one line", messages);
  free(messages);
  if (partial_left(".") || partial_left("folder"))
    fail(argc, original, "a temporary file was left", NULL);
  struct stat st;
  FILE *kept = fopen("read-only.csv", "r");
  char line[32] = "";
  if (!kept || !fgets(line, sizeof line, kept) || strcmp(line, "protected\n") != 0 ||
      stat("read-only.csv", &st) != 0 || (st.st_mode & 0777) != 0444)
    fail(argc, original, "the read-only file changed", NULL);
  fclose(kept);
  if (!is_link_to("link.csv", "file.csv") || !is_link_to("dangling.csv", "nowhere.csv") ||
      !is_link_to("folder-link", "folder") || lstat("folder", &st) != 0 || !S_ISDIR(st.st_mode))
    fail(argc, original, "a link or the folder changed", NULL);
  if (lstat("device", &st) == 0 && !S_ISCHR(st.st_mode) && !S_ISLNK(st.st_mode))
    fail(argc, original, "the device was replaced", NULL);
  if (status == 2) {
    take_snapshot(after, sizeof after);
    if (strcmp(before, after) != 0) fail(argc, original, "bad input changed the sandbox", after);
  }
  must(fchdir(home) == 0, "back to the starting folder");
  return 0;
}
