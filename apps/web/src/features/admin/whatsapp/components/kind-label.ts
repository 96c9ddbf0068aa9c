import type { InboxKind } from "@catercrew/shared";
import { useLingui } from "@lingui/react/macro";

/** What a message without text is, in words ("Voice message", "Photo"...). */
export function useKindLabel(): (kind: InboxKind) => string {
  const { t } = useLingui();
  const labels: Record<InboxKind, string> = {
    text: t`Message`,
    voice: t`Voice message`,
    image: t`Photo`,
    video: t`Video`,
    document: t`Document`,
    location: t`Location`,
  };
  return (kind) => labels[kind];
}
