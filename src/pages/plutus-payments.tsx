import { Link, type HeadProps } from "gatsby";
import ProductPage from "../components/ProductPage";
import Seo from "../components/Seo";
import { products } from "../../core/config/site";
import { contactPath, productTopic } from "../../core/contact/topics";

const product = products.find((p) => p.slug === "plutus-payments")!;

export default function PlutusPaymentsPage() {
  return (
    <ProductPage
      product={product}
      title="Plutus Payments: get paid and reconciled automatically"
      lead="Card and ACH bank payments for service businesses, with invoices, payment links and reconciliation that matches every payout to the invoices it settled."
      features={[
        {
          title: "Invoices and payment links",
          body: "Send an invoice or a link by e-mail; clients pay by card or bank transfer without creating an account.",
          icon: "payments",
        },
        {
          title: "Automatic reconciliation",
          body: "Each payout is broken down into the payments, refunds and fees it contains and matched to your open invoices.",
          icon: "check",
        },
        {
          title: "Webhooks and idempotency",
          body: "Signed webhooks for every state change, and idempotency keys so a retried request never charges twice.",
          icon: "bolt",
        },
        {
          title: "Refunds and disputes",
          body: "Full and partial refunds from the dashboard or the API, with dispute evidence collected in one place.",
          icon: "savings",
        },
        {
          title: "Test mode",
          body: "A complete sandbox with test cards and bank accounts, so you can build your integration before going live.",
          icon: "gear",
        },
        {
          title: "Security",
          body: "Card data never touches your servers; hosted fields and tokenization keep you out of most PCI scope.",
          icon: "shield",
        },
      ]}
      steps={[
        {
          title: "1. Connect",
          body: "Create an account, verify your business and connect the bank account for payouts.",
        },
        { title: "2. Bill", body: "Issue invoices from the dashboard or the API, or share a payment link." },
        {
          title: "3. Reconcile",
          body: "Payouts arrive with a reconciliation report your accounting system can import.",
        },
      ]}
      pricing={
        <>
          <p>
            Cards: 2.6 % + $0.25 per successful payment. ACH bank transfers: 0.8 %, capped at $5 per payment. No monthly
            fee, no setup fee, and refunds return the percentage fee.
          </p>
          <p>
            Volume above $250,000 per month gets custom pricing;{" "}
            <Link to={contactPath(productTopic(product.slug))}>ask us for a quote</Link>.
          </p>
        </>
      }
    />
  );
}

export function Head({ location }: HeadProps) {
  return (
    <Seo
      title="Plutus Payments"
      description="Plutus Payments: card and ACH payments for service businesses with invoices, payment links, webhooks and automatic reconciliation."
      keywords={["payments", "ACH", "invoicing", "reconciliation", "payment links"]}
      pathname={location.pathname}
    />
  );
}
