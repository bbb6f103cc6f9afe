/**
 * The company facts as the pages and the footer get them from GraphQL (gatsby-node makes the nodes from
 * content/company/, src/content/company.ts checks them), and the fragments their queries share.
 */
import { graphql } from "gatsby";
import type {
  CompanyCertification,
  CompanyClient,
  CompanyLeader,
  CompanyOffice,
  CompanyQuote,
} from "../../content/company";

/** An entry as shown: its fields and whether it is a sample to be labeled. */
export type Shown<T> = T & { placeholder: boolean };

export type Quote = Shown<CompanyQuote>;
export type Client = Shown<CompanyClient>;
export type Certification = Shown<Omit<CompanyCertification, "partner">> & { partner: string | null };
export type Leader = Shown<CompanyLeader>;
export type Office = Shown<CompanyOffice>;

export const companyFragments = graphql`
  fragment CompanyQuoteEntry on CompanyQuote {
    quote
    person
    role
    company
    placeholder
  }
  fragment CompanyClientEntry on CompanyClient {
    name
    placeholder
  }
  fragment CompanyCertificationEntry on CompanyCertification {
    name
    issuer
    year
    partner
    placeholder
  }
  fragment CompanyLeaderEntry on CompanyLeader {
    name
    role
    bio
    placeholder
  }
  fragment CompanyOfficeEntry on CompanyOffice {
    city
    address
    phone
    placeholder
  }
`;
