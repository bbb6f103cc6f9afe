/** Previous and next pages of one report list (the functions send a page at a time), with where the reader is. */
import { Button } from "../../components/ui/Button";
import { REPORT_PAGE_ROWS, type RowPage } from "../../../core/calendar/model";

export function RowPager({ page, label, onPage }: { page: RowPage; label: string; onPage: (page: number) => void }) {
  if (page.pages <= 1) return null;
  const first = page.page * REPORT_PAGE_ROWS + 1;
  const last = Math.min(page.total, first + REPORT_PAGE_ROWS - 1);
  return (
    <nav aria-label={`${label}: pages`} sx={{ display: "flex", flexWrap: "wrap", gap: 2, alignItems: "center", mt: 3 }}>
      <Button variant="secondary" disabled={page.page === 0} onClick={() => onPage(page.page - 1)}>
        Previous
      </Button>
      <span sx={{ fontVariantNumeric: "tabular-nums" }}>
        {first}–{last} of {page.total} (page {page.page + 1} of {page.pages})
      </span>
      <Button variant="secondary" disabled={page.page + 1 >= page.pages} onClick={() => onPage(page.page + 1)}>
        Next
      </Button>
    </nav>
  );
}

export default RowPager;
