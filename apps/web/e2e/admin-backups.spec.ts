import { gunzipSync } from "node:zlib";
import { apiGet } from "./admin-helpers";
import { expect, test } from "./fixtures";

interface Status {
  latest: { name: string; created_at: string; size_bytes: number } | null;
  warning: string | null;
}

test("Settings' backup card: back up now shows the latest backup from the API, and it downloads", async ({
  adminPage: page,
  admin: session,
  request,
}) => {
  await page.goto("/admin/settings");
  const card = page.getByRole("region", { name: "Backups" });
  await expect(card).toBeVisible();

  // The server makes its daily backup a minute after it starts: the card may already show that
  // one, so the backup to look for is the first made after the click.
  const clicked = Date.now() - 1000;
  await card.getByRole("button", { name: "Back up now" }).click();
  await expect(card.getByTestId("backup-latest")).toContainText("Latest backup:");
  let status: Status = { latest: null, warning: null };
  await expect
    .poll(
      async () => {
        status = (await apiGet<Status>(request, session.token, "/api/admin_panel/backups/status/")).body;
        return status.latest ? Date.parse(status.latest.created_at) >= clicked : false;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  expect(status.warning).toBeNull();
  const latest = status.latest;
  if (!latest) throw new Error("no latest backup");
  const kb = `${(latest.size_bytes / 1024).toFixed(1)} KB`;
  await expect(card.getByTestId("backup-latest")).toContainText(
    latest.size_bytes < 1024 ? `${latest.size_bytes} B` : kb,
  );
  await expect(card.getByRole("alert")).toHaveCount(0);
  // This server has no BACKUP_PASSPHRASE: the card says its backups are not encrypted.
  await expect(card.getByTestId("backup-not-encrypted")).toHaveText(/^Backups are not encrypted/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    card.getByRole("button", { name: "Download latest" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(latest.name);
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  const text = gunzipSync(readFileSync(path)).toString("utf8");
  const manifest = JSON.parse(text.slice(0, text.indexOf("\n")));
  expect(manifest.format).toBe("catercrew-backup");
  expect(manifest.tables.users).toBeGreaterThan(0);
});
