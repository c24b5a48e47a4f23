import type { Metadata } from "next";
import { RegisterForm } from "@/components/auth/register-form";
import type { SearchParams } from "@/lib/search-params";

export const metadata: Metadata = { title: "Create Account" };

/** A referral link's code (?ref=CODE), kept only when it looks like one; the API decides what it links. */
const REF = /^[A-Za-z0-9]{8}$/;

export default async function RegisterPage({ searchParams }: { searchParams: SearchParams }) {
  const ref = (await searchParams).ref;
  const code = typeof ref === "string" && REF.test(ref) ? ref.toUpperCase() : undefined;
  return <RegisterForm referralCode={code} />;
}
