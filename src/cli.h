/* cli.h: the `impulse` command line, callable in-process.
 *
 * main.c calls it once; the fuzz target (tests/fuzz/fuzz_cli.c) calls it
 * many times in one process, so it never exits, reads no environment and
 * resets getopt's state on every call. It is not reentrant: the temporary
 * file of a run in progress is known to the signal handler through one
 * static variable (a signal handler can reach nothing else).
 */
#ifndef IMPULSE_CLI_H
#define IMPULSE_CLI_H

#include <stdio.h>

/* Exit status: done; the output could not be written (a write, flush,
 * close or rename failed, or standard output is closed); bad input (one
 * line on `err` says what and what is allowed, and nothing is written). */
enum { IMP_EXIT_DONE = 0, IMP_EXIT_WRITE_FAILED = 1, IMP_EXIT_BAD_INPUT = 2 };

/* Run the command line argv[0..argc) (argv[0] is the program's name; getopt
 * may reorder argv's pointers). Results go to `out` (NULL when standard
 * output is closed), messages to `err`. Returns the exit status. */
int imp_cli(int argc, char **argv, FILE *out, FILE *err);

/* For the program only: on SIGINT, SIGTERM or SIGHUP remove the temporary
 * file of a run in progress, then die of the signal as if nothing had
 * caught it. A signal ignored on entry (nohup, a background job of a
 * non-interactive shell) stays ignored. */
void imp_cli_handle_signals(void);

#endif
