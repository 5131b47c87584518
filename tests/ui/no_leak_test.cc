// RULES.md §8 on screen: over random games, what a player's screen shows never depends on the
// enemy's hidden ranks, and no square holding a hidden enemy piece shows a rank.
#include <algorithm>
#include <catch2/catch.hpp>

#include "core/random_setup.h"
#include "core/view.h"
#include "ui/game_session.h"
#include "ui/play_screen.h"
#include "ui_test_support.h"

namespace stratego {
namespace {

using testing::CommonQuietMove;

std::string Render(const PlayerView& view, const Theme& theme, const DisplayOptions& options) {
  PlayScreen screen(options);
  screen.Show(view, view.to_move == view.viewer ? PlayPhase::kChoosing : PlayPhase::kWatching,
              false);
  Canvas canvas(80, 24);
  screen.Render(canvas, theme);
  return canvas.Text();
}

// The text inside the square of `square` on an 80×24 play screen.
std::string SquareText(const std::string& screen, Player seat, Square square) {
  const auto layout = LayoutPlayScreen({80, 24});
  const auto [col, row] = ScreenOfSquare(seat, square);
  const Rect r = layout->board.Interior(col, row);
  std::size_t line_start = 0;
  for (int y = 0; y < r.y; ++y)
    line_start = screen.find('\n', line_start) + 1;
  const std::u32string line =
      DecodeUtf8(screen.substr(line_start, screen.find('\n', line_start) - line_start));
  std::string text;
  for (int x = r.x; x < r.x + r.width && x < static_cast<int>(line.size()); ++x)
    text += EncodeUtf8(line[static_cast<std::size_t>(x)]);
  return text;
}

TEST_CASE("No leak: hidden enemy ranks never reach the screen", "[ui][view]") {
  // Under silent defense (RULES.md §7) the enemy pieces captured unseen are hidden too: the
  // panel's losses and the log must not depend on them.
  const bool silent = GENERATE(false, true);
  RuleSet rules;
  rules.silent_defense = silent;
  Rng rng(silent ? 2027 : 2026);
  const Theme theme(true, true);
  const DisplayOptions options;
  for (int game = 0; game < (silent ? 10 : 30); ++game) {
    GameState state = GameState::Create(rules, RandomSetup(ArmyKind::kClassic, rng),
                                        RandomSetup(ArmyKind::kClassic, rng))
                          .value();
    MoveList moves;
    while (!state.over()) {
      if (state.ply() % 25 == 0) {
        for (Player viewer : {Player::kRed, Player::kBlue}) {
          const PlayerView view = BuildView(state, viewer);
          const std::string screen = Render(view, theme, options);
          // 1. Shuffling the enemy's hidden ranks changes nothing on screen.
          std::vector<Rank> ranks;
          for (PieceId id : HiddenPieces(view))
            ranks.push_back(state.board().piece(id).rank);
          std::reverse(ranks.begin(), ranks.end());
          REQUIRE(Render(BuildView(StateFromView(view, ranks), viewer), theme, options) == screen);
          // 2. A hidden enemy piece's square shows only the back of a piece, or a known Scout.
          for (PieceId id : HiddenPieces(view)) {
            const Piece& piece = view.board.piece(id);
            if (!piece.on_board()) continue;
            std::string text = SquareText(screen, viewer, piece.square);
            if (text.front() == '[' && text.back() == ']')
              text = ' ' + text.substr(1, text.size() - 2) + ' ';  // the cursor's square
            INFO(SquareName(piece.square) << " shows '" << text << "'");
            REQUIRE((text == " ■ " || text == " ● " || (piece.moved_far && text == " 2 ")));
          }
        }
      }
      state.LegalMoves(moves);
      state.ApplyMove(moves[rng.Below(moves.size())]);
    }
  }
}

TEST_CASE("No leak: Red's screens in a hot-seat game do not depend on Blue's hidden ranks",
          "[ui][view]") {
  // Two games with the same Red army and Blue armies that differ only behind Blue's front row.
  Rng rng(31);
  const Setup red = RandomSetup(ArmyKind::kClassic, rng);
  const Setup blue = RandomSetup(ArmyKind::kClassic, rng);
  const Setup shuffled = testing::ShuffledBehindFrontRow(blue, rng);
  testing::MemorySetupStore store;
  GameSession first(SessionOptions{{}, {}, {red, blue}, {}}, &store, 5);
  GameSession second(SessionOptions{{}, {}, {red, shuffled}, {}}, &store, 5);
  const ScreenSize size{80, 24};
  auto both = [&](const InputEvent& event) {
    first.Handle(event, size);
    second.Handle(event, size);
  };
  auto type = [&](const std::string& text) {
    both(InputEvent::Char(U':'));
    for (char c : text)
      both(InputEvent::Char(static_cast<char32_t>(c)));
    both(InputEvent::Of(Key::kEnter));
  };
  int compared = 0;
  for (int ply = 0; ply < 40; ++ply) {
    both(InputEvent::Of(Key::kEnter));  // lift the curtain
    const auto move = CommonQuietMove(*first.game_for_testing(), *second.game_for_testing());
    REQUIRE(move.has_value());
    if (first.current() == Player::kRed) {
      CHECK(testing::Screen(first, size) == testing::Screen(second, size));
      type(FormatMove(*move));
      CHECK(testing::Screen(first, size) == testing::Screen(second, size));
      compared += 2;
    } else {
      type(FormatMove(*move));
    }
    both(InputEvent::Of(Key::kEnter));  // hand over: the curtain
    CHECK(testing::Screen(first, size) == testing::Screen(second, size));
  }
  CHECK(compared == 40);
}

TEST_CASE("No leak: a battle's box shows the mover's view, and not past the curtain",
          "[ui][view]") {
  // Silent defense (RULES.md §7): the attacker's box names no defender's rank; the curtain shows
  // no battle; the next player's box is built from their own view.
  SessionOptions options;
  options.rules.silent_defense = true;
  options.setups = {testing::SeededSetup(1), testing::SeededSetup(2)};
  testing::MemorySetupStore store;
  GameSession session(options, &store, 5);
  const ScreenSize size{100, 40};
  auto type = [&](const std::string& text) {
    session.Handle(InputEvent::Char(U':'), size);
    for (char c : text)
      session.Handle(InputEvent::Char(static_cast<char32_t>(c)), size);
    session.Handle(InputEvent::Of(Key::kEnter), size);
  };
  Rng rng(8);
  int battles = 0;
  for (int ply = 0; ply < 400 && battles < 3; ++ply) {
    session.Handle(InputEvent::Of(Key::kEnter), size);  // lift the curtain
    const GameState& game = *session.game_for_testing();
    if (game.over()) break;
    const std::vector<Move> moves = game.LegalMoves();
    std::optional<Move> attack;
    for (Move move : moves) {
      if (game.board().At(move.to) != kNoPiece && game.to_move() == Player::kRed) attack = move;
    }
    if (!attack) {
      type(FormatMove(moves[static_cast<std::size_t>(rng.Below(static_cast<int>(moves.size())))]));
      if (session.phase() == GameSession::Phase::kTurn)
        session.Handle(InputEvent::Of(Key::kEnter), size);  // hand over
      continue;
    }
    const bool scout = game.board().piece(game.board().At(attack->from)).rank == Rank::kScout;
    const Rank defender = game.board().piece(game.board().At(attack->to)).rank;
    type(FormatMove(*attack));
    if (session.phase() == GameSession::Phase::kEnd) break;
    ++battles;
    const std::string red = testing::Screen(session, size);
    INFO(red);
    CHECK(testing::Has(red, "Battle on " + SquareName(attack->to)));
    if (!scout) CHECK(testing::Has(red, "attacks Blue's piece"));
    if (scout) CHECK(testing::Has(red, "attacks Blue's " + std::string(RankName(defender))));
    session.Handle(InputEvent::Of(Key::kEnter), size);  // hand over: the curtain
    REQUIRE(session.phase() == GameSession::Phase::kCurtain);
    const std::string curtain = testing::Screen(session, size);
    CHECK_FALSE(testing::Has(curtain, "Battle"));
    CHECK_FALSE(testing::Has(curtain, "attacks"));
    session.Handle(InputEvent::Of(Key::kEnter), size);  // Blue's turn: Blue's own view of it
    const std::string blue = testing::Screen(session, size);
    CHECK(testing::Has(blue, "Battle on " + SquareName(attack->to)));
    CHECK(testing::Has(blue, "attacks your " + std::string(RankName(defender))));
    const std::vector<Move> replies = session.game_for_testing()->LegalMoves();
    if (replies.empty()) break;
    type(FormatMove(replies.front()));
    if (session.phase() == GameSession::Phase::kTurn)
      session.Handle(InputEvent::Of(Key::kEnter), size);
  }
  CHECK(battles > 0);
}

}  // namespace
}  // namespace stratego
