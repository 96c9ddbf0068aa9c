import type { PortalLink } from "@catercrew/shared/schemas/client-portal";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { Alert } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button, buttonClass } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { notify } from "@/components/ui/toast";
import { usePortalAccess, usePortalLink, useSetPortalAccess } from "@/entities/client/client-portal-api";
import { formatDateTime } from "@/lib/format";

/**
 * The client's own page, from his record (docs/clients.md): on or off, his last sign-in, and a
 * single-use sign-in link to copy or send him on WhatsApp from the admin's phone.
 */
export function PortalAccessCard({ clientId, mobile }: { clientId: number; mobile: string | null }) {
  const { t } = useLingui();
  const access = usePortalAccess(clientId);
  const setAccess = useSetPortalAccess(clientId);
  const makeLink = usePortalLink();
  const [link, setLink] = useState<PortalLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const state = access.data;
  const run = async (step: () => Promise<unknown>, fallback: string) => {
    setError(null);
    try {
      await step();
    } catch (err) {
      setError(err instanceof Error ? err.message : fallback);
    }
  };
  const newLink = () =>
    run(async () => setLink(await makeLink.mutateAsync(clientId)), t`Could not make the link`);
  const turn = (enabled: boolean) =>
    run(async () => {
      await setAccess.mutateAsync(enabled);
      setLink(null);
      notify.adminSuccess(enabled ? t`The client's page is on` : t`The client's page is off`);
    }, t`Could not change the client's page`);
  const copy = async () => {
    if (!link) return;
    await navigator.clipboard?.writeText(link.url).catch(() => undefined);
    notify.success(t`Link copied`);
  };
  const message = link
    ? t`Your CaterCrew page: book staff, follow your crew and see your bills. ${link.url}`
    : "";
  const whatsapp = link && mobile ? `https://wa.me/91${mobile}?text=${encodeURIComponent(message)}` : null;
  return (
    <Card className="flex flex-col gap-3 p-4 text-sm" aria-labelledby="portal-access-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="portal-access-title" className="text-lg font-semibold">{t`The client's page`}</h3>
        {state && <Badge>{state.enabled ? t`On` : t`Off`}</Badge>}
      </div>
      {state && (
        <p className="text-slate-600">
          {state.last_signin_at
            ? t`Last signed in ${formatDateTime(state.last_signin_at)}`
            : t`Not signed in yet`}
        </p>
      )}
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {error}
        </Alert>
      )}
      {state && (
        <div className="flex flex-wrap gap-2">
          {state.enabled && (
            <Button onClick={newLink} loading={makeLink.isPending}>{t`Send sign-in link`}</Button>
          )}
          <Button variant="outline" onClick={() => turn(!state.enabled)} loading={setAccess.isPending}>
            {state.enabled ? t`Turn off the client's page` : t`Turn on the client's page`}
          </Button>
        </div>
      )}
      {link && (
        <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3">
          <label htmlFor="portal-link-url" className="font-medium">
            {t`Sign-in link (works once, for 48 hours)`}
          </label>
          <input
            id="portal-link-url"
            readOnly
            value={link.url}
            className="w-full rounded border border-slate-300 bg-white px-2 py-1 text-xs"
            onFocus={(e) => e.currentTarget.select()}
          />
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={copy}>{t`Copy link`}</Button>
            {whatsapp && (
              <a className={buttonClass("success", "sm")} href={whatsapp} target="_blank" rel="noreferrer">
                {t`Send on WhatsApp`}
              </a>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
