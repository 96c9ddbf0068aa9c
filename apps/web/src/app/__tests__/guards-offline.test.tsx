import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { MemoryRouter, Route, Routes } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "@/lib/i18n";
import { sessions } from "@/lib/session";
import { TEST_USER } from "@/test/render";
import { RequireArea } from "../guards";

/**
 * docs/decisions/038-captain-area-offline.md: with no signal an expired access token cannot be
 * renewed, so the captain's area opens with what the phone kept instead of sending the captain
 * to a login that cannot work offline. Online, an expired token that cannot be renewed still
 * ends at the login.
 */
function expiredSession() {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 }));
  sessions.subadmin.set({ tokens: { access: `x.${payload}.y`, refresh: "refresh" }, user: TEST_USER });
}

function renderGuard() {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter initialEntries={["/subadmin/catering-works"]}>
        <Routes>
          <Route path="/subadmin" element={<RequireArea area="subadmin" />}>
            <Route path="catering-works" element={<p>Today's works</p>} />
          </Route>
          <Route path="/subadmin/login" element={<p>Sign in</p>} />
        </Routes>
      </MemoryRouter>
    </I18nProvider>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  sessions.subadmin.set(null);
});

describe("the captain's guard with an expired access token", () => {
  it("opens the area with no signal", async () => {
    expiredSession();
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    renderGuard();
    expect(await screen.findByText("Today's works")).toBeTruthy();
  });

  it("sends to the login when online and the token cannot be renewed", async () => {
    expiredSession();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ status: false }), { status: 401 })),
    );
    renderGuard();
    expect(await screen.findByText("Sign in")).toBeTruthy();
  });
});
