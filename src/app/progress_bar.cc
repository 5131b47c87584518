#include "app/progress_bar.h"

#include <unistd.h>

#include <iostream>

namespace stratego {

namespace {

constexpr int kBarWidth = 20;

std::string TwoDigits(long long value) {
  return (value < 10 ? "0" : "") + std::to_string(value);
}

}  // namespace

std::string FormatDuration(double seconds) {
  const auto whole = static_cast<long long>(seconds < 0 ? 0 : seconds);
  const long long hours = whole / 3600;
  const long long minutes = whole / 60 % 60;
  const std::string tail = TwoDigits(whole % 60);
  if (hours == 0) return std::to_string(minutes) + ":" + tail;
  return std::to_string(hours) + ":" + TwoDigits(minutes) + ":" + tail;
}

std::string FormatProgress(int done, int total, double elapsed_seconds) {
  const int filled = total > 0 ? done * kBarWidth / total : kBarWidth;
  std::string line = "[" + std::string(static_cast<std::size_t>(filled), '#') +
                     std::string(static_cast<std::size_t>(kBarWidth - filled), '.') + "]  " +
                     std::to_string(done) + "/" + std::to_string(total) + " games, " +
                     FormatDuration(elapsed_seconds) + " elapsed";
  if (done > 0 && done < total)
    line += ", about " + FormatDuration(elapsed_seconds / done * (total - done)) + " left";
  return line;
}

bool IsTerminal(const std::ostream& out) {
  return out.rdbuf() == std::cerr.rdbuf() && isatty(STDERR_FILENO) == 1;
}

ProgressBar::ProgressBar(std::ostream& out, int total)
    : out_(out), total_(total), start_(std::chrono::steady_clock::now()) {}

void ProgressBar::Draw(int done) {
  const double elapsed =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::string line = FormatProgress(done, total_, elapsed);
  const std::size_t length = line.size();
  if (length < drawn_) line.append(drawn_ - length, ' ');  // wipe what the last line had more
  out_ << '\r' << line << std::flush;
  drawn_ = length;
}

void ProgressBar::Erase() {
  if (drawn_ == 0) return;
  out_ << '\r' << std::string(drawn_, ' ') << '\r' << std::flush;
  drawn_ = 0;
}

}  // namespace stratego
