import { Link, type HeadProps } from "gatsby";
import ProductPage from "../components/ProductPage";
import Seo from "../components/Seo";
import { products } from "../../core/config/site";
import { contactPath, productTopic } from "../../core/contact/topics";

const product = products.find((p) => p.slug === "bulk-remind")!;

export default function BulkRemindPage() {
  return (
    <ProductPage
      product={product}
      title="Bulk Remind: the right reminder, to thousands, on time"
      lead="Schedule e-mail and SMS reminders for appointments, renewals and payments to thousands of recipients, respect their time zones and quiet hours, and see every delivery."
      features={[
        {
          title: "Audiences from CSV",
          body: "Import recipients from a spreadsheet with validation that tells you which row and column is wrong.",
          icon: "people",
        },
        {
          title: "Templates with variables",
          body: "Personalize every message with names, dates and links; preview the result before anything is sent.",
          icon: "mail",
        },
        {
          title: "Time zones and quiet hours",
          body: "Each recipient gets the reminder at the local time you chose, never at night.",
          icon: "bell",
        },
        {
          title: "Delivery tracking",
          body: "Queued, sent, delivered, bounced or failed: every message has a status you can filter and export.",
          icon: "chart",
        },
        {
          title: "Opt-out handling",
          body: "STOP replies and unsubscribe links are honored automatically across all your campaigns.",
          icon: "shield",
        },
        {
          title: "API and webhooks",
          body: "Create schedules from your own systems and receive delivery events as signed webhooks.",
          icon: "bolt",
        },
      ]}
      steps={[
        { title: "1. Import", body: "Upload your recipients or sync them through the API." },
        { title: "2. Schedule", body: "Pick a template, a send time and the channels: e-mail, SMS or both." },
        { title: "3. Track", body: "Watch deliveries arrive, and retry or follow up on the ones that failed." },
      ]}
      pricing={
        <>
          <p>
            E-mail: $0.40 per 1,000 messages. SMS: $0.0095 per message segment in the United States and Canada; other
            countries at carrier cost plus 10 %. Every plan includes unlimited recipients and templates.
          </p>
          <p>
            Non-profit organizations get 25 % off; <Link to={contactPath(productTopic(product.slug))}>contact us</Link>{" "}
            with your registration number.
          </p>
        </>
      }
    />
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Bulk Remind"
      description="Bulk Remind: scheduled e-mail and SMS reminders to thousands of recipients with time zones, quiet hours and delivery tracking."
      keywords={["bulk SMS", "e-mail reminders", "appointment reminders", "delivery tracking"]}
      pathname={location.pathname}
    />
  );
}
