/** How a KYC status reads on the profile, and whether the customer should still go to /kyc. */
export function kycStatusView(status: string): {
  label: string;
  tone: "ok" | "pending" | "bad" | "neutral";
  action: boolean;
} {
  switch (status) {
    case "verified":
    case "approved":
      return { label: "Verified", tone: "ok", action: false };
    case "submitted":
    case "pending":
      return { label: "Submitted, under review", tone: "pending", action: false };
    case "rejected":
    case "failed":
      return { label: "Not accepted, please try again", tone: "bad", action: true };
    default:
      return { label: "Not submitted", tone: "neutral", action: true };
  }
}
