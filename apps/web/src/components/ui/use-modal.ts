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
 * Android's back button closes the top-most open sheet or dialog before it leaves the page
 * (docs/decisions/043). While any modal is open, one history entry marked MODAL_MARK sits on top
 * of the page's; back pops it and closes the top modal (re-adding the entry if more stay open).
 * When the last modal closes by a button, the entry is taken off again, a turn later so that a
 * sheet replaced by another (the crew sheet by the rating sheet) keeps it. That back arrives
 * later (history moves asynchronously): its popstate closes nothing, and a modal opened before it
 * arrived gets its entry again.
 */
const MODAL_MARK = "catercrewModal";
type Closer = { close: () => void; dismissible: () => boolean };
const closers: Closer[] = [];
/** Backs this module asked for that have not arrived yet: their popstate closes nothing. */
let ownBacks = 0;
let ownBackTimer: ReturnType<typeof setTimeout> | undefined;
let listening = false;
const OWN_BACK_MS = 5000;

function markedEntry(): boolean {
  const state: unknown = window.history.state;
  return typeof state === "object" && state !== null && MODAL_MARK in state;
}

function pushMarkedEntry() {
  const state: unknown = window.history.state;
  const base = typeof state === "object" && state !== null ? state : {};
  window.history.pushState({ ...base, [MODAL_MARK]: true }, "");
}

function onPop() {
  if (ownBacks > 0) {
    clearTimeout(ownBackTimer);
    // The entry this module took off after the last modal closed. A modal opened meanwhile (a
    // back is asynchronous) found the mark still there: it gets its own again.
    ownBacks -= 1;
    if (closers.length > 0 && !markedEntry()) pushMarkedEntry();
    return;
  }
  const top = closers[closers.length - 1];
  if (!top) return;
  if (!top.dismissible()) {
    pushMarkedEntry(); // a sheet busy saving stays open, and so does its entry
    return;
  }
  top.close();
  if (closers.length > 1) pushMarkedEntry();
}

function modalOpened(closer: Closer) {
  closers.push(closer);
  if (!listening) {
    window.addEventListener("popstate", onPop);
    listening = true;
  }
  // With a back of ours on its way, the mark seen now is about to go: onPop adds it again.
  if (closers.length === 1 && ownBacks === 0 && !markedEntry()) pushMarkedEntry();
}

function modalClosed(closer: Closer) {
  const at = closers.indexOf(closer);
  if (at >= 0) closers.splice(at, 1);
  if (closers.length > 0) return;
  setTimeout(() => {
    if (closers.length === 0 && ownBacks === 0 && markedEntry()) {
      ownBacks += 1;
      window.history.back();
      // A back that brings no popstate (the page left instead) must not swallow a later one.
      ownBackTimer = setTimeout(() => {
        ownBacks = 0;
      }, OWN_BACK_MS);
    }
  }, 0);
}

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
    const closer: Closer = { close: () => closeRef.current(), dismissible: () => dismissRef.current };
    modalOpened(closer);
    return () => {
      modalClosed(closer);
      document.removeEventListener("keydown", onKey);
      openCount -= 1;
      if (openCount === 0) document.body.style.overflow = overflow;
      if (previous && document.contains(previous)) previous.focus();
    };
  }, [open, panel]);
}
