/** Every route of the web app (the spec's route table). Screens link through these. */
export const paths = {
  home: "/",
  register: "/user/register",
  login: "/login",
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
  },
  subadmin: {
    login: "/subadmin/login",
    root: "/subadmin",
    dashboard: "/subadmin/sub-dashboard",
    createUser: "/subadmin/create-user",
    cateringWorks: "/subadmin/catering-works",
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
} as const;

export type Area = "admin" | "subadmin" | "user";

export const BRAND = "CaterCrew";

/** Page title by area (DECISIONS.md 8). */
export function titleFor(pathname: string): string {
  if (pathname.startsWith("/admin")) return `Admin Panel | ${BRAND}`;
  if (pathname.startsWith("/subadmin")) return `SubAdmin | ${BRAND}`;
  if (pathname.startsWith("/user") && pathname !== paths.register && pathname !== paths.user.login) {
    return `User Dashboard | ${BRAND}`;
  }
  return `${BRAND} | Catering & Event Staffing`;
}
