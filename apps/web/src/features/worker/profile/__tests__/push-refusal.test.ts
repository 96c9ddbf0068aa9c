import { i18n } from "@lingui/core";
// Activates English, as the app starts.
import "@/test/render";
import { describe, expect, it } from "vitest";
import { pushRefusal } from "../components/reach-settings";

const words = (cause: unknown) => {
  const m = pushRefusal(cause);
  return m ? i18n._(m) : null;
};

describe("the push-permission refusal in words", () => {
  it("says what to do, never the browser's raw error", () => {
    expect(words("granted")).toBeNull();
    expect(words("denied")).toMatch(/blocked for CaterCrew on this phone.*allow notifications/);
    expect(words("default")).toMatch(/choose "Allow"/);
    const raw = new DOMException("Registration failed - permission denied", "NotAllowedError");
    expect(words(raw)).toMatch(/blocked for CaterCrew/);
    expect(words(raw)).not.toContain("Registration failed");
    expect(words(new DOMException("push service error", "AbortError"))).toMatch(/Check the signal/);
    expect(words(new DOMException("x", "NotSupportedError"))).toMatch(/cannot show notifications/);
    expect(words(new TypeError("Failed to execute 'subscribe'"))).toBe(
      "Could not turn notifications on. Try again in a moment.",
    );
  });
});
