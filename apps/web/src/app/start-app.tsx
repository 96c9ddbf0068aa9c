import { I18nProvider } from "@lingui/react";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { i18n } from "@/lib/i18n";
import { AppRoutes, preloadLocation } from "./router";

/** Every other address: the router with the spec's route table, its first screen loaded before the first render. */
export async function start(root: HTMLElement): Promise<void> {
  // A failed download shows the screen's own error message once rendered.
  await preloadLocation(window.location.pathname).catch(() => null);
  const app = createRoot(root);
  // The first screen is built in a transition: in short slices, not one long task, so a cheap
  // phone answers a tap meanwhile (Lighthouse /user/register TBT 225-258 -> 37-100 ms).
  startTransition(() =>
    app.render(
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </I18nProvider>
      </StrictMode>,
    ),
  );
}
