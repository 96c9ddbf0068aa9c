import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, api } from "@/lib/api-client";

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

/** The ApiError a call rejects with. */
async function failure(call: Promise<unknown>): Promise<ApiError> {
  const err = await call.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(err instanceof ApiError)) throw new Error("expected an ApiError");
  return err;
}

afterEach(() => vi.unstubAllGlobals());

describe("api client errors", () => {
  it("keeps the server's code, message and field errors", async () => {
    vi.stubGlobal(
      "fetch",
      answer(409, {
        status: false,
        code: "CONFLICT",
        message: "Mobile taken",
        errors: { mobile: ["Mobile taken"] },
      }),
    );
    const apiErr = await failure(api("/users/", { method: "POST", body: {} }));
    expect(apiErr.status).toBe(409);
    expect(apiErr.code).toBe("CONFLICT");
    expect(apiErr.message).toBe("Mobile taken");
    expect(apiErr.errors).toEqual({ mobile: ["Mobile taken"] });
  });

  it("leaves the code empty when the body has none (or a non-string one)", async () => {
    vi.stubGlobal("fetch", answer(400, { status: false, message: "Bad", code: 7 }));
    const err = await failure(api("/x/"));
    expect(err.code).toBeUndefined();
    expect(err.message).toBe("Bad");
  });
});
