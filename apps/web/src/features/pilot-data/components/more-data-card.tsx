import { Pencil, Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { InlineLoader } from '@/components/inline-loader';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { usePilotProfile } from '../api/get-pilot-profile';
import { CertificateSlider } from './certificate-slider';
import { formatRadius } from './format-radius';
import { LOAD_FAILURE } from './messages';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wider text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 break-words whitespace-pre-line text-slate-900">{children}</dd>
    </div>
  );
}

function MoreDataContent({ userId }: { userId: string }) {
  const profile = usePilotProfile(userId);
  if (profile.isPending) return <InlineLoader />;
  if (profile.isError) {
    return (
      <p role="alert" className="text-sm text-red-700">
        {LOAD_FAILURE}
      </p>
    );
  }
  const { additionalData, disponibility } = profile.data;
  if (!additionalData) {
    return (
      <div>
        <p className="text-slate-600">
          Você ainda não cadastrou suas habilidades, área de atuação e certificados.
        </p>
        <Link
          to={`/perfil/${userId}/user/create/additionalData`}
          className={cn(buttonVariants(), 'mt-4')}
        >
          <Plus aria-hidden="true" />
          Cadastrar mais dados
        </Link>
      </div>
    );
  }
  return (
    <div>
      <dl className="grid gap-5 sm:grid-cols-2">
        <Item label="Habilidades">{additionalData.habilities}</Item>
        <Item label="Área de atuação">{additionalData.areas_expertise}</Item>
        <Item label="Disponibilidade">
          {disponibility ? (
            <>
              {disponibility.days}
              <span className="block text-sm text-slate-600">
                {disponibility.district}, {disponibility.city}
              </span>
            </>
          ) : (
            'Não informada'
          )}
        </Item>
        <Item label="Raio de atuação">{formatRadius(additionalData.operate_km)}</Item>
        {additionalData.observation && (
          <div className="sm:col-span-2">
            <Item label="Observação">{additionalData.observation}</Item>
          </div>
        )}
      </dl>
      <h3 className="mt-6 text-xs font-semibold tracking-wider text-slate-500 uppercase">
        Certificados
      </h3>
      <div className="mt-2">
        <CertificateSlider urls={additionalData.url} />
      </div>
      <Link
        to={`/perfil/${userId}/user/update/${additionalData.id}`}
        className={cn(buttonVariants({ variant: 'outline' }), 'mt-6')}
      >
        <Pencil aria-hidden="true" />
        Atualizar mais dados
      </Link>
    </div>
  );
}

/** The 'MAIS DADOS' card of a pilot's profile (DRIVER only). */
export function MoreDataCard() {
  const user = useUser();
  if (!user || user.role !== 'DRIVER') return null;
  return (
    <Card className="p-6 sm:p-8">
      <h2 className="text-brand-700 text-sm font-bold tracking-wider">MAIS DADOS</h2>
      <div className="mt-4">
        <MoreDataContent userId={user.id} />
      </div>
    </Card>
  );
}
