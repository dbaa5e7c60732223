import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@drones/shared/zod-locale';
import { type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import { useForm } from '@/components/form/use-form';
import { fieldsOf } from '@/components/form/schema-fields';
import { serverFileErrorOf, showServerFieldErrors } from '@/components/form/server-errors';
import { useLeaveWarning } from '@/components/form/leave-warning';
import { scaleDownPhotos } from './scale-down-photo';
import { useFileSelection, type FileSelectionOptions } from './use-file-selection';
import { useUploadProgress } from './use-upload-progress';

type OnProgress = (fraction: number) => void;

interface UploadFormOptions<TSchema extends z.ZodObject> {
  /** The form's fields, validated on the way out and named in the server's field errors. */
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  files: FileSelectionOptions;
  /** The multipart fields the files go in, which the server names when it refuses them. */
  fileFields: readonly string[];
}

/**
 * A form that sends fields and files: the form itself, the chosen files and the share sent so
 * far. `upload` sends the files, photos scaled down to 2000 px, with progress; when the server refuses, it shows the reasons on
 * the fields and on the files, then rethrows for the caller's toast. Render `leaveWarning`: it
 * asks before the page is left with unsaved input.
 */
export function useUploadForm<TSchema extends z.ZodObject>({
  schema,
  defaultValues,
  files,
  fileFields,
}: UploadFormOptions<TSchema>) {
  type Input = z.input<TSchema> & FieldValues;
  const form = useForm<Input, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
  const selection = useFileSelection(files);
  const { progress, track } = useUploadProgress();
  const leave = useLeaveWarning(form.formState.isDirty || selection.files.length > 0);

  const upload = async <T>(
    send: (files: File[], onProgress?: OnProgress) => Promise<T>,
    chosen: File[] = selection.files,
  ) => {
    leave.release();
    try {
      // Photos are scaled down here, when sent, not when picked: thumbnails stay instant and a
      // photo removed before sending costs nothing. The progress bar shows from the start.
      return await track(chosen, async (onProgress) =>
        send(await scaleDownPhotos(chosen), onProgress),
      );
    } catch (error) {
      leave.hold();
      showServerFieldErrors(error, form.setError, fieldsOf(schema) as Path<Input>[]);
      const fileError = serverFileErrorOf(error, fileFields);
      if (fileError) selection.setError(fileError);
      throw error;
    }
  };

  return { form, files: selection, progress, upload, leaveWarning: leave.dialog };
}
