/** Query keys of the Users Management screen; mutations invalidate `usersKeys.all`. */
export const usersKeys = {
  all: ["admin", "users"] as const,
  page: (page: number, pageSize: number) => ["admin", "users", "page", page, pageSize] as const,
  search: (text: string) => ["admin", "users", "search", text] as const,
  filter: (f: object) => ["admin", "users", "filter", f] as const,
  detail: (id: number) => ["admin", "users", "detail", id] as const,
  pending: ["admin", "users", "pending-count"] as const,
};
