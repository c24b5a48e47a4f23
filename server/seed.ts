import type { AppContext } from "./http/context";

/** Sandbox only: the demo admin whose credentials the README gives. Filled by the admin domain. */
export async function seedDemoData(_ctx: AppContext): Promise<void> {}
