import { useLingui } from "@lingui/react/macro";
import { Toaster } from "sonner";

/** Toasts (at most 20 at once, 4 s default). Rendered by the signed-in areas and the logins. */
export function AppToaster() {
  const { t } = useLingui();
  return (
    <Toaster
      position="top-center"
      visibleToasts={20}
      richColors
      closeButton
      duration={4000}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close` }}
    />
  );
}
