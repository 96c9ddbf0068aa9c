import { LICENSE_IMAGE_MAX_BYTES } from "@catercrew/shared/rules";
import { useLingui } from "@lingui/react/macro";
import { type ChangeEvent, useState } from "react";

const IMAGE_TYPES = ["image/png", "image/jpeg"];

/** The licence photo chosen, or why it was refused (type or size), checked on the phone. */
export function useLicenseImage() {
  const { t } = useLingui();
  const [license, setLicense] = useState<File | null>(null);
  const [licenseError, setLicenseError] = useState<string | null>(null);
  const onLicense = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0] ?? null;
    if (file && !IMAGE_TYPES.includes(file.type)) {
      setLicense(null);
      setLicenseError(t`Please choose an image file (PNG or JPEG).`);
      e.target.value = "";
      return;
    }
    // Refused on the phone, before a slow upload that the server would refuse anyway.
    if (file && file.size > LICENSE_IMAGE_MAX_BYTES) {
      setLicense(null);
      setLicenseError(t`This photo is larger than 5 MB. Choose a smaller photo.`);
      e.target.value = "";
      return;
    }
    setLicenseError(null);
    setLicense(file);
  };
  return { license, licenseError, setLicenseError, onLicense };
}
