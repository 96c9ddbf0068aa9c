import { I18nProvider } from "@lingui/react";
import { act, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { i18n } from "@/lib/i18n";
import { renderUi } from "@/test/render";
import { AuthShell } from "../auth-shell";

const shell = (
  <I18nProvider i18n={i18n}>
    <MemoryRouter>
      <AuthShell title="Join our team">
        <form>
          <label>
            Full Name <input name="user_name" />
          </label>
        </form>
      </AuthShell>
    </MemoryRouter>
  </I18nProvider>
);

afterEach(() => {
  document.body.replaceChildren();
});

describe("AuthShell drawn at build time", () => {
  it("draws its form and the language switch inert, the links live", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(shell);
    expect(host.querySelector("form")?.parentElement?.hasAttribute("inert")).toBe(true);
    expect(host.querySelector("header select")?.closest("[inert]")).not.toBeNull();
    expect(host.querySelector("header a")?.closest("[inert]")).toBeNull();
  });

  it("takes the drawn markup over and makes it live, keeping the same nodes", async () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(shell);
    document.body.append(host);
    const heading = host.querySelector("h1");
    await act(async () => {
      hydrateRoot(host, shell, {
        onRecoverableError: (error) => {
          throw error;
        },
      });
    });
    expect(host.querySelector("[inert]")).toBeNull();
    expect(host.querySelector("h1")).toBe(heading);
  });

  it("is live at once when drawn in the browser", () => {
    renderUi(
      <AuthShell title="Sign In">
        <input aria-label="Mobile Number" />
      </AuthShell>,
    );
    expect(screen.getByLabelText("Mobile Number").closest("[inert]")).toBeNull();
  });
});
