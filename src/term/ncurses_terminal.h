// The real terminal, through ncurses: the only code in the project that includes <curses.h>.
//
// It sets the terminal up (colours where they exist and NO_COLOR does not forbid them, Unicode
// where the locale is UTF-8, a short Escape delay, the mouse), turns Ctrl-C, SIGTERM and SIGHUP
// into a stop request, and always restores the terminal: on return, on those signals, and when
// the input goes away.
#pragma once

#include <chrono>
#include <memory>
#include <string>

#include "core/expected.h"
#include "ui/terminal.h"

namespace stratego {

struct TerminalOptions {
  bool force_ascii = false;  // plain ASCII even in a UTF-8 locale
  bool force_mono = false;   // no colours even where the terminal has them
  bool mouse = true;
};

class NcursesTerminal : public Terminal {
 public:
  // Takes over the terminal; fails (with a message for people) if standard input or output is not
  // a terminal, or TERM names a terminal ncurses does not know.
  static Expected<std::unique_ptr<NcursesTerminal>> Open(const TerminalOptions& options);
  ~NcursesTerminal() override;
  NcursesTerminal(const NcursesTerminal&) = delete;
  NcursesTerminal& operator=(const NcursesTerminal&) = delete;

  ScreenSize Size() const override;
  const Theme& theme() const override { return theme_; }
  InputEvent Read(int timeout_ms) override;
  void Present(const Canvas& canvas) override;
  void Wipe() override;
  bool StopRequested() const override;
  // The signal that asked to stop (SIGINT, SIGTERM, SIGHUP), or 0.
  int StopSignal() const;

 private:
  NcursesTerminal(bool color, bool unicode);
  short PairFor(Color fg, Color bg);

  Theme theme_;
  short pairs_used_ = 0;
  short pair_ids_[9][9] = {};
  int immediate_errors_ = 0;  // reads that failed at once: the input has gone away
  std::chrono::steady_clock::time_point ignore_keys_until_{};

  // How long keys are ignored after the screen is wiped for the curtain.
  static constexpr std::chrono::milliseconds kKeyGuardAfterWipe{500};
};

}  // namespace stratego
