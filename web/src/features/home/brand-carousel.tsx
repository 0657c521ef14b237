import { useCallback, useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../components/use-reduced-motion.ts';
import styles from './brand-carousel.module.css';
import { BRAND_INTERVAL_MS, BRANDS } from './brands.ts';
import { PauseIcon, PlayIcon } from './carousel-icons.tsx';

/**
 * The brands we carry, as a strip that moves one brand on every 4000 ms and wraps at the end.
 * It holds still while the pointer or the keyboard focus is on it, when paused, and (until the
 * visitor presses play) under `prefers-reduced-motion`. The strip is a plain scrollable list,
 * so touch, trackpad and arrow keys move it too.
 */
export function BrandCarousel() {
  const reducedMotion = useReducedMotion();
  // null: follow the motion preference; true/false: the visitor's own choice.
  const [paused, setPaused] = useState<boolean | null>(null);
  const [held, setHeld] = useState(false);
  const trackRef = useRef<HTMLUListElement>(null);
  const playing = paused === null ? !reducedMotion : !paused;

  const advance = useCallback(() => {
    const track = trackRef.current;
    const first = track?.firstElementChild;
    if (!track || !first) return;
    const gap = Number.parseFloat(getComputedStyle(track).columnGap) || 0;
    const step = first.getBoundingClientRect().width + gap;
    const atEnd = track.scrollLeft + track.clientWidth >= track.scrollWidth - 2;
    const behavior = reducedMotion ? 'auto' : 'smooth';
    if (atEnd) track.scrollTo({ left: 0, behavior });
    else track.scrollBy({ left: step, behavior });
  }, [reducedMotion]);

  useEffect(() => {
    if (!playing || held) return;
    const timer = setInterval(advance, BRAND_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, held, advance]);

  return (
    <section
      className={styles.section}
      aria-labelledby="brands-title"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      }}
    >
      <div className={styles.head}>
        <h2 id="brands-title">Merken die je bij ons vindt</h2>
        <button type="button" className={styles.toggle} onClick={() => setPaused(playing)}>
          {playing ? <PauseIcon /> : <PlayIcon />}
          {playing ? 'Pauzeren' : 'Afspelen'}
          <span className="visually-hidden"> (merken)</span>
        </button>
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list must be reachable by keyboard */}
      <ul ref={trackRef} className={styles.track} tabIndex={0} aria-label="Merken" data-playing={playing}>
        {BRANDS.map((brand) => (
          <li key={brand.name} className={styles.brand}>
            <span className={styles[brand.look]}>{brand.name}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
