import { useLingui } from "@lingui/react/macro";
import { useParams } from "react-router";
import { Alert } from "@/components/ui/alert";
import { cn } from "@/components/ui/cn";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { useInboxList } from "./api/whatsapp-inbox";
import { ConversationList } from "./components/conversation-list";
import { ConversationView } from "./components/conversation-view";

/**
 * /admin/whatsapp and /admin/whatsapp/:id: what workers wrote on WhatsApp that the app could not
 * act on (record 063). Side by side from `lg` up; on a phone the list, or the open conversation.
 */
export function WhatsappInboxPage() {
  const { t } = useLingui();
  const params = useParams();
  const id = params.id && /^\d+$/.test(params.id) ? Number(params.id) : null;
  const list = useInboxList();
  const data = list.data;
  return (
    <div className="grid gap-4 lg:grid-cols-[20rem_minmax(0,1fr)]">
      <section
        aria-labelledby="inbox-title"
        className={cn("flex min-w-0 flex-col gap-3", id !== null && "hidden lg:flex")}
      >
        <h2 id="inbox-title" className="text-lg font-semibold text-slate-900">
          {t`WhatsApp messages`}
          {data && data.unread_total > 0 ? ` (${data.unread_total})` : ""}
        </h2>
        {list.isError && <Alert tone="error">{list.error.message}</Alert>}
        {!data && !list.isError && <Skeleton className="h-40" />}
        {data && data.conversations.length === 0 && (
          <EmptyState
            title={t`No messages yet`}
            description={t`Questions, voice messages and photos workers send on WhatsApp appear here.`}
          />
        )}
        {data && data.conversations.length > 0 && (
          <ConversationList conversations={data.conversations} selected={id} />
        )}
      </section>
      {id !== null ? (
        <ConversationView key={id} id={id} />
      ) : (
        <p className="hidden text-sm text-slate-600 lg:block">{t`Choose a conversation to read and answer it.`}</p>
      )}
    </div>
  );
}
