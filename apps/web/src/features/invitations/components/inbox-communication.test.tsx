import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InboxCommunication } from './inbox-communication';

describe('a broadcast in the inbox', () => {
  it('says who sent it and when, the date and time kept on one line', () => {
    render(
      <InboxCommunication
        communication={{
          id: '0190a5b2-6666-7000-8000-000000000001',
          name: 'Alerta de chuvas fortes',
          description: 'Previsão de 120 mm nas próximas 24 horas.',
          comunication: 'Fiquem de prontidão.',
          details: 'Ponto de encontro: sede da Defesa Civil.',
          observation: null,
          uf: null,
          municipalityCode: null,
          municipalityName: null,
          radiusKm: null,
          sender: { name: 'Carla Defesa' },
          createdAt: '2026-05-09T14:30:05.000Z',
        }}
      />,
    );
    expect(screen.getByText(/^Enviado por/)).toHaveTextContent(
      /^Enviado por Carla Defesa · 09\/05\/2026/,
    );
    const time = screen.getByText(/^09\/05\/2026/);
    expect(time.tagName).toBe('TIME');
    // jsdom has no layout: the class is what keeps it from wrapping at 360 px.
    expect(time).toHaveClass('whitespace-nowrap');
  });
});
