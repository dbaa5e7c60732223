import defesaCivilRegional from '../assets/partners/defesa-civil-regional.svg';
import institutoResilienciaUrbana from '../assets/partners/instituto-resiliencia-urbana.svg';
import laboratorioGeotecnologias from '../assets/partners/laboratorio-geotecnologias.svg';
import redeAereaSolidaria from '../assets/partners/rede-aerea-solidaria.svg';
import universidadeFederalAtlantica from '../assets/partners/universidade-federal-atlantica.svg';

const PARTNERS = [
  { name: 'Universidade Federal Atlântica', src: universidadeFederalAtlantica },
  { name: 'Núcleo Regional de Proteção e Defesa Civil', src: defesaCivilRegional },
  { name: 'LabGeo — Laboratório de Geotecnologias e Desastres', src: laboratorioGeotecnologias },
  { name: 'Instituto de Resiliência Urbana', src: institutoResilienciaUrbana },
  { name: 'Rede Aérea Solidária', src: redeAereaSolidaria },
];

export function Partners() {
  return (
    <section aria-labelledby="parceiros-titulo" className="bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center">
          <h2
            id="parceiros-titulo"
            className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Parceiros
          </h2>
          <p className="mt-4 text-lg text-slate-600">
            Instituições de ensino, pesquisa e proteção civil que apoiam o projeto.
          </p>
        </div>
        <ul className="mt-10 grid grid-cols-1 gap-3 sm:mt-12 sm:grid-cols-2 sm:gap-4 lg:grid-cols-5">
          {PARTNERS.map((partner) => (
            <li
              key={partner.name}
              className="group flex items-center justify-center rounded-xl border border-slate-200 px-4 py-4 sm:py-6"
            >
              <img
                src={partner.src}
                alt={partner.name}
                width={220}
                height={64}
                loading="lazy"
                decoding="async"
                className="h-12 w-auto max-w-full sm:h-14 opacity-70 grayscale transition duration-300 group-hover:opacity-100 group-hover:grayscale-0"
              />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
