import { z } from "zod";
import { DISTRICTS, EMPLOYMENT_TYPES, ROLES, WORKER_ROLES } from "../enums.js";

/** The enum fields a user has, shared by the user schemas and the user request schemas. */
export const roleSchema = z.enum(ROLES, { error: "Role is required" });
export const workerRoleSchema = z.enum(WORKER_ROLES, {
  error: "Role must be one of subadmin, supervisor, head_boy, boys",
});
export const districtSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase() : v),
  z.enum(DISTRICTS, { error: "District is required" }),
);
export const employmentTypeSchema = z.preprocess(
  (v) => (typeof v === "string" ? v.trim().toLowerCase().replace("-", "_") : v),
  z.enum(EMPLOYMENT_TYPES, { error: "Employment type is required" }),
);
