/** The way on once the page has stopped asking by itself (useEventsLoad); nothing while it still does. */
import { Button } from "../../components/ui/Button";

export function ContinueReading({ onClick }: { onClick: (() => void) | undefined }) {
  if (!onClick) return null;
  return (
    <Button variant="secondary" onClick={onClick}>
      Continue reading
    </Button>
  );
}
