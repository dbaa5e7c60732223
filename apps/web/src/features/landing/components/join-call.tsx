import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { paths } from '@/lib/paths';

export function JoinCall() {
  return (
    <section aria-labelledby="participe-titulo" className="bg-slate-50 py-16 sm:py-20">
      <div className="bg-brand-600 mx-4 max-w-5xl rounded-3xl px-6 py-12 text-center text-white shadow-xl sm:mx-6 sm:px-12 lg:mx-auto">
        <h2 id="participe-titulo" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Tem um drone e quer ajudar?
        </h2>
        <p className="text-brand-50 mx-auto mt-4 max-w-2xl text-lg">
          Cadastre-se como droneiro voluntário. Se você faz parte da Defesa Civil, crie a conta do
          seu órgão e encontre pilotos perto da ocorrência.
        </p>
        <Link
          to={paths.login}
          className={cn(buttonVariants({ variant: 'inverse', size: 'lg' }), 'mt-8')}
        >
          Junte-se a nós
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
