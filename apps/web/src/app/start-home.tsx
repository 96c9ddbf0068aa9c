import { I18nProvider } from "@lingui/react";
import { StrictMode, useEffect } from "react";
import { createRoot } from "react-dom/client";
import { LandingPage } from "@/features/public/landing/landing-page";
import { i18n, loadCatalog } from "@/lib/i18n";
import { paths, titleFor } from "@/lib/paths";

/** The title of `/` in the chosen language (again on a switch), as RootLayout sets it elsewhere. */
function HomeTitle() {
  useEffect(() => {
    const setTitle = () => {
      document.title = titleFor(paths.home);
    };
    setTitle();
    return i18n.on("change", setTitle);
  }, []);
  return null;
}

/**
 * The public page opened directly: the landing page alone, without the router (its links are
 * plain page loads), so `/` downloads neither the route table nor the router.
 */
export async function start(root: HTMLElement): Promise<void> {
  await loadCatalog("public");
  createRoot(root).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <HomeTitle />
        <LandingPage />
      </I18nProvider>
    </StrictMode>,
  );
}
