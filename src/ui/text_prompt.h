// One line of text typed by the person, on a screen of its own (the user to invite to a game):
// Enter gives the text to `done`, whose transition follows in the prompt's place; Esc goes back
// without it.
#pragma once

#include <cstddef>
#include <functional>
#include <string>

#include "ui/activity.h"

namespace stratego {

class TextPromptActivity : public Activity {
 public:
  using Done = std::function<Transition(const std::string& text)>;
  // `label` stands before the text ("User to invite: "), `hint` below it; the text starts as
  // `text` and holds at most `max_length` characters.
  TextPromptActivity(std::string title, std::string label, std::string hint, std::string text,
                     std::size_t max_length, Done done);

  void Render(Canvas& canvas, const Theme& theme) const override;
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;
  const std::string& text() const { return text_; }

 private:
  std::string title_;
  std::string label_;
  std::string hint_;
  std::string text_;
  std::size_t max_length_;
  Done done_;
};

}  // namespace stratego
