import { afterEach, describe, expect, it } from "vitest";
import { notificationsQuery } from "@/entities/notifications/api/notifications";
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
  it("read the whole screen in one request, into the caches the screen's hooks use", async () => {
    signIn("user", { role: "boys" });
    const calls = mockFetch(() => ({
      body: {
        counts: { accepted_requests: 2 },
        average_rating: { average_rating: 4.5, total_ratings: 2 },
        next_jobs: { results: [] },
        no_shows: { no_shows: 0, blocked_until: null, strikes: [] },
        notifications: { results: [], unread: 0, language: "en" },
        published: [],
        published_total: 0,
      },
    }));
    warmWorkerHomeReads();
    expect(paths(calls)).toEqual(["/api/users/home/summary/"]);
    await expect
      .poll(() => queryClient.getQueryData(userCountsQuery().queryKey))
      .toEqual({ accepted_requests: 2 });
    expect(queryClient.getQueryData(averageRatingQuery().queryKey)).toEqual({
      average_rating: 4.5,
      total_ratings: 2,
    });
    // A hook mounted while the summary is on its way takes its part instead of asking again.
    warmWorkerHomeReads();
    await queryClient.fetchQuery({ ...notificationsQuery("user"), staleTime: 0 });
    expect(paths(calls)).toEqual(["/api/users/home/summary/", "/api/users/home/summary/"]);
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
