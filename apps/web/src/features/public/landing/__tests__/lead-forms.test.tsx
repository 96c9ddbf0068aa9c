import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mockFetch, renderUi } from "@/test/render";
import { InquiryForm, NewsletterForm } from "../components/lead-forms";

const fill = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
const value = (label: string) => (screen.getByLabelText(label, { exact: true }) as HTMLInputElement).value;

afterEach(() => vi.unstubAllGlobals());

describe("InquiryForm", () => {
  it("needs a name and a phone or an e-mail before anything is sent", async () => {
    const calls = mockFetch(() => ({ body: {} }));
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderUi(<InquiryForm />);
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText("First name is required");
    expect(screen.getByText("Give a phone number or an e-mail")).toBeTruthy();
    expect(calls).toHaveLength(0);
    expect(open).not.toHaveBeenCalled();
  });

  it("stores the inquiry as a lead, opens WhatsApp too, and clears once stored", async () => {
    const calls = mockFetch(() => ({ status: 201, body: { status: true, message: "Thank you!" } }));
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    renderUi(<InquiryForm />);
    fill("First name", "Meera");
    fill("Phone", "9876543210");
    fill("Event details", "Wedding, 300 guests");
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText("Thank you!");
    expect(open).toHaveBeenCalledTimes(1);
    expect(String(open.mock.calls[0]?.[0])).toMatch(/^https:\/\/wa\.me\//);
    expect(calls[0]).toMatchObject({
      url: "/api/public/leads/",
      method: "POST",
      body: { first_name: "Meera", phone: "9876543210", event_details: "Wedding, 300 guests" },
    });
    expect(value("First name")).toBe("");
  });

  it("keeps what was typed and shows the field's error when the server refuses", async () => {
    mockFetch(() => ({
      status: 400,
      body: {
        status: false,
        code: "VALIDATION_FAILED",
        message: "Invalid",
        errors: { email: ["Please enter a valid email address"] },
      },
    }));
    vi.spyOn(window, "open").mockReturnValue(null);
    renderUi(<InquiryForm />);
    fill("First name", "Meera");
    fill("Email", "meera@");
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await screen.findByText("Please enter a valid email address");
    expect(value("First name")).toBe("Meera");
    expect(value("Email")).toBe("meera@");
  });

  it("keeps what was typed when the network fails", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("offline"))),
    );
    vi.spyOn(window, "open").mockReturnValue(null);
    renderUi(<InquiryForm />);
    fill("First name", "Meera");
    fill("Phone", "9876543210");
    fireEvent.click(screen.getByRole("button", { name: "Send Message" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/What you typed is kept/));
    expect(value("Phone")).toBe("9876543210");
  });
});

describe("NewsletterForm", () => {
  it("posts the e-mail and clears on success", async () => {
    const calls = mockFetch(() => ({
      status: 201,
      body: { status: true, message: "Thank you for subscribing." },
    }));
    renderUi(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText("Email address"), { target: { value: "host@example.com" } });
    fireEvent.submit(screen.getByLabelText("Email address").closest("form") as HTMLFormElement);
    await screen.findByText("Thank you for subscribing.");
    expect(calls[0]).toMatchObject({ url: "/api/public/newsletter/", body: { email: "host@example.com" } });
    expect((screen.getByLabelText("Email address") as HTMLInputElement).value).toBe("");
  });
});
