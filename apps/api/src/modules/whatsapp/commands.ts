/**
 * The words a worker can write (issue 38): any case, extra spaces and a trailing full stop
 * allowed, English or Malayalam. "START <UserID> <key>" comes from the profile's link
 * (docs/decisions/041-whatsapp-inbound.md).
 */
export type TextCommand =
  | { kind: "start"; userCode: string | null; key: string | null }
  | { kind: "stop" }
  | { kind: "jobs" }
  | { kind: "code" }
  | { kind: "unknown" };

const STOP = new Set(["stop", "നിർത്തുക", "stop alerts", "unsubscribe"]);
const JOBS = new Set(["jobs", "job", "works", "menu", "ജോലി", "ജോലികൾ", "മെനു"]);
const CODE = new Set(["code", "കോഡ്"]);
const START = new Set(["start", "തുടങ്ങുക"]);

export function normalizeText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\u200B|\uFEFF/g, "")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!?]+$/u, "")
    .trim()
    .toLowerCase();
}

export function parseCommand(text: string): TextCommand {
  const t = normalizeText(text);
  if (STOP.has(t)) return { kind: "stop" };
  if (JOBS.has(t)) return { kind: "jobs" };
  if (CODE.has(t)) return { kind: "code" };
  const [first, ...rest] = t.split(" ");
  if (first && START.has(first)) {
    if (rest.length === 0) return { kind: "start", userCode: null, key: null };
    const [code, key] = rest;
    if (rest.length === 2 && code && key && /^ck\d{1,10}$/.test(code) && /^[a-z2-7]{8,16}$/.test(key)) {
      return { kind: "start", userCode: code.toUpperCase(), key };
    }
    if (rest.length === 1 && code && /^ck\d{1,10}$/.test(code)) {
      return { kind: "start", userCode: code.toUpperCase(), key: null };
    }
  }
  return { kind: "unknown" };
}
