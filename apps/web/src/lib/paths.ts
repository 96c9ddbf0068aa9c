import { i18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** Every route of the web app (the route table). Screens link through these. */
export const paths = {
  home: "/",
  register: "/user/register",
  login: "/login",
  /** "Forgot password?" for every login (phone-number accounts: the admin hands a new password). */
  forgotPassword: "/forgot-password",
  /** Short pages linked from the public page's footer. */
  privacy: "/privacy",
  terms: "/terms",
  cookies: "/cookies",
  faq: "/faq",
  admin: {
    login: "/admin/login",
    root: "/admin",
    dashboard: "/admin/dashboard",
    users: "/admin/users",
    userRequest: "/admin/user-request",
    fares: "/admin/fares",
    works: "/admin/works",
    /** The works screen with one work opened (from the dashboard's View Details). */
    work: (id: number | string) => `/admin/works?work=${id}`,
    workAnalytics: "/admin/work-analytics",
    /** Crew rules, WhatsApp prices and sending, backups. */
    settings: "/admin/settings",
    dues: "/admin/dues",
    clientStatement: (id: number | string) => `/admin/dues/${id}/statement`,
    moneyMonths: "/admin/money-by-month",
    /** Inquiries from the public page and "Forgot password?" requests. */
    inbox: "/admin/inbox",
    /** Clients, billing settings and rate cards (record 056). */
    billing: "/admin/billing",
    client: (id: number | string) => `/admin/billing/clients/${id}`,
    invoice: (id: number | string) => `/admin/billing/invoices/${id}`,
    /** Clients' bookings from their own page. */
    bookings: "/admin/bookings",
    /** What workers wrote on WhatsApp (record 063), and one worker's conversation. */
    whatsapp: "/admin/whatsapp",
    whatsappConversation: (id: number | string) => `/admin/whatsapp/${id}`,
  },
  subadmin: {
    login: "/subadmin/login",
    root: "/subadmin",
    dashboard: "/subadmin/sub-dashboard",
    createUser: "/subadmin/create-user",
    cateringWorks: "/subadmin/catering-works",
    /** Catering Works showing one work, found by its id (the captain's "Open work"). */
    work: (id: number | string) => `/subadmin/catering-works?work=${id}`,
    workAnalytics: "/subadmin/work-analytics",
  },
  user: {
    login: "/user/login",
    root: "/user",
    home: "/user/home",
    profile: "/user/profile",
    myWorks: "/user/my-works",
    myWorksFilter: (filter: "accepted" | "pending" | "completed" | "rejected" | "all") =>
      `/user/my-works?filter=${filter}`,
    workDetails: (id: number | string) => `/user/work-details/${id}`,
  },
  /** The client's own page (docs/decisions/062-clients-own-page.md). */
  client: {
    signin: "/client/signin",
    home: "/client",
    book: "/client/book",
    work: (id: number | string) => `/client/works/${id}`,
    bills: "/client/bills",
  },
} as const;

export type Area = "admin" | "subadmin" | "user";

/** The brand's name and its two-letter mark: written the same in every language, never translated. */
export const BRAND = "CaterCrew";
export const BRAND_MARK = "CC";

const TITLES = {
  admin: msg`Admin Panel | CaterCrew`,
  subadmin: msg`Captain | CaterCrew`,
  user: msg`User Dashboard | CaterCrew`,
  public: msg`CaterCrew | Catering & Event Staffing`,
  client: msg`My bookings | CaterCrew`,
} as const;

/** Page title by area (docs/decisions/019-public-forms-and-forgot-password.md), in the current language. */
export function titleFor(pathname: string): string {
  if (pathname.startsWith("/admin")) return i18n._(TITLES.admin);
  if (pathname.startsWith("/subadmin")) return i18n._(TITLES.subadmin);
  // Every /user path, the login and the registration included (docs/decisions/019-public-forms-and-forgot-password.md).
  if (pathname.startsWith("/user")) return i18n._(TITLES.user);
  if (pathname.startsWith("/client")) return i18n._(TITLES.client);
  return i18n._(TITLES.public);
}
