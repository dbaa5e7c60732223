import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { Card } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useUser } from '@/lib/session';
import { StepIndicator } from './step-indicator';

interface RegistrationStepPageProps {
  step?: 1 | 2 | 3 | 4;
  title: string;
  description?: ReactNode;
  /** Receives the signed-in pilot's id. */
  children: (userId: string) => ReactNode;
}

/**
 * A registration step (/register/{id}/…) of the signed-in pilot: another id in the address leads
 * to the same step of his own registration.
 */
export function RegistrationStepPage({
  step,
  title,
  description,
  children,
}: RegistrationStepPageProps) {
  const user = useUser();
  const { id } = useParams();
  const { pathname } = useLocation();
  if (!user) return null;
  if (id !== user.id) {
    const rest = pathname.split('/').slice(3).filter(Boolean);
    return <Navigate to={[paths.registerChoice(user.id), ...rest].join('/')} replace />;
  }

  return (
    <div className="bg-slate-50 px-3 py-8 sm:px-6 sm:py-16">
      <div className="mx-auto w-full max-w-2xl">
        <Card className="p-5 sm:p-10">
          {step && (
            <div className="mb-8">
              <StepIndicator current={step} />
            </div>
          )}
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {description && <div className="mt-2 text-slate-600">{description}</div>}
          <div className="mt-8">{children(user.id)}</div>
        </Card>
      </div>
    </div>
  );
}
