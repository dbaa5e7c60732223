import type { SignUpRole } from '@drones/shared/roles';
import { Link } from 'react-router';
import { FormPage } from '@/components/form-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { SignUpForm } from '../components/sign-up-form';
import { paths } from '@/lib/paths';

const linkClass = 'text-brand-700 rounded-sm font-medium underline-offset-4 hover:underline';

const PAGES = {
  DRIVER: {
    title: 'Cadastro de droneiro voluntário',
    description:
      'Crie sua conta para oferecer apoio com o seu drone. Em seguida você poderá cadastrar seus equipamentos e sua disponibilidade.',
    other: { to: paths.registerGovernment, label: 'Sou participante da defesa civil' },
  },
  GOVERNMENT: {
    title: 'Cadastro da Defesa Civil',
    description:
      'Crie a conta de participante da Defesa Civil. Um administrador da plataforma confere e aprova o acesso antes que você possa ver os droneiros e criar solicitações.',
    other: { to: paths.register, label: 'Quero ser droneiro voluntário' },
  },
} as const;

export function RegisterRoute({ role }: { role: SignUpRole }) {
  const page = PAGES[role];
  useDocumentTitle(page.title);

  return (
    <FormPage
      size="lg"
      title={page.title}
      description={<p>{page.description}</p>}
      footer={
        <div className="space-y-2">
          <p>
            Já tem uma conta?{' '}
            <Link to={paths.login} className={linkClass}>
              Entrar
            </Link>
          </p>
          <p>
            <Link to={page.other.to} className={linkClass}>
              {page.other.label}
            </Link>
          </p>
        </div>
      }
    >
      <SignUpForm key={role} role={role} />
    </FormPage>
  );
}
