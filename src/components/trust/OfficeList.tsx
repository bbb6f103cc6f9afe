import SampleLabel from "./SampleLabel";
import { phoneHref } from "../../../core/config/site";
import type { Office } from "./companyTypes";

/**
 * The offices, each with its city, address and phone: in the footer, on /about/, and for the contact page
 * (useOffices gives the list). One column, or side by side where there is room (`columns`, per breakpoint).
 */
export default function OfficeList({
  offices,
  headingLevel = 3,
  columns = [1],
}: {
  offices: Office[];
  headingLevel?: 3 | 4;
  /** Columns at each breakpoint from the phone up, as theme-ui's responsive arrays (null keeps the one before). */
  columns?: readonly (1 | 2 | 3 | null)[];
}) {
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: 3,
        gridTemplateColumns: columns.map((n) => (n === null ? null : `repeat(${n}, minmax(0, 1fr))`)),
      }}
    >
      {offices.map((office) => (
        <li key={office.city}>
          <Heading sx={{ fontSize: 2, m: 0 }}>
            {office.city}
            {office.placeholder && <SampleLabel />}
          </Heading>
          <address sx={{ fontStyle: "normal", color: "muted", mt: 1 }}>
            <span sx={{ display: "block" }}>{office.address}</span>
            <a href={phoneHref(office.phone)}>{office.phone}</a>
          </address>
        </li>
      ))}
    </ul>
  );
}
