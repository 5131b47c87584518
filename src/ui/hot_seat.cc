#include "ui/hot_seat.h"

#include <algorithm>
#include <cassert>
#include <cctype>

#include "core/view.h"
#include "ui/help_screen.h"
#include "ui/key_map.h"
#include "ui/text_layout.h"

namespace stratego {

namespace {

// A resumed game has its setups; a new game after it starts with the setup editors.
HotSeatOptions WithoutSetups(HotSeatOptions options) {
  options.setups = {};
  return options;
}

}  // namespace

HotSeatSession::HotSeatSession(HotSeatOptions options, SetupStore* store, std::uint64_t seed,
                               std::shared_ptr<GameKeeper> keeper)
    : options_(std::move(options)),
      rng_(seed),
      stores_{PrivateStore(store, &saved_paths_[0], &saved_paths_[1]),
              PrivateStore(store, &saved_paths_[1], &saved_paths_[0])},
      keeper_(std::move(keeper)),
      play_(options_.display) {
  StartNewGame();
}

HotSeatSession::HotSeatSession(HotSeatOptions options, SetupStore* store, std::uint64_t seed,
                               std::shared_ptr<GameKeeper> keeper, RecordedGame game)
    : HotSeatSession(WithoutSetups(std::move(options)), store, seed, std::move(keeper)) {
  assert(!game.state().over());
  options_.rules = game.state().rules();
  setups_ = {game.record().setups[0], game.record().setups[1]};
  game_ = std::move(game);
  (void)ShowCurtain(game_->state().to_move(), Phase::kTurn);
}

bool HotSeatSession::PrivateStore::Hidden(const std::string& path) const {
  return std::find(others_->begin(), others_->end(), path) != others_->end();
}

std::vector<SetupEntry> HotSeatSession::PrivateStore::List(ArmyKind army) const {
  std::vector<SetupEntry> entries;
  if (!files_) return entries;
  for (SetupEntry& entry : files_->List(army)) {
    if (!Hidden(entry.path)) entries.push_back(std::move(entry));
  }
  return entries;
}

LoadedSetup HotSeatSession::PrivateStore::Load(const std::string& path) const {
  if (!files_ || Hidden(path)) return {std::nullopt, {path + ": not available"}};
  return files_->Load(path);
}

// A name the other side used this session gets another file, so that neither side can learn of
// the other's setup by its name or replace it.
std::string HotSeatSession::PrivateStore::PathFor(const std::string& name) const {
  if (!files_) return name;
  std::string path = files_->PathFor(name);
  for (int n = 2; Hidden(path); ++n)
    path = files_->PathFor(name + " " + std::to_string(n));
  return path;
}

bool HotSeatSession::PrivateStore::Exists(const std::string& path) const {
  return files_ && !Hidden(path) && files_->Exists(path);
}

Expected<std::string> HotSeatSession::PrivateStore::Save(const Setup& setup,
                                                         const std::string& path) {
  if (!files_) return Error{"there is nowhere to save setups"};
  if (Hidden(path)) return Error{"that file is not available"};
  Expected<std::string> saved = files_->Save(setup, path);
  if (saved) own_->push_back(*saved);
  return saved;
}

void HotSeatSession::StartNewGame() {
  setups_ = options_.setups;
  game_.reset();
  before_move_.reset();
  editor_.reset();
  AfterSetup();
}

Transition HotSeatSession::ShowCurtain(Player next, Phase after) {
  phase_ = Phase::kCurtain;
  after_curtain_ = after;
  current_ = next;
  confirming_quit_ = false;
  return Transition::Wipe();
}

// After a side's setup: the other side's setup, or the game.
Transition HotSeatSession::AfterSetup() {
  for (Player player : {Player::kRed, Player::kBlue}) {
    if (!setups_[static_cast<std::size_t>(Index(player))])
      return ShowCurtain(player, Phase::kSetup);
  }
  GameRecord header;
  header.rules = options_.rules;
  header.setups = {*setups_[0], *setups_[1]};
  header.numbering = options_.display.numbering;
  if (keeper_) header.started = keeper_->BeginGame();
  game_ = RecordedGame::Start(std::move(header)).value();
  KeepGame();
  if (game_->state().over()) {  // a setup can leave Red without a first move
    EndGame();
    return Transition::Wipe();
  }
  return ShowCurtain(Player::kRed, Phase::kTurn);
}

// The turn begins with what the player may know: their view, and the opponent's last move as
// that view reports it.
void HotSeatSession::BeginTurn() {
  phase_ = Phase::kTurn;
  const PlayerView view = BuildView(game_->state(), current_);
  play_.Show(view, PlayPhase::kChoosing, false);
  std::string message =
      view.history.empty()
          ? "You play " + std::string(PlayerName(current_)) + ". Red moves first."
          : MoveSentence(view.history.back(), current_, options_.display.numbering);
  if (view.draw_offer == Opponent(current_)) {
    message += " " + std::string(PlayerName(Opponent(current_))) +
               " offers a draw: :draw accepts, a move declines.";
  }
  play_.SetMessage(message);
}

// At the end both armies are shown (the open view): nothing is hidden any more.
void HotSeatSession::EndGame() {
  phase_ = Phase::kEnd;
  end_seat_ = current_;
  const PlayerView view = BuildOpenView(game_->state(), end_seat_);
  play_.Show(view, PlayPhase::kWatching, false);
  std::string summary = Describe(view.result);
  summary[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(summary[0])));
  play_.SetMessage(summary + " after " + std::to_string(view.ply) +
                   (view.ply == 1 ? " move." : " moves."));
}

Transition HotSeatSession::Handle(const InputEvent& event, const ScreenSize& size) {
  Transition transition = HandlePhase(event, size);
  ShowKeepProblem();
  return transition;
}

Transition HotSeatSession::HandlePhase(const InputEvent& event, const ScreenSize& size) {
  switch (phase_) {
    case Phase::kCurtain:
      return HandleCurtain(event);
    case Phase::kSetup:
      return HandleSetup(event, size);
    case Phase::kTurn:
      return HandleTurn(event, size);
    case Phase::kEnd:
      return HandleEnd(event, size);
  }
  return Transition::Stay();
}

Transition HotSeatSession::HandleCurtain(const InputEvent& event) {
  if (confirming_quit_) {
    if (event.Is(U'y') || event.Is(U'Y')) return Transition::Pop();
    if (event.Is(U'n') || event.Is(U'N') || event.key == Key::kEscape) confirming_quit_ = false;
    return Transition::Stay();
  }
  if (event.Is(U'q')) {
    confirming_quit_ = true;
    return Transition::Stay();
  }
  if (event.key != Key::kEnter) return Transition::Stay();
  if (after_curtain_ == Phase::kSetup) {
    phase_ = Phase::kSetup;
    const std::string title = std::string(PlayerName(current_)) + ": set up your army";
    editor_ = std::make_unique<SetupEditor>(current_, options_.rules.army, options_.display,
                                            &stores_[static_cast<std::size_t>(Index(current_))],
                                            rng_.Next(), title);
  } else {
    BeginTurn();
  }
  return Transition::Stay();
}

Transition HotSeatSession::HandleSetup(const InputEvent& event, const ScreenSize& size) {
  switch (editor_->Handle(event, size)) {
    case SetupOutcome::kDone:
      setups_[static_cast<std::size_t>(Index(current_))] = editor_->setup();
      editor_.reset();
      return AfterSetup();
    case SetupOutcome::kLeave:
      return Transition::Pop();
    case SetupOutcome::kHelp:
      return Transition::Push(Help());
    case SetupOutcome::kNone:
      break;
  }
  return Transition::Stay();
}

Transition HotSeatSession::HandleTurn(const InputEvent& event, const ScreenSize& size) {
  const PlayRequest request = play_.Handle(event, size);
  switch (request.kind) {
    case PlayRequest::Kind::kNone:
      return Transition::Stay();
    case PlayRequest::Kind::kMove:
      return HandleMove(request.move);
    case PlayRequest::Kind::kUndo:
      return HandleUndo();
    case PlayRequest::Kind::kHandOver:
      return ShowCurtain(Opponent(current_), Phase::kTurn);
    case PlayRequest::Kind::kDraw:
      return HandleDraw();
    case PlayRequest::Kind::kHelp:
      return Transition::Push(Help());
    case PlayRequest::Kind::kQuit:
      return Transition::Pop();
    case PlayRequest::Kind::kSave:
      return HandleSave(request.name);
    case PlayRequest::Kind::kResign:
      (void)game_->Resign(current_);
      KeepGame();
      EndGame();
      return Transition::Stay();
  }
  return Transition::Stay();
}

Transition HotSeatSession::HandleMove(Move move) {
  if (play_.phase() != PlayPhase::kChoosing) {
    play_.SetMessage(
        "You have moved already: press Enter to hand over, or u to take the move back.", true);
    return Transition::Stay();
  }
  // Legality never depends on hidden ranks, so the player's view can say why a move is refused.
  if (auto reason = WhyIllegal(play_.view(), move)) {
    play_.SetMessage("Cannot play " + FormatMove(move) + ": " + *reason, true);
    return Transition::Stay();
  }
  const RecordedGame before = *game_;
  const MoveReport report = game_->ApplyMove(move);
  KeepGame();
  if (game_->state().over()) {
    EndGame();
    return Transition::Stay();
  }
  before_move_ = before;
  const PlayerView view = BuildView(game_->state(), current_);
  play_.Show(view, PlayPhase::kMoved, !report.is_attack());
  play_.SetMessage(MoveSentence(view.history.back(), current_, options_.display.numbering));
  return Transition::Stay();
}

Transition HotSeatSession::HandleUndo() {
  if (play_.phase() != PlayPhase::kMoved || !before_move_) {
    play_.SetMessage("There is no move of yours to take back.", true);
  } else if (play_.view().history.back().is_attack()) {
    play_.SetMessage("An attack cannot be taken back: it has revealed ranks.", true);
  } else {
    const bool offered = game_->state().draw_offer() == current_;
    game_ = *before_move_;
    before_move_.reset();
    if (offered && game_->state().draw_offer() != current_) (void)game_->OfferDraw(current_);
    KeepGame();
    play_.Show(BuildView(game_->state(), current_), PlayPhase::kChoosing, false);
    play_.SetMessage("Move taken back.");
  }
  return Transition::Stay();
}

// :draw accepts the opponent's offer on one's turn, and otherwise offers a draw (before or after
// one's move: the offer stands until the opponent answers).
Transition HotSeatSession::HandleDraw() {
  const PlayPhase phase = play_.phase();
  const bool accepting =
      phase == PlayPhase::kChoosing && game_->state().draw_offer() == Opponent(current_);
  const Status status = accepting ? game_->AcceptDraw(current_) : game_->OfferDraw(current_);
  if (status) KeepGame();
  if (!status) {
    play_.SetMessage(status.error(), true);
  } else if (accepting) {
    EndGame();
  } else {
    play_.Show(BuildView(game_->state(), current_), phase,
               phase == PlayPhase::kMoved && !play_.view().history.back().is_attack());
    play_.SetMessage("You offer a draw: it stands until " +
                     std::string(PlayerName(Opponent(current_))) + " answers.");
  }
  return Transition::Stay();
}

Transition HotSeatSession::HandleEnd(const InputEvent& event, const ScreenSize& size) {
  switch (EndCommandFor(event)) {
    case Command::kNewGame:
      StartNewGame();
      return Transition::Wipe();
    case Command::kToggleSeat:
      end_seat_ = Opponent(end_seat_);
      play_.Show(BuildOpenView(game_->state(), end_seat_), PlayPhase::kWatching, false);
      return Transition::Stay();
    case Command::kQuit:
      return Transition::Pop();
    case Command::kHelp:
      return Transition::Push(Help());
    default:
      (void)play_.Handle(event, size);
      return Transition::Stay();
  }
}

Transition HotSeatSession::HandleSave(const std::string& name) {
  if (!keeper_) {
    play_.SetMessage("There is nowhere to save games.", true);
    return Transition::Stay();
  }
  Expected<std::string> saved = keeper_->SaveCopy(game_->record(), name);
  if (saved) {
    play_.SetMessage("Saved a copy as " + *saved + ".");
  } else {
    play_.SetMessage("Could not save: " + saved.error(), true);
  }
  return Transition::Stay();
}

void HotSeatSession::KeepGame() {
  if (!keeper_ || !game_) return;
  if (Status kept = keeper_->Keep(game_->record()); !kept)
    keep_problem_ = "The game could not be saved: " + kept.error();
}

void HotSeatSession::ShowKeepProblem() {
  if (keep_problem_.empty() || (phase_ != Phase::kTurn && phase_ != Phase::kEnd)) return;
  play_.SetMessage(keep_problem_, true);
  keep_problem_.clear();
}

std::unique_ptr<Activity> HotSeatSession::Help() const {
  return std::make_unique<HelpActivity>(options_.display, options_.rules);
}

void HotSeatSession::Render(Canvas& canvas, const Theme& theme) const {
  switch (phase_) {
    case Phase::kCurtain:
      RenderCurtain(canvas, theme);
      return;
    case Phase::kSetup:
      editor_->Render(canvas, theme);
      return;
    case Phase::kTurn:
    case Phase::kEnd:
      play_.Render(canvas, theme);
      return;
  }
}

// The curtain: nothing of either army, only who is next.
void HotSeatSession::RenderCurtain(Canvas& canvas, const Theme& theme) const {
  const std::string who(PlayerName(current_));
  const std::string dash = theme.unicode() ? " — " : " - ";
  const std::string line =
      after_curtain_ == Phase::kSetup
          ? who + " sets up" + dash + "pass the keyboard to " + who + " and press Enter"
          : who + " to move" + dash + "pass the keyboard and press Enter";
  const int middle = canvas.height() / 2;
  PrintCentered(canvas, 0, middle - 1, canvas.width(), line, theme.Of(Role::kCurtain));
  if (after_curtain_ == Phase::kTurn && game_) {  // the move number is public
    PrintCentered(canvas, 0, middle + 1, canvas.width(),
                  "move " + std::to_string(game_->state().ply() + 1), theme.Of(Role::kDim));
  }
  if (confirming_quit_) {
    PrintCentered(canvas, 0, middle + 3, canvas.width(),
                  game_ ? "Quit? The game is kept: resume it from the menu. (y/n)"
                        : "Quit this game? The setups made so far are lost. (y/n)",
                  theme.Of(Role::kError));
  }
}

}  // namespace stratego
