import type { Page } from "@playwright/test";

/** What screens quote inside running text: a short reference "AB12-CD34", a date-time "5 Mar 2025, 2:03 pm". */
export const QUOTED_VALUES = String.raw`[A-Z0-9]{4}-[A-Z0-9]{4}|\d{1,2} [A-Z][a-z]{2,3} \d{4}, \d{1,2}:\d{2} [ap]m`;

/**
 * Each match of `pattern` in the text of the elements under `selector` that the browser laid out
 * on more than one line at the current width (broken at a hyphen, inside a date), as
 * "value at N px"; none when every one is whole.
 */
export async function splitValues(page: Page, selector: string, pattern = QUOTED_VALUES): Promise<string[]> {
  return page.evaluate(
    ([sel, source]) => {
      const value = new RegExp(source, "g");
      const split: string[] = [];
      for (const el of document.querySelectorAll(sel)) {
        const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const m of (node.textContent ?? "").matchAll(value)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
            if (tops.size > 1) split.push(`${m[0]} at ${window.innerWidth} px`);
          }
        }
      }
      return split;
    },
    [selector, pattern] as const,
  );
}
