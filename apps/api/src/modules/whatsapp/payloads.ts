/**
 * Button and list-row ids that come back from WhatsApp (docs/decisions/041-whatsapp-inbound.md).
 * A template's quick-reply button carries one as its `payload`; a session message's reply button
 * or list row carries one as its `id`. Outbound messages build them with `payloadOf`; the inbound
 * side reads them with `parsePayload`. Plain strings, at most 256 characters (Meta's limit).
 */

export type ButtonAction =
  /** "Request" on an offer, or the button under "Request this work?". */
  | { kind: "request"; workId: number }
  /** "Not this time" on an offer: no more messages about that work. */
  | { kind: "decline"; workId: number }
  /** A row of the "jobs" list: asks "Request this work?". */
  | { kind: "pick"; workId: number }
  /** "Stop alerts". */
  | { kind: "stop" }
  /** The reminder's "I'm coming". */
  | { kind: "coming"; workId: number }
  /** The reminder's "I can't come". */
  | { kind: "cant_come"; workId: number }
  /** A waitlist offer's "Take it". */
  | { kind: "take"; offerId: number }
  /** A waitlist offer's "Pass". */
  | { kind: "pass"; offerId: number }
  /** Cash handed over at the venue: "Got it" / "Not received" (payouts' cash line, record 066). */
  | { kind: "cash_got"; itemId: number }
  | { kind: "cash_missing"; itemId: number };

export function payloadOf(action: ButtonAction): string {
  switch (action.kind) {
    case "stop":
      return "stop";
    case "take":
    case "pass":
      return `${action.kind}:${action.offerId}`;
    case "cash_got":
    case "cash_missing":
      return `${action.kind}:${action.itemId}`;
    default:
      return `${action.kind}:${action.workId}`;
  }
}

const WITH_WORK = new Set(["request", "decline", "pick", "coming", "cant_come"]);

/** The action of a button payload or row id; null for anything else (old or foreign payloads). */
export function parsePayload(payload: string): ButtonAction | null {
  const text = payload.trim();
  if (text === "stop") return { kind: "stop" };
  const m = /^([a-z_]+):([1-9]\d{0,9})$/.exec(text);
  if (!m?.[1] || !m[2]) return null;
  const id = Number(m[2]);
  if (!Number.isSafeInteger(id) || id > 2_147_483_647) return null;
  const kind = m[1];
  if (kind === "take" || kind === "pass") return { kind, offerId: id };
  if (kind === "cash_got" || kind === "cash_missing") return { kind, itemId: id };
  if (WITH_WORK.has(kind)) {
    return { kind: kind as "request" | "decline" | "pick" | "coming" | "cant_come", workId: id };
  }
  return null;
}
