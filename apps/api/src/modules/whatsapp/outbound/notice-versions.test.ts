import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_ENGINE, type TestApp } from "../../../test/helpers.js";
import { upsertTemplateState } from "../whatsapp.repository.js";
import { newestNoticeTemplate, noticeTemplateName, whatsappMessageBody } from "./notice-channel.js";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A notice whose words changed goes under its new name only once Meta approved it (record 072). */
describe(`the notices' template versions (${TEST_ENGINE})`, () => {
  it("sends the old name until Meta reports version 2 approved in the worker's own language", async () => {
    const ctx = { db: t.db };
    expect(newestNoticeTemplate("assigned")).toBe("catercrew_assigned_v2");
    expect(await noticeTemplateName(ctx, "assigned", "ml")).toBe("catercrew_assigned");

    await upsertTemplateState(t.db, { name: "catercrew_assigned_v2", language: "ml", status: "PENDING" });
    await upsertTemplateState(t.db, { name: "catercrew_assigned_v2", language: "en", status: "APPROVED" });
    expect(await noticeTemplateName(ctx, "assigned", "ml")).toBe("catercrew_assigned");
    expect(await noticeTemplateName(ctx, "assigned", "en")).toBe("catercrew_assigned_v2");

    await upsertTemplateState(t.db, { name: "catercrew_assigned_v2", language: "ml", status: "APPROVED" });
    expect(await noticeTemplateName(ctx, "assigned", "ml")).toBe("catercrew_assigned_v2");
    // Its quality rated red by Meta: back to the old name, which stays registered.
    await upsertTemplateState(t.db, { name: "catercrew_assigned_v2", language: "ml", quality: "RED" });
    expect(await noticeTemplateName(ctx, "assigned", "ml")).toBe("catercrew_assigned");
  });

  it("keeps the one name of a notice whose words did not change, and sends the name it is given", async () => {
    await upsertTemplateState(t.db, { name: "catercrew_removed_v2", language: "ml", status: "APPROVED" });
    expect(await noticeTemplateName({ db: t.db }, "removed", "ml")).toBe("catercrew_removed");
    const params = { venue: "Sree Hall", date: "2030-02-01", time: "10:00" };
    const body = whatsappMessageBody("919847012345", "assigned", params, "ml", "catercrew_assigned_v2");
    expect(body.template.name).toBe("catercrew_assigned_v2");
    expect(body.template.components?.[0]?.parameters).toHaveLength(3);
  });
});
