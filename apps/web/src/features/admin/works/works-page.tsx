/** Placeholder: replaced by the screen of its issue. */
export function WorksPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Work Management</h1>
    </main>
  );
}
