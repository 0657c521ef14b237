// TRUST_PROXY, read alike by the api and the gateway: the addresses (or CIDR ranges) of the
// reverse proxies whose `X-Forwarded-For`/`-Proto` are believed. A request from any other address
// is taken as it comes: its own address is the client's, whatever headers it sends. A count of
// hops ("1") is refused: it believes whoever connects, also a client talking to the api directly.

/** The list of proxies, or why the text is not one. Empty text: no proxy is believed. */
export function parseTrustedProxies(text: string | undefined): { proxies: string[] } | { error: string } {
  const entries = (text ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      return {
        error: `TRUST_PROXY "${entry}" is no address or CIDR range: list the proxies' addresses, e.g. "127.0.0.1" or "10.0.0.0/8, ::1"`,
      };
    }
  }
  return { proxies: entries };
}

function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = ipFamily(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (family === 4 ? 32 : 128);
}

/** 4 or 6 for an IPv4 or IPv6 address as written, 0 for anything else. */
export function ipFamily(text: string): 0 | 4 | 6 {
  const octets = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (octets) return octets.slice(1).every((octet) => Number(octet) <= 255) ? 4 : 0;
  if (!text.includes(':') || !/^[0-9a-fA-F:.]+$/.test(text)) return 0;
  // The URL parser knows IPv6's forms (::, embedded IPv4); nothing else gets through the filter above.
  return URL.canParse(`http://[${text}]/`) ? 6 : 0;
}
