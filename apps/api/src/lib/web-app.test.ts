import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { firstScreenFor, homeLanguage, serveWebApp } from "./web-app.js";

/**
 * A built web app as `npm run build` leaves it: the shell, an asset and, with `withHome`, `/` drawn
 * in both languages and the pages of two listed addresses (one exact, one a prefix).
 */
function fakeDist(withHome: boolean): string {
  const dir = mkdtempSync(path.join(tmpdir(), "cc-web-"));
  writeFileSync(path.join(dir, "index.html"), "<html>shell</html>");
  if (withHome) {
    writeFileSync(path.join(dir, "home.en.html"), '<html lang="en">home en</html>');
    writeFileSync(path.join(dir, "home.ml.html"), '<html lang="ml">home ml</html>');
  }
  mkdirSync(path.join(dir, "assets"));
  if (withHome) {
    mkdirSync(path.join(dir, "first-screens"));
    const screens = ["user-register", "user"].map((slug) => ({
      path: slug === "user" ? "/user/" : "/user/register",
      pages: { en: `first-screens/${slug}.en.html`, ml: `first-screens/${slug}.ml.html` },
    }));
    for (const { pages } of screens) {
      for (const file of Object.values(pages)) writeFileSync(path.join(dir, file), `<html>${file}</html>`);
    }
    writeFileSync(path.join(dir, "first-screens", "index.json"), JSON.stringify(screens));
  }
  writeFileSync(path.join(dir, "assets", "app-abc.js"), "console.log(1)");
  return dir;
}

async function appFor(dist: string): Promise<FastifyInstance> {
  const app = Fastify();
  await serveWebApp(app, dist, true);
  await app.ready();
  return app;
}

describe("homeLanguage", () => {
  it("follows the language cookie, else any Malayalam in Accept-Language, else English", () => {
    expect(homeLanguage({ cookie: "a=1; catercrew.lang=ml", "accept-language": "en" })).toBe("ml");
    expect(homeLanguage({ cookie: "catercrew.lang=en", "accept-language": "ml-IN" })).toBe("en");
    expect(homeLanguage({ "accept-language": "en-US,en;q=0.9,ml;q=0.5" })).toBe("ml");
    expect(homeLanguage({ cookie: "catercrew.lang=fr", "accept-language": "ml;q=0, en" })).toBe("en");
    expect(homeLanguage({})).toBe("en");
  });
});

describe("the web app's pages", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appFor(fakeDist(true));
  });
  afterAll(() => app.close());

  it("sends / drawn in the visitor's language, never cached as one language for all", async () => {
    const en = await app.inject({ method: "GET", url: "/" });
    expect(en.statusCode).toBe(200);
    expect(en.body).toBe('<html lang="en">home en</html>');
    expect(en.headers.vary).toMatch(/Cookie/);
    expect(en.headers.vary).toMatch(/Accept-Language/);
    expect(en.headers["cache-control"]).toBe("no-cache");

    const ml = await app.inject({ method: "GET", url: "/", headers: { cookie: "catercrew.lang=ml" } });
    expect(ml.body).toBe('<html lang="ml">home ml</html>');
    const browser = await app.inject({ method: "GET", url: "/", headers: { "accept-language": "ml-IN" } });
    expect(browser.body).toBe('<html lang="ml">home ml</html>');
  });

  it("sends a listed address its own page in the visitor's language, a prefix covering those under it", async () => {
    const register = await app.inject({ method: "GET", url: "/user/register?ref=1" });
    expect(register.statusCode).toBe(200);
    expect(register.body).toBe("<html>first-screens/user-register.en.html</html>");
    expect(register.headers["cache-control"]).toBe("no-cache");
    expect(register.headers.vary).toMatch(/Accept-Language/);
    const ml = await app.inject({
      method: "GET",
      url: "/user/register",
      headers: { cookie: "catercrew.lang=ml" },
    });
    expect(ml.body).toBe("<html>first-screens/user-register.ml.html</html>");
    const under = await app.inject({
      method: "GET",
      url: "/user/work-details/7",
      headers: { "accept-language": "ml" },
    });
    expect(under.body).toBe("<html>first-screens/user.ml.html</html>");
  });

  it("picks an address's own entry, else the longest prefix", () => {
    const screens = [{ path: "/user/" }, { path: "/user/work-details/" }, { path: "/user/home" }];
    expect(firstScreenFor(screens, "/user/home")?.path).toBe("/user/home");
    expect(firstScreenFor(screens, "/user/work-details/3")?.path).toBe("/user/work-details/");
    expect(firstScreenFor(screens, "/user/profile")?.path).toBe("/user/");
    expect(firstScreenFor(screens, "/user")).toBeUndefined();
    expect(firstScreenFor(screens, "/admin/users")).toBeUndefined();
  });

  it("sends the shell for every other address, and assets as files", async () => {
    const other = await app.inject({ method: "GET", url: "/privacy" });
    expect(other.statusCode).toBe(200);
    expect(other.body).toBe("<html>shell</html>");
    expect(other.headers["cache-control"]).toBe("no-cache");
    const asset = await app.inject({ method: "GET", url: "/assets/app-abc.js" });
    expect(asset.body).toBe("console.log(1)");
    expect(asset.headers["cache-control"]).toMatch(/immutable/);
    const api = await app.inject({ method: "GET", url: "/api/nothing-here" });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: "ROUTE_NOT_FOUND" });
  });

  it("answers HEAD for / as for GET", async () => {
    const head = await app.inject({ method: "HEAD", url: "/", headers: { cookie: "catercrew.lang=ml" } });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe("");
  });
});

describe("a build without the drawn page", () => {
  it("sends the shell for /", async () => {
    const app = await appFor(fakeDist(false));
    try {
      const res = await app.inject({ method: "GET", url: "/", headers: { cookie: "catercrew.lang=ml" } });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe("<html>shell</html>");
    } finally {
      await app.close();
    }
  });
});
