import { useLingui } from "@lingui/react/macro";
import { AlertTriangle, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "./button";
import { cn } from "./cn";

/** A failed load: title, the error text, and a retry button (announced as an alert). */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel,
  retrying = false,
  className,
}: {
  title?: ReactNode;
  message?: ReactNode;
  onRetry?: () => void;
  retryLabel?: string;
  retrying?: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <div
      role="alert"
      className={cn(
        "flex flex-col items-center justify-center gap-2 rounded-xl border border-red-200 bg-red-50 px-4 py-8 text-center",
        className,
      )}
    >
      <AlertTriangle className="h-8 w-8 text-red-700" aria-hidden="true" />
      <p className="text-base font-semibold text-red-900">{title ?? t`Something went wrong`}</p>
      {message && <p className="max-w-md break-words text-sm text-red-800">{message}</p>}
      {onRetry && (
        <Button
          variant="outline"
          size="sm"
          className="mt-2"
          onClick={onRetry}
          loading={retrying}
          icon={<RotateCw className="h-4 w-4" aria-hidden="true" />}
        >
          {retryLabel ?? t`Try again`}
        </Button>
      )}
    </div>
  );
}
