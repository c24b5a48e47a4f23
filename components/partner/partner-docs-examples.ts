/** The partner docs page's copy-paste examples, for an API at `base`. */

export function curlExamples(base: string) {
  return {
    balance: `curl ${base}/v1/balance \\
  -H "Authorization: Bearer $NW_API_KEY"`,
    airtime: `curl -X POST ${base}/v1/airtime \\
  -H "Authorization: Bearer $NW_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"network":"mtn","phone":"08011111111","amount":100,"request_id":"ORDER_1001"}'`,
    status: `curl ${base}/v1/transactions/ORDER_1001 \\
  -H "Authorization: Bearer $NW_API_KEY"`,
    data: `curl -X POST ${base}/v1/data \\
  -H "Authorization: Bearer $NW_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"network_id":"mtn-data","variation_id":"mtn-10mb-100","amount":100,"phone":"08011111111","request_id":"ORDER_1002"}'`,
    meter: `curl -X POST ${base}/v1/verify/meter \\
  -H "Authorization: Bearer $NW_API_KEY" \\
  -H "Content-Type: application/json" \\
  -d '{"disco":"ikeja-electric","meter_number":"1111111111111","meter_type":"prepaid"}'`,
  };
}

export function javascriptExample(base: string) {
  return `const API = "${base}/v1";
const headers = {
  Authorization: \`Bearer \${process.env.NW_API_KEY}\`,
  "Content-Type": "application/json",
};

// Buy airtime. Keep request_id with your order: sending it again never buys twice.
async function buyAirtime(orderId, phone, amount) {
  const res = await fetch(\`\${API}/airtime\`, {
    method: "POST",
    headers,
    body: JSON.stringify({ network: "mtn", phone, amount, request_id: orderId }),
  });
  const body = await res.json();
  if (!res.ok) throw new Error(\`\${res.status}: \${body.message}\`); // { message, errors? }
  return body; // body.status: "success" | "pending" | "failed"
}

// A pending purchase settles later: ask again by request_id. 404: no purchase was made with it.
async function purchaseStatus(orderId) {
  const res = await fetch(\`\${API}/transactions/\${encodeURIComponent(orderId)}\`, { headers });
  const body = await res.json();
  if (res.status === 404) return "not_found"; // safe to send the purchase again with this request_id
  if (!res.ok) throw new Error(\`\${res.status}: \${body.message}\`);
  return body.transaction.status; // "pending" | "delivered" | "failed" | "reversed"
}`;
}
