import { FileSpreadsheet, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toastFailure } from '@/lib/messages';
import { downloadSolicitationReport } from '../api/export-solicitations';
import { EXPORT_FAILURE } from './messages';

/** ADMIN: the finished requests as SolicitationReports.xlsx. */
export function ExportButton() {
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    setBusy(true);
    try {
      await downloadSolicitationReport();
    } catch (error) {
      toastFailure(EXPORT_FAILURE, error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="outline" onClick={onClick} disabled={busy} aria-busy={busy}>
      {busy ? (
        <LoaderCircle className="animate-spin" aria-hidden="true" />
      ) : (
        <FileSpreadsheet aria-hidden="true" />
      )}
      Gerar relatório das solicitações
    </Button>
  );
}
