// A notice before the first screen: a few lines for the person to read (the options file's
// problems, say), then any key goes on to the screen that follows, in the notice's place.
#pragma once

#include <memory>
#include <string>
#include <vector>

#include "ui/activity.h"

namespace stratego {

class NoticeActivity : public Activity {
 public:
  NoticeActivity(std::string title, std::vector<std::string> lines, std::unique_ptr<Activity> next);

  void Render(Canvas& canvas, const Theme& theme) const override;
  Transition Handle(const InputEvent& event, const ScreenSize& size) override;

 private:
  std::string title_;
  std::vector<std::string> lines_;
  std::unique_ptr<Activity> next_;
};

// `first`, after a notice of `lines` when there are any.
std::unique_ptr<Activity> WithNotice(std::string title, std::vector<std::string> lines,
                                     std::unique_ptr<Activity> first);

}  // namespace stratego
