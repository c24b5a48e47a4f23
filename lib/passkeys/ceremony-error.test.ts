import { CEREMONY_MSG, ceremonyErrorMessage } from "./ceremony-error";

const named = (name: string) => Object.assign(new Error("x"), { name });

test("a cancelled or timed-out ceremony, a passkey already on the device, an unsupported browser", () => {
  expect(ceremonyErrorMessage(named("NotAllowedError"), "create")).toBe(CEREMONY_MSG.cancelledCreate);
  expect(ceremonyErrorMessage(named("NotAllowedError"), "use")).toBe(CEREMONY_MSG.cancelledUse);
  expect(ceremonyErrorMessage(named("InvalidStateError"), "create")).toBe(CEREMONY_MSG.alreadyOnDevice);
  expect(ceremonyErrorMessage(named("SecurityError"), "use")).toBe(CEREMONY_MSG.unsupported);
  expect(ceremonyErrorMessage(named("TypeError"), "use")).toBe(CEREMONY_MSG.failed);
  expect(ceremonyErrorMessage("nothing", "create")).toBe(CEREMONY_MSG.failed);
});
