import { communicationAreaLabel, type Communication } from '@drones/shared/communications';
import { formatDateTime } from '@/lib/dates';

/** A broadcast (to every pilot or to his area), readable in full where it was also e-mailed. */
export function InboxCommunication({ communication }: { communication: Communication }) {
  const { name, description, comunication, details, observation, sender, createdAt } =
    communication;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <details>
        <summary className="cursor-pointer">
          <span className="font-semibold break-words text-slate-900">{name}</span>
          <span className="mt-0.5 block text-xs text-slate-600">
            Enviado por <span className="font-medium break-words">{sender.name}</span> ·{' '}
            <time dateTime={createdAt} className="whitespace-nowrap">
              {formatDateTime(createdAt)}
            </time>
          </span>
          <span className="mt-1 block text-sm break-words text-slate-700">{description}</span>
        </summary>
        <div className="mt-3 space-y-2 text-sm break-words whitespace-pre-line text-slate-800">
          {communication.uf && (
            <p>
              <span className="font-medium">Para: </span>
              os droneiros de {communicationAreaLabel(communication)}
            </p>
          )}
          <p>{comunication}</p>
          <p>
            <span className="font-medium">Detalhes: </span>
            {details}
          </p>
          {observation && (
            <p>
              <span className="font-medium">Observação: </span>
              {observation}
            </p>
          )}
        </div>
      </details>
    </article>
  );
}
