/** The one reader of the functions' error format: whatever the body, a code and a message to show. */
import { readFunctionError } from "./readError";

test("reads the code, the message, the field messages (text only) and the details", () => {
  const body = {
    error: {
      code: "InvalidFields",
      message: "Check the fields marked.",
      details: { fields: { email: "Enter an e-mail address.", name: 3 }, token: "t1" },
    },
  };
  expect(readFunctionError(400, body)).toEqual({
    code: "InvalidFields",
    message: "Check the fields marked.",
    fields: { email: "Enter an e-mail address." },
    details: { fields: { email: "Enter an e-mail address.", name: 3 }, token: "t1" },
  });
});

test("a body that is not the format (none, HTML, an empty message) gives the status as code and the fallback", () => {
  const none = { code: "HTTP502", message: "The server answered 502.", fields: {}, details: {} };
  expect(readFunctionError(502, null)).toEqual(none);
  expect(readFunctionError(502, "<html>Bad gateway</html>")).toEqual(none);
  expect(readFunctionError(502, { error: { code: 7, message: "", details: "x" } })).toEqual(none);
  expect(readFunctionError(403, {}, "This area is not available to you.").message).toBe(
    "This area is not available to you.",
  );
});
