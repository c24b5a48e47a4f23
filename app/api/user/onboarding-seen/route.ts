import { customerForward } from "@/lib/bff/public-forward";

export const POST = customerForward("user/onboarding-seen");
