import { matchRoutes } from "react-router";
import { describe, expect, it } from "vitest";
import { routes } from "../router";

describe("the admin's typed addresses", () => {
  it("/admin/user-requests leads to the applications, not to the public home page", () => {
    const last = matchRoutes(routes, "/admin/user-requests")?.at(-1)?.route;
    expect(last?.path).toBe("user-requests");
    const home = matchRoutes(routes, "/admin/no-such-page")?.at(-1)?.route;
    expect(home?.path).toBe("*");
  });
});
