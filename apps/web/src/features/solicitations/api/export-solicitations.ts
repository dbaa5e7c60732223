import { apiDownload } from '@/lib/api-client';

/** ADMIN: the spreadsheet of finished requests. */
export function downloadSolicitationReport() {
  return apiDownload('/solicitation/export.xlsx', 'SolicitationReports.xlsx');
}
