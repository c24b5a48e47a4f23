import { Button } from "@/components/ui/button";

/** The full-width submit button that takes an entry form to its summary page. */
export function ProceedToSummaryButton() {
  return (
    <Button type="submit" fullWidth>
      Proceed to Summary
    </Button>
  );
}
