import { useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { cn } from "./cn";
import { ModalFrame, type ModalLook, type ModalProps } from "./modal-frame";

const WIDTHS = { sm: "sm:max-w-sm", md: "sm:max-w-lg", lg: "sm:max-w-2xl", xl: "sm:max-w-4xl" } as const;

export interface DialogProps extends ModalProps {
  size?: keyof typeof WIDTHS;
  /** "alertdialog" for confirmations. */
  role?: "dialog" | "alertdialog";
}

/**
 * A modal dialog (`ModalFrame`): full screen-width on phones, centred card from `sm` up. Put
 * `data-autofocus` on the element that should get focus first.
 */
export function Dialog({ size = "md", role = "dialog", ...props }: DialogProps) {
  const look: ModalLook = {
    role,
    overlay: "sm:items-center sm:p-4",
    panel: cn("max-h-[92vh] shadow-xl sm:rounded-2xl", WIDTHS[size]),
    header: "border-b border-slate-200 py-3",
    body: "py-4",
    footer: "",
  };
  return <ModalFrame {...props} look={look} />;
}

export interface ConfirmDialogProps {
  open: boolean;
  onClose: () => void;
  onConfirm: () => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** While true: buttons disabled, confirm shows `busyLabel`. */
  busy?: boolean;
  busyLabel?: string;
  tone?: "danger" | "primary";
  children?: ReactNode;
}

/** A yes/no confirmation (alertdialog) built on Dialog. */
export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title,
  message,
  confirmLabel,
  cancelLabel,
  busy = false,
  busyLabel,
  tone = "danger",
  children,
}: ConfirmDialogProps) {
  const { t } = useLingui();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={title}
      description={message}
      role="alertdialog"
      size="sm"
      dismissible={!busy}
      footer={
        <>
          <button
            type="button"
            onClick={onClose}
            disabled={busy}
            data-autofocus=""
            className="inline-flex min-h-11 items-center justify-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
          >
            {cancelLabel ?? t`Cancel`}
          </button>
          <button
            type="button"
            onClick={onConfirm}
            disabled={busy}
            aria-busy={busy || undefined}
            className={cn(
              "inline-flex min-h-11 items-center justify-center rounded-lg px-4 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60",
              tone === "danger" ? "bg-red-700 hover:bg-red-800" : "bg-brand-600 hover:bg-brand-700",
            )}
          >
            {busy ? (busyLabel ?? t`Processing...`) : (confirmLabel ?? t`Confirm`)}
          </button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
