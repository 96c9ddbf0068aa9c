import { useLingui } from "@lingui/react/macro";
import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { NavLink } from "react-router";
import { cn } from "./cn";

export interface SidebarItem {
  to: string;
  label: string;
  icon: ReactNode;
}

/** The signed-in areas' sidebar links with Logout at the bottom (admin and sub-admin shells). */
export function SidebarNav({
  label,
  items,
  onNavigate,
  onLogout,
}: {
  label: string;
  items: SidebarItem[];
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={label} className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              "flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium",
              "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600",
              isActive ? "bg-brand-100 text-brand-700" : "text-slate-700 hover:bg-slate-100",
            )
          }
        >
          {item.icon}
          {item.label}
        </NavLink>
      ))}
      <button
        type="button"
        onClick={onLogout}
        className="mt-auto flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <LogOut className="h-5 w-5" aria-hidden="true" />
        {t`Logout`}
      </button>
    </nav>
  );
}
