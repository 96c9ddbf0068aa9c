/**
 * The invisible bidi controls (U+202A-U+202E embeddings and overrides, U+2066-U+2069 isolates):
 * in free text they reorder what others read ("07:30" shown as "03:70") and carry no meaning of
 * their own, so input loses them (record 052).
 */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

export function withoutBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, "");
}

/**
 * A parsed JSON body with every string (values and keys' values in arrays and plain objects)
 * stripped of bidi controls, changed in place. Walked with a list, not by recursion: a hostile
 * depth cannot overflow the stack. Anything that is not plain JSON (a Buffer, a stream) is left.
 */
export function stripBidiControls(body: unknown): unknown {
  if (typeof body === "string") return withoutBidiControls(body);
  if (!isJsonContainer(body)) return body;
  const stack: (unknown[] | Record<string, unknown>)[] = [body];
  for (let node = stack.pop(); node; node = stack.pop()) {
    const record: Record<string, unknown> = Array.isArray(node) ? { ...node } : node;
    for (const key of Object.keys(record)) {
      const value = record[key];
      if (typeof value === "string") {
        const clean = withoutBidiControls(value);
        if (clean !== value) setAt(node, key, clean);
      } else if (isJsonContainer(value)) stack.push(value);
    }
  }
  return body;
}

function setAt(node: unknown[] | Record<string, unknown>, key: string, value: string): void {
  if (Array.isArray(node)) node[Number(key)] = value;
  else node[key] = value;
}

function isJsonContainer(value: unknown): value is unknown[] | Record<string, unknown> {
  if (Array.isArray(value)) return true;
  if (value === null || typeof value !== "object") return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}
