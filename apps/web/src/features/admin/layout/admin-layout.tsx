import { Outlet } from "react-router";
import { AreaProviders } from "@/app/area-providers";

/** Placeholder: replaced by the area's layout (keep AreaProviders around the content). */
export function AdminLayout() {
  return (
    <AreaProviders>
      <Outlet />
    </AreaProviders>
  );
}
