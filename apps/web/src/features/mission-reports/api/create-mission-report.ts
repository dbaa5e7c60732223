import {
  MISSION_DOCUMENTS_FIELD,
  type CreateMissionReportInput,
  type MissionReport,
} from '@drones/shared/mission-reports';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateSolicitations } from '@/entities/solicitation/solicitation-api';
import { apiUpload } from '@/lib/api-client';

export interface CreateMissionReportRequest {
  fields: CreateMissionReportInput;
  documents: File[];
  onProgress?: (fraction: number) => void;
}

/** The multipart body of `POST /missionReport`: the fields and the documents. */
function missionReportFormData(fields: CreateMissionReportInput, documents: File[]) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value !== '') form.append(key, value);
  }
  for (const file of documents) form.append(MISSION_DOCUMENTS_FIELD, file);
  return form;
}

export function createMissionReport({ fields, documents, onProgress }: CreateMissionReportRequest) {
  return apiUpload<MissionReport>('/missionReport', {
    method: 'POST',
    body: missionReportFormData(fields, documents),
    onProgress,
  });
}

/** Filing the report finishes the request, so every view of requests refetches. */
export function useCreateMissionReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMissionReport,
    onSuccess: () => invalidateSolicitations(queryClient),
  });
}
