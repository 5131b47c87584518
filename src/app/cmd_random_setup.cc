// stratego random-setup: prints a random, valid setup file.
#include <ostream>
#include <random>

#include "app/cli.h"
#include "app/rule_options.h"
#include "core/random_setup.h"
#include "io/setup_file.h"

namespace stratego {

namespace {

int RunRandomSetup(const ParsedArgs& args, CommandIo& io) {
  if (!args.positional.empty())
    return UsageError(io, "random-setup", "unexpected argument '" + args.positional[0] + "'");
  std::uint64_t seed = std::random_device{}() % 1000000000u;
  if (auto text = args.Get("seed")) {
    auto value = ParseIntegerOption("seed", *text, 0, 1000000000000000000LL);
    if (!value) return UsageError(io, "random-setup", value.error());
    seed = static_cast<std::uint64_t>(*value);
  }
  const auto numbering = NumberingFromArgs(args, Numbering::kModern);
  if (!numbering) return UsageError(io, "random-setup", numbering.error());
  const auto army = ArmyFromArgs(args, ArmyKind::kClassic);
  if (!army) return UsageError(io, "random-setup", army.error());
  Rng rng(seed);
  Setup setup = RandomSetup(*army, rng);
  setup.name = "Random setup " + std::to_string(seed);
  setup.notes = "made by stratego random-setup --seed " + std::to_string(seed);
  io.out << FormatSetupText(setup, *numbering);
  return kExitOk;
}

}  // namespace

Subcommand RandomSetupCommand() {
  return {"random-setup",
          "",
          "print a random valid setup file",
          "The same seed always gives the same setup. Without --seed a seed is chosen at random\n"
          "and written in the file, so the setup can be made again.",
          {{"seed", "N", "the seed (a whole number from 0 up); default: a random one"},
           {"numbering", "NAME", "modern (10 = Marshal, the default) or classic (1 = Marshal)"},
           {"army", "ARMY", "classic (the default), barrage or ultimate-lightning"}},
          RunRandomSetup};
}

}  // namespace stratego
