/** Placeholder: replaced by the screen of its issue. */
export function UserLoginPage() {
  return (
    <main className="p-6">
      <h1 className="text-xl font-semibold">Sign In</h1>
    </main>
  );
}
