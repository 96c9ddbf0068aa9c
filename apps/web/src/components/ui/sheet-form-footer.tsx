import { useLingui } from "@lingui/react/macro";
import { Button } from "@/components/ui/button";

/** A form sheet's footer: Cancel, and the submit button of the form `form` ("Saving..." while pending). */
export function SheetFormFooter({
  form,
  pending,
  onCancel,
  submitLabel,
}: {
  form: string;
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
}) {
  const { t } = useLingui();
  return (
    <>
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {t`Cancel`}
      </Button>
      <Button type="submit" form={form} loading={pending} loadingText={t`Saving...`}>
        {submitLabel}
      </Button>
    </>
  );
}
