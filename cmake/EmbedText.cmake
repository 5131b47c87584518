# cmake -DINPUT=FILE -DOUTPUT=FILE.cc -DNAMESPACE=NS -DFUNCTION=NAME -P EmbedText.cmake
#
# Writes a C++ source that defines `std::string_view NS::NAME()` returning the bytes of INPUT, so
# that a text the program shows (docs/RULES.md) is built into it: nothing needs the source tree at
# run time, and a build after the text changes always shows the new text.
foreach(_variable INPUT OUTPUT NAMESPACE FUNCTION)
  if(NOT DEFINED ${_variable})
    message(FATAL_ERROR "EmbedText.cmake: -D${_variable}=... is missing")
  endif()
endforeach()

file(READ "${INPUT}" _text)
# A raw string literal ends at )DELIMITER": choose a delimiter the text does not contain.
set(_delimiter "embedded")
string(FIND "${_text}" ")${_delimiter}\"" _found)
while(NOT _found EQUAL -1)
  string(APPEND _delimiter "_")
  string(FIND "${_text}" ")${_delimiter}\"" _found)
endwhile()

get_filename_component(_name "${INPUT}" NAME)
file(WRITE "${OUTPUT}.tmp"
     "// Generated from ${_name} by cmake/EmbedText.cmake at build time: do not edit.\n"
     "#include <string_view>\n\n"
     "namespace ${NAMESPACE} {\n\n"
     "std::string_view ${FUNCTION}() {\n"
     "  return R\"${_delimiter}(${_text})${_delimiter}\";\n"
     "}\n\n"
     "}  // namespace ${NAMESPACE}\n")
# Only a changed text touches the output, so an unchanged one rebuilds nothing.
file(COPY_FILE "${OUTPUT}.tmp" "${OUTPUT}" ONLY_IF_DIFFERENT)
file(REMOVE "${OUTPUT}.tmp")
