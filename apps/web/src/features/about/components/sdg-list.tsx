import { cn } from '@/lib/utils';

interface Goal {
  number: number;
  title: string;
  text: string;
  /** Badge colour: the goal's hue, darkened so white text keeps AA contrast. */
  badgeClass: string;
}

const GOALS: Goal[] = [
  {
    number: 3,
    title: 'Saúde e bem-estar',
    text: 'Informação aérea rápida ajuda a localizar vítimas, orientar o resgate e reduzir os danos à saúde causados por desastres.',
    badgeClass: 'bg-[#3d7f2d]',
  },
  {
    number: 11,
    title: 'Cidades e comunidades sustentáveis',
    text: 'Mapear áreas de risco e apoiar a Defesa Civil torna as cidades mais preparadas e resilientes diante de eventos extremos.',
    badgeClass: 'bg-[#b35900]',
  },
  {
    number: 13,
    title: 'Ação contra a mudança global do clima',
    text: 'Monitorar encostas, rios e queimadas fortalece a adaptação às chuvas intensas e às secas cada vez mais frequentes.',
    badgeClass: 'bg-[#2f6b34]',
  },
];

export function SdgList() {
  return (
    <ul className="mt-8 grid gap-5 lg:grid-cols-3">
      {GOALS.map((goal) => (
        <li
          key={goal.number}
          className="flex gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm lg:flex-col"
        >
          <span
            className={cn(
              'flex size-16 shrink-0 flex-col items-center justify-center rounded-xl text-white',
              goal.badgeClass,
            )}
          >
            <span className="text-[0.65rem] font-semibold tracking-widest">ODS</span>
            <span className="text-2xl leading-none font-extrabold">{goal.number}</span>
          </span>
          <div>
            <h3 className="text-lg font-semibold text-slate-900">{goal.title}</h3>
            <p className="mt-2 text-slate-600">{goal.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
