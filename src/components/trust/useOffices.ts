import { graphql, useStaticQuery } from "gatsby";
import type { Office } from "./companyTypes";

/**
 * The offices of content/company/offices.md, in its order: for the footer on every page, and for any page that
 * lists them (the contact page can render <OfficeList offices={useOffices()} />).
 */
export function useOffices(): Office[] {
  const data = useStaticQuery<{ allCompanyOffice: { nodes: Office[] } }>(graphql`
    query Offices {
      allCompanyOffice(sort: { order: ASC }) {
        nodes {
          ...CompanyOfficeEntry
        }
      }
    }
  `);
  return data.allCompanyOffice.nodes;
}
