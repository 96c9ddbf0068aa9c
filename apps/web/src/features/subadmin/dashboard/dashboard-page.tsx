/** Placeholder: replaced by the screen of its issue. */
export function SubadminDashboardPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Dashboard</h1>
    </main>
  );
}
