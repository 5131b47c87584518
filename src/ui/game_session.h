// A game at this terminal, from the setups to the end: two people taking turns (hot seat), a
// person against the computer, or two computers watched by a person (seats.h). The session holds
// the referee and runs the turns.
//
// Hot seat: each side sets up behind a curtain, then every turn is curtain → the player's own
// view → a move (which may be taken back unless it was an attack) → curtain for the other player.
// Against the computer there is no curtain: the screen always shows the person's view, and while
// the computer thinks (on a thread of its own) the person may look around, page the move log,
// read the help, save or quit. Watching, the screen shows both armies, a move at a time at a
// pace the watcher chooses. At the end both armies are revealed.
//
// Rescue (RULES.md §7): a person's move that opens one is followed, before anything else (the
// hand-over, the computer's reply), by the question which captured piece to put back and where;
// the person may decline. An agent is asked with Agent::ChooseRescue right after its move. A
// rescue is an action of the record, kept like a move.
//
// Whatever is on screen while a game goes on is built from one player's view only (RULES.md §8),
// except when nobody at the terminal plays; a curtain shows nothing of either army.
#pragma once

#include <array>
#include <memory>
#include <optional>
#include <string>

#include "ai/background_move.h"
#include "core/game_record.h"
#include "core/game_state.h"
#include "core/rng.h"
#include "ui/activity.h"
#include "ui/display.h"
#include "ui/game_keeper.h"
#include "ui/help_screen.h"
#include "ui/play_screen.h"
#include "ui/seats.h"
#include "ui/setup_editor.h"
#include "ui/setup_store.h"

namespace stratego {

struct SessionOptions {
  RuleSet rules;
  DisplayOptions display;
  std::array<std::optional<Setup>, kNumPlayers> setups;  // a given setup skips that side's setup
  Seats seats;  // people on both sides unless an agent is given: a hot-seat game
  // The people's names, by Index(player), optional ("": no name; an agent's seat ignores it).
  // The record keeps them, and each person's setup editor offers that person's own setups
  // (SetupStore::ForPlayer).
  std::array<std::string, kNumPlayers> names = {};
};

// The timer tick while an agent moves: how often the session looks for its answer.
inline constexpr int kAgentTickMs = 100;
// The shortest time a computer takes to answer a person, so that the person sees their own move
// before the reply.
inline constexpr int kReplyMinimumMs = 300;
// How long each move stays on screen at least when two computers play, fastest first.
inline constexpr std::array<int, 4> kWatchPacesMs = {500, 1000, 2000, 4000};

class GameSession : public Activity {
 public:
  // A new game. `keeper` (optional) keeps every state of the game from the first move on.
  GameSession(SessionOptions options, SetupStore* store, std::uint64_t seed,
              std::shared_ptr<GameKeeper> keeper = nullptr);
  // A saved game, resumed where it stopped: behind the curtain of the player to move in a
  // hot-seat game. It goes on under the record's rules. `game` must not be over.
  GameSession(SessionOptions options, SetupStore* store, std::uint64_t seed,
              std::shared_ptr<GameKeeper> keeper, RecordedGame game);
  // Leaving while an agent thinks interrupts it and waits for it (BackgroundMove).
  ~GameSession() override = default;
  GameSession(const GameSession&) = delete;
  GameSession& operator=(const GameSession&) = delete;

  void Render(Canvas& canvas, const Theme& theme) const override;
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  // While an agent moves: kAgentTickMs, to look for its answer and turn the spinner.
  int WakeAfterMs() const override;

  enum class Phase {
    kCurtain,   // hot seat: the screen is blank but for who is next
    kSetup,     // a person sets up
    kTurn,      // a person moves
    kComputer,  // an agent chooses its move
    kEnd,       // the game is over: both armies shown
    kFailed,    // an agent could not start the game; only leaving is left
  };
  Phase phase() const { return phase_; }
  GameMode mode() const { return ModeOf(options_.seats); }
  Player current() const { return current_; }
  const PlayScreen& play_screen() const { return play_; }
  const SetupEditor* setup_editor() const { return editor_.get(); }
  bool paused() const { return paused_; }
  int pace_ms() const { return kWatchPacesMs[pace_]; }
  // The referee, for tests that check what the session did; nothing on screen reads it directly.
  const GameState* game_for_testing() const { return game_ ? &game_->state() : nullptr; }
  const GameRecord* record_for_testing() const { return game_ ? &game_->record() : nullptr; }

 private:
  struct NoGameYet {};
  // Everything but the game: the public constructors start a new one or go on with a saved one.
  GameSession(SessionOptions options, SetupStore* store, std::uint64_t seed,
              std::shared_ptr<GameKeeper> keeper, NoGameYet);
  bool IsPerson(Player player) const { return options_.seats[Slot(player)].person(); }
  static std::size_t Slot(Player player) { return static_cast<std::size_t>(Index(player)); }
  void StartNewGame();
  Transition AfterSetup();
  Transition StartGame();
  Transition NextTurn();
  Transition ShowCurtain(Player next, Phase after);
  void OpenEditor(Player player);
  void BeginTurn();
  void EndGame(const std::string& cause = "");
  Player ShownSeat() const;
  PlayerView ShownView() const;

  Transition HandleCurtain(const InputEvent& event);
  Transition HandleSetup(const InputEvent& event, const ScreenSize& size);
  Transition HandleTurn(const InputEvent& event, const ScreenSize& size);
  Transition HandleEnd(const InputEvent& event, const ScreenSize& size);
  Transition HandleMove(Move move);
  Transition FinishOwnTurn(const std::string& message);
  Transition HandleUndo();
  Transition HandleDraw();
  Transition HandleSave(const std::string& name);
  Transition Resign(Player player);
  // Hands the game to the keeper; a failure is shown in the status line (ShowKeepProblem) once
  // the screen shows the game.
  void KeepGame();
  void ShowKeepProblem();
  std::string LastCopy() const;
  // What quitting asks: whether the game is kept, as the keeper last answered.
  std::string QuitQuestion() const;
  Transition HandlePhase(const InputEvent& event, const ScreenSize& size);
  // The help, on the keys of `topic`: the setup editor's while setting up, else those of play.
  std::unique_ptr<Activity> Help(HelpTopic topic = HelpTopic::kPlaying) const;

  // Agents (game_session_agents.cc).
  std::string SeatName(Player player) const;
  std::string SideLabel(Player player) const;
  // "Red", or "Red (Ann)" for a person with a name: a side on the curtain and the editor.
  std::string PersonLabel(Player player) const;
  Status ChooseAgentSetup(Player player);
  Transition Fail(std::string problem);
  int MinimumMs() const;
  void StartComputerTurn();
  void ShowThinking();
  Transition HandleComputer(const InputEvent& event, const ScreenSize& size);
  bool HandleWatchingKey(const InputEvent& event);
  Transition AnswerRequest(const PlayRequest& request);
  Transition Tick();
  Transition PlayAgentMove(Expected<Move> answer);
  Transition AgentStops(Player side, const std::string& reason);
  void SayNotYourTurn();
  void TellAgentsTheEnd();
  std::string TurnMessage(const PlayerView& view) const;

  // Rescues (game_session_rescue.cc).
  Transition Resume();
  void AskRescue(const PlayerView& view, const std::string& sentence);
  Transition HandleRescue(RescueChoice choice);
  Transition DeclineRescue();
  std::optional<std::string> PlayAgentRescue(Player side);

  void RenderCurtain(Canvas& canvas, const Theme& theme) const;
  void RenderFailure(Canvas& canvas, const Theme& theme) const;

  // What each player's setup editor sees of the setup files: everything but what the other
  // player saved during this session (RULES.md §3: setups are made in secret). When `shared`
  // (a hot-seat player without a name: both people may have saved in that folder in earlier
  // games), the folder's setups from before this session are listed as other players' ("(no
  // name): …"), behind the editor's question, and never replaced: only those this player saved
  // in this session are the player's own.
  class PrivateStore : public SetupStore {
   public:
    PrivateStore(SetupStore* files, std::vector<std::string>* own,
                 const std::vector<std::string>* others, bool shared)
        : files_(files), own_(own), others_(others), shared_(shared) {}
    std::vector<SetupEntry> List(ArmyKind army) const override;
    std::vector<SetupEntry> ListOthers(ArmyKind army) const override;
    LoadedSetup Load(const std::string& path) const override;
    std::string PathFor(const std::string& name) const override;
    bool Exists(const std::string& path) const override;
    Expected<std::string> Save(const Setup& setup, const std::string& path) override;

   private:
    bool Hidden(const std::string& path) const;
    // One of the shared folder's setups from before this session (`shared` above).
    bool Earlier(const SetupEntry& entry) const;
    SetupStore* files_;
    std::vector<std::string>* own_;
    const std::vector<std::string>* others_;
    bool shared_;
  };

  SessionOptions options_;  // holds the agents: declared before the move they may be making
  // What each side is called: the person's name, else "human", or the agent's name, asked once
  // (an agent that thinks must not be called from another thread).
  std::array<std::string, kNumPlayers> names_;
  Rng rng_;  // seeds for the setup editors' random setups: new ones for every game
  std::array<std::vector<std::string>, kNumPlayers> saved_paths_;
  // Each person's view of the setup files (SetupStore::ForPlayer), when the store has them.
  std::array<std::unique_ptr<SetupStore>, kNumPlayers> player_stores_;
  std::array<PrivateStore, kNumPlayers> stores_;
  Phase phase_ = Phase::kCurtain;
  Phase after_curtain_ = Phase::kSetup;
  Player current_ = Player::kRed;  // whose keyboard it is: the person in a game against an agent
  bool confirming_quit_ = false;
  std::array<std::optional<Setup>, kNumPlayers> setups_;
  std::unique_ptr<SetupEditor> editor_;
  std::shared_ptr<GameKeeper> keeper_;
  std::optional<RecordedGame> game_;
  std::optional<RecordedGame> before_move_;  // the game before the move just made, to take it back
  std::string keep_problem_;
  bool unsaved_ = false;  // the game's latest change could not be kept
  std::string failure_;   // Phase::kFailed: why the game could not start
  PlayScreen play_;
  Player end_seat_ = Player::kRed;
  Player watch_seat_ = Player::kRed;  // whose seat a watched game is drawn from
  bool paused_ = false;               // a watched game stands still
  std::size_t pace_ = 1;              // index into kWatchPacesMs: a second a move
  int ticks_ = 0;                     // timer ticks since the agent began to think
  // The agent's move being chosen, in Phase::kComputer. Last, so that it is destroyed first:
  // that interrupts the agent and waits for it while the agent still exists.
  std::unique_ptr<BackgroundMove> thinking_;
};

}  // namespace stratego
