import { describe, expect, it } from "vitest";
import { mealAt, splitWorkType } from "./enums.js";
import { workInputSchema } from "./schemas/works.js";

describe("meal and occasion apart", () => {
  it("reads the meal a reporting time serves at each boundary", () => {
    expect(mealAt("00:00")).toBe("break_fast");
    expect(mealAt("08:59")).toBe("break_fast");
    expect(mealAt("09:00")).toBe("lunch");
    expect(mealAt("13:59")).toBe("lunch");
    expect(mealAt("14:00")).toBe("dinner");
    expect(mealAt("23:59")).toBe("dinner");
  });

  it("a meal stays the meal; the occasion is what was sent", () => {
    expect(splitWorkType("lunch", "wedding", "10:00")).toEqual({ meal: "lunch", occasion: "wedding" });
    expect(splitWorkType("dinner", undefined, "10:00")).toEqual({ meal: "dinner", occasion: undefined });
    expect(splitWorkType("others", null, "10:00")).toEqual({ meal: "others", occasion: null });
  });

  it("an occasion sent as the work type sets the occasion; the meal is the stored one, else the time's", () => {
    expect(splitWorkType("wedding", undefined, "10:30")).toEqual({ meal: "lunch", occasion: "wedding" });
    expect(splitWorkType("party", undefined, "17:00")).toEqual({ meal: "dinner", occasion: "party" });
    expect(splitWorkType("wedding", undefined, "17:00", "lunch")).toEqual({
      meal: "lunch",
      occasion: "wedding",
    });
    // An occasion sent beside it wins.
    expect(splitWorkType("birthday", "engagement", "07:00")).toEqual({
      meal: "break_fast",
      occasion: "engagement",
    });
  });

  it("the form's occasion is read in any case, and blank means none", () => {
    const base = {
      Auditorium_name: "Sree Hall",
      customer_name: "Anil",
      customer_mobile: "9000000011",
      address: "Main Road",
      place: "Ottapalam",
      district: "palakkad",
      date: "2030-01-01",
      reporting_time: "10:00",
      work_type: "Lunch",
      no_of_boys_needed: 4,
      attendees: 100,
      payment_amount: "1000",
    };
    expect(workInputSchema.parse({ ...base, occasion: "House_Warming" }).occasion).toBe("house_warming");
    expect(workInputSchema.parse({ ...base, occasion: "" }).occasion).toBeNull();
    expect(workInputSchema.parse(base).occasion).toBeUndefined();
    expect(workInputSchema.safeParse({ ...base, occasion: "funeral" }).success).toBe(false);
  });
});
