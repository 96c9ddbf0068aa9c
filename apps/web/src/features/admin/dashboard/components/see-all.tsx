import { useLingui } from "@lingui/react/macro";
import { Link, useSearchParams } from "react-router";

/** How many rows a dashboard list shows before "See all". */
export const DASHBOARD_ROWS = 5;

/**
 * A dashboard list cut to its first rows: the dashboard is a summary, and a list's full length is
 * one link away (`?all=<anchor>#<anchor>`, so the address can be shared and Back folds it again).
 */
export function useShortList<T>(anchor: string, rows: readonly T[], limit = DASHBOARD_ROWS) {
  const [params] = useSearchParams();
  const all = params.get("all") === anchor;
  return { all, shown: all ? rows : rows.slice(0, limit), total: rows.length, limit };
}

/** "See all 12" under a cut list, "Show fewer" under an opened one; nothing when all rows fit. */
export function SeeAll({
  anchor,
  all,
  total,
  limit = DASHBOARD_ROWS,
  what,
}: {
  anchor: string;
  all: boolean;
  total: number;
  limit?: number;
  /** The list's name, for a screen reader ("See all 12: Requests to join works"). */
  what: string;
}) {
  const { t } = useLingui();
  if (total <= limit) return null;
  const link = "inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline";
  return all ? (
    <Link to={`#${anchor}`} className={link} aria-label={t`Show fewer: ${what}`}>
      {t`Show fewer`}
    </Link>
  ) : (
    <Link to={`?all=${anchor}#${anchor}`} className={link} aria-label={t`See all ${total}: ${what}`}>
      {t`See all ${total}`}
    </Link>
  );
}
