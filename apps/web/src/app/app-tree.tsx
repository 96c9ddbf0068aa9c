import { I18nProvider } from "@lingui/react";
import { type ReactNode, StrictMode } from "react";
import { i18n } from "@/lib/i18n";

/**
 * What wraps the router, in the browser (start-app.tsx) and when a first screen is drawn at build
 * time (prerender.tsx): one tree, so React can take the drawn HTML over.
 */
export function AppTree({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </StrictMode>
  );
}
