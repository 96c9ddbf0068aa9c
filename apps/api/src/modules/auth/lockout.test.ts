import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";

// A small limit keeps the bursts short; the rules are the same as with the default 10.
const LIMIT = 4;
const SLOWDOWN_MS = 200;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: LIMIT, loginSlowdownMs: SLOWDOWN_MS });
});
afterAll(() => t.close());

let addressCounter = 0;
/** A fresh client address for each use, so tests do not share address counters. */
const newAddress = () => {
  addressCounter += 1;
  return `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`;
};

const signIn = (identifier: string, password: string, address: string) =>
  t.request({
    method: "POST",
    url: "/api/users/signin/",
    payload: { identifier, password },
    remoteAddress: address,
  });

const adminLogin = (email: string, password: string, address: string) =>
  t.request({
    method: "POST",
    url: "/api/admin_panel/login/",
    payload: { email, password },
    remoteAddress: address,
  });

describe(`login lockout on ${TEST_ENGINE}`, () => {
  it("a flood from other addresses locks those addresses, never the admin on their own, only slows them", async () => {
    const admin = await t.createUser("admin", { email: "lockout-admin@catercrew.test" });
    const attackers = [newAddress(), newAddress(), newAddress()];
    for (const address of attackers) {
      for (let i = 0; i < LIMIT; i++) {
        expect((await adminLogin("lockout-admin@catercrew.test", "wrong-pass", address)).statusCode).toBe(
          401,
        );
      }
      const locked = await adminLogin("lockout-admin@catercrew.test", admin.password, address);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: "TOO_MANY_ATTEMPTS" });
      expect(locked.json().message).toMatch(
        /^Too many failed login attempts\. Try again in 1[45] minutes\.$/,
      );
    }
    // 3 x LIMIT failures on the account from elsewhere: the owner's own address signs in, slowed down.
    const started = Date.now();
    const own = await adminLogin("lockout-admin@catercrew.test", admin.password, newAddress());
    const waited = Date.now() - started;
    expect(own.statusCode).toBe(200);
    expect(own.json().user.id).toBe(admin.id);
    // Failures over the limit on the account: 2 x LIMIT (+1, this attempt) steps of the slow-down.
    expect(waited).toBeGreaterThanOrEqual(2 * LIMIT * SLOWDOWN_MS);
    // A worker account the same, through the worker sign-in.
    const boy = await t.createUser("boys");
    const flood = [newAddress(), newAddress()];
    for (const address of flood) {
      for (let i = 0; i < LIMIT; i++) {
        expect((await signIn(boy.row.mobileNumber ?? "", "wrong-pass", address)).statusCode).toBe(401);
      }
      expect((await signIn(boy.row.mobileNumber ?? "", boy.password, address)).statusCode).toBe(429);
    }
    expect((await signIn(boy.row.mobileNumber ?? "", boy.password, newAddress())).statusCode).toBe(200);
  });

  it("mobile number, e-mail and UserID count on one counter", async () => {
    const u = await t.createUser("head_boy", { email: "three-names@catercrew.test" });
    const address = newAddress();
    const names = [
      u.row.mobileNumber ?? "",
      "Three-Names@catercrew.test",
      u.row.userCode.toLowerCase(),
      u.row.userCode,
    ];
    for (const identifier of names) {
      const res = await signIn(identifier, "wrong-pass", address);
      expect(res.statusCode, identifier).toBe(401);
    }
    for (const identifier of names) {
      const res = await signIn(identifier, u.password, address);
      expect(res.statusCode, identifier).toBe(429);
      expect(res.json().message).toMatch(/Try again in \d+ minutes?\./);
    }
    // The right password from another address still works (and clears nothing on the locked pair).
    expect((await signIn(u.row.userCode, u.password, newAddress())).statusCode).toBe(200);
    expect((await signIn(u.row.mobileNumber ?? "", u.password, address)).statusCode).toBe(429);
  });

  it("a right password clears the pair: the owner's own typos never add up across sign-ins", async () => {
    const u = await t.createUser("boys");
    const address = newAddress();
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LIMIT - 1; i++) {
        expect((await signIn(u.row.mobileNumber ?? "", "typo-typo", address)).statusCode).toBe(401);
      }
      expect((await signIn(u.row.mobileNumber ?? "", u.password, address)).statusCode).toBe(200);
    }
  });

  it("identifiers of no account are limited per identifier and per address", async () => {
    const address = newAddress();
    for (let i = 0; i < LIMIT; i++) {
      expect((await signIn("nobody@catercrew.test", "wrong-pass", address)).statusCode).toBe(401);
    }
    expect((await signIn("nobody@catercrew.test", "wrong-pass", newAddress())).statusCode).toBe(429);
    // An address gets five times the room over all the names it tries, then even a real account waits.
    const busy = newAddress();
    for (let i = 0; i < LIMIT * 5; i++) {
      expect((await signIn(`ghost${i}@catercrew.test`, "wrong-pass", busy)).statusCode).toBe(401);
    }
    const real = await t.createUser("boys");
    const refused = await signIn(real.row.mobileNumber ?? "", real.password, busy);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/Try again in \d+ minutes?\./);
  });

  it("a parallel burst of wrong passwords gets at most the limit of 401s, the rest 429", async () => {
    const rounds = 5;
    const burst = LIMIT * 3;
    for (let round = 0; round < rounds; round++) {
      const u: TestUser = await t.createUser("supervisor");
      const address = newAddress();
      const answers = await Promise.all(
        Array.from({ length: burst }, () => signIn(u.row.mobileNumber ?? "", "wrong-pass", address)),
      );
      const codes = answers.map((r) => r.statusCode);
      expect(codes.filter((c) => c === 401).length, `round ${round}: ${codes.join(",")}`).toBeLessThanOrEqual(
        LIMIT,
      );
      expect(codes.filter((c) => c === 429).length, `round ${round}: ${codes.join(",")}`).toBe(
        burst - codes.filter((c) => c === 401).length,
      );
      // And the pair stays locked for the right password too.
      expect((await signIn(u.row.mobileNumber ?? "", u.password, address)).statusCode).toBe(429);
    }
  });
});
