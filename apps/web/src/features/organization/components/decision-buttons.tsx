import { Check, X } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** Recusar and the accepting button of one row, both described by the row's heading. */
export function DecisionButtons({
  acceptLabel,
  headingId,
  disabled,
  onDecide,
}: {
  acceptLabel: string;
  headingId: string;
  disabled: boolean;
  onDecide: (accepted: boolean) => void;
}) {
  return (
    <div className="flex gap-3">
      <Button
        variant="outline"
        disabled={disabled}
        aria-describedby={headingId}
        onClick={() => onDecide(false)}
      >
        <X aria-hidden="true" />
        Recusar
      </Button>
      <Button disabled={disabled} aria-describedby={headingId} onClick={() => onDecide(true)}>
        <Check aria-hidden="true" />
        {acceptLabel}
      </Button>
    </div>
  );
}
