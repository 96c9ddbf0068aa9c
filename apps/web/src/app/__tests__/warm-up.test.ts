import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../router";
import { WARM_AUTH_SCREENS, WARM_SCREENS } from "../warm-up";

describe("warm-up", () => {
  it("names only addresses the route table serves (not its catch-all redirect)", () => {
    for (const path of [...Object.keys(WARM_SCREENS), ...Object.keys(WARM_AUTH_SCREENS)]) {
      const address = path.endsWith("/") ? `${path}7` : path;
      const matches = matchRoutes(routes, address) ?? [];
      expect(matches.at(-1)?.route.path, address).not.toBe("*");
      expect(matches.length, address).toBeGreaterThan(1);
    }
  });
});
