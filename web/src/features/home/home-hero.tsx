import { paths } from '../../../../domain/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { RichText } from '../../components/rich-text.tsx';
import type { BannerCarousel_BannerItemFragment } from '../../gql/graphql.ts';
import styles from './home-hero.module.css';

type Props = { title: string; item: BannerCarousel_BannerItemFragment | undefined };

const DEFAULT_LINKS = [
  { id: 'verhuur', name: 'Bekijk de verhuur', target: paths.rental() },
  { id: 'educatie', name: 'Naar de opleidingen', target: paths.education() },
];

/**
 * A still hero: the alternate home's opening (the first banner item without the carousel), and
 * the home page's stand-in when the banner could not be loaded.
 */
export function HomeHero({ title, item }: Props) {
  const links = item && item.links.length > 0 ? item.links : DEFAULT_LINKS;
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        <div className={styles.text}>
          <h1>{title}</h1>
          {item ? (
            <RichText html={item.content} className={styles.lead} />
          ) : (
            <p className={styles.lead}>
              Camera’s, licht en geluid huren en kopen, en leren werken met alles wat je nodig hebt om film te
              maken. In onze studio aan de Czaar Peterstraat.
            </p>
          )}
          <div className={styles.links}>
            {links.map((link, i) => (
              <ButtonLink key={link.id} to={link.target} variant={i === 0 ? 'primary' : 'outline'}>
                {link.name}
              </ButtonLink>
            ))}
          </div>
        </div>
        {item && (
          <img
            className={styles.image}
            src={item.imageUrl}
            alt=""
            width={960}
            height={540}
            fetchPriority="high"
          />
        )}
      </div>
    </header>
  );
}
