// Random setups, reproducible from a seed, for quick games, tests and benchmarks.
#pragma once

#include "core/army.h"
#include "core/rng.h"
#include "core/setup.h"

namespace stratego {

// A valid setup of the army, shaped like one a person might choose rather than uniformly random:
// the Flag on the back rows and never in the front row, Bombs beside it, Scouts towards the front,
// Miners towards the back, and always some piece free to move. Same Rng state, same setup.
Setup RandomSetup(ArmyKind army, Rng& rng);

// A partly placed setup with its missing pieces added on its free squares, in the same way; the
// pieces already placed stay. A setup that has more of a rank than its army comes back as it was.
Setup CompleteRandomly(const Setup& partial, Rng& rng);

}  // namespace stratego
