import { describe, expect, it } from "vitest";
import { computeWage, type WageInput } from "./wage.js";

const FARES = {
  boys: "500.00",
  head_boy: "650.50",
  supervisor: "800",
  subadmin: "1000.00",
  loading: "75.25",
  setting: "60",
} as const;

const GOOD = { pant: true, shoe: true, timing: true, neatness: true, performance: true, attendance: 1 };
const POOR = { pant: false, shoe: false, timing: false, neatness: false, performance: false, attendance: 1 };
const UNSET = { pant: null, shoe: null, timing: null, neatness: null, performance: null, attendance: 1 };

function input(over: Partial<WageInput>): WageInput {
  return {
    role: "boys",
    rating: GOOD,
    fares: FARES,
    isLoading: false,
    isSetting: false,
    ratingAmountPerMark: "10",
    ...over,
  };
}

type Row = [name: string, over: Partial<WageInput>, expected: Partial<ReturnType<typeof computeWage>>];

const TABLE: Row[] = [
  ["all marks good", {}, { base_fare: "500.00", rating_amount: "50.00", total_wage: "550.00" }],
  ["all marks poor", { rating: POOR }, { rating_amount: "0.00", total_wage: "500.00" }],
  ["no mark chosen (null)", { rating: UNSET }, { rating_amount: "0.00", total_wage: "500.00" }],
  [
    "mixed marks count only the good ones",
    { rating: { ...UNSET, pant: true, shoe: false, performance: true } },
    { rating_amount: "20.00", total_wage: "520.00" },
  ],
  [
    "absent: no base fare, rating amount or extras, typed amounts still count",
    {
      rating: { ...GOOD, attendance: 0 },
      isLoading: true,
      isSetting: true,
      travel_allowance: "20",
      bonus: "5.50",
    },
    {
      base_fare: "0.00",
      rating_amount: "0.00",
      extra_loading: "0.00",
      extra_setting: "0.00",
      travel_allowance: "20.00",
      bonus: "5.50",
      total_wage: "25.50",
    },
  ],
  [
    "loading extra on",
    { isLoading: true },
    { extra_loading: "75.25", extra_setting: "0.00", total_wage: "625.25" },
  ],
  [
    "setting extra on",
    { isSetting: true },
    { extra_loading: "0.00", extra_setting: "60.00", total_wage: "610.00" },
  ],
  [
    "both extras on",
    { isLoading: true, isSetting: true, role: "head_boy" },
    { base_fare: "650.50", extra_loading: "75.25", extra_setting: "60.00", total_wage: "835.75" },
  ],
  [
    "extras on but their fares missing",
    { isLoading: true, isSetting: true, fares: { boys: "500" } },
    { extra_loading: "0.00", extra_setting: "0.00", total_wage: "550.00" },
  ],
  [
    "missing fare for the role",
    { role: "supervisor", fares: { boys: "500" } },
    { base_fare: "0.00", total_wage: "50.00" },
  ],
  ["empty fare table", { fares: {} }, { base_fare: "0.00", total_wage: "50.00" }],
  [
    "captain is another name of subadmin",
    { role: "subadmin", fares: { captain: "999.99" } },
    { base_fare: "999.99" },
  ],
  [
    "subadmin fare wins over the captain alias",
    { role: "subadmin", fares: { subadmin: "1000", captain: "1" } },
    { base_fare: "1000.00" },
  ],
  [
    "decimals add exactly (0.1 + 0.2)",
    { travel_allowance: "0.1", over_time: "0.2", rating: POOR, fares: {} },
    { travel_allowance: "0.10", over_time: "0.20", total_wage: "0.30" },
  ],
  [
    "numbers and empty strings (empty = 0)",
    { travel_allowance: 12.5, over_time: "", long_fare: null, bonus: undefined },
    { travel_allowance: "12.50", over_time: "0.00", long_fare: "0.00", bonus: "0.00", total_wage: "562.50" },
  ],
  [
    "every part at once",
    {
      role: "head_boy",
      rating: { ...GOOD, timing: false },
      isLoading: true,
      isSetting: true,
      travel_allowance: "33.33",
      over_time: "66.67",
      long_fare: "100.01",
      bonus: "0.99",
    },
    { rating_amount: "40.00", total_wage: "1026.75" },
  ],
  [
    "rating amount per mark is a setting",
    { ratingAmountPerMark: "12.50" },
    { rating_amount: "62.50", total_wage: "562.50" },
  ],
  [
    "large amounts stay exact",
    { travel_allowance: "12345678.99", fares: {}, rating: POOR },
    { total_wage: "12345678.99" },
  ],
];

describe("computeWage (docs/decisions/004-subadmin-area.md)", () => {
  it.each(TABLE)("%s", (_name, over, expected) => {
    expect(computeWage(input(over))).toMatchObject(expected);
  });

  it("total is always the sum of its parts", () => {
    for (const [, over] of TABLE) {
      const f = computeWage(input(over));
      const parts = [
        f.base_fare,
        f.rating_amount,
        f.travel_allowance,
        f.over_time,
        f.long_fare,
        f.bonus,
        f.extra_loading,
        f.extra_setting,
      ].reduce((acc, v) => acc + Math.round(Number(v) * 100), 0);
      expect(Math.round(Number(f.total_wage) * 100)).toBe(parts);
    }
  });

  it("refuses amounts that are not money", () => {
    expect(() => computeWage(input({ bonus: "abc" }))).toThrow();
    expect(() => computeWage(input({ bonus: "1.234" }))).toThrow();
  });
});
