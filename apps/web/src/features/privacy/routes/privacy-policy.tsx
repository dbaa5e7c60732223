import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

const LAST_UPDATED = '22/11/2026';
const PRIVACY_EMAIL = 'privacidade@dronesvoluntarios.org.br';
const CONTACT_EMAIL = 'contato@dronesvoluntarios.org.br';

const SECTIONS = [
  { id: 'controlador', title: '1. Quem é o controlador' },
  { id: 'dados-tratados', title: '2. Quais dados tratamos' },
  { id: 'finalidades', title: '3. Para que usamos e com qual base legal' },
  { id: 'compartilhamento', title: '4. Quem tem acesso aos dados' },
  { id: 'retencao', title: '5. Por quanto tempo guardamos' },
  { id: 'seguranca', title: '6. Como protegemos os dados' },
  { id: 'direitos', title: '7. Seus direitos' },
  { id: 'como-exercer', title: '8. Como exercer seus direitos' },
  { id: 'armazenamento-local', title: '9. Cookies e armazenamento no navegador' },
  { id: 'alteracoes', title: '10. Alterações desta política' },
] as const;

type SectionId = (typeof SECTIONS)[number]['id'];

function PolicySection({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)?.title;
  return (
    // Focusable so that following an entry of the table of contents moves keyboard focus here.
    <section id={id} tabIndex={-1} aria-labelledby={`${id}-titulo`} className="focus:outline-none">
      <h2 id={`${id}-titulo`}>{title}</h2>
      {children}
    </section>
  );
}

function MailLink({ address }: { address: string }) {
  return (
    <a href={`mailto:${address}`} className="wrap-anywhere">
      {address}
    </a>
  );
}

export function PrivacyPolicyRoute() {
  useDocumentTitle('Política de privacidade');

  return (
    <>
      <PageHeader eyebrow="LGPD · Lei nº 13.709/2018" title="Política de privacidade">
        <p>
          Como o Drones Voluntários trata os dados pessoais de pilotos, de integrantes da Defesa
          Civil e de visitantes, e como você pode exercer seus direitos.
        </p>
        <p className="mt-3 text-base">
          Última atualização: <time dateTime="2026-11-22">{LAST_UPDATED}</time>
        </p>
      </PageHeader>

      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-labelledby="sumario-titulo" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <h2 id="sumario-titulo" className="text-sm font-semibold text-slate-900">
              Nesta página
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {SECTIONS.map((section) => (
                <li key={section.id}>
                  <Link
                    to={`#${section.id}`}
                    className="hover:text-brand-700 block rounded-md px-2 py-1.5 text-slate-700 hover:bg-white"
                  >
                    {section.title}
                  </Link>
                </li>
              ))}
            </ol>
          </div>
        </nav>

        <article className="max-w-3xl min-w-0 space-y-12 leading-relaxed text-slate-700 [&_a]:text-brand-700 [&_a]:font-medium [&_a]:underline [&_a]:underline-offset-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:tracking-tight [&_h2]:text-slate-900 [&_h3]:mt-6 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:mt-2 [&_p]:mt-4 [&_strong]:text-slate-900 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6">
          <PolicySection id="controlador">
            <p>
              O controlador dos dados pessoais tratados nesta plataforma é o projeto{' '}
              <strong>Drones Voluntários</strong>, que decide como e por que os dados são usados.
              Endereço: Av. Pasteur, 250 — Urca, Rio de Janeiro – RJ, 22290-240.
            </p>
            <p>
              O canal do encarregado pelo tratamento de dados pessoais é o e-mail{' '}
              <MailLink address={PRIVACY_EMAIL} />. Para outros assuntos, escreva para{' '}
              <MailLink address={CONTACT_EMAIL} />.
            </p>
            <p>
              Os órgãos de Defesa Civil que usam a plataforma tratam os dados dos pilotos que
              consultam e convidam para cumprir suas atribuições legais e respondem por esse uso.
            </p>
          </PolicySection>

          <PolicySection id="dados-tratados">
            <p>Tratamos apenas os dados necessários para o funcionamento da plataforma:</p>
            <ul>
              <li>
                <strong>Cadastro:</strong> nome, e-mail, CPF, data de nascimento, telefone, foto de
                perfil (opcional) e senha.
              </li>
              <li>
                <strong>Equipamentos:</strong> nome, modelo, fabricante, autonomia e observações de
                cada drone cadastrado.
              </li>
              <li>
                <strong>Disponibilidade:</strong> dias em que você pode atuar, cidade, bairro e
                complemento.
              </li>
              <li>
                <strong>Dados adicionais:</strong> habilidades, áreas de atuação, raio de atuação,
                certificados e o formulário de registro de aeronave da ANAC, quando enviados.
              </li>
              <li>
                <strong>Solicitações e missões:</strong> solicitações de apoio, convites a
                droneiros, comunicados, relatórios de missão e as fotos e documentos anexados.
              </li>
              <li>
                <strong>Registros de acesso:</strong> data e hora de uso, endereço IP e informações
                técnicas do navegador.
              </li>
            </ul>
            <p>
              Não pedimos dados pessoais sensíveis, como origem racial, saúde ou religião. Evite
              incluí-los em campos de texto livre e em anexos.
            </p>
          </PolicySection>

          <PolicySection id="finalidades">
            <p>
              Cada tratamento tem uma finalidade definida e uma base legal prevista no art. 7º da
              LGPD:
            </p>
            <ul>
              <li>
                <strong>Execução da relação de voluntariado</strong> (art. 7º, V): criar e manter
                sua conta, mostrar seu perfil aos órgãos de Defesa Civil, permitir convites para
                missões e enviar os e-mails ligados a elas.
              </li>
              <li>
                <strong>Consentimento</strong> (art. 7º, I): dados que você escolhe informar, como a
                foto de perfil, os certificados e o formulário da ANAC. Você pode removê-los a
                qualquer momento.
              </li>
              <li>
                <strong>Interesse público e proteção da vida</strong> (art. 7º, III e VII): apoio às
                ações de proteção e defesa civil previstas na Lei nº 12.608/2012, em situações de
                risco ou de desastre.
              </li>
              <li>
                <strong>Legítimo interesse</strong> (art. 7º, IX): segurança da plataforma,
                prevenção de fraudes e de cadastros duplicados (por isso pedimos o CPF) e
                estatísticas agregadas, como os números exibidos na página inicial, que não
                identificam ninguém.
              </li>
              <li>
                <strong>Cumprimento de obrigação legal</strong> (art. 7º, II): guarda dos registros
                de acesso exigida pelo Marco Civil da Internet.
              </li>
            </ul>
          </PolicySection>

          <PolicySection id="compartilhamento">
            <ul>
              <li>
                <strong>Defesa Civil:</strong> integrantes de órgãos públicos com conta aprovada
                veem, dos droneiros, nome, foto, telefone, e-mail, equipamentos, disponibilidade,
                dados adicionais e certificados, para escolher e contatar os pilotos adequados.
              </li>
              <li>
                <strong>Droneiros:</strong> veem as solicitações publicadas e o contato (nome,
                telefone e e-mail) de quem as criou.
              </li>
              <li>
                <strong>CPF e data de nascimento nunca são exibidos a outros usuários.</strong>{' '}
                Servem apenas para identificação e prevenção de cadastros duplicados.
              </li>
              <li>
                <strong>Equipe do projeto:</strong> administradores acessam os dados quando
                necessário para suporte, aprovação de contas de órgãos públicos e relatórios das
                solicitações finalizadas.
              </li>
              <li>
                <strong>Fornecedores:</strong> serviços de hospedagem e de envio de e-mail tratam
                dados em nosso nome, apenas conforme nossas instruções e com obrigações de
                confidencialidade e segurança.
              </li>
              <li>
                <strong>Autoridades:</strong> quando houver obrigação legal ou ordem judicial.
              </li>
            </ul>
            <p>Não vendemos nem alugamos dados pessoais.</p>
          </PolicySection>

          <PolicySection id="retencao">
            <ul>
              <li>Os dados da conta são mantidos enquanto ela estiver ativa.</li>
              <li>
                Após a exclusão da conta, os dados são eliminados ou anonimizados em até 6 (seis)
                meses, exceto aqueles cuja guarda seja exigida por lei (art. 16 da LGPD).
              </li>
              <li>
                Os registros de acesso são guardados por 6 (seis) meses, conforme o art. 15 do Marco
                Civil da Internet (Lei nº 12.965/2014).
              </li>
            </ul>
          </PolicySection>

          <PolicySection id="seguranca">
            <p>Adotamos medidas técnicas e administrativas para proteger seus dados, entre elas:</p>
            <ul>
              <li>
                senhas guardadas apenas de forma cifrada, com algoritmo de resumo criptográfico
                (hash) próprio para senhas; ninguém da equipe consegue lê-las;
              </li>
              <li>
                documentos e certificados abertos somente por links assinados que expiram, gerados
                apenas para quem tem permissão de vê-los;
              </li>
              <li>
                remoção dos metadados de localização das fotos enviadas e controle de acesso por
                perfil de usuário;
              </li>
              <li>
                limite de tentativas de login e sessões que podem ser encerradas a qualquer momento;
              </li>
              <li>registros técnicos sem senhas, CPF ou chaves de acesso.</li>
            </ul>
            <p>
              Se ocorrer um incidente de segurança que possa causar risco ou dano relevante,
              comunicaremos a Autoridade Nacional de Proteção de Dados (ANPD) e as pessoas afetadas,
              como determina o art. 48 da LGPD.
            </p>
          </PolicySection>

          <PolicySection id="direitos">
            <p>O art. 18 da LGPD garante a você, a qualquer momento e sem custo:</p>
            <ul>
              <li>confirmação de que tratamos seus dados;</li>
              <li>acesso aos seus dados;</li>
              <li>correção de dados incompletos, inexatos ou desatualizados;</li>
              <li>
                anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados
                em desconformidade com a lei;
              </li>
              <li>portabilidade dos dados a outro fornecedor de serviço;</li>
              <li>eliminação dos dados tratados com base no seu consentimento;</li>
              <li>
                informação sobre as entidades públicas e privadas com as quais compartilhamos seus
                dados;
              </li>
              <li>
                informação sobre a possibilidade de não dar consentimento e sobre as consequências
                da recusa;
              </li>
              <li>revogação do consentimento.</li>
            </ul>
            <p>
              Boa parte desses direitos pode ser exercida diretamente no seu perfil, onde você
              consulta e atualiza seus dados, equipamentos e disponibilidade.
            </p>
          </PolicySection>

          <PolicySection id="como-exercer">
            <p>
              Envie sua solicitação para <MailLink address={PRIVACY_EMAIL} />, de preferência a
              partir do e-mail cadastrado na plataforma. Podemos pedir informações adicionais para
              confirmar sua identidade e proteger seus dados.
            </p>
            <p>
              Responderemos em até <strong>15 (quinze) dias</strong> a partir do recebimento do
              pedido.
            </p>
            <p>
              Se não ficar satisfeito com a resposta, você tem o direito de apresentar reclamação à
              Autoridade Nacional de Proteção de Dados (ANPD), pelo site{' '}
              <a href="https://www.gov.br/anpd" target="_blank" rel="noopener noreferrer">
                gov.br/anpd
              </a>
              .
            </p>
          </PolicySection>

          <PolicySection id="armazenamento-local">
            <p>
              Não usamos cookies de publicidade nem ferramentas de rastreamento de terceiros. Para
              manter você conectado, o navegador guarda um código de acesso no armazenamento local
              do seu dispositivo; ele é apagado quando você sai da conta.
            </p>
          </PolicySection>

          <PolicySection id="alteracoes">
            <p>
              Esta política pode ser atualizada para refletir mudanças na plataforma ou na
              legislação. Alterações relevantes serão avisadas na plataforma ou por e-mail, e a data
              de atualização no topo desta página será sempre a da versão em vigor.
            </p>
          </PolicySection>
        </article>
      </div>
    </>
  );
}
