import { Compass, Sprout, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { SdgList } from '../components/sdg-list';
import { ValuesList } from '../components/values-list';

/** One part of the project's story: an icon, its heading and its paragraphs. */
function StoryCard({
  id,
  Icon,
  title,
  children,
}: {
  id: string;
  Icon: LucideIcon;
  title: string;
  children: ReactNode;
}) {
  return (
    <article
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-slate-50 p-6 sm:p-8"
    >
      <span className="bg-brand-600 flex size-11 items-center justify-center rounded-xl text-white">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <h2 id={id} className="mt-5 text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </article>
  );
}

export function AboutRoute() {
  useDocumentTitle('Sobre');

  return (
    <>
      <PageHeader eyebrow="Sobre nós" title="Tecnologia e voluntariado a serviço da vida">
        <p>
          O Drones Voluntários conecta quem sabe pilotar um drone a quem precisa de uma visão do
          alto para proteger pessoas.
        </p>
      </PageHeader>

      <section aria-label="Origem e missão" className="bg-white py-16 sm:py-20">
        <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:px-6 md:grid-cols-2 lg:px-8">
          <StoryCard id="historia-titulo" Icon={Sprout} title="Nossa origem">
            <p className="mt-4 leading-relaxed text-slate-700">
              O projeto nasceu em 2022, dentro de um programa de pesquisa universitário dedicado ao
              uso de geotecnologias na gestão de riscos e desastres. Pesquisadores perceberam que
              muitos pilotos de drone queriam ajudar em enchentes e deslizamentos, mas não havia um
              canal organizado entre eles e a Defesa Civil.
            </p>
            <p className="mt-4 leading-relaxed text-slate-700">
              Dessa constatação surgiu a plataforma: um lugar único para cadastrar voluntários,
              equipamentos e disponibilidade, e para que os órgãos públicos encontrem apoio aéreo
              quando mais precisam.
            </p>
          </StoryCard>
          <StoryCard id="missao-titulo" Icon={Compass} title="Nossa missão">
            <p className="mt-4 leading-relaxed text-slate-700">
              Conectar pilotos de drone voluntários aos órgãos de Defesa Civil, para que imagens e
              dados aéreos cheguem rapidamente a quem toma decisões na resposta a desastres, na
              ajuda humanitária, no monitoramento ambiental e no apoio às comunidades.
            </p>
            <p className="mt-4 leading-relaxed text-slate-700">
              O uso da plataforma é gratuito para pilotos e para os órgãos públicos.
            </p>
          </StoryCard>
        </div>
      </section>

      <section aria-labelledby="valores-titulo" className="bg-slate-50 py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="valores-titulo" className="text-3xl font-bold tracking-tight text-slate-900">
            Nossos valores
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">
            O que orienta cada decisão do projeto, da plataforma às missões em campo.
          </p>
          <ValuesList />
        </div>
      </section>

      <section aria-labelledby="ods-titulo" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <h2 id="ods-titulo" className="text-3xl font-bold tracking-tight text-slate-900">
            Objetivos de Desenvolvimento Sustentável
          </h2>
          <p className="mt-3 max-w-2xl text-lg text-slate-600">
            Nosso trabalho contribui para três dos Objetivos de Desenvolvimento Sustentável (ODS) da
            Agenda 2030 das Nações Unidas.
          </p>
          <SdgList />
        </div>
      </section>
    </>
  );
}
