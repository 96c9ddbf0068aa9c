import type { SessionMessage } from "./session-messages.js";

/** What handling an inbound event did (kept on its row), and the replies to queue with it. */
export interface Outcome {
  outcome: string;
  replies: { message: SessionMessage; userId: number | null }[];
}
