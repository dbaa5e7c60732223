import { Card } from '@/components/ui/card';
import { PrivatePage } from '@/components/private-page';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ReachabilityTestPanel } from '../components/reachability-test-panel';

const TITLE = 'Teste de alcance';

/**
 * /admin/alcance (ADMIN): a reachability test of any UF or municipality, to find out before a
 * disaster which pilots the messages do not reach. Coordinators have theirs on /orgao.
 */
export function ReachabilityAdminRoute() {
  useDocumentTitle(TITLE);
  return (
    <PrivatePage
      size="md"
      title={TITLE}
      description={
        <p>
          Pede a cada droneiro da área que confirme o recebimento de uma mensagem curta, para saber
          quem as mensagens da Defesa Civil não alcançam.
        </p>
      }
    >
      <Card className="p-5 sm:p-8">
        <ReachabilityTestPanel scope="any" />
      </Card>
    </PrivatePage>
  );
}
