import { publicForward } from "@/lib/bff/public-forward";
import { routeMethods } from "@/lib/bff/methods";

const post = publicForward("reset-password");

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ POST: post });
