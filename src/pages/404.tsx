import type { HeadProps } from "gatsby";
import Layout from "../components/layout/Layout";
import Seo from "../components/Seo";
import { ButtonLink, Container } from "../components/Page";

export default function NotFoundPage() {
  return (
    <Layout>
      <Container narrow>
        <div sx={{ py: 7 }}>
          <h1>Page not found</h1>
          <p sx={{ fontSize: 3, color: "muted" }}>
            The page you asked for does not exist or has moved. Try the services menu above, or start from the home
            page.
          </p>
          <ButtonLink to="/">Go to the home page</ButtonLink>
        </div>
      </Container>
    </Layout>
  );
}

export function Head({ location }: HeadProps) {
  return <Seo title="Page not found" pathname={location.pathname} noRobots />;
}
