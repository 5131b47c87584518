// The computer player's setups: varied and sound, never the same one twice in a row.
#pragma once

#include <optional>

#include "core/army.h"
#include "core/rng.h"
#include "core/setup.h"

namespace stratego {

class SetupChooser {
 public:
  // A setup for `army`: for the classic and Barrage armies one of the human setups of the
  // library (ai/human_setups.h), left and right swapped half of the time; for other armies a
  // random setup (core/random_setup.h). Never the setup this chooser gave last time.
  Setup Choose(ArmyKind army, Rng& rng);

 private:
  std::optional<Setup> last_;
};

}  // namespace stratego
