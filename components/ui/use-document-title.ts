"use client";
import { useEffect } from "react";
import { pageTitle } from "@/lib/page-title";

/**
 * The browser tab's title while a view shows that is not the page's own (a summary page turned
 * into its purchase result); the page's title comes back when it goes. null leaves the title alone.
 */
export function useDocumentTitle(title: string | null) {
  useEffect(() => {
    if (title === null) return;
    const before = document.title;
    document.title = pageTitle(title);
    return () => {
      document.title = before;
    };
  }, [title]);
}
