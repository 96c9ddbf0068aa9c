import {
  formatINR,
  formatRupees,
  fromPaise,
  type KeyOf,
  type Language,
  type ServerMessageId,
  toPaise,
  t as translate,
} from "@catercrew/shared";
import { formatDate, formatDateNumeric, formatDateTime, formatMonth } from "@catercrew/shared/format/dates";
import type { PaidPayoutRow, PayslipWageRow } from "./payslips.repository.js";

/**
 * The words of the payslip and the monthly statement: the server catalogue's `payslip:<key>` and
 * `payslip-role:<role>` (docs/decisions/039-one-catalogue.md; docs/glossary.md for the words).
 */
export const PAYSLIP_TEXT_KEYS = [
  "agencyName",
  "payslip",
  "monthlyStatement",
  "worker",
  "userId",
  "work",
  "customer",
  "place",
  "date",
  "role",
  "component",
  "amount",
  "baseFare",
  "ratingAmount",
  "travelAllowance",
  "overTime",
  "longFare",
  "bonus",
  "extraLoading",
  "extraSetting",
  "totalWage",
  "status",
  "paid",
  "pending",
  "paidOn",
  "reference",
  "month",
  "works",
  "totalWages",
  "paidTotal",
  "pendingTotal",
  "printHint",
  "generated",
] as const satisfies readonly KeyOf<"payslip">[];
type PayslipTextKey = (typeof PAYSLIP_TEXT_KEYS)[number];

/** The payslip's words in `lang`. */
export function payslipTexts(lang: Language): Record<PayslipTextKey, string> {
  return Object.fromEntries(
    PAYSLIP_TEXT_KEYS.map((key) => [key, translate(lang, `payslip:${key}`)]),
  ) as Record<PayslipTextKey, string>;
}

const PAYSLIP_ROLE_IDS: Record<string, ServerMessageId> = {
  subadmin: "payslip-role:subadmin",
  supervisor: "payslip-role:supervisor",
  head_boy: "payslip-role:head_boy",
  boys: "payslip-role:boys",
};

/** A role's name on the payslip. */
export function payslipRole(lang: Language, role: string): string {
  const id = PAYSLIP_ROLE_IDS[role];
  return id ? translate(lang, id) : role;
}

type Wage = NonNullable<PayslipWageRow>;
interface PayslipPerson {
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
  return `<p class="generated">${escapeHtml(t.generated)}: ${escapeHtml(formatDate(now, lang))}</p>
<p class="hint">${escapeHtml(t.printHint)}</p>`;
}

/** "Paid ₹740 by UPI on 28 Nov, 11:42 PM, UTR 4321…": how a batch paid the wage (record 060). */
export function paidLine(payout: PaidPayoutRow, lang: Language): string {
  const how =
    payout.method === "cash"
      ? translate(lang, "payslip:inCash")
      : payout.method === "razorpayx" && payout.destination?.includes("@")
        ? translate(lang, "payslip:byUpi")
        : translate(lang, "payslip:byBank");
  const values = {
    amount: formatRupees(fromPaise(payout.amountPaise)),
    how,
    when: payout.paidAt ? formatDateTime(payout.paidAt, lang, { year: false }) : "",
  };
  return payout.utr
    ? translate(lang, "payslip:paidLineUtr", { ...values, utr: payout.utr })
    : translate(lang, "payslip:paidLine", values);
}

/** One work's payslip: every wage component, the total and whether it is paid (and how, by a batch). */
export function renderPayslip(
  person: PayslipPerson,
  wage: Wage,
  lang: Language,
  now = new Date(),
  payout?: PaidPayoutRow,
): string {
  const t = payslipTexts(lang);
  const rows = COMPONENTS.map(
    ([key, label]) =>
      `<tr><th scope="row">${escapeHtml(t[label])}</th><td class="num">${escapeHtml(formatINR(String(wage[key])))}</td></tr>`,
  ).join("\n");
  const paidFacts =
    wage.paymentStatus === "paid" && payout
      ? `<dd class="paid-line" style="grid-column:1/-1">${escapeHtml(paidLine(payout, lang))}</dd>`
      : wage.paymentStatus === "paid"
        ? [
            wage.paidAt ? fact(t.paidOn, formatDate(wage.paidAt, lang)) : "",
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
${fact(t.date, formatDate(wage.date, lang, { weekday: "short" }))}
${fact(t.role, payslipRole(lang, wage.roleType))}
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
  return page(lang, `${t.payslip} · ${person.userName} · ${formatDate(wage.date, lang)}`, body);
}

/** A worker's wages of one month: each work with its total and status, then the sums. */
export function renderMonthly(
  person: PayslipPerson,
  month: string,
  list: Wage[],
  lang: Language,
  now = new Date(),
): string {
  const t = payslipTexts(lang);
  const monthName = formatMonth(month, lang);
  let total = 0;
  let paid = 0;
  for (const w of list) {
    total += toPaise(w.totalWage);
    if (w.paymentStatus === "paid") paid += toPaise(w.totalWage);
  }
  const rows = list
    .map(
      (w) => `<tr><td>${escapeHtml(formatDateNumeric(w.date))}</td><td>${escapeHtml(w.auditoriumName)}</td>
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
    : `<p>${escapeHtml(translate(lang, "payslip:noWages", { month: monthName }))}</p>`;
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
