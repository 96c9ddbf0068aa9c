import { describe, expect, it } from "vitest";
import { bankAmount, readBankResultFile } from "./bank-result.js";

describe("a bank's result file read into import rows", () => {
  it("reads an ICICI-like CSV with a preamble, quoted cells and the reference inside the narration", () => {
    const file = [
      "\uFEFFBulk Payment Status Report,,,,,",
      "Generated on 29-11-2026,,,,,",
      "Sr No,Beneficiary Name,Amount (INR),Narration,Transaction Status,UTR No,Reason",
      '1,"Ravi, K","1,740.50",NEFT/wage-12/CATERCREW,Success,HDFCN52026112912345,',
      "2,Manu,741.5,wage-13,Rejected,,Account closed",
      "3,Anil,742.00,wage-14,Pending,,",
      "4,Sunil,743.00,salary,Success,UTR1,",
      "",
    ].join("\r\n");
    const read = readBankResultFile(file);
    expect(read.understood).toBe(true);
    expect(read.rows).toEqual([
      {
        line: 4,
        remarks: "wage-12",
        status: "paid",
        utr: "HDFCN52026112912345",
        reason: null,
        amount: "1740.50",
      },
      {
        line: 5,
        remarks: "wage-13",
        status: "failed",
        utr: null,
        reason: "Account closed",
        amount: "741.50",
      },
    ]);
    expect(read.pending).toEqual([{ line: 6, remarks: "wage-14" }]);
    expect(read.problems).toEqual([
      { line: 7, problem: "no_reference", text: "4 Sunil 743.00 salary Success UTR1 " },
    ]);
  });

  it("takes semicolons or tabs, other column names, and names a status or amount it cannot read", () => {
    const file = [
      "Customer Reference;Payment Status;Bank Reference No.;Txn Amount;Error Description",
      "wage-7;PROCESSED;432112345678;₹700;",
      "wage-8;On hold;;700.00;",
      "wage-9;Failed;;7OO;",
      "wage-10;Returned;;700.10;",
    ].join("\n");
    const read = readBankResultFile(file);
    expect(read.rows.map((r) => [r.remarks, r.status, r.utr, r.amount, r.reason])).toEqual([
      ["wage-7", "paid", "432112345678", "700.00", null],
      ["wage-10", "failed", null, "700.10", "Returned"],
    ]);
    expect(read.problems.map((p) => [p.line, p.problem, p.text])).toEqual([
      [3, "unknown_status", "On hold"],
      [4, "bad_amount", "7OO"],
    ]);
    const tabs = readBankResultFile("Remarks\tStatus\tUTR\nwage-3\tSuccess\tU1\n");
    expect(tabs.rows).toEqual([
      { line: 2, remarks: "wage-3", status: "paid", utr: "U1", reason: null, amount: null },
    ]);
  });

  it("understands nothing of a file without a status column", () => {
    expect(readBankResultFile("Name,Amount\nRavi,700\n")).toEqual({
      understood: false,
      rows: [],
      pending: [],
      problems: [],
    });
  });

  it("reads money exactly, in paise, never through a float", () => {
    expect(bankAmount("0.29")).toBe("0.29");
    expect(bankAmount("1,00,000.07")).toBe("100000.07");
    expect(bankAmount("INR 740.5")).toBe("740.50");
    expect(bankAmount("740.500")).toBe("740.50");
    expect(bankAmount("740.505")).toBeNull();
    expect(bankAmount("-5")).toBeNull();
  });
});
