import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';

interface ExpandButtonProps {
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  /** The id of the list it shows whole or shortened. */
  listId: string;
  children: ReactNode;
}

/** Under a list shown shortened: shows all of it, or its preview again. */
export function ExpandButton({ expanded, onExpandedChange, listId, children }: ExpandButtonProps) {
  return (
    <Button
      variant="outline"
      className="w-full"
      aria-expanded={expanded}
      aria-controls={listId}
      onClick={() => onExpandedChange(!expanded)}
    >
      {children}
    </Button>
  );
}
