/** The calendar tool's navigation cards for a screen, by key, in a NavCardGrid. */
import { NavCard, NavCardGrid, type NavCardHeadingLevel } from "../components/NavCard";
import { NavCardIcon } from "../components/navCardIcons";
import { CALENDAR_CARD_KEYS, cardsFor, type CalendarCardKey } from "./cards";

export interface CalendarCardsProps {
  /** Which cards, in order; all five by default. */
  keys?: readonly CalendarCardKey[];
  /** The cards' title level, to fit the page's outline; h2 by default. */
  headingLevel?: NavCardHeadingLevel;
  /** Accessible name of the list, e.g. "UnifiedTime tools". */
  label?: string;
}

export function CalendarCards({ keys = CALENDAR_CARD_KEYS, headingLevel, label }: CalendarCardsProps) {
  const cards = cardsFor(keys);
  if (cards.length === 0) return null;
  return (
    <NavCardGrid aria-label={label}>
      {cards.map((card) => (
        <NavCard
          key={card.key}
          icon={<NavCardIcon name={card.icon} />}
          title={card.title}
          description={card.description}
          to={card.route}
          buttonLabel={card.buttonLabel}
          headingLevel={headingLevel}
        />
      ))}
    </NavCardGrid>
  );
}

export default CalendarCards;
