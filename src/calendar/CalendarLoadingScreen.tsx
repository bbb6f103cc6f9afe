/**
 * The loading screen of the calendar pages: the site's loading screen and, below it, the Microsoft,
 * Google, landing and external cards, so there is somewhere to go while the calendar code loads, unless calendar
 * cards are disabled. Small on purpose: it is shown before the calendar chunk arrives.
 */
import LoadingScreen from "../components/loading/LoadingScreen";
import CalendarCards from "./CalendarCards";
import { loadingScreenCards } from "./cards";

export interface CalendarLoadingScreenProps {
  label?: string;
  /** Hide the cards (a screen with its own navigation). */
  cardsDisabled?: boolean;
  random?: () => number;
}

export function CalendarLoadingScreen({
  label = "UnifiedTime",
  cardsDisabled = false,
  random,
}: CalendarLoadingScreenProps) {
  const keys = loadingScreenCards(cardsDisabled).map((card) => card.key);
  return (
    <div>
      <LoadingScreen label={label} random={random} />
      {keys.length > 0 && (
        <div sx={{ maxWidth: "container", mx: "auto", px: 3, pb: 5 }}>
          <CalendarCards keys={keys} label="UnifiedTime tools" />
        </div>
      )}
    </div>
  );
}

export default CalendarLoadingScreen;
