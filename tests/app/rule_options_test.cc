// The rule options every command that plays or checks games takes (app/rule_options.h), and game
// records read under them (app/record_rules.h).
#include "app/rule_options.h"

#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>

#include "ai/computer_player.h"
#include "app/record_rules.h"
#include "core/random_setup.h"
#include "core/view.h"
#include "io/file_io.h"
#include "io/game_file.h"
#include "io/record_file.h"
#include "support/test_support.h"

namespace stratego {
namespace {

ParsedArgs Parsed(const std::vector<std::string>& words) {
  return ParseArgs(words, RuleOptionSpecs()).value();
}

TEST_CASE("Rule options: each option sets its rule and leaves the others as they were",
          "[app][rules]") {
  CHECK(RuleSetFromArgs(Parsed({})).value() == RuleSet{});
  RuleSet all;
  all.army = ArmyKind::kUltimateLightning;
  all.two_squares = 5;
  all.max_moves = 300;
  all.max_quiet_moves = 40;
  all.attacker_advantage = true;
  all.silent_defense = true;
  all.rescue = true;
  CHECK(RuleSetFromArgs(Parsed({"--army", "ultimate-lightning", "--two-squares", "5", "--max-moves",
                                "300", "--max-quiet-moves=40", "--attacker-advantage",
                                "--silent-defense", "--rescue"}))
            .value() == all);
  RuleSet silent;
  silent.silent_defense = true;
  CHECK(RuleSetFromArgs(Parsed({"--silent-defense"})).value() == silent);
  RuleSet rescue;
  rescue.rescue = true;
  CHECK(RuleSetFromArgs(Parsed({"--rescue"})).value() == rescue);
  RuleSet chase;
  chase.more_squares = true;
  CHECK(RuleSetFromArgs(Parsed({"--more-squares"})).value() == chase);
  CHECK(Describe(chase) == "classic army, two-squares rule N = 3, more-squares rule");
  RuleSet defaults;
  defaults.max_moves = 2000;
  defaults.two_squares = 0;
  RuleSet expected = defaults;
  expected.rescue = true;
  CHECK(RuleSetFromArgs(Parsed({"--rescue"}), defaults).value() == expected);
}

TEST_CASE("Rule options: off lifts a move limit, as game records write it", "[app][rules]") {
  RuleSet limited;
  limited.max_moves = 300;
  limited.max_quiet_moves = 40;
  const Expected<RuleSet> lifted =
      RuleSetFromArgs(Parsed({"--max-moves", "off", "--max-quiet-moves", "off"}), limited);
  REQUIRE(lifted.has_value());
  CHECK(*lifted == RuleSet{});
  // A record that says "max-moves: off" agrees with the option that says so.
  CHECK(RuleOptionsChanging(Parsed({"--max-moves", "off", "--max-quiet-moves=off"}), RuleSet{})
            .empty());
  CHECK(RuleOptionsChanging(Parsed({"--max-moves", "off"}), limited) ==
        std::vector<std::string>{"--max-moves off"});
}

TEST_CASE("Rule options: malformed values are explained", "[app][rules]") {
  using Case = std::pair<std::vector<std::string>, std::string>;
  const std::vector<Case> wrong = {
      {{"--army", "huge"}, "--army takes classic, barrage or ultimate-lightning, not 'huge'"},
      {{"--two-squares", "4"}, "--two-squares takes 3, 5 or off, not '4'"},
      {{"--max-moves", "0"}, "--max-moves must be from 1 to 1000000 or off, not 0"},
      {{"--max-quiet-moves", "many"},
       "--max-quiet-moves takes a whole number (1 to 1000000) or off, not 'many'"},
  };
  for (const auto& [words, message] : wrong)
    CHECK(RuleSetFromArgs(Parsed(words)).error() == message);
  CHECK(ParseArgs({"--rescue=yes"}, RuleOptionSpecs()).error() ==
        "option '--rescue' takes no value");
}

TEST_CASE("Rule options: the options that would change a rule set are named as typed",
          "[app][rules]") {
  RuleSet stated;
  stated.two_squares = 5;
  stated.rescue = true;
  CHECK(RuleOptionsChanging(Parsed({"--two-squares", "5", "--rescue"}), stated).empty());
  CHECK(RuleOptionsChanging(Parsed({"--two-squares", "off", "--rescue", "--silent-defense",
                                    "--army", "classic", "--max-moves", "9"}),
                            stated) ==
        std::vector<std::string>{"--two-squares off", "--max-moves 9", "--silent-defense"});
}

TEST_CASE("Rule options: every command that plays or checks games takes all eight",
          "[app][rules]") {
  const std::vector<OptionSpec> specs = RuleOptionSpecs(2000);
  REQUIRE(specs.size() == 8);
  CHECK(specs[3].help.find("default: 2000") != std::string::npos);
  CHECK(RecordRuleOptionSpecs().size() == specs.size());
  for (std::size_t i = 0; i < specs.size(); ++i)
    CHECK(RecordRuleOptionSpecs()[i].name == specs[i].name);
}

struct TempFile {
  explicit TempFile(const std::string& name, const std::string& text)
      : path((std::filesystem::temp_directory_path() /
              ("rule-options-" + std::to_string(::getpid()) + "-" + name))
                 .string()) {
    REQUIRE(WriteFileAtomically(path, text).ok());
  }
  ~TempFile() { std::filesystem::remove(path); }
  TempFile(const TempFile&) = delete;
  TempFile& operator=(const TempFile&) = delete;
  std::string path;
};

// A record of a game under `rules`: both setups of the same random seed, no moves.
std::string RecordText(const RuleSet& rules) {
  GameRecord record;
  record.rules = rules;
  record.names = {"Ann", "Bo"};
  Rng rng(3);
  record.setups = {RandomSetup(rules.army, rng), RandomSetup(rules.army, rng)};
  return FormatRecordText(record);
}

TEST_CASE("Rule options: a record of the project's format is read under the rules it states",
          "[app][rules]") {
  RuleSet rules;
  rules.army = ArmyKind::kBarrage;
  rules.rescue = true;
  rules.max_moves = 100;
  const TempFile file("stated.game", RecordText(rules));
  // Options that agree, or none, read it as it is.
  for (const auto& words : std::vector<std::vector<std::string>>{
           {}, {"--rescue"}, {"--army", "barrage", "--max-moves", "100", "--two-squares", "3"}}) {
    const RecordParseResult parsed = LoadRecordUnderOptions(file.path, Parsed(words));
    REQUIRE(parsed.record.has_value());
    CHECK(parsed.record->rules == rules);
  }
  // Options that contradict it are an error about the file, naming them and its rules.
  const RecordParseResult refused =
      LoadRecordUnderOptions(file.path, Parsed({"--silent-defense", "--two-squares", "5"}));
  CHECK_FALSE(refused.record.has_value());
  REQUIRE(refused.errors.size() == 1);
  CHECK(refused.errors[0] ==
        Diagnostic{0, 0,
                   "--two-squares 5 and --silent-defense contradict the rules the record states "
                   "(Barrage army, two-squares rule N = 3, draw after 100 moves, rescue): a "
                   "record is read under its own rules"});
}

TEST_CASE(
    "Rule options: records of versions 1 and 2 take the more-squares rule from the options, "
    "version 3 states it",
    "[app][rules][more-squares]") {
  const std::string text = RecordText(RuleSet{});
  REQUIRE(text.rfind("stratego-game 4\n", 0) == 0);
  const TempFile stated("v3.game", text);
  CHECK_FALSE(LoadRecordUnderOptions(stated.path, Parsed({"--more-squares"})).record.has_value());
  std::string old_text = "stratego-game 2\n" + text.substr(text.find('\n') + 1);
  old_text.erase(old_text.find("more-squares: off\n"), std::string("more-squares: off\n").size());
  const TempFile old("v2.game", old_text);
  const RecordParseResult plain = LoadRecordUnderOptions(old.path, Parsed({}));
  REQUIRE(plain.record.has_value());
  CHECK_FALSE(plain.record->rules.more_squares);
  const RecordParseResult ruled = LoadRecordUnderOptions(old.path, Parsed({"--more-squares"}));
  REQUIRE(ruled.record.has_value());
  CHECK(ruled.record->rules.more_squares);
}

TEST_CASE("Rule options: Gravon XML states only its army, the options give the other rules",
          "[app][rules]") {
  GameRecord record;  // a Barrage game Red resigned at once, as Gravon keeps it
  record.rules.army = ArmyKind::kBarrage;
  record.rules.two_squares = 5;
  Rng rng(5);
  record.setups = {RandomSetup(ArmyKind::kBarrage, rng), RandomSetup(ArmyKind::kBarrage, rng)};
  record.actions = {GameAction{ActionKind::kResign, Player::kRed, {}, false, {}}};
  record.result = {EndReason::kResignation, Player::kBlue};
  const Expected<std::string> xml = FormatRecord(record, RecordFormat::kGravonXml);
  REQUIRE(xml.has_value());
  const TempFile file("game.xml", *xml);

  const RecordParseResult plain = LoadRecordUnderOptions(file.path, Parsed({}));
  REQUIRE(plain.record.has_value());
  CHECK(plain.record->rules == record.rules);  // N = 5 and nothing else, as the archive played

  const RecordParseResult options = LoadRecordUnderOptions(
      file.path,
      Parsed({"--two-squares", "off", "--max-moves", "50", "--max-quiet-moves", "20",
              "--attacker-advantage", "--silent-defense", "--rescue", "--army", "barrage"}));
  REQUIRE(options.record.has_value());
  RuleSet expected{ArmyKind::kBarrage, 0, 50, 20, true, true, true};
  CHECK(options.record->rules == expected);
  CHECK_FALSE(CheckRecord(*options.record));

  const RecordParseResult army = LoadRecordUnderOptions(file.path, Parsed({"--army", "classic"}));
  CHECK_FALSE(army.record.has_value());
  REQUIRE(army.errors.size() == 1);
  CHECK(army.errors[0].message ==
        "--army classic contradicts the rules the record states (Barrage army): a record is "
        "read under its own rules");
}

TEST_CASE("Rule options: an unreadable record is one error, as for any record", "[app][rules]") {
  const RecordParseResult missing = LoadRecordUnderOptions("/nonexistent/game.game", Parsed({}));
  CHECK_FALSE(missing.record.has_value());
  REQUIRE(missing.errors.size() == 1);
  CHECK(missing.errors[0].message.find("cannot open") != std::string::npos);
}

// RULES.md §4.4: the search's root moves are the view's legal moves, which keep to the rule (its
// inner nodes may not; docs/computer-player.md). Positions of ../shared/data/chase where the rule
// forbids moves the computer might like: chasing moves.
TEST_CASE("Computer player: never chooses a move the more-squares rule forbids",
          "[app][ai][more-squares]") {
  const auto [file, forbidden_last] = GENERATE(table<const char*, bool>({
      {"two_illegal_actions__position.game", false},
      {"two_illegal_actions__d3d2.game", true},
      {"attack_chase__e7f7.game", true},
  }));
  STRATEGO_REQUIRE_SHARED_DATA(path, std::string("chase/cases/") + file);
  INFO(file);
  const RecordParseResult parsed = LoadRecordUnderOptions(path, Parsed({"--more-squares"}));
  REQUIRE(parsed.record.has_value());
  const int count = parsed.record->MoveCount() - (forbidden_last ? 1 : 0);
  const Replay replay = ReplayRecord(*parsed.record, count);
  REQUIRE_FALSE(replay.problem);
  const GameState& state = *replay.state;
  const PlayerView view = BuildView(state, state.to_move());
  for (std::uint64_t seed = 1; seed <= 4; ++seed) {
    auto computer = MakeComputerPlayer({Level::kEasy, -1, seed, 2});
    const Expected<Move> move = computer->ChooseMove(view);
    REQUIRE(move);
    INFO(FormatMove(*move));
    CHECK_FALSE(state.WhyIllegal(*move));
  }
}

}  // namespace
}  // namespace stratego
