import type { RegistrationInput } from "@catercrew/shared/schemas/users";
import { useEffect } from "react";
import type { UseFormReset, UseFormWatch } from "react-hook-form";
import { EMPTY_PROFILE_FORM } from "@/entities/user/empty-profile";

export const EMPTY_REGISTRATION: RegistrationInput = {
  user_name: "",
  mobile_number: "",
  role: "" as RegistrationInput["role"], // a blank dropdown until chosen
  password: "",
  plain_password: "",
  date_of_birth: "",
  ...EMPTY_PROFILE_FORM,
};

/**
 * What was typed, kept in this tab while the form is open: opening the camera for the licence
 * photo can reload the tab on a cheap phone (docs/decisions/043). The passwords are never kept.
 */
const DRAFT_KEY = "catercrew.register-draft";
type Draft = Omit<RegistrationInput, "password" | "plain_password">;

function readDraft(): Partial<Draft> | null {
  try {
    const raw = sessionStorage.getItem(DRAFT_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (typeof parsed !== "object" || parsed === null) return null;
    const draft: Partial<Draft> = {};
    for (const [key, value] of Object.entries(parsed)) {
      if (key === "password" || key === "plain_password" || !(key in EMPTY_REGISTRATION)) continue;
      if (typeof value === "string" || typeof value === "boolean") Object.assign(draft, { [key]: value });
    }
    return draft;
  } catch {
    return null;
  }
}

function writeDraft(values: Partial<RegistrationInput>) {
  const { password: _password, plain_password: _plain, ...rest } = values;
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(rest));
  } catch {
    // Storage full or blocked: the form still works, only without the draft.
  }
}

export function clearRegistrationDraft() {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing kept.
  }
}

/** Brings the kept draft back into the form and keeps every change again. */
export function useRegistrationDraft(
  reset: UseFormReset<RegistrationInput>,
  watch: UseFormWatch<RegistrationInput>,
) {
  // The draft comes back after the page is drawn (the server's page is the empty form), and every
  // change is kept again.
  useEffect(() => {
    const draft = readDraft();
    if (draft) reset({ ...EMPTY_REGISTRATION, ...draft });
    const { unsubscribe } = watch((values) => writeDraft(values));
    return unsubscribe;
  }, [reset, watch]);
}
