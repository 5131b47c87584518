// A value or an error message for people: how the core reports bad input from outside
// (STYLE.md convention 4). Programmer errors are asserts instead.
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace stratego {

struct Error {
  std::string message;
};

template <typename T>
class [[nodiscard]] Expected {
 public:
  Expected(T value) : content_(std::in_place_index<0>, std::move(value)) {}      // NOLINT
  Expected(Error error) : content_(std::in_place_index<1>, std::move(error)) {}  // NOLINT

  bool has_value() const { return content_.index() == 0; }
  explicit operator bool() const { return has_value(); }

  T& value() & {
    assert(has_value());
    return std::get<0>(content_);
  }
  const T& value() const& {
    assert(has_value());
    return std::get<0>(content_);
  }
  T&& value() && {
    assert(has_value());
    return std::get<0>(std::move(content_));
  }
  T* operator->() { return &value(); }
  const T* operator->() const { return &value(); }
  T& operator*() & { return value(); }
  const T& operator*() const& { return value(); }

  const std::string& error() const {
    assert(!has_value());
    return std::get<1>(content_).message;
  }

 private:
  std::variant<T, Error> content_;
};

// Success or an error message, for operations that return nothing else.
class [[nodiscard]] Status {
 public:
  Status() = default;
  Status(Error error) : error_(std::move(error.message)), failed_(true) {}  // NOLINT

  bool ok() const { return !failed_; }
  explicit operator bool() const { return ok(); }
  const std::string& error() const { return error_; }

 private:
  std::string error_;
  bool failed_ = false;
};

}  // namespace stratego
