import { useLingui } from "@lingui/react/macro";
import { X } from "lucide-react";
import { type ReactNode, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { cn } from "./cn";
import { useModal } from "./use-modal";

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons row at the bottom (stays visible while the body scrolls). */
  footer?: ReactNode;
  /** false: Escape, backdrop and the close button do nothing (e.g. while saving). */
  dismissible?: boolean;
  className?: string;
}

/** Where a modal sits and how it is drawn: Dialog and BottomSheet differ only in these. */
export interface ModalLook {
  role: "dialog" | "alertdialog";
  overlay: string;
  panel: string;
  header: string;
  body: string;
  footer: string;
  /** The grab handle above a bottom sheet's title. */
  handle?: boolean;
}

/**
 * The one modal: portal, backdrop, focus trap, Escape to close, aria-modal with title and
 * description, a close button, a scrolling body and a footer row. Dialog and BottomSheet give it
 * their look.
 */
export function ModalFrame({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  dismissible = true,
  className,
  look,
}: ModalProps & { look: ModalLook }) {
  const { t } = useLingui();
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const descId = useId();
  useModal(open, panel, onClose, dismissible);
  if (!open) return null;
  return createPortal(
    <div className={cn("fixed inset-0 z-50 flex items-end justify-center", look.overlay)}>
      <div
        className="absolute inset-0 bg-slate-900/50"
        aria-hidden="true"
        onClick={() => dismissible && onClose()}
      />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is "dialog" or "alertdialog" */}
      <div
        ref={panel}
        data-modal-panel=""
        role={look.role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descId : undefined}
        tabIndex={-1}
        className={cn(
          "relative flex w-full flex-col rounded-t-2xl bg-white outline-none",
          look.panel,
          className,
        )}
      >
        {look.handle && (
          <div className="flex justify-center pt-2" aria-hidden="true">
            <span className="h-1.5 w-10 rounded-full bg-slate-300" />
          </div>
        )}
        <div className={cn("flex items-start justify-between gap-3 px-4 sm:px-6", look.header)}>
          <div className="min-w-0">
            <h2 id={titleId} className="text-lg font-semibold text-slate-900">
              {title}
            </h2>
            {description && (
              <p id={descId} className="mt-0.5 text-sm text-slate-600">
                {description}
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={onClose}
            disabled={!dismissible}
            aria-label={t`Close`}
            className="-mr-2 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-50"
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <div className={cn("min-h-0 flex-1 overflow-y-auto px-4 sm:px-6", look.body)}>{children}</div>
        {footer && (
          <div
            className={cn(
              "flex flex-col-reverse gap-2 border-t border-slate-200 px-4 py-3 sm:flex-row sm:justify-end sm:px-6",
              look.footer,
            )}
          >
            {footer}
          </div>
        )}
      </div>
    </div>,
    document.body,
  );
}
