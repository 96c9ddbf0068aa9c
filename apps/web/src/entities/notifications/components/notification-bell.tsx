import type { Notification } from "@catercrew/shared/schemas/notifications";
import { useLingui } from "@lingui/react/macro";
import { Bell } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { cn } from "@/components/ui/cn";
import { formatTimeAgo } from "@/lib/format";
import { type Area, paths } from "@/lib/paths";
import { useMarkRead, useNotifications, useSaveLanguage } from "../api/notifications";

/**
 * Where a notification leads in this area. Notifications point at worker screens; a captain
 * reading them in the sub-admin area goes to the catering works, an admin to the dashboard.
 */
export function linkInArea(link: string | null, area: Area): string | null {
  if (!link) return null;
  if (area === "user") return link.startsWith("/user") ? link : null;
  if (area === "subadmin") return link.startsWith("/subadmin") ? link : paths.subadmin.cateringWorks;
  return link.startsWith("/admin") ? link : paths.admin.dashboard;
}

/** The bell with the unread count; its panel lists the latest notifications and links to each. */
export function NotificationBell({ area, className }: { area: Area; className?: string }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const list = useNotifications(area);
  const markRead = useMarkRead(area);
  const navigate = useNavigate();
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const unread = list.data?.unread ?? 0;

  // The server writes to the user in the language they read the app in.
  const saveLanguage = useSaveLanguage(area);
  const serverLanguage = list.data?.language;
  const locale = i18n.locale;
  const { mutate: storeLanguage, isPending: storing } = saveLanguage;
  useEffect(() => {
    if (!serverLanguage || storing) return;
    if ((locale === "en" || locale === "ml") && locale !== serverLanguage) storeLanguage(locale);
  }, [serverLanguage, locale, storing, storeLanguage]);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (e instanceof KeyboardEvent ? e.key === "Escape" : !root.current?.contains(e.target as Node))
        setOpen(false);
    };
    document.addEventListener("mousedown", close);
    document.addEventListener("keydown", close);
    return () => {
      document.removeEventListener("mousedown", close);
      document.removeEventListener("keydown", close);
    };
  }, [open]);

  // Keep the whole panel on the screen: on a 360 px phone the bell is not at the right edge, and a
  // panel hung from its right side ran off the left ("tions" for "Notifications").
  const [panelLeft, setPanelLeft] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    if (!open || !root.current) return;
    const margin = 12;
    const rect = root.current.getBoundingClientRect();
    const width = Math.min(352, window.innerWidth - 2 * margin);
    const left = Math.min(Math.max(rect.right - width, margin), window.innerWidth - margin - width);
    setPanelLeft(left - rect.left);
  }, [open]);

  const openItem = (n: Notification) => {
    if (!n.read_at) markRead.mutate({ ids: [n.id] });
    setOpen(false);
    const to = linkInArea(n.link, area);
    if (to) navigate(to);
  };

  return (
    <div ref={root} className={cn("relative", className)}>
      <button
        type="button"
        aria-label={unread > 0 ? t`Notifications, ${unread} unread` : t`Notifications`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="relative inline-flex min-h-11 min-w-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Bell className="h-5 w-5" aria-hidden="true" />
        {unread > 0 && (
          <span
            data-testid="unread-count"
            className="absolute right-1 top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-label={t`Notifications`}
          style={panelLeft === undefined ? undefined : { left: panelLeft, right: "auto" }}
          className="absolute right-0 z-40 mt-1 w-[min(22rem,calc(100vw-1.5rem))] rounded-xl border border-slate-200 bg-white shadow-lg"
        >
          <div className="flex items-center justify-between border-b border-slate-100 px-3 py-2">
            <p className="font-semibold text-slate-900">{t`Notifications`}</p>
            {unread > 0 && (
              <button
                type="button"
                className="min-h-11 px-2 text-sm font-medium text-brand-700 hover:underline"
                onClick={() => markRead.mutate({ all: true })}
              >
                {t`Mark all as read`}
              </button>
            )}
          </div>
          {list.isError ? (
            <p className="px-3 py-4 text-sm text-red-700">{list.error.message}</p>
          ) : !list.data ? (
            <p className="px-3 py-4 text-sm text-slate-600">{t`Loading...`}</p>
          ) : list.data.results.length === 0 ? (
            <p className="px-3 py-4 text-sm text-slate-600">{t`No notifications yet.`}</p>
          ) : (
            <ul className="max-h-96 overflow-y-auto">
              {list.data.results.map((n) => (
                <li key={n.id}>
                  <button
                    type="button"
                    onClick={() => openItem(n)}
                    className={cn(
                      "flex w-full flex-col items-start gap-0.5 border-b border-slate-100 px-3 py-2 text-left hover:bg-slate-50",
                      !n.read_at && "bg-brand-50/60",
                    )}
                  >
                    <span className="flex w-full items-center justify-between gap-2">
                      <span className={cn("text-sm text-slate-900", !n.read_at && "font-semibold")}>
                        {n.title}
                      </span>
                      <span className="shrink-0 text-xs text-slate-500">{formatTimeAgo(n.created_at)}</span>
                    </span>
                    <span className="text-sm text-slate-700">{n.body}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
