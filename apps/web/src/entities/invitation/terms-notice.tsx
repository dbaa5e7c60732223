import { termsSentence } from '@drones/shared/organizations';
import type { Invitation } from '@drones/shared/invitations';

/**
 * What accepting a body's invitation binds (docs/design.md §12): the sentence, and the terms of
 * adhesion themselves one tap away. Nothing for a request without a body.
 */
export function TermsNotice({ invitation }: { invitation: Invitation }) {
  const body = invitation.solicitation.organization;
  if (!body || !invitation.terms) return null;
  return (
    <div className="text-sm text-slate-600">
      <p>{termsSentence(body.name)}.</p>
      <details className="mt-1">
        <summary className="text-brand-700 cursor-pointer font-medium underline-offset-4 hover:underline">
          Ler o termo de adesão
        </summary>
        <p className="mt-2 rounded-md bg-slate-50 p-3 whitespace-pre-line text-slate-700">
          {invitation.terms.text}
        </p>
      </details>
    </div>
  );
}
