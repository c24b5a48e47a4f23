import type { FastifyPluginAsync } from "fastify";
import { koboToNaira, nairaToKobo } from "../../../lib/money";
import { simService } from "./vtpass-sandbox-catalog";
import { METERS, SANDBOX_NUMBERS } from "./vtpass-sandbox-scenarios";
import { hidden, s, type SimBody, type SimulatorState } from "./vtpass-simulator-state";

/** POST /merchant-verify: meters, smartcards and JAMB profiles, with the sandbox's documented test numbers. */
export const vtpassVerifyRoutes: FastifyPluginAsync<{ sim: SimulatorState }> = async (app, { sim }) => {
  const { ctx } = sim;

  app.post("/merchant-verify", hidden, async (req, reply) => {
    if (!sim.authorized(req, "POST")) return sim.denied(reply);
    const body = (req.body ?? {}) as SimBody;
    const billersCode = s(body.billersCode) ?? "";
    const service = simService(s(body.serviceID) ?? "");
    if (!service) return { code: "012", response_description: "PRODUCT DOES NOT EXIST" };
    const wrong = (error: string) => ({ code: "000", content: { error, WrongBillersCode: true } });
    if (service.category === "electricity-bill") {
      const type = (s(body.type) ?? "").toLowerCase();
      if (METERS[billersCode] !== type)
        return wrong(
          `This meter is not correct or is not a valid ${service.name} ${type || "prepaid"} meter. Please check and try again`,
        );
      return {
        code: "000",
        content: {
          Customer_Name: type === "prepaid" ? "TESTMETER1" : "TESTMETER POSTPAID",
          Address: "1 Marina Road, Lagos Island",
          Meter_Number: billersCode,
          Customer_Arrears: type === "postpaid" ? "1500.00" : "0.00",
          Minimum_Amount: 1000,
          Min_Purchase_Amount: 1000,
          Can_Vend: "yes",
          Business_Unit: "Lagos Island",
          Customer_Account_Type: "NMD",
          Meter_Type: type.toUpperCase(),
          WrongBillersCode: false,
        },
      };
    }
    if (service.category === "tv-subscription") {
      if (billersCode !== SANDBOX_NUMBERS.smartcard)
        return wrong("Invalid Smartcard Number. Please check and try again");
      const due = new Date(ctx.now().getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
      const bouquet = service.variations![Math.min(3, service.variations!.length - 1)];
      return {
        code: "000",
        content: {
          Customer_Name: "OKAFOR CHIDI",
          Status: "ACTIVE",
          Due_Date: `${due}T00:00:00`,
          Customer_Number: 8061522780,
          Customer_Type: service.serviceID.toUpperCase(),
          Current_Bouquet: bouquet.name,
          Renewal_Amount: koboToNaira(nairaToKobo(bouquet.variation_amount) ?? 0),
          WrongBillersCode: false,
        },
      };
    }
    if (service.serviceID === "jamb") {
      if (billersCode !== SANDBOX_NUMBERS.jambProfile) return wrong("Invalid Profile ID. Please check and try again");
      // Some VTpass pages answer 020 BILLER CONFIRMED here: the adapter accepts both.
      return {
        code: "020",
        response_description: "BILLER CONFIRMED",
        content: { Customer_Name: "ADAEZE NNAMDI OKORO", WrongBillersCode: false },
      };
    }
    return {
      code: "011",
      response_description: "INVALID ARGUMENTS",
      content: { errors: "This service needs no verification" },
    };
  });
};
