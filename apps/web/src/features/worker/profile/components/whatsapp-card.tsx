import { useLingui } from "@lingui/react/macro";
import { MessageCircle } from "lucide-react";
import { Card } from "@/components/ui/card";
import { WhatsappStartLink } from "@/components/whatsapp-start-link";
import { useMyWhatsapp } from "../api/my-whatsapp";

/**
 * Profile card: whether works come on WhatsApp, to which number, and the "Get jobs on WhatsApp"
 * link (wa.me with "START <UserID> <key>", so a second SIM's WhatsApp is tied to this account).
 */
export function WhatsappCard() {
  const { t } = useLingui();
  const wa = useMyWhatsapp();
  if (!wa.data?.enabled) return null;
  const { state, link } = wa.data;
  const number = wa.data.wa_number ?? "";
  return (
    <Card>
      <h2 className="mb-1 flex items-center gap-2 text-base font-semibold">
        <MessageCircle className="h-5 w-5 text-green-700" aria-hidden="true" />
        {t`Jobs on WhatsApp`}
      </h2>
      <p className="text-sm text-slate-700" data-testid="whatsapp-state">
        {state === "on"
          ? t`On: work offers and reminders come to WhatsApp ${number}. Send STOP there to turn them off.`
          : state === "stopped"
            ? t`Off: you sent STOP from ${number}. Send START there, or tap the button, to turn it on again.`
            : t`Off. Tap the button and send the message that opens in WhatsApp to get work offers there.`}
      </p>
      {link && state !== "on" && <WhatsappStartLink href={link} />}
    </Card>
  );
}
