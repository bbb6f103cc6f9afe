/**
 * An area with tools on the start page: its icon, its name as the link, what it is for. The whole card takes the
 * click (the link's box is stretched over it), while the link alone is the one stop for the keyboard and the name a
 * screen reader's link list reads.
 */
import { Link } from "gatsby";
import Icon from "../../components/Icon";
import { areaIcon } from "./areaIcons";

export default function AreaCard({ label, route, purpose }: { label: string; route: string; purpose: string }) {
  return (
    <li
      sx={{
        position: "relative",
        display: "grid",
        gridTemplateColumns: "auto 1fr",
        columnGap: 3,
        rowGap: 1,
        alignItems: "start",
        // A card stretched to its neighbor's height keeps its lines together at the top.
        alignContent: "start",
        p: 3,
        bg: "background",
        border: "1px solid",
        borderColor: "border",
        borderRadius: "default",
        boxShadow: "card",
        "&:hover": { borderColor: "primary" },
      }}
    >
      <span sx={{ display: "inline-flex", color: "primary", gridRow: "span 2", pt: "2px" }}>
        <Icon name={areaIcon(route)} size={28} />
      </span>
      <h3 sx={{ m: 0, fontSize: 3 }}>
        <Link
          to={route}
          sx={{
            color: "primary",
            textDecoration: "none",
            "&:hover": { textDecoration: "underline" },
            "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: "default" },
          }}
        >
          {label}
        </Link>
      </h3>
      <p sx={{ m: 0, color: "muted" }}>{purpose}</p>
    </li>
  );
}
