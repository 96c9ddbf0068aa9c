import { useLingui } from "@lingui/react/macro";
import { MessageSquareWarning } from "lucide-react";
import { formatDateTime } from "@/lib/format";
import { useFailedDeliveries } from "../api/get-failed-deliveries";

/**
 * WhatsApp and push messages that could not be delivered after their retries, and the offers,
 * confirmations and reminders WhatsApp refused (record 063): the admin sees whom they missed and
 * why, in words. Hidden when there are none.
 */
export function FailedDeliveries() {
  const { t } = useLingui();
  const q = useFailedDeliveries();
  const rows = q.data?.results ?? [];
  if (rows.length === 0) return null;
  const shown = rows.slice(0, 10);
  const count = rows.length;
  return (
    <section
      aria-labelledby="failed-deliveries"
      className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <h2 id="failed-deliveries" className="flex items-center gap-2 font-semibold">
        <MessageSquareWarning className="h-5 w-5" aria-hidden="true" />
        {t`Messages not delivered: ${count}`}
      </h2>
      <ul className="mt-2 flex flex-col gap-1">
        {shown.map((d) => {
          const name = d.user_name;
          const channel = d.channel === "whatsapp" ? t`WhatsApp` : t`Push`;
          const when = formatDateTime(d.updated_at);
          return (
            <li key={`${d.source}-${d.id}`} className="break-words">
              <strong>{name}</strong> · {channel} · {when}
              <span className="block text-xs text-amber-900">{d.reason}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
