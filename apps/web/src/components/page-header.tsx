import type { ReactNode } from 'react';

interface PageHeaderProps {
  eyebrow: string;
  title: string;
  children?: ReactNode;
}

/** Blue band opening the inner public pages, continuing the top bar's colour. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <div className="from-brand-600 to-brand-900 bg-gradient-to-b text-white">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 sm:py-20 lg:px-8">
        <p className="text-signal-300 text-sm font-semibold tracking-wider uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {title}
        </h1>
        {children && <div className="text-brand-100 mt-5 max-w-2xl text-lg">{children}</div>}
      </div>
    </div>
  );
}
