/* main.c: the `impulse` program (the command line itself is in cli.c).
 *
 * Exit status: 0 done; 2 bad input (one line on stderr says what and what is
 * allowed, and nothing is written); 1 the output could not be written.
 */
#define _POSIX_C_SOURCE 200809L
#include "cli.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

/* Open /dev/null on any of descriptors 0, 1, 2 that the caller closed
 * (`impulse ... >&-`): otherwise the next file impulse opens would take the
 * number, and what is meant for standard output or the messages would land
 * in it. Returns whether standard output was closed. */
static int plug_closed_descriptors(void) {
  int stdout_was_closed = 0;
  for (int fd = 0; fd <= 2; fd++) {
    if (fcntl(fd, F_GETFD) != -1 || errno != EBADF) continue;
    if (fd == 1) stdout_was_closed = 1;
    int plug = open("/dev/null", fd == 0 ? O_RDONLY : O_WRONLY);
    if (plug >= 0 && plug != fd) close(plug); /* fd is open after all */
  }
  return stdout_was_closed;
}

int main(int argc, char **argv) {
  int closed = plug_closed_descriptors();
  imp_cli_handle_signals();
  int status = imp_cli(argc, argv, closed ? NULL : stdout, stderr);
  /* A close that fails (a full disk on NFS) loses what was written. */
  if (!closed && fclose(stdout) != 0 && status == IMP_EXIT_DONE) {
    fprintf(stderr, "impulse: closing standard output failed: %s\n", strerror(errno));
    status = IMP_EXIT_WRITE_FAILED;
  }
  return status;
}
