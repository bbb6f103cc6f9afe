import React from "react";
import Layout from "./layout/Layout";
import { Container, Prose } from "./Page";

/** Privacy policy and terms share one plain, readable layout. */
export default function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: React.ReactNode;
}) {
  return (
    <Layout>
      <Container>
        <div sx={{ py: 5 }}>
          <Prose>
            <h1>{title}</h1>
            <p sx={{ color: "muted" }}>Last updated: {updated}</p>
            {children}
          </Prose>
        </div>
      </Container>
    </Layout>
  );
}
