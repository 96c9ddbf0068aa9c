import type { Role } from "@catercrew/shared";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { DbOrTx } from "../db/client.js";
import type { JobQueue } from "./job-queue.js";
import type { MediaStore } from "./media-store.js";

/**
 * What every exported service function takes first (docs/decisions/014-house-layout.md): the
 * running app's parts a use case needs. A service that opens a transaction passes
 * `{ ...ctx, db: tx }` (or `{ db: tx }`) to the services it calls inside it, so they join it.
 * Routes build it once per plugin with `contextOf(app)`; tests with `testContext` (test/helpers.ts).
 */
export interface ServiceContext {
  /** The database, or the open transaction the call joins. */
  db: DbOrTx;
  config: Config;
  /** Stored files (license images). */
  media: MediaStore;
  /** The job queue (pg-boss in the same database). */
  queue: JobQueue;
  /** The clock. */
  now(): Date;
  signAccessToken(user: { id: number; role: Role; sessionVersion: number }): string;
  /** A client's token for his own page (docs/decisions/062-clients-own-page.md). */
  signClientToken(client: { clientId: number; sessionVersion: number }): string;
}

/** The parts of the context a service function uses: always the database, and `K`. */
export type Ctx<K extends keyof ServiceContext = "db"> = Pick<ServiceContext, K | "db">;

export function contextOf(app: FastifyInstance): ServiceContext {
  return {
    db: app.db,
    config: app.config,
    media: app.media,
    queue: app.queue,
    now: () => new Date(),
    signAccessToken: app.signAccessToken,
    signClientToken: app.signClientToken,
  };
}
