import GridList from "./GridList";
import ThemedImage from "./ThemedImage";
import SampleLabel from "./trust/SampleLabel";
import { partnerBadgeSize } from "../../core/config/site";
import type { Certification } from "./trust/companyTypes";
import { CARD_BOX } from "./CardGrid";

export interface PartnerBox {
  name: string;
  logo: string;
  darkLogo: string;
  body: string;
  /** The statuses this partner's program gave us (certifications whose `partner` names it). */
  credentials: Certification[];
}

/**
 * The cloud partners on /partners/: each box leads with its badge, in the theme's variant (a white plate glared on
 * the dark page), then the partner's name, the statuses its program gave us and what we do with it.
 */
export default function PartnerBoxes({ partners }: { partners: PartnerBox[] }) {
  return (
    <GridList
      items={partners}
      keyOf={(p) => p.name}
      listSx={{
        gap: 4,
      }}
      itemSx={CARD_BOX}
      renderItem={(p) => (
        <>
          {/* The name is the heading right after it: the badge adds no words (empty alt). */}
          <ThemedImage source={{ light: p.logo, dark: p.darkLogo, ...partnerBadgeSize }} alt="" />
          <h3 sx={{ fontSize: 4, m: 0, mt: 2 }}>{p.name}</h3>
          {p.credentials.map((c) => (
            <p key={c.name} sx={{ m: 0, fontWeight: "bold" }}>
              {c.name}, since {c.year}
              {c.placeholder && <SampleLabel />}
            </p>
          ))}
          <p sx={{ m: 0, color: "muted" }}>{p.body}</p>
        </>
      )}
    />
  );
}
