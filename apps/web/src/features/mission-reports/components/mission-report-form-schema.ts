import { createMissionReportSchema } from '@drones/shared/mission-reports';
import type { z } from '@drones/shared/zod-locale';

/** The server's rules for the report's text fields, checked before sending. */
export const missionReportFormSchema = createMissionReportSchema.pick({
  name: true,
  description: true,
  main_information: true,
  fight_time: true,
  colected_data: true,
  resources_utilizated: true,
  observation: true,
});

export type MissionReportFormValues = z.input<typeof missionReportFormSchema>;
export type MissionReportFields = z.output<typeof missionReportFormSchema>;
