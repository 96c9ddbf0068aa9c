import { type ClearStrikeInput, clearStrikeSchema, type Strike } from "@catercrew/shared/schemas/strikes";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Textarea } from "@/components/ui/field";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { formatDate } from "@/lib/format";
import { useClearStrike } from "../api/strikes";

/** Clear a no-show strike: the reason is required and kept with the strike (audited). */
export function ClearStrikeDialog({ strike, onClose }: { strike: Strike | null; onClose: () => void }) {
  const { t } = useLingui();
  const clear = useClearStrike();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<ClearStrikeInput>({
    resolver: zodResolver(clearStrikeSchema),
    defaultValues: { reason: "" },
  });
  const { register, handleSubmit, reset, setError, formState } = form;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens
  useEffect(() => {
    if (!strike) return;
    setServerError(null);
    reset({ reason: "" });
  }, [strike]);

  const onSubmit = handleSubmit(async (values) => {
    if (!strike) return;
    setServerError(null);
    try {
      const res = await clear.mutateAsync({ id: strike.id, body: values });
      notify.adminSuccess(res.message);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) applyServerErrors(err, form.getValues(), setError);
      setServerError(err instanceof ApiError && err.message ? err.message : t`Failed to clear the strike`);
    }
  });

  const work = strike ? `${strike.work_name}, ${formatDate(strike.work_date)}` : "";
  return (
    <Dialog
      open={strike !== null}
      onClose={onClose}
      title={t`Clear strike`}
      description={t`The absence at ${work} will no longer count. Say why; the reason is kept.`}
      size="sm"
      dismissible={!clear.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={clear.isPending}>
            {t`Cancel`}
          </Button>
          <Button
            type="submit"
            form="clear-strike-form"
            loading={clear.isPending}
            loadingText={t`Clearing...`}
          >
            {t`Clear strike`}
          </Button>
        </>
      }
    >
      <form id="clear-strike-form" noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        {serverError && (
          <Alert tone="error" onDismiss={() => setServerError(null)}>
            {serverError}
          </Alert>
        )}
        <Textarea
          label={t`Reason`}
          required
          data-autofocus=""
          error={formState.errors.reason?.message}
          {...register("reason")}
        />
      </form>
    </Dialog>
  );
}
