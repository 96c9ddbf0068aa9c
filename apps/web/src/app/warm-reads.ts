import { loadHomeSummary } from "@/entities/worker/api/home-summary";
import { sessions } from "@/lib/session";
import { queryClient } from "./area-providers";

/**
 * The worker home's reads, started beside its code when /user/home is opened directly (the
 * installed app opens there), so they are answered by the time the guard's wait is over: the
 * screen is built once with its data, in the guard's transition, instead of being drawn with
 * placeholders and drawn again as each answer arrives. The answer fills the caches of the
 * screen's hooks, so the screen reuses it. Nothing is read without a live, approved session: the
 * guard renews or ends a stale one, and an account awaiting approval may read only "me".
 */
export function warmWorkerHomeReads(): void {
  const session = sessions.user.get();
  if (!session?.user.is_approved || !sessions.user.isLive()) return;
  // One read for the whole screen (docs/decisions/044-peak-hour.md); its parts go into the caches of
  // the screen's hooks. A failure leaves them empty: the screen reads each on its own.
  void loadHomeSummary(queryClient).catch(() => undefined);
}
