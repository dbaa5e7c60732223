import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';

interface PageMessageProps {
  title: string;
  children: ReactNode;
  /** Heading level: 1 when the message is the whole page, 2 inside a page that has its title. */
  level?: 1 | 2;
  /** Where to go from here: the list of requests by default; null when the page has its way back. */
  action?: { to: string; label: string } | null;
}

/** What a page shows instead of its content: not found, not allowed, already done, failed. */
export function PageMessage({
  title,
  children,
  level = 1,
  action = { to: paths.solicitations, label: 'Ver as solicitações' },
}: PageMessageProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <Card className="px-6 py-10 text-center">
      <Heading className="text-xl font-bold tracking-tight text-slate-900 sm:text-2xl">
        {title}
      </Heading>
      <p role="alert" className="mx-auto mt-2 max-w-md text-slate-600">
        {children}
      </p>
      {action && (
        <Link to={action.to} className={buttonVariants({ variant: 'outline', className: 'mt-6' })}>
          {action.label}
        </Link>
      )}
    </Card>
  );
}
