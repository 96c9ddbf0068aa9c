import { LICENSE_IMAGE_MAX_BYTES, LICENSE_IMAGE_TYPES } from "@catercrew/shared/rules";
import type { User } from "@catercrew/shared/schemas/users";
import { UPI_ID_PATTERN } from "@catercrew/shared/upi";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export interface Draft {
  address: string;
  district: string;
  place: string;
  experienced: boolean;
  employment_type: string;
  has_bike: boolean;
  has_license: boolean;
  upi_id: string;
  /** YYYY-MM-DD or blank; taken only while none is on record (the server checks it). */
  date_of_birth: string;
}

/** Our own checks are descriptors (they follow a language switch); the server's are its text. */
export type Problem = MessageDescriptor | string;
export type Errors = Partial<Record<keyof Draft | "license_image", Problem>>;

export const PROBLEMS = {
  licenseType: msg`License image must be a PNG or JPEG image`,
  licenseSize: msg`License image must be at most 5 MB`,
  address: msg`Address is required`,
  place: msg`Place is required`,
  district: msg`District is required`,
  employment: msg`Employment type is required`,
  licenseMissing: msg`Please upload your license image`,
  upi: msg`Enter a UPI ID like name@bank`,
  unexpected: msg`An unexpected error occurred`,
};

export const toDraft = (u: User): Draft => ({
  address: u.address ?? "",
  district: u.district ?? "",
  place: u.place ?? "",
  experienced: u.experienced,
  employment_type: u.employment_type ?? "",
  has_bike: u.has_bike,
  has_license: u.has_license,
  upi_id: u.upi_id ?? "",
  date_of_birth: u.date_of_birth ?? "",
});

/** PNG or JPEG up to 5 MB (the server checks the content again). */
export function checkLicenseFile(file: File): MessageDescriptor | null {
  if (!LICENSE_IMAGE_TYPES.some((type) => type === file.type)) return PROBLEMS.licenseType;
  if (file.size > LICENSE_IMAGE_MAX_BYTES) return PROBLEMS.licenseSize;
  return null;
}

export function validate(d: Draft, user: User, file: File | null): Errors {
  const e: Errors = {};
  if (!d.address.trim()) e.address = PROBLEMS.address;
  if (!d.place.trim()) e.place = PROBLEMS.place;
  if (!d.district) e.district = PROBLEMS.district;
  if (!d.employment_type) e.employment_type = PROBLEMS.employment;
  // Asked for only when the licence is newly ticked, as the server asks (older records may lack it).
  if (d.has_license && !user.has_license && !file && !user.license_image)
    e.license_image = PROBLEMS.licenseMissing;
  // The same pattern as the server's shared schema (@catercrew/shared/upi).
  if (d.upi_id.trim() && !UPI_ID_PATTERN.test(d.upi_id.trim())) e.upi_id = PROBLEMS.upi;
  if (file) {
    const problem = checkLicenseFile(file);
    if (problem) e.license_image = problem;
  }
  return e;
}

/**
 * What the save sends (multipart, with the licence image when one was chosen). The date of birth
 * only while none is on record: a stored one is the agency's to correct (record 064).
 */
export function toFormData(draft: Draft, user: User, file: File | null): FormData {
  const form = new FormData();
  form.set("user_id", user.user_id);
  form.set("address", draft.address.trim());
  form.set("district", draft.district);
  form.set("place", draft.place.trim());
  form.set("employment_type", draft.employment_type);
  form.set("experienced", String(draft.experienced));
  form.set("has_bike", String(draft.has_bike));
  form.set("has_license", String(draft.has_license));
  form.set("upi_id", draft.upi_id.trim());
  if (!user.date_of_birth && draft.date_of_birth) form.set("date_of_birth", draft.date_of_birth);
  if (draft.has_license && file) form.set("license_image", file);
  return form;
}
