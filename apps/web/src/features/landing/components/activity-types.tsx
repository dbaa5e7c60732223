import { HeartHandshake, Leaf, Siren, Users, type LucideIcon } from 'lucide-react';

interface Activity {
  title: string;
  text: string;
  Icon: LucideIcon;
}

const ACTIVITIES: Activity[] = [
  {
    title: 'Resposta a desastres',
    text: 'Mapeamento de áreas atingidas por enchentes, deslizamentos e incêndios, e apoio às buscas.',
    Icon: Siren,
  },
  {
    title: 'Ajuda humanitária',
    text: 'Reconhecimento de acessos e de comunidades isoladas para orientar a chegada da ajuda.',
    Icon: HeartHandshake,
  },
  {
    title: 'Monitoramento ambiental',
    text: 'Acompanhamento de encostas, rios, queimadas e áreas de risco antes que virem emergência.',
    Icon: Leaf,
  },
  {
    title: 'Apoio comunitário',
    text: 'Imagens aéreas para ações de prevenção, simulados e planejamento junto às comunidades.',
    Icon: Users,
  },
];

export function ActivityTypes() {
  return (
    <section aria-labelledby="atuacao-titulo" className="bg-slate-50 py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-brand-700 text-sm font-semibold tracking-wider uppercase">Atuação</p>
          <h2
            id="atuacao-titulo"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Onde os drones fazem diferença
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Uma visão do alto, no momento certo, ajuda a decidir mais rápido e com mais segurança.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {ACTIVITIES.map(({ title, text, Icon }) => (
            <li
              key={title}
              className="flex gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow hover:shadow-md sm:block sm:p-6"
            >
              <span className="bg-brand-50 text-brand-700 flex size-12 shrink-0 items-center justify-center rounded-xl">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <div>
                <h3 className="text-lg font-semibold text-slate-900 sm:mt-5">{title}</h3>
                <p className="mt-1 text-slate-600 sm:mt-2">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
