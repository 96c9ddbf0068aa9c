import { type InboxReply, inboxReplySchema } from "@catercrew/shared";
import { zodResolver } from "@hookform/resolvers/zod";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Textarea } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import { applyServerErrors } from "@/lib/form-errors";
import { useReply } from "../api/whatsapp-inbox";

/**
 * The answer: within 24 hours of his last message it goes as a WhatsApp message; after that as the
 * agency's template (record 063), which the box says before it is sent.
 */
export function ReplyBox({ conversationId, windowOpen }: { conversationId: number; windowOpen: boolean }) {
  const { t } = useLingui();
  const reply = useReply(conversationId);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm<InboxReply>({ resolver: zodResolver(inboxReplySchema), defaultValues: { text: "" } });
  const { register, handleSubmit, reset, setError, formState } = form;
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await reply.mutateAsync(values);
      reset({ text: "" });
    } catch (err) {
      if (err instanceof ApiError) {
        applyServerErrors(err, form.getValues(), setError);
        setServerError(err.message);
      } else setServerError(t`The answer was not sent. Try again.`);
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-2" aria-label={t`Answer on WhatsApp`}>
      {serverError && <Alert tone="error">{serverError}</Alert>}
      <Textarea
        label={t`Your answer`}
        rows={3}
        maxLength={1000}
        error={formState.errors.text?.message}
        hint={
          windowOpen
            ? t`Goes as a WhatsApp message.`
            : t`His last message is more than 24 hours old: this goes as the agency's template message.`
        }
        {...register("text")}
      />
      <div className="flex justify-end">
        <Button type="submit" loading={reply.isPending}>
          {t`Send`}
        </Button>
      </div>
    </form>
  );
}
