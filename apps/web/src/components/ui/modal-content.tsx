import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps } from 'react';
import { DocumentScrollLock } from './document-scroll-lock';

/**
 * A modal Radix Dialog's content in a portal, over our backdrop and with our scroll lock. Radix's
 * own Overlay is left out on purpose: its scroll lock injects a <style> element, which the
 * Content-Security-Policy (style-src 'self') refuses.
 */
export function ModalContent({
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPrimitive.Portal>
      <div aria-hidden="true" className="animate-fade-in fixed inset-0 z-50 bg-slate-950/60" />
      <DialogPrimitive.Content {...props}>
        <DocumentScrollLock />
        {children}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
