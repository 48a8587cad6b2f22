# The impulse program's contract (DESIGN.md, "Experiments"): every kind of bad
# input gets exit status 2, exactly one line on stderr that names the problem
# and what is allowed, and no output file, partial or whole.
set(cli_out "${CMAKE_BINARY_DIR}/cli")
file(MAKE_DIRECTORY "${cli_out}")

function(cli_bad name pattern)
  add_test(NAME cli.${name}
           COMMAND sh "${CMAKE_SOURCE_DIR}/tests/cli-expect.sh" 2 "${pattern}"
                   "${cli_out}/${name}/${name}.csv" $<TARGET_FILE:impulse> ${ARGN})
  set_tests_properties(cli.${name} PROPERTIES LABELS cli)
endfunction()

set(out_args --out "${cli_out}/@OUT@")
# (cli-expect.sh replaces @OUT@ by the case's own output file.)
cli_bad(no-command            "no command"                        )
cli_bad(unknown-command       "unknown command 'frobnicate'"      frobnicate)
cli_bad(help-unknown          "unknown experiment 'nosuch'.*spin" help nosuch)
cli_bad(run-no-name           "run needs an experiment name"      run ${out_args})
cli_bad(run-unknown           "unknown experiment 'nosuch'.*spin" run nosuch ${out_args})
cli_bad(unknown-parameter     "spin has no parameter 'speed'.*wx, wy, wz, dt, steps"
        run spin --set speed=3 ${out_args})
cli_bad(not-a-number          "dt=fast is not a number: dt takes a number in \\[1e-06, 1\\] s"
        run spin --set dt=fast ${out_args})
cli_bad(trailing-junk         "dt=0.01s is not a number"          run spin --set dt=0.01s ${out_args})
cli_bad(empty-value           "dt= is not a number"               run spin --set dt= ${out_args})
cli_bad(infinite              "wx=inf is not finite: wx takes a number in \\[-100, 100\\] rad/s"
        run spin --set wx=inf ${out_args})
cli_bad(nan                   "wy=nan is not finite"              run spin --set wy=nan ${out_args})
cli_bad(out-of-range-low      "dt=0 is out of range: dt takes a number in \\[1e-06, 1\\] s"
        run spin --set dt=0 ${out_args})
cli_bad(out-of-range-high     "wz=1e3 is out of range"            run spin --set wz=1e3 ${out_args})
cli_bad(negative-steps        "steps=-5 is out of range: steps takes a whole number in \\[1, 1000000\\]"
        run spin --set steps=-5 ${out_args})
cli_bad(fractional-steps      "steps=2.5 is not a whole number"   run spin --set steps=2.5 ${out_args})
cli_bad(set-without-equals    "--set dt: expected KEY=VALUE"      run spin --set dt ${out_args})
cli_bad(set-without-value     "--set needs a value"               run spin --set)
cli_bad(unknown-option        "unknown option '--speed'"          run spin --speed 3 ${out_args})
cli_bad(extra-argument        "unexpected argument 'twice'"       run spin twice ${out_args})
cli_bad(missing-folder        "the folder '.*/no-such-folder' does not exist"
        run spin --out "${cli_out}/no-such-folder/spin.csv")
cli_bad(output-is-folder      "is a folder"                       run spin --out "${cli_out}")
# The word that is wrong is the one the message names.
cli_bad(short-option          "unknown option '-x'"               run -xy spin ${out_args})
cli_bad(help-takes-no-value   "--help=3 takes no value"           run --help=3 spin)
cli_bad(list-extra            "list takes no arguments: unexpected 'extra'" list extra)
cli_bad(help-two-names        "help takes one experiment name: unexpected 'extra' after 'spin'"
        help spin extra)
cli_bad(help-latex-no-name    "help --latex needs an experiment name" help --latex)
cli_bad(out-twice             "--out is given twice"              run spin ${out_args} ${out_args})
# What a number is (impulse help says it): decimal, nothing around it;
# whole numbers in digits only.
cli_bad(hex-float             "dt=0x1p-7 is not a number"         run spin --set dt=0x1p-7 ${out_args})
cli_bad(leading-space         "dt= 0.01 is not a number"          run spin "--set=dt= 0.01" ${out_args})
cli_bad(trailing-space        "dt=0.01  is not a number"          run spin "--set=dt=0.01 " ${out_args})
cli_bad(exponent-steps        "steps=1e1 is not a whole number"   run spin --set steps=1e1 ${out_args})
cli_bad(point-zero-steps      "steps=10.0 is not a whole number"  run spin --set steps=10.0 ${out_args})
cli_bad(lone-exponent         "dt=1e is not a number"             run spin --set dt=1e ${out_args})
cli_bad(lone-sign             "dt=- is not a number"              run spin --set dt=- ${out_args})
cli_bad(overflow              "wx=1e999 is out of range"          run spin --set wx=1e999 ${out_args})
cli_bad(infinity-word         "wx=-Infinity is not finite"        run spin --set wx=-Infinity ${out_args})
# Output paths that cannot be a new file: all exit 2, before the run.
file(WRITE "${cli_out}/a-file" "")
string(REPEAT "n" 300 long_name)
string(REPEAT "d/" 2100 long_path)
cli_bad(out-trailing-slash    "--out .*/no-such-folder/ names a folder"
        run spin --out "${cli_out}/no-such-folder/")
cli_bad(out-folder-is-file    "'.*/a-file' is not a folder"       run spin --out "${cli_out}/a-file/spin.csv")
cli_bad(out-name-too-long     "the name is too long"              run spin --out "${cli_out}/${long_name}.csv")
cli_bad(out-path-too-long     "the name is too long"              run spin --out "${long_path}spin.csv")
cli_bad(out-empty             "--out needs a file name"           run spin --out=)

# Cases that name a later chapter's experiment exist only when it is built.
if("oscillator" IN_LIST experiment_names)
cli_bad(bad-choice            "integrator=rk4 is not allowed: integrator takes one of symplectic, explicit, gped"
        run oscillator --set integrator=rk4 ${out_args})
cli_bad(zero-mass             "m=0 is out of range: m takes a number in \\[0.001, 1000\\] kg"
        run oscillator --set m=0 ${out_args})
cli_bad(damping-above-one     "damping=1.5 is out of range"       run projectile --set damping=1.5 ${out_args})
endif()
# A good value after a bad one changes nothing: the run is still refused.
cli_bad(bad-after-good        "steps=0 is out of range"           run spin --set steps=10 --set steps=0 ${out_args})

# The good paths: list names every experiment file, help prints the tables,
# and a run writes the header and one row per step plus the initial state.
add_test(NAME cli.list-matches-experiments
         COMMAND sh "${CMAKE_SOURCE_DIR}/tests/cli-list.sh" $<TARGET_FILE:impulse> ${experiment_names})
add_test(NAME cli.run-writes-csv
         COMMAND sh "${CMAKE_SOURCE_DIR}/tests/cli-run.sh" $<TARGET_FILE:impulse> "${cli_out}")
set_tests_properties(cli.list-matches-experiments cli.run-writes-csv PROPERTIES LABELS cli)

# Where --out writes (src/cli.c): a regular file replaced whole with the
# umask's mode or its own, a read-only file refused, a link followed and
# kept, a FIFO or a device written through and kept; a run killed by a
# signal leaves no temporary file; a closed or full standard output is an
# error; names with control characters are shown on one line; the numbers
# the rule allows are read as the same number.
foreach(script out signal stdout escape numbers)
  add_test(NAME cli.${script}
           COMMAND sh "${CMAKE_SOURCE_DIR}/tests/cli-${script}.sh" $<TARGET_FILE:impulse>
                   "${cli_out}/${script}" "${CMAKE_SOURCE_DIR}/tests/cli-expect.sh")
  set_tests_properties(cli.${script} PROPERTIES LABELS cli TIMEOUT 120)
endforeach()
foreach(name IN LISTS experiment_names)
  add_test(NAME cli.ranges-${name}
           COMMAND sh "${CMAKE_SOURCE_DIR}/tests/cli-ranges.sh" $<TARGET_FILE:impulse> ${name} "${cli_out}")
  set_tests_properties(cli.ranges-${name} PROPERTIES LABELS cli)
  add_test(NAME cli.help-${name} COMMAND $<TARGET_FILE:impulse> help ${name})
  set_tests_properties(cli.help-${name} PROPERTIES LABELS cli
    PASS_REGULAR_EXPRESSION "parameters \\(--set NAME=VALUE\\):.*numbers: decimal.*columns of the CSV:.*example: impulse run ${name}")
endforeach()

# An experiment that chooses the world's resolve stage says in its help which
# stage a world made with the engine's defaults gets, beside its own default:
# the last stage the chapters built mark RECOMMENDED (chapter 10's table),
# read here from the chapters' text, not from the program.
set(engine_stage "")
foreach(chapter IN LISTS chapters)
  file(STRINGS "${chapter}" marks REGEX "^ *RECOMMENDED\\([a-z_]+,")
  foreach(mark IN LISTS marks)
    string(REGEX REPLACE "^ *RECOMMENDED\\(([a-z_]+),.*" "\\1" engine_stage "${mark}")
  endforeach()
endforeach()
foreach(name room room-poses)
  if(name IN_LIST experiment_names)
    add_test(NAME cli.help-${name}-engine-stage COMMAND $<TARGET_FILE:impulse> help ${name})
    set_tests_properties(cli.help-${name}-engine-stage PROPERTIES LABELS cli
      PASS_REGULAR_EXPRESSION
      "  resolver +the resolve stage; a world made with the engine's defaults gets ${engine_stage}\n +default centres;")
  endif()
endforeach()

# Runs inside the ranges that blow up on purpose, where the blowing up is the
# lesson (an explicit stepper past its stability limit, which the
# parameter's help line states): exit 0, the CSV whole, one warning line
# naming the first column that is not finite and its time.
function(cli_unstable experiment rows column)
  string(REPLACE ";" "-" tag "${ARGN}")
  string(REGEX REPLACE "[^a-z0-9-]" "-" tag "${tag}")
  add_test(NAME cli.unstable-${experiment}-${tag}
           COMMAND sh "${CMAKE_SOURCE_DIR}/tests/cli-unstable.sh" $<TARGET_FILE:impulse>
                   "${cli_out}/unstable" ${rows} ${column} ${experiment} ${ARGN})
  set_tests_properties(cli.unstable-${experiment}-${tag} PROPERTIES LABELS cli)
endfunction()
if("spin" IN_LIST experiment_names)
  cli_unstable(spin 2001 matrix_orth wx=100)
  cli_unstable(spin 2001 matrix_orth wy=-100)
  cli_unstable(spin 2001 matrix_orth wz=31)
  cli_unstable(spin 2001 quat_orth dt=1)
  cli_unstable(spin 200001 matrix_orth steps=200000)
endif()
if("oscillator" IN_LIST experiment_names)
  cli_unstable(oscillator 201 x m=0.001)
  cli_unstable(oscillator 201 x k=1e6)
endif()
if("drag" IN_LIST experiment_names)
  cli_unstable(drag 501 power k1=1000)
endif()
if("stiff-spring" IN_LIST experiment_names)
  cli_unstable(stiff-spring 21 e_ordinary m=0.001)
  cli_unstable(stiff-spring 21 e_ordinary k=1e6)
  cli_unstable(stiff-spring 21 e_ordinary b=1e4)
  cli_unstable(stiff-spring 21 e_ordinary dt=1)
  cli_unstable(stiff-spring 29 e_ordinary steps=28)
endif()
# Every experiment at every numeric parameter's ends: nothing not finite
# without the warning (tests/cli-finite.sh says how the runs are kept short).
add_test(NAME cli.finite-sweep
         COMMAND sh "${CMAKE_SOURCE_DIR}/tests/cli-finite.sh" $<TARGET_FILE:impulse>
                 "${cli_out}/finite")
set_tests_properties(cli.finite-sweep PROPERTIES LABELS "cli;long") # not in prefixes or sanitizers
