import { zodResolver } from '@hookform/resolvers/zod';
import {
  addDays,
  rejectCertificateSchema,
  todayInBrazil,
  verifyCertificateSchema,
  type CertificateReviewItem,
  type ReviewCertificateInput,
} from '@drones/shared/certificates';
import { useState } from 'react';
import { FormField } from '@/components/form/form-field';
import { useForm } from '@/components/form/use-form';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { TextAreaField } from '@/components/form/text-area-field';
import { FormDialogFooter } from '@/components/form-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import type { ReviewMode } from './certificate-card';

export interface PendingReview {
  certificate: CertificateReviewItem;
  mode: ReviewMode;
}

interface FormProps {
  pending: boolean;
  /** Sends the review; a rejection keeps the dialog open with the server's field errors. */
  onSubmit: (review: ReviewCertificateInput) => Promise<void>;
}

function VerifyForm({ pending, onSubmit }: FormProps) {
  // The first day the browser's date picker offers; the schema checks again on submit.
  const [tomorrow] = useState(() => addDays(todayInBrazil(), 1));
  const form = useForm({
    resolver: zodResolver(verifyCertificateSchema),
    defaultValues: { status: 'verified' as const, expiresAt: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['expiresAt']);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        form={form}
        name="expiresAt"
        label="Válido até"
        type="date"
        required
        min={tomorrow}
        hint="A data de validade do certificado, no futuro."
      />
      <FormDialogFooter pending={pending} label="Verificar" />
    </form>
  );
}

function RejectForm({ pending, onSubmit }: FormProps) {
  const form = useForm({
    resolver: zodResolver(rejectCertificateSchema),
    defaultValues: { status: 'rejected' as const, reason: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showServerFieldErrors(error, form.setError, ['reason']);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <FormField
        form={form}
        name="reason"
        as={TextAreaField}
        label="Motivo"
        required
        rows={3}
        hint="O droneiro recebe este motivo por e-mail."
      />
      <FormDialogFooter pending={pending} label="Recusar" />
    </form>
  );
}

interface ReviewDialogProps extends FormProps {
  review: PendingReview | null;
  onCancel: () => void;
}

/** Verifies a certificate with its expiry date, or rejects it with a reason. */
export function ReviewDialog({ review, pending, onSubmit, onCancel }: ReviewDialogProps) {
  const name = review?.certificate.pilot.name ?? '';
  const verifying = review?.mode !== 'rejected';
  return (
    <Dialog open={review !== null} onOpenChange={(open) => !open && !pending && onCancel()}>
      <DialogContent>
        <DialogTitle>
          {verifying ? `Verificar o certificado de ${name}` : `Recusar o certificado de ${name}`}
        </DialogTitle>
        <DialogDescription className="mb-4">
          {verifying
            ? 'O certificado fica verificado até a data de validade, e o droneiro é avisado por e-mail.'
            : 'O droneiro é avisado por e-mail e pode enviar outro certificado.'}
        </DialogDescription>
        {review &&
          (verifying ? (
            <VerifyForm key={review.certificate.id} pending={pending} onSubmit={onSubmit} />
          ) : (
            <RejectForm key={review.certificate.id} pending={pending} onSubmit={onSubmit} />
          ))}
      </DialogContent>
    </Dialog>
  );
}
