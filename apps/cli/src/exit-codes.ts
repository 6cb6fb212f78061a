/** Exit codes, documented in `topoforge --help`. */
export const EXIT_OK = 0;
/** The input could not be read or converted: parse error, unsupported format, missing file. */
export const EXIT_BAD_INPUT = 1;
export const EXIT_USAGE = 2;
/** A bug in TopoForge: one line on stderr asking for a report. */
export const EXIT_INTERNAL = 3;
