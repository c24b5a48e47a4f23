import { koboToNairaText, nairaToKobo } from "../../../lib/money";

/** The VTpass sandbox simulator's products: services, variations and commission, in naira as VTpass shows them. */

export type Category = "airtime" | "data" | "tv-subscription" | "electricity-bill" | "education";

export interface SimService {
  serviceID: string;
  name: string;
  category: Category;
  min: number;
  max: number;
  /** Commission: a percentage of the amount, or a flat naira sum per unit (exam pins). */
  commission: { rate: number; type: "percent" | "flat" };
  variations?: SimVariation[];
}

export interface SimVariation {
  variation_code: string;
  name: string;
  variation_amount: string;
  fixedPrice: "Yes" | "No";
}

/** A fixed-price variation; `naira` is a whole or 2-decimal amount, shown as VTpass does ("1850.00"). */
const v = (variation_code: string, name: string, naira: number): SimVariation => ({
  variation_code,
  name,
  variation_amount: koboToNairaText(nairaToKobo(naira)!),
  fixedPrice: "Yes",
});

const meterVariations: SimVariation[] = [
  { variation_code: "prepaid", name: "Prepaid", variation_amount: "0", fixedPrice: "No" },
  { variation_code: "postpaid", name: "Postpaid", variation_amount: "0", fixedPrice: "No" },
];

const airtime = (serviceID: string, name: string, rate: number): SimService => ({
  serviceID,
  name,
  category: "airtime",
  min: 50,
  max: 50000,
  commission: { rate, type: "percent" },
});

const data = (serviceID: string, name: string, variations: SimVariation[]): SimService => ({
  serviceID,
  name,
  category: "data",
  min: 50,
  max: 100000,
  commission: { rate: 4, type: "percent" },
  variations,
});

const disco = (serviceID: string, name: string): SimService => ({
  serviceID,
  name,
  category: "electricity-bill",
  min: 1000,
  max: 100000,
  commission: { rate: 1, type: "percent" },
  variations: meterVariations,
});

const tv = (serviceID: string, name: string, variations: SimVariation[]): SimService => ({
  serviceID,
  name,
  category: "tv-subscription",
  min: 1,
  max: 200000,
  commission: { rate: 1.5, type: "percent" },
  variations,
});

export const SIM_SERVICES: SimService[] = [
  airtime("mtn", "MTN Airtime VTU", 3),
  airtime("glo", "GLO Airtime VTU", 4),
  airtime("airtel", "Airtel Airtime VTU", 3.4),
  airtime("etisalat", "9mobile Airtime VTU", 4),

  data("mtn-data", "MTN Data", [
    v("mtn-10mb-100", "N100 100MB - 24 hrs", 100),
    v("mtn-50mb-200", "N200 200MB - 2 days", 200),
    v("mtn-100mb-1000", "N1000 1.5GB - 30 days", 1000),
    v("mtn-500mb-2000", "N2000 4.5GB - 30 days", 2000),
    v("mtn-20hrs-1500", "N1500 6GB - 7 days", 1500),
    v("mtn-3gb-3500", "N3500 10GB - 30 days", 3500),
    v("mtn-data-5000", "N5000 20GB - 30 days", 5000),
    v("mtn-40gb-11000", "N11000 40GB - 30 days", 11000),
  ]),
  data("airtel-data", "Airtel Data", [
    v("airt-100", "Airtel Data Bundle - 100 Naira - 100MB - 1 Day", 100),
    v("airt-300", "Airtel Data Bundle - 300 Naira - 350MB - 7 Days", 300),
    v("airt-1000", "Airtel Data Bundle - 1,000 Naira - 1.5GB - 30 Days", 1000),
    v("airt-2000", "Airtel Data Bundle - 2,000 Naira - 4.5GB - 30 Days", 2000),
    v("airt-5000", "Airtel Data Bundle - 5,000 Naira - 18GB - 30 Days", 5000),
    v("airt-10000", "Airtel Data Bundle - 10,000 Naira - 40GB - 30 Days", 10000),
  ]),
  data("glo-data", "Glo Data", [
    v("glo100", "Glo Data N100 -  105MB - 2 day", 100),
    v("glo500", "Glo Data N500 -  1.05GB - 14 days", 500),
    v("glo1000", "Glo Data N1000 -  2.5GB - 30 days", 1000),
    v("glo2000", "Glo Data N2000 -  5.8GB - 30 days", 2000),
    v("glo5000", "Glo Data N5000 -  18.25GB - 30 days", 5000),
  ]),
  data("etisalat-data", "9mobile Data", [
    v("eti-100", "9mobile Data - 100 Naira - 100MB - 1 day", 100),
    v("eti-500", "9mobile Data - 500 Naira - 500MB - 30 Days", 500),
    v("eti-1000", "9mobile Data - 1000 Naira - 1.5GB - 30 Days", 1000),
    v("eti-2000", "9mobile Data - 2000 Naira - 4.5GB - 30 Days", 2000),
    v("eti-5000", "9mobile Data - 5000 Naira - 15GB - 30 Days", 5000),
  ]),

  tv("dstv", "DSTV Subscription", [
    v("dstv-padi", "DStv Padi N4,400", 4400),
    v("dstv-yanga", "DStv Yanga N6,000", 6000),
    v("dstv-confam", "DStv Confam N11,000", 11000),
    v("dstv79", "DStv Compact N19,000", 19000),
    v("dstv7", "DStv Compact Plus N30,000", 30000),
    v("dstv3", "DStv Premium N44,500", 44500),
  ]),
  tv("gotv", "Gotv Payment", [
    v("gotv-smallie", "GOtv Smallie - monthly N1,900", 1900),
    v("gotv-jinja", "GOtv Jinja N3,900", 3900),
    v("gotv-jolli", "GOtv Jolli N5,800", 5800),
    v("gotv-max", "GOtv Max N8,500", 8500),
    v("gotv-supa", "GOtv Supa - monthly N11,400", 11400),
    v("gotv-supa-plus", "GOtv Supa Plus - monthly N16,800", 16800),
  ]),
  tv("startimes", "Startimes Subscription", [
    v("nova", "Nova - 1,900 Naira - 1 Month", 1900),
    v("basic", "Basic - 3,700 Naira - 1 Month", 3700),
    v("smart", "Smart - 4,700 Naira - 1 Month", 4700),
    v("classic", "Classic - 5,500 Naira - 1 Month", 5500),
    v("super", "Super - 9,000 Naira - 1 Month", 9000),
  ]),

  disco("ikeja-electric", "Ikeja Electric Payment - IKEDC"),
  disco("eko-electric", "Eko Electric Payment - EKEDC"),
  disco("kano-electric", "KEDCO - Kano Electric"),
  disco("portharcourt-electric", "PHED - Port Harcourt Electric"),
  disco("jos-electric", "Jos Electric - JED"),
  disco("ibadan-electric", "IBEDC - Ibadan Electricity Distribution Company"),
  disco("kaduna-electric", "Kaduna Electric - KAEDCO"),
  disco("abuja-electric", "AEDC - Abuja Electricity Distribution Company"),
  disco("enugu-electric", "EEDC - Enugu Electric"),
  disco("benin-electric", "BEDC - Benin Electricity Distribution Company"),
  disco("aba-electric", "ABA Power - Aba Electric"),
  disco("yola-electric", "YEDC - Yola Electricity Distribution Company"),

  {
    serviceID: "waec",
    name: "WAEC Result Checker PIN",
    category: "education",
    min: 1,
    max: 500000,
    commission: { rate: 150, type: "flat" },
    variations: [v("waecdirect", "WASSCE Result Checker PIN", 3900)],
  },
  {
    serviceID: "waec-registration",
    name: "WAEC Registration PIN",
    category: "education",
    min: 1,
    max: 500000,
    commission: { rate: 150, type: "flat" },
    variations: [v("waec-registraion", "WASSCE for Private Candidates - Second Bi-Annual", 24500)],
  },
  {
    serviceID: "jamb",
    name: "Jamb PIN VENDING (UTME & Direct Entry)",
    category: "education",
    min: 1,
    max: 500000,
    commission: { rate: 150, type: "flat" },
    variations: [
      v("utme-mock", "UTME PIN (with mock)", 7700),
      v("utme-no-mock", "UTME PIN (without mock)", 6200),
      v("de", "Direct Entry (DE)", 6200),
    ],
  },
];

export const simService = (serviceID: string) => SIM_SERVICES.find((s) => s.serviceID === serviceID);

export const SIM_CATEGORIES: { identifier: Category; name: string }[] = [
  { identifier: "airtime", name: "Airtime Recharge" },
  { identifier: "data", name: "Data Services" },
  { identifier: "tv-subscription", name: "TV Subscription" },
  { identifier: "electricity-bill", name: "Electricity Bill" },
  { identifier: "education", name: "Education" },
];
