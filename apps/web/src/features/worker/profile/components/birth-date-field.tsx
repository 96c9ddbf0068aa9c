import { useLingui } from "@lingui/react/macro";
import { Input } from "@/components/ui/field";
import { formatDate } from "@/lib/format";

/**
 * The worker's date of birth (record 064): entered once here while none is on record; a stored
 * one is shown, and only the agency corrects it.
 */
export function BirthDateField({
  stored,
  value,
  onChange,
  error,
}: {
  stored: string | null;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const { t } = useLingui();
  if (stored)
    return (
      <p className="text-sm text-slate-700">
        {t`Date of Birth`}: <span className="font-medium">{formatDate(stored)}</span>
        <span className="block text-slate-500">{t`To correct it, ask the agency.`}</span>
      </p>
    );
  return (
    <Input
      label={t`Date of Birth`}
      type="date"
      autoComplete="bday"
      hint={t`Needed for night works (reporting from 7 pm to 6 am): workers under 18 are not given them.`}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      error={error}
    />
  );
}
