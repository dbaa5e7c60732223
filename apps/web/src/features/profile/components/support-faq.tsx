import { ChevronDown } from 'lucide-react';

const QUESTIONS = [
  {
    question: 'O que é a plataforma?',
    answer:
      'O Drones Voluntários conecta pilotos de drone voluntários, os droneiros, aos órgãos de Defesa Civil. Quando uma ocorrência precisa de imagens aéreas, a Defesa Civil encontra aqui pilotos e equipamentos disponíveis perto do local.',
  },
  {
    question: 'Como funciona?',
    answer:
      'Os droneiros se cadastram com seus equipamentos, sua disponibilidade e suas habilidades. Os participantes da Defesa Civil criam solicitações de apoio, consultam os droneiros cadastrados e pedem a participação dos mais indicados. O droneiro escolhe participar e combina os detalhes da missão diretamente com quem fez a solicitação.',
  },
  {
    question: 'Quem pode ser droneiro?',
    answer:
      'Qualquer pessoa maior de idade que pilote um drone e queira ajudar de forma voluntária. É preciso voar de acordo com as regras da ANAC e do DECEA; certificados de piloto remoto ajudam a Defesa Civil a escolher quem chamar para cada missão.',
  },
  {
    question: 'Quais tipos de missão?',
    answer:
      'Resposta a desastres, como enchentes, deslizamentos e incêndios; ajuda humanitária; monitoramento ambiental; e apoio às comunidades. Entre as tarefas estão mapear áreas atingidas, avaliar danos e ajudar a localizar pessoas.',
  },
  {
    question: 'Quanto custa?',
    answer:
      'Nada. O uso da plataforma é gratuito, tanto para os órgãos e organizações quanto para os pilotos.',
  },
];

/** The five questions of the support page, each a native disclosure (<details>). */
export function SupportFaq() {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white shadow-sm">
      {QUESTIONS.map(({ question, answer }) => (
        <details key={question} className="group">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-slate-900 hover:bg-slate-50 sm:px-6 [&::-webkit-details-marker]:hidden">
            {question}
            <ChevronDown
              className="size-5 shrink-0 text-slate-500 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="px-5 pb-5 leading-relaxed text-slate-700 sm:px-6">{answer}</p>
        </details>
      ))}
    </div>
  );
}
