import { encode } from 'uqr';
import styles from './invoice-table.module.css';

// The mobile payment link as a QR code (SPEC §2), drawn as SVG from uqr's modules: no canvas, no
// inline style or markup string (the CSP allows neither). Loaded lazily by invoice-table.tsx.

export default function InvoiceQr({ link, label }: { link: string; label: string }) {
  const { size, data } = encode(link, { ecc: 'M', border: 2 });
  let path = '';
  data.forEach((row, y) => {
    row.forEach((dark, x) => {
      if (dark) path += `M${x},${y}h1v1h-1z`;
    });
  });
  return (
    <svg
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
