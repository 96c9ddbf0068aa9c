import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pastDate } from "../../test/factories.js";
import { createTestApp, TEST_ENGINE, type TestApp, type TestUser } from "../../test/helpers.js";
import { issuedBill, makeClient, setAgencyGstin } from "../../test/receivables-fixture.js";

let t: TestApp;
let admin: TestUser;
let captain: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser("admin");
  captain = await t.createUser("subadmin");
}, 60_000);
afterAll(() => t.close());

const get = (url: string, as: TestUser = admin) => t.request({ method: "GET", url, as });

describe(`the accountant's files on ${TEST_ENGINE}`, () => {
  it("Tally: a sales voucher per bill, a credit note and a receipt with TDS, each balancing", async () => {
    const client = await makeClient(t, { name: "Paragon & Sons" });
    const bill = await issuedBill(t, client.id, { taxable: 1_000_000, date: pastDate(20) });
    await issuedBill(t, client.id, { taxable: 100_000, date: pastDate(15), creditNoteOf: bill.id });
    await t.request({
      method: "POST",
      url: `/api/clients/${client.id}/payments/`,
      as: admin,
      payload: {
        amount: "10000",
        tds_amount: "200",
        method: "bank_transfer",
        reference: "UTR9",
        received_on: pastDate(10),
      },
    });
    await setAgencyGstin(t, null, "Sree Caterers");
    const res = await get(`/api/billing/exports/tally/?from=${pastDate(30)}&to=${pastDate(0)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toContain("application/xml");
    const xml = res.body;
    expect(xml).toContain("<TALLYREQUEST>Import Data</TALLYREQUEST>");
    expect(xml).toContain("<SVCURRENTCOMPANY>Sree Caterers</SVCURRENTCOMPANY>");
    expect(xml.match(/VCHTYPE="Sales"/g)).toHaveLength(1);
    expect(xml.match(/VCHTYPE="Credit Note"/g)).toHaveLength(1);
    expect(xml.match(/VCHTYPE="Receipt"/g)).toHaveLength(1);
    expect(xml).toContain("<PARTYLEDGERNAME>Paragon &amp; Sons</PARTYLEDGERNAME>");
    expect(xml).toContain(
      `<NAME>${bill.number}</NAME><BILLTYPE>Agst Ref</BILLTYPE><AMOUNT>10200.00</AMOUNT>`,
    );
    for (const voucher of xml.split("<TALLYMESSAGE").slice(1)) {
      const amounts = [
        ...voucher.matchAll(/<ISPARTYLEDGER>(?:Yes|No)<\/ISPARTYLEDGER><AMOUNT>(-?[\d.]+)<\/AMOUNT>/g),
      ];
      expect(amounts.reduce((acc, m) => acc + Math.round(Number(m[1]) * 100), 0)).toBe(0);
    }
  });

  it("GSTR-1: needs the agency's GSTIN; B2B rows for registered clients, B2CS totals for the rest", async () => {
    const from = pastDate(60);
    const to = pastDate(50);
    await setAgencyGstin(t, null);
    expect((await get(`/api/billing/exports/gstr1/?from=${from}&to=${to}`)).json().code).toBe(
      "GSTR1_NO_GSTIN",
    );
    await setAgencyGstin(t, "32AAACS1234B1Z1");
    const registered = await makeClient(t, { name: "Registered", gstin: "32AAACP1234A1Z5" });
    const walkIn = await makeClient(t, { name: "Walk-in" });
    const bill = await issuedBill(t, registered.id, { taxable: 1_000_000, date: pastDate(55) });
    await issuedBill(t, walkIn.id, { taxable: 200_000, date: pastDate(54) });
    await issuedBill(t, walkIn.id, { taxable: 300_000, date: pastDate(53) });
    const res = await get(`/api/billing/exports/gstr1/?from=${from}&to=${to}`);
    expect(res.headers["content-type"]).toContain("text/csv");
    const lines = res.body.split("\n");
    expect(lines[0]).toBe("b2b");
    expect(lines[2]).toContain(`"32AAACP1234A1Z5","Registered","${bill.number}"`);
    expect(lines[2]).toContain(',11800.00,"32-Kerala",N,,Regular B2B,,18,10000.00,0.00,0.00,900.00,900.00');
    expect(lines.slice(lines.indexOf("b2cs") + 2).filter(Boolean)).toEqual([
      'OE,"32-Kerala",18,,5000.00,0.00,,0.00,450.00,450.00',
    ]);
  });

  it("GSTR-1: each bill is filed under the GSTINs stamped on it at issue, not today's", async () => {
    const from = pastDate(120);
    const to = pastDate(100);
    const range = `from=${from}&to=${to}`;
    const OLD = "32AAACS1234B1Z9";
    const NEW = "32AAACP1234A1ZE";
    const client = await makeClient(t, { name: "Changed GSTIN", gstin: "32AAACC0001A1Z4" });
    // Before the agency registered: a plain bill, in no return.
    await issuedBill(t, client.id, {
      taxable: 50_000,
      date: pastDate(119),
      stamped: { seller: null, buyer: null },
    });
    const early = await issuedBill(t, client.id, {
      taxable: 100_000,
      date: pastDate(115),
      stamped: { seller: OLD, buyer: "32AAACC0000A1Z5" },
    });
    const late = await issuedBill(t, client.id, {
      taxable: 200_000,
      date: pastDate(105),
      stamped: { seller: NEW, buyer: "32AAACC0001A1Z4" },
    });
    await setAgencyGstin(t, NEW);
    const both = await get(`/api/billing/exports/gstr1/?${range}`);
    expect(both.statusCode).toBe(409);
    expect(both.json()).toMatchObject({ code: "GSTR1_SEVERAL_GSTINS" });
    expect(both.json().message).toContain(`${NEW}, ${OLD}`);

    const old = await get(`/api/billing/exports/gstr1/?${range}&gstin=${OLD}`);
    expect(old.statusCode).toBe(200);
    expect(old.headers["content-disposition"]).toContain(`gstr1-${OLD}-`);
    expect(old.body).toContain(`"32AAACC0000A1Z5","Changed GSTIN","${early.number}"`);
    expect(old.body).not.toContain(late.number);
    const current = (await get(`/api/billing/exports/gstr1/?${range}&gstin=${NEW}`)).body;
    expect(current).toContain(`"32AAACC0001A1Z4","Changed GSTIN","${late.number}"`);
    expect(current).not.toContain(early.number);
    // A range of one GSTIN needs none named, even when it is no longer the agency's.
    const before = await get(`/api/billing/exports/gstr1/?from=${from}&to=${pastDate(110)}`);
    expect(before.headers["content-disposition"]).toContain(`gstr1-${OLD}-`);
    expect(before.body).toContain(early.number);
    expect((await get(`/api/billing/exports/gstr1/?${range}&gstin=32AAACS1234B1Z2`)).statusCode).toBe(400);
  });

  it("refuses a range backwards or over a year, and anyone but an admin", async () => {
    expect((await get(`/api/billing/exports/tally/?from=${pastDate(1)}&to=${pastDate(2)}`)).statusCode).toBe(
      400,
    );
    expect(
      (await get(`/api/billing/exports/tally/?from=${pastDate(500)}&to=${pastDate(0)}`)).statusCode,
    ).toBe(400);
    expect(
      (await get(`/api/billing/exports/tally/?from=${pastDate(2)}&to=${pastDate(0)}`, captain)).statusCode,
    ).toBe(403);
    expect(
      (await get(`/api/billing/exports/gstr1/?from=${pastDate(2)}&to=${pastDate(0)}`, captain)).statusCode,
    ).toBe(403);
  });
});
