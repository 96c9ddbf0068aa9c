import type { ResetRequest } from "@catercrew/shared/schemas/public";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Pagination } from "@/components/ui/pagination";
import { notify } from "@/components/ui/toast";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { formatDateTime } from "@/lib/format";
import { labelOf, ROLE_LABELS } from "@/lib/labels";
import { useDismissReset, usePendingResets, useResolveReset, useSendResetCode } from "../api/inbox";

/**
 * Pending "Forgot password?" requests: set a new password (shown once), send a code on WhatsApp
 * (when the server sends WhatsApp messages and the account has a mobile number), or close it.
 */
export function ResetRequests() {
  const { t } = useLingui();
  const [page, setPage] = useState(1);
  const query = usePendingResets(page);
  const resolve = useResolveReset();
  const dismiss = useDismissReset();
  const sendCode = useSendResetCode();
  const [toResolve, setToResolve] = useState<ResetRequest | null>(null);
  const [toDismiss, setToDismiss] = useState<ResetRequest | null>(null);
  const [shown, setShown] = useState<{ request: ResetRequest; password: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const confirmResolve = async () => {
    if (!toResolve) return;
    try {
      const res = await resolve.mutateAsync(toResolve.id);
      setShown({ request: toResolve, password: res.password });
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Failed to reset password`);
    }
    setToResolve(null);
  };
  const onSendCode = async (r: ResetRequest) => {
    setError(null);
    try {
      const res = await sendCode.mutateAsync(r.id);
      notify.success(res.message);
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Something went wrong`);
    }
  };
  const confirmDismiss = async () => {
    if (!toDismiss) return;
    try {
      const res = await dismiss.mutateAsync(toDismiss.id);
      notify.success(res.message);
    } catch (err) {
      setError(err instanceof Error ? err.message : t`Something went wrong`);
    }
    setToDismiss(null);
  };

  const data = query.data;
  const resolveName = toResolve?.user?.user_name ?? "";
  return (
    <section aria-labelledby="resets-title" className="flex flex-col gap-3">
      <h2 id="resets-title" className="text-lg font-semibold text-slate-900">
        {t`Password reset requests`}
        {data ? ` (${data.pagination.total_items})` : ""}
      </h2>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {query.isError && <Alert tone="error">{query.error.message}</Alert>}
      {data && data.results.length === 0 && (
        <EmptyState
          title={t`No pending requests`}
          description={t`Requests from "Forgot password?" appear here.`}
        />
      )}
      <ul className="flex flex-col gap-3">
        {data?.results.map((r) => (
          <li key={r.id}>
            <ResetRequestCard
              request={r}
              whatsapp={data.whatsapp_available}
              sending={sendCode.isPending}
              sendingThis={sendCode.isPending && sendCode.variables === r.id}
              onResolve={() => setToResolve(r)}
              onSendCode={() => onSendCode(r)}
              onDismiss={() => setToDismiss(r)}
            />
          </li>
        ))}
      </ul>
      {data && data.pagination.total_pages > 1 && (
        <Pagination page={page} totalPages={data.pagination.total_pages} onPage={setPage} />
      )}

      <ConfirmDialog
        open={toResolve !== null}
        onClose={() => setToResolve(null)}
        onConfirm={confirmResolve}
        title={t`Set new password`}
        message={t`Set a new random password for ${resolveName}? They will be signed out everywhere. Call them before you give it out, to be sure they asked.`}
        confirmLabel={t`Set new password`}
        tone="primary"
        busy={resolve.isPending}
      />
      <ConfirmDialog
        open={toDismiss !== null}
        onClose={() => setToDismiss(null)}
        onConfirm={confirmDismiss}
        title={t`Close request`}
        message={t`Close this request without changing any password?`}
        confirmLabel={t`Close request`}
        tone="primary"
        busy={dismiss.isPending}
      />
      <Dialog
        open={shown !== null}
        onClose={() => setShown(null)}
        title={t`New Password`}
        description={t`Shown only once. Give it to the user now; it cannot be displayed again.`}
        size="sm"
        footer={<Button onClick={() => setShown(null)}>{t`Done`}</Button>}
      >
        {shown && (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-700">
              {shown.request.user?.user_name} ({shown.request.user?.user_id})
            </p>
            <output
              data-testid="new-password"
              className="break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-lg"
            >
              {shown.password}
            </output>
          </div>
        )}
      </Dialog>
    </section>
  );
}

/** One pending request: who asked, with what, and the admin's three answers. */
function ResetRequestCard({
  request,
  whatsapp,
  sending,
  sendingThis,
  onResolve,
  onSendCode,
  onDismiss,
}: {
  request: ResetRequest;
  whatsapp: boolean;
  sending: boolean;
  sendingThis: boolean;
  onResolve: () => void;
  onSendCode: () => void;
  onDismiss: () => void;
}) {
  const { t } = useLingui();
  return (
    <Card className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        {request.user ? (
          <p className="font-semibold text-slate-900">
            {request.user.user_name}{" "}
            <span className="font-normal text-slate-600">
              ({request.user.user_id}, {labelOf(ROLE_LABELS, request.user.role)})
            </span>
          </p>
        ) : (
          <p className="font-semibold text-amber-800">{t`No account matches`}</p>
        )}
        <p className="break-all text-sm text-slate-700">{t`Asked with: ${request.identifier}`}</p>
        <p className="text-sm text-slate-600">{formatDateTime(request.created_at)}</p>
        {request.code_expires_at && (
          <p className="text-sm text-emerald-800">
            {t`Code sent on WhatsApp, works until ${formatDateTime(request.code_expires_at)}`}
          </p>
        )}
        {request.user?.mobile_number && (
          <PhoneLinks mobile={request.user.mobile_number} name={request.user.user_name} className="mt-1" />
        )}
      </div>
      <div className="flex flex-wrap gap-2">
        {request.user && <Button onClick={onResolve}>{t`Set new password`}</Button>}
        {whatsapp && request.user?.mobile_number && (
          <Button
            variant="outline"
            onClick={onSendCode}
            loading={sendingThis}
            loadingText={t`Sending...`}
            disabled={sending}
          >
            {request.code_expires_at ? t`Send a new code on WhatsApp` : t`Send code on WhatsApp`}
          </Button>
        )}
        <Button variant="outline" onClick={onDismiss}>
          {t`Close request`}
        </Button>
      </div>
    </Card>
  );
}
