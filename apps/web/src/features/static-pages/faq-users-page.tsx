import { PRODUCT_NAME } from '@showroom/contract';
import { Faq, StaticPage } from './static-page.tsx';

export function FaqUsersPage() {
  return (
    <StaticPage
      title="Users FAQ"
      intro={`Answers for clinicians and health IT teams exploring ${PRODUCT_NAME}.`}
    >
      <Faq id="faq-users-what" question={`What is ${PRODUCT_NAME}?`}>
        <p>
          A catalogue of digital health apps built on the open standards openEHR and HL7 FHIR. You can read
          about each app, see screenshots and open its live demo.
        </p>
      </Faq>
      <Faq id="faq-users-account" question="Do I need an account?">
        <p>
          No. Browsing the catalogue and opening demos is open to everyone. Accounts are for vendors who
          publish apps.
        </p>
      </Faq>
      <Faq id="faq-users-demo" question="How do I try an app?">
        <p>
          Each app page has a Demo button. It opens the app&apos;s live demo in a new tab, connected to our
          public demo server.
        </p>
      </Faq>
      <Faq id="faq-users-contact" question="How do I reach the vendor of an app?">
        <p>
          Each app page has a Contact Vendor link that opens an e-mail to the vendor. Ask there about
          licences, prices, support and how to use the app in your organisation.
        </p>
      </Faq>
      <Faq id="faq-users-data" question="Which data does the demo server hold?">
        <p>
          Structured test data only. The demo server is public: its data is visible to all users and is reset
          regularly. Never enter real patient data or other personal information in a demo.
        </p>
      </Faq>
      <Faq id="faq-users-review" question="Are the apps checked?">
        <p>
          Yes. Every vendor and every app, including each update, is reviewed before it is published. A
          listing is not a certification or a medical-device approval: please assess an app for your own
          clinical use.
        </p>
      </Faq>
    </StaticPage>
  );
}
