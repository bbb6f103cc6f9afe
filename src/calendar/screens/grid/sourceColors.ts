/** The theme colour of each calendar source: the grids' event edges and the legend's swatches. */
import type { SourceFilter } from "../../../../core/calendar/model";

export const SOURCE_COLORS: Readonly<Record<SourceFilter, string>> = {
  microsoft: "sourceMicrosoft",
  google: "sourceGoogle",
  both: "sourceBoth",
};

export const SOURCE_NAMES: Readonly<Record<SourceFilter, string>> = {
  microsoft: "Microsoft",
  google: "Google",
  both: "In both",
};
