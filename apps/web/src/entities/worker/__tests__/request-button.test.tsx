import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { heldFetch } from "@/test/held-fetch";
import { renderUi, signIn } from "@/test/render";
import { RequestButton } from "../components/request-button";

const WORK = { id: 5, admin_assigned: false, assigned_status: null, Auditorium_name: "Sree Hall" };

describe("RequestButton: double taps", () => {
  it("a second and third tap while the request is on its way send nothing", async () => {
    signIn("user", { role: "boys" });
    let sent = 0;
    const server = heldFetch((call) => {
      if (call.method === "POST") {
        sent += 1;
        return sent === 1
          ? { status: 201, body: { status: true, message: "Work request sent successfully!", request: {} } }
          : {
              status: 409,
              body: {
                status: false,
                code: "ALREADY_APPLIED",
                message: "You have already applied for this work!",
              },
            };
      }
      return { body: [] };
    });
    renderUi(<RequestButton work={WORK} />);
    const button = screen.getByRole("button", { name: "Send Work Request: Sree Hall" });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    server.release();
    await waitFor(() => expect(sent).toBe(1));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Send Work Request: Sree Hall" })).toBeTruthy(),
    );
    expect(server.calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });

  it("the same work's button on two screens counts as one", async () => {
    signIn("user", { role: "boys" });
    const server = heldFetch((call) =>
      call.method === "POST"
        ? { status: 201, body: { status: true, message: "ok", request: {} } }
        : { body: [] },
    );
    renderUi(
      <>
        <RequestButton work={WORK} />
        <RequestButton work={WORK} />
      </>,
    );
    for (const b of screen.getAllByRole("button", { name: "Send Work Request: Sree Hall" }))
      fireEvent.click(b);
    server.release();
    await waitFor(() => expect(server.calls.some((c) => c.method === "POST")).toBe(true));
    expect(server.calls.filter((c) => c.method === "POST")).toHaveLength(1);
  });
});
