import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';

/** The address with its query, and the browser's Back button, for tests of the history. */
function BrowserControls() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="endereço completo">{pathname + search}</output>
      <button type="button" onClick={() => void navigate(-1)}>
        Voltar no navegador
      </button>
    </>
  );
}

/** The whole app at `path`, with the full address readable and a browser Back to press. */
export function renderAppWithHistory(path: string) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <BrowserControls />
      </MemoryRouter>
    </AppProvider>,
  );
}

export const fullAddress = () => screen.getByRole('status', { name: 'endereço completo' });
export const browserBack = () => screen.getByRole('button', { name: 'Voltar no navegador' });
