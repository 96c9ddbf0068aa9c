import { useLingui } from "@lingui/react/macro";
import { MessageSquareText, Phone } from "lucide-react";
import { cn } from "@/components/ui/cn";
import { type ChatLanguage, callLink, greetingText, whatsappLink } from "@/lib/whatsapp";

/**
 * A phone number as a call link and a WhatsApp link (wa.me, prefilled greeting in the person's
 * language). Shows "N/A" without a number.
 */
export function PhoneLinks({
  mobile,
  name,
  language = "en",
  text,
  className,
}: {
  mobile: string | null | undefined;
  name?: string | null;
  language?: ChatLanguage;
  /** Prefilled WhatsApp text; defaults to a greeting. */
  text?: string;
  className?: string;
}) {
  const { t } = useLingui();
  if (!mobile) return <span className={className}>{t`N/A`}</span>;
  const person = name ?? "";
  return (
    <span className={cn("inline-flex flex-wrap items-center gap-x-2", className)}>
      <a
        href={callLink(mobile)}
        className="inline-flex min-h-11 items-center gap-1 text-brand-700 underline-offset-2 hover:underline"
        aria-label={person ? t`Call ${person} ${mobile}` : t`Call ${mobile}`}
      >
        <Phone className="h-3.5 w-3.5" aria-hidden="true" />
        {mobile}
      </a>
      <a
        href={whatsappLink(mobile, text ?? greetingText(name, language))}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-11 items-center gap-1 text-green-700 underline-offset-2 hover:underline"
        aria-label={person ? t`WhatsApp ${person} ${mobile}` : t`WhatsApp ${mobile}`}
      >
        <MessageSquareText className="h-3.5 w-3.5" aria-hidden="true" />
        {t`WhatsApp`}
      </a>
    </span>
  );
}
