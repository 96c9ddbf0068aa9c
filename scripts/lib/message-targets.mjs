// The sizes and Targets of the message path bench (scripts/bench-messages.mjs): its options, the
// places a publish needs for a wave of the asked size, and each measurement beside its target.
// No run here, so the tests can hold the rules without a server.

/** Today's size when no option is given: 30 workers START, are offered the work and tap Request. */
export const DEFAULT_WORKERS = 30;

/**
 * The Targets, each a list of [size, limit in ms]: a measurement at that size passes when its
 * figure is at most the limit. STARTs: the last worker's answer; the wave: the last of its offers
 * out after the publish; taps: the answers' p99; the crew: the last confirmation notice out after
 * the admin's accept.
 */
export const TARGETS = {
  starts: {
    what: "STARTs all answered (last)",
    limits: [
      [300, 30_000],
      [1000, 60_000],
    ],
  },
  wave: { what: "offer wave out (last offer)", limits: [[90, 10_000]] },
  taps: { what: "Request taps answered (p99)", limits: [[1000, 10_000]] },
  crew: { what: "crew told (last confirmation)", limits: [[30, 10_000]] },
};

/** The full Targets run, on both engines (for a quiet machine: it takes the server's every core). */
export const FULL_RUN =
  "BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- --messages --workers=300,1000 --wave=90 --taps=1000 --crew=30";

export const USAGE = [
  "npm run bench -- --messages [--workers=N[,N...]] [--wave=N] [--taps=N] [--crew=N]",
  "  --workers  workers who write START at once; a list runs once per size, each on a fresh",
  `             database and server (default ${DEFAULT_WORKERS})`,
  "  --wave     opted-in workers a publish offers in its first wave (default: as many as --workers)",
  "  --taps     workers who tap Request on the published work at once (default: those offered);",
  "             beyond the STARTed workers, more opt in first, unmeasured",
  "  --crew     the top N of the suggested crew accepted at once, then their confirmations timed",
  "             (default: not measured)",
  "Each figure is printed beside its target. The full Targets run, on a quiet machine:",
  `  ${FULL_RUN}`,
].join("\n");

const SIZE_OPTIONS = ["workers", "wave", "taps", "crew"];

function positive(name, text) {
  const n = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(n) || n < 1)
    throw new Error(`--${name}=${text}: a whole number of at least 1 was expected\n\n${USAGE}`);
  return n;
}

/**
 * The message path's sizes from the command line (`--workers=300,1000 --wave=90 --taps=1000
 * --crew=30`). Without them, today's run: 30 workers, the wave and the taps as many, no crew.
 */
export function messageOptions(argv) {
  const opts = { workers: [DEFAULT_WORKERS], wave: null, taps: null, crew: 0 };
  for (const arg of argv) {
    const name = SIZE_OPTIONS.find((o) => arg === `--${o}` || arg.startsWith(`--${o}=`));
    if (!name) continue;
    if (!arg.includes("=")) throw new Error(`${arg} needs a value (--${name}=N, no space)\n\n${USAGE}`);
    const value = arg.slice(name.length + 3);
    if (name === "workers") opts.workers = value.split(",").map((v) => positive(name, v));
    else opts[name] = positive(name, value);
  }
  return opts;
}

/** The sizes of the run with `workers` STARTs. */
export function runSizes(opts, workers) {
  return {
    workers,
    wave: opts.wave ?? workers,
    waveGiven: opts.wave !== null,
    taps: opts.taps,
    crew: opts.crew,
  };
}

/**
 * The places the published work needs. Without --wave, as many as the workers (today's run: the
 * wave is every opted-in worker). With it, enough that `shortlist_factor` times the places makes
 * the wave (90 offers for 30 places at the default factor 3), and at least the crew to accept.
 */
export function placesNeeded(sizes, shortlistFactor) {
  if (!sizes.waveGiven) return sizes.workers;
  return Math.max(sizes.crew, Math.ceil(sizes.wave / Math.max(1, shortlistFactor)));
}

const seconds = (ms) => (ms === null ? "not all in time" : `${(ms / 1000).toFixed(1)} s`);

/**
 * One measurement beside its target. The limit is the one of the smallest target size at least
 * `size`; a run smaller than that size says so in its verdict (it shows the path works, not that
 * the target is met); one larger than every target size has none.
 */
export function judged(kind, size, ms) {
  const target = TARGETS[kind];
  const at = target.limits.find(([s]) => s >= size);
  const row = { measurement: target.what, size, measured: seconds(ms) };
  if (!at) return { ...row, target: "none at this size", verdict: "-" };
  const [targetSize, limit] = at;
  const pass = ms !== null && ms <= limit;
  const word = pass ? "pass" : "miss";
  return {
    ...row,
    target: `<= ${limit / 1000} s at ${targetSize.toLocaleString("en-IN")}`,
    verdict: size === targetSize ? word : `${word} (smaller than ${targetSize.toLocaleString("en-IN")})`,
  };
}

/** The Targets rows of one run (messagePath's result). */
export function targetRows(run) {
  const rows = [
    judged("starts", run.sizes.workers, run.start.last),
    // A wave larger than the workers who opted in is as large as they are.
    judged("wave", run.waveOf ?? run.sizes.wave, run.waveMs),
    judged("taps", run.taps.count, run.taps.p99),
  ];
  // A crew not wholly accepted is not wholly told.
  if (run.crew)
    rows.push(judged("crew", run.sizes.crew, run.crew.accepted < run.sizes.crew ? null : run.crew.ms));
  return rows.map((r) => ({ engine: run.engine, workers: run.sizes.workers, ...r }));
}

/** What the Targets are and how they are run, above their table in docs/benchmarks.md. */
export const TARGETS_NOTE = `The Targets, on each engine: 300 and 1,000 opted-in workers' STARTs all answered within 30 s and 60 s; a wave of 90 offers out within 10 s of the publish; 1,000 Request taps answered with a p99 of at most 10 s; a crew of 30 told (their confirmation notices out) within 10 s of the admin's accept. The sizes are options of \`npm run bench -- --messages\`: \`--workers=300,1000\` (the STARTs; one run per size, each on a fresh database and server), \`--wave=90\` (the work published needs 90 / \`shortlist_factor\` places, and at least the crew), \`--taps=1000\` (the offered workers first, then others, who opt in first, unmeasured), \`--crew=30\` (the top 30 of the suggested crew accepted at once); without them 30 workers START, are offered the work and tap Request, and no crew is accepted. The full run, on a quiet machine: \`${FULL_RUN}\`. A run smaller than a target's size shows the path works; only a run at the size says whether the target is met.`;

/** The Targets table in Markdown, one line per measurement of every run. */
export function targetsTable(runs) {
  return [
    "| engine | run (workers) | measurement | size | measured | target | verdict |",
    "|---|---:|---|---:|---|---|---|",
    ...runs
      .flatMap(targetRows)
      .map(
        (r) =>
          `| ${r.engine} | ${r.workers} | ${r.measurement} | ${r.size} | ${r.measured} | ${r.target} | ${r.verdict} |`,
      ),
  ];
}
