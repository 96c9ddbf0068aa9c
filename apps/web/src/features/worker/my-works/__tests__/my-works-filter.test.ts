import type { MyWork } from "@catercrew/shared/schemas/worker";
import { describe, expect, it } from "vitest";
import { matchesFilter } from "../my-works-filter";

const entry = (
  status: MyWork["status"],
  assigned: boolean,
  work_status: MyWork["work_status"],
): Pick<MyWork, "status" | "assigned" | "work_status"> => ({ status, assigned, work_status });

describe("My Works 'Completed' tab", () => {
  it("counts completed works the worker was assigned to, as the home's completed jobs do", () => {
    const entries = [
      entry("accepted", true, "completed"),
      entry("accepted", true, "completed"),
      entry("rejected", false, "completed"),
      entry("pending", false, "completed"),
      entry("accepted", true, "pending"),
    ];
    const completed = entries.filter((e) => matchesFilter(e, "completed"));
    expect(completed).toHaveLength(2);
    expect(entries.filter((e) => matchesFilter(e, "rejected"))).toHaveLength(1);
  });
});
