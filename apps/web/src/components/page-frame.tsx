import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InlineLoader } from '@/components/inline-loader';
import { OFFLINE_PAGE } from '@/components/offline-notice';
import { cn } from '@/lib/utils';

export interface PageFrameProps {
  /** Shown above everything else, e.g. a way back. */
  back?: { to: string; label?: string };
  size?: 'md' | 'lg';
  children: ReactNode;
}

/** The width and margins of a signed-in page, with the way back above whatever state it is in. */
export function PageFrame({ back, size = 'lg', children }: PageFrameProps) {
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
          className="hover:text-brand-700 -ml-2 mb-3 inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label ?? 'Voltar'}
        </Link>
      )}
      {children}
    </div>
  );
}

/** A page whose content is still loading: its title for screen readers, then the spinner. */
export function PageLoading({
  title,
  ...frame
}: Omit<PageFrameProps, 'children'> & { title: string }) {
  return (
    <PageFrame {...frame}>
      <h1 className="sr-only">{title}</h1>
      <InlineLoader offline={OFFLINE_PAGE} />
    </PageFrame>
  );
}
