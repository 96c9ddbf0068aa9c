import { useLingui } from "@lingui/react/macro";
/** Brand marks (lucide dropped brand icons); decorative, labelled by their links. */
export function InstagramIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" />
    </svg>
  );
}

export function FacebookIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={className} fill="currentColor" aria-hidden="true">
      <path d="M14 8h3V4h-3c-2.8 0-4 1.8-4 4.3V10H7v4h3v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z" />
    </svg>
  );
}

export function StarRow({ rating, max = 5 }: { rating: number; max?: number }) {
  const { t } = useLingui();
  return (
    <span className="flex gap-0.5" role="img" aria-label={t`Rated ${rating} out of ${max}`}>
      {Array.from({ length: max }, (_, i) => `star${i}`).map((k, i) => (
        <svg
          key={k}
          viewBox="0 0 20 20"
          className={`h-4 w-4 ${i < rating ? "text-amber-500" : "text-slate-300"}`}
          fill="currentColor"
          aria-hidden="true"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}
