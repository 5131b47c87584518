#include "ai/repetition.h"

#include <algorithm>

namespace stratego {

namespace {

// A position is the XOR of one key for each piece on its square (Zobrist hashing): pieces keep
// their ids all game, so the same pieces on the same squares give the same key, whatever the
// viewer knows of their ranks. The key is SplitMix64's mix of the pair, so no table is needed.
std::uint64_t Key(PieceId piece, Square square) {
  std::uint64_t z = (static_cast<std::uint64_t>(piece) * kNumSquares +
                     static_cast<std::uint64_t>(square.index()) + 1) *
                    0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

}  // namespace

RepeatedPositions::RepeatedPositions(const PlayerView& view) : board_(view.board) {
  for (PieceId id = 0; id < kMaxPieces; ++id) {
    const Piece& piece = view.board.piece(id);
    if (piece.on_board()) now_ ^= Key(id, piece.square);
  }
  // Walk back through the quiet moves, undoing each: before an enemy move, the enemy was to move.
  std::uint64_t position = now_;
  const auto& history = view.history;
  const auto last = static_cast<int>(history.size()) - 1;
  for (int i = last; i >= 0 && last - i < kMaxPlies; --i) {
    const MoveReport& report = history[static_cast<std::size_t>(i)];
    if (report.is_attack() || report.has_rescue()) break;
    position ^= Key(report.piece, report.move.to) ^ Key(report.piece, report.move.from);
    if (report.mover != view.viewer) enemy_to_move_.push_back(position);
  }
  std::sort(enemy_to_move_.begin(), enemy_to_move_.end());
}

int RepeatedPositions::Times(Move move) const {
  const PieceId piece = board_.At(move.from);
  if (piece == kNoPiece || !board_.IsEmpty(move.to)) return 0;
  const std::uint64_t after = now_ ^ Key(piece, move.from) ^ Key(piece, move.to);
  const auto [first, last] = std::equal_range(enemy_to_move_.begin(), enemy_to_move_.end(), after);
  return static_cast<int>(last - first);
}

}  // namespace stratego
