import { renderToString } from "react-dom/server";
import { clientOnlyLazy } from "./client-only-lazy";

function Heavy({ label }: { label: string }) {
  return <p>heavy {label}</p>;
}

describe("clientOnlyLazy", () => {
  it("renders only its fallback on the server, without loading the code", () => {
    const load = jest.fn(async () => Heavy);
    const Lazy = clientOnlyLazy(load, () => <span>loading</span>);
    const html = renderToString(<Lazy label="table" />);
    expect(html).toBe("<span>loading</span>");
    expect(load).not.toHaveBeenCalled();
  });

  it("renders nothing on the server when there is no fallback", () => {
    const Lazy = clientOnlyLazy(async () => Heavy);
    expect(renderToString(<Lazy label="x" />)).toBe("");
  });
});
