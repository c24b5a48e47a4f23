import { renderToStaticMarkup } from "react-dom/server";
import { BUY_MSG } from "@/lib/purchases/messages";
import { NetworkPicker, networkName, type NetworkOption } from "./network-picker";
import type { ListState } from "./use-bff-list";

const NETWORKS: NetworkOption[] = [
  { serviceID: "mtn", name: "MTN" },
  { serviceID: "etisalat", name: "9mobile" },
];

function render(state: ListState<NetworkOption>, props: { value?: string; error?: string } = {}) {
  return renderToStaticMarkup(
    <NetworkPicker
      networks={{ ...state, reload: () => {} }}
      value={props.value ?? ""}
      onChange={() => {}}
      error={props.error}
    />,
  );
}

const select = (html: string) => html.match(/<select[^>]*>/)![0];

describe("the network picker of the airtime and data forms", () => {
  it("while the list loads: a disabled, required select saying so, and the loading line", () => {
    const html = render({ status: "loading", items: [] });
    expect(html).toMatch(/<label for="([^"]+)"[^>]*>Network<span[^>]*aria-hidden="true">\*<\/span><\/label>/);
    expect(select(html)).toContain("disabled");
    expect(select(html)).toContain("required");
    expect(html).toContain('<option value="" selected="">Loading networks…</option>');
    expect(html).toContain("Loading networks…</p>");
    expect(html).not.toContain('role="alert"');
  });

  it("when ready: the networks by display name, the choice kept, no notice", () => {
    const html = render({ status: "ready", items: NETWORKS }, { value: "etisalat" });
    expect(select(html)).not.toContain("disabled");
    expect(html).toContain('<option value="">Select a network</option>');
    expect(html).toContain('<option value="mtn">MTN</option>');
    expect(html).toContain('<option value="etisalat" selected="">9mobile</option>');
    expect(html).not.toContain("Retry");
  });

  it("names its error and ties it to the select", () => {
    const html = render({ status: "ready", items: NETWORKS }, { error: "Please select a network." });
    const id = html.match(/<select id="([^"]+)"/)![1];
    expect(select(html)).toContain(`aria-describedby="${id}-error"`);
    expect(select(html)).toContain('aria-invalid="true"');
    expect(html).toContain("Please select a network.");
  });

  it("shows the spec's texts with Retry when the list is empty or failed", () => {
    const empty = render({ status: "empty", items: [] });
    expect(empty).toContain(BUY_MSG.noNetworks);
    expect(empty).toContain("Retry");
    const failed = render({ status: "error", items: [], httpStatus: 502 });
    expect(failed).toContain('role="alert"');
    expect(failed).toContain(BUY_MSG.networksFailed);
    expect(failed).toContain("Retry");
  });

  it("gives the chosen network's display name, or the id when the list lacks it", () => {
    expect(networkName(NETWORKS, "etisalat")).toBe("9mobile");
    expect(networkName(NETWORKS, "glo")).toBe("glo");
  });
});
