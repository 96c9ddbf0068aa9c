/** Placeholder: replaced by the screen of its issue. */
export function SubadminAnalyticsPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Work Analytics</h1>
    </main>
  );
}
