import type { User } from "@catercrew/shared/schemas/users";
import { Trans, useLingui } from "@lingui/react/macro";
import { Copy } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog, Dialog } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toast";
import { useDeleteUser } from "../api/delete-user";
import { useResetPassword } from "../api/reset-password";
import { IconButton } from "./icon-button";

/** Delete and reset-password confirmations, and the one-time new password. */
export function UserActionDialogs({
  toDelete,
  toReset,
  onDone,
  onError,
}: {
  toDelete: User | null;
  toReset: User | null;
  /** Closes both confirmations. */
  onDone: () => void;
  onError: (message: string) => void;
}) {
  const { t } = useLingui();
  const del = useDeleteUser();
  const reset = useResetPassword();
  const [newPassword, setNewPassword] = useState<{ user: User; password: string } | null>(null);

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      const res = await del.mutateAsync(toDelete.id);
      if (res.deactivated) notify.info(res.message, { duration: 8000 });
      else notify.success(res.message);
    } catch (err) {
      onError(err instanceof Error && err.message ? err.message : t`Failed to delete user`);
    }
    onDone();
  };

  const confirmReset = async () => {
    if (!toReset) return;
    try {
      const res = await reset.mutateAsync(toReset.id);
      setNewPassword({ user: toReset, password: res.password });
    } catch (err) {
      onError(err instanceof Error && err.message ? err.message : t`Failed to reset password`);
    }
    onDone();
  };

  const deleteName = toDelete?.user_name ?? "";
  const deleteCode = toDelete?.user_id ?? "";
  const resetName = toReset?.user_name ?? t`this user`;
  return (
    <>
      <ConfirmDialog
        open={toDelete !== null}
        onClose={onDone}
        onConfirm={confirmDelete}
        title={t`Delete User`}
        message={t`Are you sure you want to delete this user? This action cannot be undone.`}
        confirmLabel={t`Delete`}
        busy={del.isPending}
      >
        {toDelete && (
          <p className="text-sm text-slate-700">
            <Trans>
              <strong>{deleteName}</strong> ({deleteCode}). A user with works, ratings or wages is deactivated
              instead, so those records are kept.
            </Trans>
          </p>
        )}
      </ConfirmDialog>

      <ConfirmDialog
        open={toReset !== null}
        onClose={onDone}
        onConfirm={confirmReset}
        title={t`Reset Password`}
        message={t`Set a new random password for ${resetName}? They will be signed out everywhere.`}
        confirmLabel={t`Reset password`}
        tone="primary"
        busy={reset.isPending}
      />

      <Dialog
        open={newPassword !== null}
        onClose={() => setNewPassword(null)}
        title={t`New Password`}
        description={t`Shown only once. Give it to the user now; it cannot be displayed again.`}
        size="sm"
        footer={<Button onClick={() => setNewPassword(null)}>{t`Done`}</Button>}
      >
        {newPassword && (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-700">
              {newPassword.user.user_name} ({newPassword.user.user_id})
            </p>
            <div className="flex items-center gap-2">
              <output
                data-testid="new-password"
                className="min-w-0 flex-1 break-all rounded-lg bg-slate-100 px-3 py-2 font-mono text-lg"
              >
                {newPassword.password}
              </output>
              <IconButton
                label={t`Copy password`}
                onClick={() => {
                  void navigator.clipboard?.writeText(newPassword.password).then(
                    () => notify.success(t`Copied`),
                    () => undefined,
                  );
                }}
              >
                <Copy className="h-5 w-5" aria-hidden="true" />
              </IconButton>
            </div>
          </div>
        )}
      </Dialog>
    </>
  );
}
