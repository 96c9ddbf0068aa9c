import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";
import { titleFor } from "./paths";

/** The shell of every page: the title per area. Kept tiny: it is in the public page's bundle. */
export function RootLayout() {
  const location = useLocation();
  useEffect(() => {
    document.title = titleFor(location.pathname);
  }, [location.pathname]);
  return <Outlet />;
}
