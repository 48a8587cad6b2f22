# The fuzz targets (tests/fuzz/README section of the main README).
#
# In every build, each target is also linked with replay.c into
# fuzz-NAME-replay, and CTest replays the committed seed corpus
# (tests/fuzz/corpus/NAME/) and the reproducers of past findings
# (tests/fuzz/findings/NAME/): the properties the fuzzer checks are checked
# on those inputs by any compiler. With -DIMPULSE_FUZZ=ON (Clang only) the
# libFuzzer programs fuzz-NAME are built too; tests/fuzz/run.sh does that.
set(fuzz_dir "${CMAKE_SOURCE_DIR}/tests/fuzz")
set(fuzz_targets cli)
if(EXISTS "${TANGLED}/include/imp/collide.h")
  list(APPEND fuzz_targets collide) # the narrow phase, from chapter 8 on
endif()
if(EXISTS "${TANGLED}/include/imp/world.h")
  list(APPEND fuzz_targets world) # the world's step, from chapter 10 on
endif()

add_library(impulse_cli_fuzz STATIC src/cli.c src/harness.c)
target_include_directories(impulse_cli_fuzz PUBLIC src)
target_compile_options(impulse_cli_fuzz PRIVATE ${IMPULSE_WARNINGS})

foreach(target IN LISTS fuzz_targets)
  set(source "${fuzz_dir}/fuzz_${target}.c")
  if(target STREQUAL "cli")
    set(libraries impulse_cli_fuzz)
  else()
    set(libraries imp)
  endif()
  add_executable(fuzz-${target}-replay "${source}" "${fuzz_dir}/replay.c")
  target_link_libraries(fuzz-${target}-replay PRIVATE ${libraries})
  target_compile_options(fuzz-${target}-replay PRIVATE ${IMPULSE_WARNINGS})
  add_test(NAME fuzz.${target}-corpus
           COMMAND fuzz-${target}-replay "${fuzz_dir}/corpus/${target}")
  set_tests_properties(fuzz.${target}-corpus PROPERTIES LABELS fuzz)
  if(EXISTS "${fuzz_dir}/findings/${target}")
    add_test(NAME fuzz.${target}-findings
             COMMAND fuzz-${target}-replay "${fuzz_dir}/findings/${target}")
    set_tests_properties(fuzz.${target}-findings PROPERTIES LABELS fuzz)
  endif()
  if(IMPULSE_FUZZ)
    add_executable(fuzz-${target} "${source}")
    target_link_libraries(fuzz-${target} PRIVATE ${libraries})
    target_compile_options(fuzz-${target} PRIVATE ${IMPULSE_WARNINGS})
    target_link_options(fuzz-${target} PRIVATE -fsanitize=fuzzer)
  endif()
endforeach()
