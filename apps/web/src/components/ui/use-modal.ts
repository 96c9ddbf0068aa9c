import { type RefObject, useEffect, useRef } from "react";

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute("inert") && el.getClientRects().length > 0,
  );
}

let openCount = 0;

/**
 * Modal behaviour shared by Dialog and BottomSheet: focus moves in (first focusable or the
 * panel), Tab stays inside, Escape closes, page scroll is locked, focus returns on close.
 */
export function useModal(
  open: boolean,
  panel: RefObject<HTMLElement | null>,
  onClose: () => void,
  dismissible = true,
) {
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const dismissRef = useRef(dismissible);
  dismissRef.current = dismissible;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    const root = panel.current;
    if (root) {
      const auto = root.querySelector<HTMLElement>("[data-autofocus]");
      (auto ?? focusables(root)[0] ?? root).focus();
    }
    openCount += 1;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = "hidden";

    const onKey = (e: KeyboardEvent) => {
      const el = panel.current;
      if (!el) return;
      // Only the top-most modal reacts.
      const all = document.querySelectorAll("[data-modal-panel]");
      if (all[all.length - 1] !== el) return;
      if (e.key === "Escape") {
        if (dismissRef.current) {
          e.stopPropagation();
          closeRef.current();
        }
        return;
      }
      if (e.key !== "Tab") return;
      const items = focusables(el);
      if (items.length === 0) {
        e.preventDefault();
        el.focus();
        return;
      }
      const first = items[0] as HTMLElement;
      const last = items[items.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !el.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !el.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open, panel]);
}
