import {
  MISSION_DOCUMENTS_FIELD,
  type CreateMissionReportInput,
} from '@drones/shared/mission-reports';
import { useQueryClient } from '@tanstack/react-query';
import {
  invalidateSolicitations,
  solicitationQueries,
} from '@/entities/solicitation/solicitation-api';
import { useIdempotentMutation } from '@/lib/idempotent-mutation';
import { REGISTER_FAILURE, REGISTERED } from '@/lib/messages';
import { queueWrite } from '@/lib/pending-writes';

export interface CreateMissionReportRequest {
  fields: CreateMissionReportInput;
  documents: File[];
  onProgress?: (fraction: number) => void;
}

/** The multipart body of the report (`createMissionReport`), in order: the fields, then the documents. */
function missionReportForm(fields: CreateMissionReportInput, documents: File[]) {
  const form: [string, string | File][] = [];
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '') form.push([key, value]);
  }
  for (const file of documents) form.push([MISSION_DOCUMENTS_FIELD, file]);
  return form;
}

/**
 * Files the report through the writes that survive a lost connection (lib/pending-writes.ts):
 * 'waiting' when it will be sent once the connection returns; a refusal is thrown.
 */
export async function createMissionReport(
  { fields, documents, onProgress }: CreateMissionReportRequest,
  key: string,
) {
  const outcome = await queueWrite(
    {
      key,
      kind: 'missionReport',
      subject: fields.solicitationId,
      body: { form: missionReportForm(fields, documents) },
      messages: { sent: REGISTERED, refused: REGISTER_FAILURE },
      invalidates: [solicitationQueries.all],
    },
    onProgress,
  );
  if (outcome !== 'waiting' && !outcome.sent) throw outcome.error;
  return outcome;
}

/** Filing the report finishes the request, so every view of requests refetches. */
export function useCreateMissionReport() {
  const queryClient = useQueryClient();
  return useIdempotentMutation({
    mutationFn: createMissionReport,
    // Offline the write waits in its own queue, not as a paused mutation lost at reload.
    networkMode: 'always',
    onSuccess: () => invalidateSolicitations(queryClient),
  });
}
