import { describe, expect, it } from "vitest";
import { formatINR, formatRupees, fromPaise, sumMoney, toPaise } from "./money.js";
import { pageWindow, priorityLabel } from "./rules.js";

describe("money", () => {
  it("parses amounts exactly into paise", () => {
    expect(toPaise("0.1")).toBe(10);
    expect(toPaise("1234.5")).toBe(123450);
    expect(toPaise(0.3)).toBe(30);
    expect(toPaise("")).toBe(0);
    expect(toPaise(null)).toBe(0);
    expect(() => toPaise("12.345")).toThrow();
    expect(() => toPaise("abc")).toThrow();
  });
  it("sums without floating-point drift", () => {
    expect(sumMoney(["0.1", "0.2"])).toBe("0.30");
    expect(sumMoney(Array.from({ length: 1000 }, () => "0.01"))).toBe("10.00");
    expect(fromPaise(-150)).toBe("-1.50");
  });
  it("formats with the Indian grouping", () => {
    expect(formatINR("123456")).toBe("₹1,23,456.00");
    expect(formatINR("1234567.5")).toBe("₹12,34,567.50");
    expect(formatINR("700")).toBe("₹700.00");
  });
  it("formats rupees for workers and captains without .00 on whole rupees", () => {
    expect(formatRupees("700")).toBe("₹700");
    expect(formatRupees("700.00")).toBe("₹700");
    expect(formatRupees(700)).toBe("₹700");
    expect(formatRupees("123456")).toBe("₹1,23,456");
    expect(formatRupees("700.5")).toBe("₹700.50");
    expect(formatRupees("700.05")).toBe("₹700.05");
    expect(formatRupees("1234567.25")).toBe("₹12,34,567.25");
    expect(formatRupees("0")).toBe("₹0");
    expect(formatRupees("-150")).toBe("-₹150");
    expect(formatRupees("-1.5")).toBe("-₹1.50");
    expect(formatRupees("")).toBe("₹0");
    expect(formatRupees("abc")).toBe("₹0");
  });
});

describe("rules", () => {
  it("labels priority by attendees", () => {
    expect(priorityLabel(201)).toBe("High Priority");
    expect(priorityLabel(200)).toBe("Medium Priority");
    expect(priorityLabel(101)).toBe("Medium Priority");
    expect(priorityLabel(100)).toBe("Low Priority");
  });
  it("windows page buttons around the current page", () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
