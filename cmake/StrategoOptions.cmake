# One place that sets warnings and sanitizers, applied to every target of the project.

set(STRATEGO_WARNINGS -Wall -Wextra -Wpedantic -Wshadow -Wconversion -Wsign-conversion
    -Wnon-virtual-dtor -Wold-style-cast -Woverloaded-virtual -Wimplicit-fallthrough)

# GCC 12 reports false -Wrestrict errors inside std::string's operator+ at -O2 and above
# (GCC bug 105651, fixed in GCC 13).
if(CMAKE_CXX_COMPILER_ID STREQUAL "GNU" AND CMAKE_CXX_COMPILER_VERSION VERSION_LESS 13)
  list(APPEND STRATEGO_WARNINGS -Wno-restrict)
endif()

if(STRATEGO_SANITIZE)
  string(REPLACE "," ";" _sanitizers "${STRATEGO_SANITIZE}")
  foreach(_sanitizer IN LISTS _sanitizers)
    add_compile_options(-fsanitize=${_sanitizer})
    add_link_options(-fsanitize=${_sanitizer})
  endforeach()
  add_compile_options(-fno-omit-frame-pointer -fno-sanitize-recover=all)
endif()

# stratego_apply_options(<target>): the project's warning flags (and -Werror when asked).
function(stratego_apply_options target)
  target_compile_options(${target} PRIVATE ${STRATEGO_WARNINGS})
  if(STRATEGO_WERROR)
    target_compile_options(${target} PRIVATE -Werror)
  endif()
endfunction()
