#!/usr/bin/env bash
# Lighthouse 13, mobile (simulated throttling), median of 3 runs, for the four pages issue 7 names
# or the paths given after the base URL.
# Usage: start the site (npm start), then: bash tests/bench/lighthouse.sh [base URL, default
# http://localhost:4000] [path…]. Needs Chromium (CHROMIUM_PATH or /usr/bin/chromium); fetches lighthouse
# from the npm registry with npx on first use. A measurement to report, not a test.
set -euo pipefail
base="${1:-http://localhost:4000}"
pages=("${@:2}")
[ ${#pages[@]} -gt 0 ] || pages=(/ /educatie/c/montage-basis /educatie/opleidingen/ /agenda/)
export CHROME_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
out="$(mktemp -d)"
for page in "${pages[@]}"; do
  # A first visit fills the server's caches (and its compressed copy of the page), as for any
  # visitor after the first; it asks for brotli, as a browser does.
  curl -s -o /dev/null -H 'accept-encoding: gzip, deflate, br' "$base$page"
  for run in 1 2 3; do
    npx --yes lighthouse@13 "$base$page" --quiet --only-categories=performance,accessibility,best-practices,seo \
      --chrome-flags="--headless=new --no-sandbox --disable-gpu" --output=json \
      --output-path="$out/$(echo "$page" | tr '/' '_')-$run.json" >/dev/null 2>&1
  done
  node -e '
    const [dir, page] = process.argv.slice(1);
    const runs = [1, 2, 3].map((n) => require(`${dir}/${page.replaceAll("/", "_")}-${n}.json`));
    const median = (f) => runs.map(f).sort((a, b) => a - b)[1];
    const score = (id) => Math.round(median((r) => r.categories[id].score) * 100);
    const ms = (id) => `${(median((r) => r.audits[id].numericValue) / 1000).toFixed(1)} s`;
    console.log(`${page.padEnd(28)} performance ${score("performance")}  LCP ${ms("largest-contentful-paint")}  FCP ${ms("first-contentful-paint")}  TBT ${Math.round(median((r) => r.audits["total-blocking-time"].numericValue))} ms  CLS ${median((r) => r.audits["cumulative-layout-shift"].numericValue).toFixed(3)}  a11y ${score("accessibility")}  bp ${score("best-practices")}  seo ${score("seo")}  bytes ${Math.round(median((r) => r.audits["total-byte-weight"].numericValue) / 1024)} KiB`);
  ' "$out" "$page"
done
