import { customerForward } from "@/lib/bff/public-forward";
import { routeMethods } from "@/lib/bff/methods";

const get = customerForward("user");

export const { GET, POST, PUT, PATCH, DELETE, OPTIONS } = routeMethods({ GET: get });
