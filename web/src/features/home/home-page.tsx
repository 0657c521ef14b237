import { BannerCarousel } from './banner-carousel.tsx';
import { BrandCarousel } from './brand-carousel.tsx';
import { HomeBlocks, type HomeViewProps } from './home-data.tsx';
import { HomeHero } from './home-hero.tsx';
import styles from './home-page.module.css';
import { OpenDayList } from './open-day-list.tsx';
import { RentalCategories } from './rental-categories.tsx';
import { SocialPromo } from './social-promo.tsx';
import { UpcomingRuns } from './upcoming-runs.tsx';

/**
 * The home page (SPEC §2): banner carousel, rental categories, the next runs, brands, blocks
 * beside the open days, promo.
 */
export function HomeView({ data, title }: HomeViewProps) {
  const banner = data.homepage?.bannerItems ?? [];
  return (
    <div className={styles.page} data-layout="home">
      {banner.length > 0 ? (
        <BannerCarousel items={banner} title={title} />
      ) : (
        <HomeHero title={title} item={undefined} />
      )}
      <RentalCategories categories={data.rentalCategories} className={styles.wrap} />
      <div className={styles.wrap}>
        <UpcomingRuns runs={data.upcomingRuns} />
      </div>
      <BrandCarousel />
      <div className={`${styles.wrap} ${styles.split}`}>
        <HomeBlocks page={data.page} />
        <OpenDayList openDays={data.openDays} />
      </div>
      <div className={styles.wrap}>
        <SocialPromo widget={data.widget} />
      </div>
    </div>
  );
}
