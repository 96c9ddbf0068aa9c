import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CloudOff } from "lucide-react";
import type { QueuedKind, QueuedWrite } from "@/lib/offline-queue";

const KIND_LABELS = {
  check_in: msg`Check-in`,
  rating: msg`Rating`,
  wage: msg`Wage`,
  absent: msg`Absent`,
} satisfies Record<QueuedKind, ReturnType<typeof msg>>;

/**
 * What the captain saved with no signal and is still waiting to be sent, oldest first (sent in
 * that order when the signal returns). Nothing when the line is empty.
 */
export function PendingWrites({ pending, users }: { pending: QueuedWrite[]; users?: AssignedUser[] }) {
  const { t, i18n } = useLingui();
  if (pending.length === 0) return null;
  const nameOf = new Map(users?.map((u) => [u.user_id, u.user_name]));
  const count = pending.length;
  return (
    <section
      aria-label={t`Waiting to send`}
      className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="flex items-center gap-2 font-medium" role="status">
        <CloudOff className="h-4 w-4 shrink-0" aria-hidden="true" />
        {t`No signal: ${count} saved on this phone, waiting to send`}
      </p>
      <ol className="mt-2 flex flex-col gap-1">
        {pending.map((p) => (
          <li key={p.id} className="flex flex-wrap gap-x-2">
            <span className="font-medium">{i18n._(KIND_LABELS[p.kind])}</span>
            <span>{nameOf.get(p.userId) ?? t`Work ${p.workId}`}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
