// A progress bar for long commands (stratego arena), drawn on standard error and redrawn in place
// with '\r'. It is for a person watching: commands draw it only when standard error is a terminal
// (IsTerminal), so nothing of it reaches a file or a pipe.
#pragma once

#include <chrono>
#include <cstddef>
#include <iosfwd>
#include <string>

namespace stratego {

// "0:07", "12:34", "1:02:03" (rounded down to the second).
std::string FormatDuration(double seconds);

// "[#########...........]  37/100 games, 1:23 elapsed, about 2:10 left": the bar, the count, the
// time so far and an estimate of the time left, which assumes the items still to do take as long
// as the done ones did on average (no estimate before the first is done). 0 <= done <= total.
std::string FormatProgress(int done, int total, double elapsed_seconds);

// Whether `out` writes to the process's standard error and that is a terminal.
bool IsTerminal(const std::ostream& out);

class ProgressBar {
 public:
  // Starts the clock; draws nothing yet.
  ProgressBar(std::ostream& out, int total);

  // Draws the bar for `done` items over the last one drawn.
  void Draw(int done);
  // Leaves the line as it was before the first Draw: blank, the cursor at its start.
  void Erase();

 private:
  std::ostream& out_;
  int total_;
  std::chrono::steady_clock::time_point start_;
  std::size_t drawn_ = 0;  // the length of the line on the screen
};

}  // namespace stratego
