import { Building2, Drone, type LucideIcon } from 'lucide-react';

interface Step {
  title: string;
  text: string;
}

interface Journey {
  audience: string;
  summary: string;
  Icon: LucideIcon;
  steps: Step[];
}

const JOURNEYS: Journey[] = [
  {
    audience: 'Para droneiros',
    summary: 'Pilotos e proprietários de drones que querem ajudar.',
    Icon: Drone,
    steps: [
      {
        title: 'Crie seu perfil',
        text: 'Cadastre seus dados pessoais e de contato em poucos minutos.',
      },
      {
        title: 'Cadastre seus drones',
        text: 'Informe nome, modelo, fabricante e autonomia de cada equipamento.',
      },
      {
        title: 'Informe sua disponibilidade',
        text: 'Diga em quais dias pode atuar e em que cidade e bairro você está.',
      },
      {
        title: 'Envie suas certificações',
        text: 'Registre habilidades, certificados e, se tiver, o formulário da ANAC.',
      },
      {
        title: 'Participe das missões',
        text: 'Veja as solicitações abertas, escolha participar e combine os detalhes com a Defesa Civil.',
      },
    ],
  },
  {
    audience: 'Para a Defesa Civil',
    summary: 'Equipes de órgãos públicos de proteção e defesa civil.',
    Icon: Building2,
    steps: [
      {
        title: 'Publique uma solicitação',
        text: 'Descreva a ocorrência, o local, o horário, a urgência e os recursos necessários.',
      },
      {
        title: 'Encontre droneiros próximos',
        text: 'Busque pilotos por cidade ou bairro e veja os equipamentos de cada um.',
      },
      {
        title: 'Peça o apoio certo',
        text: 'Convide os droneiros com o equipamento adequado; eles recebem o pedido por e-mail.',
      },
      {
        title: 'Registre o relatório da missão',
        text: 'Ao final, documente o que foi feito, os dados coletados e o tempo de voo.',
      },
    ],
  },
];

export function HowItWorks() {
  return (
    // Target of the "Como funciona" links; focusable so keyboard users continue from here.
    <section
      id="funciona"
      tabIndex={-1}
      aria-labelledby="funciona-titulo"
      className="bg-white py-20 focus:outline-none sm:py-24"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-brand-700 text-sm font-semibold tracking-wider uppercase">
            Passo a passo
          </p>
          <h2
            id="funciona-titulo"
            className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Como funciona
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            A plataforma aproxima quem tem o drone de quem precisa da imagem. Cada lado tem um
            caminho simples.
          </p>
        </div>

        <div className="mt-14 grid gap-8 lg:grid-cols-2">
          {JOURNEYS.map(({ audience, summary, Icon, steps }) => (
            <article
              key={audience}
              className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
            >
              <div className="flex items-center gap-4">
                <span className="bg-brand-600 flex size-12 shrink-0 items-center justify-center rounded-xl text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-xl font-bold text-slate-900">{audience}</h3>
                  <p className="text-sm text-slate-600">{summary}</p>
                </div>
              </div>
              <ol className="mt-8 space-y-6">
                {steps.map((step, index) => (
                  <li key={step.title} className="flex gap-4">
                    <span
                      aria-hidden="true"
                      className="border-brand-600 text-brand-700 flex size-8 shrink-0 items-center justify-center rounded-full border-2 bg-white text-sm font-bold"
                    >
                      {index + 1}
                    </span>
                    <div>
                      <h4 className="font-semibold text-slate-900">{step.title}</h4>
                      <p className="mt-1 text-slate-600">{step.text}</p>
                    </div>
                  </li>
                ))}
              </ol>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
