import type { HeadProps } from "gatsby";
import LegalPage from "../components/LegalPage";
import Seo from "../components/Seo";
import { site } from "../../core/config/site";

export default function TermsPage() {
  return (
    <LegalPage title="Terms and Conditions" updated="November 1, 2026">
      <p>
        These terms govern your use of this website and of the products {site.legalName} (&quot;we&quot;) offers online.
        Consulting engagements are governed by the statement of work you sign with us, which takes precedence over these
        terms.
      </p>
      <h2>Use of the website</h2>
      <p>
        You may read, print and share the content of this website for your own information. You may not copy it for
        commercial redistribution, attempt to break or overload the site, or access areas you are not authorized to use.
      </p>
      <h2>Accounts</h2>
      <p>
        Access to the admin portal is limited to people we have authorized. You are responsible for keeping your
        credentials and multi-factor devices safe and must tell us at once if you suspect misuse.
      </p>
      <h2>Products</h2>
      <p>
        Plutus Payments and Bulk Remind are provided under their own service agreements, which describe fees, service
        levels and data processing. Prices on this website are indicative and may change with 30 days&apos; notice.
      </p>
      <h2>Intellectual property</h2>
      <p>
        The website, its text, design and software belong to us or our licensors. Third-party names and logos belong to
        their owners and are used to describe our partnerships.
      </p>
      <h2>Liability</h2>
      <p>
        The information on this website is general and is not advice for your particular situation. To the extent the
        law allows, we are not liable for losses arising from reliance on it. Nothing in these terms limits liability
        that cannot be limited by law.
      </p>
      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of the State of Oregon, and the courts of Multnomah County have
        jurisdiction.
      </p>
      <h2>Contact</h2>
      <p>
        Questions about these terms: <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
    </LegalPage>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Terms and Conditions"
      description={`The terms that govern the use of the ${site.brand} website, the admin portal and our online products.`}
      keywords={["terms and conditions", "terms of use", "liability"]}
      pathname={location.pathname}
    />
  );
}
