import { contactFromAttributes, parseVerifiedContact } from "./contact";

describe("contactFromAttributes", () => {
  it("sorts the e-mail and phone number by Cognito's own verified flags, and leaves out what the user lacks", () => {
    expect(
      contactFromAttributes([
        { Name: "sub", Value: "s-1" },
        { Name: "email", Value: "ann@example.com" },
        { Name: "email_verified", Value: "true" },
        { Name: "phone_number", Value: "+15550100" },
        { Name: "phone_number_verified", Value: "false" },
      ]),
    ).toEqual({ verified: { email: "ann@example.com" }, unverified: { phone_number: "+15550100" } });
    expect(contactFromAttributes([{ Name: "email", Value: "bob@example.com" }])).toEqual({
      verified: {},
      unverified: { email: "bob@example.com" },
    });
    expect(
      contactFromAttributes([
        { Name: "email", Value: "" },
        { Name: "email_verified", Value: "true" },
      ]),
    ).toEqual({
      verified: {},
      unverified: {},
    });
  });
});

describe("parseVerifiedContact", () => {
  it("keeps the two known addresses as strings and refuses any other shape", () => {
    expect(
      parseVerifiedContact({ verified: { email: "a@example.com", other: "x" }, unverified: { phone_number: 5 } }),
    ).toEqual({ verified: { email: "a@example.com" }, unverified: {} });
    expect(parseVerifiedContact(undefined)).toBeNull();
    expect(parseVerifiedContact({ verified: {} })).toBeNull();
    expect(parseVerifiedContact("yes")).toBeNull();
  });
});
