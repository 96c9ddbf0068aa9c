import type { User } from "@catercrew/shared";
import type { DbOrTx } from "../../db/client.js";
import type { Ctx } from "../../lib/context.js";
import { noShowCounts } from "../strikes/strikes.service.js";
import {
  filterUsers,
  listAllUsers,
  pageUsers,
  searchUsers,
  type UserFilterValues,
} from "./users.repository.js";
import { toPaginated, toUserResponse } from "./users.serializer.js";

/** The staff's user lists (every user, a page, search, filter), each user with `no_shows`. */
/** A staff answer with `no_shows`, and when those counts change with no write (null: never). */
interface WithNoShows<T> {
  answer: T;
  changesAt: Date | null;
}

/** Staff views: each user with `no_shows`, their uncleared strikes of the last 90 days. */
export async function withNoShows({ db }: Ctx, list: User[], all = false) {
  const { counts, changesAt } = await noShowCounts({ db }, all ? undefined : list.map((u) => u.id));
  return { users: list.map((u) => ({ ...u, no_shows: counts.get(u.id) ?? 0 })), changesAt };
}

async function paginatedWithNoShows(
  db: DbOrTx,
  page: ReturnType<typeof toPaginated>,
): Promise<WithNoShows<ReturnType<typeof toPaginated>>> {
  const { users, changesAt } = await withNoShows({ db }, page.results);
  return { answer: { ...page, results: users }, changesAt };
}

/** Every user, by name. */
export async function listUsers(ctx: Ctx<"media">): Promise<WithNoShows<User[]>> {
  const { users, changesAt } = await withNoShows(
    ctx,
    (await listAllUsers(ctx.db)).map((r) => toUserResponse(r, ctx.media)),
    true,
  );
  return { answer: users, changesAt };
}

/** One page of every user by name as a bare array, with the total (capped lists). */
export async function usersPageRows(ctx: Ctx<"media">, page: number, pageSize: number) {
  const result = await pageUsers(ctx.db, page, pageSize);
  const { users, changesAt } = await withNoShows(
    ctx,
    result.rows.map((r) => toUserResponse(r, ctx.media)),
  );
  return { rows: users, total: result.total, changesAt };
}

export async function usersPage(ctx: Ctx<"media">, page: number, pageSize: number) {
  return paginatedWithNoShows(
    ctx.db,
    toPaginated(await pageUsers(ctx.db, page, pageSize), page, pageSize, ctx.media),
  );
}

export async function searchUsersPage(ctx: Ctx<"media">, text: string, page: number, pageSize: number) {
  return paginatedWithNoShows(
    ctx.db,
    toPaginated(await searchUsers(ctx.db, text, page, pageSize), page, pageSize, ctx.media),
  );
}

export async function filterUsersPage(
  ctx: Ctx<"media">,
  f: UserFilterValues,
  page: number,
  pageSize: number,
) {
  return paginatedWithNoShows(
    ctx.db,
    toPaginated(await filterUsers(ctx.db, f, page, pageSize), page, pageSize, ctx.media),
  );
}
