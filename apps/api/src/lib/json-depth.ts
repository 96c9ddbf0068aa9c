/**
 * Whether a parsed JSON value nests at most `max` arrays or objects deep. Walked with a list, not
 * by recursion, so a hostile depth cannot overflow the stack here (as storing or serialising the
 * value would: call this before either).
 */
export function jsonDepthWithin(value: unknown, max: number): boolean {
  const stack: { v: unknown; depth: number }[] = [{ v: value, depth: 0 }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { v, depth } = item;
    if (v === null || typeof v !== "object") continue;
    if (depth + 1 > max) return false;
    const children: unknown[] = Array.isArray(v) ? v : Object.values(v);
    for (const child of children) {
      if (child !== null && typeof child === "object") stack.push({ v: child, depth: depth + 1 });
    }
  }
  return true;
}
