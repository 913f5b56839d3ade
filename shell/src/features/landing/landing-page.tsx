import { Link } from 'react-router-dom';
import { Button, PageTitle } from '@cardbridge/ui';
import { BuyingRatesSection } from './components/buying-rates-section';
import { HeroSection } from './components/hero-section';
import { HowItWorksSection } from './components/how-it-works-section';
import { WhyChooseSection } from './components/why-choose-section';

/**
 * The public home page. It is the first thing most visitors load, so it imports nothing but the
 * router, icons and the UI kit: no remote code and no heavy library.
 */
export function LandingPage() {
  return (
    <>
      <PageTitle>Sell gift cards for cash</PageTitle>
      <div className="bg-background text-foreground">
        <HeroSection />
        <BuyingRatesSection />
        <WhyChooseSection />
        <HowItWorksSection />
        <section className="px-4 pb-20 text-center">
          <Button asChild size="lg" className="h-12 px-8 text-base">
            <Link to="/get-quote">Start Selling Now</Link>
          </Button>
        </section>
      </div>
    </>
  );
}
