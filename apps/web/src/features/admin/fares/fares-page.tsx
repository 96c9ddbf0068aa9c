/** Placeholder: replaced by the screen of its issue. */
export function FaresPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Fares Management</h1>
    </main>
  );
}
