import type { PublishedWork } from "@catercrew/shared/schemas/worker";
import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import { Check, Clock, Send, UserCheck, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { singleFlight } from "@/lib/single-flight";
import { useRequestWork } from "../api/work-request";
import { REQUEST_LABELS, type RequestState, requestState } from "../request-state";

const ICONS: Record<RequestState, typeof Send> = {
  send: Send,
  pending: Clock,
  accepted: Check,
  rejected: X,
  assigned: UserCheck,
};

const VARIANT = {
  send: "primary",
  pending: "outline",
  accepted: "success",
  rejected: "danger",
  assigned: "secondary",
} as const;

/** The request button with its five states; only "Send Work Request" is enabled. */
export function RequestButton({
  work,
  sendLabel = REQUEST_LABELS.send,
  fullWidth,
}: {
  work: Pick<PublishedWork, "id" | "admin_assigned" | "assigned_status" | "Auditorium_name">;
  /** The enabled state's text ("Request Work" on the home list). */
  sendLabel?: MessageDescriptor;
  fullWidth?: boolean;
}) {
  const { t } = useLingui();
  const mutation = useRequestWork();
  const state = requestState(work);
  const Icon = ICONS[state];
  const label = t(state === "send" ? sendLabel : REQUEST_LABELS[state]);
  return (
    <Button
      variant={VARIANT[state]}
      fullWidth={fullWidth}
      disabled={state !== "send"}
      loading={mutation.isPending}
      loadingText={t`Sending...`}
      aria-label={state === "send" ? `${label}: ${work.Auditorium_name}` : undefined}
      icon={<Icon className="h-4 w-4" aria-hidden="true" />}
      // One request per work while one is on its way; the mutation stays pending until the lists
      // show the request, so the button never offers "Send" again after a success.
      onClick={() => singleFlight(`request-${work.id}`, () => mutation.mutateAsync(work.id))}
    >
      {label}
    </Button>
  );
}
