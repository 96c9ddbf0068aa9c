import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";
import { useRetryWhatsappSend, useWhatsappOffers } from "../api/whatsapp-offers";

/**
 * The work's WhatsApp offers for the admin: "offer sent to N of M", how many asked
 * through WhatsApp and through the app, who did not answer the reminder, how many were delivered
 * and read, and what did not go, with why (record 063). Quiet when nothing went out on WhatsApp
 * for the work and nothing failed.
 */
export function WhatsappOffersSection({ workId }: { workId: number }) {
  const { t } = useLingui();
  const q = useWhatsappOffers(workId);
  const retry = useRetryWhatsappSend(workId);
  if (!q.data) return null;
  const d = q.data;
  if (
    d.sent === 0 &&
    d.waiting_for_allowance === 0 &&
    d.not_confirmed.length === 0 &&
    d.requested_whatsapp === 0 &&
    d.failed.length === 0
  ) {
    return null;
  }
  const headingId = `whatsapp-offers-${workId}`;
  const delivered = d.delivered;
  const read = d.read;
  return (
    <section aria-labelledby={headingId} data-testid="whatsapp-offers">
      <h3 id={headingId} className="text-sm font-semibold text-slate-900">
        {t`WhatsApp`}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t`Offer sent to ${d.sent} of ${d.eligible}`}</p>
      {d.delivered > 0 && (
        <p className="mt-1 text-sm text-slate-700">{t`Delivered: ${delivered} · read: ${read}`}</p>
      )}
      {d.failed.length > 0 && (
        <div className="mt-2">
          <p className="text-sm font-medium text-red-800">
            {plural(d.failed.length, { one: "# message not delivered", other: "# messages not delivered" })}
          </p>
          <ul className="mt-1 flex flex-col gap-1 text-sm text-slate-700">
            {d.failed.map((f) => (
              <li key={f.id} className="flex flex-wrap items-center gap-x-2 break-words">
                <span>
                  <strong>{f.user_name}</strong>: {f.reason}
                </span>
                {f.can_retry && (
                  <Button
                    size="sm"
                    variant="outline"
                    loading={retry.isPending && retry.variables === f.id}
                    onClick={() => retry.mutate(f.id)}
                  >
                    {t`Try again`}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      {d.waiting_for_allowance > 0 && (
        <p className="mt-1 text-sm text-amber-700">
          {plural(d.waiting_for_allowance, {
            one: "# offer waits for tomorrow's WhatsApp allowance",
            other: "# offers wait for tomorrow's WhatsApp allowance",
          })}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700">
        {t`Requests through WhatsApp: ${d.requested_whatsapp} · through the app: ${d.requested_app}`}
      </p>
      {d.confirmed > 0 && (
        <p className="mt-1 text-sm text-slate-700">
          {plural(d.confirmed, { one: "# confirmed they are coming", other: "# confirmed they are coming" })}
        </p>
      )}
      {d.not_confirmed.length > 0 && (
        <div className="mt-2">
          <p className="text-sm font-medium text-amber-800">{t`Not confirmed`}</p>
          <ul className="mt-1 list-disc pl-5 text-sm text-slate-700">
            {d.not_confirmed.map((u) => (
              <li key={u.user}>{u.user_name}</li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
