import { get as idbGet, set as idbSet, update as idbUpdate } from "idb-keyval";
import { useEffect, useSyncExternalStore } from "react";
import { ApiError, api } from "./api-client";

/**
 * The captain's roll call with no signal: check-ins, ratings and wage drafts that could
 * not reach the server are kept on the phone (IndexedDB, so they outlive a reload, a closed tab
 * and a restart of the phone) in the order they were made, and sent in that order when
 * the signal returns (docs/decisions/022-check-in-and-offline-roll-call.md,
 * docs/decisions/038-captain-area-offline.md). Each carries an Idempotency-Key made when it was queued, so a
 * send whose answer was lost can be sent again and the server answers the stored result instead of
 * writing twice.
 */
export type QueuedKind = "check_in" | "rating" | "wage" | "absent";

export interface QueuedWrite {
  /** The Idempotency-Key, also the entry's id. */
  id: string;
  kind: QueuedKind;
  method: "POST" | "PATCH";
  path: string;
  body: unknown;
  workId: number;
  /** The person it is about (the screen shows their name while it waits). */
  userId: number;
  queuedAt: string;
}

export interface Queued {
  queued: true;
  entry: QueuedWrite;
}

const STORE_KEY = "catercrew:offline-queue";
const area = "subadmin" as const;

/**
 * IndexedDB where the browser has it; else (tests, browsers that refuse it, e.g. some private
 * modes) memory for this tab: a failing IndexedDB never loses the write being made.
 */
let useIdb = typeof indexedDB !== "undefined";
let memory: QueuedWrite[] = [];
async function withIdb<T>(idb: () => Promise<T>, mem: () => T): Promise<T> {
  if (useIdb) {
    try {
      return await idb();
    } catch {
      useIdb = false;
    }
  }
  return mem();
}
function readList(): Promise<QueuedWrite[]> {
  return withIdb(
    async () => (await idbGet<QueuedWrite[]>(STORE_KEY)) ?? [],
    () => memory,
  );
}
function writeList(value: QueuedWrite[]): Promise<void> {
  return withIdb(
    () => idbSet(STORE_KEY, value),
    () => {
      memory = value;
    },
  );
}
function updateList(fn: (old: QueuedWrite[]) => QueuedWrite[]): Promise<void> {
  return withIdb(
    () => idbUpdate<QueuedWrite[]>(STORE_KEY, (old) => fn(old ?? [])),
    () => {
      memory = fn(memory);
    },
  );
}

/** Asks the browser not to clear the phone's storage under pressure (best effort, once). */
let persistAsked = false;
function askToPersist() {
  if (persistAsked || typeof navigator === "undefined" || !navigator.storage?.persist) return;
  persistAsked = true;
  navigator.storage.persist().catch(() => undefined);
}

let snapshot: QueuedWrite[] = [];
let loaded = false;
const listeners = new Set<() => void>();
/** Writes the server refused while being sent (shown once, then dropped). */
const failureListeners = new Set<(entry: QueuedWrite, error: ApiError) => void>();

function publish(next: QueuedWrite[]) {
  snapshot = next;
  for (const l of listeners) l();
}

async function load(): Promise<void> {
  if (loaded) return;
  publish(await readList());
  loaded = true;
}

function newKey(): string {
  return typeof crypto !== "undefined" && "randomUUID" in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

async function enqueue(entry: QueuedWrite): Promise<void> {
  askToPersist();
  await updateList((list) => [...list, entry]);
  loaded = false;
  await load();
}

async function removeFirst(id: string): Promise<void> {
  await updateList((list) => list.filter((e) => e.id !== id));
  loaded = false;
  await load();
}

function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/**
 * Sends a captain's write now, or keeps it on the phone when there is no signal (or the send fails
 * for the network) and answers `{ queued: true }`. Writes queued earlier go first: while any wait,
 * a new one joins the end of the line so the server gets them in order.
 */
export async function sendOrQueue<T>(write: Omit<QueuedWrite, "id" | "queuedAt">): Promise<T | Queued> {
  await load();
  const entry: QueuedWrite = { ...write, id: newKey(), queuedAt: new Date().toISOString() };
  if (isOffline() || snapshot.length > 0) {
    await enqueue(entry);
    if (!isOffline()) void flushQueue();
    return { queued: true, entry };
  }
  try {
    return await api<T>(entry.path, {
      method: entry.method,
      body: entry.body,
      area,
      headers: { "idempotency-key": entry.id },
    });
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) {
      await enqueue(entry);
      return { queued: true, entry };
    }
    throw err;
  }
}

export function isQueued(value: unknown): value is Queued {
  return typeof value === "object" && value !== null && "queued" in value && value.queued === true;
}

let flushing: Promise<void> | null = null;
/** How often waiting writes are tried again while the browser says it is online. */
const RETRY_MS = 30_000;
const sentListeners = new Set<(entry: QueuedWrite) => void>();

/** Sends the waiting writes one by one, oldest first; stops at the first network failure. */
export function flushQueue(): Promise<void> {
  if (flushing) return flushing;
  flushing = (async () => {
    await load();
    while (snapshot.length > 0 && !isOffline()) {
      const entry = snapshot[0];
      if (!entry) break;
      try {
        await api<unknown>(entry.path, {
          method: entry.method,
          body: entry.body,
          area,
          headers: { "idempotency-key": entry.id },
        });
        await removeFirst(entry.id);
        for (const l of sentListeners) l(entry);
      } catch (err) {
        if (!(err instanceof ApiError) || err.status === 0 || err.status === 401 || err.status >= 500) break;
        // The server refused it (e.g. the work was completed meanwhile): tell the captain, drop it.
        await removeFirst(entry.id);
        for (const l of failureListeners) l(entry, err);
      }
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

/** Empties the queue (tests). */
export async function clearQueue(): Promise<void> {
  await writeList([]);
  loaded = false;
  await load();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The waiting writes (for the screen) and the sending: on mount and whenever the browser says the
 * signal is back. `onSent` / `onFailed` hear about each write as it is sent or refused.
 */
export function useOfflineQueue(
  opts: {
    onSent?: (entry: QueuedWrite) => void;
    onFailed?: (entry: QueuedWrite, error: ApiError) => void;
  } = {},
): QueuedWrite[] {
  const list = useSyncExternalStore(
    subscribe,
    () => snapshot,
    () => snapshot,
  );
  const { onSent, onFailed } = opts;
  useEffect(() => {
    void load().then(() => flushQueue());
    const online = () => void flushQueue();
    const visible = () => document.visibilityState === "visible" && void flushQueue();
    window.addEventListener("online", online);
    document.addEventListener("visibilitychange", visible);
    return () => {
      window.removeEventListener("online", online);
      document.removeEventListener("visibilitychange", visible);
    };
  }, []);
  // A weak signal the browser counts as "online" fires no event when it comes good: while writes
  // wait, try again every RETRY_MS.
  const waiting = list.length > 0;
  useEffect(() => {
    if (!waiting) return;
    const timer = setInterval(() => void flushQueue(), RETRY_MS);
    return () => clearInterval(timer);
  }, [waiting]);
  useEffect(() => {
    if (!onSent) return;
    sentListeners.add(onSent);
    return () => {
      sentListeners.delete(onSent);
    };
  }, [onSent]);
  useEffect(() => {
    if (!onFailed) return;
    failureListeners.add(onFailed);
    return () => {
      failureListeners.delete(onFailed);
    };
  }, [onFailed]);
  return list;
}
