import { REJECTION_REASON_MAX, rejectBodySchema } from "@catercrew/shared/schemas/rejections";
import { useLingui } from "@lingui/react/macro";
import { useCallback, useRef, useState } from "react";
import { Textarea } from "@/components/ui/field";

/**
 * The optional reason of a reject dialog (an application, a join request): the person sees it
 * (docs/decisions/045-rejection-reasons.md). `check()` validates with the shared schema the server
 * uses; on a bad reason it shows the schema's message, focuses the box and answers null.
 */
export function useRejectReason() {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | undefined>();
  const ref = useRef<HTMLTextAreaElement>(null);
  const reset = useCallback(() => {
    setValue("");
    setError(undefined);
  }, []);
  const check = (): { reason: string | undefined } | null => {
    const parsed = rejectBodySchema.safeParse({ reason: value });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      ref.current?.focus();
      return null;
    }
    setError(undefined);
    return { reason: parsed.data.reason || undefined };
  };
  const onChange = (next: string) => {
    setValue(next);
    if (error) setError(undefined);
  };
  return { value, error, ref, reset, check, onChange };
}

export type RejectReason = ReturnType<typeof useRejectReason>;

/** "Reason (the person sees it)": a labelled textarea with its count and the schema's message. */
export function RejectReasonField({ reason, disabled }: { reason: RejectReason; disabled?: boolean }) {
  const { t } = useLingui();
  const used = reason.value.trim().length;
  const max = REJECTION_REASON_MAX;
  return (
    <Textarea
      ref={reason.ref}
      label={t`Reason (the person sees it)`}
      hint={t`Optional. Characters used: ${used} of ${max}.`}
      error={reason.error}
      rows={3}
      value={reason.value}
      disabled={disabled}
      onChange={(e) => reason.onChange(e.target.value)}
    />
  );
}
