import { describe, expect, it } from "vitest";
import { B2B_HEADER, type Gstr1Document, gstDate, gstr1Csv } from "./gstr1-csv.js";
import { DEFAULT_TALLY_LEDGERS, type TallyDocument, tallyXml, voucherOf } from "./tally-xml.js";

async function* from<T>(items: T[]): AsyncGenerator<T> {
  for (const item of items) yield item;
}

async function text(chunks: AsyncIterable<string>): Promise<string> {
  let out = "";
  for await (const chunk of chunks) out += chunk;
  return out;
}

/** Every AMOUNT of every ledger line of one voucher, in paise. */
function ledgerAmounts(voucher: string): number[] {
  return [...voucher.matchAll(/<ALLLEDGERENTRIES\.LIST>.*?<AMOUNT>(-?\d+\.\d\d)<\/AMOUNT>/g)].map((m) =>
    Math.round(Number(m[1]) * 100),
  );
}

const invoice: TallyDocument = {
  kind: "invoice",
  number: "INV/26-27/0001",
  date: "2026-04-01",
  party: "Hotel <Paragon> & Sons",
  taxable: 1_000_050,
  cgst: 90_005,
  sgst: 90_005,
  igst: 0,
  roundOff: -60,
  total: 1_180_000,
};

describe("the Tally import file", () => {
  it("writes a sales voucher: party debited with the total, sales, CGST, SGST and round-off credited", () => {
    const xml = voucherOf(invoice, DEFAULT_TALLY_LEDGERS);
    expect(xml).toContain('<VOUCHER VCHTYPE="Sales" ACTION="Create"');
    expect(xml).toContain("<DATE>20260401</DATE>");
    expect(xml).toContain("<PARTYLEDGERNAME>Hotel &lt;Paragon&gt; &amp; Sons</PARTYLEDGERNAME>");
    expect(xml).toContain(
      "<LEDGERNAME>Hotel &lt;Paragon&gt; &amp; Sons</LEDGERNAME><ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE><ISPARTYLEDGER>Yes</ISPARTYLEDGER><AMOUNT>-11800.00</AMOUNT>",
    );
    expect(xml).toContain(
      "<NAME>INV/26-27/0001</NAME><BILLTYPE>New Ref</BILLTYPE><AMOUNT>-11800.00</AMOUNT>",
    );
    expect(xml).toContain(
      "<LEDGERNAME>Output CGST</LEDGERNAME><ISDEEMEDPOSITIVE>No</ISDEEMEDPOSITIVE><ISPARTYLEDGER>No</ISPARTYLEDGER><AMOUNT>900.05</AMOUNT>",
    );
    expect(xml).toContain(
      "<LEDGERNAME>Round Off</LEDGERNAME><ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE><ISPARTYLEDGER>No</ISPARTYLEDGER><AMOUNT>-0.60</AMOUNT>",
    );
    expect(xml).not.toContain("Output IGST");
    expect(ledgerAmounts(xml).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("writes a credit note the other way round, citing its invoice", () => {
    const xml = voucherOf(
      {
        ...invoice,
        kind: "credit_note",
        number: "CN/26-27/0001",
        invoiceNumber: "INV/26-27/0001",
        cgst: 0,
        sgst: 0,
        igst: 180_010,
        roundOff: -60,
      },
      DEFAULT_TALLY_LEDGERS,
    );
    expect(xml).toContain('VCHTYPE="Credit Note"');
    expect(xml).toContain(
      "<ISDEEMEDPOSITIVE>No</ISDEEMEDPOSITIVE><ISPARTYLEDGER>Yes</ISPARTYLEDGER><AMOUNT>11800.00</AMOUNT>",
    );
    expect(xml).toContain(
      "<NAME>INV/26-27/0001</NAME><BILLTYPE>Agst Ref</BILLTYPE><AMOUNT>11800.00</AMOUNT>",
    );
    expect(xml).toContain(
      "<LEDGERNAME>Output IGST</LEDGERNAME><ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE><ISPARTYLEDGER>No</ISPARTYLEDGER><AMOUNT>-1800.10</AMOUNT>",
    );
    expect(ledgerAmounts(xml).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("writes a receipt: bank and TDS debited, the party credited against each bill and the rest as an advance", () => {
    const xml = voucherOf(
      {
        kind: "receipt",
        number: "RCPT-12",
        date: "2026-05-02",
        party: "Paragon",
        amount: 1_000_000,
        tds: 20_000,
        method: "bank_transfer",
        reference: "UTR123",
        allocations: [{ invoiceNumber: "INV/26-27/0001", amount: 900_000 }],
      },
      DEFAULT_TALLY_LEDGERS,
    );
    expect(xml).toContain('VCHTYPE="Receipt"');
    expect(xml).toContain(
      "<LEDGERNAME>Bank Account</LEDGERNAME><ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE><ISPARTYLEDGER>No</ISPARTYLEDGER><AMOUNT>-10000.00</AMOUNT>",
    );
    expect(xml).toContain(
      "<LEDGERNAME>TDS Receivable</LEDGERNAME><ISDEEMEDPOSITIVE>Yes</ISDEEMEDPOSITIVE><ISPARTYLEDGER>No</ISPARTYLEDGER><AMOUNT>-200.00</AMOUNT>",
    );
    expect(xml).toContain("<NAME>INV/26-27/0001</NAME><BILLTYPE>Agst Ref</BILLTYPE><AMOUNT>9000.00</AMOUNT>");
    expect(xml).toContain("<NAME>ADV-RCPT-12</NAME><BILLTYPE>Advance</BILLTYPE><AMOUNT>1200.00</AMOUNT>");
    expect(ledgerAmounts(xml).reduce((a, b) => a + b, 0)).toBe(0);
  });

  it("refuses a voucher that does not balance rather than write it", () => {
    expect(() => voucherOf({ ...invoice, total: invoice.total + 1 }, DEFAULT_TALLY_LEDGERS)).toThrow(
      /balance/,
    );
  });

  it("wraps the vouchers in Tally's import envelope", async () => {
    const xml = await text(tallyXml(from([invoice]), { company: "Sree Caterers" }));
    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<ENVELOPE><HEADER><TALLYREQUEST>Import Data<\/TALLYREQUEST><\/HEADER><BODY><IMPORTDATA><REQUESTDESC><REPORTNAME>Vouchers<\/REPORTNAME><STATICVARIABLES><SVCURRENTCOMPANY>Sree Caterers<\/SVCURRENTCOMPANY>/,
    );
    expect(xml.match(/<TALLYMESSAGE /g)).toHaveLength(1);
    expect(xml.trimEnd().endsWith("</REQUESTDATA></IMPORTDATA></BODY></ENVELOPE>")).toBe(true);
  });

  it("streams: the first voucher is out before the source has given the second", async () => {
    let given = 0;
    async function* slow(): AsyncGenerator<TallyDocument> {
      for (let i = 0; i < 1000; i += 1) {
        given += 1;
        yield { ...invoice, number: `INV/${i}` };
      }
    }
    const out = tallyXml(slow());
    await out.next();
    const first = await out.next();
    expect(first.value).toContain("INV/0");
    expect(given).toBe(1);
    await out.return(undefined);
  });
});

const registered: Gstr1Document = {
  kind: "invoice",
  number: "INV/26-27/0001",
  date: "2026-04-01",
  recipientGstin: "32AAACP1234A1Z5",
  recipientName: 'Paragon, "Hotels"',
  placeOfSupply: "32-Kerala",
  value: 1_180_000,
  parts: [{ rate: 18, taxable: 1_000_000, igst: 0, cgst: 90_000, sgst: 90_000 }],
};
const walkIn = (n: number, pos: string, taxable: number): Gstr1Document => ({
  ...registered,
  number: `INV/26-27/00${n}`,
  recipientGstin: null,
  recipientName: "Wedding host",
  placeOfSupply: pos,
  parts: [{ rate: 18, taxable, igst: 0, cgst: taxable * 0.09, sgst: taxable * 0.09 }],
});

describe("the GSTR-1 file", () => {
  it("writes dates as the offline tool does", () => {
    expect(gstDate("2027-03-31")).toBe("31-Mar-2027");
  });

  it("lists B2B invoices, CDNR notes and B2CS totals per state and rate net of their notes", async () => {
    const csv = await text(
      gstr1Csv(
        from([
          registered,
          walkIn(2, "32-Kerala", 100_000),
          walkIn(3, "32-Kerala", 50_000),
          walkIn(4, "29-Karnataka", 10_000),
        ]),
        from([
          {
            ...registered,
            kind: "credit_note",
            number: "CN/26-27/0001",
            date: "2026-04-05",
            invoiceNumber: "INV/26-27/0001",
            value: 118_000,
            parts: [{ rate: 18, taxable: 100_000, igst: 0, cgst: 9_000, sgst: 9_000 }],
          },
          { ...walkIn(2, "32-Kerala", 20_000), kind: "credit_note", number: "CN/26-27/0002" },
        ]),
      ),
    );
    const lines = csv.split("\n");
    expect(lines[0]).toBe("b2b");
    expect(lines[1]).toBe(B2B_HEADER.join(","));
    expect(lines[2]).toBe(
      '"32AAACP1234A1Z5","Paragon, ""Hotels""","INV/26-27/0001",01-Apr-2026,11800.00,"32-Kerala",N,,Regular B2B,,18,10000.00,0.00,0.00,900.00,900.00',
    );
    expect(lines[3]).toBe("");
    expect(lines[4]).toBe("cdnr");
    expect(lines[6]).toBe(
      '"32AAACP1234A1Z5","Paragon, ""Hotels""","CN/26-27/0001",05-Apr-2026,C,"32-Kerala",N,Regular B2B,1180.00,,18,1000.00,0.00,"INV/26-27/0001",0.00,90.00,90.00',
    );
    const b2cs = lines.slice(lines.indexOf("b2cs") + 2).filter(Boolean);
    expect(b2cs).toEqual([
      'OE,"29-Karnataka",18,,100.00,0.00,,0.00,9.00,9.00',
      'OE,"32-Kerala",18,,1300.00,0.00,,0.00,117.00,117.00',
    ]);
  });
});
