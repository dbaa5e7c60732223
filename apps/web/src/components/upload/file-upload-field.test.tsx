import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUploadField } from './file-upload-field';
import { useFileSelection } from './use-file-selection';

const TYPES = ['application/pdf', 'image/png'];

function Harness() {
  const selection = useFileSelection({ accept: TYPES, typesLabel: 'PDF ou PNG', multiple: true });
  return (
    <FileUploadField
      label="Certificados"
      selection={selection}
      hint="PDF ou PNG."
      progress={null}
    />
  );
}

// jsdom has no object URLs; the browser's own are stood in for.
const createObjectURL = vi.fn(() => 'blob:pre-visualizacao');
const revokeObjectURL = vi.fn();
const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
});

afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

describe('file upload field', () => {
  it('previews an image as a thumbnail and a PDF by its name, and removes them before sending', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const image = new File(['png'], 'certificado.png', { type: 'image/png' });
    const pdf = new File(['%PDF-1.4'], 'curso.pdf', { type: 'application/pdf' });

    await user.upload(screen.getByLabelText(/Certificados/), [image, pdf]);

    expect(
      screen.getByRole('img', { name: 'Pré-visualização de certificado.png' }),
    ).toHaveAttribute('src', 'blob:pre-visualizacao');
    expect(screen.getByText('curso.pdf')).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Remover certificado.png' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:pre-visualizacao');

    await user.click(screen.getByRole('button', { name: 'Remover curso.pdf' }));
    expect(screen.queryByRole('list', { name: 'Arquivos escolhidos' })).not.toBeInTheDocument();
  });

  it('accepts dropped files and refuses a type it does not take', () => {
    render(<Harness />);
    const area = screen.getByText('ou arraste e solte aqui', { exact: false }).closest('div')!;

    const pdf = new File(['%PDF-1.4'], 'solto.pdf', { type: 'application/pdf' });
    fireEvent.drop(area, { dataTransfer: { files: [pdf] } });
    expect(screen.getByText('solto.pdf')).toBeInTheDocument();

    const html = new File(['<html>'], 'pagina.html', { type: 'text/html' });
    fireEvent.drop(area, { dataTransfer: { files: [html] } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'O arquivo pagina.html não é aceito. Envie PDF ou PNG.',
    );
    expect(screen.getByLabelText(/Certificados/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('pagina.html')).not.toBeInTheDocument();
  });
});
