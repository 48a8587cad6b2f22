# The book: run every experiment at its defaults, draw every figure, weave the
# chapters, and typeset the whole with pdflatex and bibtex.
find_program(NOWEAVE noweave REQUIRED)
find_program(GNUPLOT gnuplot REQUIRED)
find_program(PDFLATEX pdflatex REQUIRED)
find_program(BIBTEX bibtex REQUIRED)

set(DATA "${CMAKE_BINARY_DIR}/data")
set(FIGURES "${CMAKE_BINARY_DIR}/figures")
set(BOOK "${CMAKE_BINARY_DIR}/book")
file(MAKE_DIRECTORY "${DATA}" "${FIGURES}" "${BOOK}")

# ---- one CSV per experiment, named after it
set(all_data "")
foreach(name IN LISTS experiment_names)
  add_custom_command(
    OUTPUT "${DATA}/${name}.csv"
    COMMAND impulse run ${name} --out "${DATA}/${name}.csv"
    DEPENDS impulse
    COMMENT "Running experiment ${name}")
  list(APPEND all_data "${DATA}/${name}.csv")
endforeach()

# ---- one PDF and one PNG per gnuplot script. A script names the experiments
# it reads in a line `# data: name [name...]`; it gets the folder of the CSV
# files as `data` and the output path without extension as `out`.
file(GLOB plot_scripts CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/plots/*.gp")
list(REMOVE_ITEM plot_scripts "${CMAKE_SOURCE_DIR}/plots/style.gp")
set(all_figures "")
foreach(script IN LISTS plot_scripts)
  get_filename_component(figure "${script}" NAME_WE)
  file(STRINGS "${script}" data_line REGEX "^# data:")
  string(REGEX REPLACE "^# data:[ ]*" "" needs "${data_line}")
  separate_arguments(needs)
  set(inputs "")
  foreach(name IN LISTS needs)
    if(NOT name IN_LIST experiment_names)
      message(FATAL_ERROR "plots/${figure}.gp reads experiment '${name}', which no chapter defines")
    endif()
    list(APPEND inputs "${DATA}/${name}.csv")
  endforeach()
  add_custom_command(
    OUTPUT "${FIGURES}/${figure}.pdf" "${FIGURES}/${figure}.png"
    COMMAND "${GNUPLOT}" -e "data='${DATA}'" -e "out='${FIGURES}/${figure}'" "${script}"
    DEPENDS "${script}" "${CMAKE_SOURCE_DIR}/plots/style.gp" ${inputs}
    WORKING_DIRECTORY "${CMAKE_SOURCE_DIR}/plots"
    COMMENT "Drawing figure ${figure}"
    VERBATIM)
  list(APPEND all_figures "${FIGURES}/${figure}.pdf")
endforeach()

# ---- weave all chapters in one pass, so that chunk cross-references and the
# identifier index span the whole book
add_custom_command(
  OUTPUT "${BOOK}/chapters.tex"
  COMMAND sh "${CMAKE_SOURCE_DIR}/src/weave.sh" "${BOOK}/chapters.tex" ${chapter_args}
  DEPENDS ${chapters} "${CMAKE_SOURCE_DIR}/src/weave.sh"
  WORKING_DIRECTORY "${CMAKE_SOURCE_DIR}"
  COMMENT "Weaving the chapters")

file(GLOB book_sources CONFIGURE_DEPENDS "${CMAKE_SOURCE_DIR}/book/*.tex"
     "${CMAKE_SOURCE_DIR}/book/*.bib")
add_custom_command(
  OUTPUT "${BOOK}/impulse.pdf"
  COMMAND sh "${CMAKE_SOURCE_DIR}/src/build-book.sh" "${CMAKE_SOURCE_DIR}" "${BOOK}" "${FIGURES}"
  DEPENDS "${BOOK}/chapters.tex" ${all_figures} ${book_sources}
          "${CMAKE_SOURCE_DIR}/src/build-book.sh"
  COMMENT "Typesetting the book")
add_custom_target(book ALL DEPENDS "${BOOK}/impulse.pdf")
