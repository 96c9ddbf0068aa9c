import { formatINR, fromPaise, type Language, toPaise } from "@catercrew/shared";
import { iso } from "../../lib/dates.js";
import type { PayslipWageRow } from "./payslips.repository.js";
import { PAYSLIP_ROLES, PAYSLIP_TEXTS, type PayslipTextKey } from "./payslips.texts.js";

type Wage = NonNullable<PayslipWageRow>;
export interface PayslipPerson {
  userCode: string;
  userName: string;
}

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

const locale = (lang: Language) => (lang === "ml" ? "ml-IN" : "en-IN");

/** A calendar date (YYYY-MM-DD) as 05/11/2026, the Indian order, in both languages. */
export function formatIndianDate(date: string, lang: Language): string {
  const d = new Date(`${date.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(d.getTime())) return date;
  return new Intl.DateTimeFormat(locale(lang), {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "UTC",
  }).format(d);
}

/**
 * A timestamp as its date in Asia/Kolkata, Indian order, in the reader's language. The database's
 * own text form ("2026-11-22 20:41:08.52+00") is read through `iso`, which Date alone cannot.
 */
export function formatIndianDay(ts: string | Date, lang: Language): string {
  const d = new Date(iso(ts) ?? "");
  if (Number.isNaN(d.getTime())) return "";
  return new Intl.DateTimeFormat(locale(lang), {
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    timeZone: "Asia/Kolkata",
  }).format(d);
}

/** "November 2026" / "2026 നവംബർ" for `YYYY-MM`. */
export function formatMonth(month: string, lang: Language): string {
  return new Intl.DateTimeFormat(locale(lang), { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
}

// Inline only (no external files, no script): A4 on paper, one column on a phone.
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:"Noto Sans Malayalam","Noto Sans",system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f1f5f9;line-height:1.5}
:lang(ml) body,body:lang(ml){line-height:1.7}
.sheet{max-width:210mm;margin:0 auto;background:#fff;padding:24px}
header{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;border-bottom:2px solid #0f172a;padding-bottom:12px;margin-bottom:16px}
h1{font-size:1.4rem;margin:0}
h2{font-size:1.1rem;margin:0;color:#334155}
dl.facts{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0 0 16px}
dl.facts dt{color:#475569}
dl.facts dd{margin:0;font-weight:600;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse;font-size:.95rem}
th,td{padding:6px 8px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
tfoot th,tfoot td{border-top:2px solid #0f172a;font-weight:700}
.status{display:inline-block;padding:2px 10px;border-radius:999px;font-weight:700}
.paid{background:#dcfce7;color:#166534}
.pending{background:#fef3c7;color:#92400e}
.hint,.generated{color:#64748b;font-size:.85rem;margin-top:16px}
@media (max-width:480px){.sheet{padding:12px}h1{font-size:1.2rem}table{font-size:.9rem}th,td{padding:6px 4px}}
@page{size:A4;margin:15mm}
@media print{body{background:#fff}.sheet{max-width:none;padding:0}.hint{display:none}.status{border:1px solid currentColor}}
`;

function page(lang: Language, title: string, body: string): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main class="sheet">
${body}
</main>
</body>
</html>
`;
}

const COMPONENTS: [keyof Wage, PayslipTextKey][] = [
  ["baseFare", "baseFare"],
  ["ratingAmount", "ratingAmount"],
  ["travelAllowance", "travelAllowance"],
  ["overTime", "overTime"],
  ["longFare", "longFare"],
  ["bonus", "bonus"],
  ["extraLoading", "extraLoading"],
  ["extraSetting", "extraSetting"],
];

function statusBadge(wage: Pick<Wage, "paymentStatus">, t: Record<PayslipTextKey, string>): string {
  const paid = wage.paymentStatus === "paid";
  return `<span class="status ${paid ? "paid" : "pending"}">${escapeHtml(paid ? t.paid : t.pending)}</span>`;
}

function fact(label: string, value: string): string {
  return `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`;
}

function header(t: Record<PayslipTextKey, string>, title: string): string {
  return `<header><h1>${escapeHtml(t.agencyName)}</h1><h2>${escapeHtml(title)}</h2></header>`;
}

function footer(t: Record<PayslipTextKey, string>, lang: Language, now: Date): string {
  return `<p class="generated">${escapeHtml(t.generated)}: ${escapeHtml(formatIndianDay(now, lang))}</p>
<p class="hint">${escapeHtml(t.printHint)}</p>`;
}

/** One work's payslip: every wage component, the total and whether it is paid. */
export function renderPayslip(person: PayslipPerson, wage: Wage, lang: Language, now = new Date()): string {
  const t = PAYSLIP_TEXTS[lang];
  const rows = COMPONENTS.map(
    ([key, label]) =>
      `<tr><th scope="row">${escapeHtml(t[label])}</th><td class="num">${escapeHtml(formatINR(String(wage[key])))}</td></tr>`,
  ).join("\n");
  const paidFacts =
    wage.paymentStatus === "paid"
      ? [
          wage.paidAt ? fact(t.paidOn, formatIndianDay(wage.paidAt, lang)) : "",
          wage.paymentReference ? fact(t.reference, wage.paymentReference) : "",
        ].join("")
      : "";
  const body = `${header(t, t.payslip)}
<dl class="facts">
${fact(t.worker, person.userName)}
${fact(t.userId, person.userCode)}
${fact(t.work, wage.auditoriumName)}
${fact(t.customer, wage.customerName)}
${fact(t.place, wage.place)}
${fact(t.date, formatIndianDate(wage.date, lang))}
${fact(t.role, PAYSLIP_ROLES[lang][wage.roleType] ?? wage.roleType)}
</dl>
<table>
<thead><tr><th scope="col">${escapeHtml(t.component)}</th><th scope="col" class="num">${escapeHtml(t.amount)}</th></tr></thead>
<tbody>
${rows}
</tbody>
<tfoot><tr><th scope="row">${escapeHtml(t.totalWage)}</th><td class="num">${escapeHtml(formatINR(wage.totalWage))}</td></tr></tfoot>
</table>
<dl class="facts" style="margin-top:16px">
<dt>${escapeHtml(t.status)}</dt><dd>${statusBadge(wage, t)}</dd>
${paidFacts}
</dl>
${footer(t, lang, now)}`;
  return page(lang, `${t.payslip} · ${person.userName} · ${formatIndianDate(wage.date, lang)}`, body);
}

/** A worker's wages of one month: each work with its total and status, then the sums. */
export function renderMonthly(
  person: PayslipPerson,
  month: string,
  list: Wage[],
  lang: Language,
  now = new Date(),
): string {
  const t = PAYSLIP_TEXTS[lang];
  const monthName = formatMonth(month, lang);
  let total = 0;
  let paid = 0;
  for (const w of list) {
    total += toPaise(w.totalWage);
    if (w.paymentStatus === "paid") paid += toPaise(w.totalWage);
  }
  const rows = list
    .map(
      (
        w,
      ) => `<tr><td>${escapeHtml(formatIndianDate(w.date, lang))}</td><td>${escapeHtml(w.auditoriumName)}</td>
<td>${statusBadge(w, t)}</td><td class="num">${escapeHtml(formatINR(w.totalWage))}</td></tr>`,
    )
    .join("\n");
  const table = list.length
    ? `<table>
<thead><tr><th scope="col">${escapeHtml(t.date)}</th><th scope="col">${escapeHtml(t.work)}</th><th scope="col">${escapeHtml(t.status)}</th><th scope="col" class="num">${escapeHtml(t.totalWage)}</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>`
    : `<p>${escapeHtml(t.noWages.replace("{month}", monthName))}</p>`;
  const body = `${header(t, t.monthlyStatement)}
<dl class="facts">
${fact(t.worker, person.userName)}
${fact(t.userId, person.userCode)}
${fact(t.month, monthName)}
${fact(t.works, String(list.length))}
</dl>
${table}
<dl class="facts" style="margin-top:16px">
${fact(t.totalWages, formatINR(fromPaise(total)))}
${fact(t.paidTotal, formatINR(fromPaise(paid)))}
${fact(t.pendingTotal, formatINR(fromPaise(total - paid)))}
</dl>
${footer(t, lang, now)}`;
  return page(lang, `${t.monthlyStatement} · ${person.userName} · ${monthName}`, body);
}
