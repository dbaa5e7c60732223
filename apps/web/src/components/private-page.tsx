import type { ReactNode } from 'react';
import { PageFrame, type PageFrameProps } from '@/components/page-frame';

interface PrivatePageProps extends PageFrameProps {
  title: string;
  description?: ReactNode;
}

/** The frame of a signed-in page: the way back, the page's h1 and its content. */
export function PrivatePage({ title, description, children, ...frame }: PrivatePageProps) {
  return (
    <PageFrame {...frame}>
      <header>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        {description && <div className="mt-2 text-slate-600">{description}</div>}
      </header>
      <div className="mt-6 sm:mt-8">{children}</div>
    </PageFrame>
  );
}
