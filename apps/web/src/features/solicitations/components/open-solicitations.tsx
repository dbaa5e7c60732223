import { can } from '@drones/shared/permissions';
import type { Solicitation } from '@drones/shared/solicitations';
import { Eye, LifeBuoy, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import {
  managesRequest,
  useSolicitationList,
  type SolicitationScope,
} from '@/entities/solicitation/solicitation-api';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { CARD_NAME_MAX } from '@/entities/solicitation/solicitation-card';
import { Button, buttonVariants } from '@/components/ui/button';
import { truncate } from '@/lib/format';
import { toastFailure, toastSuccess } from '@/lib/messages';
import type { SessionUser } from '@/lib/session';
import { useDeleteSolicitation } from '../api/delete-solicitation';
import { NO_OPEN, REMOVE_FAILURE, REMOVE_QUESTION, REMOVED } from './messages';
import { RemovalNotice } from './removal-notice';
import { SolicitationSection } from './solicitation-section';
import { paths } from '@/lib/paths';

interface OpenSolicitationsProps {
  user: SessionUser;
  /** Already debounced; empty lists them all. */
  search: string;
  scope?: SolicitationScope;
}

/** The requests still in course, with what the signed-in user may do on each. */
export function OpenSolicitations({ user, search, scope }: OpenSolicitationsProps) {
  const list = useSolicitationList({ status: 'open', search, scope });
  const deleteSolicitation = useDeleteSolicitation();
  const [toRemove, setToRemove] = useState<Solicitation | null>(null);
  // Only who runs the request may ask pilots for support (the server refuses anyone else).
  const canManage = (solicitation: Solicitation) =>
    can(user, 'solicitations:manage') && managesRequest(user, solicitation);

  const confirmRemove = async () => {
    if (!toRemove) return;
    try {
      await deleteSolicitation.mutateAsync(toRemove.id);
      toastSuccess(REMOVED);
    } catch (error) {
      toastFailure(REMOVE_FAILURE, error);
    } finally {
      setToRemove(null);
    }
  };

  const actionsOf = (solicitation: Solicitation) => {
    const name = truncate(solicitation.name, CARD_NAME_MAX);
    return (
      <>
        <Link
          to={paths.solicitation(solicitation.id)}
          className={buttonVariants({ variant: 'outline', className: 'flex-1' })}
          aria-label={`Visualizar ${name}`}
        >
          <Eye aria-hidden="true" />
          Visualizar
        </Link>
        {canManage(solicitation) && (
          <Link
            to={paths.addDriver(solicitation.id)}
            className={buttonVariants({ className: 'flex-1' })}
            aria-label={`Solicitar apoio para ${name}`}
          >
            <LifeBuoy aria-hidden="true" />
            Solicitar apoio
          </Link>
        )}
        {canManage(solicitation) && (
          <Button
            variant="ghost"
            className="w-full text-red-700 hover:bg-red-50"
            onClick={() => setToRemove(solicitation)}
            aria-label={`Remover ${name}`}
          >
            <Trash2 aria-hidden="true" />
            Remover
          </Button>
        )}
      </>
    );
  };

  return (
    <>
      <SolicitationSection
        title="Solicitações em curso"
        list={list}
        minCardWidth={280}
        empty={search ? `Nenhuma solicitação em curso encontrada para “${search}”.` : NO_OPEN}
        actionsOf={actionsOf}
      />
      <ConfirmDialog
        open={toRemove !== null}
        title={REMOVE_QUESTION}
        description={
          <>
            <span className="block">
              {truncate(toRemove?.name ?? '', CARD_NAME_MAX)} e as suas fotos serão removidas.
            </span>
            {toRemove && <RemovalNotice solicitationId={toRemove.id} />}
          </>
        }
        confirmLabel="Remover"
        pending={deleteSolicitation.isPending}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setToRemove(null)}
      />
    </>
  );
}
