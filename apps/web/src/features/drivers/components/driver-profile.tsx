import type { Equipment } from '@drones/shared/pilot-data';
import { format } from 'date-fns';
import { ArrowLeft, CalendarDays, Drone, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InlineLoader } from '@/components/inline-loader';
import { Avatar } from '@/components/ui/avatar';
import { Card } from '@/components/ui/card';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { useDriver } from '../api/get-driver';
import { DocumentLinks } from './document-links';
import { DriverSection } from './driver-section';

const LOAD_FAILURE = 'Erro ao carregar informações, tente novamente mais tarde.';

function formatPhone(digits: string) {
  const match = /^(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}

function formatRadius(operateKm: string) {
  return /^\d+([.,]\d+)?$/.test(operateKm.trim()) ? `${operateKm.trim()} km` : operateKm;
}

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

function EquipmentItem({ equipment }: { equipment: Equipment }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-slate-50 p-4">
      <h3 className="flex items-center gap-2 font-semibold break-words text-slate-900">
        <Drone className="text-brand-600 size-5 shrink-0" aria-hidden="true" />
        {equipment.name}
      </h3>
      <dl className="mt-3 grid grid-cols-2 gap-3 text-sm">
        <div className="min-w-0">
          <dt className="text-slate-500">Modelo</dt>
          <dd className="font-medium break-words text-slate-900">{equipment.model}</dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-500">Fabricante</dt>
          <dd className="font-medium break-words text-slate-900">{equipment.manufacture}</dd>
        </div>
        <div className="col-span-2 min-w-0">
          <dt className="text-slate-500">Autonomia</dt>
          <dd className="font-medium break-words text-slate-900">{equipment.autonomy}</dd>
        </div>
        {equipment.observation && (
          <div className="col-span-2 min-w-0">
            <dt className="text-slate-500">Observação</dt>
            <dd className="break-words text-slate-900">{equipment.observation}</dd>
          </div>
        )}
      </dl>
    </li>
  );
}

interface BackLink {
  to: string;
  label: string;
}

/** The page's width, with the way back above every state. */
function Frame({ back, children }: { back?: BackLink; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 sm:py-10 lg:px-8">
      {back && (
        <Link
          to={back.to}
          className="hover:text-brand-700 -ml-2 mb-3 inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-slate-600"
        >
          <ArrowLeft className="size-4" aria-hidden="true" />
          {back.label}
        </Link>
      )}
      {children}
    </div>
  );
}

function Message({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card className="p-8 text-center">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p role="alert" className="mt-2 text-slate-600">
        {children}
      </p>
    </Card>
  );
}

interface DriverProfileProps {
  id: string;
  back?: BackLink;
  /** What the reader can do with this pilot, at the foot of the profile's first card. */
  action?: ReactNode;
}

/** A pilot's page: photo, contact, availability, additional data, documents and equipment. */
export function DriverProfile({ id, back, action }: DriverProfileProps) {
  const driver = useDriver(id);
  useDocumentTitle(driver.data?.name ?? 'Droneiro');

  if (driver.isPending) {
    return (
      <Frame back={back}>
        <h1 className="sr-only">Droneiro</h1>
        <InlineLoader />
      </Frame>
    );
  }
  if (driver.isError) {
    const status = driver.error instanceof ApiError ? driver.error.statusCode : 0;
    if (status === 404) {
      return (
        <Frame back={back}>
          <Message title="Droneiro não encontrado">Confira o endereço e tente novamente.</Message>
        </Frame>
      );
    }
    if (status === 403) {
      return (
        <Frame back={back}>
          <Message title="Acesso restrito">{driver.error.message}</Message>
        </Frame>
      );
    }
    return (
      <Frame back={back}>
        <Message title="Droneiro">{LOAD_FAILURE}</Message>
      </Frame>
    );
  }

  const pilot = driver.data;
  const { disponibility, additionalData, equipments, driverForms } = pilot;
  const certificates = (additionalData?.url ?? []).map((url, index) => ({
    url,
    label: `Certificado ${index + 1}`,
  }));
  const forms = driverForms.map(({ url }, index) => ({
    url,
    label: driverForms.length > 1 ? `Formulário da ANAC ${index + 1}` : 'Formulário da ANAC',
  }));

  return (
    <Frame back={back}>
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
              Cadastrado em {format(new Date(pilot.createdAt), 'dd/MM/yyyy')}
            </p>
          </div>
        </div>
        <div className="flex flex-col gap-2 border-t border-slate-200 px-6 py-4 sm:flex-row sm:gap-6">
          {pilot.phone && (
            <a
              href={`tel:+55${pilot.phone}`}
              className="text-brand-700 inline-flex items-center gap-2 rounded-sm font-medium underline-offset-4 hover:underline"
            >
              <Phone className="size-4" aria-hidden="true" />
              {formatPhone(pilot.phone)}
            </a>
          )}
          <a
            href={`mailto:${pilot.email}`}
            className="text-brand-700 inline-flex min-w-0 items-center gap-2 rounded-sm font-medium wrap-anywhere underline-offset-4 hover:underline"
          >
            <Mail className="size-4 shrink-0" aria-hidden="true" />
            {pilot.email}
          </a>
        </div>
        {action && <div className="border-t border-slate-200 px-6 py-4">{action}</div>}
      </Card>

      <div className="mt-6 grid gap-6 lg:grid-cols-2">
        <DriverSection title="Disponibilidade">
          {disponibility ? (
            <dl className="space-y-4">
              <Item label="Dias">{disponibility.days}</Item>
              <Item label="Endereço">
                <span className="inline-flex items-start gap-1.5">
                  <MapPin className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden="true" />
                  <span>
                    {disponibility.district}, {disponibility.city}
                    {disponibility.complement && (
                      <span className="block text-sm text-slate-600">
                        {disponibility.complement}
                      </span>
                    )}
                  </span>
                </span>
              </Item>
            </dl>
          ) : (
            <p className="text-sm text-slate-600">Disponibilidade não informada.</p>
          )}
        </DriverSection>
        <DriverSection title="Dados adicionais">
          {additionalData ? (
            <dl className="grid gap-4 sm:grid-cols-2">
              <Item label="Habilidades">{additionalData.habilities}</Item>
              <Item label="Área de atuação">{additionalData.areas_expertise}</Item>
              <Item label="Raio de atuação">{formatRadius(additionalData.operate_km)}</Item>
              {additionalData.observation && (
                <Item label="Observação">{additionalData.observation}</Item>
              )}
            </dl>
          ) : (
            <p className="text-sm text-slate-600">Dados adicionais não informados.</p>
          )}
        </DriverSection>
        <DriverSection title="Certificados">
          <DocumentLinks links={certificates} empty="Nenhum certificado enviado." />
        </DriverSection>
        <DriverSection title="Formulário da ANAC">
          <DocumentLinks links={forms} empty="Nenhum formulário enviado." />
        </DriverSection>
      </div>

      <div className="mt-6">
        <DriverSection title="Equipamentos">
          {equipments.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {equipments.map((equipment) => (
                <EquipmentItem key={equipment.id} equipment={equipment} />
              ))}
            </ul>
          ) : (
            <p className="text-sm text-slate-600">Nenhum equipamento cadastrado.</p>
          )}
        </DriverSection>
      </div>
    </Frame>
  );
}
