import {
  optionalLongText,
  pageQuery,
  requiredLongText,
  requiredText,
  sessionUserIdField,
} from './text-fields';
import { z } from './zod-locale';

// Field names are the wire contract's, spelling included: main_information, fight_time,
// colected_data, resources_utilizated, urlDocuments.

/** The files field of the report form (images or PDF). */
export const MISSION_DOCUMENTS_FIELD = 'documents';

export const MISSION_REPORT_NOT_FOUND = 'Relatório da missão não encontrado';

/** `POST /api/missionReport`: documents travel as files in `documents`. */
export const createMissionReportSchema = z.object({
  solicitationId: z.uuid('Solicitação inválida'),
  name: requiredText(200),
  description: requiredLongText(5000),
  main_information: requiredLongText(5000),
  fight_time: requiredText(60),
  colected_data: requiredLongText(5000),
  resources_utilizated: optionalLongText(2000),
  observation: requiredLongText(2000),
  userId: sessionUserIdField,
});
export type CreateMissionReportInput = z.infer<typeof createMissionReportSchema>;

export const missionReportListQuerySchema = z.object(pageQuery);
export type MissionReportListQuery = z.infer<typeof missionReportListQuerySchema>;

export const missionReportSchema = z.object({
  id: z.uuid(),
  solicitationId: z.uuid(),
  userId: z.uuid(),
  name: z.string(),
  description: z.string(),
  main_information: z.string(),
  fight_time: z.string(),
  colected_data: z.string(),
  resources_utilizated: z.string().nullable(),
  observation: z.string(),
  /** Signed, expiring URLs of the documents, in the order they were sent. */
  urlDocuments: z.array(z.string()),
  createdAt: z.iso.datetime(),
});
export type MissionReport = z.infer<typeof missionReportSchema>;
