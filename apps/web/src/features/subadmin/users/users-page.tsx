/** Placeholder: replaced by the screen of its issue. */
export function SubadminUsersPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Users Management</h1>
    </main>
  );
}
