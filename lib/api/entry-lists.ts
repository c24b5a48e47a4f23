import "server-only";
import {
  airtimeNetworksResponse,
  dataNetworksResponse,
  discosResponse,
  examTypesResponse,
} from "@/lib/contracts/purchases";
import { beneficiariesResponse } from "@/lib/contracts/beneficiaries";
import { customerApi, orNull } from "./customer-api";

/*
 * The list each purchase entry form offers first, read by its server page and seeded into the
 * form (useBffList's `seed`): the browser makes no read, and loads no contract, on load. Null when
 * the API did not answer: the form then reads the list itself, with its error state.
 */
export const airtimeNetworksOrNull = () => orNull(() => customerApi("networks/airtime", airtimeNetworksResponse));
export const dataNetworksOrNull = () => orNull(() => customerApi("networks", dataNetworksResponse));
export const discosOrNull = () => orNull(() => customerApi("electricity/discos", discosResponse));
export const examTypesOrNull = () => orNull(() => customerApi("exampin/types", examTypesResponse));

/** The customer's beneficiaries, for the forms' saved recipients and the result's "Save as beneficiary" (BeneficiariesSeed). */
export const beneficiariesOrNull = () => orNull(() => customerApi("beneficiaries", beneficiariesResponse));
