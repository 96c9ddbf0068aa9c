import { formatRupees } from "@catercrew/shared/money";
import type { Booking, PortalWorkSummary } from "@catercrew/shared/schemas/client-portal";
import { useLingui } from "@lingui/react/macro";
import { CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { SkeletonCard } from "@/components/ui/skeleton";
import { formatDate, formatTime } from "@/lib/format";
import { workTypeLabel } from "@/lib/labels";
import { paths } from "@/lib/paths";
import { useClientBookings, useClientWorks } from "./api/portal";
import { BookingStatus } from "./components/booking-status";

function WorkCard({ work }: { work: PortalWorkSummary }) {
  const { t } = useLingui();
  const full = work.needed > 0 && work.confirmed >= work.needed;
  return (
    <Link
      to={paths.client.work(work.id)}
      className="block rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      <Card className="flex flex-col gap-1 hover:border-brand-300">
        <p className="font-semibold text-slate-900">{work.venue_name}</p>
        <p className="text-sm text-slate-700">
          {formatDate(work.date)} · {formatTime(work.reporting_time)} · {workTypeLabel(work.work_type)}
        </p>
        <p className="text-sm">
          <Badge
            tone={full ? "success" : "warning"}
          >{t`${work.confirmed} of ${work.needed} confirmed`}</Badge>
        </p>
      </Card>
    </Link>
  );
}

function BookingCard({ booking }: { booking: Booking }) {
  const { t } = useLingui();
  const people =
    booking.needs.boys + booking.needs.head_boys + booking.needs.supervisors + booking.needs.captains;
  return (
    <Card className="flex flex-col gap-1">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-slate-900">{booking.venue_name}</p>
        <BookingStatus status={booking.status} />
      </div>
      <p className="text-sm text-slate-700">
        {formatDate(booking.date)} · {formatTime(booking.reporting_time)} · {workTypeLabel(booking.work_type)}
      </p>
      <p className="text-sm text-slate-700">
        {t`${people} people`} · {formatRupees(booking.quote_total)}
      </p>
      {booking.status === "declined" && booking.decline_reason && (
        <p className="text-sm text-red-800">{t`Reason: ${booking.decline_reason}`}</p>
      )}
      {booking.work_id !== null && (
        <Link to={paths.client.work(booking.work_id)} className="text-sm text-brand-700 underline">
          {t`See the crew`}
        </Link>
      )}
    </Card>
  );
}

/** /client: his events (the crew's gauge) and his bookings with their answers. */
export function ClientHomePage() {
  const { t } = useLingui();
  const works = useClientWorks();
  const bookings = useClientBookings();
  const waiting = (bookings.data ?? []).filter((b) => b.status !== "confirmed");
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 className="text-xl font-semibold text-slate-900">{t`My events`}</h1>
        <Link to={paths.client.book} className={buttonClass("primary", "md", "gap-2")}>
          <CalendarPlus className="h-4 w-4" aria-hidden="true" />
          {t`Book staff`}
        </Link>
      </div>
      <section aria-labelledby="works-title" className="flex flex-col gap-3">
        <h2 id="works-title" className="text-lg font-semibold text-slate-900">
          {t`Works`}
        </h2>
        {works.isPending && <SkeletonCard />}
        {works.isError && <Alert tone="error">{works.error.message}</Alert>}
        {works.data?.length === 0 && (
          <EmptyState title={t`No works yet`} description={t`A booking the agency confirms appears here.`} />
        )}
        <ul className="grid gap-3 sm:grid-cols-2">
          {works.data?.map((w) => (
            <li key={w.id}>
              <WorkCard work={w} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="bookings-title" className="flex flex-col gap-3">
        <h2 id="bookings-title" className="text-lg font-semibold text-slate-900">
          {t`Bookings`}
        </h2>
        {bookings.isPending && <SkeletonCard />}
        {bookings.isError && <Alert tone="error">{bookings.error.message}</Alert>}
        {bookings.data && waiting.length === 0 && (
          <p className="text-sm text-slate-600">{t`No bookings waiting for an answer.`}</p>
        )}
        <ul className="grid gap-3 sm:grid-cols-2">
          {waiting.map((b) => (
            <li key={b.id}>
              <BookingCard booking={b} />
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
