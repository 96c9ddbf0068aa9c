import type { CreateUserResponse, Registration } from "@catercrew/shared/schemas/users";
import { api } from "@/lib/api-client";

/** POST /users/create-user/ as multipart (public self-registration; the file only with has_license). */
export function registerWorker(values: Registration, licenseImage: File | null) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  if (values.has_license && licenseImage) form.append("license_image", licenseImage);
  return api<CreateUserResponse>("/users/create-user/", { method: "POST", body: form });
}
