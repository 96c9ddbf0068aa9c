import type { User } from "@catercrew/shared/schemas/users";
import { I18nProvider } from "@lingui/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { configure, render } from "@testing-library/react";
import type { ReactElement } from "react";
import { MemoryRouter } from "react-router";
import { vi } from "vitest";
import { EMPTY_PROFILE_FORM } from "@/entities/user/empty-profile";
import { type Catalog, i18n, initI18n, LANG_STORAGE_KEY, type Lang } from "@/lib/i18n";
import type { Area } from "@/lib/paths";
import { sessions } from "@/lib/session";

// Two shared cores: give async queries time when the machine is busy.
configure({ asyncUtilTimeout: 5000 });


/** Renders with a fresh query cache and a router, as the app's areas do. */
export function renderUi(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

/** Renders in the given language with its catalogues loaded, as the app does after a switch. */
export async function renderWithI18n(ui: ReactElement, opts: { lang?: Lang; catalogs?: Catalog[] } = {}) {
  localStorage.setItem(LANG_STORAGE_KEY, opts.lang ?? "en");
  await initI18n(opts.catalogs ?? []);
  return renderUi(ui);
}

/** A signed-in session for an area (an unsigned token whose exp is an hour away). */
export function signIn(area: Area, user: Partial<User> = {}) {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  sessions[area].set({
    tokens: { access: `x.${payload}.y`, refresh: "refresh" },
    user: { ...TEST_USER, ...user },
  });
}

export const TEST_USER: User = {
  id: 1,
  user_id: "CK00001",
  user_name: "Test User",
  email: "",
  mobile_number: "9000000001",
  role: "subadmin",
  ...EMPTY_PROFILE_FORM,
  license_image: null,
  is_active: true,
  is_approved: true,
  is_staff: false,
  created_at: "2026-01-01T00:00:00.000Z",
  last_login: null,
  language: "en",
  upi_id: "",
  date_of_birth: null,
  rejection_reason: null,
};

export interface Call {
  url: string;
  method: string;
  body: unknown;
}

/**
 * Replaces fetch: `answer` decides each reply from the request; every request is recorded with
 * its JSON body (or the FormData, as an object of its entries).
 */
export function mockFetch(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const raw = init?.body;
      const body =
        raw instanceof FormData
          ? Object.fromEntries(raw.entries())
          : typeof raw === "string"
            ? JSON.parse(raw)
            : undefined;
      const call = { url: String(input), method: init?.method ?? "GET", body };
      calls.push(call);
      const reply = answer(call);
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

/** The error message shown under a form control (its `aria-describedby` error text), if any. */
export function fieldError(control: HTMLElement): string | null {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  const errorId = ids.find((id) => id.endsWith("-error"));
  return errorId ? (document.getElementById(errorId)?.textContent ?? null) : null;
}
