/** Whether the dashboard should still offer the KYC modal: not while it is submitted or verified. */
export function kycStillToDo(status: string | undefined): boolean {
  return status !== undefined && status !== "verified" && status !== "submitted";
}
