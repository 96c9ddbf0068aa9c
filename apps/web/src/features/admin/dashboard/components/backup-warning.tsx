import { useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { Alert } from "@/components/ui/alert";
import { localizeMessage } from "@/lib/i18n";
import { paths } from "@/lib/paths";
import { useBackupStatus } from "../api/backups";

/** The dashboard's line about backups: shown only when they need the admin (the card is under Settings). */
export function BackupWarning() {
  const { t } = useLingui();
  const status = useBackupStatus();
  const warning = status.data?.warning;
  if (!warning) return null;
  return (
    <Alert tone="warning">
      {localizeMessage(warning)}{" "}
      <Link to={`${paths.admin.settings}#backups`} className="font-semibold underline">
        {t`Open the backups`}
      </Link>
    </Alert>
  );
}
