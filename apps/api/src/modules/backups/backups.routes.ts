import { timingSafeEqual } from "node:crypto";
import { createReadStream } from "node:fs";
import { backupFileSchema, backupStatusSchema } from "@catercrew/shared";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { access } from "../../auth/access.js";
import { CONTROL_HEADER } from "../../backup/backup-format.js";
import { createBackup } from "../../backup/create-backup.js";
import { AppError } from "../../errors/app-error.js";
import { BackupService } from "./backups.service.js";

/** The header `npm run backup` sends with the lock file's control secret. */

const LOOPBACK = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/** Backups: the dashboard card's status, download and "back up now", and the daily timer. */
export const backupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["backups"];
  const service = new BackupService(
    app.database,
    app.config.dataDir,
    app.config.backupDir,
    app.config.backupKeepDays,
    app.config.backupAuto,
    app.config.backupPassphrase,
    app.log,
    () => app.requestRate.perSecond(),
  );
  app.addHook("onReady", async () => service.start());
  app.addHook("onClose", async () => service.stop());

  app.get(
    "/admin_panel/backups/status/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          "The latest backup (time, size), the last attempt, and a warning when it failed or is over two days old",
        response: { 200: backupStatusSchema },
      },
    },
    async () => service.status(),
  );

  app.post(
    "/admin_panel/backups/",
    {
      config: { access: access.admin },
      schema: { tags, summary: "Make a backup now (into BACKUP_DIR)", response: { 201: backupFileSchema } },
    },
    async (_request, reply) => {
      try {
        return reply.code(201).send(await service.run());
      } catch (err) {
        throw new AppError("BACKUP_FAILED", {
          params: { reason: err instanceof Error ? err.message : String(err) },
        });
      }
    },
  );

  app.get(
    "/admin_panel/backups/latest/",
    {
      config: { access: access.admin },
      schema: {
        tags,
        summary:
          "Download the latest backup (a .jsonl.gz file, .jsonl.gz.enc when encrypted with BACKUP_PASSPHRASE; restore with npm run restore)",
      },
    },
    async (_request, reply) => {
      const latest = service.list()[0];
      if (!latest) throw new AppError("BACKUP_NOT_FOUND");
      return reply
        .header(
          "content-type",
          latest.name.endsWith(".enc") ? "application/octet-stream" : "application/gzip",
        )
        .header("content-disposition", `attachment; filename="${latest.name}"`)
        .header("cache-control", "no-store")
        .send(createReadStream(service.pathOf(latest)));
    },
  );

  // `npm run backup` while this server owns the embedded data folder: the CLI cannot open the
  // database, so it asks here with the secret from the lock file (readable only by its owner),
  // from this machine only. Anything else gets the same 404 as an unknown route.
  app.post(
    "/internal/backup/",
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: "Internal: a backup for the local command line (lock-file secret, loopback only)",
      },
    },
    async (request, reply) => {
      const secret = app.database.lock?.info.secret;
      const given = request.headers[CONTROL_HEADER];
      const socket = request.raw.socket;
      const local = LOOPBACK.has(socket.remoteAddress ?? "") || socket.remoteAddress === socket.localAddress;
      const ok =
        !!secret &&
        typeof given === "string" &&
        local &&
        given.length === secret.length &&
        timingSafeEqual(Buffer.from(given), Buffer.from(secret));
      if (!ok) throw new AppError("ROUTE_NOT_FOUND", { params: { method: "POST", url: request.url } });
      const { bytes } = await createBackup(app.database, app.config.dataDir);
      return reply.header("content-type", "application/gzip").send(bytes);
    },
  );
};
