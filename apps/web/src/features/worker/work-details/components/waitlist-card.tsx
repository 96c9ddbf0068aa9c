import { useLingui } from "@lingui/react/macro";
import { Check, Hourglass, X } from "lucide-react";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { useAnswerOffer, useMyPlace } from "../api/my-place";

/**
 * The worker's place on the waitlist: "request sent" while places are open, "on the waitlist" once
 * the crew is full, the place in line once it is locked; when a freed place is offered, "Take it"
 * and "Pass" until the offer's time runs out.
 */
export function WaitlistCard({ workId }: { workId: number }) {
  const { t } = useLingui();
  const place = useMyPlace(workId, true);
  const answer = useAnswerOffer(workId);
  const [error, setError] = useState<string | null>(null);
  const p = place.data;
  if (p?.place !== "waiting") return null;

  const reply = async (kind: "take" | "pass") => {
    if (!p.offer) return;
    setError(null);
    try {
      await answer.mutateAsync({ offerId: p.offer.id, answer: kind });
      notify.success(kind === "take" ? t`The place is yours!` : t`You passed. You stay on the waitlist.`);
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t`Could not answer. Please try again.`);
    }
  };

  // Places still open: the request waits for the admin's choice, not for a place to free up.
  const open = p.position === null && p.filled < p.needed;
  const { filled, needed } = p;
  return (
    <Card>
      <h2 className="mb-2 flex items-center gap-2 text-base font-semibold">
        <Hourglass className="h-4 w-4 text-brand-600" aria-hidden="true" />
        {p.position !== null
          ? t`Your place in line: ${p.position}`
          : open
            ? t`Your request is sent`
            : t`You are on the waitlist`}
      </h2>
      {p.offer ? (
        <>
          <Alert tone="success">
            {t`A place is free! Take it before ${formatDateTime(p.offer.expires_at)}. The first to take it gets it.`}
          </Alert>
          <div className="mt-3 flex flex-col gap-2 sm:flex-row">
            <Button
              variant="success"
              fullWidth
              loading={answer.isPending}
              icon={<Check className="h-4 w-4" aria-hidden="true" />}
              onClick={() => reply("take")}
            >
              {t`Take it`}
            </Button>
            <Button
              variant="outline"
              fullWidth
              disabled={answer.isPending}
              icon={<X className="h-4 w-4" aria-hidden="true" />}
              onClick={() => reply("pass")}
            >
              {t`Pass`}
            </Button>
          </div>
        </>
      ) : (
        <p className="text-sm text-slate-700">
          {p.position !== null
            ? t`The crew is fixed. If someone drops out, places are offered in this order.`
            : open
              ? t`Places taken: ${filled} of ${needed}. The admin picks the crew from the requests; you will be told when you are in.`
              : t`The crew is full for now. If a place frees up, it is offered to the first in line.`}
        </p>
      )}
      {error && (
        <Alert tone="error" className="mt-2" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
    </Card>
  );
}
