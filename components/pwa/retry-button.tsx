"use client";

import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";

/**
 * Loads the page the customer asked for again. The offline page is shown in place of that page
 * (the address stays), so a reload asks for it anew; opened as /offline itself, it goes to the
 * dashboard.
 */
export function RetryButton() {
  const router = useRouter();
  return (
    <Button
      fullWidth
      onClick={() => {
        if (window.location.pathname === "/offline") router.push("/dashboard");
        else window.location.reload();
      }}
    >
      Try again
    </Button>
  );
}
