import type { LoginResponse } from "@catercrew/shared/schemas/users";
import { api } from "@/lib/api-client";

/** POST /admin_panel/login/ (admins only). */
export function adminLogin(body: { email: string; password: string }) {
  return api<LoginResponse>("/admin_panel/login/", { method: "POST", body });
}

/** POST /users/signin/ for the worker ("worker") and sub-admin ("subadmin") screens. */
export function signin(body: { identifier: string; password: string; area: "worker" | "subadmin" }) {
  return api<LoginResponse>("/users/signin/", { method: "POST", body });
}
