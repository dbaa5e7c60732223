import { Mail } from 'lucide-react';
import { PrivatePage } from '@/components/private-page';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/session';
import { SupportFaq } from '../components/support-faq';
import { paths } from '@/lib/paths';

const SUPPORT_EMAIL = 'suporte@dronesvoluntarios.org.br';

export function ProfileSupportRoute() {
  useDocumentTitle('Suporte');
  const user = useUser();
  if (!user) return null;

  return (
    <PrivatePage
      size="md"
      title="Suporte"
      back={{ to: paths.profile(user.id) }}
      description={
        <p>
          Tem dúvidas sobre a plataforma ou precisa de ajuda com a sua conta? Veja as perguntas
          frequentes abaixo ou escreva para a nossa equipe.
        </p>
      }
    >
      <Card className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:p-6">
        <span className="bg-brand-50 text-brand-600 flex size-12 shrink-0 items-center justify-center rounded-xl">
          <Mail className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">Fale com o suporte</h2>
          <p className="text-sm text-slate-600">Conte o que aconteceu e como podemos ajudar.</p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="text-brand-700 mt-1 inline-block rounded-sm font-medium wrap-anywhere underline underline-offset-4"
          >
            {SUPPORT_EMAIL}
          </a>
        </div>
      </Card>
      <h2 className="mt-10 text-xl font-bold tracking-tight text-slate-900">
        Perguntas frequentes
      </h2>
      <div className="mt-4">
        <SupportFaq />
      </div>
    </PrivatePage>
  );
}
