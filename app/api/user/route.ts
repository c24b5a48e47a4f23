import { customerForward } from "@/lib/bff/public-forward";

export const GET = customerForward("user");
