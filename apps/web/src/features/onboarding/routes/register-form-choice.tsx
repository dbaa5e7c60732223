import { FileCheck2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { RegistrationStepPage } from '@/components/registration-step-page';
import { paths } from '@/lib/paths';

export function RegisterFormChoiceRoute() {
  useDocumentTitle('Cadastro: formulário da ANAC');
  return (
    <RegistrationStepPage step={4} title="Formulário de cadastro da aeronave na ANAC">
      {(userId) => (
        <div>
          <div className="flex gap-4 rounded-xl bg-slate-50 p-4 sm:p-5">
            <FileCheck2 className="text-brand-600 size-8 shrink-0" aria-hidden="true" />
            <p className="text-slate-700">
              Você tem o formulário de cadastro da sua aeronave na Agência Nacional de Aviação Civil
              (ANAC)? Enviá-lo agora mostra à Defesa Civil que o seu drone está regularizado. Deseja
              enviar o formulário?
            </p>
          </div>
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link
              to={paths.registerCompleted}
              className={buttonVariants({ variant: 'outline', size: 'lg' })}
            >
              Não, obrigado
            </Link>
            <Link to={paths.registerDriverForm(userId)} className={buttonVariants({ size: 'lg' })}>
              Sim, por favor
            </Link>
          </div>
        </div>
      )}
    </RegistrationStepPage>
  );
}
