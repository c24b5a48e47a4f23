import { PURCHASE_MSG } from "@/lib/contracts/purchases";
import {
  EMPTY_NEW_BENEFICIARY,
  newBeneficiaryBody,
  newBeneficiaryErrors,
  recipientKey,
  VERIFY_BEFORE_SAVING,
  type RecipientVerified,
} from "./new-beneficiary";

const meter = { ...EMPTY_NEW_BENEFICIARY, disco: "ikeja-electric", meter_number: "1111111111111", nickname: " Shop " };
const verifiedMeter: RecipientVerified = {
  key: recipientKey("meter", meter)!,
  name: "TESTMETER1",
  address: "1 Marina Road",
  number: "1111111111111",
};

describe("Add beneficiary's rules before it posts", () => {
  test("a phone must be a Nigerian mobile number with a network", () => {
    const phone = { ...EMPTY_NEW_BENEFICIARY, phone: "447911123456" };
    expect(newBeneficiaryErrors("phone", phone, "", null)).toEqual({
      phone: PURCHASE_MSG.phoneNigerian,
      network: PURCHASE_MSG.networkRequired,
    });
    expect(newBeneficiaryErrors("phone", { ...phone, phone: "08031234567" }, "airtel", null)).toEqual({});
  });

  test("a meter is saved only as verified: any change to a verified value asks again", () => {
    expect(newBeneficiaryErrors("meter", meter, "", null)).toEqual({ meter_number: VERIFY_BEFORE_SAVING.meter });
    expect(newBeneficiaryErrors("meter", meter, "", verifiedMeter)).toEqual({});
    for (const changed of [
      { ...meter, meter_type: "postpaid" },
      { ...meter, disco: "eko-electric" },
      { ...meter, meter_number: "1010101010101" },
    ])
      expect(newBeneficiaryErrors("meter", changed, "", verifiedMeter)).toEqual({
        meter_number: VERIFY_BEFORE_SAVING.meter,
      });
    expect(newBeneficiaryErrors("meter", { ...meter, meter_number: "123" }, "", null)).toEqual({
      meter_number: PURCHASE_MSG.meterTooShort,
    });
  });

  test("the body keeps the verified name and address, and the network only as the API reads it", () => {
    expect(newBeneficiaryBody("meter", meter, "", verifiedMeter)).toEqual({
      kind: "meter",
      disco: "ikeja-electric",
      meter_number: "1111111111111",
      meter_type: "prepaid",
      customer_name: "TESTMETER1",
      customer_address: "1 Marina Road",
      nickname: "Shop",
    });
    expect(newBeneficiaryBody("phone", { ...EMPTY_NEW_BENEFICIARY, phone: "08031234567" }, "airtel", null)).toEqual({
      kind: "phone",
      phone: "08031234567",
      network: "airtel",
      nickname: null,
    });
  });
});
