import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { fieldError, mockFetch, renderUi, signIn } from "@/test/render";
import { PayoutDetailsCard } from "../components/payout-details-card";

const SAVED = {
  upi_id: "old@ybl",
  upi_id_masked: "ol…@ybl",
  account_number_masked: "xxxx4321",
  ifsc: "SBIN0001234",
  account_name: "Ravi Kumar",
  updated_at: "2026-11-20T10:00:00.000Z",
};

describe("Where to pay me (record 060)", () => {
  it("shows the account only masked; a new UPI ID alone keeps the saved account", async () => {
    signIn("user");
    const calls = mockFetch((c) => ({
      body: c.method === "PUT" ? { ...SAVED, upi_id: "ravi@okaxis" } : SAVED,
    }));
    renderUi(<PayoutDetailsCard />);
    expect((await screen.findByTestId("payout-details-saved")).textContent).toContain("xxxx4321");
    fireEvent.click(screen.getByRole("button", { name: "Change" }));
    fireEvent.change(screen.getByLabelText("UPI ID"), { target: { value: "ravi@okaxis" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(calls.some((c) => c.method === "PUT")).toBe(true));
    expect(calls.find((c) => c.method === "PUT")?.body).toEqual({
      upi_id: "ravi@okaxis",
      keep_account: true,
    });
  });

  it("refuses two different account numbers and a malformed IFSC before sending", async () => {
    signIn("user");
    const calls = mockFetch(() => ({
      body: { ...SAVED, upi_id: null, account_number_masked: null, ifsc: null, account_name: null },
    }));
    renderUi(<PayoutDetailsCard />);
    fireEvent.click(await screen.findByRole("button", { name: "Add where to pay me" }));
    fireEvent.change(screen.getByLabelText("Account number"), { target: { value: "123456784321" } });
    fireEvent.change(screen.getByLabelText("Account number again"), { target: { value: "123456784322" } });
    fireEvent.change(screen.getByLabelText("IFSC"), { target: { value: "SBIN001234" } });
    fireEvent.change(screen.getByLabelText("Name on the account"), { target: { value: "Ravi Kumar" } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(fieldError(screen.getByLabelText("Account number again"))).toBeTruthy());
    expect(fieldError(screen.getByLabelText("IFSC"))).toContain("SBIN0001234");
    expect(calls.some((c) => c.method === "PUT")).toBe(false);
  });
});
