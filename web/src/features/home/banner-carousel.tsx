import { useEffect, useState } from 'react';
import { ButtonLink } from '../../components/button-link.tsx';
import { RichText } from '../../components/rich-text.tsx';
import { useReducedMotion } from '../../components/use-reduced-motion.ts';
import type { BannerCarousel_BannerItemFragment } from '../../gql/graphql.ts';
import styles from './banner-carousel.module.css';
import { ChevronIcon, PauseIcon, PlayIcon } from './carousel-icons.tsx';

/** How long a slide stays before the next one shows. */
export const BANNER_INTERVAL_MS = 7000;

type Props = { items: readonly BannerCarousel_BannerItemFragment[]; title: string };

/**
 * The home page's banner: slides with previous/next buttons, one button per slide and a pause
 * button (WAI-ARIA carousel pattern). It rotates on its own only without a reduced-motion
 * preference, and holds while the pointer or keyboard focus is inside. Hidden slides are inert,
 * so the keyboard only meets the links of the slide that shows.
 */
export function BannerCarousel({ items, title }: Props) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const count = items.length;
  const playing = count > 1 && (paused === null ? !reducedMotion : !paused);

  useEffect(() => {
    if (!playing || held) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, held, count]);

  const show = (next: number) => setIndex((next + count) % count);

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carrousel"
      aria-label="Uitgelicht"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={styles.inner}>
        <h1 className={styles.title}>{title}</h1>
        {/* Announce slide changes only when the visitor makes them, not while it rotates. */}
        <div className={styles.slides} aria-live={playing && !held ? 'off' : 'polite'}>
          {items.map((item, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group, not a form fieldset
            <div
              key={item.id}
              className={styles.slide}
              role="group"
              aria-roledescription="dia"
              aria-label={`${i + 1} van ${count}`}
              data-active={i === index}
              inert={i !== index}
            >
              <div className={styles.text}>
                <RichText html={item.content} className={styles.content} />
                {item.links.length > 0 && (
                  <div className={styles.links}>
                    {item.links.map((link, l) => (
                      <ButtonLink key={link.id} to={link.target} variant={l === 0 ? 'primary' : 'outline'}>
                        {link.name}
                      </ButtonLink>
                    ))}
                  </div>
                )}
              </div>
              {/* The first slide is the page's largest paint: fetched first; the others wait. */}
              <img
                className={styles.image}
                src={item.imageUrl}
                alt=""
                width={960}
                height={540}
                fetchPriority={i === 0 ? 'high' : 'low'}
                loading={i === 0 ? 'eager' : 'lazy'}
              />
            </div>
          ))}
        </div>
        {count > 1 && (
          <div className={styles.controls}>
            <button type="button" className={styles.toggle} onClick={() => setPaused(playing)}>
              {playing ? <PauseIcon /> : <PlayIcon />}
              {playing ? 'Pauzeren' : 'Afspelen'}
              <span className="visually-hidden"> (dia’s)</span>
            </button>
            <div className={styles.pager}>
              <button type="button" className={styles.arrow} onClick={() => show(index - 1)}>
                <ChevronIcon direction="left" />
                <span className="visually-hidden">Vorige dia</span>
              </button>
              {items.map((item, i) => (
                <button
                  key={item.id}
                  type="button"
                  className={styles.dot}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => show(i)}
                >
                  <span className="visually-hidden">Dia {i + 1}</span>
                </button>
              ))}
              <button type="button" className={styles.arrow} onClick={() => show(index + 1)}>
                <ChevronIcon direction="right" />
                <span className="visually-hidden">Volgende dia</span>
              </button>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
