/**
 * The cue that a box scrolls sideways (a wide table, a long line of code on a phone): a soft shadow on each side
 * where there is more to see, gone on the side scrolled to its end. Pure CSS, so it is there from the server's
 * HTML on and no script measures anything: two covers in the box's own color scroll with the content
 * (`background-attachment: local`) and hide the shadows, which stay at the box's edges (`scroll`), whenever the
 * content's start or end is in view. The shadow runs the box's whole height (a tall table shows it wherever it is
 * on screen) in the text color, faint: gray on white, a light haze in dark.
 */
import type { ThemeUIStyleObject } from "theme-ui";
import { colorVariable } from "../../theme/colorVariables";

const COVER = "40px";
const SHADOW = "14px";

/** The background of a box that scrolls sideways, on its `surface` color (a theme color's name). */
export function scrollCue(surface: string): ThemeUIStyleObject {
  const bg = `var(${colorVariable(surface)})`;
  const shade = `color-mix(in srgb, var(${colorVariable("text")}) 30%, transparent)`;
  return {
    backgroundColor: bg,
    backgroundImage: [
      `linear-gradient(to right, ${bg} 30%, transparent)`,
      `linear-gradient(to left, ${bg} 30%, transparent)`,
      `linear-gradient(to right, ${shade}, transparent)`,
      `linear-gradient(to left, ${shade}, transparent)`,
    ].join(", "),
    backgroundPosition: "left center, right center, left center, right center",
    backgroundRepeat: "no-repeat",
    backgroundSize: `${COVER} 100%, ${COVER} 100%, ${SHADOW} 100%, ${SHADOW} 100%`,
    backgroundAttachment: "local, local, scroll, scroll",
  };
}
