import type { Metadata } from "next";
import { WelcomeGreeting } from "@/components/dashboard/welcome-greeting";
import { getCurrentUser } from "@/lib/api/customer-api";

export const metadata: Metadata = { title: "Dashboard" };

/** Customer home (spec 2.5). The account card, summary cards, tiles and history are added beside the greeting. */
export default async function DashboardPage() {
  const user = await getCurrentUser();
  return <WelcomeGreeting name={user.name} />;
}
