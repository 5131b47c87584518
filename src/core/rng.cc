#include "core/rng.h"

namespace stratego {

namespace {

std::uint64_t SplitMix64(std::uint64_t& x) {
  std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace

Rng::Rng(std::uint64_t seed) {
  for (auto& word : state_)
    word = SplitMix64(seed);
}

std::uint64_t Rng::Retry(std::uint32_t bound, std::uint64_t product) {
  const std::uint32_t threshold = -bound % bound;
  while (static_cast<std::uint32_t>(product) < threshold)
    product = static_cast<std::uint32_t>(Next() >> 32) * std::uint64_t{bound};
  return product;
}

}  // namespace stratego
