import { useLingui } from "@lingui/react/macro";
import { Share2 } from "lucide-react";
import { formatDate, formatTime } from "@/lib/format";
import { whatsappShareLink } from "@/lib/whatsapp";

/** The fields of a work that its share text names. */
export interface ShareableWork {
  id: number;
  Auditorium_name: string;
  place: string;
  date: string;
  reporting_time: string;
}

/**
 * "Share on WhatsApp" for a published work (the person picks a chat or a group): a short text
 * and the link to the work in the worker area.
 */
export function ShareWorkLink({ work }: { work: ShareableWork }) {
  const { t } = useLingui();
  const day = formatDate(work.date, { weekday: "short", year: false });
  const venue = work.Auditorium_name;
  const place = work.place;
  const time = formatTime(work.reporting_time);
  const link = `${window.location.origin}/user/work-details/${work.id}`;
  const text = t`Work at ${venue}, ${place} on ${day}, reporting time ${time}. Apply on CaterCrew: ${link}`;
  return (
    <a
      href={whatsappShareLink(text)}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-8 items-center gap-1 text-green-700 underline-offset-2 hover:underline"
    >
      <Share2 className="h-4 w-4" aria-hidden="true" />
      {t`Share on WhatsApp`}
    </a>
  );
}
