/**
 * Query keys of the worker area. `common/` holds what several worker screens share (the
 * published works, the work request, the key names); each screen keeps its own calls.
 */
export const workerKeys = {
  all: ["worker"] as const,
  published: () => ["worker", "published"] as const,
  work: (id: number) => ["worker", "work", id] as const,
  requests: () => ["worker", "requests"] as const,
  stats: () => ["worker", "stats"] as const,
  averageRating: () => ["worker", "average-rating"] as const,
  wage: (userId: number, workId: number) => ["worker", "wage", userId, workId] as const,
  me: () => ["worker", "me"] as const,
  noShows: () => ["worker", "no-shows"] as const,
  nextJobs: () => ["worker", "next-jobs"] as const,
  /** The home summary (one read for the opening screen). */
  home: () => ["worker", "home"] as const,
};
