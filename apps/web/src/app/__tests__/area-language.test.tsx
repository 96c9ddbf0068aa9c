import { I18nProvider } from "@lingui/react";
import { act, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n, setLang } from "@/lib/i18n";
import { sessions } from "@/lib/session";
import { TEST_USER } from "@/test/render";
import { AreaProviders } from "../area-providers";

/**
 * Record 059: the language of a worker's messages (WhatsApp included) is his own choice. Opening
 * the app in a browser set to English leaves a Malayalam worker's language alone; only his own
 * switch changes it on the server.
 */
function liveSession(language: "en" | "ml") {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600 }));
  sessions.user.set({
    tokens: { access: `x.${payload}.y`, refresh: "refresh" },
    user: { ...TEST_USER, language },
  });
}

function languagePatches(fetchMock: ReturnType<typeof vi.fn>) {
  return fetchMock.mock.calls.filter(([url]) => String(url).includes("/me/language/"));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessions.user.set(null);
});

describe("the worker's language on the server", () => {
  it("is not changed by opening the app in another language; his switch changes it", async () => {
    await setLang("en");
    liveSession("ml");
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ user: { ...TEST_USER, language: "en" } }), {
          status: 200,
          headers: { "content-type": "application/json" },
        }),
    );
    vi.stubGlobal("fetch", fetchMock);
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <AreaProviders>
            <p>Home</p>
          </AreaProviders>
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(await screen.findByText("Home")).toBeTruthy();
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(languagePatches(fetchMock)).toHaveLength(0);
    expect(sessions.user.get()?.user.language).toBe("ml");
    // His own switch (to English, then back) goes to the server.
    await act(() => setLang("ml"));
    await act(() => setLang("en"));
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    const bodies = languagePatches(fetchMock).map(([, init]) =>
      String((init as RequestInit | undefined)?.body),
    );
    expect(bodies.some((b) => b.includes('"en"'))).toBe(true);
  });
});
