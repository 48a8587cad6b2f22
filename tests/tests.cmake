# Test registration. Labels: `check` (a chapter's numerical checks),
# `cli` (the impulse program's contract), `build` (tangle, prefixes, book).

# ---- the chapters' checks: one CTest test per check, named chNN.check-name.
# The names come from the program itself (`--list`) when ctest starts, so a
# check added to a chapter is a test without touching this file.
file(GLOB check_sources "${TANGLED}/tests/ch[0-9][0-9]_*.c")
foreach(source IN LISTS check_sources)
  get_filename_component(program "${source}" NAME_WE)
  string(SUBSTRING "${program}" 0 4 prefix)
  add_executable(${program} "${source}")
  target_link_libraries(${program} PRIVATE impulse_experiments)
  target_compile_options(${program} PRIVATE ${IMPULSE_WARNINGS})
  set(discover "${CMAKE_BINARY_DIR}/discover-${program}.cmake")
  file(GENERATE OUTPUT "${discover}" CONTENT "
set(program \"$<TARGET_FILE:${program}>\")
if(EXISTS \"\${program}\")
  execute_process(COMMAND \"\${program}\" --list OUTPUT_VARIABLE names)
  string(REPLACE \"\\n\" \";\" names \"\${names}\")
  foreach(name IN LISTS names)
    if(name)
      add_test(${prefix}.\${name} \"\${program}\" \${name})
      set_tests_properties(${prefix}.\${name} PROPERTIES LABELS check)
    endif()
  endforeach()
else()
  add_test(${prefix}.not-built \"\${program}\")
endif()
")
  set_property(DIRECTORY APPEND PROPERTY TEST_INCLUDE_FILES "${discover}")
endforeach()

# ---- the impulse program on good and bad input
include(tests/cli.cmake)

# ---- the fuzz targets' seed corpus and past findings, replayed
include(tests/fuzz/fuzz.cmake)

# ---- same inputs, same bits: every experiment's CSV on rerun and from an
# -O0 and an -O2 build of the same tree (built under determinism/)
add_test(NAME determinism
         COMMAND sh "${CMAKE_SOURCE_DIR}/tests/determinism.sh" $<TARGET_FILE:impulse>
                 "${CMAKE_SOURCE_DIR}" "${CMAKE_BINARY_DIR}/determinism" "${IMPULSE_CHAPTERS}"
                 "${CMAKE_C_COMPILER}")
set_tests_properties(determinism PROPERTIES LABELS build TIMEOUT 1200)

# ---- the literate build itself: only for the whole book
if(IMPULSE_CHAPTERS STREQUAL "all")
  add_test(NAME tangle-in-sync
           COMMAND sh "${CMAKE_SOURCE_DIR}/tests/tangle-in-sync.sh"
                   "${CMAKE_SOURCE_DIR}" "${CMAKE_BINARY_DIR}/tangle-check")
  set_tests_properties(tangle-in-sync PROPERTIES LABELS build)

  foreach(n RANGE 1 ${chapter_total})
    add_test(NAME prefix-${n}
             COMMAND sh "${CMAKE_SOURCE_DIR}/tests/prefix.sh" "${CMAKE_SOURCE_DIR}"
                     "${CMAKE_BINARY_DIR}/prefix-${n}" ${n}
                     -DCMAKE_BUILD_TYPE=${CMAKE_BUILD_TYPE}
                     -DIMPULSE_SANITIZE=${IMPULSE_SANITIZE})
    set_tests_properties(prefix-${n} PROPERTIES LABELS build TIMEOUT 1200)
  endforeach()
endif()

if(IMPULSE_BOOK)
  add_test(NAME book
           COMMAND sh "${CMAKE_SOURCE_DIR}/tests/book-check.sh" "${CMAKE_BINARY_DIR}"
                   ${chapter_args}
           WORKING_DIRECTORY "${CMAKE_SOURCE_DIR}")
  set_tests_properties(book PROPERTIES LABELS build RESOURCE_LOCK book)
  add_test(NAME book-report
           COMMAND sh "${CMAKE_SOURCE_DIR}/tests/book-report.sh" "${PYTHON3}"
                   "${CMAKE_SOURCE_DIR}" "${CMAKE_BINARY_DIR}")
  set_tests_properties(book-report PROPERTIES LABELS build RESOURCE_LOCK book DEPENDS book)
  add_test(NAME book-weave-filters
           COMMAND sh "${CMAKE_SOURCE_DIR}/tests/weave-filters.sh" "${CMAKE_SOURCE_DIR}"
                   "${CMAKE_BINARY_DIR}/weave-filters")
  set_tests_properties(book-weave-filters PROPERTIES LABELS build)
endif()

# ---- the whole engine on a long run (tests/soak.c, from chapter 10 on):
# see the README for what each build runs
if(EXISTS "${TANGLED}/experiments/shared/room-scene.h")
  add_executable(soak "${CMAKE_SOURCE_DIR}/tests/soak.c")
  target_link_libraries(soak PRIVATE impulse_experiments)
  target_compile_options(soak PRIVATE ${IMPULSE_WARNINGS})
  # 1,000 bodies, 10,000 steps with chapter 10's resolver (about 20 s
  # unloaded, four minutes under the sanitizers); chapter 11's and 12's
  # resolvers cost more per contact, so fewer bodies for as many steps.
  # These are labelled `long`: the ordinary suite runs them, the prefix
  # builds and the sanitizer build run the short ones below instead.
  add_test(NAME soak COMMAND soak 1000 10000 centres 10)
  set_tests_properties(soak PROPERTIES LABELS "soak;long" TIMEOUT 1500)
  add_test(NAME soak-short COMMAND soak 200 2000 centres 5)
  set_tests_properties(soak-short PROPERTIES LABELS soak TIMEOUT 600)
  if(EXISTS "${TANGLED}/include/imp/impulse.h")
    add_test(NAME soak-impulses COMMAND soak 100 10000 impulses 3)
    set_tests_properties(soak-impulses PROPERTIES LABELS "soak;long" TIMEOUT 1500)
    add_test(NAME soak-short-impulses COMMAND soak 30 2000 impulses 3)
    set_tests_properties(soak-short-impulses PROPERTIES LABELS soak TIMEOUT 600)
  endif()
  if(EXISTS "${TANGLED}/include/imp/friction.h")
    add_test(NAME soak-friction COMMAND soak 30 10000 friction 3)
    set_tests_properties(soak-friction PROPERTIES LABELS "soak;long" TIMEOUT 1500)
    add_test(NAME soak-short-friction COMMAND soak 20 2000 friction 3)
    set_tests_properties(soak-short-friction PROPERTIES LABELS soak TIMEOUT 600)
  endif()
endif()
