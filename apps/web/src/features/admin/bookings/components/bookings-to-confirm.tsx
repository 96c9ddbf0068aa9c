import { plural } from "@lingui/core/macro";
import { CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { paths } from "@/lib/paths";
import { useBookings } from "../api/bookings";

/** The dashboard's bell for clients' bookings waiting for an answer (nothing when none wait). */
export function BookingsToConfirm() {
  const query = useBookings("requested");
  const count = query.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={paths.admin.bookings}
      className="flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 hover:border-amber-500 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <CalendarPlus className="h-6 w-6 shrink-0" aria-hidden="true" />
      <span className="font-semibold">
        {plural(count, { one: "# booking from a client to confirm", other: "# bookings from clients to confirm" })}
      </span>
    </Link>
  );
}
