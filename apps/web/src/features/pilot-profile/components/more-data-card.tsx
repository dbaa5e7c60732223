import { Pencil, Plus } from 'lucide-react';
import type { Disponibility } from '@drones/shared/pilot-data';
import { Link } from 'react-router';
import { Fact } from '@/components/fact';
import { InlineLoader } from '@/components/inline-loader';
import { buttonVariants } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { formatRadius } from '@/lib/format';
import { LOAD_FAILURE } from '@/lib/messages';
import { useUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { usePilotProfile } from '@/entities/pilot/get-pilot-profile';
import { CertificateSlider } from './certificate-slider';
import { DeletePilotDataButton } from './delete-pilot-data-button';
import { DriverForms } from './driver-forms';
import { paths } from '@/lib/paths';
import { availabilityPlace } from '@/entities/pilot/availability-schema';

function AvailabilityFact({ disponibility }: { disponibility: Disponibility | null }) {
  return (
    <Fact label="Disponibilidade">
      {disponibility ? (
        <>
          {disponibility.days}
          <span className="block text-sm text-slate-600">{availabilityPlace(disponibility)}</span>
          <DeletePilotDataButton
            resource="disponibility"
            id={disponibility.id}
            label="Excluir disponibilidade"
            className="mt-1 -ml-4"
            title="Excluir a sua disponibilidade?"
            description="A Defesa Civil deixa de ver os dias e o lugar em que você pode voar. Você pode cadastrá-los de novo quando quiser."
            deleted="Disponibilidade excluída."
            failure="Erro ao excluir a disponibilidade, tente novamente mais tarde."
          />
        </>
      ) : (
        'Não informada'
      )}
    </Fact>
  );
}
const subheadingClass = 'text-xs font-semibold tracking-wider text-slate-500 uppercase';

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
  const { additionalData, disponibility, driverForms } = profile.data;
  const forms = (
    <>
      <h3 className={cn(subheadingClass, 'mt-6')}>Formulário da ANAC</h3>
      <div className="mt-2">
        <DriverForms forms={driverForms} />
      </div>
    </>
  );
  if (!additionalData) {
    return (
      <div>
        {/* The availability is a registration step of its own: it may exist without these. */}
        {disponibility && (
          <dl className="mb-5">
            <AvailabilityFact disponibility={disponibility} />
          </dl>
        )}
        <p className="text-slate-600">
          Você ainda não cadastrou suas habilidades, área de atuação e certificados.
        </p>
        <Link to={paths.additionalDataCreate(userId)} className={cn(buttonVariants(), 'mt-4')}>
          <Plus aria-hidden="true" />
          Cadastrar mais dados
        </Link>
        {forms}
      </div>
    );
  }
  return (
    <div>
      <dl className="grid gap-5 sm:grid-cols-2">
        <Fact label="Habilidades">{additionalData.habilities}</Fact>
        <Fact label="Área de atuação">{additionalData.areas_expertise}</Fact>
        <AvailabilityFact disponibility={disponibility} />
        <Fact label="Raio de atuação">{formatRadius(additionalData.operate_km)}</Fact>
        {additionalData.observation && (
          <Fact label="Observação" wide>
            {additionalData.observation}
          </Fact>
        )}
      </dl>
      <h3 className={cn(subheadingClass, 'mt-6')}>Certificados</h3>
      <div className="mt-2">
        <CertificateSlider certificates={additionalData.certificates} />
      </div>
      {forms}
      <div className="mt-6 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Link
          to={paths.additionalDataUpdate(userId, additionalData.id)}
          className={buttonVariants({ variant: 'outline' })}
        >
          <Pencil aria-hidden="true" />
          Atualizar mais dados
        </Link>
        <DeletePilotDataButton
          resource="additionalData"
          id={additionalData.id}
          label="Excluir mais dados"
          title="Excluir os seus dados adicionais?"
          description="Suas habilidades, área e raio de atuação, observação e certificados serão apagados. Você pode cadastrá-los de novo quando quiser."
          deleted="Dados adicionais excluídos."
          failure="Erro ao excluir os dados adicionais, tente novamente mais tarde."
        />
      </div>
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
