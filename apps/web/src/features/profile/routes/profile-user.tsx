import type { ReactNode } from 'react';
import { PrivatePage } from '@/components/private-page';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useUser } from '@/lib/session';
import { UserDataForm } from '../components/user-data-form';
import { paths } from '@/lib/paths';

/** `moreData`: the pilot's 'MAIS DADOS' card, composed in by the router. */
export function ProfileUserRoute({ moreData }: { moreData?: ReactNode }) {
  useDocumentTitle('Meus dados');
  const user = useUser();
  if (!user) return null;

  return (
    <PrivatePage
      size="md"
      title="Meus dados"
      back={{ to: paths.profile(user.id) }}
      description={<p>Mantenha seus dados de contato atualizados.</p>}
    >
      <Card className="p-6 sm:p-8">
        <UserDataForm key={user.id} user={user} />
      </Card>
      {moreData && <div className="mt-6">{moreData}</div>}
    </PrivatePage>
  );
}
