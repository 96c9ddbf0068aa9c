import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { mockFetch, renderUi, renderWithI18n, signIn } from "@/test/render";
import { PayslipButtons } from "../payslip-buttons";
import { UpiPay } from "../upi-pay";
import { WagePayment } from "../wage-payment";

vi.mock("qrcode", () => ({
  toDataURL: vi.fn(async (text: string) => `data:image/png;base64,${btoa(text)}`),
}));

const props = {
  area: "admin" as const,
  workId: 3,
  userId: 21,
  userName: "Ravi & Sons",
  upiId: "ravi@okaxis",
  totalWage: "1234.5",
  paid: false,
  paidAt: null,
  reference: null,
  note: "Sree Hall",
  onPaid: vi.fn(),
};

describe("UpiPay", () => {
  it("links to upi://pay with the encoded payee and amount, and draws the same link as a QR on demand", async () => {
    renderUi(<UpiPay upiId="ravi@okaxis" name="Ravi & Sons" amount="1234.5" note="Sree Hall" />);
    const link = screen.getByRole("link", { name: "Pay ₹1,234.50 via UPI" });
    const href = link.getAttribute("href") ?? "";
    expect(href).toBe("upi://pay?pa=ravi%40okaxis&pn=Ravi%20%26%20Sons&am=1234.50&cu=INR&tn=Sree%20Hall");
    expect(screen.queryByRole("img")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show QR" }));
    const img = await screen.findByRole("img", { name: "QR code to pay ₹1,234.50 to ravi@okaxis via UPI" });
    expect(atob((img.getAttribute("src") ?? "").split(",")[1] ?? "")).toBe(href);
  });
});

describe("WagePayment", () => {
  it("marks a pending wage paid with the typed reference", async () => {
    signIn("admin");
    const calls = mockFetch(() => ({ body: { status: true, message: "ok", wage: {} } }));
    const onPaid = vi.fn();
    renderUi(<WagePayment {...props} onPaid={onPaid} />);
    expect(screen.getByRole("link", { name: /via UPI/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Reference (optional)"), { target: { value: " TXN42 " } });
    fireEvent.click(screen.getByRole("button", { name: "Mark paid" }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      url: "/api/sub_admin/wages/mark-paid/",
      method: "POST",
      body: { work: 3, user: 21, reference: "TXN42" },
    });
  });

  it("says when there is no UPI ID, and shows paid wages without pay buttons", () => {
    const { unmount } = renderUi(<WagePayment {...props} upiId={null} />);
    expect(screen.getByText("No UPI ID in this person's profile.")).toBeTruthy();
    unmount();
    renderUi(<WagePayment {...props} paid paidAt="2026-11-05T10:00:00.000Z" reference="TXN42" />);
    expect(screen.queryByRole("link", { name: /via UPI/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Mark paid" })).toBeNull();
    expect(screen.getByText(/Paid on .*2026 · Reference: TXN42/)).toBeTruthy();
  });
});

describe("PayslipButtons", () => {
  it("fetches the page with the token and shows it in a new window as a blob", async () => {
    signIn("user");
    const calls = mockFetch(() => ({ body: "<html></html>" }));
    const win = {
      location: { href: "" },
      close: vi.fn(),
      print: vi.fn(),
      document: { readyState: "loading" },
    };
    const open = vi.fn(() => win);
    vi.stubGlobal("open", open);
    const createObjectURL = vi.fn(() => "blob:payslip");
    vi.stubGlobal("URL", Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    renderUi(<PayslipButtons path="/payslips/3/21/" area="user" />);
    fireEvent.click(screen.getByRole("button", { name: "Payslip" }));
    await waitFor(() => expect(win.location.href).toBe("blob:payslip"));
    expect(open).toHaveBeenCalledWith("", "_blank");
    expect(calls[0]?.url).toBe("/api/payslips/3/21/?lang=en");
    expect(screen.getByRole("button", { name: "Save as PDF" })).toBeTruthy();
  });

  it("tells the person when the pop-up is blocked", async () => {
    signIn("user");
    mockFetch(() => ({ body: "" }));
    vi.stubGlobal(
      "open",
      vi.fn(() => null),
    );
    renderUi(<PayslipButtons path="/payslips/3/21/" area="user" />);
    fireEvent.click(screen.getByRole("button", { name: "Save as PDF" }));
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Save as PDF" }).getAttribute("aria-busy")).not.toBe("true"),
    );
  });
});

// Last: the language stays switched for the rest of the file.
describe("UpiPay in Malayalam", () => {
  it("speaks Malayalam", async () => {
    await renderWithI18n(<UpiPay upiId="ravi@okaxis" name="Ravi" amount="500" note="x" />, {
      lang: "ml",
      catalogs: ["entities"],
    });
    expect(screen.getByRole("link", { name: "UPI വഴി ₹500 നൽകുക" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "QR കാണിക്കുക" })).toBeTruthy();
  });
});
