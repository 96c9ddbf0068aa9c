// The house check's citation rules on sample lines (the whole tree is checked in `npm test`).
import { describe, expect, it } from "vitest";
import { citesOutside, issueCitations } from "./house-check.mjs";

// The samples are put together here, so that this file does not itself cite what it samples.
const SPEC = ["sp", "ec"].join("");
const ISSUE = ["iss", "ue"].join("");

describe("the house check's citations", () => {
  it("finds a comment that gives the specification as its reason, not code that names a spec", () => {
    for (const line of [
      `/** Runs only with non-blank text (${SPEC}). */`,
      `  // Workers' data is stale after 5 minutes (${SPEC}: five), then refetched.`,
      ` * S${SPEC.slice(1)}: adding offers the subadmin role.`,
      `// as the ${SPEC}'s table says`,
      `See ${["DECI", "SIONS"].join("")}.md`,
    ])
      expect(citesOutside(line), line).toBe(true);
    for (const line of [
      "function summaryOf(spec: unknown, url: string) {",
      'test.describe("spec", () => {});',
      "// the e2e spec files run in Chromium",
      "/** Runs only with non-blank text. */",
    ])
      expect(citesOutside(line), line).toBe(false);
  });

  it("finds an issue of the tracker by its number, not Meta's error codes", () => {
    const read = (f) =>
      ({ "a.ts": `// ${ISSUE} 47 asks this`, "b.ts": 'message: "(#130429) Rate limit hit"' })[f];
    expect(issueCitations(["a.ts", "b.ts"], read)).toEqual(["a.ts:1"]);
  });
});
