import { t as say, WHATSAPP_SETTING_DEFAULTS } from "@catercrew/shared";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { whatsappContacts, whatsappOutbox, whatsappSettings } from "../../../db/schema.js";
import { workLink } from "../../../lib/notify.js";
import { assign, createWork, futureDate, setFare } from "../../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, testContext } from "../../../test/helpers.js";
import { noticeOnWhatsapp } from "./notices.service.js";
import { offerWave } from "./offers.service.js";

/**
 * With job_offer at version 2 in the settings, a wave queues job_offer_v2 with its details line
 * (record 063); with work_confirmed at version 3 the confirmation carries the same line (record 070).
 * Both name the captain and his number once one is on the crew.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    whatsapp: {
      token: "test-token",
      phoneNumberId: "1234567890",
      apiUrl: "https://graph.facebook.com/v21.0",
      businessNumber: "919000000000",
    },
  });
}, 60_000);
afterAll(() => t?.close());

describe(`job_offer_v2 in a wave (${TEST_ENGINE})`, () => {
  it("queues the version the settings name, with the address and map link and no 'As usual'", async () => {
    await t.db.insert(whatsappSettings).values({
      id: true,
      settings: {
        ...WHATSAPP_SETTING_DEFAULTS,
        template_versions: { ...WHATSAPP_SETTING_DEFAULTS.template_versions, job_offer: 2 },
      },
    });
    await setFare(t, "boys", "550.00");
    const work = await createWork(t, {
      isPublished: true,
      noOfBoysNeeded: 1,
      date: futureDate(6),
      address: "Town Hall Road, Kaloor",
      locationUrl: "https://maps.google.com/?q=9.99,76.29",
      dressCode: null,
      pickupPoint: null,
      vehicle: null,
    });
    const boy = await t.createUser("boys", { language: "en" });
    await t.db.insert(whatsappContacts).values({
      userId: boy.id,
      waNumber: `91${boy.row.mobileNumber}`,
      optedInAt: new Date().toISOString(),
      optedInHow: "start_message",
    });
    expect((await offerWave(testContext(t), work.id))?.queued).toBe(1);
    const [row] = await t.db.select().from(whatsappOutbox).where(eq(whatsappOutbox.workId, work.id));
    expect(row?.template).toBe("job_offer_v2");
    expect(row?.params).toHaveLength(7);
    expect(row?.params[6]).toBe(
      "Address: Town Hall Road, Kaloor. · Map: https://maps.google.com/?q=9.99,76.29",
    );
    expect(row?.params.join(" ")).not.toContain(say("en", "whatsapp:noNote"));
  });

  it("offers and confirmations name the captain and his number once one is on the crew", async () => {
    await t.db
      .insert(whatsappSettings)
      .values({ id: true, settings: {} })
      .onConflictDoUpdate({
        target: whatsappSettings.id,
        set: {
          settings: {
            ...WHATSAPP_SETTING_DEFAULTS,
            template_versions: {
              ...WHATSAPP_SETTING_DEFAULTS.template_versions,
              job_offer: 2,
              work_confirmed: 3,
            },
          },
        },
      });
    await setFare(t, "boys", "550.00");
    const work = await createWork(t, {
      isPublished: true,
      noOfBoysNeeded: 2,
      date: futureDate(7),
      address: "Temple Road, Guruvayur",
      locationUrl: null,
      dressCode: null,
      pickupPoint: null,
      vehicle: null,
    });
    const captain = await t.createUser("subadmin", { userName: "Suresh Kumar" });
    await assign(t, { workId: work.id, userId: captain.id }, "subadmin");
    const boy = await t.createUser("boys", { language: "en" });
    await t.db.insert(whatsappContacts).values({
      userId: boy.id,
      waNumber: `91${boy.row.mobileNumber}`,
      optedInAt: new Date().toISOString(),
      optedInHow: "start_message",
    });
    const captainLine = `Captain: Suresh Kumar, ${captain.row.mobileNumber}.`;
    expect((await offerWave(testContext(t), work.id))?.queued).toBeGreaterThan(0);
    const [offer] = await t.db
      .select()
      .from(whatsappOutbox)
      .where(and(eq(whatsappOutbox.workId, work.id), eq(whatsappOutbox.userId, boy.id)));
    expect(offer?.params[6]).toBe(`Address: Temple Road, Guruvayur. · ${captainLine}`);

    const notice = await noticeOnWhatsapp(
      testContext(t),
      { userId: boy.id, type: "request_accepted", params: {}, link: workLink(work.id) },
      "en",
      () => {
        throw new Error("the versioned template is used");
      },
    );
    if (!("send" in notice)) throw new Error(`not sent: ${notice.skip}`);
    expect(notice.send.template.name).toBe("work_confirmed_v3");
    const params = notice.send.template.components?.[0]?.parameters ?? [];
    expect(params).toHaveLength(6);
    const details = params[3];
    expect(details?.type === "text" ? details.text : "").toBe(
      `Address: Temple Road, Guruvayur. · ${captainLine}`,
    );
  });
});
