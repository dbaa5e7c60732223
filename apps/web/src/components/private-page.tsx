import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

interface PrivatePageProps {
  title: string;
  /** Shown above the title, e.g. a way back. */
  back?: { to: string; label?: string };
  description?: ReactNode;
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** The frame of a signed-in page: the way back, the page's h1 and its content. */
export function PrivatePage({ title, back, description, size = 'lg', children }: PrivatePageProps) {
  return (
    <div
      className={cn(
        'mx-auto w-full px-4 py-6 sm:px-6 sm:py-10 lg:px-8',
        size === 'md' ? 'max-w-3xl' : 'max-w-5xl',
      )}
    >
      {back && (
        <Link
          to={back.to}
          className="hover:text-brand-700 -ml-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label ?? 'Voltar'}
        </Link>
      )}
      <header className={back ? 'mt-3' : undefined}>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description && <div className="mt-2 text-slate-600">{description}</div>}
      </header>
      <div className="mt-6 sm:mt-8">{children}</div>
    </div>
  );
}
