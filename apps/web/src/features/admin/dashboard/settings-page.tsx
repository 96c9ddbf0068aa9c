import { useLingui } from "@lingui/react/macro";
import { BackupStatusCard } from "./components/backup-status";
import { CaptainMoneyCard } from "./components/captain-money-card";
import { CrewSettingsCard } from "./components/crew-settings-card";
import { WhatsappSettingsCard } from "./components/whatsapp-settings-card";

/**
 * Settings (/admin/settings): what the admin sets once and looks at seldom, kept off the
 * dashboard: the crew rules, what captains see, the WhatsApp template prices and sending, and the
 * backups.
 */
export function AdminSettingsPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6">
      <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{t`Settings`}</h2>
      <CrewSettingsCard />
      <CaptainMoneyCard />
      <WhatsappSettingsCard />
      <BackupStatusCard />
    </div>
  );
}
