import { customerForward } from "@/lib/bff/public-forward";
import { routeMethods } from "@/lib/bff/methods";

const post = customerForward("user/onboarding-seen");

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
