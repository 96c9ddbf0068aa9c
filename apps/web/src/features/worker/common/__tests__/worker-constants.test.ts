import * as shared from "@catercrew/shared";
import { describe, expect, it } from "vitest";
import * as format from "@/lib/format";
import * as local from "../worker-constants";

describe("worker-constants match the shared originals", () => {
  it("labels and enums", () => {
    expect(local.WORK_TYPE_LABELS).toEqual(shared.WORK_TYPE_LABELS);
    expect(local.ROLE_LABELS).toEqual(shared.ROLE_LABELS);
    expect([...local.DISTRICTS]).toEqual([...shared.DISTRICTS]);
    expect(local.EMPLOYMENT_TYPE_LABELS).toEqual(shared.EMPLOYMENT_TYPE_LABELS);
    expect(local.EMPLOYMENT_TYPES).toEqual([...shared.EMPLOYMENT_TYPES]);
    expect([...local.RATING_MARKS]).toEqual([...shared.RATING_MARKS]);
    expect(local.PAYMENT_STATUS_LABELS).toEqual(shared.PAYMENT_STATUS_LABELS);
    expect(local.LICENSE_IMAGE_MAX_BYTES).toBe(shared.LICENSE_IMAGE_MAX_BYTES);
    expect([...local.LICENSE_IMAGE_TYPES]).toEqual([...shared.LICENSE_IMAGE_TYPES]);
  });

  it("priority label", () => {
    for (const n of [0, 1, 99, 100, 101, 150, 200, 201, 5000]) {
      expect(local.priorityLabel(n), String(n)).toBe(shared.priorityLabel(n));
    }
  });

  it("formatters", () => {
    for (const v of [
      "0",
      "0.5",
      "1",
      "12.3",
      "123456",
      "123456.78",
      "99999999.99",
      "-50.25",
      "",
      null,
      undefined,
      1234.5,
      "abc",
    ]) {
      expect(local.formatINR(v), String(v)).toBe(shared.formatINR(v));
    }
    for (const v of ["2026-11-21", "2026-01-05T10:00:00Z", "", null, "nonsense"]) {
      expect(local.formatDate(v)).toBe(format.formatDate(v));
      expect(local.formatDateTime(v)).toBe(format.formatDateTime(v));
    }
    for (const v of ["00:00", "09:05", "14:30", "23:59", "", null, "x"]) {
      expect(local.formatTime(v)).toBe(format.formatTime(v));
    }
  });
});
