"use client";
import { useEffect, useState } from "react";
import { copyText } from "@/components/wallet/copy-text";
import { Button } from "./button";

/**
 * A small "Copy" button for a value the customer may need elsewhere (a reference, a token).
 * `label` names what is copied for screen readers ("Copy reference"); the result is announced.
 */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const t = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(t);
  }, [state]);
  return (
    <>
      <Button
        variant="ghost"
        size="small"
        aria-label={label}
        onClick={async () => setState((await copyText(value)) ? "copied" : "failed")}
      >
        {state === "copied" ? "Copied" : "Copy"}
      </Button>
      <span role="status" className="visually-hidden">
        {state === "copied" ? "Copied to clipboard." : state === "failed" ? "Could not copy. Select and copy it." : ""}
      </span>
    </>
  );
}
