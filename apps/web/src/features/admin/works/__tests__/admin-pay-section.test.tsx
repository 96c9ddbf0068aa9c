import type { AssignedUser } from "@catercrew/shared/schemas/assignments";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderUi, signIn } from "@/test/render";
import { aWork } from "@/test/work-samples";
import { AdminPaySection, showsPay } from "../components/admin-pay-section";

/**
 * The admin rates and pays the captain from his own work page, with his own session
 * (docs/decisions/055-admin-rates-and-pays-in-admin-area.md).
 */

const CAPTAIN: AssignedUser = {
  id: 80,
  user_id: 30,
  user_code: "CK00030",
  user_name: "Biju",
  email: "",
  mobile: "9000000030",
  place: "",
  district: "",
  role: "subadmin",
  type: "boys",
  source: "admin",
  is_setting: false,
  is_loading: false,
  is_rated: false,
  wage_id: null,
  is_waged: false,
  assigned_at: "2026-11-01T00:00:00.000Z",
  upi_id: "",
};
const BOY: AssignedUser = {
  ...CAPTAIN,
  id: 81,
  user_id: 31,
  user_name: "Manu",
  role: "boys",
  is_rated: 9,
  wage_id: 4,
  is_waged: true,
};

interface Sent {
  url: string;
  method: string;
  auth: string | null;
  body: unknown;
}

function stubFetch() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = init?.method ?? "GET";
      const auth = new Headers(init?.headers).get("authorization");
      sent.push({
        url,
        method,
        auth,
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
      });
      const body = url.includes("ratings-wages")
        ? { work: 3, ratings: [], wages: [] }
        : { status: true, message: "Rated", rating: { id: 12, user: 30, work: 3 } };
      return new Response(JSON.stringify(body), {
        status: method === "POST" ? 201 : 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return sent;
}

const choose = (legend: string, option: string) =>
  fireEvent.click(within(screen.getByRole("group", { name: legend })).getByLabelText(option));

describe("AdminPaySection", () => {
  it("rates the captain of a completed work with the admin's own session", async () => {
    signIn("admin", { id: 1, role: "admin" });
    const sent = stubFetch();
    renderUi(<AdminPaySection work={aWork({ status: "completed" })} users={[CAPTAIN, BOY]} />);
    const boyRow = await screen.findByRole("listitem", { name: "Manu" });
    // A paid boy of a completed work is closed: no buttons.
    expect(within(boyRow).queryByRole("button")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Rate Biju" }));
    for (const mark of ["Pant", "Shoe", "Timing", "Neatness", "Performance"]) choose(mark, "Good");
    fireEvent.click(screen.getByRole("button", { name: "Submit Rating" }));
    await waitFor(() => expect(sent.some((s) => s.method === "POST")).toBe(true));
    const post = sent.find((s) => s.method === "POST");
    expect(post?.url).toBe("/api/sub_admin/rate-boy/");
    expect(post?.body).toMatchObject({ user: 30, work: 3, pant: true, performance: true });
    // The admin's token, not a captain's session (none is signed in).
    expect(post?.auth).toMatch(/^Bearer x\./);
  });

  it("offers the wage once the captain is rated, and every row while the work is open", async () => {
    signIn("admin", { id: 1, role: "admin" });
    stubFetch();
    renderUi(
      <AdminPaySection work={aWork({ status: "pending" })} users={[{ ...CAPTAIN, is_rated: 12 }, BOY]} />,
    );
    expect(await screen.findByRole("button", { name: "Enter wage of Biju" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit wage of Manu" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit rating of Manu" })).toBeTruthy();
  });

  it("shows only on or after the work's day, and never on a cancelled work", () => {
    expect(showsPay(aWork({ date: "2020-01-01", status: "pending" }))).toBe(true);
    expect(showsPay(aWork({ date: "2999-01-01", status: "pending" }))).toBe(false);
    expect(showsPay(aWork({ date: "2020-01-01", status: "cancelled" }))).toBe(false);
  });
});
