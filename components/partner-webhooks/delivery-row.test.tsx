import { renderToStaticMarkup } from "react-dom/server";
import type { WebhookDeliveryView } from "@/lib/contracts/partner-webhooks";
import { DeliveryRow } from "./delivery-row";

const count = (html: string, text: string) => html.split(text).length - 1;

const delivery = (over: Partial<WebhookDeliveryView>): WebhookDeliveryView => ({
  id: "evt_1",
  mode: "live",
  event_type: "purchase.delivered",
  url: "https://partner.example/hooks",
  request_id: "ORDER-1",
  invoice_reference: null,
  reference: "NW-1",
  status: "failed",
  attempts: 12,
  last_status_code: 500,
  last_error: null,
  last_attempt_at: "2026-11-29T10:00:00.000Z",
  next_attempt_at: null,
  waiting_for: null,
  delivered_at: null,
  created_at: "2026-11-28T10:00:00.000Z",
  ...over,
});

const render = (d: WebhookDeliveryView) => renderToStaticMarkup(<DeliveryRow d={d} onReplay={() => {}} />);

describe("DeliveryRow (/webhooks)", () => {
  test.each([null, "HTTP 500"])("a failed delivery says Failed and its HTTP status once (stored error %s)", (err) => {
    // "HTTP 500" as the error too: what deliveries logged before the error kept to what no code says carry.
    const html = render(delivery({ last_error: err }));
    expect(html).toContain("purchase.delivered</strong> · Failed · HTTP 500");
    expect(count(html, "HTTP 500")).toBe(1);
  });

  test("a delivery without an answer says why, once", () => {
    const html = render(delivery({ last_status_code: null, last_error: "timed out after 10000 ms" }));
    expect(html).toContain("· Failed · timed out after 10000 ms");
    expect(count(html, "timed out")).toBe(1);
  });

  test("a delivered one and a pending one", () => {
    expect(render(delivery({ status: "delivered", last_status_code: 200 }))).toContain("· Delivered · HTTP 200");
    const waiting = delivery({ status: "pending", last_status_code: null, waiting_for: "evt_0", attempts: 0 });
    expect(render(waiting)).toContain("· Waiting for an earlier event of this transaction<");
  });
});
