#include "ui/remote_game.h"

#include <cctype>

#include "core/report.h"
#include "ui/clock_text.h"
#include "ui/help_screen.h"
#include "ui/key_map.h"
#include "ui/text_layout.h"

namespace stratego {

namespace {

std::string Sentence(std::string text) {
  if (!text.empty()) text[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(text[0])));
  if (!text.empty() && text.back() != '.') text += '.';
  return text;
}

constexpr std::string_view kPlayingKeys = "PgUp/PgDn: earlier moves · :draw · :resign · q: leave";

}  // namespace

RemoteGame::RemoteGame(std::unique_ptr<RemoteTable> table, DisplayOptions options,
                       SetupStore* store, std::uint64_t seed, std::function<ClockMs()> now)
    : table_(std::move(table)),
      options_(options),
      store_(store),
      rng_(seed),
      play_(options),
      now_(now ? std::move(now) : SteadyClockMs) {
  play_.SetEndKeys("q: leave");
}

// --- the server's news ---

void RemoteGame::Take(const RemoteEvent& event) {
  switch (event.kind) {
    case RemoteEvent::Kind::kJoined:
      return OnJoined(event);
    case RemoteEvent::Kind::kView:
      return OnView(event);
    case RemoteEvent::Kind::kOpponent:
      return OnOpponent(event);
    case RemoteEvent::Kind::kError:
      return OnError(event);
    case RemoteEvent::Kind::kLost:
      return OnLost(event);
  }
}

void RemoteGame::OnJoined(const RemoteEvent& event) {
  game_ = event.game;
  seat_ = event.seat;
  rules_ = event.rules;
  if (!event.name.empty()) opponent_name_ = event.name;
  play_.SetQuitQuestion("Leave? " + ResumeHint() + " (y/n)");
  if (!event.needs_setup) {
    phase_ = Phase::kArranged;
    return;
  }
  phase_ = Phase::kSetup;
  const std::string title = std::string(PlayerName(seat_)) + ": set up your army";
  editor_ = std::make_unique<SetupEditor>(seat_, rules_.army, options_, store_, rng_.Next(), title);
}

// A new view: the start (or a game taken up again), a move of either side, a rescue, a draw
// offer, the end. What happened since the last one is told in the status line.
void RemoteGame::OnView(const RemoteEvent& event) {
  const std::optional<PlayerView> before = std::move(view_);
  const bool progressed =
      !before || before->history != event.view.history || rescue_open_ != event.rescue_open;
  view_ = event.view;
  rescue_open_ = event.rescue_open;
  if (event.times) {
    clocks_ = event.times;
    clocks_at_ = now_();
  }
  if (progressed) awaiting_ = false;
  editor_.reset();
  problem_.clear();
  std::string news = NewsSince(before);
  if (view_->result.over()) {
    phase_ = Phase::kOver;
    awaiting_ = false;
    const std::string summary = event.text.empty() ? Describe(view_->result) : event.text;
    news += (news.empty() ? "" : " ") + Sentence(summary) + " After " + std::to_string(view_->ply) +
            (view_->ply == 1 ? " move." : " moves.");
  } else {
    phase_ = Phase::kPlaying;
  }
  ShowView();
  if (!news.empty()) play_.SetMessage(news);
}

std::string RemoteGame::NewsSince(const std::optional<PlayerView>& before) const {
  const PlayerView& view = *view_;
  const Player opponent = Opponent(seat_);
  std::string news;
  const auto add = [&news](const std::string& sentence) {
    news += (news.empty() ? "" : " ") + sentence;
  };
  if (!before) {
    if (view.history.empty()) {
      add("Game " + std::to_string(game_) + ": you play " + std::string(PlayerName(seat_)) +
          ". Red moves first.");
    } else {
      add("Game " + std::to_string(game_) + " taken up again at move " +
          std::to_string(view.ply + 1) + ".");
      add(MoveSentence(view.history.back(), seat_, options_.numbering));
    }
  } else {
    std::size_t first = before->history.size();
    // A rescue (or a declined one) changes the last report rather than adding one.
    if (first > 0 && first <= view.history.size() &&
        before->history[first - 1] != view.history[first - 1])
      --first;
    for (std::size_t i = first; i < view.history.size(); ++i)
      add(MoveSentence(view.history[i], seat_, options_.numbering));
    if (view.draw_offer && view.draw_offer != before->draw_offer) {
      add(*view.draw_offer == seat_ ? "You offer a draw: it stands until " +
                                          std::string(PlayerName(opponent)) + " answers."
                                    : std::string(PlayerName(opponent)) +
                                          " offers a draw: :draw accepts, a move declines.");
    }
  }
  if (rescue_open_ && !view.history.empty() && !view.result.over()) {
    add(view.history.back().mover == seat_
            ? "You may rescue a piece: choose it, then a marked square (Esc: none)."
            : OpponentLabel() + " may rescue a piece.");
  }
  return news;
}

void RemoteGame::OnOpponent(const RemoteEvent& event) {
  const std::optional<RemoteOpponent> before = opponent_;
  opponent_ = event.opponent;
  if (!event.name.empty()) opponent_name_ = event.name;
  if (phase_ != Phase::kPlaying) return;
  if (event.opponent == RemoteOpponent::kDisconnected && before != event.opponent)
    play_.SetMessage(OpponentLabel() + " lost the connection.");
  if (event.opponent == RemoteOpponent::kConnected && before == RemoteOpponent::kDisconnected)
    play_.SetMessage(OpponentLabel() + " is back.");
  ShowWaiting();
}

void RemoteGame::OnError(const RemoteEvent& event) {
  const std::string text = "The server refused: " + event.text;
  if (event.request == "setup" && editor_) {  // the setup may be sent again
    phase_ = Phase::kSetup;
    problem_ = text;
    return;
  }
  if (phase_ != Phase::kPlaying && phase_ != Phase::kOver) {
    problem_ = text;
    return;
  }
  awaiting_ = false;  // whatever was sent was not taken: the player may try again
  ShowView();
  play_.SetMessage(text, true, true);
}

void RemoteGame::OnLost(const RemoteEvent& event) {
  lost_ = Sentence("The connection to the server is lost: " + event.text) + " " + ResumeHint() +
          " Press q to leave.";
  confirming_leave_ = false;
  if (phase_ != Phase::kPlaying && phase_ != Phase::kOver) return;
  ShowView();
  play_.SetMessage(lost_, true, true);
}

// --- what the screen shows ---

void RemoteGame::ShowClocks() {
  if (!clocks_) return;
  std::array<std::string, kNumPlayers> names;
  for (Player side : {Player::kRed, Player::kBlue})
    names[static_cast<std::size_t>(Index(side))] =
        std::string(PlayerName(side)) + (side == seat_ ? " (you)" : "");
  play_.SetClocks(clocks_->After(now_() - clocks_at_), names);
}

void RemoteGame::ShowView() {
  play_.Show(*view_, CurrentPlayPhase(), false);
  ShowWaiting();
}

PlayPhase RemoteGame::CurrentPlayPhase() const {
  if (!view_ || view_->result.over() || awaiting_ || !lost_.empty()) return PlayPhase::kWatching;
  if (rescue_open_) {
    const bool mine = !view_->history.empty() && view_->history.back().mover == seat_;
    return mine ? PlayPhase::kRescuing : PlayPhase::kWatching;
  }
  return view_->to_move == seat_ ? PlayPhase::kChoosing : PlayPhase::kWatching;
}

// The right end of the status line: whom the game waits for, and whether they are connected.
void RemoteGame::ShowWaiting() {
  if (!view_ || phase_ == Phase::kOver || !lost_.empty()) {
    play_.SetWaiting("", -1, lost_.empty() ? "" : "q: leave");
    return;
  }
  std::string indicator;
  if (opponent_ == RemoteOpponent::kDisconnected) {
    indicator = OpponentLabel() + " is disconnected";
  } else if (awaiting_) {
    indicator = "sent to the server";
  } else if (CurrentPlayPhase() == PlayPhase::kWatching) {
    indicator = OpponentLabel() + (rescue_open_ ? " may rescue" : " to move");
  }
  play_.SetWaiting(indicator, -1, std::string(kPlayingKeys));
}

std::string RemoteGame::OpponentLabel() const {
  const std::string side(PlayerName(Opponent(seat_)));
  return opponent_name_.empty() ? side : side + " (" + opponent_name_ + ")";
}

std::string RemoteGame::OpponentLine() const {
  if (!opponent_ || *opponent_ == RemoteOpponent::kWaiting)
    return "Waiting for an opponent to join game " + std::to_string(game_);
  switch (*opponent_) {
    case RemoteOpponent::kArranging:
      return OpponentLabel() + " is arranging the army";
    case RemoteOpponent::kReady:
      return OpponentLabel() + " has finished arranging";
    case RemoteOpponent::kConnected:
      return OpponentLabel() + " is connected";
    case RemoteOpponent::kDisconnected:
      return OpponentLabel() + " is disconnected: the game waits";
    case RemoteOpponent::kWaiting:
      break;
  }
  return "";
}

std::string RemoteGame::ResumeHint() const {
  return "The game stays on the server: `stratego join " + std::to_string(game_) +
         "` takes it up again.";
}

// --- keys ---

Transition RemoteGame::Handle(const InputEvent& event, const ScreenSize& size) {
  // While the player answers a question or types a command, the news waits: a new view would cut
  // them short (PlayScreen::Show).
  const bool asking = play_.confirming() || play_.editing();
  if (!asking || (phase_ != Phase::kPlaying && phase_ != Phase::kOver)) {
    for (const RemoteEvent& news : table_->Poll())
      Take(news);
  }
  ShowClocks();
  if (event.key == Key::kNone) return Transition::Stay();
  if (!lost_.empty() && !asking) {
    if (event.Is(U'q') || event.key == Key::kEscape || event.key == Key::kEnter)
      return Transition::Pop();
    if (phase_ != Phase::kPlaying && phase_ != Phase::kOver) return Transition::Stay();
  }
  switch (phase_) {
    case Phase::kJoining:
    case Phase::kArranged:
      return HandleWaiting(event);
    case Phase::kSetup:
      return HandleSetup(event, size);
    case Phase::kPlaying:
    case Phase::kOver:
      return HandlePlay(event, size);
  }
  return Transition::Stay();
}

Transition RemoteGame::HandleSetup(const InputEvent& event, const ScreenSize& size) {
  problem_.clear();
  switch (editor_->Handle(event, size)) {
    case SetupOutcome::kDone:
      table_->SendSetup(editor_->setup());
      phase_ = Phase::kArranged;
      return Transition::Stay();
    case SetupOutcome::kLeave:
      return Leave();
    case SetupOutcome::kHelp:
      return Transition::Push(Help(true));
    case SetupOutcome::kNone:
      break;
  }
  return Transition::Stay();
}

// Waiting for the seat or for the opponent's setup: only help and leaving (after a question).
Transition RemoteGame::HandleWaiting(const InputEvent& event) {
  if (confirming_leave_) {
    if (event.Is(U'y') || event.Is(U'Y')) return Leave();
    if (event.Is(U'n') || event.Is(U'N') || event.key == Key::kEscape) confirming_leave_ = false;
    return Transition::Stay();
  }
  if (event.Is(U'q')) confirming_leave_ = true;
  if (event.Is(U'?')) return Transition::Push(Help(true));
  return Transition::Stay();
}

Transition RemoteGame::HandlePlay(const InputEvent& event, const ScreenSize& size) {
  const bool asking = play_.confirming() || play_.editing();
  if (phase_ == Phase::kOver && !asking && (event.Is(U'q') || event.key == Key::kEscape))
    return Leave();
  const Command command = PlayCommandFor(event);
  const PlayRequest request = play_.Handle(event, size);
  if (!asking && play_.phase() == PlayPhase::kWatching &&
      request.kind == PlayRequest::Kind::kNone &&
      (command == Command::kActivate || command == Command::kClick) && phase_ == Phase::kPlaying) {
    play_.SetMessage(awaiting_ ? "Your move is with the server: wait for its answer."
                               : "Not your turn: wait for " + OpponentLabel() + ".",
                     true);
    return Transition::Stay();
  }
  return Answer(request);
}

Transition RemoteGame::Answer(const PlayRequest& request) {
  const bool over = phase_ == Phase::kOver;
  switch (request.kind) {
    case PlayRequest::Kind::kNone:
    case PlayRequest::Kind::kHandOver:
      return Transition::Stay();
    case PlayRequest::Kind::kHelp:
      return Transition::Push(Help(false));
    case PlayRequest::Kind::kQuit:
      return Leave();
    case PlayRequest::Kind::kUndo:
      play_.SetMessage("No take-backs: the server has your move.", true);
      return Transition::Stay();
    case PlayRequest::Kind::kSave:
      play_.SetMessage("The server keeps this game: there is no copy to save here.", true);
      return Transition::Stay();
    default:
      break;
  }
  if (!lost_.empty()) {
    play_.SetMessage(lost_, true, true);
    return Transition::Stay();
  }
  if (over) {
    play_.SetMessage("The game is over: q leaves.", true);
    return Transition::Stay();
  }
  switch (request.kind) {
    case PlayRequest::Kind::kMove:
      return SendMove(request.move);
    case PlayRequest::Kind::kRescue:
      return SendRescue(request.rescue);
    case PlayRequest::Kind::kDeclineRescue:
      if (play_.phase() != PlayPhase::kRescuing) {
        play_.SetMessage("There is no rescue to make now.", true);
        return Transition::Stay();
      }
      table_->SendDeclineRescue();
      awaiting_ = true;
      ShowView();
      play_.SetMessage("You make no rescue.");
      return Transition::Stay();
    case PlayRequest::Kind::kDraw:
      return SendDraw();
    case PlayRequest::Kind::kResign:
      table_->SendResign();
      awaiting_ = true;
      ShowView();
      play_.SetMessage("You resign.");
      return Transition::Stay();
    default:
      return Transition::Stay();
  }
}

// Legality never depends on hidden ranks: the view says why a move is refused before it is sent.
Transition RemoteGame::SendMove(Move move) {
  if (play_.phase() == PlayPhase::kRescuing) {
    play_.SetMessage("You have moved already: rescue a piece, or press Esc for no rescue.", true);
    return Transition::Stay();
  }
  if (play_.phase() != PlayPhase::kChoosing) {
    play_.SetMessage("Not your turn: wait for " + OpponentLabel() + ".", true);
    return Transition::Stay();
  }
  if (auto reason = WhyIllegal(*view_, move)) {
    play_.SetMessage("Cannot play " + FormatMove(move) + ": " + *reason, true);
    return Transition::Stay();
  }
  table_->SendMove(move);
  awaiting_ = true;
  ShowView();
  play_.SetMessage("You play " + FormatMove(move) + ".");
  return Transition::Stay();
}

Transition RemoteGame::SendRescue(const RescueChoice& rescue) {
  if (play_.phase() != PlayPhase::kRescuing) {
    play_.SetMessage("There is no rescue to make now.", true);
    return Transition::Stay();
  }
  if (auto reason = WhyRescueIllegal(*view_, rescue)) {
    play_.SetMessage("Cannot rescue a " + RankWithNumber(rescue.rank, options_.numbering) + " to " +
                         SquareName(rescue.square) + ": " + *reason,
                     true);
    return Transition::Stay();
  }
  table_->SendRescue(rescue);
  awaiting_ = true;
  ShowView();
  return Transition::Stay();
}

// :draw accepts the opponent's standing offer on one's turn, and otherwise offers one.
Transition RemoteGame::SendDraw() {
  if (play_.phase() == PlayPhase::kRescuing) {
    play_.SetMessage("Rescue a piece first, or press Esc for no rescue.", true);
    return Transition::Stay();
  }
  const std::string opponent(PlayerName(Opponent(seat_)));
  if (view_->draw_offer == Opponent(seat_) && play_.phase() == PlayPhase::kChoosing) {
    table_->SendAcceptDraw();
    play_.SetMessage("You accept the draw.");
  } else if (view_->draw_offer == seat_) {
    play_.SetMessage("Your draw offer stands until " + opponent + " answers.", true);
  } else {
    table_->SendOfferDraw();
    play_.SetMessage("You offer a draw.");
  }
  return Transition::Stay();
}

Transition RemoteGame::Leave() {
  if (lost_.empty()) table_->Leave();
  return Transition::Pop();
}

std::unique_ptr<Activity> RemoteGame::Help(bool setup) const {
  return std::make_unique<HelpActivity>(HelpEntries(
      options_, rules_, GameMode::kRemote, setup ? HelpTopic::kSetup : HelpTopic::kPlaying));
}

// --- drawing ---

void RemoteGame::Render(Canvas& canvas, const Theme& theme) const {
  switch (phase_) {
    case Phase::kJoining:
    case Phase::kArranged:
      RenderWaiting(canvas, theme);
      return;
    case Phase::kSetup: {
      editor_->Render(canvas, theme);
      // The opponent arranges at the same time: said at the right of the title line.
      // The title is "STRATEGO  Red: set up your army" (editor_ draws it): the line goes right
      // of it, shortened if the screen is narrow.
      const int title =
          TextWidth("STRATEGO  " + std::string(PlayerName(seat_)) + ": set up your army") + 2;
      const int room = canvas.width() - title;
      const std::string line = Ellipsize(OpponentLine(), room, theme.unicode());
      canvas.Print(canvas.width() - TextWidth(line), 0, line, theme.Of(Role::kHeading));
      const std::string& problem = !lost_.empty() ? lost_ : problem_;
      if (!problem.empty())
        canvas.Print(0, canvas.height() - 1, Ellipsize(problem, canvas.width(), theme.unicode()),
                     theme.Of(Role::kError), canvas.width());
      return;
    }
    case Phase::kPlaying:
    case Phase::kOver:
      play_.Render(canvas, theme);
      return;
  }
}

// Before the game: whose seat this is, and what it waits for.
void RemoteGame::RenderWaiting(Canvas& canvas, const Theme& theme) const {
  const int middle = canvas.height() / 2;
  const int width = canvas.width();
  canvas.Print(0, 0, "STRATEGO", theme.Of(Role::kTitle));
  if (phase_ == Phase::kJoining) {
    PrintCentered(canvas, 0, middle - 1, width, "Joining the game…", theme.Of(Role::kHeading));
  } else {
    PrintCentered(canvas, 0, middle - 3, width,
                  "Game " + std::to_string(game_) + ": you play " + std::string(PlayerName(seat_)) +
                      ". Your army is set up.",
                  theme.PlayerText(seat_));
    PrintCentered(canvas, 0, middle - 1, width, OpponentLine(), theme.Of(Role::kHeading));
    PrintCentered(canvas, 0, middle, width, "The game begins when both armies are set up.",
                  theme.Of(Role::kDim));
  }
  std::string bottom = "q: leave · ?: help";
  Role role = Role::kDim;
  if (!lost_.empty()) {
    bottom = lost_;
    role = Role::kError;
  } else if (confirming_leave_) {
    bottom = "Leave? " + ResumeHint() + " (y/n)";
    role = Role::kError;
  } else if (!problem_.empty()) {
    bottom = problem_;
    role = Role::kError;
  }
  PrintWrapped(canvas, {2, middle + 2, width - 4, 3}, bottom, theme.Of(role));
}

}  // namespace stratego
