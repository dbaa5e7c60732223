import { House } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';

export function NotFoundRoute() {
  useDocumentTitle('Página não encontrada');

  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-20 text-center">
      <p className="text-brand-600 text-6xl font-extrabold tracking-tight">404</p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">
        Página não encontrada
      </h1>
      <p className="mt-4 text-slate-600">
        O endereço que você procurou não existe ou foi alterado. Confira o link ou volte para a
        página inicial.
      </p>
      <Link to={paths.landing} className={cn(buttonVariants({ size: 'lg' }), 'mt-8')}>
        <House aria-hidden="true" />
        Voltar para a página inicial
      </Link>
    </section>
  );
}
