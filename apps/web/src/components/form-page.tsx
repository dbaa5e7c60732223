import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

interface FormPageProps {
  title: string;
  description?: ReactNode;
  /** Wider for long forms such as the sign-up. */
  size?: 'md' | 'lg';
  children: ReactNode;
  /** Below the card: links to related pages. */
  footer?: ReactNode;
}

/** A public page holding one form in a card (login, sign-up, password recovery). */
export function FormPage({ title, description, size = 'md', children, footer }: FormPageProps) {
  return (
    <div className="bg-slate-50 px-3 py-8 sm:px-6 sm:py-16">
      <div className={cn('mx-auto w-full', size === 'md' ? 'max-w-md' : 'max-w-2xl')}>
        <Card className="p-5 sm:p-10">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description && <div className="mt-2 text-slate-600">{description}</div>}
          <div className="mt-8">{children}</div>
        </Card>
        {footer && <div className="mt-6 text-center text-sm text-slate-600">{footer}</div>}
      </div>
    </div>
  );
}
