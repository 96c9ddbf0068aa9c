import type { WhatsappPublishPreview } from "@catercrew/shared/schemas/whatsapp-outbound";
import type { WorkListItem } from "@catercrew/shared/schemas/works";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/dialog";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/api-client";
import { fetchPublishPreview } from "../api/whatsapp-offers";
import { useDeleteWork, usePatchWork } from "../api/works";

type Pending = { kind: "delete" | "complete"; work: WorkListItem } | null;

/** Publish/unpublish, and delete or complete after a confirmation, each with its confirmation and result messages. */
export function useWorkActions() {
  const { t } = useLingui();
  const patch = usePatchWork();
  const del = useDeleteWork();
  const [confirm, setConfirm] = useState<Pending>(null);
  const [preview, setPreview] = useState<{ work: WorkListItem; data: WhatsappPublishPreview | null } | null>(
    null,
  );
  const [checking, setChecking] = useState(false);

  /**
   * Publishing always asks first: workers will see the work, and, when WhatsApp is on and there is
   * anyone to offer it to, what it sends there and what that costs. Unpublishing is at once.
   */
  const togglePublish = async (w: WorkListItem) => {
    if (w.is_published) {
      await setPublished(w);
      return;
    }
    setChecking(true);
    const data = await fetchPublishPreview(w.id).catch(() => null);
    setChecking(false);
    setPreview({ work: w, data: data?.configured && data.messages > 0 ? data : null });
  };

  const setPublished = async (w: WorkListItem) => {
    try {
      const res = await patch.mutateAsync({ id: w.id, body: { is_published: !w.is_published } });
      const offered = res.offered_to;
      notify.adminSuccess(
        offered === undefined
          ? res.message
          : offered === 0
            ? t`Published, but no approved worker is left to offer it to.`
            : plural(offered, {
                one: "Published: offered to # worker.",
                other: "Published: offered to # workers.",
              }),
      );
    } catch (err) {
      notify.adminError(
        err instanceof ApiError && err.status === 409 ? err.message : t`Failed to update work status!`,
      );
    }
  };

  const runConfirmed = async () => {
    if (!confirm) return;
    const { kind, work } = confirm;
    try {
      if (kind === "delete") {
        await del.mutateAsync(work.id);
        notify.adminSuccess(t`Work deleted successfully!`);
      } else {
        await patch.mutateAsync({ id: work.id, body: { status: "completed" } });
        notify.adminSuccess(t`Work marked as completed successfully!`);
      }
    } catch (err) {
      const fallback = kind === "delete" ? t`Failed to delete work!` : t`Failed to mark work as completed!`;
      notify.adminError(kind === "complete" && err instanceof ApiError ? err.message || fallback : fallback);
    }
    setConfirm(null);
  };

  const busy = patch.isPending || del.isPending || checking;
  const previewMessage = (p: WhatsappPublishPreview) => {
    const cost = p.cost;
    return [
      plural(p.messages, {
        one: `Publishing sends # WhatsApp offer, costing about ₹${cost}.`,
        other: `Publishing sends # WhatsApp offers, costing about ₹${cost}.`,
      }),
      p.deferred > 0
        ? plural(p.deferred, {
            one: "# of them waits for tomorrow's WhatsApp allowance.",
            other: "# of them wait for tomorrow's WhatsApp allowance.",
          })
        : "",
      p.template_usable ? "" : t`WhatsApp has paused the offer template: the offers go as app notices.`,
    ]
      .filter(Boolean)
      .join(" ");
  };
  const dialog = (
    <ConfirmDialog
      open={confirm !== null}
      onClose={() => setConfirm(null)}
      onConfirm={runConfirmed}
      busy={busy}
      title={confirm?.kind === "delete" ? t`Delete work` : t`Mark work as completed`}
      message={
        confirm?.kind === "delete"
          ? t`Are you sure you want to delete this work?`
          : t`Are you sure you want to mark this work as completed? This action cannot be undone and you won't be able to add or edit wages after completion.`
      }
      confirmLabel={confirm?.kind === "delete" ? t`Delete` : t`Mark as Completed`}
      tone="danger"
    />
  );
  const publishDialog = (
    <ConfirmDialog
      open={preview !== null}
      onClose={() => setPreview(null)}
      onConfirm={async () => {
        const p = preview;
        setPreview(null);
        if (p) await setPublished(p.work);
      }}
      busy={busy}
      title={t`Publish work`}
      message={
        preview
          ? [
              t`Workers will see this work in the app and can request it.`,
              preview.data ? previewMessage(preview.data) : "",
            ]
              .filter(Boolean)
              .join(" ")
          : ""
      }
      confirmLabel={t`Publish`}
      tone="primary"
    />
  );
  return {
    busy,
    togglePublish,
    setConfirm,
    dialog: (
      <>
        {dialog}
        {publishDialog}
      </>
    ),
  };
}
