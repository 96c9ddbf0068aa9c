import { LICENSE_IMAGE_MAX_BYTES, LICENSE_IMAGE_TYPES } from "@catercrew/shared/rules";
import { useLingui } from "@lingui/react/macro";
import { Input } from "@/components/ui/field";

function readDataUrl(file: File, unreadable: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error(unreadable));
    reader.readAsDataURL(file);
  });
}

/** The license image (PNG or JPEG, at most 5 MB), read as a data URL for the JSON update. */
export function LicenseImageInput({
  error,
  onChange,
}: {
  error: string | null;
  onChange: (dataUrl: string | null, error: string | null) => void;
}) {
  const { t } = useLingui();
  return (
    <Input
      type="file"
      accept="image/png,image/jpeg"
      label={t`License Image`}
      hint={t`PNG, JPG, JPEG (MAX. 5MB)`}
      containerClassName="sm:col-span-2"
      error={error ?? undefined}
      onChange={async (e) => {
        const file = e.target.files?.[0];
        if (!file) return onChange(null, null);
        if (!LICENSE_IMAGE_TYPES.some((type) => type === file.type)) {
          return onChange(null, t`License image must be a PNG or JPEG image`);
        }
        if (file.size > LICENSE_IMAGE_MAX_BYTES) return onChange(null, t`License image must be at most 5 MB`);
        onChange(await readDataUrl(file, t`The image could not be read`), null);
      }}
    />
  );
}
