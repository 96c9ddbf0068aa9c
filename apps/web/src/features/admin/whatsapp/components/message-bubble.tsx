import type { InboxMessage } from "@catercrew/shared";
import { useLingui } from "@lingui/react/macro";
import { cn } from "@/components/ui/cn";
import { formatDateTime } from "@/lib/format";
import { useKindLabel } from "./kind-label";

function Media({ m }: { m: InboxMessage }) {
  const { t } = useLingui();
  const kindLabel = useKindLabel();
  if (m.media_state === "waiting")
    return <p className="text-sm italic text-slate-600">{t`Fetching the file…`}</p>;
  if (m.media_state === "failed" || !m.media_url) {
    const what = kindLabel(m.kind);
    return (
      <p className="text-sm text-red-800">
        {t`${what} not kept`}
        {m.error ? `: ${m.error}` : ""}
      </p>
    );
  }
  const type = m.media_type ?? "";
  if (type.startsWith("audio/"))
    return (
      // biome-ignore lint/a11y/useMediaCaption: a worker's voice message has no captions
      <audio
        controls
        preload="metadata"
        src={m.media_url}
        className="w-full max-w-72"
        aria-label={kindLabel(m.kind)}
      />
    );
  if (type.startsWith("image/"))
    return (
      <a href={m.media_url} target="_blank" rel="noreferrer" className="block">
        <img src={m.media_url} alt={m.body ?? kindLabel(m.kind)} className="max-h-64 max-w-full rounded-lg" />
      </a>
    );
  if (type.startsWith("video/"))
    return (
      // biome-ignore lint/a11y/useMediaCaption: a worker's video has no captions
      <video controls preload="metadata" src={m.media_url} className="max-h-64 max-w-full rounded-lg" />
    );
  return (
    <a
      href={m.media_url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center break-all text-brand-700 underline"
    >
      {m.file_name ?? kindLabel(m.kind)}
    </a>
  );
}

/** One message: his on the left, the admins' answers on the right with how they went. */
export function MessageBubble({ m }: { m: InboxMessage }) {
  const { t } = useLingui();
  const out = m.direction === "out";
  const status: Record<NonNullable<InboxMessage["status"]>, string> = {
    queued: t`Sending`,
    sent: t`Sent`,
    delivered: t`Delivered`,
    read: t`Read`,
    failed: t`Not delivered`,
  };
  const isMap = m.kind === "location";
  return (
    <li className={cn("flex", out ? "justify-end" : "justify-start")}>
      <div
        className={cn(
          "flex max-w-[85%] flex-col gap-1 rounded-2xl px-3 py-2 text-sm shadow-sm sm:max-w-[70%]",
          out ? "bg-green-50 text-slate-900" : "bg-white text-slate-900",
          m.status === "failed" && "ring-1 ring-red-300",
        )}
      >
        {m.kind !== "text" && m.kind !== "location" && <Media m={m} />}
        {m.body &&
          (isMap ? (
            <p className="whitespace-pre-line break-words">
              {m.body.split("\n").map((line) =>
                line.startsWith("https://") ? (
                  <a
                    key={line}
                    href={line}
                    target="_blank"
                    rel="noreferrer"
                    className="text-brand-700 underline"
                  >
                    {t`Open the map`}
                  </a>
                ) : (
                  <span key={line} className="block">
                    {line}
                  </span>
                ),
              )}
            </p>
          ) : (
            <p className="whitespace-pre-line break-words">{m.body}</p>
          ))}
        <p className="flex flex-wrap items-center justify-end gap-x-2 text-xs text-slate-600">
          {out && m.sent_by_name && <span>{m.sent_by_name}</span>}
          {out && m.via === "template" && <span>{t`as a template`}</span>}
          <span>{formatDateTime(m.created_at)}</span>
          {out && m.status && (
            <span className={m.status === "failed" ? "font-semibold text-red-800" : ""}>
              {status[m.status]}
            </span>
          )}
        </p>
        {out && m.status === "failed" && m.error && <p className="text-xs text-red-800">{m.error}</p>}
      </div>
    </li>
  );
}
