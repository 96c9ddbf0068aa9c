import {
  amountInWords,
  formatINR,
  fromPaise,
  type Invoice,
  type InvoiceParty,
  stateLabel,
  toPaise,
} from "@catercrew/shared";
import type { BillingSettingsRow } from "../billing-settings/billing-settings.repository.js";

/**
 * The printable bill (A4, English, as GST rule 46 asks: the agency's and the client's names,
 * addresses and GSTINs, the number and date, SAC, place of supply with its state, each tax's rate
 * and amount, "Reverse charge: No", the amount in words). Without an agency GSTIN it is a plain
 * bill with no tax lines (docs/decisions/056-clients-and-bills.md). Inline CSS only, no script.
 */

const esc = (value: string | null | undefined): string =>
  (value ?? "")
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:"Noto Sans",system-ui,sans-serif;color:#0f172a;background:#f1f5f9;line-height:1.45;font-size:13px}
.sheet{max-width:210mm;margin:0 auto;background:#fff;padding:24px}
h1{font-size:1.5rem;margin:0 0 4px;letter-spacing:.04em}
.top{display:flex;justify-content:space-between;gap:16px;border-bottom:2px solid #0f172a;padding-bottom:10px;margin-bottom:12px}
.parties{display:grid;grid-template-columns:1fr 1fr;gap:16px;margin-bottom:12px}
.box{border:1px solid #cbd5e1;padding:8px;border-radius:4px}.box h2{font-size:.8rem;text-transform:uppercase;color:#475569;margin:0 0 4px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:2px 12px;margin:0}dt{color:#475569}dd{margin:0;font-weight:600}
table{width:100%;border-collapse:collapse;margin:8px 0}th,td{padding:5px 6px;border:1px solid #cbd5e1;text-align:left;vertical-align:top}
th{background:#f1f5f9}.num{text-align:right;white-space:nowrap;font-variant-numeric:tabular-nums}
.totals{margin-left:auto;width:50%}.totals td{border:none;border-bottom:1px solid #e2e8f0}.grand td{font-weight:700;font-size:1.1rem;border-top:2px solid #0f172a}
.words{font-weight:600;margin:8px 0}.foot{display:flex;justify-content:space-between;gap:16px;margin-top:24px}.sign{text-align:right;min-width:40%}
@page{size:A4;margin:12mm}@media print{body{background:#fff}.sheet{padding:0;max-width:none}}
@media (max-width:560px){.parties{grid-template-columns:1fr}.totals{width:100%}.sheet{padding:10px}}
`;

function party(title: string, p: InvoiceParty | null, extra = ""): string {
  if (!p) return "";
  return `<div class="box"><h2>${esc(title)}</h2><div><strong>${esc(p.name)}</strong></div>
<div>${esc(p.address).replaceAll("\n", "<br>")}</div>
<dl>${p.gstin ? `<dt>GSTIN</dt><dd>${esc(p.gstin)}</dd>` : ""}<dt>State</dt><dd>${esc(stateLabel(p.state_code))}</dd>${extra}</dl></div>`;
}

function title(inv: Invoice, taxed: boolean): string {
  if (inv.kind === "credit_note") return "Credit Note";
  if (inv.status === "draft") return taxed ? "Tax Invoice (draft)" : "Bill (draft)";
  return taxed ? "Tax Invoice" : "Bill";
}

/** The client's advance settled on the bill when it was issued (record 071), and what is left to pay. */
function advanceRows(inv: Invoice): string {
  const applied = toPaise(inv.advance_applied);
  if (inv.kind !== "invoice" || applied <= 0) return "";
  const payable = fromPaise(toPaise(inv.total) - applied);
  return `<tr><td>Less: advance received</td><td class="num">-${esc(formatINR(inv.advance_applied))}</td></tr>
<tr class="grand"><td>Balance payable</td><td class="num">${esc(formatINR(payable))}</td></tr>`;
}

function totalsTable(inv: Invoice, taxed: boolean): string {
  const row = (label: string, value: string) =>
    `<tr><td>${esc(label)}</td><td class="num">${esc(formatINR(value))}</td></tr>`;
  const half = (Number(inv.gst_rate) / 2).toFixed(2);
  const taxes = !taxed
    ? ""
    : inv.supply === "inter_state"
      ? row(`IGST @ ${inv.gst_rate} %`, inv.igst)
      : row(`CGST @ ${half} %`, inv.cgst) + row(`SGST @ ${half} %`, inv.sgst);
  return `<table class="totals"><tbody>${row(taxed ? "Taxable value" : "Sub-total", inv.taxable_value)}${taxes}
${toPaise(inv.round_off) !== 0 ? row("Round off", inv.round_off) : ""}
<tr class="grand"><td>Total</td><td class="num">${esc(formatINR(inv.total))}</td></tr>${advanceRows(inv)}</tbody></table>`;
}

export function invoiceDocument(inv: Invoice, settings: BillingSettingsRow): string {
  const taxed = inv.supply !== "untaxed";
  const seller: InvoiceParty = inv.seller ?? {
    name: settings.legalName,
    address: settings.address,
    gstin: settings.gstin,
    state_code: settings.stateCode,
    state_name: "",
  };
  const buyer = inv.buyer;
  const lines = inv.lines
    .map(
      (
        l,
        i,
      ) => `<tr><td>${i + 1}</td><td>${esc(l.description)}</td>${taxed ? `<td>${esc(settings.sac)}</td>` : ""}
<td class="num">${esc(l.quantity)}</td><td class="num">${esc(formatINR(l.rate))}</td><td class="num">${esc(formatINR(l.amount))}</td></tr>`,
    )
    .join("");
  const cited = inv.credit_note_of
    ? `<dt>Against invoice</dt><dd>${esc(inv.credit_note_of.number)}</dd>`
    : "";
  const bank = [
    settings.bankName ? `Bank: ${esc(settings.bankName)}` : "",
    settings.bankAccount ? `A/c: ${esc(settings.bankAccount)}` : "",
    settings.bankIfsc ? `IFSC: ${esc(settings.bankIfsc)}` : "",
    settings.upiId ? `UPI: ${esc(settings.upiId)}` : "",
  ]
    .filter(Boolean)
    .join(" · ");
  const heading = title(inv, taxed);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(heading)} ${esc(inv.number ?? "")}</title><style>${STYLE}</style></head>
<body><main class="sheet">
<div class="top"><div><h1>${esc(heading)}</h1>${inv.kind === "invoice" && taxed ? "<div>Original for recipient</div>" : ""}</div>
<dl><dt>Number</dt><dd>${esc(inv.number ?? "Draft")}</dd><dt>Date</dt><dd>${esc(inv.invoice_date ?? "")}</dd>
${inv.due_date ? `<dt>Due date</dt><dd>${esc(inv.due_date)}</dd>` : ""}${cited}
${taxed ? `<dt>Place of supply</dt><dd>${esc(inv.place_of_supply_name)}</dd><dt>Reverse charge</dt><dd>No</dd>` : ""}</dl></div>
<div class="parties">${party("From", seller, seller.gstin ? "" : "")}${party("Bill to", buyer ?? { name: inv.client_name, address: null, gstin: null, state_code: inv.place_of_supply, state_name: "" })}</div>
${inv.work_date ? `<div>Work: ${esc(inv.work_venue)} on ${esc(inv.work_date)}</div>` : ""}
${inv.reason ? `<div>Reason: ${esc(inv.reason)}</div>` : ""}
<table><thead><tr><th>#</th><th>Description</th>${taxed ? "<th>SAC</th>" : ""}<th class="num">Qty</th><th class="num">Rate</th><th class="num">Amount</th></tr></thead>
<tbody>${lines}</tbody></table>
${totalsTable(inv, taxed)}
<div class="words">${esc(amountInWords(toPaise(inv.total)))}</div>
${inv.notes ? `<div>${esc(inv.notes)}</div>` : ""}
<div class="foot"><div>${bank}${settings.footer ? `<div>${esc(settings.footer)}</div>` : ""}</div>
<div class="sign">For ${esc(seller.name)}<br><br><br>Authorised signatory</div></div>
</main></body></html>
`;
}
