import { renderToStaticMarkup } from "react-dom/server";
import { SetPinForm } from "./set-pin-form";

/** Each label's text and whether it carries the required mark (RequiredMark, the forms' one "*"). */
const labels = (html: string) =>
  [...html.matchAll(/<label[^>]*>(.*?)<\/label>/g)].map(([, inner]) => ({
    text: inner.replace(/<[^>]+>/g, "").replace(/\*$/, ""),
    required: /<span[^>]*aria-hidden="true"[^>]*>\*<\/span>/.test(inner),
  }));

test("setting the transaction PIN marks its three fields required, as the other forms mark theirs", () => {
  const html = renderToStaticMarkup(<SetPinForm onSet={() => undefined} />);
  expect(labels(html)).toEqual([
    { text: "New transaction PIN", required: true },
    { text: "Confirm PIN", required: true },
    { text: "Password", required: true },
  ]);
  // The inputs say it too (the mark itself is hidden from screen readers).
  expect(html.match(/<input[^>]*required=""/g)).toHaveLength(3);
});
