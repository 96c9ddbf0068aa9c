import { useCallback, useEffect, useRef, useState } from "react";

/**
 * The form's ref and `focusFirstError`, to call after a submit with mistakes: the first wrong
 * field is then focused once the fields are enabled again.
 */
export function useFirstErrorFocus(isSubmitting: boolean) {
  const form = useRef<HTMLFormElement>(null);
  const [focusFirstErrorCount, setFocusFirstError] = useState(0);
  // After "Create Account" with mistakes: the first one in reading order is brought into view and
  // focused once the fields are enabled again (they are disabled while the check runs).
  useEffect(() => {
    if (focusFirstErrorCount === 0 || isSubmitting) return;
    const first = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    first.scrollIntoView?.({ block: "center" }); // (jsdom has none)
    first.focus({ preventScroll: true });
  }, [focusFirstErrorCount, isSubmitting]);

  const focusFirstError = useCallback(() => setFocusFirstError((n) => n + 1), []);
  return { form, focusFirstError };
}
