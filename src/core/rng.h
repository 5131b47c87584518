// A small, fast, seedable random number generator (xoshiro256** seeded by SplitMix64).
// The core never holds a global generator: whoever needs randomness owns an Rng and passes it in,
// so every game and every test is reproducible from its seed, on every platform (unlike the
// standard distributions, whose results are implementation-defined).
#pragma once

#include <cstdint>

namespace stratego {

class Rng {
 public:
  explicit Rng(std::uint64_t seed);

  std::uint64_t Next();
  // A uniformly distributed integer in [0, bound); bound must be positive.
  std::uint32_t Below(std::uint32_t bound);
  int Below(int bound) { return static_cast<int>(Below(static_cast<std::uint32_t>(bound))); }
  // True with probability numerator / denominator.
  bool Chance(int numerator, int denominator) { return Below(denominator) < numerator; }

 private:
  std::uint64_t state_[4];
};

}  // namespace stratego
