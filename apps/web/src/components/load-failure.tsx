import { RotateCw } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LOAD_FAILURE } from '@/lib/messages';

/** A list that could not be loaded: the generic load failure message and a retry. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6 text-center">
      <p role="alert" className="text-slate-700">
        {LOAD_FAILURE}
      </p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        Tentar novamente
      </Button>
    </div>
  );
}
