#include "ui/play_screen.h"

#include <algorithm>
#include <ostream>

#include "core/text.h"
#include "ui/key_map.h"
#include "ui/text_layout.h"
#include "ui/view_picture.h"

namespace stratego {

namespace {

constexpr int kPanelMinimumWidth = 27;
constexpr int kPanelMaximumWidth = 48;
constexpr std::size_t kMaxCommandLength = 60;

}  // namespace

std::ostream& operator<<(std::ostream& out, const PlayRequest& request) {
  constexpr const char* kNames[] = {
      "none", "move", "undo",   "hand over",         "resign", "draw", "quit",
      "help", "save", "rescue", "decline the rescue"};
  out << kNames[static_cast<int>(request.kind)];
  if (request.kind == PlayRequest::Kind::kMove) out << " " << request.move;
  if (request.kind == PlayRequest::Kind::kSave) out << " " << request.name;
  if (request.kind == PlayRequest::Kind::kRescue)
    out << " " << request.rescue.rank << " to " << SquareName(request.rescue.square);
  return out;
}

std::optional<PlayLayout> LayoutPlayScreen(const ScreenSize& size) {
  const Rect area{0, 1, size.width, size.height - 2};
  auto board = FitBoard(area, kPanelMinimumWidth);
  if (!board) return std::nullopt;
  // On a large terminal the board and the panel stand together in the middle.
  const int panel_width = std::min(kPanelMaximumWidth, size.width - board->Width() - 1);
  board->x = (size.width - (board->Width() + 1 + panel_width)) / 2;
  board->y = area.y + (area.height - board->Height()) / 2;
  const int panel_x = board->x + board->Width() + 1;
  return PlayLayout{*board, Rect{panel_x, board->y, panel_width, area.y + area.height - board->y},
                    size.height - 1};
}

int LogLength(const PlayerView& view) {
  int length = 0;
  for (const MoveReport& report : view.history)
    length += report.has_rescue() ? 2 : 1;
  return length;
}

void PlayScreen::Show(const PlayerView& view, PlayPhase phase, bool can_undo) {
  const int shown = LogLength(view_);
  const int now = LogLength(view);
  // Paged back, the log keeps showing the same moves as new ones come; another player's view,
  // or a move taken back, starts again at the newest.
  log_back_ =
      view.viewer == view_.viewer && now >= shown && log_back_ > 0 ? log_back_ + now - shown : 0;
  UpdateBattles(view);
  view_ = view;
  phase_ = phase;
  can_undo_ = can_undo;
  selected_.reset();
  editing_ = false;
  confirming_.reset();
  const Rank chosen = rescue_rank();
  rescue_ranks_.clear();
  rescue_choice_ = 0;
  if (phase != PlayPhase::kRescuing) return;
  rescue_ranks_ = RescuableRanks(view_.board, view_.viewer);
  ChooseRescueRank(chosen);
  const std::vector<Square> squares = RescueSquares(view_.board, view_.viewer);
  if (squares.empty() || std::find(squares.begin(), squares.end(), cursor()) != squares.end())
    return;
  // The first free square in reading order: the front of the player's half, from the left.
  Square first = squares.front();
  for (Square square : squares) {
    const auto [col, row] = ScreenOfSquare(view_.viewer, square);
    const auto [first_col, first_row] = ScreenOfSquare(view_.viewer, first);
    if (row < first_row || (row == first_row && col < first_col)) first = square;
  }
  mutable_cursor() = first;
}

Rank PlayScreen::rescue_rank() const {
  return rescue_choice_ < rescue_ranks_.size() ? rescue_ranks_[rescue_choice_] : Rank::kUnknown;
}

// Chooses `rank` among the ranks the player may rescue; nothing changes if it is not one of them.
void PlayScreen::ChooseRescueRank(Rank rank) {
  const auto found = std::find(rescue_ranks_.begin(), rescue_ranks_.end(), rank);
  if (found != rescue_ranks_.end())
    rescue_choice_ = static_cast<std::size_t>(found - rescue_ranks_.begin());
}

// The battles among the last two moves: those already shown stay (unless dismissed by a key),
// and a new one joins them. For another viewer (the hand-over), or after a take-back, only the
// last move counts: nothing of the previous viewer's box survives.
void PlayScreen::UpdateBattles(const PlayerView& view) {
  const int now = static_cast<int>(view.history.size());
  const int before = static_cast<int>(view_.history.size());
  const bool same = view.viewer == view_.viewer && now >= before && !view_.history.empty();
  std::vector<int> battles;
  if (same) {
    for (int index : battles_) {
      if (index >= now - 2) battles.push_back(index);
    }
  }
  for (int index = std::max(same ? before : now - 1, now - 2); index < now; ++index) {
    if (index >= 0 && view.history[static_cast<std::size_t>(index)].is_attack())
      battles.push_back(index);
  }
  battles_ = std::move(battles);
}

void PlayScreen::SetMessage(std::string message, bool error, bool lasting) {
  message_ = std::move(message);
  message_is_error_ = error;
  message_lasts_ = error && lasting;
}

void PlayScreen::SetWaiting(std::string indicator, int frame, std::string keys) {
  waiting_ = std::move(indicator);
  waiting_frame_ = frame;
  waiting_keys_ = std::move(keys);
}

PlayRequest PlayScreen::Handle(const InputEvent& event, const ScreenSize& size) {
  if (event.key != Key::kNone && event.key != Key::kResize) battles_.clear();  // seen
  if (confirming_) return HandleConfirmation(event);
  if (editing_) return HandleCommandLine(event);
  const Command command = PlayCommandFor(event);
  if (phase_ == PlayPhase::kRescuing && HandleRescueKey(event, command)) return {};
  if (Navigate(command, size)) return {};
  if (command == Command::kClick) {
    const auto layout = LayoutPlayScreen(size);
    const auto hit = layout ? layout->board.HitTest(event.x, event.y) : std::nullopt;
    if (!hit) return {};
    mutable_cursor() = SquareAtScreen(view_.viewer, hit->first, hit->second);
    return phase_ == PlayPhase::kWatching ? PlayRequest{} : Activate();
  }
  // Only looking: the keys that do not touch the board still ask (help, quit, typed commands,
  // a take-back) and the session answers; the rest it handles itself.
  if (phase_ == PlayPhase::kWatching && command != Command::kHelp && command != Command::kQuit &&
      command != Command::kCommandLine && command != Command::kUndo) {
    return {};
  }
  return Act(command);
}

// The keys that only look around: the cursor, Tab and paging the move log. True if `command` was
// one of them.
bool PlayScreen::Navigate(Command command, const ScreenSize& size) {
  const bool navigation = command == Command::kOlderMoves || command == Command::kNewerMoves ||
                          command == Command::kUp || command == Command::kDown ||
                          command == Command::kLeft || command == Command::kRight ||
                          command == Command::kNextPiece || command == Command::kPreviousPiece;
  if (navigation && message_is_error_ && !message_lasts_) SetMessage("");  // stale now
  switch (command) {
    case Command::kOlderMoves:
      PageLog(-1, size);
      return true;
    case Command::kNewerMoves:
      PageLog(1, size);
      return true;
    case Command::kUp:
      MoveCursor(0, -1);
      return true;
    case Command::kDown:
      MoveCursor(0, 1);
      return true;
    case Command::kLeft:
      MoveCursor(-1, 0);
      return true;
    case Command::kRight:
      MoveCursor(1, 0);
      return true;
    case Command::kNextPiece:
      JumpToPiece(1);
      return true;
    case Command::kPreviousPiece:
      JumpToPiece(-1);
      return true;
    default:
      return false;
  }
}

PlayRequest PlayScreen::Act(Command command) {
  switch (command) {
    case Command::kActivate:
      return Activate();
    case Command::kCancel:
      if (phase_ == PlayPhase::kRescuing) {
        Confirm(PlayRequest::Kind::kDeclineRescue);
        return {};
      }
      selected_.reset();
      SetMessage("");
      return {};
    case Command::kCommandLine:
      editing_ = true;
      command_.clear();
      return {};
    case Command::kUndo:
      return {PlayRequest::Kind::kUndo, {}};
    case Command::kHelp:
      return {PlayRequest::Kind::kHelp, {}};
    case Command::kQuit:
      Confirm(PlayRequest::Kind::kQuit);
      return {};
    default:
      return {};
  }
}

void PlayScreen::Confirm(PlayRequest::Kind kind) {
  confirming_ = kind;
  SetMessage(kind == PlayRequest::Kind::kResign ? "Resign this game? (y/n)"
             : kind == PlayRequest::Kind::kDeclineRescue
                 ? "Make no rescue? This move's chance is then lost. (y/n)"
                 : quit_question_);
}

// While rescuing: Tab and Shift-Tab go through the pieces that may be rescued, and a rank key
// (as in the setup editor) picks one. True if the event was one of these.
bool PlayScreen::HandleRescueKey(const InputEvent& event, Command command) {
  if (command == Command::kNextPiece || command == Command::kPreviousPiece) {
    const std::size_t count = rescue_ranks_.size();
    if (count > 0) {
      rescue_choice_ = (rescue_choice_ + (command == Command::kNextPiece ? 1 : count - 1)) % count;
    }
    SetMessage("");
    return true;
  }
  const std::optional<Rank> rank = SetupRankKey(event, options_.numbering);
  if (!rank) return false;
  if (std::find(rescue_ranks_.begin(), rescue_ranks_.end(), *rank) != rescue_ranks_.end()) {
    ChooseRescueRank(*rank);
    SetMessage("");
  } else {
    SetMessage(*rank == Rank::kBomb
                   ? "Bombs cannot be rescued."
                   : "You have no captured " + std::string(RankName(*rank)) + " to rescue.",
               true);
  }
  return true;
}

// ":rescue 7 c3": the rank in the game's numbering, then the square.
PlayRequest PlayScreen::RescueCommand(const std::string& text) {
  const auto words = SplitWords(text);
  const std::optional<Rank> rank =
      words.size() == 3 ? ParseRankToken(words[1], options_.numbering) : std::nullopt;
  const std::optional<Square> square =
      words.size() == 3 ? ParseSquare(words[2]) : std::optional<Square>();
  if (!rank || !square) {
    SetMessage("Type :rescue RANK SQUARE, for example :rescue " +
                   std::string(RankToken(Rank::kMajor, options_.numbering)) + " c3",
               true);
    return {};
  }
  mutable_cursor() = *square;
  return {PlayRequest::Kind::kRescue, {}, "", RescueChoice{*rank, *square}};
}

PlayRequest PlayScreen::HandleConfirmation(const InputEvent& event) {
  const PlayRequest::Kind kind = *confirming_;
  if (event.Is(U'y') || event.Is(U'Y')) {
    confirming_.reset();
    SetMessage("");
    return {kind, {}};
  }
  if (event.Is(U'n') || event.Is(U'N') || event.key == Key::kEscape || event.Is(U'q')) {
    confirming_.reset();
    SetMessage("");
  }
  return {};
}

PlayRequest PlayScreen::HandleCommandLine(const InputEvent& event) {
  switch (event.key) {
    case Key::kEscape:
      editing_ = false;
      break;
    case Key::kEnter:
      editing_ = false;
      return RunCommand(command_);
    case Key::kBackspace:
      if (command_.empty()) {
        editing_ = false;
      } else {
        EraseLastCharacter(command_);
      }
      break;
    case Key::kCharacter:
      if (command_.size() < kMaxCommandLength && IsSingleCellPrintable(event.ch))
        command_ += EncodeUtf8(event.ch);
      break;
    default:
      break;
  }
  return {};
}

namespace {

// In text shaped like a move ("k4-k5", "a0 a1"), the first part that is not a square.
std::optional<std::string> BadSquareIn(const std::string& text) {
  std::string spaced = text;
  for (char& c : spaced) {
    if (c == '-') c = ' ';
  }
  const auto words = SplitWords(spaced);
  if (words.size() != 2) return std::nullopt;
  for (std::string_view word : words) {
    const bool shaped = word.size() >= 2 && word.size() <= 3 && word[0] >= 'a' && word[0] <= 'z' &&
                        word.find_first_not_of("0123456789", 1) == std::string_view::npos;
    if (!shaped) return std::nullopt;
  }
  for (std::string_view word : words) {
    if (!ParseSquare(word)) return std::string(word);
  }
  return std::nullopt;
}

}  // namespace

PlayRequest PlayScreen::RunCommand(const std::string& typed) {
  const std::string text = ToLower(Trim(typed));
  if (text.empty()) return {};
  if (auto move = ParseMove(text)) {
    mutable_cursor() = move->to;
    selected_.reset();
    return {PlayRequest::Kind::kMove, *move};
  }
  if (text == "resign") {
    Confirm(PlayRequest::Kind::kResign);
    return {};
  }
  if (text == "quit" || text == "q") {
    Confirm(PlayRequest::Kind::kQuit);
    return {};
  }
  if (text == "draw") return {PlayRequest::Kind::kDraw, {}};
  if (text == "rescue" || text.rfind("rescue ", 0) == 0) return RescueCommand(text);
  if (text == "norescue" || text == "no rescue") {
    if (phase_ == PlayPhase::kRescuing) {
      Confirm(PlayRequest::Kind::kDeclineRescue);
      return {};
    }
    return {PlayRequest::Kind::kDeclineRescue, {}};
  }
  if (text == "undo" || text == "u") return {PlayRequest::Kind::kUndo, {}};
  if (text == "help" || text == "?") return {PlayRequest::Kind::kHelp, {}};
  if (text == "save" || text.rfind("save ", 0) == 0) {
    const std::string name(Trim(Trim(typed).substr(4)));
    if (name.empty()) {
      SetMessage("Save under which name? Type :save NAME", true);
      return {};
    }
    return {PlayRequest::Kind::kSave, {}, name};
  }
  if (auto bad = BadSquareIn(text)) {
    SetMessage("'" + *bad + "' is not a square: files run from a to j, ranks from 1 to 10", true);
    return {};
  }
  SetMessage("unknown command '" + std::string(Trim(typed)) +
                 "': try e4-e5, draw, resign, undo, save NAME, help, quit",
             true);
  return {};
}

PlayRequest PlayScreen::Activate() {
  if (phase_ == PlayPhase::kMoved) return {PlayRequest::Kind::kHandOver, {}};
  if (phase_ == PlayPhase::kRescuing)
    return {PlayRequest::Kind::kRescue, {}, "", RescueChoice{rescue_rank(), cursor()}};
  if (phase_ != PlayPhase::kChoosing) return {};
  const Square target = cursor();
  if (!selected_ || target == *selected_) {
    if (selected_) {
      selected_.reset();
      return {};
    }
    return Select();
  }
  const PieceId id = view_.board.At(target);
  if (id != kNoPiece && OwnerOf(id) == view_.viewer) return Select();  // choose another piece
  // The piece stays picked up: a legal move shows a new view (and puts it down), an illegal one
  // only a reason, and the player chooses again.
  return {PlayRequest::Kind::kMove, Move{*selected_, target}};
}

// Picks up the piece under the cursor, if it is the player's and can move.
PlayRequest PlayScreen::Select() {
  selected_.reset();
  const Square square = cursor();
  const PieceId id = IsLake(square) ? kNoPiece : view_.board.At(square);
  if (id == kNoPiece || OwnerOf(id) != view_.viewer) {
    SetMessage("Choose one of your own pieces to move.", true);
    return {};
  }
  MoveList moves;
  LegalMoves(view_, moves);
  const bool has_moves =
      std::any_of(moves.begin(), moves.end(), [&](Move m) { return m.from == square; });
  if (!has_moves) {
    // For a Bomb or the Flag the rules say why ("Bombs cannot move") whatever the destination.
    const Rank rank = view_.board.piece(id).rank;
    SetMessage(
        IsMovable(rank)
            ? "This piece cannot move now: it is blocked in, or held by the two-squares rule."
            : WhyIllegal(view_, Move{square, square}).value_or(""),
        true);
    return {};
  }
  selected_ = square;
  SetMessage("");
  return {};
}

// A page of the log is as many lines as it shows; it stops at the first move and at the newest.
void PlayScreen::PageLog(int direction, const ScreenSize& size) {
  const int rows = std::max(1, LogRows(size));
  const int total = LogLength(view_);
  log_back_ = std::clamp(log_back_ - direction * rows, 0, std::max(0, total - rows));
}

void PlayScreen::MoveCursor(int dx, int dy) {
  auto [col, row] = ScreenOfSquare(view_.viewer, cursor());
  col = std::clamp(col + dx, 0, kBoardSize - 1);
  row = std::clamp(row + dy, 0, kBoardSize - 1);
  mutable_cursor() = SquareAtScreen(view_.viewer, col, row);
}

// Moves the cursor to the next (or previous) of the player's pieces that can move, in reading
// order.
void PlayScreen::JumpToPiece(int direction) {
  MoveList moves;
  LegalMoves(view_, moves);
  auto [col, row] = ScreenOfSquare(view_.viewer, cursor());
  int position = row * kBoardSize + col;
  for (int step = 1; step <= kNumSquares; ++step) {
    const int next = ((position + direction * step) % kNumSquares + kNumSquares) % kNumSquares;
    const Square square = SquareAtScreen(view_.viewer, next % kBoardSize, next / kBoardSize);
    if (std::any_of(moves.begin(), moves.end(), [&](Move m) { return m.from == square; })) {
      mutable_cursor() = square;
      return;
    }
  }
}

}  // namespace stratego
