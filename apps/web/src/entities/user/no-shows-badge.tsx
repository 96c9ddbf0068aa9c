import { STRIKES_FOR_BLOCK } from "@catercrew/shared/rules";
import { plural } from "@lingui/core/macro";
import { Badge } from "@/components/ui/badge";

/** "2 no-shows" on staff user lists (uncleared strikes of the last 90 days); nothing for none. */
export function NoShowsBadge({ count }: { count: number | undefined }) {
  if (!count) return null;
  return (
    <Badge tone={count >= STRIKES_FOR_BLOCK ? "danger" : "warning"} data-testid="no-shows-badge">
      {plural(count, { one: "# no-show", other: "# no-shows" })}
    </Badge>
  );
}
