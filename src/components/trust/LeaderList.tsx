import GridList from "../GridList";
import SampleLabel from "./SampleLabel";
import { initials } from "./initials";
import type { Leader } from "./companyTypes";

/**
 * The leadership team: a neutral initials avatar (no photos to source or keep current), name, role and a short
 * bio, laid out by the card grid's rule (never one alone on the last row).
 */
export default function LeaderList({ leaders }: { leaders: Leader[] }) {
  return (
    <GridList
      items={leaders}
      keyOf={(leader) => leader.name}
      listSx={{
        gap: 4,
      }}
      itemSx={{
        display: "flex",
        gap: 3,
        alignItems: "flex-start",
      }}
      renderItem={(leader) => (
        <>
          <span
            aria-hidden="true"
            sx={{
              flex: "none",
              width: 56,
              height: 56,
              borderRadius: "round",
              bg: "highlight",
              color: "primary",
              display: "inline-flex",
              alignItems: "center",
              justifyContent: "center",
              fontWeight: "heading",
              fontSize: 3,
            }}
          >
            {initials(leader.name)}
          </span>
          <div>
            <h3 sx={{ fontSize: 3, m: 0 }}>
              {leader.name}
              {leader.placeholder && <SampleLabel />}
            </h3>
            <p sx={{ m: 0, mt: 1, fontWeight: "bold", color: "primary" }}>{leader.role}</p>
            <p sx={{ m: 0, mt: 2, color: "muted" }}>{leader.bio}</p>
          </div>
        </>
      )}
    />
  );
}
