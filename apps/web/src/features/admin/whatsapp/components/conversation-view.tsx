import { useLingui } from "@lingui/react/macro";
import { ArrowLeft } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { buttonClass } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { PhoneLinks } from "@/entities/contact/phone-links";
import { paths } from "@/lib/paths";
import { useInboxThread, useMarkRead } from "../api/whatsapp-inbox";
import { MessageBubble } from "./message-bubble";
import { ReplyBox } from "./reply-box";

/** One worker's conversation: his messages and files, the answers, and the reply box. */
export function ConversationView({ id }: { id: number }) {
  const { t } = useLingui();
  const query = useInboxThread(id);
  const markRead = useMarkRead();
  const thread = query.data;
  const last = thread?.messages.at(-1)?.id ?? 0;
  const unread = thread?.conversation.unread ?? 0;
  const { mutate } = markRead;
  // Opening it reads it: everything shown up to the last message.
  useEffect(() => {
    if (unread > 0 && last > 0) mutate({ id, through: last });
  }, [id, last, unread, mutate]);
  if (query.isError) return <Alert tone="error">{query.error.message}</Alert>;
  if (!thread) return <Skeleton className="h-64" />;
  const c = thread.conversation;
  return (
    <section aria-labelledby="conversation-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Link
          to={paths.admin.whatsapp}
          className={buttonClass("ghost", "icon", "lg:hidden")}
          aria-label={t`All conversations`}
        >
          <ArrowLeft className="h-5 w-5" aria-hidden="true" />
        </Link>
        <h2
          id="conversation-title"
          className="min-w-0 flex-1 break-words text-lg font-semibold text-slate-900"
        >
          {c.user_name} <span className="text-sm font-normal text-slate-600">({c.user_code})</span>
        </h2>
        <PhoneLinks mobile={c.wa_number.replace(/^91(?=\d{10}$)/, "")} name={c.user_name} />
      </div>
      <ol
        className="flex max-h-[60dvh] flex-col gap-2 overflow-y-auto rounded-xl bg-slate-100 p-3"
        aria-label={t`Messages`}
      >
        {thread.messages.map((m) => (
          <MessageBubble key={m.id} m={m} />
        ))}
      </ol>
      <ReplyBox conversationId={c.id} windowOpen={c.window_open} />
    </section>
  );
}
