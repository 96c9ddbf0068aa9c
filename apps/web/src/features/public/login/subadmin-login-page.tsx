/** Placeholder: replaced by the screen of its issue. */
export function SubadminLoginPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Sub Admin</h1>
    </main>
  );
}
