import { describe, expect, it } from "vitest";
import { parsePayload } from "../payloads.js";
import { whatsappMessageBody } from "./notice-channel.js";

/** A place freed from the waitlist is offered on WhatsApp with "Take it" and "Pass". */
describe("the WhatsApp notice of a freed place", () => {
  const params = { venue: "Sree Hall", date: "2030-01-12", time: "18:30", minutes: "20", offer: "42" };

  it("carries Take it and Pass, whose payloads the webhook reads back as that offer", () => {
    const body = whatsappMessageBody("919847012345", "place_offered", params, "ml");
    const buttons = (body.template.components ?? []).filter((c) => c.type === "button");
    expect(buttons.map((b) => [b.sub_type, b.index])).toEqual([
      ["quick_reply", "0"],
      ["quick_reply", "1"],
    ]);
    const payloads = buttons.map((b) => {
      const [p] = b.parameters;
      return p && p.type === "payload" ? parsePayload(p.payload) : null;
    });
    expect(payloads).toEqual([
      { kind: "take", offerId: 42 },
      { kind: "pass", offerId: 42 },
    ]);
    // The body keeps its three variables; the offer id is not one of them.
    const [text] = body.template.components ?? [];
    expect(text?.parameters).toHaveLength(3);
  });

  it("has no buttons on other notices, or without an offer", () => {
    for (const [type, p] of [
      ["place_gone", params],
      ["place_offered", { ...params, offer: "" }],
    ] as const) {
      const body = whatsappMessageBody("919847012345", type, p, "en");
      expect((body.template.components ?? []).some((c) => c.type === "button")).toBe(false);
    }
  });
});
