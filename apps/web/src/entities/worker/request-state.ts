import type { PublishedWork } from "@catercrew/shared/schemas/worker";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export type RequestState = "send" | "pending" | "accepted" | "rejected" | "assigned";

/** The five states of the request button; only "send" is enabled. */
export const REQUEST_LABELS: Record<RequestState, MessageDescriptor> = {
  send: msg`Send Work Request`,
  pending: msg`Already Requested`,
  accepted: msg`Accepted`,
  rejected: msg`Rejected`,
  assigned: msg`Already Assigned`,
};

export function requestState(work: Pick<PublishedWork, "admin_assigned" | "assigned_status">): RequestState {
  if (work.admin_assigned) return "assigned";
  if (work.assigned_status === "accepted") return "accepted";
  if (work.assigned_status === "rejected") return "rejected";
  if (work.assigned_status === "pending") return "pending";
  return "send";
}
