import { MessageSquareText } from 'lucide-react';

/** The call-out's word to its pilots (meeting point, safety rules), as the e-mail carried it. */
export function InvitationMessage({ message, from }: { message: string; from: string }) {
  return (
    <figure className="border-brand-600 rounded-lg border-l-4 bg-slate-50 px-3 py-2 text-sm">
      <figcaption className="flex items-center gap-1.5 font-medium text-slate-900">
        <MessageSquareText className="text-brand-700 size-4 shrink-0" aria-hidden="true" />
        {from ? `Mensagem de ${from}` : 'Mensagem da Defesa Civil'}
      </figcaption>
      <blockquote className="mt-1 break-words whitespace-pre-line text-slate-800">
        {message}
      </blockquote>
    </figure>
  );
}
