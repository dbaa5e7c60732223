import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileUploadField } from './file-upload-field';
import { useFileSelection } from './use-file-selection';

const TYPES = ['application/pdf', 'image/png'];

function Harness({ multiple = true }: { multiple?: boolean }) {
  const selection = useFileSelection({ accept: TYPES, typesLabel: 'PDF ou PNG', multiple });
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

  it('keeps the files it takes when some are refused, and names the ones left out', async () => {
    // A real picker lets anyone choose "all files", whatever `accept` says.
    const user = userEvent.setup({ applyAccept: false });
    render(<Harness />);
    const files = [
      new File(['png'], 'encosta.png', { type: 'image/png' }),
      new File(['txt'], 'notas.txt', { type: 'text/plain' }),
      new File(['png'], 'ponte.png', { type: 'image/png' }),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'grande.pdf', { type: 'application/pdf' }),
      new File(['doc'], 'ata.doc', { type: 'application/msword' }),
    ];

    await user.upload(screen.getByLabelText(/Certificados/), files);

    const chosen = screen.getByRole('list', { name: 'Arquivos escolhidos' });
    expect(chosen).toHaveTextContent('encosta.png');
    expect(chosen).toHaveTextContent('ponte.png');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Os arquivos notas.txt e ata.doc não são aceitos. Envie PDF ou PNG. ' +
        'O arquivo grande.pdf passa de 10 MB.',
    );
    const input = screen.getByLabelText(/Certificados/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')).toContain(alert.id);
  });

  it('says which files are left out when two picks pass the limit of 10', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const pdfs = (from: number, count: number) =>
      Array.from(
        { length: count },
        (_, i) => new File(['%PDF-1.4'], `doc-${from + i}.pdf`, { type: 'application/pdf' }),
      );
    const input = screen.getByLabelText(/Certificados/);

    await user.upload(input, pdfs(1, 8));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(input, pdfs(9, 4));

    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('doc-10.pdf')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Envie no máximo 10 arquivos. Ficaram de fora: doc-11.pdf e doc-12.pdf.',
    );
  });

  it('takes one file where only one is asked for, keeping it when the next is refused', () => {
    render(<Harness multiple={false} />);
    const area = screen.getByText('ou arraste e solte aqui', { exact: false }).closest('div')!;
    const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

    fireEvent.drop(area, {
      dataTransfer: { files: [new File(['x'], 'a.txt', { type: 'text/plain' }), pdf('b.pdf')] },
    });
    expect(screen.getByText('b.pdf')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('O arquivo a.txt não é aceito.');

    fireEvent.drop(area, { dataTransfer: { files: [pdf('c.pdf'), pdf('d.pdf')] } });
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByText('c.pdf')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Envie apenas um arquivo. Ficou de fora: d.pdf.',
    );

    fireEvent.drop(area, { dataTransfer: { files: [new File(['x'], 'e.txt')] } });
    expect(screen.getByText('c.pdf')).toBeInTheDocument();
  });

  it('hides the drag-and-drop hint on touch screens, where there is nothing to drag', () => {
    render(<Harness />);
    // jsdom evaluates no media query; the class is what Tailwind turns into (pointer: coarse).
    expect(screen.getByText('ou arraste e solte aqui')).toHaveClass('pointer-coarse:hidden');
  });
});
