import { BrandCarousel } from './brand-carousel.tsx';
import { HomeBlocks, type HomeViewProps } from './home-data.tsx';
import { HomeHero } from './home-hero.tsx';
import styles from './home-page.module.css';
import { OpenDayList } from './open-day-list.tsx';
import { SocialPromo } from './social-promo.tsx';
import { UpcomingRuns } from './upcoming-runs.tsx';

/**
 * The alternate home (/homenew): the same data as the home page, arranged around education. A
 * still hero (the first banner item), then the next runs beside the open days, then the rest.
 */
export function HomeNewView({ data, title }: HomeViewProps) {
  return (
    <div className={styles.page} data-layout="homenew">
      <HomeHero title={title} item={data.homepage?.bannerItems[0]} />
      <div className={`${styles.wrap} ${styles.education}`}>
        <UpcomingRuns runs={data.upcomingRuns} />
        <OpenDayList openDays={data.openDays} />
      </div>
      <div className={styles.wrap}>
        <HomeBlocks page={data.page} />
      </div>
      <BrandCarousel />
      <div className={styles.wrap}>
        <SocialPromo widget={data.widget} />
      </div>
    </div>
  );
}
