import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { i18n } from "@/lib/i18n";
import { titleFor } from "@/lib/paths";

/**
 * The shell of every page: the title per area, in the chosen language (again on a switch).
 * Kept tiny: it is in the public page's bundle.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  useEffect(() => {
    const setTitle = () => {
      document.title = titleFor(pathname);
    };
    setTitle();
    return i18n.on("change", setTitle);
  }, [pathname]);
  return <Outlet />;
}
