import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import banner from './banner-carousel.module.css';
import brands from './brand-carousel.module.css';
import hero from './home-hero.module.css';
import styles from './home-page.module.css';
import rental from './rental-categories.module.css';
import runs from './upcoming-runs.module.css';

function RunsBones({ count = 4 }: { count?: number }) {
  return (
    <div>
      <div className={runs.head}>
        <Bone width="260px" height="2rem" />
        <Bone width="220px" height="48px" radius={999} />
      </div>
      <div className={runs.runs}>
        {Array.from({ length: count }, (_, i) => `run-${i}`).map((id) => (
          <Bone key={id} height="230px" radius={16} />
        ))}
      </div>
    </div>
  );
}

function RentalBones() {
  return (
    <div>
      <div className={rental.head}>
        <Bone width="240px" height="2rem" />
        <Bone width="200px" height="48px" radius={999} />
      </div>
      <div className={rental.tiles}>
        {Array.from({ length: 8 }, (_, i) => `tile-${i}`).map((id) => (
          <Bone key={id} height="112px" radius={16} />
        ))}
      </div>
    </div>
  );
}

function BrandBones() {
  return (
    <div className={brands.section}>
      <div className={brands.head}>
        <Bone width="300px" height="2rem" />
        <Bone width="130px" height="44px" radius={999} />
      </div>
      <div className={brands.track} style={{ overflow: 'hidden' }}>
        {Array.from({ length: 6 }, (_, i) => `brand-${i}`).map((id) => (
          <span key={id} className={brands.brand} style={{ background: 'none', border: 0, padding: 0 }}>
            <Bone height="104px" radius={16} />
          </span>
        ))}
      </div>
    </div>
  );
}

/** The home page's shape while its query runs: the banner, the rental tiles, the runs and the brands. */
export function HomePageSkeleton() {
  return (
    <LoadingRegion label="De homepage wordt geladen">
      <div className={styles.page}>
        <div className={banner.carousel}>
          <div className={banner.inner}>
            <div className={banner.title}>
              <Bone width="220px" height="1rem" />
            </div>
            <div className={banner.slide} style={{ opacity: 1, visibility: 'visible' }}>
              <div>
                <div className={banner.content} style={{ lineHeight: 1.25 }}>
                  <TextLines lines={4} />
                </div>
                <div className={banner.links}>
                  <Bone width="200px" height="48px" radius={999} />
                </div>
              </div>
              <span className={banner.image} style={{ display: 'block', boxShadow: 'none' }} />
            </div>
            <div className={banner.controls}>
              <Bone width="130px" height="44px" radius={999} />
              <Bone width="200px" height="44px" radius={999} />
            </div>
          </div>
        </div>
        <div className={styles.wrap}>
          <RentalBones />
        </div>
        <div className={styles.wrap}>
          <RunsBones />
        </div>
        <BrandBones />
      </div>
    </LoadingRegion>
  );
}

/** /homenew's shape while its query runs: the still hero, then the runs beside the open days. */
export function HomeNewSkeleton() {
  return (
    <LoadingRegion label="De homepage wordt geladen">
      <div className={styles.page}>
        <div className={hero.hero}>
          <div className={hero.inner}>
            <div>
              <Bone width="80%" height="clamp(2.6rem, 1.8rem + 3.6vw, 4.8rem)" />
              <div style={{ height: 20 }} />
              <TextLines lines={3} />
              <div style={{ height: 28 }} />
              <Bone width="220px" height="48px" radius={999} />
            </div>
            <span className={hero.image} style={{ display: 'block', boxShadow: 'none' }} />
          </div>
        </div>
        <div className={`${styles.wrap} ${styles.education}`}>
          <RunsBones />
          <Bone height="420px" radius={16} />
        </div>
      </div>
    </LoadingRegion>
  );
}
