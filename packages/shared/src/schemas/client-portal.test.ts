import { describe, expect, it } from "vitest";
import { WORKER_ROLES } from "../enums.js";
import { BOOKING_ROLES, bookingRoleOf, WORKER_ROLE_OF_BOOKING } from "./client-portal.js";

describe("booked roles and workers' roles", () => {
  it("gives every booked role its own worker's role, and reads each back to the same booked role", () => {
    const workerRoles = BOOKING_ROLES.map((role) => WORKER_ROLE_OF_BOOKING[role]);
    expect(new Set(workerRoles).size).toBe(BOOKING_ROLES.length);
    expect([...workerRoles].sort()).toEqual([...WORKER_ROLES].sort());
    for (const role of BOOKING_ROLES) expect(bookingRoleOf(WORKER_ROLE_OF_BOOKING[role])).toBe(role);
  });

  it("counts a captain (subadmin) as a captain and a head boy as a head boy", () => {
    expect(bookingRoleOf("subadmin")).toBe("captains");
    expect(bookingRoleOf("head_boy")).toBe("head_boys");
  });
});
