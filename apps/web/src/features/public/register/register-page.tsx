/** Placeholder: replaced by the screen of its issue. */
export function RegisterPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Register</h1>
    </main>
  );
}
