import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { DocumentScrollLock } from './document-scroll-lock';

export const Sheet = DialogPrimitive.Root;
export const SheetTrigger = DialogPrimitive.Trigger;
export const SheetClose = DialogPrimitive.Close;

export function SheetTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-base font-semibold', className)} {...props} />;
}

/**
 * A panel sliding in from the right, built on a modal Radix Dialog (focus trap, Escape, outside
 * click). Radix's own Overlay is left out on purpose: its scroll lock injects a <style> element,
 * which the Content-Security-Policy (style-src 'self') refuses; the backdrop and the lock are ours.
 */
export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <div aria-hidden="true" className="animate-fade-in fixed inset-0 z-50 bg-slate-950/60" />
      <DialogPrimitive.Content
        aria-describedby={undefined}
        className={cn(
          'data-[state=open]:animate-sheet-in data-[state=closed]:animate-sheet-out fixed inset-y-0 right-0 z-50 flex h-full w-[85%] max-w-xs flex-col bg-white shadow-2xl',
          className,
        )}
        {...props}
      >
        <DocumentScrollLock />
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
