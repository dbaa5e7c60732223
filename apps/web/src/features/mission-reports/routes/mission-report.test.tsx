import type { MissionReport } from '@drones/shared/mission-reports';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aUser, renderApp, signedInAs } from '@/testing/test-utils';

const pilot = aUser({ role: 'DRIVER' });
const solicitationId = '0190a5b2-4444-7000-8000-000000000004';

function aReport(overrides: Partial<MissionReport> = {}): MissionReport {
  return {
    id: '0190a5b2-3333-7000-8000-000000000003',
    solicitationId,
    userId: '0190a5b2-5555-7000-8000-000000000005',
    name: 'Mapeamento da encosta',
    description: 'Voo sobre a área atingida.',
    main_information: 'Duas casas soterradas.',
    fight_time: '120 min',
    colected_data: '340 fotos aéreas',
    resources_utilizated: null,
    observation: 'Área ainda instável.',
    urlDocuments: [],
    createdAt: '2026-03-09T12:00:00.000Z',
    ...overrides,
  };
}

const pathOf = (report: MissionReport) => `/solicitations/${solicitationId}/mission/${report.id}`;

describe('mission report view', () => {
  it("lists the documents as 'Documento N', each opening in a new tab", async () => {
    const report = aReport({
      urlDocuments: ['/api/files/a?exp=1&sig=x', '/api/files/b?exp=1&sig=y'],
      resources_utilizated: '2 drones, 6 baterias',
    });
    signedInAs(pilot, { [`/api/missionReport/${report.id}`]: { status: 200, body: report } });
    renderApp(pathOf(report));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mapeamento da encosta' }),
    ).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: /^Documento \d/ });
    expect(links.map((link) => link.textContent)).toEqual([
      'Documento 1(abre em nova aba)',
      'Documento 2(abre em nova aba)',
    ]);
    expect(links[0]).toHaveAttribute('href', '/api/files/a?exp=1&sig=x');
    expect(links[1]).toHaveAttribute('href', '/api/files/b?exp=1&sig=y');
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByText('2 drones, 6 baterias')).toBeInTheDocument();
    expect(screen.getByText('340 fotos aéreas')).toBeInTheDocument();
    expect(screen.getByText(/^09\/03\/2026 às \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a solicitação' })).toHaveAttribute(
      'href',
      `/solicitations/${solicitationId}`,
    );
  });

  it("says 'Nenhum documento foi registrado' when there is none", async () => {
    const report = aReport();
    signedInAs(pilot, { [`/api/missionReport/${report.id}`]: { status: 200, body: report } });
    renderApp(pathOf(report));

    expect(await screen.findByText('Nenhum documento foi registrado')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Documento/ })).not.toBeInTheDocument();
  });

  it('says the report was not found for an unknown id', async () => {
    const report = aReport();
    signedInAs(pilot, {
      [`/api/missionReport/${report.id}`]: {
        status: 404,
        body: { message: 'Relatório da missão não encontrado', statusCode: 404 },
      },
    });
    renderApp(pathOf(report));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Relatório da missão não encontrado' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar para a solicitação' })).toHaveAttribute(
      'href',
      `/solicitations/${solicitationId}`,
    );
  });
});
