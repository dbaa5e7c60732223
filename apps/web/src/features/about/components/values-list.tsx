import { Cpu, HandHeart, Handshake, Lightbulb, TrendingUp, type LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

interface Value {
  name: string;
  text: string;
  Icon: LucideIcon;
}

const VALUES: Value[] = [
  {
    name: 'Solidariedade',
    text: 'Colocamos habilidades e equipamentos a serviço de quem mais precisa, sem custo.',
    Icon: HandHeart,
  },
  {
    name: 'Colaboração',
    text: 'Voluntários, universidades e poder público trabalham juntos, cada um com o que sabe fazer.',
    Icon: Handshake,
  },
  {
    name: 'Inovação',
    text: 'Buscamos novas formas de usar drones para prevenir riscos e responder a emergências.',
    Icon: Lightbulb,
  },
  {
    name: 'Tecnologia',
    text: 'Uma plataforma simples e segura que organiza pilotos, equipamentos e missões.',
    Icon: Cpu,
  },
  {
    name: 'Impacto',
    text: 'Medimos nosso trabalho pelas pessoas protegidas e pelas decisões mais rápidas em campo.',
    Icon: TrendingUp,
  },
];

export function ValuesList() {
  return (
    <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
      {VALUES.map(({ name, text, Icon }, index) => (
        <li
          key={name}
          // Five cards: three on the first row and two wider ones on the second (large screens);
          // the last one spans the row on two-column screens.
          className={cn(
            'flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:block sm:p-6 sm:max-lg:last:col-span-2',
            index < 3 ? 'lg:col-span-2' : 'lg:col-span-3',
          )}
        >
          <span className="bg-brand-50 text-brand-700 flex size-11 shrink-0 items-center justify-center rounded-xl">
            <Icon className="size-6" aria-hidden="true" />
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900 sm:mt-4">{name}</h3>
            <p className="mt-1 text-slate-600 sm:mt-2">{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
