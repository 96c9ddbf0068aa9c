import { errorBodySchema, errorText } from "@catercrew/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createWork, publish } from "../test/factories.js";
import { createTestApp, type TestApp } from "../test/helpers.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const ml = { "accept-language": "ml-IN,ml;q=0.9,en;q=0.8" };

describe("the server answers in the caller's language", () => {
  it("a domain error: same code and status, the Malayalam text from the catalogue", async () => {
    const worker = await t.createUser("boys");
    const work = await createWork(t);
    await publish(t, work.id);
    const send = (headers: Record<string, string>) =>
      t.request({
        method: "POST",
        url: "/api/users/work-request/create/",
        as: worker,
        headers,
        payload: { work: work.id },
      });
    expect((await send(ml)).statusCode).toBe(201);
    const again = await send(ml);
    expect(again.statusCode).toBe(409);
    const body = errorBodySchema.parse(again.json());
    expect(body.code).toBe("ALREADY_APPLIED");
    expect(body.message).toBe("ഈ ജോലിക്ക് നിങ്ങൾ നേരത്തേ അപേക്ഷിച്ചിട്ടുണ്ട്!");
    // English callers keep the English message.
    const en = errorBodySchema.parse((await send({ "accept-language": "en-IN" })).json());
    expect(en.message).toBe("You have already applied for this work!");
  });

  it("validation errors: the field messages and the summary in Malayalam", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/users/create-user/",
      headers: ml,
      payload: { user_name: "", mobile_number: "12", password: "abc", plain_password: "abc", role: "boys" },
    });
    expect(res.statusCode).toBe(400);
    const body = errorBodySchema.parse(res.json());
    expect(body.code).toBe("VALIDATION_FAILED");
    const all = Object.values(body.errors ?? {}).flat();
    expect(all.length).toBeGreaterThan(0);
    for (const m of all) expect(m, m).toMatch(/[\u0D00-\u0D7F]/);
    expect(body.message).toMatch(/[\u0D00-\u0D7F]/);
  });

  it("sign-in failures and unknown routes too; no header means English", async () => {
    const res = await t.request({
      method: "POST",
      url: "/api/users/signin/",
      headers: ml,
      payload: { identifier: "9999999999", password: "wrong-password" },
    });
    expect(res.statusCode).toBe(401);
    expect(errorBodySchema.parse(res.json()).message).toBe(errorText("ml", "INVALID_CREDENTIALS"));
    const nope = errorBodySchema.parse(
      (await t.request({ method: "GET", url: "/api/nope/", headers: ml })).json(),
    );
    expect(nope.message).toBe("ഈ വിലാസം ഇല്ല: GET /api/nope/");
    const plain = errorBodySchema.parse((await t.request({ method: "GET", url: "/api/nope/" })).json());
    expect(plain.message).toBe("No route GET /api/nope/");
  });

  it("a signed-in person keeps their language on the server (for messages sent to them)", async () => {
    const worker = await t.createUser("boys");
    const me = () => t.request({ method: "GET", url: "/api/users/users/me/", as: worker });
    expect((await me()).json().user.language).toBe("en");
    const set = await t.request({
      method: "PATCH",
      url: "/api/users/users/me/language/",
      as: worker,
      payload: { language: "ml" },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.language).toBe("ml");
    expect((await me()).json().user.language).toBe("ml");
    const bad = await t.request({
      method: "PATCH",
      url: "/api/users/users/me/language/",
      as: worker,
      payload: { language: "fr" },
    });
    expect(bad.statusCode).toBe(400);
    expect((await me()).json().user.language).toBe("ml");
    const anonymous = await t.request({
      method: "PATCH",
      url: "/api/users/users/me/language/",
      payload: { language: "ml" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
