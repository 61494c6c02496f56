import { useTranslation } from 'react-i18next';
import { ProPackagesSection } from '../../../components/pro-packages/pro-packages-section';
import { TestimonialList } from '../../../components/testimonials/testimonial-list';
import { AboutBox } from '../components/about-box';
import { EbookList } from '../components/ebook-list';
import { ExpertsSection } from '../components/experts-section';
import { HomeHero } from '../components/home-hero';
import { HomeTabs } from '../components/home-tabs';
import { LatestArticles } from '../components/latest-articles';
import { NearViewport } from '../lib/near-viewport';

/**
 * The home page (issue 21): the hero with a sample day first; every block below asks for its data on its own
 * once it nears the screen, in a box of its usual height (the server renders them all with their data).
 */
export function HomePage() {
  const { t } = useTranslation('home');
  return (
    <>
      <HomeHero />
      <NearViewport minHeight="min-h-[40rem]">{(near) => <HomeTabs enabled={near} />}</NearViewport>
      <NearViewport minHeight="min-h-[26rem]">{(near) => <ExpertsSection enabled={near} />}</NearViewport>
      <NearViewport minHeight="min-h-[40rem]">
        {(near) => (
          <div className="mx-auto max-w-7xl px-4 py-12">
            <ProPackagesSection title={t('packages.heading')} enabled={near} />
          </div>
        )}
      </NearViewport>
      <NearViewport minHeight="min-h-[30rem]">{(near) => <LatestArticles enabled={near} />}</NearViewport>
      <NearViewport minHeight="min-h-[30rem]">{(near) => <EbookList enabled={near} />}</NearViewport>
      <NearViewport minHeight="min-h-[20rem]">
        {(near) => (
          <TestimonialList
            headingId="home-testimonials-heading"
            className="mx-auto max-w-7xl px-4 py-12"
            enabled={near}
          />
        )}
      </NearViewport>
      <AboutBox />
    </>
  );
}
