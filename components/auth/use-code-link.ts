"use client";
import { useEffect, useState } from "react";
import { isCodeLinkFragment, parseCodeLinkFragment, type CodeLink } from "@/lib/auth/code-link";

export interface CodeLinkState {
  /** False until the page has looked at its address (the fragment exists only in the browser). */
  ready: boolean;
  /** The email and code an emailed link carried, if any. */
  link: CodeLink | null;
  /** Changes with every link taken, so a screen can start over for a second link opened in the same tab. */
  key: number;
}

/**
 * Takes the email and code an emailed link carries in the fragment (lib/auth/code-link.ts) and at
 * once removes the fragment from the address bar and this tab's history entry, so the code is not
 * in a bookmark, a copied address or a screenshot. The code is only ever filled in:
 * the customer submits it (see the README, "Links in code emails").
 */
export function useCodeLink(): CodeLinkState {
  const [state, setState] = useState<CodeLinkState>({ ready: false, link: null, key: 0 });

  useEffect(() => {
    function take() {
      const { hash, pathname, search } = window.location;
      const link = isCodeLinkFragment(hash) ? parseCodeLinkFragment(hash) : null;
      if (isCodeLinkFragment(hash)) window.history.replaceState(window.history.state, "", `${pathname}${search}`);
      // Keep a link already taken when there is none now (React's development double effect).
      setState((s) => (link ? { ready: true, link, key: s.key + 1 } : { ...s, ready: true }));
    }
    take();
    // A second link pasted into this tab changes only the fragment: no new page load, so listen.
    window.addEventListener("hashchange", take);
    return () => window.removeEventListener("hashchange", take);
  }, []);

  return state;
}
