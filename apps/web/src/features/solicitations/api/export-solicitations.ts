import { readAccessToken } from '@/lib/access-token';
import { ApiError } from '@/lib/api-client';

export const EXPORT_FILE_NAME = 'SolicitationReports.xlsx';

/**
 * Downloads the spreadsheet of finished requests (ADMIN). A plain link cannot carry the bearer
 * token, so the file is fetched and handed to the browser as an object URL.
 */
export async function downloadSolicitationReport() {
  const token = readAccessToken();
  const response = await fetch('/api/solicitation/export.xlsx', {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const message = typeof body?.message === 'string' ? body.message : 'Falha ao gerar a planilha.';
    throw new ApiError(message, response.status);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = EXPORT_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The download has started; the browser keeps its own copy.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
