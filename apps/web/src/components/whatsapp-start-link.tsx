import { useLingui } from "@lingui/react/macro";

/** "Get jobs on WhatsApp": the green wa.me button that opens WhatsApp with START typed. */
export function WhatsappStartLink({ href }: { href: string }) {
  const { t } = useLingui();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="mt-3 inline-flex min-h-12 items-center justify-center rounded-lg bg-green-700 px-5 font-medium text-white hover:bg-green-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-green-700"
    >
      {t`Get jobs on WhatsApp`}
    </a>
  );
}
