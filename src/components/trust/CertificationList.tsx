import GridList from "../GridList";
import Icon from "../Icon";
import SampleLabel from "./SampleLabel";
import type { Certification } from "./companyTypes";

/** Certifications and partner statuses: name, who issued it and the year, laid out by the card grid's rule. */
export default function CertificationList({ certifications }: { certifications: Certification[] }) {
  if (certifications.length === 0) return null;
  return (
    <GridList
      items={certifications}
      keyOf={(c) => c.name}
      listSx={{
        gap: 3,
      }}
      itemSx={{
        display: "flex",
        gap: 3,
        alignItems: "flex-start",
        bg: "background",
        border: "1px solid",
        borderColor: "border",
        borderRadius: "default",
        p: 3,
      }}
      renderItem={(c) => (
        <>
          <span sx={{ color: "primary", flex: "none", mt: "2px" }}>
            <Icon name="check" size={20} />
          </span>
          <div>
            <h3 sx={{ fontSize: 2, m: 0 }}>
              {c.name}
              {c.placeholder && <SampleLabel />}
            </h3>
            <p sx={{ m: 0, mt: 1, color: "muted" }}>
              {c.issuer}, since {c.year}
            </p>
          </div>
        </>
      )}
    />
  );
}
