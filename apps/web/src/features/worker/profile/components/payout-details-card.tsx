import {
  type PayoutDetails,
  type PayoutDetailsInput,
  payoutDetailsInputSchema,
} from "@catercrew/shared/schemas/payouts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { Wallet } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ErrorState } from "@/components/ui/error-state";
import { Input } from "@/components/ui/field";
import { SkeletonText } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { useMyPayoutDetails, useSavePayoutDetails } from "@/entities/payment/api/payouts";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";

/**
 * Profile card "Where to pay me" (record 060): his UPI ID and/or bank account, the account
 * number typed twice; once saved the account shows only as xxxx4321. A change is told to him on
 * his channels by the server.
 */
export function PayoutDetailsCard() {
  const { t } = useLingui();
  const q = useMyPayoutDetails();
  const [editing, setEditing] = useState(false);
  return (
    <Card>
      <h2 className="mb-1 flex items-center gap-2 text-base font-semibold">
        <Wallet className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {t`Where to pay me`}
      </h2>
      <p className="mb-3 text-sm text-slate-600">{t`Your wages are sent here. Others see only part of it.`}</p>
      {q.isPending ? (
        <SkeletonText lines={3} />
      ) : q.isError ? (
        <ErrorState message={q.error.message} onRetry={() => q.refetch()} />
      ) : editing ? (
        <PayoutDetailsForm saved={q.data} onDone={() => setEditing(false)} />
      ) : (
        <SavedPayoutDetails saved={q.data} onEdit={() => setEditing(true)} />
      )}
    </Card>
  );
}

function SavedPayoutDetails({ saved, onEdit }: { saved: PayoutDetails; onEdit: () => void }) {
  const { t } = useLingui();
  const none = !saved.upi_id && !saved.account_number_masked;
  return (
    <div className="flex flex-col gap-3">
      {none ? (
        <p className="text-sm text-slate-700">{t`Nothing saved yet. Until you add one, you are paid in cash.`}</p>
      ) : (
        <dl className="grid gap-2 text-sm" data-testid="payout-details-saved">
          {saved.upi_id && (
            <div>
              <dt className="text-xs text-slate-600">{t`UPI ID`}</dt>
              <dd className="break-all font-medium text-slate-900">{saved.upi_id}</dd>
            </div>
          )}
          {saved.account_number_masked && (
            <div>
              <dt className="text-xs text-slate-600">{t`Bank account`}</dt>
              <dd className="break-words font-medium text-slate-900">
                {saved.account_number_masked} · {saved.ifsc} · {saved.account_name}
              </dd>
            </div>
          )}
        </dl>
      )}
      <Button variant="outline" onClick={onEdit} className="self-start">
        {none ? t`Add where to pay me` : t`Change`}
      </Button>
    </div>
  );
}

const BLANK_BANK = { account_number: "", account_number_confirm: "", ifsc: "", account_name: "" };

function PayoutDetailsForm({ saved, onDone }: { saved: PayoutDetails; onDone: () => void }) {
  const { t } = useLingui();
  const save = useSavePayoutDetails();
  const [keepAccount, setKeepAccount] = useState(saved.account_number_masked !== null);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<PayoutDetailsInput>({
    resolver: zodResolver(payoutDetailsInputSchema),
    // The bank fields start blank: kept, they are not sent; changed, all four are typed again.
    defaultValues: { upi_id: saved.upi_id ?? "", ...BLANK_BANK },
  });
  const { register, handleSubmit, setError, formState } = form;
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const body = keepAccount ? { upi_id: values.upi_id, keep_account: true } : values;
    try {
      await save.mutateAsync(body);
      notify.success(t`Saved. We have told you on your phone as well.`);
      onDone();
    } catch (err) {
      const rest = applyServerErrors(err, form.getValues(), setError);
      if (!(err instanceof ApiError && err.errors) || Object.keys(rest).length > 0)
        setServerError(err instanceof ApiError ? err.joined : t`Could not save. Try again.`);
    }
  });
  const text = { autoComplete: "off", autoCapitalize: "none", spellCheck: false } as const;
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4" aria-label={t`Where to pay me`}>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <Input
        {...text}
        label={t`UPI ID`}
        hint={t`Like name@okaxis. Leave empty if you have none.`}
        inputMode="email"
        maxLength={320}
        error={formState.errors.upi_id?.message}
        {...register("upi_id")}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-semibold text-slate-900">{t`Bank account`}</legend>
        {keepAccount ? (
          <div className="flex flex-col gap-2 text-sm">
            <p className="break-words text-slate-800">
              {saved.account_number_masked} · {saved.ifsc} · {saved.account_name}
            </p>
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setKeepAccount(false)}>
                {t`Change bank account`}
              </Button>
            </div>
          </div>
        ) : (
          <BankFields register={register} errors={formState.errors} />
        )}
      </fieldset>
      <div className="grid grid-cols-2 gap-2">
        <Button type="submit" loading={save.isPending}>
          {t`Save`}
        </Button>
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          {t`Cancel`}
        </Button>
      </div>
    </form>
  );
}

type FormApi = ReturnType<typeof useForm<PayoutDetailsInput>>;

function BankFields({
  register,
  errors,
}: {
  register: FormApi["register"];
  errors: FormApi["formState"]["errors"];
}) {
  const { t } = useLingui();
  const digits = { inputMode: "numeric", autoComplete: "off", maxLength: 18 } as const;
  return (
    <>
      <p className="text-xs text-slate-600">{t`Leave all four empty if you want no bank account.`}</p>
      <Input
        {...digits}
        label={t`Account number`}
        error={errors.account_number?.message}
        {...register("account_number")}
      />
      <Input
        {...digits}
        label={t`Account number again`}
        error={errors.account_number_confirm?.message}
        onPaste={(e) => e.preventDefault()}
        {...register("account_number_confirm")}
      />
      <Input
        label={t`IFSC`}
        hint={t`11 letters and digits, on your passbook or cheque, like SBIN0001234`}
        autoComplete="off"
        autoCapitalize="characters"
        maxLength={11}
        error={errors.ifsc?.message}
        {...register("ifsc")}
      />
      <Input
        label={t`Name on the account`}
        autoComplete="name"
        maxLength={100}
        error={errors.account_name?.message}
        {...register("account_name")}
      />
    </>
  );
}
