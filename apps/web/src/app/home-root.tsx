import { useEffect } from "react";
import { LandingPage } from "@/features/public/landing/landing-page";
import { i18n } from "@/lib/i18n";
import { paths, titleFor } from "@/lib/paths";
import { AppTree } from "./app-tree";

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
 * The public page as `/` shows it: the landing page alone, without the router (its links are
 * plain page loads). The build draws it into the page's HTML (`prerender.tsx`) and the
 * browser takes that over (`start-home.tsx`), so both render this one tree.
 */
export function HomeRoot() {
  return (
    <AppTree>
      <HomeTitle />
      <LandingPage />
    </AppTree>
  );
}
