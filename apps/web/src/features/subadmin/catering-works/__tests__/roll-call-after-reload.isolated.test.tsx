import { aListedWork } from "@/test/work-samples";
import "fake-indexeddb/auto";
import { act, screen, waitFor, within } from "@testing-library/react";
import { set } from "idb-keyval";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QueuedWrite } from "@/lib/offline-queue";
import { renderUi, signIn } from "@/test/render";
import { AssignedBoysSheet } from "../components/assigned-boys-sheet";
import { BOY } from "./catering-works-fixtures";

/**
 * A check-in queued with no signal on an earlier page (before a reload, or
 * before the phone was restarted) is still shown waiting on the crew sheet, and is sent once,
 * with the key it was queued with, when the signal returns. This file's page starts with the
 * line already in IndexedDB, as a reloaded page does.
 */
const WORK = aListedWork();
const ARRIVED_AT = "2026-11-22T04:12:00.000Z";
const WAITING: QueuedWrite = {
  id: "key-made-before-the-reload",
  kind: "check_in",
  method: "POST",
  path: "/sub_admin/check-in/",
  body: { work: 3, user: BOY.user_id },
  workId: 3,
  userId: BOY.user_id,
  queuedAt: "2026-11-22T04:12:00.000Z",
};

afterEach(() => vi.restoreAllMocks());

describe("the crew sheet after a reload with a check-in waiting", () => {
  it("shows it waiting offline and sends it once when the signal returns", async () => {
    // What the page before the reload left on the phone.
    await set("catercrew:offline-queue", [WAITING]);
    let online = false;
    vi.spyOn(navigator, "onLine", "get").mockImplementation(() => online);
    let arrived = false;
    const posts: (string | null)[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = String(input);
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
        if (url === "/api/sub_admin/check-in/" && init?.method === "POST") {
          posts.push(new Headers(init.headers).get("idempotency-key"));
          arrived = true;
          return json({ user: BOY.user_id, arrived_at: ARRIVED_AT }, 201);
        }
        // Reads answer as the service worker does offline: from what the phone kept.
        if (url.startsWith("/api/sub_admin/check-in/3/"))
          return json(arrived ? [{ user: BOY.user_id, arrived_at: ARRIVED_AT, method: "hand" }] : []);
        if (url.includes("/ratings-wages/")) return json({ ratings: [], wages: [] });
        if (url.includes("assigned")) return json([{ ...BOY, is_rated: false }]);
        return json({ status: false, code: "ROUTE_NOT_FOUND", message: "Not found" }, 404);
      }),
    );
    signIn("subadmin");
    renderUi(
      <AssignedBoysSheet
        work={WORK}
        savedUserId={null}
        onClose={vi.fn()}
        onRate={vi.fn()}
        onWage={vi.fn()}
      />,
    );
    const row = await screen.findByRole("listitem", { name: BOY.user_name });
    expect(await within(row).findByText("Arrival waiting to send")).toBeTruthy();
    expect(screen.getByRole("region", { name: "Waiting to send" }).textContent).toContain(
      "No signal: 1 saved on this phone, waiting to send",
    );
    expect(posts).toEqual([]);

    online = true;
    act(() => {
      window.dispatchEvent(new Event("online"));
    });
    await waitFor(() => expect(screen.queryByRole("region", { name: "Waiting to send" })).toBeNull());
    expect(posts).toEqual([WAITING.id]);
  });
});
