import { readFileSync } from "node:fs";
import { t } from "@catercrew/shared";
import { describe, expect, it } from "vitest";
import { TEMPLATE_BODIES } from "./meta-templates.js";
import { offerDetails } from "./offer-details.js";
import { specOf, templateMessage } from "./templates.js";

/** job_offer_v2 (docs/decisions/063-whatsapp-inbox.md): the address and map link, nothing for a note never entered. */

const doc = readFileSync(new URL("../../../../../../docs/whatsapp.md", import.meta.url), "utf8");

describe("job_offer_v2", () => {
  it("is in docs/whatsapp.md as the server sends it: 7 parameters, the same buttons", () => {
    const start = doc.indexOf("### `job_offer_v2`");
    expect(start).toBeGreaterThanOrEqual(0);
    const section = doc.slice(start, start + doc.slice(start + 4).search(/\n##/) + 4);
    expect(section).toContain("Parameters (7)");
    for (const lang of ["en", "ml"] as const) {
      const row = new RegExp(`^\\| ${lang} \\| (.*) \\|$`, "m").exec(section)?.[1];
      expect(row).toBe(TEMPLATE_BODIES.job_offer_v2?.[lang]);
      expect(new Set([...(row ?? "").matchAll(/\{\{(\d+)\}\}/g)].map((m) => m[1])).size).toBe(7);
    }
    const spec = specOf("job_offer_v2", "job_offer");
    expect(spec.params).toHaveLength(7);
    const message = templateMessage({
      to: "919876543210",
      name: "job_offer_v2",
      kind: "job_offer",
      language: "en",
      params: spec.params.map((p) => p),
      workId: 3,
    });
    expect(message.template.components?.filter((c) => c.sub_type === "quick_reply")).toHaveLength(3);
    expect(() =>
      templateMessage({
        to: "91",
        name: "job_offer_v2",
        kind: "job_offer",
        language: "en",
        params: ["x"],
        workId: 1,
      }),
    ).toThrow(/7 parameters/);
  });

  it("carries the address and map link, and prints nothing for a dress or transport never entered", () => {
    const work = { address: "Town Hall Road, Kaloor", locationUrl: "https://maps.google.com/?q=9.99,76.29" };
    const line = offerDetails(work, { dress: null, transport: "  " }, "en");
    expect(line).toBe("Address: Town Hall Road, Kaloor. · Map: https://maps.google.com/?q=9.99,76.29");
    expect(line).not.toContain(t("en", "whatsapp:noNote"));
    const ml = offerDetails(work, { dress: "കറുത്ത പാന്റ്", transport: null }, "ml");
    expect(ml).toContain("വേഷം: കറുത്ത പാന്റ്.");
    expect(ml).not.toContain(t("ml", "whatsapp:noNote"));
    expect(offerDetails({ address: "", locationUrl: null }, { dress: null, transport: null }, "ml")).toBe(
      t("ml", "whatsapp:offer.noDetails"),
    );
    // A template parameter holds no line breaks.
    expect(
      offerDetails({ address: "Line 1\nLine 2", locationUrl: null }, { dress: null, transport: null }, "en"),
    ).not.toContain("\n");
  });

  it("names the captain and his number once a captain is on the crew", () => {
    const work = { address: "Town Hall Road, Kaloor", locationUrl: null };
    const captain = { name: "Suresh Kumar", mobile: "9847012345" };
    expect(offerDetails(work, { dress: null, transport: null }, "en", captain)).toBe(
      "Address: Town Hall Road, Kaloor. · Captain: Suresh Kumar, 9847012345.",
    );
    expect(offerDetails(work, { dress: null, transport: null }, "ml", captain)).toContain(
      "ക്യാപ്റ്റൻ: Suresh Kumar, 9847012345.",
    );
  });
});
