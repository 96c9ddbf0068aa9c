import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { BellRing, CalendarPlus, ClipboardCopy, RotateCcw } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/field";
import { ApiError } from "@/lib/api-client";
import {
  useCalendarUrl,
  useReachSettings,
  useResetCalendarUrl,
  useSavePushSubscription,
  useUpdateReachSettings,
} from "../api/reach";

function urlBase64ToUint8Array(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + "=".repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

const PUSH_WORDS = {
  blocked: msg`Notifications are blocked for CaterCrew on this phone. Open the browser's site settings (the lock next to the address), allow notifications, then tap the button again.`,
  dismissed: msg`Notifications stay off: the question was closed without "Allow". Tap the button again and choose "Allow".`,
  unsupported: msg`This browser cannot show notifications. Open CaterCrew in Chrome to get them.`,
  network: msg`The phone could not reach the notification service. Check the signal and try again.`,
  failed: msg`Could not turn notifications on. Try again in a moment.`,
};

/**
 * Why notifications could not be turned on, in words: the permission answer, or the browser's
 * error by its name (its own message is technical, in English, and differs per browser).
 */
export function pushRefusal(cause: unknown): MessageDescriptor | null {
  if (cause === "granted") return null;
  if (cause === "denied") return PUSH_WORDS.blocked;
  if (cause === "default") return PUSH_WORDS.dismissed;
  const name = cause instanceof Error || cause instanceof DOMException ? cause.name : "";
  if (name === "NotAllowedError") return PUSH_WORDS.blocked;
  if (name === "NotSupportedError" || name === "InvalidStateError") return PUSH_WORDS.unsupported;
  if (name === "AbortError" || name === "NetworkError" || name === "TimeoutError") return PUSH_WORDS.network;
  return PUSH_WORDS.failed;
}

const pushSupported = () =>
  typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window;

/** Profile card: WhatsApp messages on/off, notifications on this phone, the calendar link. */
export function ReachSettings() {
  const { t } = useLingui();
  const settings = useReachSettings();
  const update = useUpdateReachSettings();
  const savePush = useSavePushSubscription();
  const [showCalendar, setShowCalendar] = useState(false);
  const calendar = useCalendarUrl(showCalendar);
  const resetCalendar = useResetCalendarUrl();
  const [pushBusy, setPushBusy] = useState(false);

  const enablePush = async () => {
    if (!settings.data) return;
    setPushBusy(true);
    try {
      const refusal = pushRefusal(await Notification.requestPermission());
      if (refusal) {
        toast.error(t(refusal));
        return;
      }
      // The worker area's service worker (registered by its layout) controls this page.
      const registration = await Promise.race([
        navigator.serviceWorker.ready,
        new Promise<null>((resolve) => setTimeout(() => resolve(null), 5000)),
      ]);
      if (!registration) {
        toast.error(t`Reload the page once, then try again.`);
        return;
      }
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: urlBase64ToUint8Array(settings.data.push_public_key),
      });
      await savePush.mutateAsync(subscription.toJSON());
      toast.success(t`Notifications are on for this phone.`);
    } catch (err) {
      // Our server's refusal is already in the worker's language; the browser's is put in words.
      toast.error(err instanceof ApiError ? err.message : t(pushRefusal(err) ?? PUSH_WORDS.failed));
    } finally {
      setPushBusy(false);
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t`Link copied`);
    } catch {
      toast.error(t`Copy failed; select the link and copy it.`);
    }
  };

  const s = settings.data;
  const devices = s?.push_subscriptions ?? 0;
  return (
    <Card>
      <h2 className="mb-3 text-base font-semibold">{t`Messages and calendar`}</h2>
      {!s ? (
        <p className="text-sm text-slate-600">{settings.isError ? settings.error.message : t`Loading...`}</p>
      ) : (
        <div className="flex flex-col gap-3">
          {s.whatsapp_available && (
            <Checkbox
              label={t`Send me WhatsApp messages about my works and wages`}
              checked={s.whatsapp}
              disabled={update.isPending}
              onChange={(e) => update.mutate({ whatsapp: e.currentTarget.checked })}
            />
          )}
          {pushSupported() && (
            <div className="flex flex-wrap items-center gap-2">
              <Button
                variant="outline"
                loading={pushBusy}
                onClick={enablePush}
                icon={<BellRing className="h-4 w-4" aria-hidden="true" />}
              >
                {t`Turn on notifications on this phone`}
              </Button>
              {s.push_subscriptions > 0 && (
                <span className="text-xs text-slate-600">{t`Devices with notifications on: ${devices}`}</span>
              )}
            </div>
          )}
          <div className="flex flex-col gap-2">
            {!showCalendar ? (
              <Button
                variant="outline"
                className="self-start"
                icon={<CalendarPlus className="h-4 w-4" aria-hidden="true" />}
                onClick={() => setShowCalendar(true)}
              >
                {t`Add my works to my phone's calendar`}
              </Button>
            ) : calendar.data ? (
              <>
                <p className="text-sm text-slate-700">
                  {t`Add this link in Google Calendar ("From URL") or your phone's calendar. Keep it to yourself: anyone with it sees your works.`}
                </p>
                <input
                  readOnly
                  aria-label={t`Calendar link`}
                  value={calendar.data.url}
                  onFocus={(e) => e.currentTarget.select()}
                  className="w-full rounded-lg border border-slate-300 px-3 py-2 text-xs"
                />
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    onClick={() => copy(calendar.data.url)}
                    icon={<ClipboardCopy className="h-4 w-4" aria-hidden="true" />}
                  >
                    {t`Copy link`}
                  </Button>
                  <Button
                    variant="ghost"
                    loading={resetCalendar.isPending}
                    onClick={() => resetCalendar.mutate()}
                    icon={<RotateCcw className="h-4 w-4" aria-hidden="true" />}
                  >
                    {t`Make a new link (the old one stops working)`}
                  </Button>
                </div>
              </>
            ) : (
              <p className="text-sm text-slate-600">
                {calendar.isError ? calendar.error.message : t`Loading...`}
              </p>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}
