import type { MarkPaidInput } from "@catercrew/shared/schemas/payments";
import type { WageResponse } from "@catercrew/shared/schemas/wages";
import { useLingui } from "@lingui/react/macro";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { ApiError, api } from "@/lib/api-client";
import type { Area } from "@/lib/paths";

export function markPaid(body: MarkPaidInput, area: Area) {
  return api<WageResponse>("/sub_admin/wages/mark-paid/", { method: "POST", body, area });
}

/** Marks a wage paid with an optional reference (a UPI transaction id); paid_at is set by the server. */
export function MarkPaidForm({
  workId,
  userId,
  area,
  onPaid,
}: {
  workId: number;
  userId: number;
  area: Area;
  onPaid: () => void;
}) {
  const { t } = useLingui();
  const [reference, setReference] = useState("");
  const formId = useId();
  const mutation = useMutation({
    mutationFn: () => markPaid({ work: workId, user: userId, reference: reference.trim() || null }, area),
    onSuccess: () => {
      notify.success(t`Marked as paid`);
      onPaid();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // A nested form (the wage sheet) must not submit too.
    e.stopPropagation();
    mutation.mutate();
  };
  const error =
    mutation.error instanceof ApiError
      ? mutation.error.joined
      : mutation.error
        ? t`Failed to mark as paid`
        : undefined;
  return (
    <form id={formId} onSubmit={submit} className="flex flex-wrap items-end gap-2" aria-label={t`Mark paid`}>
      <div className="min-w-0 flex-1 basis-40">
        <Input
          label={t`Reference (optional)`}
          value={reference}
          maxLength={100}
          onChange={(e) => setReference(e.target.value)}
          error={error}
          autoComplete="off"
        />
      </div>
      <Button type="submit" loading={mutation.isPending} loadingText={t`Saving...`}>
        {t`Mark paid`}
      </Button>
    </form>
  );
}
