#include "ui/text_prompt.h"

#include <algorithm>

#include "ui/text_layout.h"

namespace stratego {

TextPromptActivity::TextPromptActivity(std::string title, std::string label, std::string hint,
                                       std::string text, std::size_t max_length, Done done)
    : title_(std::move(title)),
      label_(std::move(label)),
      hint_(std::move(hint)),
      text_(std::move(text)),
      max_length_(max_length),
      done_(std::move(done)) {}

void TextPromptActivity::Render(Canvas& canvas, const Theme& theme) const {
  PrintCentered(canvas, 0, 1, canvas.width(), "S T R A T E G O", theme.Of(Role::kTitle));
  PrintCentered(canvas, 0, 2, canvas.width(), title_, theme.Of(Role::kHeading));
  const int x = std::max(2, canvas.width() / 2 - 20);
  canvas.Print(x, 4, label_ + text_ + "_", theme.Of(Role::kMenuSelected));
  PrintWrapped(canvas, {x, 6, canvas.width() - x - 2, 3}, hint_, theme.Of(Role::kDim));
}

Transition TextPromptActivity::Handle(const InputEvent& event, const ScreenSize&) {
  if (event.key == Key::kEscape) return Transition::Pop();
  if (event.key == Key::kEnter) return done_(text_);
  if (event.key == Key::kBackspace) {
    EraseLastCharacter(text_);
  } else if (event.key == Key::kCharacter && IsSingleCellPrintable(event.ch) &&
             DecodeUtf8(text_).size() < max_length_) {
    text_ += EncodeUtf8(event.ch);
  }
  return Transition::Stay();
}

}  // namespace stratego
