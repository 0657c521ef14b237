import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

type BoneProps = { width?: CSSProperties['width']; height?: CSSProperties['height']; radius?: number };

/** A grey placeholder of a fixed size; screen readers skip it (the region says it is loading). */
export function Bone({ width = '100%', height = '1rem', radius }: BoneProps) {
  return <span className={styles.bone} style={{ width, height, borderRadius: radius }} aria-hidden="true" />;
}

/** Placeholder lines of text; the last one is shorter, like a real paragraph. */
export function TextLines({ lines = 3 }: { lines?: number }) {
  return (
    <span aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => `line-${i}`).map((id, i) => (
        <span
          key={id}
          className={`${styles.bone} ${styles.text}`}
          style={{ width: i === lines - 1 ? '60%' : '100%' }}
        />
      ))}
    </span>
  );
}

/** Wraps a skeleton so assistive technology announces one "loading" instead of empty shapes. */
export function LoadingRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {children}
    </div>
  );
}
