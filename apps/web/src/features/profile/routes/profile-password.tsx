import { PrivatePage } from '@/components/private-page';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { paths } from '@/lib/paths';
import { useUser } from '@/lib/session';
import { ChangePasswordForm } from '../components/change-password-form';

/** /perfil/{id}/senha: a new password, with the current one; the other sessions end. */
export function ProfilePasswordRoute() {
  useDocumentTitle('Alterar senha');
  const user = useUser();
  if (!user) return null;

  return (
    <PrivatePage
      size="md"
      title="Alterar senha"
      back={{ to: paths.profile(user.id) }}
      description={
        <p>
          Confirme a senha atual e escolha uma nova. Os outros aparelhos em que sua conta está
          aberta serão desconectados.
        </p>
      }
    >
      <Card className="p-5 sm:p-6">
        <ChangePasswordForm key={user.id} user={user} />
      </Card>
    </PrivatePage>
  );
}
