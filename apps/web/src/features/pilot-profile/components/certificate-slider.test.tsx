import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CertificateSlider } from './certificate-slider';

const originalScrollBy = Element.prototype.scrollBy;

afterEach(() => {
  Element.prototype.scrollBy = originalScrollBy;
});

describe('certificate slider', () => {
  it('moves 500 px per click and opens each certificate in a new tab', async () => {
    const scrollBy = vi.fn();
    Element.prototype.scrollBy = scrollBy;
    const user = userEvent.setup();
    render(<CertificateSlider urls={['/api/files/a?exp=1&sig=x', '/api/files/b?exp=1&sig=y']} />);

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

  it('says when there is no certificate', () => {
    render(<CertificateSlider urls={[]} />);
    expect(screen.getByText('Nenhum certificado enviado.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
