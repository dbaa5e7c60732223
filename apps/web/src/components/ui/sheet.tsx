import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { ModalContent } from './modal-content';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-base font-semibold', className)} {...props} />;
}

/**
 * A panel sliding in from the right, built on a modal Radix Dialog (focus trap, Escape, outside
 * click); the backdrop and the scroll lock are ModalContent's.
 */
export function SheetContent({
  className,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <ModalContent
      aria-describedby={undefined}
      className={cn(
        'data-[state=open]:animate-sheet-in data-[state=closed]:animate-sheet-out fixed inset-y-0 right-0 z-50 flex h-full w-[85%] max-w-xs flex-col bg-white shadow-2xl',
        className,
      )}
      {...props}
    />
  );
}
