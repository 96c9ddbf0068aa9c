import type { AdminBooking } from "@catercrew/shared/schemas/client-portal";
import { plural } from "@lingui/core/macro";
import { useQuery } from "@tanstack/react-query";
import { CalendarPlus } from "lucide-react";
import { Link } from "react-router";
import { api } from "@/lib/api-client";
import { paths } from "@/lib/paths";

/** The dashboard's bell for clients' bookings waiting for an answer (nothing when none wait). */
export function BookingsToConfirm() {
  // The same key as the Bookings screen's list: confirming there updates this line.
  const query = useQuery({
    queryKey: ["admin", "bookings", "requested"],
    queryFn: ({ signal }) => api<AdminBooking[]>("/bookings/?status=requested", { area: "admin", signal }),
  });
  const count = query.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Link
      to={paths.admin.bookings}
      className="flex items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-900 hover:border-amber-500 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <CalendarPlus className="h-6 w-6 shrink-0" aria-hidden="true" />
      <span className="font-semibold">
        {plural(count, {
          one: "# booking from a client to confirm",
          other: "# bookings from clients to confirm",
        })}
      </span>
    </Link>
  );
}
