import * as exportApi from '@drones/shared/endpoints/export';
import { apiDownload } from '@/lib/api-client';

/** ADMIN: the spreadsheet of finished requests. */
export function downloadSolicitationReport() {
  return apiDownload(exportApi.exportSolicitations, 'SolicitationReports.xlsx');
}
