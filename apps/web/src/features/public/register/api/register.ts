import type { Registration, User } from "@catercrew/shared";
import { api } from "@/lib/api-client";

export interface RegisterResponse {
  status: true;
  message: string;
  user: User;
}

/** POST /users/create-user/ as multipart (public self-registration; the file only with has_license). */
export function registerWorker(values: Registration, licenseImage: File | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  if (values.has_license && licenseImage) form.append("license_image", licenseImage);
  return api<RegisterResponse>("/users/create-user/", { method: "POST", body: form });
}
