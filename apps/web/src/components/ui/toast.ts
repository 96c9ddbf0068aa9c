import { type ExternalToast, toast } from "sonner";

/** Toast durations (ms): worker default/error/request 4 s, success 2 s, admin work 5 s. */
export const TOAST_MS = { default: 4000, error: 4000, success: 2000, request: 4000, admin: 5000 } as const;

/**
 * Toasts with these durations. The <AppToaster /> (components/ui/toaster.tsx) must be on the page:
 * every area layout gets it through AreaProviders, the login pages render it themselves.
 */
export const notify = {
  success: (message: string, opts?: ExternalToast) =>
    toast.success(message, { duration: TOAST_MS.success, ...opts }),
  error: (message: string, opts?: ExternalToast) =>
    toast.error(message, { duration: TOAST_MS.error, ...opts }),
  info: (message: string, opts?: ExternalToast) => toast(message, { duration: TOAST_MS.default, ...opts }),
  loading: (message: string, opts?: ExternalToast) => toast.loading(message, opts),
  dismiss: (id?: string | number) => toast.dismiss(id),
  /** Admin work toasts auto-close after 5 s. */
  adminSuccess: (message: string, opts?: ExternalToast) =>
    toast.success(message, { duration: TOAST_MS.admin, ...opts }),
  adminError: (message: string, opts?: ExternalToast) =>
    toast.error(message, { duration: TOAST_MS.admin, ...opts }),
};
