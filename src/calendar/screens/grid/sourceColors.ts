/** The theme color of each calendar source: the grids' event edges and the legend's swatches. */
import type { SourceFilter } from "../../../../core/calendar/model";
import { PROVIDER_LABELS } from "../../../../core/calendar/labels";

export const SOURCE_COLORS: Readonly<Record<SourceFilter, string>> = {
  microsoft: "sourceMicrosoft",
  google: "sourceGoogle",
  both: "sourceBoth",
};

export const SOURCE_NAMES: Readonly<Record<SourceFilter, string>> = { ...PROVIDER_LABELS, both: "In both" };
