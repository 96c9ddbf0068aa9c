import { useLingui } from "@lingui/react/macro";
import { Toaster } from "sonner";

/**
 * Toasts (at most 20 at once, 4 s default). Rendered by the signed-in areas and the logins.
 * At the bottom (full width on phones, bottom-right from 600 px): dialogs and sheets keep their
 * title and close button at the top, so a toast raised from inside one never covers them.
 */
export function AppToaster() {
  const { t } = useLingui();
  return (
    <Toaster
      position="bottom-right"
      visibleToasts={20}
      richColors
      closeButton
      duration={4000}
      containerAriaLabel={t`Notifications`}
      toastOptions={{ closeButtonAriaLabel: t`Close` }}
    />
  );
}
