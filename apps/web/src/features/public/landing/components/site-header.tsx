import { useLingui } from "@lingui/react/macro";
import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { LanguageSwitch } from "@/components/ui/language-switch";
import { BRAND, BRAND_MARK, paths } from "@/lib/paths";
import { NAV_LINKS, SCROLL_SPY_OFFSET } from "../content";

type SectionId = (typeof NAV_LINKS)[number]["id"];

/** The active section: the last one whose top minus the offset is above the scroll position. */
function useScrollSpy(): SectionId {
  const [active, setActive] = useState<SectionId>("home");
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      let current: SectionId = "home";
      const y = window.scrollY;
      for (const link of NAV_LINKS) {
        const el = document.getElementById(link.id);
        if (el && y >= el.getBoundingClientRect().top + y - SCROLL_SPY_OFFSET) current = link.id;
      }
      setActive(current);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
  }, []);
  return active;
}

function Logo() {
  return (
    <a
      href="#home"
      className="flex items-center gap-2 rounded-md font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span
        className="flex h-9 w-9 items-center justify-center rounded-lg bg-brand-600 text-sm text-white"
        aria-hidden="true"
      >
        {BRAND_MARK}
      </span>
      <span className="text-lg">{BRAND}</span>
    </a>
  );
}

/** Fixed header: in-page anchors with scroll-spy, a mobile menu toggle, sign-in link. */
export function SiteHeader() {
  const { t } = useLingui();
  const active = useScrollSpy();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && setOpen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  const linkClass = (id: SectionId) =>
    `rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand-600 ${
      active === id ? "text-brand-700 bg-brand-50" : "text-slate-700 hover:text-brand-700"
    }`;

  return (
    <header className="fixed inset-x-0 top-0 z-40 h-[72px] border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-full max-w-6xl items-center justify-between px-4">
        <Logo />
        <nav aria-label={t`Main`} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {NAV_LINKS.map((l) => (
              <li key={l.id}>
                <a
                  href={`#${l.id}`}
                  className={linkClass(l.id)}
                  aria-current={active === l.id ? "location" : undefined}
                >
                  {t(l.label)}
                </a>
              </li>
            ))}
            <li className="ml-2">
              <LanguageSwitch />
            </li>
            <li>
              <a
                href={paths.user.login}
                className="ml-2 inline-flex min-h-11 items-center rounded-lg border border-brand-600 px-4 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
              >
                {t`Sign In`}
              </a>
            </li>
          </ul>
        </nav>
        <button
          type="button"
          className="flex h-11 w-11 items-center justify-center rounded-lg text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 md:hidden"
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? t`Close menu` : t`Open menu`}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? (
            <X className="h-6 w-6" aria-hidden="true" />
          ) : (
            <Menu className="h-6 w-6" aria-hidden="true" />
          )}
        </button>
      </div>
      {open && (
        <nav
          id="mobile-menu"
          aria-label={t`Mobile menu`}
          className="border-b border-slate-200 bg-white shadow-lg md:hidden"
        >
          <ul className="flex flex-col px-4 py-2">
            {NAV_LINKS.map((l) => (
              <li key={l.id}>
                <a
                  href={`#${l.id}`}
                  onClick={() => setOpen(false)}
                  className={`block min-h-11 py-3 ${linkClass(l.id)}`}
                  aria-current={active === l.id ? "location" : undefined}
                >
                  {t(l.label)}
                </a>
              </li>
            ))}
            <li>
              <a
                href={paths.user.login}
                className="block min-h-11 rounded-md px-3 py-3 text-sm font-medium text-brand-700"
              >
                {t`Sign In`}
              </a>
            </li>
            <li className="px-3 py-2">
              <LanguageSwitch />
            </li>
          </ul>
        </nav>
      )}
    </header>
  );
}
