import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { LANGUAGES, t } from "@catercrew/shared";
import { describe, expect, it } from "vitest";
import { type ButtonAction, parsePayload, payloadOf } from "../payloads.js";
import { parseCommand, TYPED_PHRASES, type TypedKind } from "./commands.js";
import { sessionMessageBody } from "./session-messages.js";
import { handshakeChallenge, validSignature, webhookEvents } from "./webhook.js";

describe("WhatsApp words, buttons and signatures", () => {
  it("reads the commands in any case, with extra spaces, in English and Malayalam", () => {
    for (const text of ["jobs", " JOBS ", "Jobs.", "ജോലി", "  ജോലി  ", "menu"])
      expect(parseCommand(text).kind).toBe("jobs");
    for (const text of ["STOP", "stop alerts", "Stop  Alerts", "നിർത്തുക"])
      expect(parseCommand(text).kind).toBe("stop");
    for (const text of ["code", "Code!", "കോഡ്"]) expect(parseCommand(text).kind).toBe("code");
    expect(parseCommand("start")).toEqual({ kind: "start", userCode: null, key: null });
    expect(parseCommand("തുടങ്ങുക")).toEqual({ kind: "start", userCode: null, key: null });
    expect(parseCommand("START  ck00042   abcdefgh")).toEqual({
      kind: "start",
      userCode: "CK00042",
      key: "abcdefgh",
    });
    for (const text of ["", "hello", "jobs tomorrow", "start now please", "stopp"])
      expect(parseCommand(text).kind).toBe("unknown");
  });

  it("reads every phrase of the table in English, Malayalam and Manglish, as typed", () => {
    const kinds = Object.keys(TYPED_PHRASES) as TypedKind[];
    for (const kind of kinds) {
      for (const script of ["en", "ml", "manglish"] as const) {
        const phrases: readonly string[] = TYPED_PHRASES[kind][script];
        expect(phrases.length, `${kind} ${script}`).toBeGreaterThan(0);
        for (const phrase of phrases) {
          expect(parseCommand(phrase).kind, phrase).toBe(kind);
          // Capitals, extra spaces, a question mark, a courtesy word at the end.
          expect(parseCommand(`  ${phrase.toUpperCase()}  chetta? `).kind, phrase).toBe(kind);
        }
      }
    }
    // The button's own words, curly apostrophes, and the chillu as older keyboards write it.
    expect(parseCommand("I can\u2019t come.").kind).toBe("cant_come");
    expect(parseCommand("Enikku varan pattilla!").kind).toBe("cant_come");
    expect(parseCommand("എനിക്ക് വരാ\u0d28\u0d4d\u200d പറ്റില്ല").kind).toBe("cant_come");
    expect(parseCommand("joli undo chetta?").kind).toBe("jobs");
    expect(parseCommand("Job undo").kind).toBe("jobs");
    // Near misses stay unknown: they go to a person, not to a service.
    for (const text of ["i can come tomorrow", "varan pattilla nale", "joli venam", "coming late"])
      expect(parseCommand(text).kind, text).toBe("unknown");
  });

  it("docs/whatsapp.md lists every accepted phrase", () => {
    const doc = readFileSync(new URL("../../../../../../docs/whatsapp.md", import.meta.url), "utf8");
    for (const scripts of Object.values(TYPED_PHRASES))
      for (const phrases of Object.values(scripts) as readonly string[][])
        for (const phrase of phrases) expect(doc, phrase).toContain(`"${phrase}"`);
  });

  it("writes and reads every button payload; foreign payloads are nothing", () => {
    const actions: ButtonAction[] = [
      { kind: "request", workId: 7 },
      { kind: "decline", workId: 7 },
      { kind: "pick", workId: 7 },
      { kind: "coming", workId: 7 },
      { kind: "cant_come", workId: 7 },
      { kind: "take", offerId: 9 },
      { kind: "pass", offerId: 9 },
      { kind: "stop" },
    ];
    for (const a of actions) expect(parsePayload(payloadOf(a))).toEqual(a);
    for (const p of [
      "",
      "request:",
      "request:0",
      "request:-1",
      "request:99999999999",
      "other:5",
      "request:5:6",
    ]) {
      expect(parsePayload(p)).toBeNull();
    }
  });

  it("keeps button and list words within Meta's limits in both languages", () => {
    for (const lang of LANGUAGES) {
      expect(Array.from(t(lang, "whatsapp:requestButton")).length).toBeLessThanOrEqual(20);
      expect(Array.from(t(lang, "whatsapp:jobsButton")).length).toBeLessThanOrEqual(20);
      expect(Array.from(t(lang, "whatsapp:jobsSection")).length).toBeLessThanOrEqual(24);
    }
    const body = sessionMessageBody({
      to: "919000000001",
      content: {
        type: "list",
        text: "x",
        button: "b",
        section: "s",
        rows: Array.from({ length: 12 }, (_, i) => ({
          id: `pick:${i + 1}`,
          title: "A very long auditorium name indeed",
          description: "d".repeat(100),
        })),
      },
    });
    const rows =
      (body.interactive as { action: { sections: { rows: { title: string; description: string }[] }[] } })
        .action.sections[0]?.rows ?? [];
    expect(rows).toHaveLength(10);
    for (const r of rows) {
      expect(Array.from(r.title).length).toBeLessThanOrEqual(24);
      expect(Array.from(r.description).length).toBeLessThanOrEqual(72);
    }
  });

  it("checks the signature over the exact bytes", () => {
    const raw = Buffer.from('{"a":1}');
    const good = `sha256=${createHmac("sha256", "s").update(raw).digest("hex")}`;
    expect(validSignature(raw, good, "s")).toBe(true);
    expect(validSignature(raw, good.toUpperCase().replace("SHA256=", "sha256="), "s")).toBe(true);
    expect(validSignature(Buffer.from('{"a": 1}'), good, "s")).toBe(false);
    expect(validSignature(raw, good, "t")).toBe(false);
    expect(validSignature(raw, undefined, "s")).toBe(false);
    expect(validSignature(raw, "sha1=abc", "s")).toBe(false);
    expect(
      handshakeChallenge({ "hub.mode": "subscribe", "hub.verify_token": "v", "hub.challenge": "42" }, "v"),
    ).toBe("42");
    expect(
      handshakeChallenge({ "hub.mode": "subscribe", "hub.verify_token": "w", "hub.challenge": "42" }, "v"),
    ).toBeNull();
  });

  it("keys a message by its id, a status by id and state", () => {
    const events = webhookEvents({
      entry: [
        {
          changes: [
            {
              field: "messages",
              value: {
                messages: [{ from: "919000000001", id: "wamid.A", type: "text", text: { body: "hi" } }],
                statuses: [{ id: "wamid.B", status: "read" }],
              },
            },
          ],
        },
      ],
    });
    expect(events.map((e) => e.key)).toEqual(["msg:wamid.A", "status:wamid.B:read"]);
  });
});
