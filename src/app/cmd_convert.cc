// stratego convert IN OUT: game records from Gravon XML to the project's format and back.
#include <ostream>

#include "app/cli.h"
#include "app/record_rules.h"
#include "app/rule_options.h"
#include "io/file_io.h"

namespace stratego {

namespace {

int RunConvert(const ParsedArgs& args, CommandIo& io) {
  if (args.positional.size() != 2)
    return UsageError(io, "convert",
                      "expected two files: IN OUT (OUT may be - for standard output)");
  const std::string& in = args.positional[0];
  const std::string& out = args.positional[1];
  RecordFormat format = FormatForPath(out);
  if (auto to = args.Get("to")) {
    auto chosen = ParseRecordFormat(*to);
    if (!chosen)
      return UsageError(io, "convert", "--to takes stratego or gravon, not '" + *to + "'");
    format = *chosen;
  } else if (out == "-") {
    format = RecordFormat::kProject;
  }
  if (auto rules = RuleSetFromArgs(args); !rules) return UsageError(io, "convert", rules.error());
  const RecordParseResult parsed = LoadRecordUnderOptions(in, args);
  if (!parsed.record) {
    for (const Diagnostic& error : parsed.errors)
      io.err << FormatDiagnostic(in, error) << "\n";
    return kExitFailure;
  }
  Expected<std::string> text = FormatRecord(*parsed.record, format);
  if (!text) {
    io.err << "stratego convert: " << in << ": cannot write it as "
           << (format == RecordFormat::kGravonXml ? "Gravon XML" : "a stratego record") << ": "
           << text.error() << "\n";
    return kExitFailure;
  }
  if (out == "-") {
    io.out << *text;
    io.out.flush();
    return kExitOk;
  }
  if (Status written = WriteFileAtomically(out, *text); !written) {
    io.err << "stratego convert: " << out << ": " << written.error() << "\n";
    return kExitFailure;
  }
  return kExitOk;
}

}  // namespace

Subcommand ConvertCommand() {
  return {"convert",
          "IN OUT",
          "convert a game record between Gravon XML and the project's format",
          "IN may be either format (told by its content). OUT's format follows its name: .xml\n"
          "is Gravon XML, anything else the project's format; --to chooses instead. Gravon's\n"
          "records do not say which two-squares rule applied: imports use N = 5, as the archive\n"
          "was played, unless --two-squares says otherwise; the other rule options apply to\n"
          "Gravon imports too, and a record of the project's format must agree with them (it\n"
          "keeps its own rules). Gravon XML cannot hold unfinished games, draws by a move limit\n"
          "or games under the tournament options.",
          WithOptions({{"to", "FORMAT",
                        "write OUT as 'stratego' (the project's format) or 'gravon' (XML)"}},
                      RecordRuleOptionSpecs()),
          RunConvert};
}

}  // namespace stratego
