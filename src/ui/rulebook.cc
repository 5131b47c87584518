#include "ui/rulebook.h"

#include <algorithm>
#include <utility>

#include "ui/key_map.h"
#include "ui/text_layout.h"

namespace stratego {

namespace {

constexpr int kListIndent = 2;  // "• " before a list item, and under it for its next lines

std::string ReplaceAll(std::string text, std::string_view from, std::string_view to) {
  for (std::size_t at = text.find(from); at != std::string::npos;
       at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

// The characters of RULES.md that an ASCII terminal lacks, spelt out; any other is left to the
// canvas, which shows its nearest look-alike (AsciiFallback).
std::string SpellOutForAscii(std::string text) {
  for (auto [from, to] : {std::pair{"→", "->"}, std::pair{"—", "--"}, std::pair{"–", "-"},
                          std::pair{"…", "..."}, std::pair{"×", "x"}, std::pair{"°", " degrees"},
                          std::pair{"−", "-"}, std::pair{"§", "section "}}) {
    text = ReplaceAll(std::move(text), from, to);
  }
  return text;
}

std::string WithoutComments(std::string_view markdown) {
  std::string text;
  std::size_t start = 0;
  for (std::size_t open = markdown.find("<!--"); open != std::string_view::npos;
       open = markdown.find("<!--", start)) {
    text += markdown.substr(start, open - start);
    const std::size_t close = markdown.find("-->", open);
    if (close == std::string_view::npos) return text;  // an unclosed comment runs to the end
    start = close + 3;
  }
  return text + std::string(markdown.substr(start));
}

// Inline marks go: `code` and **bold** read as plain text.
std::string PlainInline(std::string text) {
  text = ReplaceAll(std::move(text), "**", "");
  text.erase(std::remove(text.begin(), text.end(), '`'), text.end());
  return text;
}

std::string TrimmedCell(std::string_view text) {
  const std::size_t first = text.find_first_not_of(" \t");
  if (first == std::string_view::npos) return "";
  return std::string(text.substr(first, text.find_last_not_of(" \t") - first + 1));
}

std::vector<std::string> SplitLines(const std::string& text) {
  std::vector<std::string> lines;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    std::string line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    lines.push_back(std::move(line));
    start = end + 1;
  }
  return lines;
}

// "| a | b |" → {"a", "b"}; a separator row ("|---|---|") → {}.
std::vector<std::string> TableCells(const std::string& row) {
  if (row.find_first_not_of("|-: ") == std::string::npos) return {};
  std::vector<std::string> cells;
  std::size_t start = row.find('|') + 1;
  for (std::size_t bar = row.find('|', start); bar != std::string::npos;
       bar = row.find('|', start)) {
    cells.push_back(PlainInline(TrimmedCell(row.substr(start, bar - start))));
    start = bar + 1;
  }
  return cells;
}

class RulebookWriter {
 public:
  RulebookWriter(int width, bool unicode) : width_(std::max(width, 10)), unicode_(unicode) {}

  void Heading(const std::string& line) {
    Flush();
    if (!lines_.empty()) lines_.push_back({});
    const std::string heading = PlainInline(TrimmedCell(line.substr(line.find_first_not_of('#'))));
    for (std::string& wrapped : WrapText(heading, width_))
      lines_.push_back({std::move(wrapped), true});
    gap_ = false;
  }
  // A line of running text: the start of a paragraph or list item, or more of the current one.
  // An unindented line after a list item starts a paragraph (RULES.md indents the lines that
  // continue an item).
  void Text(const std::string& line) {
    const std::string text = TrimmedCell(line);
    if (text.rfind("- ", 0) == 0 || (in_list_item_ && line[0] != ' ')) {
      Flush();
      in_list_item_ = text.rfind("- ", 0) == 0;
      block_ = in_list_item_ ? text.substr(2) : text;
      return;
    }
    block_ += (block_.empty() ? "" : " ") + text;
  }
  void TableRow(const std::string& line) {
    FlushBlock();
    const std::vector<std::string> cells = TableCells(line);
    if (!cells.empty()) table_.push_back(cells);
  }
  // A blank line ends a paragraph, a list or a table, and puts a blank line before what follows
  // (none under a heading).
  void Blank() {
    Flush();
    gap_ = !lines_.empty() && !lines_.back().heading;
  }
  std::vector<PagedLine> Finish() {
    Flush();
    return std::move(lines_);
  }

 private:
  void Flush() {
    if (!table_.empty()) {
      WriteGap();
      WriteTable();
      table_.clear();
    }
    FlushBlock();
  }
  void FlushBlock() {
    if (block_.empty()) return;
    WriteGap();
    const std::string text = PlainInline(block_);
    if (in_list_item_) {
      WriteItem(text);
    } else {
      for (std::string& wrapped : WrapText(text, width_))
        lines_.push_back({std::move(wrapped), false});
    }
    in_list_item_ = false;
    block_.clear();
  }
  void WriteGap() {
    if (gap_) lines_.push_back({});
    gap_ = false;
  }
  // "• text", its next lines under the text.
  void WriteItem(const std::string& text) {
    const std::string bullet = unicode_ ? "• " : "- ";
    const std::vector<std::string> wrapped = WrapText(text, width_ - kListIndent);
    for (std::size_t i = 0; i < wrapped.size(); ++i)
      lines_.push_back({(i == 0 ? bullet : std::string(kListIndent, ' ')) + wrapped[i], false});
  }
  void WriteTable() {
    std::vector<int> widths;
    for (const auto& row : table_) {
      widths.resize(std::max(widths.size(), row.size()), 0);
      for (std::size_t i = 0; i < row.size(); ++i)
        widths[i] = std::max(widths[i], TextWidth(row[i]));
    }
    int total = 0;
    for (int column : widths)
      total += column + 2;
    if (total - 2 <= width_) {
      for (const auto& row : table_)
        lines_.push_back({AlignedRow(row, widths), &row == &table_.front()});
    } else {
      for (std::size_t r = 1; r < table_.size(); ++r)
        WriteItem(RowAsText(table_[r]));
    }
  }
  static std::string AlignedRow(const std::vector<std::string>& row,
                                const std::vector<int>& widths) {
    std::string line;
    for (std::size_t i = 0; i < row.size(); ++i) {
      line += row[i];
      if (i + 1 < row.size())
        line += std::string(static_cast<std::size_t>(widths[i] - TextWidth(row[i]) + 2), ' ');
    }
    return TrimmedCell(line);
  }
  // A row too wide for the screen: "Marshal — rank (modern): 10, rank (classic): 1, …".
  std::string RowAsText(const std::vector<std::string>& row) const {
    const std::vector<std::string>& header = table_.front();
    std::string text = row.empty() ? "" : row[0];
    bool first = true;
    for (std::size_t i = 1; i < row.size(); ++i) {
      if (row[i].empty()) continue;
      text += first ? (unicode_ ? " — " : " -- ") : ", ";
      if (i < header.size() && !header[i].empty()) text += header[i] + ": ";
      text += row[i];
      first = false;
    }
    return text;
  }

  int width_;
  bool unicode_;
  std::vector<PagedLine> lines_;
  std::string block_;  // the paragraph or list item being read
  bool in_list_item_ = false;
  bool gap_ = false;  // a blank line goes before the next block
  std::vector<std::vector<std::string>> table_;
};

}  // namespace

std::vector<PagedLine> LayOutRulebook(std::string_view markdown, int width, bool unicode) {
  std::string text = WithoutComments(markdown);
  if (!unicode) text = SpellOutForAscii(std::move(text));
  RulebookWriter writer(width, unicode);
  for (const std::string& line : SplitLines(text)) {
    const std::string trimmed = TrimmedCell(line);
    if (trimmed.empty()) {
      writer.Blank();
    } else if (trimmed[0] == '#') {
      writer.Heading(trimmed);
    } else if (trimmed[0] == '|') {
      writer.TableRow(trimmed);
    } else {
      writer.Text(line);
    }
  }
  return writer.Finish();
}

std::optional<int> PagedTop(const InputEvent& event, int top, int rows, int count) {
  const int last = std::max(0, count - rows);
  const int page = std::max(1, rows - 1);
  top = std::clamp(top, 0, last);  // the screen may have grown since
  std::optional<int> next;
  switch (event.key) {
    case Key::kPageDown:
      next = top + page;
      break;
    case Key::kPageUp:
      next = top - page;
      break;
    case Key::kHome:
      next = 0;
      break;
    case Key::kEnd:
      next = last;
      break;
    default:
      switch (PlayCommandFor(event)) {
        case Command::kDown:
          next = top + 1;
          break;
        case Command::kUp:
          next = top - 1;
          break;
        default:
          break;
      }
  }
  if (next) next = std::clamp(*next, 0, last);
  return next;
}

void RulebookActivity::Render(Canvas& canvas, const Theme& theme) const {
  unicode_ = theme.unicode();
  const std::vector<PagedLine> lines =
      LayOutRulebook(RulebookMarkdown(), canvas.width() - 2, theme.unicode());
  const int rows = canvas.height() - 2;
  const int count = static_cast<int>(lines.size());
  const int top = std::clamp(top_, 0, std::max(0, count - rows));  // after a resize
  canvas.Print(0, 0, "STRATEGO", theme.Of(Role::kTitle));
  canvas.Print(10, 0, "The rules", theme.Of(Role::kHeading));
  for (int row = 0; row < rows && top + row < count; ++row) {
    const PagedLine& line = lines[static_cast<std::size_t>(top + row)];
    canvas.Print(1, row + 1, line.text, theme.Of(line.heading ? Role::kHeading : Role::kText));
  }
  const int shown = std::min(count, top + rows);
  const std::string where = count <= rows ? "" : std::to_string(shown * 100 / count) + "% · ";
  canvas.Print(0, canvas.height() - 1, where + "arrows, PgUp/PgDn, Home/End: read on · q: back",
               theme.Of(Role::kDim), canvas.width());
}

Transition RulebookActivity::Handle(const InputEvent& event, const ScreenSize& size) {
  const int count =
      static_cast<int>(LayOutRulebook(RulebookMarkdown(), size.width - 2, unicode_).size());
  if (auto top = PagedTop(event, top_, size.height - 2, count)) {
    top_ = *top;
    return Transition::Stay();
  }
  return LeavesPagedScreen(event) ? Transition::Pop() : Transition::Stay();
}

bool LeavesPagedScreen(const InputEvent& event) {
  switch (PlayCommandFor(event)) {
    case Command::kQuit:
    case Command::kCancel:
    case Command::kHelp:
    case Command::kActivate:
      return true;
    default:
      return false;
  }
}

}  // namespace stratego
