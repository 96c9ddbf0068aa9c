/**
 * The pace of outgoing WhatsApp messages (docs/decisions/042-whatsapp-outbound.md): at
 * most `rate` messages a second. Each message gets a send slot (a whole second) before it is put
 * on the queue with `startAfter` at that second; the slot pointer is kept in the settings row,
 * locked while slots are handed out, so batches from any process never crowd one second. Pure:
 * the clock comes in, so a test hands out 500 slots and counts them per second.
 */
interface PaceState {
  /** The second (epoch ms) being filled, or null. */
  slotAt: number | null;
  /** Messages already in that second. */
  used: number;
}

export function allocateSlots(
  state: PaceState,
  count: number,
  rate: number,
  nowMs: number,
): { times: number[]; state: PaceState } {
  const thisSecond = Math.floor(nowMs / 1000) * 1000;
  let slotAt = state.slotAt !== null && state.slotAt >= thisSecond ? state.slotAt : thisSecond;
  let used = state.slotAt !== null && state.slotAt >= thisSecond ? state.used : 0;
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    if (used >= rate) {
      slotAt += 1000;
      used = 0;
    }
    times.push(slotAt);
    used++;
  }
  return { times, state: { slotAt, used } };
}
