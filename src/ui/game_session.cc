#include "ui/game_session.h"

#include <algorithm>
#include <cassert>
#include <cctype>

#include "core/view.h"
#include "ui/help_screen.h"
#include "ui/key_map.h"
#include "ui/text_layout.h"

namespace stratego {

namespace {

// A resumed game has its setups; a new game after it starts with the setup step.
SessionOptions WithoutSetups(SessionOptions options) {
  options.setups = {};
  return options;
}

// The store the person called `name` sees: the store's view for that name, if it has one.
std::unique_ptr<SetupStore> StoreOfPlayer(const SetupStore* store, const std::string& name) {
  return store ? store->ForPlayer(name) : nullptr;
}

// Whether the person on `side` keeps setups in a folder the other person uses too: in a hot-seat
// game, a person without a name (against the computer, the one person's folder is theirs).
bool SharesFolder(const SessionOptions& options, std::size_t side) {
  return ModeOf(options.seats) == GameMode::kHotSeat && options.names[side].empty();
}

}  // namespace

GameSession::GameSession(SessionOptions options, SetupStore* store, std::uint64_t seed,
                         std::shared_ptr<GameKeeper> keeper, NoGameYet)
    : options_(std::move(options)),
      rng_(seed),
      player_stores_{StoreOfPlayer(store, options_.names[0]),
                     StoreOfPlayer(store, options_.names[1])},
      stores_{PrivateStore(player_stores_[0] ? player_stores_[0].get() : store, &saved_paths_[0],
                           &saved_paths_[1], SharesFolder(options_, 0)),
              PrivateStore(player_stores_[1] ? player_stores_[1].get() : store, &saved_paths_[1],
                           &saved_paths_[0], SharesFolder(options_, 1))},
      keeper_(std::move(keeper)),
      play_(options_.display) {
  for (Player side : {Player::kRed, Player::kBlue}) {
    const Seat& seat = options_.seats[Slot(side)];
    const std::string& given = options_.names[Slot(side)];
    names_[Slot(side)] = !seat.person() ? seat.agent->Name() : given.empty() ? "human" : given;
  }
  if (mode() == GameMode::kVersusComputer)
    current_ = IsPerson(Player::kRed) ? Player::kRed : Player::kBlue;
  play_.SetSpectator(mode() == GameMode::kWatching);
}

GameSession::GameSession(SessionOptions options, SetupStore* store, std::uint64_t seed,
                         std::shared_ptr<GameKeeper> keeper)
    : GameSession(std::move(options), store, seed, std::move(keeper), NoGameYet{}) {
  StartNewGame();
}

GameSession::GameSession(SessionOptions options, SetupStore* store, std::uint64_t seed,
                         std::shared_ptr<GameKeeper> keeper, RecordedGame game)
    : GameSession(WithoutSetups(std::move(options)), store, seed, std::move(keeper), NoGameYet{}) {
  assert(!game.state().over());
  options_.rules = game.state().rules();
  setups_ = {game.record().setups[0], game.record().setups[1]};
  game_ = std::move(game);
  (void)Resume();
}

bool GameSession::PrivateStore::Hidden(const std::string& path) const {
  return std::find(others_->begin(), others_->end(), path) != others_->end();
}

bool GameSession::PrivateStore::Earlier(const SetupEntry& entry) const {
  return shared_ && entry.own && std::find(own_->begin(), own_->end(), entry.path) == own_->end();
}

std::vector<SetupEntry> GameSession::PrivateStore::List(ArmyKind army) const {
  std::vector<SetupEntry> entries;
  if (!files_) return entries;
  for (SetupEntry& entry : files_->List(army)) {
    if (!Hidden(entry.path) && !Earlier(entry)) entries.push_back(std::move(entry));
  }
  return entries;
}

// Even when a player asks for other players' setups, those the other side saved this session
// stay hidden: that player is at the table.
std::vector<SetupEntry> GameSession::PrivateStore::ListOthers(ArmyKind army) const {
  std::vector<SetupEntry> entries;
  if (!files_) return entries;
  for (SetupEntry& entry : files_->List(army)) {
    if (Hidden(entry.path) || !Earlier(entry)) continue;
    entries.push_back({"(no name): " + entry.title, entry.path, false});
  }
  for (SetupEntry& entry : files_->ListOthers(army)) {
    if (!Hidden(entry.path)) entries.push_back(std::move(entry));
  }
  return entries;
}

LoadedSetup GameSession::PrivateStore::Load(const std::string& path) const {
  if (!files_ || Hidden(path)) return {std::nullopt, {path + ": not available"}};
  return files_->Load(path);
}

// A name the other side used this session gets another file, so that neither side can learn of
// the other's setup by its name or replace it; so does the name of a shared folder's setup from
// before this session (whose it is, no one knows).
std::string GameSession::PrivateStore::PathFor(const std::string& name) const {
  if (!files_) return name;
  const auto taken = [this](const std::string& path) {
    return Hidden(path) || (shared_ && files_->Exists(path) &&
                            std::find(own_->begin(), own_->end(), path) == own_->end());
  };
  std::string path = files_->PathFor(name);
  for (int n = 2; taken(path); ++n)
    path = files_->PathFor(name + " " + std::to_string(n));
  return path;
}

bool GameSession::PrivateStore::Exists(const std::string& path) const {
  return files_ && !Hidden(path) && files_->Exists(path);
}

Expected<std::string> GameSession::PrivateStore::Save(const Setup& setup, const std::string& path) {
  if (!files_) return Error{"there is nowhere to save setups"};
  if (Hidden(path)) return Error{"that file is not available"};
  Expected<std::string> saved = files_->Save(setup, path);
  if (saved) own_->push_back(*saved);
  return saved;
}

void GameSession::StartNewGame() {
  thinking_.reset();
  setups_ = options_.setups;
  game_.reset();
  before_move_.reset();
  editor_.reset();
  (void)AfterSetup();
}

Transition GameSession::ShowCurtain(Player next, Phase after) {
  phase_ = Phase::kCurtain;
  after_curtain_ = after;
  current_ = next;
  confirming_quit_ = false;
  return Transition::Wipe();
}

void GameSession::OpenEditor(Player player) {
  phase_ = Phase::kSetup;
  current_ = player;
  const std::string title = PersonLabel(player) + ": set up your army";
  editor_ = std::make_unique<SetupEditor>(player, options_.rules.army, options_.display,
                                          &stores_[Slot(player)], rng_.Next(), title);
}

// After a side's setup: the next side's, or the game. Agents choose first, so that one that
// cannot play says so before anyone sets up; a person sets up behind a curtain in a hot-seat game,
// else straight away.
Transition GameSession::AfterSetup() {
  for (Player player : {Player::kRed, Player::kBlue}) {
    if (setups_[Slot(player)] || IsPerson(player)) continue;
    if (Status chosen = ChooseAgentSetup(player); !chosen) return Fail(chosen.error());
  }
  for (Player player : {Player::kRed, Player::kBlue}) {
    if (setups_[Slot(player)]) continue;
    if (mode() == GameMode::kHotSeat) return ShowCurtain(player, Phase::kSetup);
    OpenEditor(player);
    return Transition::Stay();
  }
  return StartGame();
}

Transition GameSession::StartGame() {
  GameRecord header;
  header.rules = options_.rules;
  header.setups = {*setups_[0], *setups_[1]};
  header.numbering = options_.display.numbering;
  // A game with an agent names every side ("human" for a person without a name), so that it
  // resumes with its agents; a hot-seat game names its people, if they gave names.
  if (mode() != GameMode::kHotSeat)
    header.names = {SeatName(Player::kRed), SeatName(Player::kBlue)};
  else
    header.names = options_.names;
  if (keeper_) header.started = keeper_->BeginGame();
  game_ = RecordedGame::Start(std::move(header)).value();
  KeepGame();
  if (game_->state().over()) {  // a setup can leave Red without a first move
    EndGame();
    return Transition::Wipe();
  }
  return NextTurn();
}

// The side to move plays: an agent at once; a person behind the curtain in a hot-seat game, else
// straight away.
Transition GameSession::NextTurn() {
  const Player next = game_->state().to_move();
  if (!IsPerson(next)) {
    StartComputerTurn();
    return Transition::Stay();
  }
  if (mode() == GameMode::kHotSeat) return ShowCurtain(next, Phase::kTurn);
  BeginTurn();
  return Transition::Stay();
}

// The turn begins with what the player may know: their view, and what happened since their last
// move as that view reports it.
void GameSession::BeginTurn() {
  phase_ = Phase::kTurn;
  const PlayerView view = BuildView(game_->state(), current_);
  play_.SetWaiting("", -1, "");
  const RescueChance chance = GetRescueChance(view);
  if (chance.open() && chance.rescuer == current_) {  // a resumed game stopped at a rescue
    AskRescue(view, MoveSentence(view.history.back(), current_, options_.display.numbering));
    return;
  }
  play_.Show(view, PlayPhase::kChoosing, false);
  std::string message = TurnMessage(view);
  if (view.draw_offer == Opponent(current_)) {
    message += " " + std::string(PlayerName(Opponent(current_))) +
               " offers a draw: :draw accepts, a move declines.";
  }
  play_.SetMessage(message);
}

// Whose seat the screen is drawn from: the person's, or the watcher's.
Player GameSession::ShownSeat() const {
  return mode() == GameMode::kWatching ? watch_seat_ : current_;
}

// What the screen shows while the game goes on: the person's view; both armies for a watcher,
// who plays neither side.
PlayerView GameSession::ShownView() const {
  return mode() == GameMode::kWatching ? BuildOpenView(game_->state(), watch_seat_)
                                       : BuildView(game_->state(), ShownSeat());
}

// At the end both armies are shown (the open view): nothing is hidden any more. `cause` says why
// the game ended when the result alone does not (an agent that stopped playing).
void GameSession::EndGame(const std::string& cause) {
  thinking_.reset();
  phase_ = Phase::kEnd;
  end_seat_ = ShownSeat();
  const PlayerView view = BuildOpenView(game_->state(), end_seat_);
  play_.Show(view, PlayPhase::kWatching, false);
  play_.SetWaiting("", -1, "");
  std::string summary = Describe(view.result);
  summary[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(summary[0])));
  play_.SetMessage(cause + summary + " after " + std::to_string(view.ply) +
                   (view.ply == 1 ? " move." : " moves."));
  TellAgentsTheEnd();
}

Transition GameSession::Handle(const InputEvent& event, const ScreenSize& size) {
  Transition transition = HandlePhase(event, size);
  ShowKeepProblem();
  return transition;
}

Transition GameSession::HandlePhase(const InputEvent& event, const ScreenSize& size) {
  switch (phase_) {
    case Phase::kCurtain:
      return HandleCurtain(event);
    case Phase::kSetup:
      return HandleSetup(event, size);
    case Phase::kTurn:
      return HandleTurn(event, size);
    case Phase::kComputer:
      return HandleComputer(event, size);
    case Phase::kEnd:
      return HandleEnd(event, size);
    case Phase::kFailed:
      return event.Is(U'q') || event.key == Key::kEnter || event.key == Key::kEscape
                 ? Transition::Pop()
                 : Transition::Stay();
  }
  return Transition::Stay();
}

Transition GameSession::HandleCurtain(const InputEvent& event) {
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
    OpenEditor(current_);
  } else {
    BeginTurn();
  }
  return Transition::Stay();
}

Transition GameSession::HandleSetup(const InputEvent& event, const ScreenSize& size) {
  switch (editor_->Handle(event, size)) {
    case SetupOutcome::kDone:
      setups_[Slot(current_)] = editor_->setup();
      editor_.reset();
      return AfterSetup();
    case SetupOutcome::kLeave:
      return Transition::Pop();
    case SetupOutcome::kHelp:
      return Transition::Push(Help(HelpTopic::kSetup));
    case SetupOutcome::kNone:
      break;
  }
  return Transition::Stay();
}

// On the person's own turn a move and the hand-over are theirs to make; every other request is
// answered as at any time (AnswerRequest).
Transition GameSession::HandleTurn(const InputEvent& event, const ScreenSize& size) {
  const PlayRequest request = play_.Handle(event, size);
  switch (request.kind) {
    case PlayRequest::Kind::kMove:
      return HandleMove(request.move);
    case PlayRequest::Kind::kHandOver:
      return NextTurn();
    case PlayRequest::Kind::kRescue:
      return HandleRescue(request.rescue);
    case PlayRequest::Kind::kDeclineRescue:
      return DeclineRescue();
    default:
      return AnswerRequest(request);
  }
}

Transition GameSession::Resign(Player player) {
  (void)game_->Resign(player);
  KeepGame();
  EndGame();
  return Transition::Stay();
}

// A person's move. Against an agent, the agent answers at once; in a hot-seat game the player
// may take the move back (not an attack: it revealed ranks) until handing over. A move that
// opens a rescue asks for it first (RULES.md §7); one that reaches the back row without earning
// one says why.
Transition GameSession::HandleMove(Move move) {
  if (play_.phase() == PlayPhase::kRescuing) {
    play_.SetMessage("You have moved already: rescue a piece, or press Esc for no rescue.", true);
    return Transition::Stay();
  }
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
  RecordedGame before = *game_;
  (void)game_->ApplyMove(move);
  KeepGame();
  if (game_->state().over()) {
    EndGame();
    return Transition::Stay();
  }
  before_move_.reset();
  if (mode() == GameMode::kHotSeat) before_move_ = std::move(before);
  const PlayerView view = BuildView(game_->state(), current_);
  std::string sentence = MoveSentence(view.history.back(), current_, options_.display.numbering);
  const RescueChance chance = GetRescueChance(view);
  if (chance.open()) {
    AskRescue(view, sentence);
    return Transition::Stay();
  }
  if (chance.kind == RescueChance::Kind::kRefused)
    sentence += " No rescue: " + chance.refusal + ".";
  return FinishOwnTurn(sentence);
}

// The person's turn is over (a move, and the rescue it opened if any): the computer's turn, or
// in a hot-seat game the hand-over, with the move to take back unless it was an attack.
Transition GameSession::FinishOwnTurn(const std::string& message) {
  if (mode() != GameMode::kHotSeat) {
    StartComputerTurn();
    play_.SetMessage(message);
    return Transition::Stay();
  }
  const PlayerView view = BuildView(game_->state(), current_);
  play_.Show(view, PlayPhase::kMoved, before_move_ && !view.history.back().is_attack());
  play_.SetMessage(message);
  return Transition::Stay();
}

Transition GameSession::HandleUndo() {
  if (mode() != GameMode::kHotSeat) {
    play_.SetMessage("No take-backs against the computer: it has seen your move.", true);
  } else if ((play_.phase() != PlayPhase::kMoved && play_.phase() != PlayPhase::kRescuing) ||
             !before_move_) {
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
// one's move: the offer stands until the opponent answers). An agent cannot answer an offer.
Transition GameSession::HandleDraw() {
  if (mode() != GameMode::kHotSeat) {
    play_.SetMessage("The computer does not answer draw offers: play on, or resign.", true);
    return Transition::Stay();
  }
  const PlayPhase phase = play_.phase();
  if (phase == PlayPhase::kRescuing) {
    play_.SetMessage("Rescue a piece first, or press Esc for no rescue.", true);
    return Transition::Stay();
  }
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

// The end: a new game, the board turned, leaving; and typed commands (:save NAME).
Transition GameSession::HandleEnd(const InputEvent& event, const ScreenSize& size) {
  const bool typing = play_.editing() || play_.confirming();
  switch (typing ? Command::kNone : EndCommandFor(event)) {
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
      break;
  }
  const PlayRequest request = play_.Handle(event, size);
  if (request.kind == PlayRequest::Kind::kSave) return HandleSave(request.name);
  if (request.kind == PlayRequest::Kind::kHelp) return Transition::Push(Help());
  if (request.kind == PlayRequest::Kind::kQuit) return Transition::Pop();
  return Transition::Stay();
}

Transition GameSession::HandleSave(const std::string& name) {
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

// A failure is told at once (ShowKeepProblem), and until a later change is kept quitting says
// that the last moves are not saved and where the last good copy is.
void GameSession::KeepGame() {
  if (!keeper_ || !game_) return;
  const Status kept = keeper_->Keep(game_->record());
  unsaved_ = !kept;
  play_.SetQuitQuestion(QuitQuestion());
  if (!kept)
    keep_problem_ = "The game could not be saved: " + kept.error() + ". " + LastCopy() + ".";
}

// Where the game is on disk when its latest change could not be written.
std::string GameSession::LastCopy() const {
  const std::string copy = keeper_ ? keeper_->LastGoodCopy() : "";
  return copy.empty() ? "Nothing of this game is saved" : "The last good copy is " + copy;
}

std::string GameSession::QuitQuestion() const {
  if (!game_) return "Quit this game? The setups made so far are lost. (y/n)";
  if (!unsaved_) return std::string(kKeptQuitQuestion);
  return "Quit? The last moves are NOT saved. " + LastCopy() + ". (y/n)";
}

void GameSession::ShowKeepProblem() {
  if (keep_problem_.empty() ||
      (phase_ != Phase::kTurn && phase_ != Phase::kComputer && phase_ != Phase::kEnd)) {
    return;
  }
  play_.SetMessage(keep_problem_, true, true);  // it stays: moving the cursor does not mend it
  keep_problem_.clear();
}

std::unique_ptr<Activity> GameSession::Help(HelpTopic topic) const {
  return std::make_unique<HelpActivity>(
      HelpEntries(options_.display, options_.rules, mode(), topic));
}

}  // namespace stratego
