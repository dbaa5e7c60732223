import { Download, LoaderCircle, ShieldAlert, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { useForm } from '@/components/form/use-form';
import { Link, useNavigate } from 'react-router';
import { lazyZodResolver } from '@/components/form/lazy-zod-resolver';
import { CurrentPasswordField } from '@/components/form/password-field';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/submit-button';
import { PrivatePage } from '@/components/private-page';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { toastFailure, toastSuccess } from '@/lib/messages';
import { paths } from '@/lib/paths';
import { useClearSession, useUser } from '@/lib/session';
import { useEraseAccount, useExportOwnData } from '../api/own-data';
import { TermsCard } from '../components/terms-card';

export const CONFIRMATION_WORD = 'REMOVER';
export const EXPORT_STARTED = 'Download dos seus dados iniciado.';
const EXPORT_FAILURE = 'Não foi possível exportar seus dados, tente novamente mais tarde.';
export const ACCOUNT_ERASED = 'Sua conta foi removida.';
const ERASE_FAILURE = 'Não foi possível remover sua conta, tente novamente mais tarde.';
const CONFIRMATION_MESSAGE = `Digite ${CONFIRMATION_WORD} para confirmar`;

const eraseResolver = lazyZodResolver(() =>
  Promise.all([import('zod'), import('@drones/shared/users')]).then(([{ z }, users]) =>
    users.eraseAccountSchema.extend({
      confirmation: z
        .string()
        .refine((value) => value.trim().toUpperCase() === CONFIRMATION_WORD, CONFIRMATION_MESSAGE),
    }),
  ),
);

function ExportCard() {
  const exportData = useExportOwnData();
  const download = async () => {
    try {
      await exportData.mutateAsync();
      toastSuccess(EXPORT_STARTED);
    } catch (error) {
      toastFailure(EXPORT_FAILURE, error);
    }
  };
  return (
    <Card className="p-5 sm:p-6" aria-labelledby="exportar-titulo">
      <h2 id="exportar-titulo" className="text-lg font-semibold text-slate-900">
        Exportar meus dados
      </h2>
      <p className="mt-2 text-slate-600">
        Um arquivo .zip com tudo o que a plataforma guarda sobre você: perfil, disponibilidade,
        dados adicionais, equipamentos, formulários da ANAC, convites, solicitações, relatórios,
        comunicados enviados e sessões (em <code>dados.json</code>), e os seus arquivos.
      </p>
      <div className="mt-4">
        <Button
          variant="outline"
          disabled={exportData.isPending}
          aria-busy={exportData.isPending}
          onClick={() => void download()}
          className="w-full sm:w-auto"
        >
          {exportData.isPending ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            <Download aria-hidden="true" />
          )}
          Baixar meus dados
        </Button>
      </div>
    </Card>
  );
}

function EraseCard() {
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const [erased, setErased] = useState(false);
  // The server has ended every session already. This browser leaves the private page, then
  // forgets its own session as the page goes (forgetting it first would make the page's guard
  // send the browser to the login).
  useEffect(() => {
    if (!erased) return;
    navigate(paths.landing, { replace: true });
    return clearSession;
  }, [erased, navigate, clearSession]);
  const erase = useEraseAccount();
  const form = useForm({
    resolver: eraseResolver,
    mode: 'onSubmit',
    defaultValues: { password: '', confirmation: '' },
  });
  const { handleSubmit, setError } = form;

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await erase.mutateAsync({ password });
    } catch (error) {
      if (error instanceof ApiError && error.statusCode === 403) {
        showServerFieldErrors(error, setError, ['password']);
      } else {
        toastFailure(ERASE_FAILURE, error);
      }
      return;
    }
    setErased(true);
    toastSuccess(ACCOUNT_ERASED);
  });

  return (
    <Card className="border-red-200 p-5 sm:p-6" aria-labelledby="remover-titulo">
      <h2
        id="remover-titulo"
        className="flex items-center gap-2 text-lg font-semibold text-red-800"
      >
        <ShieldAlert className="size-5" aria-hidden="true" />
        Remover minha conta
      </h2>
      <div className="mt-2 space-y-2 text-slate-600">
        <p>
          Suas sessões são encerradas e seus dados pessoais apagados: nome, e-mail, CPF, telefone,
          data de nascimento, foto, disponibilidade, dados adicionais, certificados, equipamentos e
          formulários da ANAC. Você sai da lista de droneiros.
        </p>
        <p>
          Solicitações e relatórios que você registrou continuam com a Defesa Civil, com o autor
          “Conta removida”. Não é possível desfazer; o mesmo e-mail e CPF podem criar uma nova conta
          depois.
        </p>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        onFocus={eraseResolver.preload}
        className="mt-5 space-y-4"
      >
        <FormField form={form} name="password" as={CurrentPasswordField} label="Senha" />
        <FormField
          form={form}
          name="confirmation"
          label={`Para confirmar, digite ${CONFIRMATION_WORD}`}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <SubmitButton pending={erase.isPending} variant="destructive" className="w-full sm:w-auto">
          {!erase.isPending && <UserX aria-hidden="true" />}
          Remover minha conta
        </SubmitButton>
      </form>
    </Card>
  );
}

/**
 * /perfil/{id}/privacidade: the LGPD rights a user exercises alone, export and erasure, and a
 * pilot's accepted terms of adhesion.
 */
export function ProfilePrivacyRoute() {
  useDocumentTitle('Privacidade e dados');
  const user = useUser();
  if (!user) return null;
  return (
    <PrivatePage
      size="md"
      title="Privacidade e dados"
      back={{ to: paths.profile(user.id) }}
      description={
        <p>
          Seus direitos pela LGPD: obter uma cópia dos seus dados e remover sua conta. Veja também o{' '}
          <Link
            to={paths.privacy}
            className="text-brand-700 font-medium underline underline-offset-4"
          >
            aviso de privacidade
          </Link>
          .
        </p>
      }
    >
      <div className="space-y-6">
        {user.role === 'DRIVER' && <TermsCard />}
        <ExportCard />
        <EraseCard />
      </div>
    </PrivatePage>
  );
}
