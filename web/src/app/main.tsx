import './global.css';

// The browser's entry, kept tiny on purpose. The page the server sent is complete and styled
// (its stylesheet is inlined, vite.config.ts), so the first paint needs no script. The app's code
// (React, Apollo, the router, about 160 KiB) is asked for after that paint: on a slow connection
// it no longer shares the bandwidth with the HTML and the hero image, and the visitor sees the
// page sooner. `start-app.tsx` then restores the server's data and hydrates.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./start-app.tsx');
};
// The frame's callback runs just before the paint and the timer just after it. A background tab
// paints no frames: the timer alone starts it.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
