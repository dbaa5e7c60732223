import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { toast } from '@/hooks/use-toast';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';

describe('AppProvider toaster', () => {
  it('shows only the newest toast, and closes it with the "Fechar" button', async () => {
    const user = userEvent.setup();
    render(<AppProvider queryClient={createQueryClient()}>conteúdo</AppProvider>);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => {
      toast({ title: 'Informações registradas com sucesso.' });
      toast({ title: 'Sua sessão expirou!', variant: 'destructive' });
    });

    const region = await screen.findByRole('region', { name: /Notificações \(F8\)/ });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(1));
    expect(within(region).getByText('Sua sessão expirou!')).toBeInTheDocument();
    expect(within(region).queryByText('Informações registradas com sucesso.')).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(within(region).queryAllByRole('listitem')).toHaveLength(0));
  });
});
