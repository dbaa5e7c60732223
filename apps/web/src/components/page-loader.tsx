/** Suspense fallback while a page's code loads. */
export function PageLoader() {
  return (
    <div role="status" className="flex min-h-[60vh] items-center justify-center gap-3 px-4">
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-600"
      />
      <span className="text-sm text-slate-600">Carregando…</span>
    </div>
  );
}
