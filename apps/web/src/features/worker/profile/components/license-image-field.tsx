import { useLingui } from "@lingui/react/macro";
import { ExternalLink, Upload } from "lucide-react";
import { buttonClass } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

interface LicenseImageFieldProps {
  /** The image already on file (a link to it), if any. */
  currentImage: string | null;
  /** The photo chosen to upload now. */
  file: File | null;
  error: string | undefined;
  onChoose: (file: File | null) => void;
}

/** The license image: a link to the one on file and a localised file picker for a new one. */
export function LicenseImageField({ currentImage, file, error, onChoose }: LicenseImageFieldProps) {
  const { t } = useLingui();
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-200 p-3">
      {currentImage && (
        <a
          href={currentImage}
          target="_blank"
          rel="noreferrer"
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-brand-700 underline"
        >
          <ExternalLink className="h-4 w-4" aria-hidden="true" />
          {t`View current license image`}
        </a>
      )}
      <Field
        label={currentImage ? t`Replace license image` : t`License image`}
        required={!currentImage}
        hint={t`PNG, JPG, JPEG (MAX. 5MB)`}
        error={error}
      >
        {({ id, describedBy, invalid }) => (
          // The browser's own file button speaks the phone's language, not the app's: ours does.
          <div className="flex flex-wrap items-center gap-2">
            <input
              id={id}
              type="file"
              accept="image/png,image/jpeg"
              required={!currentImage}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              className="peer sr-only"
              onChange={(e) => onChoose(e.target.files?.[0] ?? null)}
            />
            <label
              htmlFor={id}
              className={buttonClass(
                "outline",
                "md",
                "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
              )}
            >
              <Upload className="h-4 w-4" aria-hidden="true" />
              {t`Choose photo`}
            </label>
            <span className="min-w-0 break-all text-sm text-slate-700">
              {file ? file.name : t`No photo chosen`}
            </span>
          </div>
        )}
      </Field>
    </div>
  );
}
