import {
  EMPLOYMENT_TYPE_LABELS as SHARED_EMPLOYMENT,
  WORK_TYPE_LABELS as SHARED_WORK_TYPES,
} from "@catercrew/shared/enums";
import { afterEach, describe, expect, it } from "vitest";
import { initI18n, LANG_STORAGE_KEY } from "@/lib/i18n";
import {
  districtLabel,
  labelOf,
  optionsOf,
  PAYMENT_STATUS_LABELS,
  roleLabel,
  workStatusLabel,
  workTypeLabel,
} from "@/lib/labels";

async function inLanguage(lang: "en" | "ml") {
  localStorage.setItem(LANG_STORAGE_KEY, lang);
  await initI18n(["auth"]);
}

describe("enum labels", () => {
  afterEach(() => localStorage.clear());

  it("English: the words of today's screens", async () => {
    await inLanguage("en");
    expect(roleLabel("subadmin")).toBe("Captain");
    expect(workTypeLabel("break_fast")).toBe("Break Fast");
    expect(districtLabel("thrissur")).toBe("Thrissur");
    expect(labelOf(PAYMENT_STATUS_LABELS, "not_paid")).toBe("Pending");
  });

  it("Malayalam: the glossary's words, one per meaning of 'Pending'", async () => {
    await inLanguage("ml");
    expect(roleLabel("subadmin")).toBe("ക്യാപ്റ്റൻ");
    expect(roleLabel("boys")).toBe("ബോയ്സ്");
    expect(districtLabel("thiruvananthapuram")).toBe("തിരുവനന്തപുരം");
    expect(workTypeLabel("wedding")).toBe("കല്യാണം");
    expect(workStatusLabel("pending")).toBe("ഉറപ്പായിട്ടില്ല");
    expect(labelOf(PAYMENT_STATUS_LABELS, "not_paid")).toBe("നൽകാനുണ്ട്");
  });

  it("labelOf: the shared English records give the chosen language; unknown values stay as they are", async () => {
    await inLanguage("ml");
    expect(labelOf(SHARED_WORK_TYPES, "lunch")).toBe("ലഞ്ച്");
    expect(labelOf(SHARED_EMPLOYMENT, "full_time")).toBe("മുഴുവൻ സമയം");
    expect(labelOf(SHARED_WORK_TYPES, "brunch")).toBe("brunch");
    expect(labelOf({ a: "Plain words" }, "a")).toBe("Plain words");
    expect(optionsOf(["paid", "not_paid"] as const, PAYMENT_STATUS_LABELS)).toEqual([
      { value: "paid", label: "നൽകി" },
      { value: "not_paid", label: "നൽകാനുണ്ട്" },
    ]);
  });
});
