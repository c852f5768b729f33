import { ICON_SIZE_PX, MAX_UPLOAD_BYTES, PRODUCT_NAME, PUBLIC_UI_TEXTS } from '@showroom/contract';
import { Faq, StaticPage } from './static-page.tsx';

const maxMegabytes = `${MAX_UPLOAD_BYTES / (1024 * 1024)}MB`;

export function FaqVendorsPage() {
  return (
    <StaticPage title="Vendors FAQ" intro={`How to present your app on ${PRODUCT_NAME}.`}>
      <Faq id="faq-vendors-register" question="How do I register as a vendor?">
        <p>
          Choose {PUBLIC_UI_TEXTS.loginRegister} at the top of the page and sign in or create an account. Then
          choose Register as a vendor in the user menu, enter your vendor name, description, website and
          e-mail, upload an icon and submit your registration.
        </p>
      </Faq>
      <Faq id="faq-vendors-review" question="How does the review work?">
        <p>
          Our team reviews every vendor registration and every app before it is published. You receive an
          e-mail when your registration is approved or rejected. A rejection comes with a reason: update your
          information and submit again.
        </p>
      </Faq>
      <Faq id="faq-vendors-publish" question="How do I publish an app?">
        <p>
          Open My apps and choose Add new app. Enter the app information, upload an icon (square{' '}
          {ICON_SIZE_PX}x{ICON_SIZE_PX} pixels, max {maxMegabytes}) and screenshots (max {maxMegabytes} each,
          with a similar aspect ratio), check the preview and submit the app for review.
        </p>
      </Faq>
      <Faq id="faq-vendors-cost" question="What does it cost?">
        <p>
          Publishing is free. Paid apps are welcome, but {PRODUCT_NAME} handles no payments: prices, licences
          and contracts are agreed between you and your customers.
        </p>
      </Faq>
      <Faq id="faq-vendors-demo" question="Where does my demo get its data?">
        <p>
          Connect your demo to our public demo server with its structured openEHR and FHIR test data. Its data
          is visible to all users and is reset regularly, so never rely on data you stored there.
        </p>
      </Faq>
      <Faq id="faq-vendors-update" question="How do I update a published app?">
        <p>
          Edit the app in My apps. Your published version stays available while the update goes through a
          short review, and the update replaces it once approved.
        </p>
      </Faq>
      <Faq id="faq-vendors-deactivate" question="How do I take an app offline?">
        <p>
          Deactivate it from its card in My apps. A deactivated app disappears from the catalogue. To make it
          available again, please contact the support.
        </p>
      </Faq>
    </StaticPage>
  );
}
