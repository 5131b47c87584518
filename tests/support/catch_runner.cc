// Catch2 2's implementation and the test runner's main (the skipping is test_main.cc's). Catch2
// is third-party code, so this file is compiled without the sanitizers of a sanitizer build:
// with them it was CI's slowest file, about 50 s of compiling, checking Catch2 rather than us.
#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "support/test_support.h"

int main(int argc, char** argv) {
  return stratego::testing::RunnerExitStatus(Catch::Session().run(argc, argv));
}
