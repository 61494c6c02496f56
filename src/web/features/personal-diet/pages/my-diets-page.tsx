/** Placeholder while the page is being built in this change. */
export function MyDietsPage() {
  return <div className="mx-auto max-w-xl px-4 py-8" />;
}
