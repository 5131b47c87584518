// A small, fast, seedable random number generator (xoshiro256** seeded by SplitMix64).
// The core never holds a global generator: whoever needs randomness owns an Rng and passes it in,
// so every game and every test is reproducible from its seed, on every platform (unlike the
// standard distributions, whose results are implementation-defined).
#pragma once

#include <cassert>
#include <cstdint>

namespace stratego {

class Rng {
 public:
  explicit Rng(std::uint64_t seed);

  // Both inline: a random playout draws once a move (stratego bench).
  std::uint64_t Next() {
    const std::uint64_t result = RotateLeft(state_[1] * 5, 7) * 9;
    const std::uint64_t t = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= t;
    state_[3] = RotateLeft(state_[3], 45);
    return result;
  }
  // A uniformly distributed integer in [0, bound); bound must be positive. Lemire's nearly
  // divisionless method: unbiased, and one multiplication in the common case.
  std::uint32_t Below(std::uint32_t bound) {
    assert(bound > 0);
    std::uint64_t product = static_cast<std::uint32_t>(Next() >> 32) * std::uint64_t{bound};
    if (static_cast<std::uint32_t>(product) < bound) product = Retry(bound, product);
    return static_cast<std::uint32_t>(product >> 32);
  }
  int Below(int bound) { return static_cast<int>(Below(static_cast<std::uint32_t>(bound))); }
  // True with probability numerator / denominator.
  bool Chance(int numerator, int denominator) { return Below(denominator) < numerator; }

 private:
  static constexpr std::uint64_t RotateLeft(std::uint64_t x, int k) {
    return (x << k) | (x >> (64 - k));
  }
  // Below's rare case: the low half of `product` may fall in the biased range.
  std::uint64_t Retry(std::uint32_t bound, std::uint64_t product);

  std::uint64_t state_[4];
};

}  // namespace stratego
