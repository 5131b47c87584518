// The command-line parser.
#include "app/args.h"

#include <catch2/catch.hpp>

namespace stratego {
namespace {

const std::vector<OptionSpec> kOptions = {{"seed", "N", "the seed"}, {"swap", "", "swap colours"}};

TEST_CASE("Arguments: options with and without values, and positional arguments", "[app][args]") {
  const auto parsed =
      ParseArgs({"a.txt", "--seed", "5", "--swap", "b.txt", "--seed=7", "--", "--swap"}, kOptions);
  REQUIRE(parsed.has_value());
  CHECK(parsed->Get("seed") == "7");  // the last one counts
  CHECK(parsed->Has("swap"));
  CHECK(parsed->positional == std::vector<std::string>{"a.txt", "b.txt", "--swap"});
  CHECK(ParseArgs({"-"}, kOptions)->positional == std::vector<std::string>{"-"});
  CHECK(ParseArgs({"-h"}, kOptions)->Has("help"));
}

TEST_CASE("Arguments: mistakes are explained", "[app][args]") {
  CHECK(ParseArgs({"--sede", "5"}, kOptions).error() == "unknown option '--sede'");
  CHECK(ParseArgs({"-x"}, kOptions).error() == "unknown option '-x'");
  CHECK(ParseArgs({"--seed"}, kOptions).error() == "option '--seed' needs a value (N)");
  CHECK(ParseArgs({"--swap=yes"}, kOptions).error() == "option '--swap' takes no value");
}

TEST_CASE("Arguments: whole numbers are checked for form and range", "[app][args]") {
  CHECK(ParseIntegerOption("games", "12", 1, 100).value() == 12);
  CHECK(ParseIntegerOption("games", "0", 1, 100).error() == "--games must be from 1 to 100, not 0");
  CHECK(ParseIntegerOption("games", "12x", 1, 100).error() ==
        "--games takes a whole number (1 to 100), not '12x'");
  CHECK(ParseIntegerOption("games", "", 1, 100).error() ==
        "--games takes a whole number (1 to 100), not ''");
  CHECK(ParseIntegerOption("games", "99999999999999999999999", 1, 100).has_value() == false);
}

TEST_CASE("Arguments: the options help lines up", "[app][args]") {
  CHECK(FormatOptionsHelp(kOptions) == "  --seed N  the seed\n  --swap    swap colours\n");
}

}  // namespace
}  // namespace stratego
