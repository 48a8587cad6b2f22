# The book: run every experiment at its defaults, draw every figure, weave the
# chapters, and typeset the whole with pdflatex and bibtex.
find_program(NOWEAVE noweave REQUIRED)
find_program(GNUPLOT gnuplot REQUIRED)
find_program(PDFLATEX pdflatex REQUIRED)
find_program(BIBTEX bibtex REQUIRED)
find_program(MAKEINDEX makeindex REQUIRED)
find_program(PYTHON3 python3 REQUIRED)  # src/book-report.py, the book-report test

set(DATA "${CMAKE_BINARY_DIR}/data")
set(FIGURES "${CMAKE_BINARY_DIR}/figures")
set(BOOK "${CMAKE_BINARY_DIR}/book")
file(MAKE_DIRECTORY "${DATA}" "${DATA}/measured" "${FIGURES}" "${BOOK}")

# ---- one CSV per experiment at its defaults, and one per variant a figure
# asks for. A figure's script names its runs in a line `# data: RUN...`,
# where RUN is an experiment's name, or a name followed by settings written
# +KEY-VALUE (the first - splits key from value: spin+wx-0+dt-0.05). A run's
# CSV is data/RUN.csv, and the script reads it as csv('RUN'). A RUN written
# measured/NAME is a committed measurement instead (see below).
function(add_run run)
  set(output "${DATA}/${run}.csv")
  get_property(known GLOBAL PROPERTY impulse_runs)
  if(run IN_LIST known)
    return()
  endif()
  set_property(GLOBAL APPEND PROPERTY impulse_runs "${run}")
  # measured/NAME is not a run but a committed measurement (a benchmark's
  # timings on a stated machine): book/measured/NAME.csv, copied beside the runs.
  if(run MATCHES "^measured/([a-z0-9-]+)$")
    set(source "${CMAKE_SOURCE_DIR}/book/measured/${CMAKE_MATCH_1}.csv")
    if(NOT EXISTS "${source}")
      message(FATAL_ERROR "a figure reads ${run}, but book/measured/${CMAKE_MATCH_1}.csv does not exist")
    endif()
    add_custom_command(
      OUTPUT "${output}"
      COMMAND ${CMAKE_COMMAND} -E copy "${source}" "${output}"
      DEPENDS "${source}"
      COMMENT "Copying the measurement ${run}"
      VERBATIM)
    return()
  endif()
  string(REPLACE "+" ";" parts "${run}")
  list(POP_FRONT parts name)
  if(NOT name IN_LIST experiment_names)
    message(FATAL_ERROR "a figure reads experiment '${name}', which no chapter defines")
  endif()
  set(settings "")
  foreach(part IN LISTS parts)
    if(NOT part MATCHES "^([a-z0-9_]+)-(.+)$")
      message(FATAL_ERROR "run '${run}': '${part}' is not KEY-VALUE")
    endif()
    list(APPEND settings --set "${CMAKE_MATCH_1}=${CMAKE_MATCH_2}")
  endforeach()
  add_custom_command(
    OUTPUT "${output}"
    COMMAND impulse run ${name} ${settings} --out "${output}"
    DEPENDS impulse
    COMMENT "Running ${run}"
    VERBATIM)
endfunction()

foreach(name IN LISTS experiment_names)
  add_run(${name})
endforeach()

# ---- one PDF and one PNG per gnuplot script; the script gets the folder of
# the CSV files as `data` and the output path without extension as `out`.
# src/plot.sh runs it, and fails the step on any message from gnuplot: a
# misspelt column or a missing CSV is only a warning to gnuplot (status 0),
# which would leave a curve silently out of the figure.
file(GLOB plot_scripts CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/plots/*.gp")
list(REMOVE_ITEM plot_scripts "${CMAKE_SOURCE_DIR}/plots/style.gp")
set(all_figures "")
foreach(script IN LISTS plot_scripts)
  get_filename_component(figure "${script}" NAME_WE)
  file(STRINGS "${script}" data_line REGEX "^# data:")
  string(REGEX REPLACE "^# data:[ ]*" "" runs "${data_line}")
  separate_arguments(runs)
  if(NOT runs)
    message(FATAL_ERROR "plots/${figure}.gp has no '# data:' line naming its runs")
  endif()
  set(inputs "")
  foreach(run IN LISTS runs)
    add_run(${run})
    list(APPEND inputs "${DATA}/${run}.csv")
  endforeach()
  add_custom_command(
    OUTPUT "${FIGURES}/${figure}.pdf" "${FIGURES}/${figure}.png"
    COMMAND sh "${CMAKE_SOURCE_DIR}/src/plot.sh" "${GNUPLOT}" "${DATA}" "${FIGURES}/${figure}" "${script}"
    DEPENDS "${script}" "${CMAKE_SOURCE_DIR}/plots/style.gp" "${CMAKE_SOURCE_DIR}/src/plot.sh" ${inputs}
    COMMENT "Drawing figure ${figure}"
    VERBATIM)
  list(APPEND all_figures "${FIGURES}/${figure}.pdf")
endforeach()

# Every run at its defaults is part of the build even if no figure reads it.
set(all_data "")
foreach(name IN LISTS experiment_names)
  list(APPEND all_data "${DATA}/${name}.csv")
endforeach()

# ---- each experiment's parameters and columns as a LaTeX table, printed by
# the same code as `impulse help NAME`, for \experimenttable{NAME}
file(MAKE_DIRECTORY "${BOOK}/params")
set(all_params "")
foreach(name IN LISTS experiment_names)
  set(table "${BOOK}/params/${name}.tex")
  add_custom_command(
    OUTPUT "${table}"
    COMMAND sh -c "\"$1\" help --latex \"$2\" > \"$3.tmp\" && mv \"$3.tmp\" \"$3\"" sh
            $<TARGET_FILE:impulse> ${name} "${table}"
    DEPENDS impulse
    COMMENT "Typesetting the parameters of ${name}"
    VERBATIM)
  list(APPEND all_params "${table}")
endforeach()

# ---- weave all chapters in one pass, so that chunk cross-references and the
# identifier index span the whole book
add_custom_command(
  OUTPUT "${BOOK}/chapters.tex"
  COMMAND sh "${CMAKE_SOURCE_DIR}/src/weave.sh" "${BOOK}/chapters.tex" ${chapter_args}
  DEPENDS ${chapters} "${CMAKE_SOURCE_DIR}/src/weave.sh" "${CMAKE_SOURCE_DIR}/src/weave-rule.awk"
          "${CMAKE_SOURCE_DIR}/src/weave-hide.awk" "${CMAKE_SOURCE_DIR}/src/weave-uses.awk"
          "${CMAKE_SOURCE_DIR}/src/weave-xref.awk"
  WORKING_DIRECTORY "${CMAKE_SOURCE_DIR}"
  COMMENT "Weaving the chapters")

# ---- the reliability appendix's table of long runs, from the committed
# measurement book/measured/long-runs.csv (src/long-runs.sh writes it)
add_custom_command(
  OUTPUT "${BOOK}/long-runs-table.tex"
  COMMAND awk -f "${CMAKE_SOURCE_DIR}/src/long-runs-table.awk"
          "${CMAKE_SOURCE_DIR}/book/measured/long-runs.csv" > "${BOOK}/long-runs-table.tex"
  DEPENDS "${CMAKE_SOURCE_DIR}/src/long-runs-table.awk" "${CMAKE_SOURCE_DIR}/book/measured/long-runs.csv"
  COMMENT "Typesetting the table of long runs")

# ---- chapter 9's tables of measured times, from the committed measurements
# book/measured/broadphase.csv and broadphase-peers.csv (the benchmarks write them)
set(broadphase_tables "")
foreach(table IN ITEMS sweep tree peers ratios)
  set(csv "${CMAKE_SOURCE_DIR}/book/measured/broadphase.csv")
  if(table STREQUAL "peers" OR table STREQUAL "ratios")
    set(csv "${CMAKE_SOURCE_DIR}/book/measured/broadphase-peers.csv")
  endif()
  add_custom_command(
    OUTPUT "${BOOK}/broadphase-${table}-table.tex"
    COMMAND awk -v table=${table} -f "${CMAKE_SOURCE_DIR}/src/broadphase-tables.awk"
            "${csv}" > "${BOOK}/broadphase-${table}-table.tex"
    DEPENDS "${CMAKE_SOURCE_DIR}/src/broadphase-tables.awk" "${csv}"
    COMMENT "Typesetting chapter 9's table: ${table}")
  list(APPEND broadphase_tables "${BOOK}/broadphase-${table}-table.tex")
endforeach()

# ---- chapter 16's comparison table: every scene under every solver, timed,
# summarised by src/which-solver-table.sh (only in a build with chapter 16)
set(which_table "")
if("which-stack" IN_LIST experiment_names)
  set(which_inputs "")
  # the scenes of joints, chain and grid, last: the table gives them a block of their own
  foreach(scene IN ITEMS stack pyramid ratio ramp overlap cards chain grid)
    foreach(solver IN ITEMS pgs ngs soft jacobi)
      add_run(which-${scene}+solver-${solver}+clock-on)
      list(APPEND which_inputs "${DATA}/which-${scene}+solver-${solver}+clock-on.csv")
    endforeach()
  endforeach()
  set(which_table "${BOOK}/which-solver-table.tex")
  add_custom_command(
    OUTPUT "${which_table}"
    COMMAND sh "${CMAKE_SOURCE_DIR}/src/which-solver-table.sh" "${which_table}" ${which_inputs}
    DEPENDS ${which_inputs} "${CMAKE_SOURCE_DIR}/src/which-solver-table.sh"
            "${CMAKE_SOURCE_DIR}/src/which-solver-table.awk"
    COMMENT "Tabulating the solvers against the scenes"
    VERBATIM)
endif()

file(GLOB book_sources CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/book/*.tex"
     "${CMAKE_SOURCE_DIR}/book/*.bib" "${CMAKE_SOURCE_DIR}/book/diagrams/*.tex"
     "${CMAKE_SOURCE_DIR}/book/measured/*.csv") # tables read some (chapter 8)
add_custom_command(
  OUTPUT "${BOOK}/impulse.pdf"
  COMMAND sh "${CMAKE_SOURCE_DIR}/src/build-book.sh" "${CMAKE_SOURCE_DIR}" "${BOOK}" "${FIGURES}"
  DEPENDS "${BOOK}/chapters.tex" ${all_figures} ${all_data} ${all_params} ${book_sources}
          "${BOOK}/long-runs-table.tex" ${which_table} ${broadphase_tables}
          "${CMAKE_SOURCE_DIR}/src/build-book.sh"
  COMMENT "Typesetting the book")
add_custom_target(book ALL DEPENDS "${BOOK}/impulse.pdf")
