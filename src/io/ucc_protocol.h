// The UCC 2012 bot protocol (FORMATS.md §3): its lines, parsed and formatted. Placeholder.
#pragma once

namespace stratego {}  // namespace stratego
