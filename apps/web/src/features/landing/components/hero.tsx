import { ArrowDown, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { HeroIllustration } from './hero-illustration';
import { paths } from '@/lib/paths';

export function Hero() {
  return (
    <section className="from-brand-600 via-brand-700 to-brand-950 relative overflow-hidden bg-gradient-to-b text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 pt-12 pb-16 sm:px-6 sm:pt-16 lg:grid-cols-[1.15fr_1fr] lg:px-8 lg:pt-20 lg:pb-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm font-medium ring-1 ring-white/20">
            <ShieldCheck className="text-signal-300 size-4" aria-hidden="true" />
            Voluntariado e tecnologia pela Defesa Civil
          </p>
          <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Drones voluntários onde a Defesa Civil mais precisa
          </h1>
          <p className="text-brand-100 mt-6 max-w-xl text-lg leading-relaxed">
            Conectamos pilotos de drone voluntários aos órgãos de Defesa Civil para que imagens e
            dados aéreos cheguem rápido a quem responde a desastres e emergências.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to={paths.login} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              Junte-se a nós
            </Link>
            <Link
              to={paths.howItWorks}
              className={buttonVariants({ variant: 'inverse-outline', size: 'lg' })}
            >
              Como funciona
              <ArrowDown aria-hidden="true" />
            </Link>
          </div>
          <p className="text-brand-100 mt-6 text-sm">
            Gratuito para pilotos e para órgãos públicos.
          </p>
        </div>
        <HeroIllustration className="mx-auto hidden w-full max-w-md lg:block" />
      </div>
    </section>
  );
}
