/* replay.c: run a fuzz target on saved inputs, without libFuzzer.
 *
 *   fuzz-NAME-replay PATH...   (a file, or a folder of files)
 *
 * Linked with a target in the ordinary build (any C compiler), it makes the
 * committed seed corpus and the reproducers of past findings into tests: a
 * target aborts on a broken property, which fails the test. libFuzzer
 * builds use libFuzzer's own main instead.
 */
#define _XOPEN_SOURCE 700 /* realpath */
#include <dirent.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerInitialize(int *argc, char ***argv);
/* A target without an initializer gets this one (weak: a target's own wins). */
__attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv) {
  (void)argc, (void)argv;
  return 0;
}

static int replay_file(const char *path) {
  FILE *file = fopen(path, "rb");
  if (!file) { perror(path); return -1; }
  static uint8_t data[1 << 20];
  size_t size = fread(data, 1, sizeof data, file);
  fclose(file);
  uint8_t *copy = malloc(size ? size : 1); /* its own block: overreads are seen */
  if (!copy) return -1;
  memcpy(copy, data, size);
  fprintf(stderr, "replay %s (%zu bytes)\n", path, size);
  LLVMFuzzerTestOneInput(copy, size);
  free(copy);
  return 0;
}

static int by_name(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

int main(int argc, char **argv) {
  for (int i = 1; i < argc; i++) { /* a target may change folder (fuzz_cli does) */
    char *absolute = realpath(argv[i], NULL);
    if (!absolute) { perror(argv[i]); return 1; }
    argv[i] = absolute;
  }
  LLVMFuzzerInitialize(&argc, &argv);
  int count = 0;
  for (int i = 1; i < argc; i++) {
    struct stat st;
    if (stat(argv[i], &st) != 0) { perror(argv[i]); return 1; }
    if (!S_ISDIR(st.st_mode)) {
      if (replay_file(argv[i]) != 0) return 1;
      count++;
      continue;
    }
    DIR *dir = opendir(argv[i]);
    if (!dir) { perror(argv[i]); return 1; }
    char *names[4096];
    int n = 0;
    for (struct dirent *e; (e = readdir(dir)) && n < 4096;)
      if (e->d_name[0] != '.') names[n++] = strdup(e->d_name);
    closedir(dir);
    qsort(names, (size_t)n, sizeof names[0], by_name);
    for (int k = 0; k < n; k++) {
      char path[4096];
      snprintf(path, sizeof path, "%s/%s", argv[i], names[k]);
      if (replay_file(path) != 0) return 1;
      free(names[k]);
      count++;
    }
  }
  if (count == 0) { fprintf(stderr, "no inputs\n"); return 1; }
  printf("ok: %d inputs, every property held\n", count);
  return 0;
}
