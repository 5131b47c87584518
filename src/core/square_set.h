// A set of squares of the board as a 100-bit mask (bit i is the square of index i), so that move
// generation handles every piece of a side at once: shifting a set by one square in a direction
// gives every neighbour in that direction, and masks leave out the lakes and the edges.
#pragma once

#include <cstddef>
#include <cstdint>
#include <iosfwd>
#include <type_traits>
#if defined(__BMI2__)
#include <immintrin.h>
#endif

#include "core/square.h"

namespace stratego {

namespace detail {
__extension__ using SquareBits = unsigned __int128;  // GCC and Clang; -Wpedantic wants the marker

constexpr SquareBits FileBits(int file) {
  SquareBits bits = 0;
  for (int row = 0; row < kBoardSize; ++row)
    bits |= SquareBits{1} << (row * kBoardSize + file);
  return bits;
}
constexpr SquareBits OpenBits() {
  SquareBits bits = 0;
  for (int index = 0; index < kNumSquares; ++index) {
    if (!IsLake(Square::FromIndex(index))) bits |= SquareBits{1} << index;
  }
  return bits;
}
inline constexpr SquareBits kOpenBits = OpenBits();
// A step left or right must not wrap around to the other edge of the next row.
inline constexpr SquareBits kOpenButFirstFile = kOpenBits & ~FileBits(0);
inline constexpr SquareBits kOpenButLastFile = kOpenBits & ~FileBits(kBoardSize - 1);

// kSquareBits[i] = 1 << i: a load is cheaper than a variable shift of 128 bits.
struct SquareBitsTable {
  SquareBits bits[kNumSquares];
};
constexpr SquareBitsTable MakeSquareBitsTable() {
  SquareBitsTable table{};
  for (int index = 0; index < kNumSquares; ++index)
    table.bits[index] = SquareBits{1} << index;
  return table;
}
inline constexpr SquareBitsTable kSquareBits = MakeSquareBitsTable();

// Whether the processor counts bits in one instruction (x86-64 since 2008; not in the baseline
// the compiler targets), asked once.
inline bool ProcessorHasPopcnt() {
#if defined(__x86_64__) && defined(__GNUC__)
  __builtin_cpu_init();
  return __builtin_cpu_supports("popcnt");
#else
  return false;
#endif
}
inline const bool kProcessorHasPopcnt = ProcessorHasPopcnt();
// The same for pdep (BMI2: Intel since 2013, AMD since 2015), which selects a set bit at once.
inline bool ProcessorHasPdep() {
#if defined(__x86_64__) && defined(__GNUC__)
  __builtin_cpu_init();
  return __builtin_cpu_supports("bmi2");
#else
  return false;
#endif
}
inline const bool kProcessorHasPdep = ProcessorHasPdep();
}  // namespace detail

// The number of bits set in `word`. Where the build may not assume popcnt (the x86-64 baseline),
// a processor that has it still uses it: a library call instead costs a legal-move count a
// dozen instructions a word (see MoveSet).
inline int BitCount(std::uint64_t word) {
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__POPCNT__)
  if (detail::kProcessorHasPopcnt) {
    std::uint64_t count;
    asm("popcntq %[word], %[count]" : [count] "=r"(count) : [word] "rm"(word));
    return static_cast<int>(count);
  }
#endif
  return __builtin_popcountll(word);
}

// The index of the set bit of `word` that has `n` set bits below it; `n` must be below
// BitCount(word). A uniform choice of a legal move asks it once (MoveSet): pdep deposits bit n
// on the n-th set bit at once; without it, clearing the lower bits costs three instructions each.
inline int NthSetBit(std::uint64_t word, int n) {
#if defined(__x86_64__) && defined(__GNUC__) && !defined(__BMI2__)
  if (detail::kProcessorHasPdep) {
    std::uint64_t selected;
    asm("pdepq %[word], %[nth], %[selected]"
        : [selected] "=r"(selected)
        : [word] "rm"(word), [nth] "r"(std::uint64_t{1} << n));
    return __builtin_ctzll(selected);
  }
#elif defined(__BMI2__)
  return __builtin_ctzll(_pdep_u64(std::uint64_t{1} << n, word));
#endif
  for (; n > 0; --n)
    word &= word - 1;
  return __builtin_ctzll(word);
}

class SquareSet {
 public:
  constexpr SquareSet() = default;
  static constexpr SquareSet Of(Square square) {  // `square` must be valid
    return SquareSet(detail::kSquareBits.bits[square.index()]);
  }
  // Every square of the board but the lakes: where a piece may stand.
  static constexpr SquareSet Open() { return SquareSet(detail::kOpenBits); }

  constexpr bool empty() const { return bits_ == 0; }
  int size() const { return BitCount(Word(0)) + BitCount(Word(1)); }
  // Squares 0…63 (word 0) and 64…99 (word 1) as bits from bit 0 on.
  constexpr std::uint64_t Word(int word) const {
    return static_cast<std::uint64_t>(word == 0 ? bits_ : bits_ >> 64);
  }
  constexpr bool Contains(Square square) const { return ((bits_ >> square.index()) & 1) != 0; }
  constexpr SquareSet operator|(SquareSet other) const { return SquareSet(bits_ | other.bits_); }
  constexpr SquareSet operator&(SquareSet other) const { return SquareSet(bits_ & other.bits_); }
  constexpr SquareSet operator^(SquareSet other) const { return SquareSet(bits_ ^ other.bits_); }
  // The complement among the open squares (lakes are in no set).
  constexpr SquareSet operator~() const { return SquareSet(~bits_ & detail::kOpenBits); }
  constexpr SquareSet& operator|=(SquareSet other) { return *this = *this | other; }
  constexpr SquareSet& operator&=(SquareSet other) { return *this = *this & other; }
  constexpr SquareSet& operator^=(SquareSet other) { return *this = *this ^ other; }

  // The squares one step in `direction` from the squares of this set that lie on the board and
  // outside the lakes (Step for every member at once).
  constexpr SquareSet Shifted(Direction direction) const {
    switch (direction) {
      case Direction::kUp:
        return SquareSet((bits_ << kBoardSize) & detail::kOpenBits);
      case Direction::kDown:
        return SquareSet((bits_ >> kBoardSize) & detail::kOpenBits);
      case Direction::kLeft:
        return SquareSet((bits_ >> 1) & detail::kOpenButLastFile);
      case Direction::kRight:
        return SquareSet((bits_ << 1) & detail::kOpenButFirstFile);
    }
    return {};
  }
  // Shifted(direction) & allowed, where `allowed` holds only open squares (as every set but the
  // result of a shift does): then only a step left or right needs a mask, against wrapping to
  // the other edge of the board. Move generation makes four a position.
  constexpr SquareSet ShiftedInto(Direction direction, SquareSet allowed) const {
    switch (direction) {
      case Direction::kUp:
        return SquareSet((bits_ << kBoardSize) & allowed.bits_);
      case Direction::kDown:
        return SquareSet((bits_ >> kBoardSize) & allowed.bits_);
      case Direction::kLeft:
        return SquareSet((bits_ >> 1) & allowed.bits_ & ~detail::FileBits(kBoardSize - 1));
      case Direction::kRight:
        return SquareSet((bits_ << 1) & allowed.bits_ & ~detail::FileBits(0));
    }
    return {};
  }
  // How far the index of a square moves with one step in `direction`.
  static constexpr int IndexStep(Direction direction) {
    constexpr int kSteps[4] = {kBoardSize, -kBoardSize, -1, 1};
    return kSteps[static_cast<int>(direction)];
  }

  // Calls visit(square) for every member, in increasing index order.
  template <typename Visitor>
  constexpr void ForEach(Visitor&& visit) const {
    ForEachIndex(
        [&visit](std::size_t index) { visit(Square::FromIndex(static_cast<int>(index))); });
  }
  // Calls visit(index) for the index of every member, in increasing order.
  template <typename Visitor>
  constexpr void ForEachIndex(Visitor&& visit) const {
    VisitWord(static_cast<std::uint64_t>(bits_), 0, visit);
    VisitWord(static_cast<std::uint64_t>(bits_ >> 64), 64, visit);
  }

  // Calls visit(index) for the index of every bit set in `word`, in increasing order.
  template <typename Visitor>
  static constexpr void ForEachBit(std::uint64_t word, Visitor&& visit) {
    VisitWord(word, 0, visit);
  }

  friend constexpr bool operator==(SquareSet, SquareSet) = default;

 private:
  using Bits = detail::SquareBits;

  constexpr explicit SquareSet(Bits bits) : bits_(bits) {}

  // On x86-64 each member costs the visit and three instructions: btr clears the bit just
  // visited, bsf finds the next and sets the zero flag when there is none, the loop branches on
  // that flag. GCC 12 cannot be brought to this from C++: from `word &= word - 1` and
  // __builtin_ctzll it makes five or six (move generation visits every legal move this way).
  template <typename Visitor>
  static constexpr void VisitWord(std::uint64_t word, std::size_t offset, Visitor& visit) {
#if defined(__x86_64__) && defined(__GNUC__)
    if (!std::is_constant_evaluated()) {
      std::uint64_t index;
      bool more;
      asm("bsfq %[word], %[index]" : [index] "=r"(index), "=@ccnz"(more) : [word] "rm"(word));
      while (more) {
        visit(offset + index);
        asm("btrq %[index], %[word]\n\tbsfq %[word], %[index]"
            : [index] "+r"(index), [word] "+r"(word), "=@ccnz"(more));
      }
      return;
    }
#endif
    while (word != 0) {
      visit(offset + static_cast<std::size_t>(__builtin_ctzll(word)));
      word &= word - 1;
    }
  }

  Bits bits_ = 0;
};

// "{a1 b2 j10}", so that test failures print readably.
std::ostream& operator<<(std::ostream& out, SquareSet set);

}  // namespace stratego
