"use client";
import { Button } from "./button";

/**
 * A form modal's footer: Cancel, then the submit button of the form `formId` (the footer sits
 * outside the form, so the button names it).
 */
export function FormModalActions({
  formId,
  onCancel,
  busy,
  busyText,
  children,
}: {
  formId: string;
  onCancel: () => void;
  busy: boolean;
  busyText: string;
  /** The submit button's label. */
  children: React.ReactNode;
}) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" form={formId} loading={busy} loadingText={busyText}>
        {children}
      </Button>
    </>
  );
}
