import type { HeadProps } from "gatsby";
import LegalPage from "../components/LegalPage";
import Seo from "../components/Seo";
import { site } from "../../core/config/site";

export default function PrivacyPolicyPage() {
  return (
    <LegalPage title="Privacy Policy" updated="November 1, 2026">
      <p>
        This policy explains what personal data {site.legalName} (&quot;we&quot;) collects when you visit this website,
        contact us or use our products, why we collect it, and the choices you have.
      </p>
      <h2>Data we collect</h2>
      <ul>
        <li>
          <strong>Contact details</strong> you send us by e-mail or phone: name, company, e-mail address, phone number
          and the content of your message.
        </li>
        <li>
          <strong>Account data</strong> for administrators of our portal: e-mail address, sign-in events and
          multi-factor settings, held by our identity provider.
        </li>
        <li>
          <strong>Calendar data</strong>, only if you connect a calendar to our UnifiedTime tool: event titles, times,
          locations and attendance status, read on your request and not shared with anyone.
        </li>
        <li>
          <strong>Technical data</strong>: your browser stores your light or dark theme choice locally. We do not use
          advertising cookies or third-party tracking scripts.
        </li>
      </ul>
      <h2>Why we use it</h2>
      <p>
        To answer your inquiries and deliver the services you engage us for (performance of a contract), to keep our
        systems secure (legitimate interest), and to meet legal obligations such as tax records.
      </p>
      <h2>Who we share it with</h2>
      <p>
        Hosting, e-mail and identity providers that process data on our behalf under written agreements. We do not sell
        personal data and we do not share it for advertising.
      </p>
      <h2>How long we keep it</h2>
      <p>
        Inquiries for two years after our last contact; client records for seven years as required by tax law; calendar
        data only for the duration of your session in the tool unless you ask us to keep it.
      </p>
      <h2>Your rights</h2>
      <p>
        You can ask for a copy of your data, its correction or deletion, or object to its use, by writing to{" "}
        <a href={`mailto:${site.email}`}>{site.email}</a>. We answer within 30 days. You may also complain to your local
        data-protection authority.
      </p>
      <h2>Changes</h2>
      <p>We will post any change to this policy on this page and update the date above.</p>
    </LegalPage>
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Privacy Policy"
      description={`How ${site.brand} collects, uses and protects personal data, how long we keep it, and how to exercise your rights.`}
      keywords={["privacy policy", "personal data", "GDPR", "data protection"]}
      pathname={location.pathname}
    />
  );
}
