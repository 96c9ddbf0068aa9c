/** Placeholder: replaced by the screen of its issue. */
export function UserRequestsPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">User Requests</h1>
    </main>
  );
}
