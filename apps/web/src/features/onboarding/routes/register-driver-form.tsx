import { DRIVER_FORM_FIELD } from '@drones/shared/pilot-data';
import { z } from '@drones/shared/zod-locale';
import { Link, useNavigate } from 'react-router';
import { buttonVariants } from '@/components/ui/button';
import { DOCUMENT_TYPES, DOCUMENT_TYPES_LABEL } from '@/components/upload/document-types';
import { FileUploadField } from '@/components/upload/file-upload-field';
import { useUploadForm } from '@/components/upload/use-upload-form';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { REGISTER_FAILURE, REGISTERED, toastFailure, toastSuccess } from '@/lib/messages';
import { useCreateDriverForm } from '../api/create-driver-form';
import { RegistrationStepPage } from '@/components/registration-step-page';
import { paths } from '@/lib/paths';
import { FormActions } from '@/components/form/form-actions';

const CHOOSE_FILE_MESSAGE = 'Escolha o arquivo do formulário.';

/** The step sends only the file. */
const noFields = z.object({});

function DriverFormUpload({ userId }: { userId: string }) {
  const navigate = useNavigate();
  const createDriverForm = useCreateDriverForm();
  const {
    form: { handleSubmit },
    files: selection,
    progress,
    upload,
    leaveWarning,
  } = useUploadForm({
    schema: noFields,
    defaultValues: {},
    files: { accept: DOCUMENT_TYPES, typesLabel: DOCUMENT_TYPES_LABEL },
    fileFields: [DRIVER_FORM_FIELD],
  });

  const onSubmit = handleSubmit(async () => {
    const file = selection.files[0];
    if (!file) {
      selection.setError(CHOOSE_FILE_MESSAGE);
      return;
    }
    try {
      // The file as sent: a large photo comes back scaled down.
      await upload(([sent = file], onProgress) =>
        createDriverForm.mutateAsync({ userId, file: sent, onProgress }),
      );
    } catch (error) {
      toastFailure(REGISTER_FAILURE, error);
      return;
    }
    toastSuccess(REGISTERED);
    // Sent: Back from the end skips this step rather than offering to send the form again.
    navigate(paths.registerCompleted, { replace: true });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-8">
      {leaveWarning}
      <FileUploadField
        label="Formulário da ANAC"
        selection={selection}
        disabled={createDriverForm.isPending}
        progress={progress}
        hint={<>Um arquivo {DOCUMENT_TYPES_LABEL}, até 10 MB.</>}
      />
      <FormActions
        pending={createDriverForm.isPending}
        secondaryAction={
          <Link
            to={paths.registerChoice(userId)}
            className={buttonVariants({ variant: 'ghost', size: 'lg' })}
          >
            Voltar
          </Link>
        }
      >
        Enviar formulário
      </FormActions>
    </form>
  );
}

export function RegisterDriverFormRoute() {
  useDocumentTitle('Cadastro: envio do formulário');
  return (
    <RegistrationStepPage
      step={4}
      title="Envie o formulário da ANAC"
      description={<p>Envie o formulário de cadastro da sua aeronave em PDF ou como imagem.</p>}
    >
      {(userId) => <DriverFormUpload userId={userId} />}
    </RegistrationStepPage>
  );
}
