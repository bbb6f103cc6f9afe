/**
 * The items a calendar sent that could not be read, under 'Needs review': each with its calendar, its id and the
 * reason, so an entry missing from the report is never missing without a word.
 */
import { MAX_UNREADABLE, type UnreadableItem } from "../../../core/calendar/model";
import { PROVIDER_LABELS } from "../../../core/calendar/labels";

export function UnreadableItems({ items }: { items: readonly UnreadableItem[] }) {
  return (
    <div sx={{ mb: 4 }}>
      <h3 id="ut-unreadable" sx={{ fontSize: 3 }}>
        Could not be read ({items.length === MAX_UNREADABLE ? `the first ${MAX_UNREADABLE}` : items.length})
      </h3>
      <p sx={{ color: "muted", mt: 0 }}>
        These calendar entries are missing from the report: their calendar sent them in a form that could not be read.
        Open them in their calendar to check them; if one should count, note it in your filing.
      </p>
      <ul aria-labelledby="ut-unreadable" sx={{ pl: 4, m: 0 }}>
        {items.map((item, i) => (
          <li key={`${item.provider}:${item.id ?? i}`}>
            {PROVIDER_LABELS[item.provider]}
            {item.id ? (
              <>
                {" "}
                item <code sx={{ wordBreak: "break-all" }}>{item.id}</code>
              </>
            ) : null}
            : {item.reason}
          </li>
        ))}
      </ul>
    </div>
  );
}
