import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CertificateSlider } from './certificate-slider';

const pending = { status: 'pending', expiresAt: null, reason: null } as const;

const originalScrollBy = Element.prototype.scrollBy;

afterEach(() => {
  Element.prototype.scrollBy = originalScrollBy;
});

describe('certificate slider', () => {
  it('moves 500 px per click and opens each certificate in a new tab', async () => {
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    const user = userEvent.setup();
    render(
      <CertificateSlider
        certificates={[
          { ...pending, id: 'a', url: '/api/files/a?exp=1&sig=x' },
          { ...pending, id: 'b', url: '/api/files/b?exp=1&sig=y' },
        ]}
      />,
    );

    await user.click(screen.getByRole('button', { name: 'Próximos certificados' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: 500, behavior: 'smooth' });
    await user.click(screen.getByRole('button', { name: 'Certificados anteriores' }));
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -500, behavior: 'smooth' });
    expect(scrollBy).toHaveBeenCalledTimes(2);

    const first = screen.getByRole('link', { name: /Certificado 1/ });
    expect(first).toHaveAttribute('href', '/api/files/a?exp=1&sig=x');
    expect(first).toHaveAttribute('target', '_blank');
    expect(first).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it("shows each certificate's review, and 'Vencido' on a verified one past its validity", () => {
    render(
      <CertificateSlider
        certificates={[
          { ...pending, id: 'a', url: '/api/files/a' },
          {
            id: 'b',
            url: '/api/files/b',
            status: 'verified',
            expiresAt: '2099-10-31',
            reason: null,
          },
          {
            id: 'c',
            url: '/api/files/c',
            status: 'verified',
            expiresAt: '2020-10-31',
            reason: null,
          },
          { id: 'd', url: '/api/files/d', status: 'rejected', expiresAt: null, reason: 'Ilegível' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.lastElementChild?.textContent)).toEqual([
      'Pendente',
      'VerificadoVálido até 31/10/2099',
      'VerificadoVencidoVálido até 31/10/2020',
      'RejeitadoMotivo: Ilegível',
    ]);
    expect(within(items[2]!).getByText('Vencido')).toBeVisible();
  });

  it('says when there is no certificate', () => {
    render(<CertificateSlider certificates={[]} />);
    expect(screen.getByText('Nenhum certificado enviado.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
