import { Link } from "gatsby";
import Icon from "./Icon";
import type { Product } from "../../core/config/site";

/**
 * The products on the home page without card chrome: an icon, the name as the link and its one-line summary, side
 * by side from sm. As cards they took half a phone screen for two lines of text each.
 */
export default function ProductList({ products }: { products: readonly Product[] }) {
  return (
    <ul
      sx={{
        listStyle: "none",
        m: 0,
        p: 0,
        display: "grid",
        gap: 4,
        gridTemplateColumns: ["minmax(0, 1fr)", "repeat(2, minmax(0, 1fr))"],
      }}
    >
      {products.map((p) => (
        <li key={p.slug} sx={{ display: "flex", gap: 3, alignItems: "flex-start" }}>
          <span sx={{ color: "primary", flex: "none" }}>
            <Icon name={p.slug === "plutus-payments" ? "payments" : "bell"} size={32} />
          </span>
          <div>
            <h3 sx={{ fontSize: 4, m: 0 }}>
              <Link to={p.route}>{p.name}</Link>
            </h3>
            <p sx={{ m: 0, mt: 1, color: "muted" }}>{p.summary}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
