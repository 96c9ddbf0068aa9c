/**
 * The words a worker can write: any case, extra spaces and a trailing full stop or question
 * mark allowed, in English, Malayalam or Manglish. "START <UserID> <key>" comes from the profile's link
 * (docs/decisions/041-whatsapp-inbound.md).
 */
export type TextCommand =
  | { kind: "start"; userCode: string | null; key: string | null }
  /** stop, jobs, my jobs, code, and the reminder's and the freed-place offer's buttons typed instead of tapped. */
  | { kind: TypedKind }
  | { kind: "unknown" };

/*
 * Each command in the three ways a worker writes it: English, Malayalam, and Manglish (Malayalam
 * in Latin letters, in the spellings workers use). Matched after `normalizeText` and `phraseKey`
 * (apostrophes and a trailing "chetta"/"please" dropped).
 * docs/whatsapp.md lists them; commands.test.ts checks each one.
 */
export const TYPED_PHRASES = {
  stop: {
    en: ["stop", "stop alerts", "unsubscribe"],
    ml: ["നിർത്തുക", "അറിയിപ്പുകൾ നിർത്തുക"],
    manglish: ["nirthuka", "nirthu", "message nirthu"],
  },
  jobs: {
    en: ["jobs", "job", "works", "menu", "any jobs", "any work"],
    ml: ["ജോലി", "ജോലികൾ", "മെനു", "ജോലി ഉണ്ടോ", "പണി ഉണ്ടോ"],
    manglish: ["joli", "jolikal", "joli undo", "job undo", "pani", "pani undo"],
  },
  mine: {
    en: ["my jobs", "my works", "my work", "my job"],
    ml: ["എന്റെ ജോലികൾ", "എന്റെ ജോലി"],
    manglish: ["ente joli", "ente jolikal", "ente pani", "ende joli"],
  },
  code: {
    en: ["code"],
    ml: ["കോഡ്"],
    manglish: ["kod", "code tharu"],
  },
  coming: {
    en: ["I'm coming", "i am coming", "coming", "i will come", "I'll come"],
    ml: ["ഞാൻ വരും", "വരും"],
    manglish: ["njan varum", "njan varam", "varum", "varam", "varaam"],
  },
  cant_come: {
    en: ["I can't come", "i cannot come", "can't come", "cannot come", "not coming", "I'm not coming"],
    ml: ["എനിക്ക് വരാൻ പറ്റില്ല", "എനിക്ക് വരാൻ കഴിയില്ല", "വരാൻ പറ്റില്ല", "വരാൻ കഴിയില്ല", "ഞാൻ വരില്ല", "വരില്ല"],
    manglish: [
      "enikku varan pattilla",
      "enik varan pattilla",
      "varan pattilla",
      "varan patilla",
      "varan kazhiyilla",
      "njan varilla",
      "varilla",
    ],
  },
  take: {
    en: ["take it", "take", "I'll take it"],
    ml: ["എനിക്ക് വേണം", "ഞാൻ എടുക്കുന്നു", "ഞാൻ എടുക്കാം", "എടുക്കാം"],
    manglish: ["enikku venam", "enik venam", "njan edukkam", "edukkam", "njan edukkunnu"],
  },
  pass: {
    en: ["pass", "no thanks"],
    ml: ["വേണ്ട", "എനിക്ക് വേണ്ട"],
    manglish: ["venda", "vendaa", "enikku venda"],
  },
} as const satisfies Record<string, Record<"en" | "ml" | "manglish", readonly string[]>>;

export type TypedKind = keyof typeof TYPED_PHRASES;

const START = new Set(["start", "തുടങ്ങുക"]);

/** Courtesy words a worker adds at the end ("joli undo chetta?"), dropped before matching. */
const TRAILING = /\s+(chetta|chettan|chechi|sir|please|pls|plz|ചേട്ടാ|ചേച്ചി|സാർ)$/u;

/** Older keyboards write a chillu as consonant, virama and ZWJ; Unicode 5.1 gave each its own letter. */
const CHILLU: Record<string, string> = {
  "ണ്\u200d": "ൺ",
  "ന്\u200d": "ൻ",
  "ര്\u200d": "ർ",
  "ല്\u200d": "ൽ",
  "ള്\u200d": "ൾ",
};
const OLD_CHILLU = /[ണനരലള]്\u200d/gu;

/** The form a phrase is matched in: apostrophes gone ("can't" and "cant" alike), courtesy dropped. */
function phraseKey(text: string): string {
  return normalizeText(text)
    .replace(OLD_CHILLU, (m) => CHILLU[m] ?? m)
    .replace(/[\u200c\u200d]/gu, "")
    .replace(/['\u2018\u2019`]/gu, "")
    .replace(/,/g, " ")
    .replace(/\s+/g, " ")
    .trim()
    .replace(TRAILING, "")
    .trim();
}

function normalizeText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\u200B|\uFEFF/g, "")
    .trim()
    .replace(/\s+/g, " ")
    .replace(/[.!?]+$/u, "")
    .trim()
    .toLowerCase();
}

const BY_PHRASE = new Map<string, TypedKind>();
for (const [kind, scripts] of Object.entries(TYPED_PHRASES) as [
  TypedKind,
  Record<string, readonly string[]>,
][]) {
  for (const phrases of Object.values(scripts)) for (const p of phrases) BY_PHRASE.set(phraseKey(p), kind);
}

export function parseCommand(text: string): TextCommand {
  const t = normalizeText(text);
  const kind = BY_PHRASE.get(phraseKey(text));
  if (kind) return { kind };
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
