type Normalise = (text: string) => string;

let loading: Promise<Normalise> | null = null;

/**
 * The phone library on demand (see lib/contracts/phone-number.ts for why it is not in any page's
 * first load): phone fields start it when they mount, so it is there before anyone types.
 */
export function loadPhoneNormaliser(): Promise<Normalise> {
  loading ??= import("@/lib/contracts/phone-number").then(
    (m) => m.normaliseNigerianPhone,
    (err: unknown) => {
      loading = null; // a failed chunk load is tried again next time
      throw err;
    },
  );
  return loading;
}

/**
 * A phone as the rules read it: "+234 801 111 1111" is "08011111111". Should the library not load
 * (offline), the digits are kept and the API, which normalises with the same library, decides.
 */
export async function normalisedPhone(text: string): Promise<string> {
  try {
    return (await loadPhoneNormaliser())(text.trim());
  } catch {
    return text.replace(/\D/g, "");
  }
}
