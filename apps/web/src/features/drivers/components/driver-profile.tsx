import type { Equipment } from '@drones/shared/pilot-data';
import { CalendarDays, Drone, MapPin } from 'lucide-react';
import type { ReactNode } from 'react';
import { EmailLink, PhoneLink } from '@/components/contact-links';
import { DocumentLinks } from '@/components/document-links';
import { CertificateState } from '@/entities/pilot/certificate-state';
import { EquipmentFacts } from '@/entities/pilot/equipment-facts';
import { PilotStats } from '@/entities/pilot/pilot-stats';
import { Fact } from '@/components/fact';
import { PageFrame, PageLoading, type PageFrameProps } from '@/components/page-frame';
import { PageMessage } from '@/components/page-message';
import { SectionCard } from '@/components/section-card';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { formatRadius } from '@/lib/format';
import { LOAD_FAILURE } from '@/lib/messages';
import { useDriver } from '../api/get-driver';
import { formatDate } from '@/lib/dates';
import { availabilityPlace } from '@/entities/pilot/availability-schema';

/** What the page says when the pilot cannot be shown. */
function failureOf(error: Error) {
  const status = error instanceof ApiError ? error.statusCode : 0;
  if (status === 404) {
    return { title: 'Droneiro não encontrado', text: 'Confira o endereço e tente novamente.' };
  }
  if (status === 403) return { title: 'Acesso restrito', text: error.message };
  return { title: 'Droneiro', text: LOAD_FAILURE };
}

function EquipmentItem({ equipment }: { equipment: Equipment }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 className="flex items-center gap-2 font-semibold break-words text-slate-900">
        <Drone className="text-brand-600 size-5 shrink-0" aria-hidden="true" />
        {equipment.name}
      </h3>
      <EquipmentFacts equipment={equipment} className="mt-3 gap-3" />
    </li>
  );
}

interface DriverProfileProps {
  id: string;
  back?: PageFrameProps['back'];
  /** What the reader can do with this pilot, at the foot of the profile's first card. */
  action?: ReactNode;
}

/**
 * A pilot's page: photo, contact, his record of calls, availability, additional data, documents
 * and equipment.
 */
export function DriverProfile({ id, back, action }: DriverProfileProps) {
  const driver = useDriver(id);
  useDocumentTitle(driver.data?.name ?? 'Droneiro');

  if (driver.isPending) return <PageLoading title="Droneiro" back={back} />;
  if (driver.isError) {
    const { title, text } = failureOf(driver.error);
    return (
      <PageFrame back={back}>
        {/* The way back is above the message. */}
        <PageMessage title={title} action={null}>
          {text}
        </PageMessage>
      </PageFrame>
    );
  }

  const pilot = driver.data;
  const { disponibility, additionalData, equipments, driverForms } = pilot;
  const certificates = (additionalData?.certificates ?? []).map((certificate, index) => ({
    url: certificate.url,
    label: `Certificado ${index + 1}`,
    detail: <CertificateState certificate={certificate} />,
  }));
  const forms = driverForms.map(({ url }, index) => ({
    url,
    label: driverForms.length > 1 ? `Formulário da ANAC ${index + 1}` : 'Formulário da ANAC',
  }));

  return (
    <PageFrame back={back}>
      <Card className="overflow-hidden">
        <div aria-hidden="true" className="from-brand-600 to-brand-800 h-20 bg-gradient-to-r" />
        <div className="-mt-12 flex flex-col items-center gap-4 px-6 pb-6 text-center sm:flex-row sm:items-start sm:text-left">
          <Avatar name={pilot.name} src={pilot.urlPhoto} size="lg" className="ring-4 ring-white" />
          <div className="min-w-0 sm:pt-14">
            <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900">
              {pilot.name}
            </h1>
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-slate-600">
              <CalendarDays className="size-4" aria-hidden="true" />
              Cadastrado em {formatDate(pilot.createdAt)}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 border-t border-slate-200 px-6 py-4 sm:flex-row sm:gap-6">
          {pilot.phone && <PhoneLink phone={pilot.phone} />}
          <EmailLink email={pilot.email} />
        </div>
        {action && <div className="border-t border-slate-200 px-6 py-4">{action}</div>}
      </Card>

      {pilot.stats && (
        <div className="mt-6">
          <PilotStats stats={pilot.stats} />
        </div>
      )}

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <SectionCard title="Disponibilidade">
          {disponibility ? (
            <dl className="space-y-4">
              <Fact label="Dias">{disponibility.days}</Fact>
              <Fact label="Endereço">
                <span className="inline-flex items-start gap-1.5">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span>
                    {availabilityPlace(disponibility)}
                    {disponibility.complement && (
                      <span className="block text-sm text-slate-600">
                        {disponibility.complement}
                      </span>
                    )}
                  </span>
                </span>
              </Fact>
            </dl>
          ) : (
            <p className="text-sm text-slate-600">Disponibilidade não informada.</p>
          )}
        </SectionCard>
        <SectionCard title="Dados adicionais">
          {additionalData ? (
            <dl className="grid gap-4 sm:grid-cols-2">
              <Fact label="Habilidades">{additionalData.habilities}</Fact>
              <Fact label="Área de atuação">{additionalData.areas_expertise}</Fact>
              <Fact label="Raio de atuação">{formatRadius(additionalData.operate_km)}</Fact>
              {additionalData.observation && (
                <Fact label="Observação">{additionalData.observation}</Fact>
              )}
            </dl>
          ) : (
            <p className="text-sm text-slate-600">Dados adicionais não informados.</p>
          )}
        </SectionCard>
        <SectionCard title="Certificados">
          <DocumentLinks links={certificates} empty="Nenhum certificado enviado." />
        </SectionCard>
        <SectionCard title="Formulário da ANAC">
          <DocumentLinks links={forms} empty="Nenhum formulário enviado." />
        </SectionCard>
      </div>

      <div className="mt-6">
        <SectionCard title="Equipamentos">
          {equipments.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {equipments.map((equipment) => (
                <EquipmentItem key={equipment.id} equipment={equipment} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">Nenhum equipamento cadastrado.</p>
          )}
        </SectionCard>
      </div>
    </PageFrame>
  );
}
