import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { streamedIn } from "./streamed";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

export interface AxeOptions {
  /** Also axe's best-practice rules (default true). */
  bestPractice?: boolean;
  /** Each of these colour schemes in turn, then light again (default: the page's scheme as it is). */
  schemes?: readonly ("light" | "dark")[];
  /** Fail on every violation, not only the serious and critical ones (default false). */
  everyImpact?: boolean;
  /** What the failure message names (default: the page's address). */
  label?: string;
  /** Every rule axe runs by default, not only the WCAG 2.1 A/AA (and best-practice) ones (default false). */
  everyRule?: boolean;
}

/** axe on the page (WCAG 2.1 A/AA): no violation of the chosen impact; the failure lists each rule and its elements. */
export async function axeClean(page: Page, opts: AxeOptions = {}) {
  const tags = opts.bestPractice === false ? WCAG_21_AA : [...WCAG_21_AA, "best-practice"];
  await streamedIn(page);
  const check = async (scheme?: string) => {
    const builder = new AxeBuilder({ page });
    const { violations } = await (opts.everyRule ? builder : builder.withTags(tags)).analyze();
    const failing = opts.everyImpact
      ? violations
      : violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(
      failing.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
      `axe on ${opts.label ?? page.url()}${scheme ? ` (${scheme})` : ""}`,
    ).toEqual([]);
  };
  if (!opts.schemes) return check();
  for (const scheme of opts.schemes) {
    await page.emulateMedia({ colorScheme: scheme });
    await check(scheme);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** Both colour schemes, the way most pages are checked. */
export const BOTH_SCHEMES = ["light", "dark"] as const;
