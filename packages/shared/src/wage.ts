import { FARE_TYPE_ALIASES, type FareType, type WorkerRole } from "./enums.js";
import { fromPaise, type MoneyInput, toPaise } from "./money.js";

export const RATING_MARKS = ["pant", "shoe", "timing", "neatness", "performance"] as const;
export type RatingMark = (typeof RATING_MARKS)[number];

interface WageRatingInput {
  pant: boolean | null;
  shoe: boolean | null;
  timing: boolean | null;
  neatness: boolean | null;
  performance: boolean | null;
  /** 1 present, 0 absent. */
  attendance: number;
}

export interface WageInput {
  /** The user's role in the work (decides the base fare). */
  role: WorkerRole;
  rating: WageRatingInput;
  /** Fare amounts by fare type (missing = 0). */
  fares: Partial<Record<FareType | "captain", MoneyInput>>;
  isLoading: boolean;
  isSetting: boolean;
  travel_allowance?: MoneyInput;
  over_time?: MoneyInput;
  long_fare?: MoneyInput;
  bonus?: MoneyInput;
  /** Rupees per good mark (server setting, default 10). */
  ratingAmountPerMark: MoneyInput;
}

export interface WageFigures {
  base_fare: string;
  rating_amount: string;
  travel_allowance: string;
  over_time: string;
  long_fare: string;
  bonus: string;
  extra_loading: string;
  extra_setting: string;
  total_wage: string;
}

function fareFor(fares: WageInput["fares"], type: FareType): number {
  const direct = fares[type];
  if (direct !== undefined && direct !== null && direct !== "") return toPaise(direct);
  for (const [alias, target] of Object.entries(FARE_TYPE_ALIASES)) {
    if (target === type) {
      const aliased = fares[alias as "captain"];
      if (aliased !== undefined && aliased !== null && aliased !== "") return toPaise(aliased);
    }
  }
  return 0;
}

function countGoodMarks(rating: WageRatingInput): number {
  return RATING_MARKS.filter((mark) => rating[mark] === true).length;
}

/** The wage rule (docs/decisions/004-subadmin-area.md); the server and the wage sheet both call it. */
export function computeWage(input: WageInput): WageFigures {
  const present = input.rating.attendance !== 0;
  const base = present ? fareFor(input.fares, input.role) : 0;
  const ratingAmount = present ? countGoodMarks(input.rating) * toPaise(input.ratingAmountPerMark) : 0;
  const extraLoading = present && input.isLoading ? fareFor(input.fares, "loading") : 0;
  const extraSetting = present && input.isSetting ? fareFor(input.fares, "setting") : 0;
  const ta = toPaise(input.travel_allowance);
  const ot = toPaise(input.over_time);
  const lf = toPaise(input.long_fare);
  const bonus = toPaise(input.bonus);
  const total = base + ratingAmount + ta + ot + lf + bonus + extraLoading + extraSetting;
  return {
    base_fare: fromPaise(base),
    rating_amount: fromPaise(ratingAmount),
    travel_allowance: fromPaise(ta),
    over_time: fromPaise(ot),
    long_fare: fromPaise(lf),
    bonus: fromPaise(bonus),
    extra_loading: fromPaise(extraLoading),
    extra_setting: fromPaise(extraSetting),
    total_wage: fromPaise(total),
  };
}
