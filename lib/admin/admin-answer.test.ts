import { adminServiceSwitchSavedResponse } from "@/lib/contracts/admin-settings";
import { answerOf } from "./admin-answer";

const saved = {
  status: "success",
  message: "Data purchases switched off.",
  services: [{ service: "data", label: "Data", enabled: false, updated_at: "2025-03-05T10:00:00.000Z" }],
};

describe("answerOf", () => {
  it("reads a success answer with the contract schema", () => {
    expect(answerOf(adminServiceSwitchSavedResponse, { status: 200, ok: true, data: saved })).toEqual(saved);
  });
  it("is null for an answer of another shape, so the caller falls back to its own text", () => {
    const renamed = { ...saved, message: undefined, note: saved.message };
    expect(answerOf(adminServiceSwitchSavedResponse, { status: 200, ok: true, data: renamed })).toBeNull();
  });
  it("is null for a failed call; the error answer stays in res.data", () => {
    const res = { status: 422, ok: false, data: { message: "service must be one of airtime, data." } };
    expect(answerOf(adminServiceSwitchSavedResponse, res)).toBeNull();
  });
});
