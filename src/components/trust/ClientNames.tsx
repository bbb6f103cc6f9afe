import SampleLabel from "./SampleLabel";
import type { Client } from "./companyTypes";

/**
 * The clients' names as a line of text marks (no logos: a client's logo needs its written consent and its own
 * files). When every name is a sample the line gets one label, not one per name; otherwise each sample its own.
 */
export default function ClientNames({ clients, title }: { clients: Client[]; title: string }) {
  if (clients.length === 0) return null;
  const allSamples = clients.every((c) => c.placeholder);
  return (
    <div>
      <h2 sx={{ fontSize: 1, fontWeight: "bold", textTransform: "uppercase", letterSpacing: "0.08em", m: 0, mb: 3 }}>
        <span sx={{ color: "muted" }}>{title}</span>
        {allSamples && <SampleLabel what="Sample names" />}
      </h2>
      {/* One flowing line of names, a drawn dot after each (not text, so a screen reader reads just the list);
          names may wrap, so a phone fits two or three a line instead of one. */}
      <ul
        sx={{
          listStyle: "none",
          m: 0,
          p: 0,
          fontSize: [2, 3],
          fontWeight: "heading",
          lineHeight: 1.8,
          "& > li": { display: "inline" },
          "& > li:not(:last-of-type)::after": {
            content: '""',
            display: "inline-block",
            width: 4,
            height: 4,
            borderRadius: "round",
            bg: "muted",
            mx: "12px",
            verticalAlign: "middle",
          },
        }}
      >
        {clients.map((c) => (
          <li key={c.name}>
            {c.name}
            {c.placeholder && !allSamples && <SampleLabel />}
          </li>
        ))}
      </ul>
    </div>
  );
}
