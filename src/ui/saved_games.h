// The saved-games screen: every kept game with its date, name, players, move number and state,
// to resume, replay (finished games only), export or delete, and finished games to clear. What
// resuming and replaying open is up to the application.
#pragma once

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ui/activity.h"
#include "ui/game_library.h"

namespace stratego {

class SavedGamesActivity : public Activity {
 public:
  // Opens the screen for a game: resuming it (unfinished games only) or replaying it.
  using Opener =
      std::function<std::unique_ptr<Activity>(const GameRecord& record, const std::string& path)>;

  SavedGamesActivity(GameLibrary* library, Opener resume, Opener replay);

  void Render(Canvas& canvas, const Theme& theme) const override;
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;

  const std::vector<SavedGameEntry>& entries() const;
  const std::string& message() const { return message_; }

 private:
  void RenderList(Canvas& canvas, const Theme& theme) const;
  std::string StatusLine(int width) const;
  Transition Answer(const InputEvent& event);
  Transition Navigate(const InputEvent& event, const ScreenSize& size);
  Transition Open(bool replay);
  Transition OfferDamaged(const SavedGameEntry& entry);
  void DeleteSelected();
  void ClearFinished();
  int FinishedCount() const;
  void Export();
  void Refresh() const;
  int FirstVisible(int rows) const;

  GameLibrary* library_;
  Opener resume_;
  Opener replay_;
  // The list is read again when the screen is shown after a game it opened, which may have
  // changed it; it is a cache of the library, hence mutable.
  mutable std::vector<SavedGameEntry> entries_;
  mutable std::string error_;  // why the list could not be read
  mutable bool stale_ = true;
  mutable int selected_ = 0;  // kept within the list when it is read again
  enum class Confirming { kNothing, kDelete, kClear };
  Confirming confirming_ = Confirming::kNothing;
  int damaged_offer_ = -1;  // the damaged game whose resumption Enter now accepts
  std::string message_;
  bool message_is_error_ = false;
};

}  // namespace stratego
