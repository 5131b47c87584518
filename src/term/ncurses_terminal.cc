#include "term/ncurses_terminal.h"

#define NCURSES_WIDECHAR 1
#include <curses.h>
#include <langinfo.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <clocale>
#include <csignal>
#include <cstdlib>
#include <cstring>
#include <cwchar>
#include <exception>

namespace stratego {

namespace {

volatile std::sig_atomic_t g_stop_signal = 0;
bool g_curses_active = false;

extern "C" void OnStopSignal(int signal) {
  g_stop_signal = signal;
}

// Ctrl-C, SIGTERM and SIGHUP end the program through the normal path, which restores the
// terminal. No SA_RESTART: a blocking read returns at once so the loop sees the request.
void InstallSignalHandlers() {
  struct sigaction action {};
  action.sa_handler = OnStopSignal;
  sigemptyset(&action.sa_mask);
  for (int signal : {SIGINT, SIGTERM, SIGHUP})
    sigaction(signal, &action, nullptr);
  std::signal(SIGPIPE, SIG_IGN);
}

// Restores the terminal if the program ends by an unexpected route.
void RestoreTerminal() {
  if (!g_curses_active) return;
  g_curses_active = false;
  erase();
  refresh();
  mousemask(0, nullptr);
  endwin();
}

// A full-screen program needs to move the cursor; "dumb" and printing terminals cannot.
bool CanPlaceCursor() {
  char name[] = "cup";
  const char* cup = tigetstr(name);
  return cup != nullptr && cup != reinterpret_cast<char*>(-1);
}

bool LocaleIsUtf8() {
  const char* codeset = nl_langinfo(CODESET);
  return codeset != nullptr &&
         (std::strcmp(codeset, "UTF-8") == 0 || std::strcmp(codeset, "utf8") == 0);
}

bool ColorsAllowed(bool force_mono) {
  const char* no_color = std::getenv("NO_COLOR");
  return !force_mono && (no_color == nullptr || no_color[0] == '\0') && has_colors();
}

short CursesColor(Color color) {
  switch (color) {
    case Color::kDefault:
      return -1;
    case Color::kBlack:
      return COLOR_BLACK;
    case Color::kRed:
      return COLOR_RED;
    case Color::kGreen:
      return COLOR_GREEN;
    case Color::kYellow:
      return COLOR_YELLOW;
    case Color::kBlue:
      return COLOR_BLUE;
    case Color::kMagenta:
      return COLOR_MAGENTA;
    case Color::kCyan:
      return COLOR_CYAN;
    case Color::kWhite:
      return COLOR_WHITE;
  }
  return -1;
}

InputEvent FromFunctionKey(wint_t key) {
  switch (key) {
    case KEY_UP:
      return InputEvent::Of(Key::kUp);
    case KEY_DOWN:
      return InputEvent::Of(Key::kDown);
    case KEY_LEFT:
      return InputEvent::Of(Key::kLeft);
    case KEY_RIGHT:
      return InputEvent::Of(Key::kRight);
    case KEY_ENTER:
      return InputEvent::Of(Key::kEnter);
    case KEY_BACKSPACE:
      return InputEvent::Of(Key::kBackspace);
    case KEY_DC:
      return InputEvent::Of(Key::kDelete);
    case KEY_BTAB:
      return InputEvent::Of(Key::kBackTab);
    case KEY_HOME:
      return InputEvent::Of(Key::kHome);
    case KEY_END:
      return InputEvent::Of(Key::kEnd);
    case KEY_PPAGE:
      return InputEvent::Of(Key::kPageUp);
    case KEY_NPAGE:
      return InputEvent::Of(Key::kPageDown);
    case KEY_F(1):
      return InputEvent::Of(Key::kF1);
    case KEY_RESIZE:
      return InputEvent::Of(Key::kResize);
    default:
      return InputEvent::Of(Key::kNone);
  }
}

InputEvent FromCharacter(wint_t ch) {
  switch (ch) {
    case L'\n':
    case L'\r':
      return InputEvent::Of(Key::kEnter);
    case 27:
      return InputEvent::Of(Key::kEscape);
    case 127:
    case 8:
      return InputEvent::Of(Key::kBackspace);
    case L'\t':
      return InputEvent::Of(Key::kTab);
    default:
      break;
  }
  if (ch < 0x20) return InputEvent::Of(Key::kNone);  // other control keys mean nothing here
  return InputEvent::Char(static_cast<char32_t>(ch));
}

InputEvent ReadMouse() {
  MEVENT event{};
  if (getmouse(&event) != OK) return InputEvent::Of(Key::kNone);
  if ((event.bstate & (BUTTON1_PRESSED | BUTTON1_CLICKED)) == 0) return InputEvent::Of(Key::kNone);
  return InputEvent::Click(event.x, event.y);
}

}  // namespace

NcursesTerminal::NcursesTerminal(bool color, bool unicode) : theme_(color, unicode) {}

Expected<std::unique_ptr<NcursesTerminal>> NcursesTerminal::Open(const TerminalOptions& options) {
  if (!isatty(STDIN_FILENO) || !isatty(STDOUT_FILENO)) {
    return Error{"this needs a terminal: standard input and output must not be redirected"};
  }
  std::setlocale(LC_ALL, "");
  InstallSignalHandlers();
  const char* term = std::getenv("TERM");
  const std::string term_name = term != nullptr ? term : "";
  if (newterm(nullptr, stdout, stdin) == nullptr) {
    return Error{"cannot use the terminal type '" + term_name + "' (is TERM set right?)"};
  }
  if (!CanPlaceCursor()) {
    endwin();
    return Error{"the terminal type '" + term_name +
                 "' cannot place the cursor, and the game needs a full-screen terminal "
                 "(try TERM=xterm-256color)"};
  }
  g_curses_active = true;
  std::atexit(RestoreTerminal);
  std::set_terminate([] {
    RestoreTerminal();
    std::abort();
  });
  const bool color = ColorsAllowed(options.force_mono);
  if (color) {
    start_color();
    use_default_colors();
  }
  cbreak();
  noecho();
  nonl();
  keypad(stdscr, TRUE);
  intrflush(stdscr, FALSE);
  set_escdelay(25);
  // The cursor is hidden and the game never shows it, so after each update ncurses may leave it
  // wherever the last change was rather than send a move to park it (8 bytes on every key). A
  // terminal that cannot hide its cursor keeps it parked in the corner.
  if (curs_set(0) != ERR) leaveok(stdscr, TRUE);
  if (options.mouse) {
    mousemask(BUTTON1_PRESSED | BUTTON1_CLICKED, nullptr);
    mouseinterval(0);
  }
  return std::unique_ptr<NcursesTerminal>(
      new NcursesTerminal(color, LocaleIsUtf8() && !options.force_ascii));
}

NcursesTerminal::~NcursesTerminal() {
  RestoreTerminal();
}

ScreenSize NcursesTerminal::Size() const {
  return {COLS, LINES};
}

int NcursesTerminal::StopSignal() const {
  return static_cast<int>(g_stop_signal);
}

bool NcursesTerminal::StopRequested() const {
  return g_stop_signal != 0 || immediate_errors_ > 20;
}

InputEvent NcursesTerminal::Read(int timeout_ms) {
  timeout(timeout_ms);
  const auto start = std::chrono::steady_clock::now();
  wint_t ch = 0;
  const int status = wget_wch(stdscr, &ch);
  if (status == ERR) {
    // A read that fails long before its timeout, with no signal, means the input is gone
    // (a closed terminal): after a few of those the program stops instead of spinning.
    const auto waited = std::chrono::steady_clock::now() - start;
    const bool early = timeout_ms > 0 && waited < std::chrono::milliseconds(timeout_ms / 2);
    immediate_errors_ = (early && g_stop_signal == 0 && errno != EINTR) ? immediate_errors_ + 1 : 0;
    return InputEvent::Of(Key::kNone);
  }
  immediate_errors_ = 0;
  const InputEvent event = status == KEY_CODE_YES
                               ? (ch == KEY_MOUSE ? ReadMouse() : FromFunctionKey(ch))
                               : FromCharacter(ch);
  // Keys pressed just after a wipe were meant for the screen before it: a double Enter must not
  // hand over and lift the curtain at once, showing one player's board to the other.
  if (event.key != Key::kResize && std::chrono::steady_clock::now() < ignore_keys_until_) {
    return InputEvent::Of(Key::kNone);
  }
  return event;
}

short NcursesTerminal::PairFor(Color fg, Color bg) {
  short& pair = pair_ids_[static_cast<int>(fg)][static_cast<int>(bg)];
  if (pair == 0 && pairs_used_ + 1 < COLOR_PAIRS) {
    pair = ++pairs_used_;
    init_pair(pair, CursesColor(fg), CursesColor(bg));
  }
  return pair;
}

void NcursesTerminal::Present(const Canvas& canvas) {
  const int rows = std::min(canvas.height(), LINES);
  const int columns = std::min(canvas.width(), COLS);
  for (int y = 0; y < rows; ++y) {
    for (int x = 0; x < columns; ++x) {
      const Cell& cell = canvas.at(x, y);
      attr_t attributes = A_NORMAL;
      if (cell.style.bold) attributes |= A_BOLD;
      if (cell.style.underline) attributes |= A_UNDERLINE;
      if (cell.style.reverse) attributes |= A_REVERSE;
      const short pair = theme_.color() ? PairFor(cell.style.fg, cell.style.bg) : 0;
      // The canvas holds only characters one cell wide; the terminal's own idea of width has the
      // last word, so that ncurses and the terminal never disagree about what is on screen.
      const wchar_t wide = static_cast<wchar_t>(cell.ch);
      const wchar_t text[2] = {wcwidth(wide) == 1 ? wide : L'?', L'\0'};
      cchar_t glyph;
      setcchar(&glyph, text, attributes, pair, nullptr);
      mvadd_wch(y, x, &glyph);
    }
  }
  // ncurses compares this with what the terminal shows and sends only the difference.
  wnoutrefresh(stdscr);
  doupdate();
}

void NcursesTerminal::Wipe() {
  // clear() makes the next update erase the whole terminal first, not just the changed cells.
  clear();
  refresh();
  flushinp();  // and keys typed ahead are dropped, as are those of the next moment
  ignore_keys_until_ = std::chrono::steady_clock::now() + kKeyGuardAfterWipe;
}

}  // namespace stratego
