#include "ui/menu.h"

#include "ui/key_map.h"
#include "ui/text_layout.h"

namespace stratego {

MenuActivity::MenuActivity(std::string title, std::vector<MenuItem> items, Transition::Kind leave)
    : title_(std::move(title)), items_(std::move(items)), leave_(leave) {}

const std::string& MenuActivity::selected_label() const {
  return items_[static_cast<std::size_t>(selected_)].label;
}

void MenuActivity::SelectLabel(const std::string& label) {
  for (std::size_t i = 0; i < items_.size(); ++i) {
    if (items_[i].label == label) selected_ = static_cast<int>(i);
  }
}

// Items stand a blank row apart where there is room; on a small terminal they close up, so that
// all of them stay above the two rows of help at the bottom.
int MenuActivity::ItemRow(int index, const ScreenSize& size) const {
  const int count = static_cast<int>(items_.size());
  const int step = 3 + count * 2 + 2 <= size.height ? 2 : 1;
  const int top = std::max(3, (size.height - count * step) / 2);
  return top + index * step;
}

void MenuActivity::Render(Canvas& canvas, const Theme& theme) const {
  const ScreenSize size{canvas.width(), canvas.height()};
  PrintCentered(canvas, 0, 1, canvas.width(), "S T R A T E G O", theme.Of(Role::kTitle));
  PrintCentered(canvas, 0, 2, canvas.width(), title_, theme.Of(Role::kHeading));
  for (int i = 0; i < static_cast<int>(items_.size()); ++i) {
    const MenuItem& item = items_[static_cast<std::size_t>(i)];
    std::string text = item.label;
    if (item.value) text += ": " + item.value();
    text = (i == selected_ ? "> " : "  ") + text + "  ";
    const Role role = i == selected_ ? Role::kMenuSelected : Role::kMenuItem;
    const int width = TextWidth(text);
    canvas.Print((canvas.width() - width) / 2, ItemRow(i, size), text, theme.Of(role));
  }
  const MenuItem& current = items_[static_cast<std::size_t>(selected_)];
  std::string hint = current.help;
  if (hint.empty())
    hint = current.change ? "Left/Right: change · Esc: back" : "Enter: choose · Esc: back";
  const std::vector<std::string> lines = WrapText(hint, canvas.width());
  const int first = canvas.height() - std::min(2, static_cast<int>(lines.size()));
  for (int i = 0; first + i < canvas.height(); ++i) {
    canvas.Print(0, first + i, lines[static_cast<std::size_t>(i)], theme.Of(Role::kDim));
  }
}

Transition MenuActivity::ActivateItem() {
  MenuItem& item = items_[static_cast<std::size_t>(selected_)];
  if (item.activate) return item.activate();
  if (item.change) item.change(1);
  return Transition::Stay();
}

Transition MenuActivity::Handle(const InputEvent& event, const ScreenSize& size) {
  const int count = static_cast<int>(items_.size());
  MenuItem& item = items_[static_cast<std::size_t>(selected_)];
  switch (PlayCommandFor(event)) {
    case Command::kUp:
      selected_ = (selected_ + count - 1) % count;
      break;
    case Command::kDown:
    case Command::kNextPiece:
      selected_ = (selected_ + 1) % count;
      break;
    case Command::kLeft:
      if (item.change) item.change(-1);
      break;
    case Command::kRight:
      if (item.change) item.change(1);
      break;
    case Command::kActivate:
      return ActivateItem();
    case Command::kClick:
      for (int i = 0; i < count; ++i) {
        if (event.y == ItemRow(i, size)) {
          selected_ = i;
          return ActivateItem();
        }
      }
      break;
    case Command::kCancel:
    case Command::kQuit:
      return Transition{leave_, nullptr, false};
    default:
      break;
  }
  return Transition::Stay();
}

}  // namespace stratego
