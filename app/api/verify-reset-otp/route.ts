import { publicForward } from "@/lib/bff/public-forward";

export const POST = publicForward("verify-reset-otp");
