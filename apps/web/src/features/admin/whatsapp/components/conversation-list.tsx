import type { InboxConversation } from "@catercrew/shared";
import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { cn } from "@/components/ui/cn";
import { formatDateTime } from "@/lib/format";
import { paths } from "@/lib/paths";
import { useKindLabel } from "./kind-label";

/** The conversations, latest first: the worker, when, what came last, and his unread count. */
export function ConversationList({
  conversations,
  selected,
}: {
  conversations: InboxConversation[];
  selected: number | null;
}) {
  const { t } = useLingui();
  const kindLabel = useKindLabel();
  return (
    <ul className="flex flex-col divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
      {conversations.map((c) => {
        const preview = c.last_text ?? kindLabel(c.last_kind);
        const unread = c.unread;
        return (
          <li key={c.id}>
            <Link
              to={paths.admin.whatsappConversation(c.id)}
              aria-current={selected === c.id ? "page" : undefined}
              className={cn(
                "flex min-h-16 items-start gap-3 px-4 py-3 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-brand-600",
                selected === c.id && "bg-brand-50",
              )}
            >
              <div className="min-w-0 flex-1">
                <p className="flex items-baseline justify-between gap-2">
                  <span className={cn("truncate text-slate-900", c.unread > 0 ? "font-bold" : "font-medium")}>
                    {c.user_name}
                  </span>
                  <span className="shrink-0 text-xs text-slate-600">{formatDateTime(c.last_message_at)}</span>
                </p>
                <p className="truncate text-sm text-slate-700">
                  {c.last_direction === "out" ? `${t`You`}: ` : ""}
                  {preview}
                </p>
              </div>
              {c.unread > 0 && (
                <span className="mt-1 inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-green-700 px-1.5 text-xs font-bold text-white">
                  <span aria-hidden="true">{unread}</span>
                  <span className="sr-only">{t`${unread} unread`}</span>
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
