import { formatRupees } from "@catercrew/shared/money";
import type { AdminBooking } from "@catercrew/shared/schemas/client-portal";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Input, Textarea } from "@/components/ui/field";
import { SkeletonCard } from "@/components/ui/skeleton";
import { notify } from "@/components/ui/toast";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { ApiError } from "@/lib/api-client";
import { formatDate, formatTime } from "@/lib/format";
import { districtLabel, workTypeLabel } from "@/lib/labels";
import { paths } from "@/lib/paths";
import { useBookings, useConfirmBooking, useDeclineBooking } from "./api/bookings";

function BookingStatusBadge({ status }: { status: AdminBooking["status"] }) {
  const { t } = useLingui();
  if (status === "confirmed") return <Badge tone="success">{t`Confirmed`}</Badge>;
  if (status === "declined") return <Badge tone="danger">{t`Declined`}</Badge>;
  return <Badge tone="warning">{t`To confirm`}</Badge>;
}

/** Whether WhatsApp told the client the answer (record 070): shown once he has one. */
function AnswerSent({ answer }: { answer: AdminBooking["answer"] }) {
  const { t } = useLingui();
  if (!answer) return null;
  if (answer.status === "sent")
    return <p className="text-sm text-slate-600">{t`The client was told on WhatsApp.`}</p>;
  if (answer.status === "queued")
    return <p className="text-sm text-slate-600">{t`Telling the client on WhatsApp...`}</p>;
  return (
    <p className="text-sm text-amber-800" title={answer.error}>
      {t`Not sent on WhatsApp: call the client.`}
    </p>
  );
}

/** Confirm into a work: the agreed price (the quote unless changed). */
function ConfirmDialog({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const confirm = useConfirmBooking();
  const [amount, setAmount] = useState(booking.quote_total);
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      const res = await confirm.mutateAsync({ id: booking.id, payment_amount: amount.trim() });
      notify.success(t`Booking confirmed. The work is ready to publish.`);
      onClose();
      if (res.work_id !== null) navigate(paths.admin.work(res.work_id));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Something went wrong`);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Confirm booking`}
      size="sm"
      dismissible={!confirm.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={confirm.isPending}>
            {t`Cancel`}
          </Button>
          <Button type="submit" form="confirm-booking" loading={confirm.isPending} loadingText={t`Saving...`}>
            {t`Confirm into a work`}
          </Button>
        </>
      }
    >
      <form id="confirm-booking" noValidate onSubmit={onSubmit} className="flex flex-col gap-3">
        {error && <Alert tone="error">{error}</Alert>}
        <p className="text-sm text-slate-700">
          {t`A work is made from the booking, linked to ${booking.client.name}; edit it and publish it as usual.`}
        </p>
        <Input
          label={t`Payment amount (₹)`}
          inputMode="decimal"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          hint={t`The price the client saw: ${formatRupees(booking.quote_total)}`}
        />
      </form>
    </Dialog>
  );
}

function DeclineDialog({ booking, onClose }: { booking: AdminBooking; onClose: () => void }) {
  const { t } = useLingui();
  const decline = useDeclineBooking();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!reason.trim()) {
      setError(t`Write the reason the client will read`);
      return;
    }
    try {
      await decline.mutateAsync({ id: booking.id, reason: reason.trim() });
      notify.success(t`Booking declined. The client is told.`);
      onClose();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t`Something went wrong`);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t`Decline booking`}
      size="sm"
      dismissible={!decline.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={decline.isPending}>
            {t`Cancel`}
          </Button>
          <Button
            type="submit"
            form="decline-booking"
            variant="danger"
            loading={decline.isPending}
            loadingText={t`Saving...`}
          >
            {t`Decline`}
          </Button>
        </>
      }
    >
      <form id="decline-booking" noValidate onSubmit={onSubmit}>
        <Textarea
          label={t`Reason (the client reads it)`}
          required
          maxLength={500}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={error ?? undefined}
        />
      </form>
    </Dialog>
  );
}

function BookingCard({ booking }: { booking: AdminBooking }) {
  const { t } = useLingui();
  const [dialog, setDialog] = useState<"confirm" | "decline" | null>(null);
  const n = booking.needs;
  return (
    <Card className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{booking.client.name}</p>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="text-sm text-slate-800">
        {booking.venue_name}, {booking.place} ({districtLabel(booking.district)})
      </p>
      <p className="text-sm text-slate-700">
        {formatDate(booking.date)} · {formatTime(booking.reporting_time)} · {workTypeLabel(booking.work_type)}{" "}
        · {plural(booking.guests, { one: "# guest", other: "# guests" })}
      </p>
      <p className="text-sm text-slate-700">
        {t`Boys ${n.boys}, head boys ${n.head_boys}, supervisors ${n.supervisors}, captains ${n.captains}`} ·{" "}
        {formatRupees(booking.quote_total)}
      </p>
      {booking.dress_code && <p className="text-sm text-slate-700">{t`Dress: ${booking.dress_code}`}</p>}
      {booking.notes && (
        <p className="whitespace-pre-line break-words text-sm text-slate-800">{booking.notes}</p>
      )}
      {booking.status === "declined" && <p className="text-sm text-red-800">{booking.decline_reason}</p>}
      <AnswerSent answer={booking.answer} />
      {booking.client.mobile && <PhoneLinks mobile={booking.client.mobile} name={booking.client.name} />}
      {booking.status === "requested" && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setDialog("confirm")}>{t`Confirm`}</Button>
          <Button variant="outline" onClick={() => setDialog("decline")}>
            {t`Decline`}
          </Button>
        </div>
      )}
      {dialog === "confirm" && <ConfirmDialog booking={booking} onClose={() => setDialog(null)} />}
      {dialog === "decline" && <DeclineDialog booking={booking} onClose={() => setDialog(null)} />}
    </Card>
  );
}

/** /admin/bookings: clients' bookings, those to confirm first. */
export function BookingsPage() {
  const { t } = useLingui();
  const query = useBookings();
  return (
    <section aria-labelledby="bookings-title" className="flex flex-col gap-3">
      <h2 id="bookings-title" className="text-lg font-semibold text-slate-900">
        {t`Bookings from clients`}
      </h2>
      {query.isPending && <SkeletonCard />}
      {query.isError && <Alert tone="error">{query.error.message}</Alert>}
      {query.data?.length === 0 && (
        <EmptyState
          title={t`No bookings yet`}
          description={t`Bookings clients send from their own page appear here.`}
        />
      )}
      <ul className="grid gap-3 xl:grid-cols-2">
        {query.data?.map((b) => (
          <li key={b.id}>
            <BookingCard booking={b} />
          </li>
        ))}
      </ul>
    </section>
  );
}
