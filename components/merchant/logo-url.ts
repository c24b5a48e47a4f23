/** Where the browser loads a business logo: the web's public logo route (app/invoice/logo/[id]). */
export const logoUrl = (logoId: string) => `/invoice/logo/${logoId}`;
