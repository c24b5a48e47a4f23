import { allowHeader } from "./allow-header";

test("a path's methods, HEAD beside GET, and OPTIONS, sorted, once each", () => {
  expect(allowHeader(["POST"])).toBe("OPTIONS, POST");
  expect(allowHeader(["GET"])).toBe("GET, HEAD, OPTIONS");
  expect(allowHeader(["POST", "GET", "HEAD"])).toBe("GET, HEAD, OPTIONS, POST");
  expect(allowHeader(["delete", "GET", "OPTIONS"])).toBe("DELETE, GET, HEAD, OPTIONS");
});
