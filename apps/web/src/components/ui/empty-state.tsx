import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn";

/** "Nothing here" with an optional description and action. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        "flex flex-col items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center",
        className,
      )}
    >
      <div className="text-slate-400" aria-hidden="true">
        {icon ?? <Inbox className="h-10 w-10" />}
      </div>
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {description && <p className="max-w-md text-sm text-slate-600">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
