import type { Role } from "@catercrew/shared";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config.js";
import type { Db } from "../db/client.js";
import type { MediaStore } from "./media-store.js";

/**
 * What a domain service needs of the running app: the database, the image store, the settings
 * and the access-token signer. Route tables build it once with `depsOf(app)`; tests can pass
 * their own.
 */
export interface Deps {
  db: Db;
  media: MediaStore;
  config: Config;
  signAccessToken(user: { id: number; role: Role; sessionVersion: number }): string;
}

export function depsOf(app: FastifyInstance): Deps {
  return { db: app.db, media: app.media, config: app.config, signAccessToken: app.signAccessToken };
}
