import { z } from "zod";
import { idSchema } from "./common.js";

/** GET /users/check-in/{workId}/: the worker's signed check-in code for today and when it ends. */
export const checkInCodeResponseSchema = z.object({
  code: z.string(),
  expires_at: z.string(),
});
export type CheckInCodeResponse = z.infer<typeof checkInCodeResponseSchema>;

/** POST /sub_admin/check-in/: the work and either the scanned `code` or the `user` (by hand). */
export const checkInSchema = z
  .object({
    work: idSchema,
    code: z.string().trim().min(1).max(200).optional(),
    user: idSchema.optional(),
  })
  .refine((v) => (v.code === undefined) !== (v.user === undefined), {
    message: "Send a check-in code or a user",
  });

/** One person's arrival: the first check-in is kept. */
export const checkInResponseSchema = z.object({
  user: z.number(),
  arrived_at: z.string(),
});
export type CheckInResponse = z.infer<typeof checkInResponseSchema>;

/** GET /sub_admin/check-in/{workId}/: every arrival of a work. */
export const checkInListResponseSchema = z.array(
  checkInResponseSchema.extend({ method: z.enum(["code", "hand"]) }),
);
export type CheckInListResponse = z.infer<typeof checkInListResponseSchema>;
