/** Query keys of the admin works feature (mutations invalidate by these prefixes). */
export const worksKeys = {
  all: ["admin", "works"] as const,
  lists: () => [...worksKeys.all, "list"] as const,
  list: (type: "upcoming" | "past", page: number, search: string) =>
    [...worksKeys.lists(), type, page, search] as const,
  counts: () => [...worksKeys.all, "counts"] as const,
  detail: (id: number) => [...worksKeys.all, "detail", id] as const,
  requests: (id: number) => [...worksKeys.all, "requests", id] as const,
  assigned: (id: number) => [...worksKeys.all, "assigned", id] as const,
  suggested: (id: number) => [...worksKeys.all, "suggested", id] as const,
  users: () => ["admin", "works", "all-users"] as const,
};
