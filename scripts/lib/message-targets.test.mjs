// The message path bench's options and its Targets table (no bench runs here).
import { describe, expect, it } from "vitest";
import {
  DEFAULT_WORKERS,
  judged,
  messageOptions,
  placesNeeded,
  runSizes,
  targetRows,
  targetsTable,
} from "./message-targets.mjs";

describe("the message path bench's sizes", () => {
  it("runs as before without options: 30 workers, the wave and the taps as many, no crew", () => {
    const opts = messageOptions(["--messages"]);
    expect(opts).toEqual({ workers: [DEFAULT_WORKERS], wave: null, taps: null, crew: 0 });
    const sizes = runSizes(opts, 30);
    expect(sizes).toEqual({ workers: 30, wave: 30, waveGiven: false, taps: null, crew: 0 });
    expect(placesNeeded(sizes, 3)).toBe(30);
  });

  it("reads a list of worker counts and the wave, taps and crew sizes", () => {
    const opts = messageOptions([
      "--messages",
      "--workers=300,1000",
      "--wave=90",
      "--taps=1000",
      "--crew=30",
    ]);
    expect(opts).toEqual({ workers: [300, 1000], wave: 90, taps: 1000, crew: 30 });
    expect(runSizes(opts, 1000)).toEqual({ workers: 1000, wave: 90, waveGiven: true, taps: 1000, crew: 30 });
  });

  it("refuses a size that is not a whole number of at least 1, or one without its value", () => {
    expect(() => messageOptions(["--workers=300,abc"])).toThrow(/--workers=abc/);
    expect(() => messageOptions(["--wave=0"])).toThrow(/at least 1/);
    expect(() => messageOptions(["--taps=1.5"])).toThrow(/whole number/);
    expect(() => messageOptions(["--crew", "30"])).toThrow(/--crew=N/);
    expect(() => messageOptions(["--workers="])).toThrow(/whole number/);
  });

  it("publishes a work whose wave is the asked size at the shortlist factor, with room for the crew", () => {
    const sizes = (wave, crew) =>
      runSizes(messageOptions([`--wave=${wave}`, ...(crew ? [`--crew=${crew}`] : [])]), 300);
    expect(placesNeeded(sizes(90, 30), 3)).toBe(30);
    expect(placesNeeded(sizes(10, 0), 3)).toBe(4);
    expect(placesNeeded(sizes(10, 5), 3)).toBe(5);
    expect(placesNeeded(sizes(90, 0), 2)).toBe(45);
  });
});

describe("each measurement beside its target", () => {
  it("judges STARTs at 300 against 30 s and at 1,000 against 60 s", () => {
    expect(judged("starts", 300, 29_000)).toMatchObject({ target: "<= 30 s at 300", verdict: "pass" });
    expect(judged("starts", 300, 31_000).verdict).toBe("miss");
    expect(judged("starts", 1000, 59_900)).toMatchObject({ target: "<= 60 s at 1,000", verdict: "pass" });
    expect(judged("starts", 1000, null)).toMatchObject({ measured: "not all in time", verdict: "miss" });
  });

  it("says when a run is smaller than the target's size, and when no target covers it", () => {
    expect(judged("starts", 20, 5_000).verdict).toBe("pass (smaller than 300)");
    expect(judged("wave", 10, 12_000).verdict).toBe("miss (smaller than 90)");
    expect(judged("starts", 2000, 1_000)).toMatchObject({ target: "none at this size", verdict: "-" });
  });

  it("makes one table of every run's measurements, the crew only when it was measured", () => {
    const run = (engine, crew) => ({
      engine,
      sizes: { workers: 300, wave: 90, waveGiven: true, taps: 1000, crew: crew ? 30 : 0 },
      start: { last: 25_000 },
      waveMs: 9_000,
      taps: { count: 1000, p99: 11_000 },
      crew: crew ? { accepted: 30, ms: 4_000 } : null,
    });
    expect(targetRows(run("pglite", true)).map((r) => [r.measurement, r.verdict])).toEqual([
      ["STARTs all answered (last)", "pass"],
      ["offer wave out (last offer)", "pass"],
      ["Request taps answered (p99)", "miss"],
      ["crew told (last confirmation)", "pass"],
    ]);
    const table = targetsTable([run("pglite", true), run("postgres", false)]);
    expect(table).toHaveLength(2 + 4 + 3);
    expect(table[2]).toBe(
      "| pglite | 300 | STARTs all answered (last) | 300 | 25.0 s | <= 30 s at 300 | pass |",
    );
    expect(table.at(-1)).toBe(
      "| postgres | 300 | Request taps answered (p99) | 1000 | 11.0 s | <= 10 s at 1,000 | miss |",
    );
  });

  it("judges the wave at the size it could have: no larger than the workers who opted in", () => {
    const rows = targetRows({
      engine: "pglite",
      sizes: { workers: 20, wave: 90, waveGiven: true, taps: null, crew: 0 },
      start: { last: 1_000 },
      waveMs: 800,
      waveOf: 20,
      taps: { count: 20, p99: 1_000 },
      crew: null,
    });
    expect(rows[1]).toMatchObject({ size: 20, verdict: "pass (smaller than 90)" });
  });

  it("counts a crew not wholly accepted as not told", () => {
    const rows = targetRows({
      engine: "pglite",
      sizes: { workers: 30, wave: 30, waveGiven: false, taps: null, crew: 30 },
      start: { last: 1_000 },
      waveMs: 1_000,
      taps: { count: 30, p99: 1_000 },
      crew: { accepted: 28, ms: 2_000 },
    });
    expect(rows.at(-1)).toMatchObject({ measured: "not all in time", verdict: "miss" });
  });
});
