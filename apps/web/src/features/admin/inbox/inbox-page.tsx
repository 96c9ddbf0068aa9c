import { LeadsList } from "./components/leads-list";
import { ResetRequests } from "./components/reset-requests";

/** /admin/inbox: what people asked from outside: password resets first, then inquiries. */
export function InboxPage() {
  return (
    <div className="grid gap-8 xl:grid-cols-2">
      <ResetRequests />
      <LeadsList />
    </div>
  );
}
