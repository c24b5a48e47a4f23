"use client";
import { useSyncExternalStore } from "react";
import { browserSupportsWebAuthn } from "@simplewebauthn/browser";

const never = () => () => {};

/** Whether this browser can use passkeys; assumed yes while rendering on the server. */
export const useWebAuthnSupport = (): boolean => useSyncExternalStore(never, browserSupportsWebAuthn, () => true);
