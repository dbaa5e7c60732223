import { useDocumentTitle } from '@/hooks/use-document-title';
import { ActivityTypes } from '../components/activity-types';
import { Hero } from '../components/hero';
import { HowItWorks } from '../components/how-it-works';
import { JoinCall } from '../components/join-call';
import { Partners } from '../components/partners';
import { Results } from '../components/results';

export function LandingRoute() {
  useDocumentTitle();

  return (
    <>
      <Hero />
      <HowItWorks />
      <ActivityTypes />
      <Results />
      <Partners />
      <JoinCall />
    </>
  );
}
