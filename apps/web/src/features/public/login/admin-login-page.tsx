/** Placeholder: replaced by the screen of its issue. */
export function AdminLoginPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Admin Panel</h1>
    </main>
  );
}
