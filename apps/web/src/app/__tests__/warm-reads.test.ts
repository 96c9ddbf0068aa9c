import { afterEach, describe, expect, it } from "vitest";
import { averageRatingQuery, userCountsQuery } from "@/features/worker/home/api/user-stats";
import { sessions } from "@/lib/session";
import { mockFetch, signIn } from "@/test/render";
import { queryClient } from "../area-providers";
import { warmWorkerHomeReads } from "../warm-reads";

const paths = (calls: { url: string }[]) => calls.map((c) => new URL(c.url, "http://x").pathname).sort();

afterEach(() => {
  queryClient.clear();
  sessions.user.set(null);
});

describe("the worker home's early reads", () => {
  it("start every read the screen shows, into the cache the screen's hooks use", async () => {
    signIn("user", { role: "boys" });
    const calls = mockFetch(() => ({ body: { ok: true } }));
    warmWorkerHomeReads();
    expect(paths(calls)).toEqual([
      "/api/admin_panel/catering/published/",
      "/api/notifications/",
      "/api/users/dashboard/stats/user/",
      "/api/users/me/next-jobs/",
      "/api/users/my-average-rating/",
      "/api/users/no-shows/",
    ]);
    await expect.poll(() => queryClient.getQueryData(userCountsQuery().queryKey)).toEqual({ ok: true });
    expect(queryClient.getQueryState(averageRatingQuery().queryKey)?.status).toBe("success");
  });

  it("read nothing for an account awaiting approval, an expired token or no session", () => {
    const calls = mockFetch(() => ({ body: {} }));
    warmWorkerHomeReads();
    signIn("user", { role: "boys", is_approved: false });
    warmWorkerHomeReads();
    const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) - 60 }));
    const user = sessions.user.get()?.user;
    if (!user) throw new Error("signed in above");
    sessions.user.set({
      tokens: { access: `x.${payload}.y`, refresh: "r" },
      user: { ...user, is_approved: true },
    });
    warmWorkerHomeReads();
    expect(calls).toEqual([]);
  });
});
