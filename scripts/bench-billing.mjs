// `npm run bench -- --billing`: the dues screen and a client's statement with 100 clients / 4,000
// bills and 500 clients / 20,000 bills (one financial year, a third of the bills part paid, one in
// fifty credited), built on every request (kept answers off), and the Tally export of that year
// streamed: its time, size and the server's peak memory (VmHWM) before and after, which should not
// grow with the year (docs/decisions/057-payments-dues-exports.md). Rewrites its section of
// docs/benchmarks.md. Engines as the bench's (BENCH_DATABASE_URL adds PostgreSQL).
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { openSeededDatabase } from "./lib/bench-db.mjs";
import { freshPostgres, json, startServer, stopServer } from "./lib/server.mjs";

const ADMIN = { email: "bench@catercrew.test", password: "bench-admin-password" };
const DURATION = Number(process.env.BENCH_DURATION ?? 5);
export const BILLING_SIZES = [
  { clients: 100, bills: 4000 },
  { clients: 500, bills: 20000 },
];

/** Set-based seed: clients, issued bills over FY 2025-26, payments on a third, credit notes on 1 in 50. */
async function seed(database, { clients, bills }) {
  await database.exec(`
    update billing_settings set legal_name = 'Bench Caterers', gstin = '32ABCDE1234F1Z5', upi_id = 'bench@okaxis';
    insert into clients (name, mobile, state_code, gstin, whatsapp_consent)
      select 'Client ' || g, (7000000000 + g)::text, '32',
        case when g % 3 = 0 then '32AAACC' || lpad(g::text, 4, '0') || 'A1Z' || (g % 10)::text end, g % 2 = 0
      from generate_series(1, ${clients}) g;
    insert into invoices (kind, status, client_id, number, financial_year, sequence, invoice_date, due_date,
        place_of_supply, gst_rate, taxable_value, cgst, sgst, igst, round_off, total)
      select 'invoice', 'issued', 1 + g % ${clients}, 'INV/25-26/' || lpad(g::text, 5, '0'), '25-26', g,
        date '2025-04-01' + (g * 364 / ${bills}), date '2025-04-08' + (g * 364 / ${bills}),
        '32', 18, 10000, 900, 900, 0, 0, 11800
      from generate_series(1, ${bills}) g;
    insert into invoices (kind, status, client_id, credit_note_of, number, financial_year, sequence, invoice_date,
        place_of_supply, gst_rate, taxable_value, cgst, sgst, igst, round_off, total)
      select 'credit_note', 'issued', i.client_id, i.id, 'CN/25-26/' || lpad(i.sequence::text, 5, '0'), '25-26',
        i.sequence, i.invoice_date + 3, '32', 18, 1000, 90, 90, 0, 0, 1180
      from invoices i where i.kind = 'invoice' and i.sequence % 50 = 0;
    insert into client_payments (client_id, received_on, amount, tds_amount, method, reference)
      select i.client_id, i.invoice_date + 10, 5800, 100, 'bank_transfer', 'UTR' || i.id
      from invoices i where i.kind = 'invoice' and i.sequence % 3 = 0;
    insert into payment_allocations (payment_id, invoice_id, amount)
      select p.id, i.id, 5900 from client_payments p join invoices i
        on i.client_id = p.client_id and p.reference = 'UTR' || i.id;
  `);
  await database.exec("vacuum analyze");
}

function run(opts) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: 10, duration: DURATION, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    ),
  );
}

/** The server's resident peak (VmHWM) in MB, as Linux reports it. */
function peakMb(pid) {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Math.round(Number(m[1]) / 1024) : null;
  } catch {
    return null;
  }
}

async function measureSize(engine, size) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "cc-bench-billing-"));
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    BACKUP_AUTO: "0",
  };
  let pg;
  if (engine === "postgres") {
    pg = await freshPostgres(process.env.BENCH_DATABASE_URL, `cc_bench_billing_${size.clients}`);
    env.DATABASE_URL = pg.url;
  }
  try {
    const database = await openSeededDatabase({ databaseUrl: env.DATABASE_URL, dataDir, admin: ADMIN });
    await seed(database, size);
    await database.close();
    const server = await startServer({
      port: 3580,
      env: { ...env, ANSWER_CACHE_MB: "0" },
      timeoutMs: 120_000,
    });
    try {
      const token = (await json(`${server.url}/api/admin_panel/login/`, { method: "POST", body: ADMIN })).data
        .tokens.access;
      const headers = { authorization: `Bearer ${token}` };
      const dues = await run({ url: `${server.url}/api/billing/dues/`, headers });
      const statement = await run({ url: `${server.url}/api/clients/7/statement/`, headers });
      const before = peakMb(server.child.pid);
      const t0 = Date.now();
      const res = await fetch(`${server.url}/api/billing/exports/tally/?from=2025-04-01&to=2026-03-31`, {
        headers,
      });
      let bytes = 0;
      for await (const chunk of res.body) bytes += chunk.length;
      const seconds = (Date.now() - t0) / 1000;
      const row = {
        engine,
        ...size,
        dues: { rps: dues.requests.average, p50: dues.latency.p50, p99: dues.latency.p99, bad: dues.non2xx },
        statement: {
          rps: statement.requests.average,
          p50: statement.latency.p50,
          p99: statement.latency.p99,
        },
        tally: { seconds, mb: bytes / 1e6, peakBefore: before, peakAfter: peakMb(server.child.pid) },
      };
      console.log(JSON.stringify(row));
      return row;
    } finally {
      await stopServer(server);
    }
  } finally {
    await pg?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function billingOnEngines(engines) {
  const rows = [];
  for (const engine of engines) for (const size of BILLING_SIZES) rows.push(await measureSize(engine, size));
  return rows;
}

export function billingSection(rows) {
  const lines = [
    "## Billing: dues, a statement and the Tally export",
    "",
    `\`npm run bench -- --billing\` (scripts/bench-billing.mjs): bills of one financial year, a third part paid, one in fifty credited; built on every request (kept answers off), 10 connections, ${DURATION} s each. The Tally export of the year is streamed a page of 500 documents at a time; the server's resident peak (VmHWM) is read before and after it.`,
    "",
    "| engine | clients | bills | dues req/s | dues p50 / p99 ms | statement req/s | statement p50 / p99 ms | Tally export of the year | peak MB before -> after |",
    "|---|---|---|---|---|---|---|---|---|",
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.engine} | ${r.clients} | ${r.bills.toLocaleString("en-IN")} | ${Math.round(r.dues.rps)} | ${r.dues.p50} / ${r.dues.p99} | ${Math.round(r.statement.rps)} | ${r.statement.p50} / ${r.statement.p99} | ${r.tally.seconds.toFixed(1)} s, ${r.tally.mb.toFixed(1)} MB | ${r.tally.peakBefore} -> ${r.tally.peakAfter} |`,
    );
  }
  return `${lines.join("\n")}\n`;
}
